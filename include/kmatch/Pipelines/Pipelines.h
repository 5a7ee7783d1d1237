//===- Pipelines.h - End-to-end kmatch pipelines ----------------*- C++ -*-===//
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

/// Options of --kmatch-pipeline.
struct PipelineOptions : public mlir::PassPipelineOptions<PipelineOptions> {
  Option<Backend> backend{
      *this, "backend", llvm::cl::desc("Backend that runs the launches"),
      llvm::cl::init(Backend::CPU),
      llvm::cl::values(
          clEnumValN(Backend::CPU, "cpu", "libkmatch_rt_cpu (OpenBLAS, oneDNN)"),
          clEnumValN(Backend::CUDA, "cuda",
                     "libkmatch_rt_cuda (cuBLAS, cublasLt, cuDNN)"))};
  ListOption<std::string> templates{
      *this, "templates",
      llvm::cl::desc("Template files or directories (default: patterns/)")};
  ListOption<std::string> manifests{
      *this, "manifests",
      llvm::cl::desc("Extra kernel manifests (JSON) for the backend lowering")};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("Write a JSON match report here")};
  Option<bool> deallocate{
      *this, "deallocate",
      llvm::cl::desc("Free buffers allocated by bufferization (ownership-based "
                     "deallocation; needs a module without memref.dealloc)"),
      llvm::cl::init(true)};
  Option<bool> applyTemplates{
      *this, "apply-templates",
      llvm::cl::desc("Apply templates (false: the same lowering without kmatch)"),
      llvm::cl::init(true)};
  Option<bool> residency{
      *this, "residency",
      llvm::cl::desc("cuda backend: keep buffers on the device between "
                     "device-resident launches (--kmatch-plan-residency); "
                     "false copies per launch"),
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
