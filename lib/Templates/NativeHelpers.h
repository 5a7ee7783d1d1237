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

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVEHELPERS_H
