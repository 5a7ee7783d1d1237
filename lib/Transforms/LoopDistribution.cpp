//===- LoopDistribution.cpp - Imperfect nests into perfect ones -*- C++ -*-===//
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

/// The map of an affine.load/affine.store and its operands, affine.apply
/// producers (cgeist's unrolled subscripts) folded in.
AffineMap accessMap(Operation *op, SmallVector<Value> &operands) {
  AffineMap map;
  if (auto load = dyn_cast<AffineLoadOp>(op)) {
    map = load.getAffineMap();
    operands = llvm::to_vector(load.getMapOperands());
  } else {
    auto store = cast<AffineStoreOp>(op);
    map = store.getAffineMap();
    operands = llvm::to_vector(store.getMapOperands());
  }
  affine::fullyComposeAffineMapAndOperands(&map, &operands);
  return map;
}

/// The subscripts of an affine.load/affine.store as expressions over dims
/// d0..dn-1, dk standing for `ivs[k]` plus `offsets[k]`; an arith.constant
/// index operand is its value. Failure when a subscript uses anything else
/// (a value from outside the nest, an IV of another loop).
FailureOr<SmallVector<AffineExpr>>
subscriptsOver(Operation *op, ArrayRef<Value> ivs, ArrayRef<int64_t> offsets) {
  SmallVector<Value> operands;
  AffineMap map = accessMap(op, operands);
  MLIRContext *ctx = op->getContext();
  SmallVector<AffineExpr> replacements;
  for (Value v : operands) {
    auto it = llvm::find(ivs, v);
    if (it != ivs.end()) {
      size_t k = it - ivs.begin();
      replacements.push_back(getAffineDimExpr(k, ctx) + offsets[k]);
      continue;
    }
    if (auto cst = v.getDefiningOp<arith::ConstantIndexOp>()) {
      replacements.push_back(getAffineConstantExpr(cst.value(), ctx));
      continue;
    }
    return failure();
  }
  ArrayRef<AffineExpr> dims(replacements);
  AffineMap composed = map.replaceDimsAndSymbols(
      dims.take_front(map.getNumDims()), dims.drop_front(map.getNumDims()),
      ivs.size(), 0);
  composed = simplifyAffineMap(composed);
  return llvm::to_vector(composed.getResults());
}

/// Splits the body of `loop` into statements, or fails when an op is
/// neither a loop, a store, a load nor free of side effects.
FailureOr<SmallVector<Statement>> statementsOf(AffineForOp loop) {
  Block *body = loop.getBody();
  SmallVector<Statement> statements;
  for (Operation &op : body->without_terminator()) {
    auto loop = dyn_cast<AffineForOp>(op);
    // The accesses canDistribute compares are affine ones: a nested
    // memref.load, call or vector access would go unseen.
    if (loop && !onlyAffineAccesses(loop))
      return failure();
    if (loop && loop->getNumResults() != 0) {
      // A loop that computes a value (iter_args) belongs to the statement
      // that uses it; copied into each, it must not write memory.
      bool writes = false;
      loop.walk([&](AffineStoreOp) { writes = true; });
      if (writes)
        return failure();
      continue;
    }
    if (loop || isa<AffineStoreOp>(op)) {
      statements.push_back({&op, {}});
      continue;
    }
    if (isa<AffineLoadOp>(op) || isPure(&op))
      continue;
    return failure();
  }
  // Each statement's slice: the body ops its anchor (or ops nested in it)
  // use, transitively.
  for (Statement &s : statements) {
    SmallVector<Operation *> work{s.anchor};
    s.ops.insert(s.anchor);
    while (!work.empty()) {
      Operation *op = work.pop_back_val();
      op->walk([&](Operation *nested) {
        for (Value v : nested->getOperands()) {
          Operation *def = v.getDefiningOp();
          if (def && def->getBlock() == body && s.ops.insert(def))
            work.push_back(def);
        }
      });
    }
  }
  return statements;
}

/// The loads and stores in `ops` and nested in them.
SmallVector<Operation *> accessesIn(ArrayRef<Operation *> ops) {
  SmallVector<Operation *> accesses;
  for (Operation *op : ops)
    op->walk([&](Operation *nested) {
      if (isa<AffineLoadOp, AffineStoreOp>(nested))
        accesses.push_back(nested);
    });
  return accesses;
}

