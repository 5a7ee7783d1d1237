//===- Pipelines.h - End-to-end kmatch pipelines ----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares --kmatch-pipeline: templates, bufferization, backend lowering and
// the rest of the program down to the LLVM dialect.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_PIPELINES_PIPELINES_H
#define KMATCH_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace kmatch {

/// The backends kmatch lowers launches for.
enum class Backend { CPU, CUDA };

/// How --kmatch-pipeline frees buffers.
enum class Deallocation {
  /// Free what bufferization allocates; functions that free their own
  /// buffers keep doing so (--kmatch-mark-manual-deallocation).
  Auto,
  /// Upstream's buffer-deallocation-pipeline on the whole module, which
  /// rejects memref.dealloc.
  On,
  /// No deallocation: bufferization's buffers are never freed.
  Off
};

/// Options of --kmatch-pipeline.
struct PipelineOptions : public mlir::PassPipelineOptions<PipelineOptions> {
  Option<Backend> backend{
      *this, "backend", llvm::cl::desc("Backend that runs the launches"),
      llvm::cl::init(Backend::CPU),
      llvm::cl::values(
          clEnumValN(Backend::CPU, "cpu",
                     "libkmatch_rt_cpu (OpenBLAS, oneDNN)"),
          clEnumValN(Backend::CUDA, "cuda",
                     "libkmatch_rt_cuda (cuBLAS, cublasLt, cuDNN)"))};
  ListOption<std::string> templates{
      *this, "templates",
      llvm::cl::desc("Template files or directories (default: patterns/)")};
  ListOption<std::string> natives{
      *this, "natives",
      llvm::cl::desc("Native plugins (shared libraries of native "
                     "constraints) loaded before the templates")};
  ListOption<std::string> manifests{
      *this, "manifests",
      llvm::cl::desc("Extra kernel manifests (JSON) for the backend lowering")};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("Write a JSON match report here")};
  Option<Deallocation> deallocate{
      *this, "deallocate",
      llvm::cl::desc("How buffers allocated by bufferization are freed"),
      llvm::cl::init(Deallocation::Auto),
      llvm::cl::values(
          clEnumValN(Deallocation::Auto, "auto",
                     "ownership-based deallocation; the program's own "
                     "memref.alloc/dealloc are left to it"),
          clEnumValN(Deallocation::On, "true",
                     "upstream's buffer-deallocation-pipeline as is (rejects "
                     "memref.dealloc)"),
          clEnumValN(Deallocation::Off, "false", "never free them"))};
  Option<bool> raiseLoops{
      *this, "raise-loops",
      llvm::cl::desc("Raise affine.for nests to linalg.generic first "
                     "(--kmatch-raise-loops), so the templates see them"),
      llvm::cl::init(true)};
  Option<bool> applyTemplates{
      *this, "apply-templates",
      llvm::cl::desc(
          "Apply templates (false: the same lowering without kmatch)"),
      llvm::cl::init(true)};
  Option<bool> vectorize{
      *this, "vectorize",
      llvm::cl::desc("Fuse the elementwise linalg ops left on the default "
                     "path (--kmatch-fuse-elementwise) and vectorize the "
                     "parallel ones (--kmatch-vectorize); false lowers them "
                     "to scalar loops"),
      llvm::cl::init(true)};
  Option<bool> residency{
      *this, "residency",
      llvm::cl::desc("cuda backend: keep buffers on the device between "
                     "device-resident launches (--kmatch-plan-residency); "
                     "false copies per launch"),
      llvm::cl::init(true)};
  Option<bool> writableArguments{
      *this, "writable-arguments",
      llvm::cl::desc("Let bufferization write into the tensor arguments of "
                     "public functions (upstream's default); false "
                     "(--kmatch-protect-arguments) keeps a caller's tensors "
                     "unchanged, copying an argument a result reuses"),
      llvm::cl::init(false)};
  Option<bool> channelsLast{
      *this, "channels-last",
      llvm::cl::desc("cpu backend: store channels-last the activations that "
                     "only convolutions and pools use "
                     "(--kmatch-channels-last); false keeps every buffer's "
                     "layout"),
      llvm::cl::init(true)};
};

/// The upstream passes that lower a bufferized program to the LLVM dialect.
llvm::StringRef getLowerToLLVMPipeline();

/// Builds the pipeline into `pm`.
void buildPipeline(mlir::OpPassManager &pm, const PipelineOptions &options);

/// Registers --kmatch-pipeline.
void registerPipelines();

} // namespace kmatch

#endif // KMATCH_PIPELINES_PIPELINES_H
