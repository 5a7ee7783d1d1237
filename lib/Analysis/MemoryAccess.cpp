//===- MemoryAccess.cpp - Buffers, aliasing and merge legality --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The root-buffer walk, the overlap rule and the composition legality
// analysis shared by the natives, the residency planner and the dialect.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Analysis/MemoryAccess.h"

#include "mlir/Analysis/AliasAnalysis/LocalAliasAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace kmatch;

Value kmatch::getRootBuffer(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      v = view.getViewSource();
    else if (auto transpose = dyn_cast<memref::TransposeOp>(def))
      v = transpose.getIn();
    else if (auto cast = dyn_cast<memref::CastOp>(def))
      v = cast.getSource();
    else
      break;
  }
  return v;
}

bool kmatch::isFunctionArgument(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// Whether `v` is the result of an op that allocates it (memref.alloc,
/// memref.alloca, ...).
static bool isFreshAllocation(Value v) {
  auto iface = v.getDefiningOp<MemoryEffectOpInterface>();
  return iface && iface.getEffectOnValue<MemoryEffects::Allocate>(v);
}

bool kmatch::isDeclaredNoAlias(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || !isFunctionArgument(arg))
    return false;
  auto func = cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return func->hasAttr(kNoAliasFunctionAttr) ||
         func.getArgAttr(arg.getArgNumber(), "llvm.noalias");
}

/// Whether two distinct function arguments (or roots that are ones) are
/// taken to be disjoint under `rule`.
static bool argumentsDisjoint(Value a, Value b, ArgumentAliasing rule) {
  return rule == ArgumentAliasing::AssumeDisjoint || isDeclaredNoAlias(a) ||
         isDeclaredNoAlias(b);
}

std::optional<bool> kmatch::overlapsItself(MemRefType type) {
  // The row-major strides of an identity layout never overlap, and deriving
  // them (getStridesAndOffset simplifies an affine expression) is costly.
  if (type.getLayout().isIdentity())
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return std::nullopt;
  ArrayRef<int64_t> shape = type.getShape();
  if (llvm::is_contained(shape, 0))
    return false; // Empty: no element at all.
  for (auto [size, stride] : llvm::zip_equal(shape, strides))
    if (stride == 0 && size != 1) // a dynamic size counts as more than one
      return true;
  if (llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  // The dims that may hold more than one element, by |stride|: each must
  // step over the span of the smaller ones. The largest one's size does not
  // matter; a dynamic one elsewhere leaves it open.
  SmallVector<int64_t> dims;
  for (auto [d, size] : llvm::enumerate(shape))
    if (size != 1)
      dims.push_back(d);
  auto absStride = [&](int64_t d) { return std::abs(strides[d]); };
  llvm::sort(dims,
             [&](int64_t a, int64_t b) { return absStride(a) < absStride(b); });
  int64_t span = 1;
  for (auto [i, d] : llvm::enumerate(dims)) {
    if (absStride(d) < span) {
      if (ShapedType::isDynamic(shape[d]))
        return std::nullopt; // overlaps unless that dim has one element
      return true;
    }
    if (i + 1 == dims.size())
      break;
    if (ShapedType::isDynamic(shape[d]))
      return std::nullopt;
    span += (shape[d] - 1) * absStride(d);
  }
  return false;
}

bool kmatch::mayOverlap(Value a, Value b, ArgumentAliasing rule) {
  if (a == b)
    return true;
  if (!isa<BaseMemRefType>(a.getType()) || !isa<BaseMemRefType>(b.getType()))
    return false;
  // Two distinct function arguments: the alias analysis can only answer
  // "no" or "may" for them; the rule decides.
  if (isFunctionArgument(a) && isFunctionArgument(b))
    return !argumentsDisjoint(a, b, rule);
  LocalAliasAnalysis analysis;
  AliasResult result = analysis.alias(a, b);
  if (result.isNo())
    return false;
  if (!result.isMay())
    return true;
  Value rootA = getRootBuffer(a), rootB = getRootBuffer(b);
  if (rootA == rootB)
    return true;
  if (isFunctionArgument(rootA) && isFunctionArgument(rootB))
    return !argumentsDisjoint(rootA, rootB, rule);
  // Memory allocated in the function is new: no argument and no global holds
  // it. (Anything else, such as a call's result or a loop's iter_arg, may be
  // that very allocation passed along.)
  auto isPreexisting = [](Value root) {
    return isFunctionArgument(root) ||
           root.getDefiningOp<memref::GetGlobalOp>();
  };
  if ((isFreshAllocation(rootA) && isPreexisting(rootB)) ||
      (isFreshAllocation(rootB) && isPreexisting(rootA)))
    return false;
  // Two globals are one memory only when they are the same symbol.
  auto globalA = rootA.getDefiningOp<memref::GetGlobalOp>();
  auto globalB = rootB.getDefiningOp<memref::GetGlobalOp>();
  if (globalA && globalB)
    return globalA.getNameAttr() == globalB.getNameAttr();
  return true;
}

/// Appends the accesses of `op` and its nested ops; fails on unknown effects.
static LogicalResult collectAccesses(Operation *op,
                                     SmallVectorImpl<MemoryAccess> &out) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface && !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    return failure();
  if (iface) {
    SmallVector<MemoryEffects::EffectInstance> effects;
    iface.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      if (isa<MemoryEffects::Allocate>(effect.getEffect()))
        continue;
      bool write =
          isa<MemoryEffects::Write, MemoryEffects::Free>(effect.getEffect());
      out.push_back({effect.getValue(), write});
    }
  }
  // Nested ops count whether or not the op declares recursive effects: a
  // linalg.generic reports its operands only, but its body may store.
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (failed(collectAccesses(&nested, out)))
          return failure();
  return success();
}

