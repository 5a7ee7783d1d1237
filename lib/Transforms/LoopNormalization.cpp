//===- LoopNormalization.cpp - Loops in the form the raising reads -*- C++
//-*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Steps of --kmatch-raise-loops (LoopNests.h).
//
//===----------------------------------------------------------------------===//
#include "LoopNests.h"

#include "kmatch/Analysis/MemoryAccess.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using affine::AffineForOp;
using affine::AffineLoadOp;
using affine::AffineStoreOp;

namespace kmatch::loops {

/// An outermost loop's iter_args in memory: each carried value in a 0-d
/// `memref.alloca` of its own (at the start of the enclosing allocation
/// scope), stored with the init before the loop, loaded at the start of
/// each iteration and stored at its end, and loaded after the loop for
/// the loop's result. The same values in the same order: the slot is
/// private, so nothing else reads or writes it. The nest is then a
/// reduction into the slot (a dot product, a sum) that raises like any
/// other; inner loops' iter_args are accumulated in the array their
/// result is stored to instead (accumulatorsToMemory).
void carriedToMemory(AffineForOp loop) {
  if (!llvm::all_of(loop.getInits(), [](Value v) {
        return MemRefType::isValidElementType(v.getType());
      }))
    return;
  Operation *scope =
      loop->getParentWithTrait<OpTrait::AutomaticAllocationScope>();
  if (!scope || scope->getNumRegions() == 0 || scope->getRegion(0).empty())
    return;
  // The slot's accesses are named, so that a why-not that cites them
  // (a prefix sum's dependence) says which value they hold.
  Location loc = NameLoc::get(
      StringAttr::get(loop.getContext(), "the value the loop carries"),
      loop.getLoc());
  OpBuilder top = OpBuilder::atBlockBegin(&scope->getRegion(0).front());
  OpBuilder b(loop);
  SmallVector<Value> slots;
  for (Value init : loop.getInits()) {
    Value slot =
        memref::AllocaOp::create(top, loc, MemRefType::get({}, init.getType()));
    AffineStoreOp::create(b, loc, init, slot, ValueRange{});
    slots.push_back(slot);
  }
  auto memoryLoop =
      AffineForOp::create(b, loop.getLoc(), loop.getLowerBoundOperands(),
                          loop.getLowerBoundMap(), loop.getUpperBoundOperands(),
                          loop.getUpperBoundMap(), loop.getStepAsInt());
  Block *body = memoryLoop.getBody(), *old = loop.getBody();
  OpBuilder start = OpBuilder::atBlockBegin(body);
  for (auto [arg, slot] : llvm::zip(loop.getRegionIterArgs(), slots))
    arg.replaceAllUsesWith(
        AffineLoadOp::create(start, loc, slot, ValueRange{}).getResult());
  body->getOperations().splice(std::prev(body->end()), old->getOperations(),
                               old->begin(), std::prev(old->end()));
  loop.getInductionVar().replaceAllUsesWith(memoryLoop.getInductionVar());
  // Read after the replacements: a loop may yield its own variable.
  SmallVector<Value> yielded(old->getTerminator()->getOperands());
  OpBuilder end(body->getTerminator());
  for (auto [v, slot] : llvm::zip(yielded, slots))
    AffineStoreOp::create(end, loc, v, slot, ValueRange{});
  b.setInsertionPointAfter(memoryLoop);
  for (auto [result, slot] : llvm::zip(loop.getResults(), slots))
    result.replaceAllUsesWith(
        AffineLoadOp::create(b, loc, slot, ValueRange{}).getResult());
  loop.erase();
}

/// `loop` as an affine.for, its memref.load/store as affine ones where
/// their subscripts are affine in the loop variables: when its step is a
/// positive constant and its bounds are valid
/// affine dims or symbols (constants, arguments, `memref.dim`s, outer
/// affine.for variables). Enclosing loops are converted first (pre-order).
void toAffine(scf::ForOp loop) {
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!step || *step <= 0 || loop.getUnsignedCmp() ||
      !loop.getInductionVar().getType().isIndex())
    return;
  // Carried scalars only (carriedToMemory keeps them in memory): a loop
  // that carries a tensor or a memref stays an scf.for, which
  // bufferization and the other passes know.
  if (!llvm::all_of(loop.getInitArgs(),
                    [](Value v) { return v.getType().isIntOrIndexOrFloat(); }))
    return;
  auto valid = [](Value v) {
    return affine::isValidDim(v) || affine::isValidSymbol(v);
  };
  if (!valid(loop.getLowerBound()) || !valid(loop.getUpperBound()))
    return;
  OpBuilder b(loop);
  MLIRContext *ctx = loop.getContext();
  // A constant bound as a constant map (a constant lower bound is what
  // the raising reads).
  auto bound = [&](Value v, SmallVector<Value> &operands) {
    if (std::optional<int64_t> c = getConstantIntValue(v))
      return AffineMap::getConstantMap(*c, ctx);
    operands.push_back(v);
    return AffineMap::get(1, 0, getAffineDimExpr(0, ctx));
  };
  SmallVector<Value> lbOperands, ubOperands;
  AffineMap lbMap = bound(loop.getLowerBound(), lbOperands);
  AffineMap ubMap = bound(loop.getUpperBound(), ubOperands);
  auto affineLoop =
      AffineForOp::create(b, loop.getLoc(), lbOperands, lbMap, ubOperands,
                          ubMap, *step, loop.getInitArgs());
  Block *body = affineLoop.getBody();
  // A loop that carries values has no terminator yet: its yield comes
  // from the scf.yield.
  if (loop.getNumResults() != 0) {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    OpBuilder end(body, body->end());
    affine::AffineYieldOp::create(end, yield.getLoc(), yield.getOperands());
  }
  body->getOperations().splice(
      std::prev(body->end()), loop.getBody()->getOperations(),
      loop.getBody()->begin(), std::prev(loop.getBody()->end()));
  loop.getInductionVar().replaceAllUsesWith(affineLoop.getInductionVar());
  for (auto [from, to] :
       llvm::zip(loop.getRegionIterArgs(), affineLoop.getRegionIterArgs()))
    from.replaceAllUsesWith(to);
  loop.replaceAllUsesWith(affineLoop.getResults());
  loop.erase();
  // The accesses directly in this body (nested loops convert after).
  for (Operation &op : llvm::make_early_inc_range(*body)) {
    if (auto load = dyn_cast<memref::LoadOp>(op)) {
      SmallVector<Value> operands;
      if (std::optional<AffineMap> map = affineSubscripts(
              load.getContext(), load.getIndices(), operands)) {
        OpBuilder lb(load);
        auto affine = AffineLoadOp::create(lb, load.getLoc(), load.getMemRef(),
                                           *map, operands);
        load.replaceAllUsesWith(affine.getResult());
        load.erase();
      }
    } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
      SmallVector<Value> operands;
      if (std::optional<AffineMap> map = affineSubscripts(
              store.getContext(), store.getIndices(), operands)) {
        OpBuilder sb(store);
        AffineStoreOp::create(sb, store.getLoc(), store.getValueToStore(),
                              store.getMemRef(), *map, operands);
        store.erase();
      }
    }
  }
}

