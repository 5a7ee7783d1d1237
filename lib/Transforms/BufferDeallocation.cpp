//===- BufferDeallocation.cpp - Free what bufferization allocated -*- C++
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

struct BufferDeallocation
    : kmatch::impl::KmatchBufferDeallocationBase<BufferDeallocation> {
  /// The steps of upstream's buffer-deallocation-pipeline
  /// (bufferization::buildBufferDeallocationPipeline): `expand` and
  /// `canonicalize` prepare, `deallocate` does the rest.
  BufferDeallocation()
      : expand(ModuleOp::getOperationName()),
        canonicalize(func::FuncOp::getOperationName()),
        deallocate(ModuleOp::getOperationName()) {
    memref::ExpandReallocPassOptions expandOptions;
    expandOptions.emitDeallocs = false;
    expand.addPass(memref::createExpandReallocPass(expandOptions));
    canonicalize.addPass(createCanonicalizerPass());
    deallocate.addPass(
        bufferization::createOwnershipBasedBufferDeallocationPass());
    deallocate.addPass(createCanonicalizerPass());
    deallocate.addPass(
        bufferization::createBufferDeallocationSimplificationPass());
    deallocate.addPass(bufferization::createLowerDeallocationsPass());
    deallocate.addPass(createCSEPass());
    deallocate.addPass(createCanonicalizerPass());
  }
  BufferDeallocation(const BufferDeallocation &other)
      : kmatch::impl::KmatchBufferDeallocationBase<BufferDeallocation>(other),
        expand(other.expand), canonicalize(other.canonicalize),
        deallocate(other.deallocate) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    expand.getDependentDialects(registry);
    canonicalize.getDependentDialects(registry);
    deallocate.getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module->removeAttr("kmatch.skip_deallocation"))
      return;
    if (failed(runPipeline(expand, module)))
      return signalPassFailure();
    // Canonicalization would rebuild a manual `memref.alloc(%c4)` as
    // `memref.alloc()` without its mark, and deallocation would then free
    // the program's buffer a second time: functions with marks skip it.
    if (!hasManualDeallocation(module)) {
      OpPassManager whole(ModuleOp::getOperationName());
      whole.addPass(createCanonicalizerPass());
      if (failed(runPipeline(whole, module)))
        return signalPassFailure();
    } else {
      for (auto fn : llvm::to_vector(module.getOps<func::FuncOp>()))
        if (!hasManualDeallocation(fn) && failed(runPipeline(canonicalize, fn)))
          return signalPassFailure();
    }
    if (failed(runPipeline(deallocate, module)))
      signalPassFailure();
  }

  OpPassManager expand, canonicalize, deallocate;
};
} // namespace
