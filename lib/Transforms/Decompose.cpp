//===- Decompose.cpp - Decompose linalg ops without a loop lowering -*- C++
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// --kmatch-decompose: linalg.softmax and the other aggregate ops become the
// linalg ops they are made of; the Winograd transforms become loops of
// matmuls; linalg.pack/unpack become pad, reshape and transpose. Upstream's
// decompositions build tensors, so a linalg.softmax on memrefs (one no
// template took) first becomes the same softmax on tensors: the input read
// through bufferization.to_tensor, the result copied into the output
// buffer; bufferization then runs as for any tensor program.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHDECOMPOSE
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
/// The Winograd transform ops implement no AggregatedOpInterface and have no
/// bufferization; upstream decomposes them, on tensors, into loops of
/// matmuls on slices.
static bool isWinogradTransform(Operation *op) {
  return isa<linalg::WinogradFilterTransformOp,
             linalg::WinogradInputTransformOp,
             linalg::WinogradOutputTransformOp>(op);
}

static FailureOr<Operation *> decomposeWinograd(RewriterBase &rewriter,
                                                Operation *op) {
  if (auto filter = dyn_cast<linalg::WinogradFilterTransformOp>(op))
    return linalg::decomposeWinogradFilterTransformOp(rewriter, filter);
  if (auto input = dyn_cast<linalg::WinogradInputTransformOp>(op))
    return linalg::decomposeWinogradInputTransformOp(rewriter, input);
  return linalg::decomposeWinogradOutputTransformOp(
      rewriter, cast<linalg::WinogradOutputTransformOp>(op));
}

/// A linalg.softmax on memrefs as the same softmax on tensors: the input
/// read through a (read-only) bufferization.to_tensor, the result into a
/// fresh tensor, copied into the output buffer with memref.copy once it is
/// complete, so an output that aliases the input (in place) is written only
/// after every read. Returns the tensor softmax.
static FailureOr<linalg::SoftmaxOp> softmaxOnTensors(RewriterBase &rewriter,
                                                     linalg::SoftmaxOp op) {
  auto inType = dyn_cast<MemRefType>(op.getInput().getType());
  auto outType = dyn_cast<MemRefType>(op.getOutput().getType());
  if (!inType || !outType)
    return failure();
  Location loc = op.getLoc();
  auto tensorOf = [](MemRefType t) {
    return RankedTensorType::get(t.getShape(), t.getElementType());
  };
  Value in = bufferization::ToTensorOp::create(
      rewriter, loc, tensorOf(inType), op.getInput(), rewriter.getUnitAttr());
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(rewriter, loc, op.getOutput());
  Value init =
      tensor::EmptyOp::create(rewriter, loc, sizes, outType.getElementType());
  auto softmax = linalg::SoftmaxOp::create(rewriter, loc, init.getType(), in,
                                           init, op.getDimension());
  Value result = bufferization::ToBufferOp::create(
      rewriter, loc,
      MemRefType::get(outType.getShape(), outType.getElementType()),
      softmax.getResult()[0], /*read_only=*/true);
  memref::CopyOp::create(rewriter, loc, result, op.getOutput());
  rewriter.eraseOp(op);
  return softmax;
}

struct Decompose : kmatch::impl::KmatchDecomposeBase<Decompose> {
  void runOnOperation() override {
    SmallVector<Operation *> worklist;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::AggregatedOpInterface, linalg::PackOp, linalg::UnPackOp>(
              op) ||
          isWinogradTransform(op))
        worklist.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    // Decomposition can produce further aggregate ops; each round handles
    // what the previous one made, and stops when nothing changes.
    while (!worklist.empty()) {
      SmallVector<Operation *> next;
      for (Operation *op : worklist) {
        rewriter.setInsertionPoint(op);
        if (auto pack = dyn_cast<linalg::PackOp>(op)) {
          if (pack.hasPureTensorSemantics())
            (void)linalg::lowerPack(rewriter, pack);
          continue;
        }
        if (auto unpack = dyn_cast<linalg::UnPackOp>(op)) {
          if (unpack.hasPureTensorSemantics())
            (void)linalg::lowerUnPack(rewriter, unpack);
          continue;
        }
        if (isWinogradTransform(op)) {
          // Each decomposes into scf.for loops of linalg.matmul on slices,
          // which need no further decomposition.
          (void)decomposeWinograd(rewriter, op);
          continue;
        }
        if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op);
            softmax && softmax.hasPureBufferSemantics()) {
          FailureOr<linalg::SoftmaxOp> onTensors =
              softmaxOnTensors(rewriter, softmax);
          if (succeeded(onTensors))
            next.push_back(*onTensors);
          continue;
        }
        auto aggregate = cast<linalg::AggregatedOpInterface>(op);
        Block *block = op->getBlock();
        Operation *before = op->getPrevNode(), *after = op->getNextNode();
        FailureOr<SmallVector<Value>> results =
            aggregate.decomposeOperation(rewriter);
        if (failed(results) || results->size() != op->getNumResults())
          continue;
        rewriter.replaceOp(op, *results);
        // Queue the aggregate ops the decomposition produced: those between
        // `before` and `after` (it inserts before `op`). An aggregate op
        // further down the block is already in this round's worklist.
        Operation *first = before ? before->getNextNode() : &block->front();
        for (Operation *o = first; o && o != after; o = o->getNextNode())
          o->walk([&](Operation *inner) {
            if (isa<linalg::AggregatedOpInterface>(inner))
              next.push_back(inner);
          });
      }
      worklist = std::move(next);
    }
  }
};
} // namespace
