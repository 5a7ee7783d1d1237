//===- Passes.h - Backend lowering passes -----------------------*- C++ -*-===//
//
// Declares --kmatch-lower-to-cpu and --kmatch-lower-to-cuda.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_CONVERSION_PASSES_H
#define KMATCH_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kmatch {

#define GEN_PASS_DECL
#include "kmatch/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kmatch/Conversion/Passes.h.inc"

} // namespace kmatch

#endif // KMATCH_CONVERSION_PASSES_H
