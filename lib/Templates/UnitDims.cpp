//===- UnitDims.cpp - Named ops over a static unit dim ---------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Natives/Helpers.h"
#include "Prepare.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

/// The reassociation that merges dim `unit` of a rank-`rank` shape into the
/// dim after it (the last into the one before).
static SmallVector<ReassociationIndices> merging(int64_t rank, int64_t unit) {
  SmallVector<ReassociationIndices> groups;
  int64_t into = unit + 1 < rank ? unit + 1 : unit - 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == unit)
      continue;
    ReassociationIndices group = {d};
    if (d == into)
      group = d < unit ? ReassociationIndices{d, unit}
                       : ReassociationIndices{unit, d};
    groups.push_back(group);
  }
  return groups;
}

/// `v` (a tensor whose dim `unit` is a static 1; any `v` for a negative
/// `unit`, returned as it is) without that dim, merged into its neighbour: a
/// dense constant reshaped, a fill of an empty tensor of static shape filled
/// again at the smaller shape (so that templates still see the fill they fold),
/// an expand, transpose or broadcast that only added or kept the dim seen
/// through, anything else collapsed.
static Value dropUnitDim(RewriterBase &rewriter, Location loc, Value v,
                         int64_t unit) {
  if (unit < 0)
    return v;
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + unit);
  auto smaller = RankedTensorType::get(shape, type.getElementType());
  if (auto cst = v.getDefiningOp<arith::ConstantOp>())
    if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue()))
      return arith::ConstantOp::create(rewriter, loc, dense.reshape(smaller));
  // An expand that only added the unit dim (tosa.reshape of a weight to
  // 1xKxN): its source.
  if (auto expand = v.getDefiningOp<tensor::ExpandShapeOp>())
    if (expand.getSrcType() == smaller)
      return expand.getSrc();
  // A broadcast that only adds the unit dim (torch-mlir's 2-D weight
  // copied to 1xKxN for a batch_matmul): its input is the smaller tensor.
  if (auto g = v.getDefiningOp<linalg::GenericOp>())
    if (g.hasPureTensorSemantics() && g.getNumDpsInputs() == 1 &&
        g.getNumDpsInits() == 1 && g.getNumParallelLoops() == g.getNumLoops() &&
        kmatch::detail::yieldsFirstInput(g) &&
        g.getDpsInputs()[0].getType() == smaller &&
        g.getMatchingIndexingMap(g.getDpsInitOperand(0)).isIdentity() &&
        g.getMatchingIndexingMap(g.getDpsInputOperand(0)) ==
            AffineMap::getMultiDimIdentityMap(type.getRank(), v.getContext())
                .dropResult(unit))
      return g.getDpsInputs()[0];
  // A transpose that keeps the unit dim in place: the same transpose of
  // the smaller tensors (batch_gemm's transposed B, in TOSA's form).
  if (auto t = v.getDefiningOp<linalg::TransposeOp>())
    if (t.getPermutation()[unit] == unit) {
      SmallVector<int64_t> perm;
      for (auto [i, p] : llvm::enumerate(t.getPermutation()))
        if (int64_t(i) != unit)
          perm.push_back(p > unit ? p - 1 : p);
      Value in = dropUnitDim(rewriter, loc, t.getInput(), unit);
      Value init = dropUnitDim(rewriter, loc, t.getInit(), unit);
      return linalg::TransposeOp::create(rewriter, loc, in, init, perm)
          ->getResult(0);
    }
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    if (smaller.hasStaticShape() &&
        fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
      Value empty =
          tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
      return linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty)
          .getResult(0);
    }
  return tensor::CollapseShapeOp::create(rewriter, loc, smaller, v,
                                         merging(type.getRank(), unit));
}

