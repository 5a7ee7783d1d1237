//===- Passes.h - Backend lowering passes -----------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares --kmatch-lower-launches (with its aliases --kmatch-lower-to-cpu
// and --kmatch-lower-to-cuda) and --kmatch-plan-residency.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_CONVERSION_PASSES_H
#define KMATCH_CONVERSION_PASSES_H

#include "kmatch/Dialect/Kernel/KernelDialect.h"
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

/// The options of the backend aliases of --kmatch-lower-launches.
struct KmatchLowerToBackendOptions {
  llvm::SmallVector<std::string> manifests;
};
using KmatchLowerToCPUOptions = KmatchLowerToBackendOptions;
using KmatchLowerToCUDAOptions = KmatchLowerToBackendOptions;

/// --kmatch-lower-launches with backend=cpu.
std::unique_ptr<mlir::Pass>
createKmatchLowerToCPU(const KmatchLowerToCPUOptions &options = {});
/// --kmatch-lower-launches with backend=cuda.
std::unique_ptr<mlir::Pass>
createKmatchLowerToCUDA(const KmatchLowerToCUDAOptions &options = {});

/// Registers --kmatch-lower-to-cpu and --kmatch-lower-to-cuda, the
/// pipelines that run --kmatch-lower-launches for one backend.
void registerKmatchLowerLaunchAliases();

/// Registers every pass of this library and the aliases.
inline void registerKmatchConversionPasses() {
  registerKmatchConversionGenPasses();
  registerKmatchLowerLaunchAliases();
}

} // namespace kmatch

#endif // KMATCH_CONVERSION_PASSES_H
