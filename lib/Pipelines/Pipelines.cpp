//===- Pipelines.cpp - End-to-end kmatch pipelines --------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-pipeline="backend=cpu|cuda": apply templates, fuse what stays on
// the default path, bufferize, lower launches for the backend, vectorize the
// rest, and lower everything else to the LLVM dialect so the result runs
// with mlir-runner or any JIT/AOT flow.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Pipelines/Pipelines.h"

#include "kmatch/Conversion/Passes.h"
#include "kmatch/Dialect/Kernel/Passes.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kmatch;

StringRef kmatch::getLowerToLLVMPipeline() {
  return "convert-bufferization-to-memref,convert-linalg-to-loops,"
         "convert-vector-to-scf,expand-strided-metadata,lower-affine,"
         "convert-complex-to-standard,kmatch-expand-math,"
         "convert-math-to-funcs{min-width-of-fpowi-exponent=65},"
         "convert-scf-to-cf,convert-vector-to-llvm,"
         "finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
         "convert-complex-to-llvm,convert-arith-to-llvm,convert-ub-to-llvm,"
         "convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
         "reconcile-unrealized-casts";
}

static StringRef getBufferizePipeline() {
  return "one-shot-bufferize{bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map}";
}

/// Appends a textual pipeline of upstream passes. The strings are fixed, so a
/// parse failure is a bug in kmatch, reported loudly.
static void addPasses(OpPassManager &pm, StringRef pipeline) {
  std::string error;
  llvm::raw_string_ostream os(error);
  if (failed(parsePassPipeline(pipeline, pm, os)))
    llvm::report_fatal_error(llvm::Twine("kmatch: bad builtin pipeline '") +
                             pipeline + "': " + error);
}

void kmatch::buildPipeline(OpPassManager &pm, const PipelineOptions &options) {
  // Loops first: what they raise to is linalg like any other, for the
  // templates or the default path.
  if (options.raiseLoops && options.applyTemplates)
    pm.addNestedPass<func::FuncOp>(createKmatchRaiseLoops());
  if (options.applyTemplates) {
    KmatchApplyTemplatesOptions applyOptions;
    applyOptions.templates = llvm::to_vector(options.templates);
    applyOptions.natives = llvm::to_vector(options.natives);
    applyOptions.report = options.report;
    pm.addPass(createKmatchApplyTemplates(applyOptions));
  }
  // Elementwise arith/math ops on ranked tensors (`arith.addf %a, %b :
  // tensor<3xf32>`, `math.erf` of a matmul result) have no bufferization;
  // upstream turns them into linalg.generic first. Nor have the shape ops
  // that compute dynamic sizes (`shape.shape_of`, `shape.to_extent_tensor`),
  // which become tensor.dim and tensor.from_elements. After the templates, so
  // the matches are the ones --kmatch-apply-templates reports.
  addPasses(pm, "convert-elementwise-to-linalg,convert-shape-to-std");
  pm.addPass(createKmatchDecompose());
  if (options.vectorize)
    pm.addPass(createKmatchFuseElementwise());
  if (!options.writableArguments)
    pm.addPass(createKmatchProtectArguments());
  if (options.deallocate == Deallocation::Auto)
    pm.addPass(createKmatchMarkManualDeallocation());
  addPasses(pm, getBufferizePipeline());
  if (options.deallocate == Deallocation::Auto)
    pm.addPass(createKmatchBufferDeallocation());
  if (options.deallocate == Deallocation::On)
    addPasses(pm, "buffer-deallocation-pipeline");
  if (options.backend == Backend::CUDA) {
    if (options.residency) {
      KmatchPlanResidencyOptions residencyOptions;
      residencyOptions.manifests = llvm::to_vector(options.manifests);
      pm.addPass(createKmatchPlanResidency(residencyOptions));
    }
    KmatchLowerToCUDAOptions lowerOptions;
    lowerOptions.manifests = llvm::to_vector(options.manifests);
    pm.addPass(createKmatchLowerToCUDA(lowerOptions));
  } else {
    if (options.channelsLast) {
      KmatchChannelsLastOptions layoutOptions;
      layoutOptions.backend = "cpu";
      layoutOptions.manifests = llvm::to_vector(options.manifests);
      pm.addPass(createKmatchChannelsLast(layoutOptions));
    }
    KmatchMarkConstantsOptions constantOptions;
    constantOptions.manifests = llvm::to_vector(options.manifests);
    pm.addPass(createKmatchMarkConstants(constantOptions));
    KmatchLowerToCPUOptions lowerOptions;
    lowerOptions.manifests = llvm::to_vector(options.manifests);
    pm.addPass(createKmatchLowerToCPU(lowerOptions));
  }
  // Before the vectorizer: math.fpowi by a constant exponent becomes
  // multiplications, which vectorize (kmatch-expand-math).
  pm.addPass(createKmatchExpandMath());
  if (options.vectorize)
    pm.addPass(createKmatchVectorize());
  addPasses(pm, getLowerToLLVMPipeline());
  pm.addPass(createKmatchCheckLowered());
}

void kmatch::registerPipelines() {
  PassPipelineRegistration<PipelineOptions>(
      "kmatch-pipeline",
      "Apply kmatch templates, bufferize, lower launches for a backend and "
      "lower the rest to the LLVM dialect",
      buildPipeline);
}
