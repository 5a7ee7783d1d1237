//===- MemoryAccess.h - Buffers, aliasing and merge legality ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What kmatch knows about memory, written once: the root buffer behind a
// view, whether two memrefs may share memory, and whether two statements may
// be merged into one across the ops between them. Used by the template
// natives (aliasing, composition legality), the residency planner and the
// transfer ops' verifier.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_ANALYSIS_MEMORYACCESS_H
#define KMATCH_ANALYSIS_MEMORYACCESS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace kmatch {

/// The whole buffer a memref is a view of: follows every view-like op
/// (subview, cast, reinterpret_cast, expand/collapse_shape, transpose, ...)
/// back to its source. A value that is not a view is its own root.
mlir::Value getRootBuffer(mlir::Value v);

/// Whether `v` is an argument of the entry block of a function.
bool isFunctionArgument(mlir::Value v);

/// Whether `v` is the root of its buffer (getRootBuffer(v) == v).
inline bool isRootBuffer(mlir::Value v) { return getRootBuffer(v) == v; }

/// The unit attribute on a function that declares its memref arguments
/// pairwise disjoint (C `restrict` on every pointer), for the composition
/// rules (ArgumentAliasing::Declared). `llvm.noalias` on one argument
/// declares that argument disjoint from the others.
inline constexpr llvm::StringLiteral kNoAliasFunctionAttr = "kmatch.noalias";

/// How two distinct memref arguments of a function are treated.
enum class ArgumentAliasing {
  /// Disjoint, like C `restrict` and Fortran dummy arguments: for the
  /// operands of one launch, whose overlap the shims check again at run time
  /// (and refuse), so nothing wrong is computed when the assumption fails.
  AssumeDisjoint,
  /// Possibly the same memory unless declared otherwise (`llvm.noalias` on
  /// either argument, or kNoAliasFunctionAttr on the function): for
  /// merging statements across the ops between them, which no run-time check
  /// sees (a fill folded into a launch past a store through another
  /// argument that is the same buffer would lose the store).
  Declared,
};

/// Whether a function argument is declared not to share memory with the
/// other arguments (`llvm.noalias` on it, or kNoAliasFunctionAttr on its
/// function).
bool isDeclaredNoAlias(mlir::Value v);

/// Whether two distinct indices of a memref of `type` may name one element,
/// judged from the type alone: false for an identity layout or a static
/// layout whose dims of more than one element, sorted by |stride|, each step
/// over the span of the smaller ones (the rule the shims apply at run time,
/// runtime/common/matrix.h, overlapsItself); true when some static stride
/// breaks that rule (a zero stride on a dim of more than one element, or
/// strides [1, 1] on 8 x 2, where [i][1] is [i+1][0]); std::nullopt when a
/// dynamic size or stride (or a non-strided layout) leaves it open.
std::optional<bool> overlapsItself(mlir::MemRefType type);

/// Whether two memrefs may share memory. Views of one buffer always may, even
/// disjoint ones. Distinct memref arguments of a function follow `rule`. A
/// buffer the function allocates overlaps no argument and no
/// `memref.get_global`, and globals of different symbols do not overlap;
/// everything else relies on upstream's local alias analysis. Values that
/// are not memrefs (tensors, scalars) never share memory.
bool mayOverlap(mlir::Value a, mlir::Value b,
                ArgumentAliasing rule = ArgumentAliasing::AssumeDisjoint);

/// Whether memrefs `a` and `b` are proven disjoint where `at` runs: `at` is in
/// the then-region of an `scf.if` whose condition, a conjunction, has the
/// conjunct `end(a) <= start(b) || end(b) <= start(a)` over their byte
/// ranges (`arith.cmpi ule` of `memref.extract_aligned_pointer_as_index`
/// plus a constant covering the memref's whole static footprint: the run-time
/// check --kmatch-raise-loops versions a nest under). Static shapes, zero
/// offsets and nonnegative strides only; `a` and `b` must be the checked
/// values themselves, not views of them.
bool provenDisjointAt(mlir::Value a, mlir::Value b, mlir::Operation *at);

/// Whether memrefs `a` and `b` may share memory where `at` runs: mayOverlap
/// under ArgumentAliasing::Declared, unless an enclosing run-time check proves
/// them apart (provenDisjointAt). The rule of every composition check.
bool mayOverlapAt(mlir::Value a, mlir::Value b, mlir::Operation *at);

/// One memory access of an op or of something nested in it. `value` is null
/// when the op does not say which memory it accesses.
struct MemoryAccess {
  mlir::Value value;
  bool write;
};

/// The memory accesses of `op` and of every op nested in it (frees count as
/// writes, allocations are not accesses), or failure when some op's effects
/// are unknown (no MemoryEffectOpInterface: calls, unregistered ops).
mlir::FailureOr<llvm::SmallVector<MemoryAccess>>
getMemoryAccesses(mlir::Operation *op);

/// Whether `first` and `second` may be merged into one statement placed at
/// either of their positions: `first` precedes `second` in one block, and no
/// op in between writes memory either of them reads, or reads or writes
/// memory either of them writes (RAW, WAR and WAW on every operand, through
/// views and aliases, nested regions included; distinct function arguments
/// may be one buffer unless declared not to, ArgumentAliasing::Declared, or
/// proven apart by an enclosing run-time check, provenDisjointAt). Ops
/// whose effects are unknown (calls, unregistered ops) conflict with
/// everything. When the answer is no and `why` is given, it names the
/// conflicting op.
bool canMergeAcross(mlir::Operation *first, mlir::Operation *second,
                    std::string *why = nullptr);

} // namespace kmatch

#endif // KMATCH_ANALYSIS_MEMORYACCESS_H