FailureOr<SmallVector<MemoryAccess>> kmatch::getMemoryAccesses(Operation *op) {
  SmallVector<MemoryAccess> accesses;
  if (failed(collectAccesses(op, accesses)))
    return failure();
  return accesses;
}

/// The memref whose whole footprint the byte range [start, end) covers, where
/// `start` is its aligned pointer (a zero offset) and `end` that plus a
/// constant at least its static footprint; null otherwise.
static Value coveredMemref(Value start, Value end) {
  auto pointer = start.getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>();
  auto add = end.getDefiningOp<arith::AddIOp>();
  if (!pointer || !add)
    return {};
  Value other = add.getLhs() == start   ? add.getRhs()
                : add.getRhs() == start ? add.getLhs()
                                        : Value();
  std::optional<int64_t> bytes =
      other ? getConstantIntValue(other) : std::nullopt;
  auto type = dyn_cast<MemRefType>(pointer.getSource().getType());
  if (!bytes || !type || !type.hasStaticShape() ||
      !type.getElementType().isIntOrFloat() ||
      type.getElementTypeBitWidth() % 8 != 0)
    return {};
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) || offset != 0)
    return {};
  // The last element's index plus one, in elements.
  int64_t span = 1;
  for (auto [size, stride] : llvm::zip(type.getShape(), strides)) {
    if (size == 0)
      return pointer.getSource();
    if (ShapedType::isDynamic(stride) || stride < 0)
      return {};
    span += (size - 1) * stride;
  }
  if (*bytes < span * (type.getElementTypeBitWidth() / 8))
    return {};
  return pointer.getSource();
}

/// Whether `cond` is `end(x) <= start(y)` (unsigned) for the covered ranges
/// of x and y; sets them.
static bool isEndBeforeStart(Value cond, Value &x, Value &y, Value &xStart,
                             Value &yStart) {
  auto cmp = cond.getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::ule)
    return false;
  auto add = cmp.getLhs().getDefiningOp<arith::AddIOp>();
  if (!add)
    return false;
  for (Value start : {add.getLhs(), add.getRhs()}) {
    if (Value m = coveredMemref(start, cmp.getLhs())) {
      x = m;
      xStart = start;
      yStart = cmp.getRhs();
      auto pointer =
          yStart.getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>();
      y = pointer ? pointer.getSource() : Value();
      return static_cast<bool>(y);
    }
  }
  return false;
}

