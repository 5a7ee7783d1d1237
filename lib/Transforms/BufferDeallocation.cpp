//===- BufferDeallocation.cpp - Free what bufferization allocated -*- C++
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// --kmatch-buffer-deallocation: upstream's buffer-deallocation-pipeline,
// arranged so that the program's own (manual) buffers keep their marks, and
// skipped for modules kmatch-mark-manual-deallocation opted out.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHBUFFERDEALLOCATION
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
static bool hasManualDeallocation(Operation *root) {
  StringRef name = bufferization::BufferizationDialect::kManualDeallocation;
  return root
      ->walk([&](Operation *op) {
        return op->hasAttr(name) ? WalkResult::interrupt()
                                 : WalkResult::advance();
      })
      .wasInterrupted();
}

static constexpr llvm::StringLiteral kSkip = "kmatch.skip_deallocation";

/// Number of buffers bufferization allocated in `fn` (allocations the
/// program made itself carry the manual-deallocation mark).
static unsigned countBufferizationAllocs(func::FuncOp fn) {
  unsigned n = 0;
  fn.walk([&](memref::AllocOp alloc) {
    n += !alloc->hasAttr(
        bufferization::BufferizationDialect::kManualDeallocation);
  });
  return n;
}

struct BufferDeallocation
    : kmatch::impl::KmatchBufferDeallocationBase<BufferDeallocation> {
  /// The steps of upstream's buffer-deallocation-pipeline
  /// (bufferization::buildBufferDeallocationPipeline): `expand`,
  /// `canonicalize`, `ownership`, then `finish`.
  BufferDeallocation()
      : expand(ModuleOp::getOperationName()),
        canonicalize(func::FuncOp::getOperationName()),
        canonicalizeAll(ModuleOp::getOperationName()),
        ownership(func::FuncOp::getOperationName()),
        ownershipAll(ModuleOp::getOperationName()),
        finish(ModuleOp::getOperationName()) {
    memref::ExpandReallocPassOptions expandOptions;
    expandOptions.emitDeallocs = false;
    expand.addPass(memref::createExpandReallocPass(expandOptions));
    canonicalize.addPass(createCanonicalizerPass());
    canonicalizeAll.addPass(createCanonicalizerPass());
    ownership.addPass(
        bufferization::createOwnershipBasedBufferDeallocationPass());
    ownershipAll.addPass(
        bufferization::createOwnershipBasedBufferDeallocationPass());
    finish.addPass(createCanonicalizerPass());
    finish.addPass(bufferization::createBufferDeallocationSimplificationPass());
    finish.addPass(bufferization::createLowerDeallocationsPass());
    finish.addPass(createCSEPass());
    finish.addPass(createCanonicalizerPass());
  }
  BufferDeallocation(const BufferDeallocation &other)
      : kmatch::impl::KmatchBufferDeallocationBase<BufferDeallocation>(other),
        expand(other.expand), canonicalize(other.canonicalize),
        canonicalizeAll(other.canonicalizeAll), ownership(other.ownership),
        ownershipAll(other.ownershipAll), finish(other.finish) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    expand.getDependentDialects(registry);
    canonicalize.getDependentDialects(registry);
    ownership.getDependentDialects(registry);
    ownershipAll.getDependentDialects(registry);
    canonicalizeAll.getDependentDialects(registry);
    finish.getDependentDialects(registry);
  }

  /// Runs `whole` on the module when `all`, otherwise `perFunction` on each
  /// function `select` accepts.
  LogicalResult runOnFunctions(OpPassManager &perFunction, OpPassManager &whole,
                               bool all,
                               llvm::function_ref<bool(func::FuncOp)> select) {
    ModuleOp module = getOperation();
    if (all)
      return runPipeline(whole, module);
    for (auto fn : llvm::to_vector(module.getOps<func::FuncOp>()))
      if (select(fn) && failed(runPipeline(perFunction, fn)))
        return failure();
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> skipped;
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn->hasAttr(kSkip))
        skipped.push_back(fn);
    for (func::FuncOp fn : skipped) {
      fn->removeAttr(kSkip);
      if (unsigned n = countBufferizationAllocs(fn))
        fn.emitWarning() << n
                         << " buffer(s) bufferization allocates here are not "
                            "freed: this function is called with functions "
                            "that free their own buffers, one of which "
                            "returns a memref";
    }
    auto isSkipped = [&](func::FuncOp fn) {
      return llvm::is_contained(skipped, fn);
    };
    if (failed(runPipeline(expand, module)))
      return signalPassFailure();
    // Canonicalization would rebuild a manual `memref.alloc(%c4)` as
    // `memref.alloc()` without its mark, and deallocation would then free
    // the program's buffer a second time: functions with marks skip it.
    bool anyManual = hasManualDeallocation(module);
    if (failed(runOnFunctions(
            canonicalize, canonicalizeAll, !anyManual,
            [&](func::FuncOp fn) { return !hasManualDeallocation(fn); })))
      return signalPassFailure();
    if (failed(runOnFunctions(ownership, ownershipAll, skipped.empty(),
                              [&](func::FuncOp fn) { return !isSkipped(fn); })))
      return signalPassFailure();
    if (failed(runPipeline(finish, module)))
      signalPassFailure();
  }

  OpPassManager expand, canonicalize, canonicalizeAll, ownership, ownershipAll,
      finish;
};
} // namespace