/// The subscripts `indices` as one affine map over `operands` (affine.for
/// variables as dims, other valid symbols as symbols), built through
/// arith.addi, arith.subi and arith.muli by a constant (no subscripts: the
/// empty map of a 0-d access); nothing when a subscript is anything else.
std::optional<AffineMap> affineSubscripts(MLIRContext *ctx, ValueRange indices,
                                          SmallVector<Value> &operands) {
  if (indices.empty())
    return AffineMap::get(ctx);
  SmallVector<Value> dims, symbols;
  std::function<std::optional<AffineExpr>(Value)> expr =
      [&](Value v) -> std::optional<AffineExpr> {
    if (std::optional<int64_t> c = getConstantIntValue(v))
      return getAffineConstantExpr(*c, ctx);
    if (affine::isAffineForInductionVar(v)) {
      auto it = llvm::find(dims, v);
      if (it == dims.end())
        dims.push_back(v), it = std::prev(dims.end());
      return getAffineDimExpr(it - dims.begin(), ctx);
    }
    Operation *def = v.getDefiningOp();
    if (isa_and_nonnull<arith::AddIOp, arith::SubIOp, arith::MulIOp>(def)) {
      std::optional<AffineExpr> l = expr(def->getOperand(0)),
                                r = expr(def->getOperand(1));
      if (!l || !r)
        return std::nullopt;
      if (isa<arith::AddIOp>(def))
        return *l + *r;
      if (isa<arith::SubIOp>(def))
        return *l - *r;
      if (!isa<AffineConstantExpr>(*l) && !isa<AffineConstantExpr>(*r))
        return std::nullopt;
      return *l * *r;
    }
    if (affine::isValidSymbol(v)) {
      auto it = llvm::find(symbols, v);
      if (it == symbols.end())
        symbols.push_back(v), it = std::prev(symbols.end());
      return getAffineSymbolExpr(it - symbols.begin(), ctx);
    }
    return std::nullopt;
  };
  SmallVector<AffineExpr> results;
  for (Value index : indices) {
    std::optional<AffineExpr> e = expr(index);
    if (!e)
      return std::nullopt;
    results.push_back(*e);
  }
  operands = dims;
  llvm::append_range(operands, symbols);
  return AffineMap::get(dims.size(), symbols.size(), results, ctx);
}

