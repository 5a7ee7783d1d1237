//===- LoopNests.h - The loop-nest steps of --kmatch-raise-loops -*- C++
//-*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The steps --kmatch-raise-loops (RaiseLoops.cpp) takes before raising a
// nest, each exact on its own: putting loops in affine form with their
// scalars in memory (LoopNormalization.cpp), and distributing an imperfect
// nest into perfect ones, with the accesses both read (LoopDistribution.cpp).
// Private to lib/Transforms.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TRANSFORMS_LOOPNESTS_H
#define KMATCH_LIB_TRANSFORMS_LOOPNESTS_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/SetVector.h"
#include <optional>
#include <string>

namespace kmatch::loops {

/// Where distribution records on a loop why it could not split it (an
/// attribute, so that copies of the loop carry it).
inline constexpr llvm::StringLiteral kWhyAttr = "kmatch.raise_loops.why";

//===----------------------------------------------------------------------===//
// Accesses (LoopDistribution.cpp)
//===----------------------------------------------------------------------===//

/// A load or store of the nest, its subscripts as affine expressions over
/// the loops' induction variables.
struct Access {
  mlir::Operation *op;
  mlir::Value memref;
  bool write;
  llvm::SmallVector<mlir::AffineExpr> subscripts;
};

/// The map of an affine.load/affine.store and its operands, affine.apply
/// producers (cgeist's unrolled subscripts) folded in.
mlir::AffineMap accessMap(mlir::Operation *op,
                          llvm::SmallVector<mlir::Value> &operands);

/// The subscripts of an affine.load/affine.store as expressions over dims
/// d0..dn-1, dk standing for `ivs[k]` plus `offsets[k]`; an arith.constant
/// index operand is its value. Failure when a subscript uses anything else
/// (a value from outside the nest, an IV of another loop).
mlir::FailureOr<llvm::SmallVector<mlir::AffineExpr>>
subscriptsOver(mlir::Operation *op, llvm::ArrayRef<mlir::Value> ivs,
               llvm::ArrayRef<int64_t> offsets);

//===----------------------------------------------------------------------===//
// Normalization (LoopNormalization.cpp)
//===----------------------------------------------------------------------===//

/// An outermost loop's iter_args in memory: each carried value in a 0-d
/// `memref.alloca` of its own (at the start of the enclosing allocation
/// scope), stored with the init before the loop, loaded at the start of
/// each iteration and stored at its end, and loaded after the loop for
/// the loop's result. The same values in the same order: the slot is
/// private, so nothing else reads or writes it. The nest is then a
/// reduction into the slot (a dot product, a sum) that raises like any
/// other; inner loops' iter_args are accumulated in the array their
/// result is stored to instead (accumulatorsToMemory).
void carriedToMemory(mlir::affine::AffineForOp loop);

/// `loop` as an affine.for, its memref.load/store as affine ones where
/// their subscripts are affine in the loop variables: when its step is a
/// positive constant and its bounds are valid
/// affine dims or symbols (constants, arguments, `memref.dim`s, outer
/// affine.for variables). Enclosing loops are converted first (pre-order).
void toAffine(mlir::scf::ForOp loop);

/// The subscripts `indices` as one affine map over `operands` (affine.for
/// variables as dims, other valid symbols as symbols), built through
/// arith.addi, arith.subi and arith.muli by a constant (no subscripts: the
/// empty map of a 0-d access); nothing when a subscript is anything else.
std::optional<mlir::AffineMap>
affineSubscripts(mlir::MLIRContext *ctx, mlir::ValueRange indices,
                 llvm::SmallVector<mlir::Value> &operands);

/// A scalar accumulator in a one-element `memref.alloca` (C's `double s`
/// as cgeist may keep it): `s = init; for k { ... s ... }; C[i][j] = s`,
/// four consecutive statements, accumulated in C[i][j] instead when the
/// alloca is used nowhere else and nothing in the loop touches memory that
/// may be C. The same values in the same order, as for iter_args. In a
/// versioned run (`scope`: its scf.if), the original loops in the other
/// branch keep their own uses of the alloca.
void scalarsToMemory(mlir::affine::AffineForOp root, mlir::Operation *scope);

/// A scalar accumulator carried in iter_args and stored once after its
/// loop (`%r = affine.for ... iter_args(%acc = %init)`, then
/// `affine.store %r, C[i][j]`) accumulated in C[i][j] instead: C[i][j] =
/// init before the loop, and each iteration loads it, computes, and stores
/// it back. The same values in the same order, since nothing else in the
/// loop touches memory that may be C (checked; in a versioned run the
/// arrays are disjoint at run time). The init store is then a statement of
/// its own for distribution (a zero init folds into beta = 0).
void accumulatorsToMemory(mlir::affine::AffineForOp root,
                          mlir::Operation *scope);

/// Moves the arith.constant ops of the nest before it (not out of a region
/// isolated from above): they are the same in every iteration, and a
/// distributed loop needs its own uses of them.
void hoistConstants(mlir::affine::AffineForOp root);

//===----------------------------------------------------------------------===//
// Distribution (LoopDistribution.cpp)
//===----------------------------------------------------------------------===//

/// A statement of a loop body: a nested loop or a store, with the
/// side-effect-free ops and loads in the body that compute its operands.
struct Statement {
  mlir::Operation *anchor;
  llvm::SetVector<mlir::Operation *> ops; // the anchor and its slice
};

/// Splits the body of `loop` into statements, or fails when an op is
/// neither a loop, a store, a load nor free of side effects.
mlir::FailureOr<llvm::SmallVector<Statement>>
statementsOf(mlir::affine::AffineForOp loop);

/// The loads and stores in `ops` and nested in them.
llvm::SmallVector<mlir::Operation *>
accessesIn(llvm::ArrayRef<mlir::Operation *> ops);

/// Whether every memory access of `op` and of the ops nested in it is an
/// affine.load or an affine.store, the accesses distribution and sinking
/// reason about: false for a memref.load or store, a vector load, a call,
/// an allocation, or an op whose effects are unknown.
bool onlyAffineAccesses(mlir::Operation *op);

/// Whether `v` is defined inside `root` (by an op of its body or nested
/// in it): an array a raised op, which replaces the nest, could not use.
bool definedIn(mlir::Value v, mlir::Operation *root);

/// The memref an affine.load or affine.store accesses.
mlir::Value memrefOf(mlir::Operation *access);

/// Whether two accesses of `loop`'s body touch different memory in
/// different iterations of `loop`: both subscript one dimension of the
/// same memref by exactly the loop's induction variable.
bool separatedBy(mlir::affine::AffineForOp loop, mlir::Operation *a,
                 mlir::Operation *b);

/// Whether distributing `loop` over `statements` keeps every dependence:
/// two statements that may touch the same memory (one of them writing)
/// must touch different memory in different iterations, so that running
/// all of the first before the second reorders nothing that conflicts.
bool canDistribute(mlir::affine::AffineForOp loop,
                   llvm::ArrayRef<Statement> statements, std::string &why);

/// The access as a why-not names it ("a store at <location>").
std::string describe(mlir::Operation *access);

/// Distributes the loops of the nest at `loop`, innermost first, into
/// one loop per statement wherever that is exact; the loops that replace
/// `loop` (itself when it is not split).
llvm::SmallVector<mlir::affine::AffineForOp>
distribute(mlir::affine::AffineForOp loop);

/// When `loop`'s body is one nested loop and the loads and arithmetic
/// that compute its operands (cgeist hoists `alpha * A[i][k]` out of the
/// j loop), moves those into the nested loop, and on down, so that the
/// nest is perfect. Each iteration then recomputes the same value: no
/// store in the nested loop may write what those loads read.
void sinkInto(mlir::affine::AffineForOp loop);

} // namespace kmatch::loops

#endif // KMATCH_LIB_TRANSFORMS_LOOPNESTS_H