/// Replaces `op`'s one result by `y`, the same tensor with a unit dim merged
/// away by `merge`: a use that collapses it by `merge` (the exporter's own
/// collapse) reads y directly, any other reads y expanded back.
static void replaceWithExpanded(RewriterBase &rewriter, Operation *op, Value y,
                                ArrayRef<ReassociationIndices> merge) {
  for (OpOperand &use : llvm::make_early_inc_range(op->getResult(0).getUses()))
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(use.getOwner()))
      if (collapse.getType() == y.getType() &&
          collapse.getReassociationIndices() == merge)
        rewriter.replaceOp(collapse, y);
  if (op->use_empty()) {
    rewriter.eraseOp(op);
    return;
  }
  rewriter.replaceOp(
      op, tensor::ExpandShapeOp::create(rewriter, op->getLoc(),
                                        op->getResult(0).getType(), y, merge));
}

/// Rebuilds each of `ops` (one result) by `build` on its operands with a
/// static unit dim dropped (`units[i]`: operand i's; the last entry, the
/// result's), and replaces it (replaceWithExpanded).
template <typename OpTy, typename Build>
static void rebuildWithoutUnitDims(ArrayRef<OpTy> ops, ArrayRef<int64_t> units,
                                   Build build) {
  if (ops.empty())
    return;
  IRRewriter rewriter(ops.front()->getContext());
  for (OpTy op : ops) {
    rewriter.setInsertionPoint(op);
    SmallVector<Value> operands;
    for (auto [operand, unit] : llvm::zip(op->getOperands(), units))
      operands.push_back(dropUnitDim(rewriter, op.getLoc(), operand, unit));
    Value y = build(rewriter, op, operands);
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    replaceWithExpanded(rewriter, op, y, merging(type.getRank(), units.back()));
  }
}

void kmatch::dropUnitChannelMultipliers(Operation *root) {
  SmallVector<linalg::DepthwiseConv2DNhwcHwcmOp> found;
  root->walk([&](linalg::DepthwiseConv2DNhwcHwcmOp op) {
    auto w = dyn_cast<RankedTensorType>(op.getInputs()[1].getType());
    auto y = dyn_cast<RankedTensorType>(op.getOutputs()[0].getType());
    if (op.hasPureTensorSemantics() && w && y && w.getRank() == 4 &&
        y.getRank() == 5 && w.getDimSize(3) == 1 && y.getDimSize(4) == 1)
      found.push_back(op);
  });
  // x keeps its dims (-1); w and the init lose their multiplier.
  rebuildWithoutUnitDims<linalg::DepthwiseConv2DNhwcHwcmOp>(
      found, {-1, 3, 4},
      [](RewriterBase &rewriter, linalg::DepthwiseConv2DNhwcHwcmOp op,
         ArrayRef<Value> v) {
        return linalg::DepthwiseConv2DNhwcHwcOp::create(
                   rewriter, op.getLoc(), TypeRange{v[2].getType()},
                   ValueRange{v[0], v[1]}, ValueRange{v[2]}, op.getStrides(),
                   op.getDilations())
            ->getResult(0);
      });
}

void kmatch::dropUnitBatches(Operation *root) {
  SmallVector<linalg::BatchMatmulOp> found;
  root->walk([&](linalg::BatchMatmulOp op) {
    if (!op.hasPureTensorSemantics() || op.hasUserDefinedMaps())
      return;
    if (llvm::all_of(op->getOperandTypes(), [](Type t) {
          auto type = dyn_cast<RankedTensorType>(t);
          return type && type.getRank() == 3 && type.getDimSize(0) == 1;
        }))
      found.push_back(op);
  });
  rebuildWithoutUnitDims<linalg::BatchMatmulOp>(
      found, {0, 0, 0},
      [](RewriterBase &rewriter, linalg::BatchMatmulOp op, ArrayRef<Value> v) {
        return linalg::MatmulOp::create(
                   rewriter, op.getLoc(), TypeRange{v[2].getType()},
                   ValueRange{v[0], v[1]}, ValueRange{v[2]})
            ->getResult(0);
      });
}

