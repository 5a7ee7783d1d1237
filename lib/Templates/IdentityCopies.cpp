//===- IdentityCopies.cpp - Copies and broadcasts seen through --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"
#include "Natives/Helpers.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using kmatch::detail::isIdentityUpToUnitDims;
using kmatch::detail::yieldsFirstInput;

/// A linalg.generic on tensors with one input and one init, all-parallel,
/// whose body yields the input element: a copy of some kind (identity,
/// broadcast, or a scalar written everywhere), told apart by its maps.
static bool isCopyGeneric(linalg::GenericOp op) {
  return op.hasPureTensorSemantics() && op.getNumDpsInputs() == 1 &&
         op.getNumDpsInits() == 1 &&
         op.getNumParallelLoops() == op.getNumLoops() && yieldsFirstInput(op);
}

/// A linalg.generic on tensors that yields its one input element into an
/// init of the same type, every element read where it is written.
static bool isIdentityCopy(linalg::GenericOp op) {
  if (!isCopyGeneric(op))
    return false;
  OpOperand *in = op.getDpsInputOperand(0);
  OpOperand *out = op.getDpsInitOperand(0);
  auto type = dyn_cast<RankedTensorType>(in->get().getType());
  if (!type || type != out->get().getType() ||
      type != op->getResult(0).getType())
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return isIdentityUpToUnitDims(op.getMatchingIndexingMap(in), type, ranges) &&
         isIdentityUpToUnitDims(op.getMatchingIndexingMap(out), type, ranges);
}

void kmatch::forwardIdentityCopies(Operation *root) {
  SmallVector<linalg::GenericOp> copies;
  root->walk([&](linalg::GenericOp op) {
    if (isIdentityCopy(op))
      copies.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::GenericOp op : copies)
    rewriter.replaceOp(op, op.getDpsInputs()[0]);
}

/// For `collapse` = tensor.collapse_shape of a broadcast generic whose first
/// reassociation group merges only broadcast dims (and the other groups are
/// single dims): the broadcast into the collapsed type, which computes the
/// same tensor. torch-mlir's 4-D Linear broadcasts W to [b, h, k, n] and
/// collapses it to [b*h, k, n] for a batch_matmul.
static bool collapsesBroadcastDims(tensor::CollapseShapeOp collapse,
                                   linalg::GenericOp &bcast) {
  bcast = collapse.getSrc().getDefiningOp<linalg::GenericOp>();
  if (!bcast || !isCopyGeneric(bcast))
    return false;
  auto inType = dyn_cast<RankedTensorType>(bcast.getDpsInputs()[0].getType());
  auto outType = dyn_cast<RankedTensorType>(bcast->getResult(0).getType());
  if (!inType || !outType || !outType.hasStaticShape() ||
      inType.getElementType() != outType.getElementType())
    return false;
  int64_t rank = outType.getRank(), inRank = inType.getRank();
  AffineMap inMap = bcast.getMatchingIndexingMap(bcast.getDpsInputOperand(0));
  AffineMap outMap = bcast.getMatchingIndexingMap(bcast.getDpsInitOperand(0));
  // The input is read at the trailing loops, the output written in place.
  if (!outMap.isIdentity() || inMap.getNumResults() != inRank)
    return false;
  for (int64_t j = 0; j < inRank; ++j)
    if (inMap.getResult(j) !=
        getAffineDimExpr(rank - inRank + j, bcast.getContext()))
      return false;
  SmallVector<ReassociationIndices> groups =
      collapse.getReassociationIndices();
  if (groups.empty() || groups[0].size() < 2 ||
      static_cast<int64_t>(groups[0].size()) > rank - inRank)
    return false;
  for (size_t g = 1; g < groups.size(); ++g)
    if (groups[g].size() != 1)
      return false;
  return true;
}

void kmatch::foldCollapsedBroadcasts(Operation *root) {
  SmallVector<std::pair<tensor::CollapseShapeOp, linalg::GenericOp>> found;
  root->walk([&](tensor::CollapseShapeOp collapse) {
    linalg::GenericOp bcast;
    if (collapsesBroadcastDims(collapse, bcast))
      found.push_back({collapse, bcast});
  });
  IRRewriter rewriter(root->getContext());
  for (auto [collapse, bcast] : found) {
    auto type = cast<RankedTensorType>(collapse.getResultType());
    int64_t rank = type.getRank();
    Value w = bcast.getDpsInputs()[0];
    int64_t inRank = cast<RankedTensorType>(w.getType()).getRank();
    rewriter.setInsertionPoint(collapse);
    Value empty = tensor::EmptyOp::create(rewriter, collapse.getLoc(),
                                          type.getShape(),
                                          type.getElementType());
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineExpr> reads;
    for (int64_t j = 0; j < inRank; ++j)
      reads.push_back(getAffineDimExpr(rank - inRank + j, ctx));
    SmallVector<AffineMap> maps{AffineMap::get(rank, 0, reads, ctx),
                                AffineMap::getMultiDimIdentityMap(rank, ctx)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, collapse.getLoc(), TypeRange{type}, ValueRange{w},
        ValueRange{empty}, maps, iterators,
        [](OpBuilder &b, Location loc, ValueRange args) {
          linalg::YieldOp::create(b, loc, args[0]);
        });
    rewriter.replaceOp(collapse, generic->getResults());
    if (bcast->use_empty())
      rewriter.eraseOp(bcast);
  }
}

/// Whether `op` copies its one input into a larger tensor: all-parallel, its
/// body yields the input element, the init written through a permutation and
/// the input read through fewer results than the init has dims, each a loop
/// dim or the constant 0 (TensorFlow's and torch-mlir's broadcast copies of a
/// per-channel statistic, a bias or a row mean).
static bool isBroadcastCopy(linalg::GenericOp op) {
  if (!isCopyGeneric(op))
    return false;
  auto inType = dyn_cast<RankedTensorType>(op.getDpsInputs()[0].getType());
  auto outType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!inType || !outType || inType.getRank() >= outType.getRank() ||
      inType.getElementType() != outType.getElementType())
    return false;
  AffineMap inMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  return outMap.isPermutation() && inMap.isProjectedPermutation(
                                       /*allowZeroInResults=*/true);
}