bool onlyAffineAccesses(Operation *op) {
  WalkResult result = op->walk([](Operation *nested) {
    if (isa<AffineLoadOp, AffineStoreOp, AffineForOp, affine::AffineYieldOp>(
            nested) ||
        nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
        isMemoryEffectFree(nested))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

bool definedIn(Value v, Operation *root) {
  return root->isAncestor(v.getParentBlock()->getParentOp());
}

/// The memref an affine.load or affine.store accesses.
Value memrefOf(Operation *access) {
  if (auto load = dyn_cast<AffineLoadOp>(access))
    return load.getMemRef();
  return cast<AffineStoreOp>(access).getMemRef();
}

/// Whether two accesses of `loop`'s body touch different memory in
/// different iterations of `loop`: both subscript one dimension of the
/// same memref by exactly the loop's induction variable.
bool separatedBy(AffineForOp loop, Operation *a, Operation *b) {
  if (memrefOf(a) != memrefOf(b))
    return false;
  // Distinct subscripts are distinct elements only where the layout says
  // so: not with a zero stride, nor with static strides that step inside
  // another dim's span ([1, 1] on 8 x 2: [i][1] is [i+1][0]), nor unknown.
  auto type = cast<MemRefType>(memrefOf(a).getType());
  if (kmatch::overlapsItself(type) != false)
    return false;
  // Every other value a subscript uses gets a dim of its own.
  auto exprs = [&](Operation *op) -> std::optional<SmallVector<AffineExpr>> {
    SmallVector<Value> operands;
    AffineMap map = accessMap(op, operands);
    SmallVector<AffineExpr> subs;
    for (AffineExpr e : map.getResults()) {
      // Only a result that is one dim bound to the IV counts.
      auto dim = dyn_cast<AffineDimExpr>(e);
      auto sym = dyn_cast<AffineSymbolExpr>(e);
      Value v = dim   ? operands[dim.getPosition()]
                : sym ? operands[map.getNumDims() + sym.getPosition()]
                      : Value();
      subs.push_back(v == loop.getInductionVar()
                         ? getAffineDimExpr(0, op->getContext())
                         : getAffineConstantExpr(-1, op->getContext()));
    }
    return subs;
  };
  auto sa = exprs(a), sb = exprs(b);
  if (!sa || !sb || sa->size() != sb->size())
    return false;
  for (auto [x, y] : llvm::zip(*sa, *sb))
    if (isa<AffineDimExpr>(x) && isa<AffineDimExpr>(y))
      return true;
  return false;
}

/// Whether distributing `loop` over `statements` keeps every dependence:
/// two statements that may touch the same memory (one of them writing)
/// must touch different memory in different iterations, so that running
/// all of the first before the second reorders nothing that conflicts.
bool canDistribute(AffineForOp loop, ArrayRef<Statement> statements,
                   std::string &why) {
  SmallVector<SmallVector<Operation *>> accesses;
  for (const Statement &s : statements)
    accesses.push_back(accessesIn(s.ops.getArrayRef()));
  for (size_t a = 0; a < statements.size(); ++a)
    for (size_t b = a + 1; b < statements.size(); ++b)
      for (Operation *x : accesses[a])
        for (Operation *y : accesses[b]) {
          bool xw = isa<AffineStoreOp>(x), yw = isa<AffineStoreOp>(y);
          if (!xw && !yw)
            continue;
          if (!kmatch::mayOverlap(memrefOf(x), memrefOf(y)))
            continue;
          // A load of a later statement that came before an earlier
          // statement's store now runs after it: no element in common,
          // even within one iteration.
          Block *body = loop.getBody();
          bool flips = xw && !yw &&
                       body->findAncestorOpInBlock(*y)->isBeforeInBlock(
                           body->findAncestorOpInBlock(*x));
          if (!flips && separatedBy(loop, x, y))
            continue;
          why = "its statements cannot be split into separate loops: " +
                describe(x) + " and " + describe(y) +
                " may touch the same element in different iterations";
          return false;
        }
  return true;
}

/// The access as a why-not names it ("a store at <location>").
std::string describe(Operation *access) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << (isa<AffineStoreOp>(access) ? "a store" : "a load") << " at "
     << access->getLoc();
  return s;
}

/// Distributes the loops of the nest at `loop`, innermost first, into
/// one loop per statement wherever that is exact; the loops that replace
/// `loop` (itself when it is not split).
SmallVector<AffineForOp> distribute(AffineForOp loop) {
  for (Operation &op : llvm::make_early_inc_range(*loop.getBody()))
    if (auto inner = dyn_cast<AffineForOp>(op))
      distribute(inner);
  if (loop.getNumIterOperands() != 0)
    return {loop};
  FailureOr<SmallVector<Statement>> statements = statementsOf(loop);
  if (failed(statements)) {
    // Where the body holds several statements, say why they stay together
    // (a body of one statement gets its own reason when it is raised).
    if (llvm::count_if(loop.getBody()->without_terminator(), [](Operation &op) {
          return isa<AffineForOp, AffineStoreOp>(op);
        }) > 1)
      loop->setAttr(
          kWhyAttr,
          StringAttr::get(loop.getContext(),
                          "its statements cannot be split into separate "
                          "loops: an op in it accesses memory other than by "
                          "affine.load and affine.store (a memref.load or "
                          "store, a call, a vector access), or a loop that "
                          "computes a value writes memory"));
    return {loop};
  }
  if (statements->size() < 2) {
    sinkInto(loop);
    return {loop};
  }
  std::string why;
  if (!canDistribute(loop, *statements, why)) {
    loop->setAttr(kWhyAttr, StringAttr::get(loop.getContext(), why));
    return {loop};
  }
  OpBuilder b(loop);
  SmallVector<AffineForOp> copies;
  for (const Statement &s : *statements) {
    auto copy = cast<AffineForOp>(b.clone(*loop));
    copies.push_back(copy);
    // Keep the copies of this statement's ops only (a copy's body lists
    // its ops in the original's order).
    SmallVector<Operation *> drop;
    for (auto [original, copied] :
         llvm::zip(loop.getBody()->without_terminator(),
                   copy.getBody()->without_terminator()))
      if (!s.ops.contains(&original))
        drop.push_back(&copied);
    for (Operation *op : llvm::reverse(drop))
      op->erase();
    sinkInto(copy);
  }
  loop.erase();
  return copies;
}

/// When `loop`'s body is one nested loop and the loads and arithmetic
/// that compute its operands (cgeist hoists `alpha * A[i][k]` out of the
/// j loop), moves those into the nested loop, and on down, so that the
/// nest is perfect. Each iteration then recomputes the same value: no
/// store in the nested loop may write what those loads read.
void sinkInto(AffineForOp loop) {
  Block *body = loop.getBody();
  AffineForOp inner;
  SmallVector<Operation *> hoisted;
  for (Operation &op : body->without_terminator()) {
    if (auto nested = dyn_cast<AffineForOp>(op)) {
      if (inner || nested->getNumResults() != 0)
        return;
      inner = nested;
      continue;
    }
    if (!isa<AffineLoadOp>(op) && (!isPure(&op) || op.getNumRegions()))
      return;
    hoisted.push_back(&op);
  }
  if (!inner)
    return;
  if (hoisted.empty()) {
    sinkInto(inner);
    return;
  }
  // The stores the hoisted loads must not meet are affine ones.
  if (!onlyAffineAccesses(inner))
    return;
  SmallVector<Value> written;
  inner.walk(
      [&](AffineStoreOp store) { written.push_back(store.getMemRef()); });
  for (Operation *op : hoisted)
    if (auto load = dyn_cast<AffineLoadOp>(op))
      for (Value w : written)
        if (kmatch::mayOverlap(load.getMemRef(), w))
          return;
  // Each hoisted op must be used inside the nested loop only.
  for (Operation *op : hoisted)
    for (Operation *user : op->getUsers())
      if (!inner->isProperAncestor(user) && !llvm::is_contained(hoisted, user))
        return;
  OpBuilder b = OpBuilder::atBlockBegin(inner.getBody());
  IRMapping map;
  for (Operation *op : hoisted)
    b.clone(*op, map);
  for (Operation *op : hoisted)
    for (Value from : op->getResults())
      from.replaceUsesWithIf(map.lookup(from), [&](OpOperand &use) {
        return inner->isProperAncestor(use.getOwner());
      });
  for (Operation *op : llvm::reverse(hoisted))
    op->erase();
  sinkInto(inner);
}

} // namespace kmatch::loops
