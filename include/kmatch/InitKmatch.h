//===- InitKmatch.h - Register everything kmatch provides -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What a tool calls to offer kmatch, as upstream's InitAllDialects.h and
// InitAllPasses.h do for MLIR: kmatch-opt, the mlir-opt plugin and any
// downstream opt tool (test/Package/my-opt.cpp) register through these.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_INITKMATCH_H
#define KMATCH_INITKMATCH_H

#include "kmatch/Conversion/Passes.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/Passes.h"
#include "kmatch/Pipelines/Pipelines.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/TransformOps/KmatchTransformOps.h"
#include "kmatch/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

namespace kmatch {

/// The kernel dialect and the transform.kmatch.* extension.
inline void registerAllKmatchDialects(mlir::DialectRegistry &registry) {
  registry.insert<kernel::KernelDialect>();
  registerTransformDialectExtension(registry);
}

/// Every kmatch pass (--kmatch-apply-templates, --kmatch-lower-launches, ...)
/// and pipeline (--kmatch-pipeline).
inline void registerAllKmatchPasses() {
  registerKmatchTemplatesPasses();
  registerKmatchConversionPasses();
  registerKmatchKernelPasses();
  registerKmatchTransformsPasses();
  registerPipelines();
}

} // namespace kmatch

#endif // KMATCH_INITKMATCH_H