void kmatch::foldBroadcastCopies(Operation *root) {
  SmallVector<OpOperand *> reads;
  root->walk([&](linalg::GenericOp consumer) {
    if (!consumer.hasPureTensorSemantics())
      return;
    for (OpOperand *operand : consumer.getDpsInputOperands()) {
      auto bcast = operand->get().getDefiningOp<linalg::GenericOp>();
      if (bcast && isBroadcastCopy(bcast) &&
          consumer.getMatchingIndexingMap(operand).isProjectedPermutation(
              /*allowZeroInResults=*/true))
        reads.push_back(operand);
    }
  });
  IRRewriter rewriter(root->getContext());
  for (OpOperand *operand : reads) {
    auto consumer = cast<linalg::GenericOp>(operand->getOwner());
    auto bcast = operand->get().getDefiningOp<linalg::GenericOp>();
    // The consumer reads the copy at m(e); the copy holds at o(d) the input
    // at i(d). So it reads the input at i(o^-1(m(e))).
    AffineMap read = consumer.getMatchingIndexingMap(operand);
    AffineMap inMap = bcast.getMatchingIndexingMap(bcast.getDpsInputOperand(0));
    AffineMap outMap = bcast.getMatchingIndexingMap(bcast.getDpsInitOperand(0));
    AffineMap folded =
        inMap.compose(inversePermutation(outMap)).compose(read);
    SmallVector<AffineMap> maps = consumer.getIndexingMapsArray();
    maps[operand->getOperandNumber()] = folded;
    // Every loop must still be sized by some operand: a reduction over the
    // broadcast dim alone (sum of a copied row) would lose its extent.
    if (!inversePermutation(concatAffineMaps(maps, rewriter.getContext())))
      continue;
    rewriter.modifyOpInPlace(consumer, [&] {
      operand->set(bcast.getDpsInputs()[0]);
      consumer.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    if (bcast->use_empty())
      rewriter.eraseOp(bcast);
  }
}

void kmatch::fillsFromScalarGenerics(Operation *root) {
  SmallVector<linalg::GenericOp> found;
  root->walk([&](linalg::GenericOp op) {
    if (!isCopyGeneric(op))
      return;
    Value scalar = op.getDpsInputs()[0];
    auto outType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (isa<ShapedType>(scalar.getType()) || !outType ||
        scalar.getType() != outType.getElementType() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isPermutation())
      return;
    found.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::GenericOp op : found) {
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<linalg::FillOp>(op, op.getDpsInputs()[0],
                                                op.getDpsInits()[0]);
  }
}

void kmatch::normalizeUnitDimReads(Operation *root) {
  root->walk([&](linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics())
      return;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    bool changed = false;
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      AffineMap &map = maps[operand.getOperandNumber()];
      if (!type || map.getNumResults() != map.getNumDims())
        continue;
      // Only the leading run of unit dims (the batch): a trailing 0 over a
      // unit dim, as in an SE gate's (d0, d1, 0, 0) at 1x1, stays the
      // broadcast templates read it as.
      SmallVector<AffineExpr> results(map.getResults());
      for (unsigned pos = 0; pos < results.size(); ++pos) {
        if (type.getDimSize(pos) != 1 || ranges[pos] != 1)
          break;
        auto constant = dyn_cast<AffineConstantExpr>(results[pos]);
        if (constant && constant.getValue() == 0 &&
            !map.isFunctionOfDim(pos)) {
          results[pos] = getAffineDimExpr(pos, op.getContext());
          changed = true;
        } else if (results[pos] != getAffineDimExpr(pos, op.getContext())) {
          break;
        }
      }
      map = AffineMap::get(map.getNumDims(), 0, results, op.getContext());
    }
    if (changed)
      op.setIndexingMapsAttr(Builder(op.getContext()).getAffineMapArrayAttr(maps));
  });
}
