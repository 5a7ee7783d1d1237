//===- NativeHelpers.h - Shared pieces of the native functions --*- C++ -*-===//
//
// Argument access and scalar comparisons used by both native libraries
// (NativeLibrary.cpp, DnnNatives.cpp). Internal to lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVEHELPERS_H
#define KMATCH_LIB_TEMPLATES_NATIVEHELPERS_H

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace kmatch::detail {

inline mlir::Operation *opArg(llvm::ArrayRef<mlir::PDLValue> args,
                              unsigned i) {
  return args.size() > i ? args[i].dyn_cast<mlir::Operation *>() : nullptr;
}
inline mlir::Value valueArg(llvm::ArrayRef<mlir::PDLValue> args, unsigned i) {
  return args.size() > i ? args[i].dyn_cast<mlir::Value>() : mlir::Value();
}
inline mlir::Attribute attrArg(llvm::ArrayRef<mlir::PDLValue> args,
                               unsigned i) {
  return args.size() > i ? args[i].dyn_cast<mlir::Attribute>()
                         : mlir::Attribute();
}

/// Two scalars are the same value or equal constants.
inline bool sameScalar(mlir::Value a, mlir::Value b) {
  if (a == b)
    return true;
  mlir::Attribute ca, cb;
  return mlir::matchPattern(a, mlir::m_Constant(&ca)) &&
         mlir::matchPattern(b, mlir::m_Constant(&cb)) && ca == cb;
}

/// `v` is a constant or defined outside `op` (loop-invariant for its body).
inline bool isInvariant(mlir::Value v, mlir::Operation *op) {
  if (mlir::matchPattern(v, mlir::m_Constant()))
    return true;
  return !op->isAncestor(v.getParentRegion()->getParentOp());
}

/// Whether every op of `body` but its terminator is free of memory effects
/// (nested regions included) and feeds the terminator's operands, directly or
/// through other ops of the body. A kernel replaces a body's yielded value
/// only; a store, a call or a dead op in the body would be dropped. Every
/// native that inspects a body calls this first.
inline bool bodyIsPureDataflow(mlir::Block &body) {
  if (body.empty() || !body.mightHaveTerminator())
    return false;
  mlir::Operation *terminator = body.getTerminator();
  llvm::SmallPtrSet<mlir::Operation *, 16> live;
  llvm::SmallVector<mlir::Operation *> worklist = {terminator};
  while (!worklist.empty()) {
    mlir::Operation *op = worklist.pop_back_val();
    // Operands of nested ops count too: a region may use a value of the body.
    op->walk([&](mlir::Operation *nested) {
      for (mlir::Value v : nested->getOperands()) {
        mlir::Operation *def = v.getDefiningOp();
        if (def && def->getBlock() == &body && live.insert(def).second)
          worklist.push_back(def);
      }
    });
  }
  for (mlir::Operation &op : body.without_terminator())
    if (!live.contains(&op) || !mlir::isMemoryEffectFree(&op))
      return false;
  return true;
}

/// Whether `op` or any op enclosing it carries the unit attribute
/// `kmatch.nan_exact`: the program's NaN, Inf and signed zeros must be kept
/// exactly, so no rewrite whose library call differs on them may fire.
inline bool isNanExact(mlir::Operation *op) {
  for (; op; op = op->getParentOp())
    if (op->hasAttr("kmatch.nan_exact"))
      return true;
  return false;
}

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVEHELPERS_H
