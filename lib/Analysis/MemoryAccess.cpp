//===- MemoryAccess.cpp - Buffers, aliasing and merge legality --*- C++ -*-===//
//
// The root-buffer walk, the overlap rule and the composition legality
// analysis shared by the natives, the residency planner and the dialect.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Analysis/MemoryAccess.h"

#include "mlir/Analysis/AliasAnalysis/LocalAliasAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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

/// Whether two accesses may conflict: at least one writes, and their memory
/// may overlap. An access to unknown memory (no value, or a value that is
/// not a memref, such as a raw pointer) may overlap anything.
static bool conflicts(const MemoryAccess &a, const MemoryAccess &b) {
  if (!a.write && !b.write)
    return false;
  if (!a.value || !b.value || !isa<BaseMemRefType>(a.value.getType()) ||
      !isa<BaseMemRefType>(b.value.getType()))
    return true;
  return mayOverlap(a.value, b.value, ArgumentAliasing::Declared);
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
        if (conflicts(access, mine))
          return reject([&] {
            return describe(op) + " in between " +
                   (access.write ? "writes" : "reads") +
                   " memory the merged ops " + (mine.write ? "write" : "read");
          });
  }
  return true;
}
