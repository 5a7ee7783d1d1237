//===- FuseElementwise.cpp - Fuse elementwise generics on tensors -*- C++ -*-=//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-fuse-elementwise: inlines an all-parallel linalg.generic on
// tensors into the one generic that reads its result, where that computes
// each of its elements exactly once (upstream's linalg::fuseElementwiseOps),
// then lets elementwise generics write into inputs they read last.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// Whether `op` may write its result into `input`'s tensor: `input` is made
/// in this block by a destination-style op (a linalg op, a launch), possibly
/// through reshapes, and read by nothing else than `op`, through `map`. Then
/// bufferization updates that buffer in place: each element is read before
/// it is written, by the same iteration.
static bool isDeadAfter(linalg::GenericOp op, Value input, AffineMap map) {
  for (OpOperand &use : input.getUses())
    if (use.getOwner() != op || !op.isDpsInput(&use) ||
        op.getMatchingIndexingMap(&use) != map)
      return false;
  Value source = input;
  while (Operation *def = source.getDefiningOp()) {
    if (def->getBlock() != op->getBlock())
      return false;
    if (isa<DestinationStyleOpInterface>(def))
      return true;
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      return false;
    source = def->getOperand(0);
    if (!source.hasOneUse())
      return false;
  }
  return false;
}

/// Lets an all-parallel generic write each result into an input it reads for
/// the last time, instead of into a `tensor.empty` its body never reads.
static void writeIntoDeadInputs(RewriterBase &rewriter, linalg::GenericOp op) {
  if (op.getNumParallelLoops() != op.getNumLoops())
    return;
  SmallVector<Value> taken;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
        op.payloadUsesValueFromOperand(&init))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&init);
    for (OpOperand *input : op.getDpsInputOperands()) {
      Value value = input->get();
      if (value.getType() != init.get().getType() ||
          llvm::is_contained(taken, value) || !isDeadAfter(op, value, map))
        continue;
      rewriter.modifyOpInPlace(op, [&] { init.set(value); });
      taken.push_back(value);
      break;
    }
  }
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
    // Then each elementwise generic left writes in place where it can.
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.hasPureTensorSemantics())
        writeIntoDeadInputs(rewriter, op);
    });
  }
};
} // namespace
