//===- SharedInits.h - One init per op, on tensors --------------*- C++ -*-===//
#ifndef KMATCH_LIB_TEMPLATES_SHAREDINITS_H
#define KMATCH_LIB_TEMPLATES_SHAREDINITS_H

namespace mlir {
class Operation;
} // namespace mlir

namespace kmatch {
/// Before matching: on tensors, a `linalg.fill` that is the init of several
/// linalg ops (torch-mlir CSEs the zero fill of every same-shaped conv and
/// matmul), or an all-parallel generic or broadcast into a tensor.empty (the
/// conv bias broadcast, shared between convs of one bias), gets one copy per
/// init use, placed right after it. Each op then
/// writes into a fill of its own, as it would without CSE, and a template
/// sees the overwrite it folds into beta = 0 and the epilogue it fuses.
/// Values are immutable, so the copy changes no result; bufferization would
/// have copied the shared tensor for every in-place write but the last.
/// Fills on memrefs are one buffer and stay shared.
void privatizeSharedInits(mlir::Operation *root);
} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_SHAREDINITS_H
