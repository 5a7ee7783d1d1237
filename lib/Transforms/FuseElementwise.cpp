//===- FuseElementwise.cpp - Fuse elementwise generics on tensors -*- C++ -*-=//
//
// --kmatch-fuse-elementwise: inlines an all-parallel linalg.generic on
// tensors into the one generic that reads its result, where that computes
// each of its elements exactly once (upstream's linalg::fuseElementwiseOps).
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHFUSEELEMENTWISE
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

/// Whether the producer of `operand` may be inlined into its consumer without
/// changing what either computes or how often: the producer is pure, has no
/// other use, sits in the consumer's block (never moved into a loop), and the
/// consumer reads it through a permutation (one read per element).
static bool shouldFuse(OpOperand &operand) {
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  if (!producer || !consumer || !producer->hasOneUse() ||
      producer->getBlock() != consumer->getBlock())
    return false;
  if (!isMemoryEffectFree(producer.getOperation()))
    return false;
  if (!consumer.isDpsInput(&operand) ||
      !consumer.getMatchingIndexingMap(&operand).isPermutation())
    return false;
  return linalg::areElementwiseOpsFusable(&operand);
}

/// Fuses one producer into `consumer`; returns the fused op, which replaced
/// `consumer`, or null. The erased producer is added to `erased`.
static linalg::GenericOp fuseOneProducer(RewriterBase &rewriter,
                                         linalg::GenericOp consumer,
                                         llvm::DenseSet<Operation *> &erased) {
  for (OpOperand *operand : consumer.getDpsInputOperands()) {
    if (!shouldFuse(*operand))
      continue;
    Operation *producer = operand->get().getDefiningOp();
    rewriter.setInsertionPoint(consumer);
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, operand);
    if (failed(fused))
      continue;
    for (auto [original, replacement] : fused->replacements)
      rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
        return use.getOwner() != producer;
      });
    rewriter.eraseOp(consumer);
    if (producer->use_empty()) {
      erased.insert(producer);
      rewriter.eraseOp(producer);
    }
    return cast<linalg::GenericOp>(fused->fusedOp);
  }
  return nullptr;
}

namespace {
struct FuseElementwise
    : kmatch::impl::KmatchFuseElementwiseBase<FuseElementwise> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Producers come before their consumers in a block, so one walk in
    // program order sees every chain from its first op; each consumer takes
    // producers until none is left to fuse.
    SmallVector<linalg::GenericOp> consumers;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.hasPureTensorSemantics())
        consumers.push_back(op);
    });
    llvm::DenseSet<Operation *> erased;
    for (linalg::GenericOp consumer : consumers) {
      if (erased.contains(consumer))
        continue;
      while (consumer)
        consumer = fuseOneProducer(rewriter, consumer, erased);
    }
  }
};
} // namespace