/// Whether `v` is the result of a matrix product (a linalg.matmul or
/// batch_matmul) or a named convolution, directly or through an
/// expand_shape.
static bool isProduct(Value v) {
  if (auto expand = v.getDefiningOp<tensor::ExpandShapeOp>())
    v = expand.getSrc();
  Operation *def = v.getDefiningOp();
  return isa_and_nonnull<linalg::MatmulOp, linalg::BatchMatmulOp,
                         linalg::ConvolutionOpInterface>(def);
}

/// Whether `op` reads the result of a product (isProduct): the epilogue of
/// a Linear or a convolution, where another input is its bias.
static bool readsProduct(linalg::GenericOp op) {
  return llvm::any_of(op.getDpsInputs(), isProduct);
}

void kmatch::dropUnitDimsOfBiases(Operation *root) {
  SmallVector<OpOperand *> found;
  root->walk([&](linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics() || !readsProduct(op))
      return;
    for (OpOperand *operand : op.getDpsInputOperands())
      if (isa_and_nonnull<arith::ConstantOp, tensor::ExpandShapeOp>(
              operand->get().getDefiningOp()) &&
          !isProduct(operand->get()))
        found.push_back(operand);
  });
  IRRewriter rewriter(root->getContext());
  for (OpOperand *operand : found) {
    auto op = cast<linalg::GenericOp>(operand->getOwner());
    auto type = dyn_cast<RankedTensorType>(operand->get().getType());
    auto cst = operand->get().getDefiningOp<arith::ConstantOp>();
    auto expand = operand->get().getDefiningOp<tensor::ExpandShapeOp>();
    auto dense = cst ? dyn_cast<DenseElementsAttr>(cst.getValue()) : nullptr;
    if (!type || (cst && !dense) || type.getRank() < 2)
      continue;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    AffineMap map = op.getMatchingIndexingMap(operand);
    // A splat read one element per iteration stays whole: that is the form
    // inlineConstantOperands reads as a scalar (TensorFlow's
    // `x - dense<0.25> : tensor<1x112x112x16xf32>`). A vector read so
    // (Keras' Dense at batch 1 through IREE: a tensor<N> bias expanded to
    // 1xN, or a 1xN constant, added through the identity) loses its unit
    // dims below.
    if (dense && dense.isSplat() && map.isPermutation())
      continue;
    // The leading dims of size 1 read at 0 or by a loop that runs once:
    // every iteration reads their one element. Trailing ones stay: a
    // per-channel vector read as `(d1, 0, 0)` (ConvNeXt's layer scale) is
    // the broadcast scale_channels.pdll reads.
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> results;
    bool leading = true;
    for (auto [pos, e] : llvm::enumerate(map.getResults())) {
      auto constant = dyn_cast<AffineConstantExpr>(e);
      auto dim = dyn_cast<AffineDimExpr>(e);
      leading = leading && type.getDimSize(pos) == 1 &&
                ((constant && constant.getValue() == 0) ||
                 (dim && ranges[dim.getPosition()] == 1));
      if (leading)
        continue;
      shape.push_back(type.getDimSize(pos));
      results.push_back(e);
    }
    if (results.size() == map.getNumResults())
      continue;
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps[operand->getOperandNumber()] =
        AffineMap::get(map.getNumDims(), 0, results, op.getContext());
    // Every loop must still be sized by some operand.
    if (!inversePermutation(concatAffineMaps(maps, op.getContext())))
      continue;
    auto smallerType = RankedTensorType::get(shape, type.getElementType());
    Value smaller;
    if (expand) {
      // Only an expand that added exactly these dims.
      if (expand.getSrcType() != smallerType)
        continue;
      smaller = expand.getSrc();
    } else {
      rewriter.setInsertionPoint(cst);
      smaller = arith::ConstantOp::create(rewriter, cst.getLoc(),
                                          dense.reshape(smallerType));
    }
    Operation *producer = operand->get().getDefiningOp();
    rewriter.modifyOpInPlace(op, [&] {
      operand->set(smaller);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    if (producer->use_empty())
      rewriter.eraseOp(producer);
  }
}