/// Whether the conjunct `c` says x and y do not overlap.
static bool conjunctSeparates(Value c, Value a, Value b) {
  auto either = c.getDefiningOp<arith::OrIOp>();
  if (!either)
    return false;
  Value x1, y1, xs1, ys1, x2, y2, xs2, ys2;
  if (!isEndBeforeStart(either.getLhs(), x1, y1, xs1, ys1) ||
      !isEndBeforeStart(either.getRhs(), x2, y2, xs2, ys2))
    return false;
  // end(x) <= start(y) || end(y) <= start(x), y's end covering y too.
  if (x1 != y2 || y1 != x2 || xs1 != ys2 || ys1 != xs2)
    return false;
  return (x1 == a && y1 == b) || (x1 == b && y1 == a);
}

bool kmatch::provenDisjointAt(Value a, Value b, Operation *at) {
  if (!at || a == b)
    return false;
  for (Operation *op = at; op; op = op->getParentOp()) {
    auto branch = dyn_cast_or_null<scf::IfOp>(op->getParentOp());
    if (!branch || op->getParentRegion() != &branch.getThenRegion())
      continue;
    SmallVector<Value> work{branch.getCondition()};
    while (!work.empty()) {
      Value c = work.pop_back_val();
      if (auto both = c.getDefiningOp<arith::AndIOp>()) {
        work.push_back(both.getLhs());
        work.push_back(both.getRhs());
      } else if (conjunctSeparates(c, a, b)) {
        return true;
      }
    }
  }
  return false;
}

bool kmatch::mayOverlapAt(Value a, Value b, Operation *at) {
  return mayOverlap(a, b, ArgumentAliasing::Declared) &&
         !provenDisjointAt(a, b, at);
}

/// Whether two accesses may conflict where `at` runs: at least one writes,
/// and their memory may overlap. An access to unknown memory (no value, or a
/// value that is not a memref, such as a raw pointer) may overlap anything.
static bool conflicts(const MemoryAccess &a, const MemoryAccess &b,
                      Operation *at) {
  if (!a.write && !b.write)
    return false;
  if (!a.value || !b.value || !isa<BaseMemRefType>(a.value.getType()) ||
      !isa<BaseMemRefType>(b.value.getType()))
    return true;
  return mayOverlapAt(a.value, b.value, at);
}

/// "'<op name>' at <location>", for a rejection reason. Printing a location
/// builds an AsmState, which costs more than the whole legality check: only
/// a caller that asked for the reason pays for it.
static std::string describe(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "'" << op->getName() << "' at " << op->getLoc();
  return text;
}

bool kmatch::canMergeAcross(Operation *first, Operation *second,
                            std::string *why) {
  // The reason is built only when asked for (see describe).
  auto reject = [&](auto &&reason) {
    if (why)
      *why = reason();
    return false;
  };
  if (!first || !second || first == second)
    return reject([] { return std::string("the two ops are not distinct"); });
  if (first->getBlock() != second->getBlock() ||
      !first->isBeforeInBlock(second))
    return reject([] {
      return std::string(
          "the second op does not follow the first in one block");
    });
  SmallVector<MemoryAccess> merged;
  for (Operation *op : {first, second})
    if (failed(collectAccesses(op, merged)))
      return reject(
          [&] { return describe(op) + " has unknown memory effects"; });
  SmallVector<MemoryAccess> between;
  for (Operation *op = first->getNextNode(); op != second;
       op = op->getNextNode()) {
    between.clear();
    if (failed(collectAccesses(op, between)))
      return reject([&] {
        return describe(op) + " in between has unknown memory effects";
      });
    for (const MemoryAccess &access : between)
      for (const MemoryAccess &mine : merged)
        if (conflicts(access, mine, first))
          return reject([&] {
            return describe(op) + " in between " +
                   (access.write ? "writes" : "reads") +
                   " memory the merged ops " + (mine.write ? "write" : "read");
          });
  }
  return true;
}
