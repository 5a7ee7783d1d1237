//===- LowerLaunches.cpp - --kmatch-lower-launches --------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Lowers kernel.launch to calls into a backend's runtime (libkmatch_rt_cpu.so
// or libkmatch_rt_cuda.so), and registers --kmatch-lower-to-cpu and
// --kmatch-lower-to-cuda as the pass with a fixed backend.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/LaunchToCall.h"
#include "kmatch/Conversion/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHLOWERLAUNCHES
#include "kmatch/Conversion/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {
struct LowerLaunchesPass
    : public kmatch::impl::KmatchLowerLaunchesBase<LowerLaunchesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (backend == "cpu" || backend == "cuda")
      return success();
    return emitError(UnknownLoc::get(ctx))
           << "kmatch-lower-launches: unknown backend '" << backend
           << "'; expected cpu or cuda";
  }

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    FailureOr<const KernelManifest *> manifest =
        loadKernelManifest(&getContext(), manifests);
    if (failed(manifest) ||
        failed(lowerLaunchesToCalls(rewriter, getOperation(), backend,
                                    **manifest)) ||
        failed(lowerTransfersToCalls(rewriter, getOperation(), backend)))
      signalPassFailure();
  }
};

/// The options of the aliases: those of the pass but the backend.
struct AliasOptions : public PassPipelineOptions<AliasOptions> {
  ListOption<std::string> manifests{
      *this, "manifests",
      llvm::cl::desc("Extra kernel manifests (JSON) besides the project's "
                     "runtime/kernels.json")};
};

std::unique_ptr<Pass> createForBackend(StringRef backend,
                                       ArrayRef<std::string> manifests) {
  KmatchLowerLaunchesOptions options;
  options.backend = backend.str();
  options.manifests.assign(manifests.begin(), manifests.end());
  return createKmatchLowerLaunches(options);
}
} // namespace

std::unique_ptr<Pass>
kmatch::createKmatchLowerToCPU(const KmatchLowerToCPUOptions &options) {
  return createForBackend("cpu", options.manifests);
}

std::unique_ptr<Pass>
kmatch::createKmatchLowerToCUDA(const KmatchLowerToCUDAOptions &options) {
  return createForBackend("cuda", options.manifests);
}

void kmatch::registerKmatchLowerLaunchAliases() {
  for (StringRef backend : {"cpu", "cuda"}) {
    std::string arg = ("kmatch-lower-to-" + backend).str();
    std::string desc = ("--kmatch-lower-launches=backend=" + backend).str();
    PassPipelineRegistration<AliasOptions>(
        arg, desc, [backend](OpPassManager &pm, const AliasOptions &options) {
          pm.addPass(createForBackend(backend, options.manifests));
        });
  }
}
