//===- KernelToCUDA.cpp - --kmatch-lower-to-cuda ----------------*- C++ -*-===//
//
// Lowers kernel.launch to calls into libkmatch_rt_cuda.so.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/LaunchToCall.h"
#include "kmatch/Conversion/Passes.h"
#include "mlir/IR/PatternMatch.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHLOWERTOCUDA
#include "kmatch/Conversion/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
struct LowerToCUDAPass
    : public kmatch::impl::KmatchLowerToCUDABase<LowerToCUDAPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    FailureOr<kmatch::KernelManifest> manifest =
        kmatch::KernelManifest::load(&getContext(), manifests);
    if (failed(manifest) ||
        failed(kmatch::lowerLaunchesToCalls(rewriter, getOperation(), "cuda", *manifest)) ||
        failed(kmatch::lowerTransfersToCalls(rewriter, getOperation(), "cuda")))
      signalPassFailure();
  }
};
} // namespace
