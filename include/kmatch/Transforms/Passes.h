//===- Passes.h - Whole-program preparation and checks ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares the passes that let --kmatch-pipeline take whole programs:
// manual-deallocation marking, aggregate-op decomposition, fusion and
// vectorization of what the templates leave, and the final check that only
// LLVM-dialect ops are left.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TRANSFORMS_PASSES_H
#define KMATCH_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kmatch {

#define GEN_PASS_DECL
#include "kmatch/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kmatch/Transforms/Passes.h.inc"

} // namespace kmatch

#endif // KMATCH_TRANSFORMS_PASSES_H