/// A scalar accumulator in a one-element `memref.alloca` (C's `double s`
/// as cgeist may keep it): `s = init; for k { ... s ... }; C[i][j] = s`,
/// four consecutive statements, accumulated in C[i][j] instead when the
/// alloca is used nowhere else and nothing in the loop touches memory that
/// may be C. The same values in the same order, as for iter_args. In a
/// versioned run (`scope`: its scf.if), the original loops in the other
/// branch keep their own uses of the alloca.
void scalarsToMemory(AffineForOp root, Operation *scope) {
  SmallVector<AffineForOp> loops;
  root.walk([&](AffineForOp loop) {
    if (loop != root && loop.getNumIterOperands() == 0)
      loops.push_back(loop);
  });
  for (AffineForOp loop : loops) {
    auto init = dyn_cast_or_null<AffineStoreOp>(loop->getPrevNode());
    auto read = dyn_cast_or_null<AffineLoadOp>(loop->getNextNode());
    auto store = read ? dyn_cast_or_null<AffineStoreOp>(read->getNextNode())
                      : AffineStoreOp();
    if (!init || !read || !store || store.getValueToStore() != read ||
        !read->hasOneUse() || init.getMemRef() != read.getMemRef())
      continue;
    Value t = init.getMemRef();
    auto alloca = t.getDefiningOp<memref::AllocaOp>();
    auto type = cast<MemRefType>(t.getType());
    if (!alloca || !type.hasStaticShape() || type.getNumElements() != 1 ||
        type.getElementType() !=
            cast<MemRefType>(store.getMemRef().getType()).getElementType())
      continue;
    // Every use of the scalar: the init, the final read, and accesses in
    // the loop; nothing in the loop may touch C's memory. In a versioned
    // run the original loops (the other branch) keep theirs; a use by
    // another nest of the run in root's own branch (a later loop reading
    // the scalar's last value) is a use like any other.
    Value c = store.getMemRef();
    Region *branch = root->getParentRegion();
    bool ok = llvm::all_of(t.getUsers(), [&](Operation *user) {
      return user == init || user == read ||
             (loop->isProperAncestor(user) &&
              isa<AffineLoadOp, AffineStoreOp>(user)) ||
             (scope != root && scope->isAncestor(user) &&
              !branch->isAncestor(user->getParentRegion()));
    });
    loop.walk([&](Operation *op) {
      if (auto load = dyn_cast<AffineLoadOp>(op))
        ok &= !kmatch::mayOverlap(load.getMemRef(), c);
      else if (auto inner = dyn_cast<AffineStoreOp>(op))
        ok &= !kmatch::mayOverlap(inner.getMemRef(), c);
      else if (!isa<AffineForOp, affine::AffineYieldOp>(op) &&
               (!isPure(op) || op->getNumRegions() != 0))
        ok = false;
    });
    if (!ok)
      continue;
    AffineMap map = store.getAffineMap();
    SmallVector<Value> operands(store.getMapOperands());
    auto redirect = [&](Operation *user) {
      OpBuilder b(user);
      if (auto load = dyn_cast<AffineLoadOp>(user)) {
        Value v = AffineLoadOp::create(b, load.getLoc(), c, map, operands);
        load.replaceAllUsesWith(v);
      } else {
        auto s = cast<AffineStoreOp>(user);
        AffineStoreOp::create(b, user == init ? store.getLoc() : s.getLoc(),
                              s.getValueToStore(), c, map, operands);
      }
      user->erase();
    };
    for (Operation *user : llvm::to_vector(t.getUsers()))
      if (user == init || loop->isProperAncestor(user))
        redirect(user);
    store.erase();
    read.erase();
    if (alloca->use_empty())
      alloca.erase();
  }
}

