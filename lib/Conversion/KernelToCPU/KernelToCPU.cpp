//===- KernelToCPU.cpp - --kmatch-lower-to-cpu ------------------*- C++ -*-===//
//
// Lowers kernel.launch to calls into libkmatch_rt_cpu.so.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/LaunchToCall.h"
#include "kmatch/Conversion/Passes.h"
#include "mlir/IR/PatternMatch.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHLOWERTOCPU
#include "kmatch/Conversion/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
struct LowerToCPUPass
    : public kmatch::impl::KmatchLowerToCPUBase<LowerToCPUPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    FailureOr<kmatch::KernelManifest> manifest =
        kmatch::KernelManifest::load(&getContext(), manifests);
    if (failed(manifest) ||
        failed(kmatch::lowerLaunchesToCalls(rewriter, getOperation(), "cpu", *manifest)) ||
        failed(kmatch::lowerTransfersToCalls(rewriter, getOperation(), "cpu")))
      signalPassFailure();
  }
};
} // namespace