/// A scalar accumulator carried in iter_args and stored once after its
/// loop (`%r = affine.for ... iter_args(%acc = %init)`, then
/// `affine.store %r, C[i][j]`) accumulated in C[i][j] instead: C[i][j] =
/// init before the loop, and each iteration loads it, computes, and stores
/// it back. The same values in the same order, since nothing else in the
/// loop touches memory that may be C (checked; in a versioned run the
/// arrays are disjoint at run time). The init store is then a statement of
/// its own for distribution (a zero init folds into beta = 0).
void accumulatorsToMemory(AffineForOp root, Operation *scope) {
  scalarsToMemory(root, scope);
  SmallVector<AffineForOp> loops;
  root.walk([&](AffineForOp loop) {
    if (loop != root && loop.getNumIterOperands() == 1)
      loops.push_back(loop);
  });
  for (AffineForOp loop : loops) {
    Value result = loop->getResult(0);
    auto store = dyn_cast_or_null<AffineStoreOp>(loop->getNextNode());
    if (!store || !result.hasOneUse() || store.getValueToStore() != result)
      continue;
    Value c = store.getMemRef();
    bool conflict = false;
    loop.walk([&](Operation *op) {
      if (auto load = dyn_cast<AffineLoadOp>(op))
        conflict |= kmatch::mayOverlap(load.getMemRef(), c);
      else if (auto inner = dyn_cast<AffineStoreOp>(op))
        conflict |= kmatch::mayOverlap(inner.getMemRef(), c);
      else if (!isa<AffineForOp, affine::AffineYieldOp>(op) &&
               (!isPure(op) || op->getNumRegions() != 0))
        conflict = true;
    });
    if (conflict)
      continue;
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    AffineMap map = store.getAffineMap();
    SmallVector<Value> operands(store.getMapOperands());
    AffineStoreOp::create(b, store.getLoc(), loop.getInits()[0], c, map,
                          operands);
    auto memoryLoop = AffineForOp::create(
        b, loc, loop.getLowerBoundOperands(), loop.getLowerBoundMap(),
        loop.getUpperBoundOperands(), loop.getUpperBoundMap(),
        loop.getStepAsInt());
    Block *body = memoryLoop.getBody(), *old = loop.getBody();
    OpBuilder start = OpBuilder::atBlockBegin(body);
    Value acc = AffineLoadOp::create(start, loc, c, map, operands);
    body->getOperations().splice(std::prev(body->end()), old->getOperations(),
                                 old->begin(), std::prev(old->end()));
    loop.getInductionVar().replaceAllUsesWith(memoryLoop.getInductionVar());
    loop.getRegionIterArgs()[0].replaceAllUsesWith(acc);
    // Read after the replacements: a loop may yield its own variable, or
    // the value it carries unchanged.
    Value next = old->getTerminator()->getOperand(0);
    OpBuilder end(body->getTerminator());
    AffineStoreOp::create(end, loc, next, c, map, operands);
    store.erase();
    loop.erase();
  }
}

/// Moves the arith.constant ops of the nest before it (not out of a region
/// isolated from above): they are the same in every iteration, and a
/// distributed loop needs its own uses of them.
void hoistConstants(AffineForOp root) {
  SmallVector<Operation *> constants;
  root.walk([&](arith::ConstantOp c) {
    // Not out of a region isolated from above (omp.target, a nested
    // function), whose ops may use nothing defined outside it.
    for (Operation *op = c->getParentOp(); op != root; op = op->getParentOp())
      if (op->hasTrait<OpTrait::IsIsolatedFromAbove>())
        return;
    constants.push_back(c);
  });
  for (Operation *c : constants)
    c->moveBefore(root);
}

} // namespace kmatch::loops
