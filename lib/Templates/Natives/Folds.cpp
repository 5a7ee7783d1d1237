//===- Folds.cpp - Batch-norm and 1x1-conv folds of launches ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Rewrite-time folds of launches: a batch norm with constant statistics
// folded into a conv's constant filter and bias (runtime/common/
// kmatch_batchnorm.h, the fold the shims use too), the views that turn a
// 1x1, stride-1 conv into a gemm, and a transpose of gemm results computed
// by the gemms themselves (C^T = B^T A^T).
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "kmatch_batchnorm.h"

using namespace mlir;
using namespace kmatch;
using namespace kmatch::detail;

namespace {

SmallVector<double> valuesOf(DenseElementsAttr attr) {
  SmallVector<double> out;
  for (APFloat f : attr.getValues<APFloat>())
    out.push_back(f.convertToDouble());
  return out;
}

/// The constants a conv2d_bn_* launch folds into a filter and a bias.
struct BatchNormFold {
  RankedTensorType wType;
  bool hwcf;
  SmallVector<double> w, g, b, m, v;
  double eps;
};

/// The fold of a conv+batchnorm launch (x, w, gamma, beta, mean, var, ..,
/// the template says which): a 4-D f32 constant filter, f32 constant
/// statistics with one value per output channel, and an f32 eps;
/// std::nullopt otherwise.
std::optional<BatchNormFold> batchNormFold(Operation *launch) {
  if (launch->getNumOperands() < 7)
    return std::nullopt;
  DenseElementsAttr w = f32Constant(launch->getOperand(1));
  DenseElementsAttr gamma = f32Constant(launch->getOperand(2));
  DenseElementsAttr beta = f32Constant(launch->getOperand(3));
  DenseElementsAttr mean = f32Constant(launch->getOperand(4));
  DenseElementsAttr var = f32Constant(launch->getOperand(5));
  auto eps = launch->getAttrOfType<FloatAttr>("eps");
  if (!w || !gamma || !beta || !mean || !var || !eps)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(w.getType());
  if (!type || type.getRank() != 4 || !type.hasStaticShape())
    return std::nullopt;
  BatchNormFold fold;
  fold.wType = type;
  fold.hwcf = isNhwc(intParam(launch, "layout"));
  fold.eps = eps.getValueAsDouble();
  int64_t f = type.getDimSize(fold.hwcf ? 3 : 0);
  fold.w = valuesOf(w), fold.g = valuesOf(gamma), fold.b = valuesOf(beta),
  fold.m = valuesOf(mean), fold.v = valuesOf(var);
  for (const SmallVector<double> *stat : {&fold.g, &fold.b, &fold.m, &fold.v})
    if (static_cast<int64_t>(stat->size()) != f)
      return std::nullopt;
  if (f == 0)
    return std::nullopt;
  return fold;
}

/// How a 1x1, stride-1, unpadded conv2d launch is a gemm: NHWC
/// Y[NHW, F] = X[NHW, C] * W[C, F]; NCHW Y[n][F, HW] = W[F, C] * X[n][C, HW],
/// one gemm for batch 1, else a batch_gemm sharing W (strided-batched with a
/// zero stride on CUDA).
struct Conv1x1Plan {
  bool nhwc;
  /// NCHW with batch > 1: Y[n] = W * X[n], one batch_gemm sharing W.
  bool batched = false;
  SmallVector<ReassociationIndices> xGroups, wGroups, yGroups;
};

std::optional<Conv1x1Plan> conv1x1Plan(Operation *launch) {
  if (launch->getNumOperands() != 3)
    return std::nullopt;
  for (StringRef name : {"stride_h", "stride_w"})
    if (intParam(launch, name) != 1)
      return std::nullopt;
  for (StringRef name : {"pad_top", "pad_left", "pad_bottom", "pad_right"})
    if (intParam(launch, name) != 0)
      return std::nullopt;
  Conv1x1Plan plan;
  plan.nhwc = isNhwc(intParam(launch, "layout"));
  auto x = dyn_cast<ShapedType>(launch->getOperand(0).getType());
  auto w = dyn_cast<ShapedType>(launch->getOperand(1).getType());
  auto y = dyn_cast<ShapedType>(launch->getOperand(2).getType());
  if (!x || !w || !y || !x.hasStaticShape() || !w.hasStaticShape() ||
      !y.hasStaticShape() || w.getRank() != 4)
    return std::nullopt;
  if (plan.nhwc) {
    if (w.getDimSize(0) != 1 || w.getDimSize(1) != 1)
      return std::nullopt;
    plan.xGroups = {{0, 1, 2}, {3}};
    plan.wGroups = {{0, 1, 2}, {3}};
    plan.yGroups = {{0, 1, 2}, {3}};
  } else {
    if (w.getDimSize(2) != 1 || w.getDimSize(3) != 1)
      return std::nullopt;
    plan.batched = x.getDimSize(0) != 1;
    if (plan.batched) {
      plan.xGroups = {{0}, {1}, {2, 3}};
      plan.yGroups = {{0}, {1}, {2, 3}};
    } else {
      plan.xGroups = {{0, 1}, {2, 3}};
      plan.yGroups = {{0, 1}, {2, 3}};
    }
    plan.wGroups = {{0}, {1, 2, 3}};
  }
  // Spatial sizes equal: a 1x1 stride-1 conv maps each pixel to itself.
  unsigned hDim = plan.nhwc ? 1 : 2;
  if (x.getDimSize(hDim) != y.getDimSize(hDim) ||
      x.getDimSize(hDim + 1) != y.getDimSize(hDim + 1))
    return std::nullopt;
  auto collapsible = [](Type t, ArrayRef<ReassociationIndices> groups) {
    auto mt = dyn_cast<MemRefType>(t);
    return !mt || memref::CollapseShapeOp::isGuaranteedCollapsible(mt, groups);
  };
  if (!collapsible(x, plan.xGroups) || !collapsible(w, plan.wGroups) ||
      !collapsible(y, plan.yGroups))
    return std::nullopt;
  return plan;
}

/// One gemm_bias_act whose result is a tile of a transposed tensor, and
/// where the tile's transpose goes in the transposed matrix.
struct TransposedTile {
  kernel::LaunchOp gemm;
  SmallVector<int64_t, 2> offsets, sizes;
};

/// How a linalg.transpose of the last two dims of gemm results is the
/// results of the transposed gemms, C^T = B^T A^T (MobileBERT's attention
/// scores: four per-head gemms inserted into a 1536x384 tensor, expanded to
/// 1x4x384x384 and transposed per head). The transpose's input is a matrix
/// X, or X expanded by [[0 .. r-2], [r-1]] so that each leading index is a
/// block of R rows; X is one gemm's result (a single block), or a chain of
/// tensor.insert_slice of gemm results into a tensor.empty, each tile in one
/// block. The transpose of X by blocks, X'[l*C + j, i] = X[l*R + i, j], holds
/// each tile transposed at swapped offsets and is expanded the same way.
/// Each gemm has a splat bias (a per-column bias would become a per-row one)
/// and no other user; its activation is elementwise and commutes with the
/// transpose. Undefined elements of the empty stay undefined, and the inserts
/// keep their order, so overlapping tiles resolve as before.
struct TransposedGemmsPlan {
  linalg::TransposeOp transpose;
  tensor::ExpandShapeOp expand;      // null for a 2-D transpose
  RankedTensorType matrixType;       // X'
  SmallVector<TransposedTile> tiles; // in insertion order
  bool inserted = false;             // tiles inserted into a tensor.empty
};

/// Whether `v` is the result of a gemm_bias_act this fold can transpose:
/// static f32 tensors, a splat f32 constant bias, transposes it can flip,
/// and `v` used once.
kernel::LaunchOp transposableGemm(Value v, std::string &why) {
  auto gemm = v.getDefiningOp<kernel::LaunchOp>();
  if (!gemm || gemm.getKernelName() != "gemm_bias_act" ||
      gemm->getNumOperands() != 4 || gemm->getNumResults() != 1) {
    why = "a tile is not a gemm_bias_act result";
    return {};
  }
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() != 2 || !type.hasStaticShape() ||
      !type.getElementType().isF32()) {
    why = "a gemm result is not a static 2-D f32 tensor";
    return {};
  }
  if (!v.hasOneUse()) {
    why = "a gemm result has another user";
    return {};
  }
  DenseElementsAttr bias = f32Constant(gemm->getOperand(2));
  if (!bias || !bias.isSplat()) {
    why = "a gemm's bias is not a splat f32 constant (a per-column bias "
          "would be per-row in the transpose)";
    return {};
  }
  MLIRContext *context = gemm->getContext();
  if (!flippedFlag(gemm->getAttr("transA"), context) ||
      !flippedFlag(gemm->getAttr("transB"), context)) {
    why = "a gemm's transA/transB is not a flag";
    return {};
  }
  return gemm;
}

std::optional<TransposedGemmsPlan> transposedGemmsPlan(Operation *op,
                                                       std::string &why) {
  linalg::TransposeOp t = tensorTranspose(op);
  if (!t || !isLastTwoDimsTranspose(t)) {
    why = "not a tensor transpose of the last two dims";
    return std::nullopt;
  }
  auto inType = cast<RankedTensorType>(t.getInput().getType());
  if (!inType.hasStaticShape() || inType.getNumElements() == 0) {
    why = "a dynamic or empty tensor";
    return std::nullopt;
  }
  int64_t rank = inType.getRank();
  TransposedGemmsPlan plan;
  plan.transpose = t;
  Value matrix = t.getInput();
  if (rank > 2) {
    plan.expand = matrix.getDefiningOp<tensor::ExpandShapeOp>();
    SmallVector<ReassociationIndices> groups;
    if (plan.expand)
      groups = plan.expand.getReassociationIndices();
    if (!plan.expand || !matrix.hasOneUse() || groups.size() != 2 ||
        groups[1].size() != 1) {
      why = "the input is not a matrix expanded by [[0 .. r-2], [r-1]] for "
            "this transpose alone";
      return std::nullopt;
    }
    matrix = plan.expand.getSrc();
  }
  int64_t rows = inType.getDimSize(rank - 2);
  int64_t cols = inType.getDimSize(rank - 1);
  int64_t blocks = inType.getNumElements() / (rows * cols);
  plan.matrixType =
      RankedTensorType::get({blocks * cols, rows}, inType.getElementType());

  // The insert chain, from the last insert back to the tensor.empty.
  Value cur = matrix;
  while (auto insert = cur.getDefiningOp<tensor::InsertSliceOp>()) {
    if (!cur.hasOneUse() || insert.getSourceType().getRank() != 2 ||
        !insert.hasUnitStride() ||
        ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
        ShapedType::isDynamicShape(insert.getStaticSizes())) {
      why = "an insert_slice with other users, dynamic offsets or sizes, a "
            "stride or a rank change";
      return std::nullopt;
    }
    kernel::LaunchOp gemm = transposableGemm(insert.getSource(), why);
    if (!gemm)
      return std::nullopt;
    ArrayRef<int64_t> offsets = insert.getStaticOffsets();
    ArrayRef<int64_t> sizes = insert.getStaticSizes();
    int64_t block = offsets[0] / rows, row = offsets[0] % rows;
    if (row + sizes[0] > rows) {
      why = "a tile spans two of the transposed blocks";
      return std::nullopt;
    }
    plan.tiles.push_back(
        {gemm, {block * cols + offsets[1], row}, {sizes[1], sizes[0]}});
    cur = insert.getDest();
  }
  if (plan.tiles.empty()) {
    kernel::LaunchOp gemm = transposableGemm(cur, why);
    if (!gemm)
      return std::nullopt;
    if (blocks != 1) {
      why = "one gemm result transposed by blocks";
      return std::nullopt;
    }
    plan.tiles.push_back({gemm, {0, 0}, {cols, rows}});
  } else if (!cur.getDefiningOp<tensor::EmptyOp>()) {
    why = "the tiles are inserted into a tensor with contents (not a "
          "tensor.empty)";
    return std::nullopt;
  } else {
    plan.inserted = true;
    std::reverse(plan.tiles.begin(), plan.tiles.end());
  }
  return plan;
}

} // namespace

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult batchNormFoldable(PatternRewriter &, Operation *launch) {
  if (batchNormFold(launch))
    return success();
  setRejectionReason("filter or statistics are not f32 constants of "
                     "matching sizes");
  return failure();
}

static FailureOr<Value> foldBatchNormFilter(PatternRewriter &rewriter,
                                            Operation *launch) {
  std::optional<BatchNormFold> fold = batchNormFold(launch);
  if (!fold)
    return failure();
  int64_t f = fold->g.size();
  SmallVector<float> out(fold->w.size());
  int64_t perF = static_cast<int64_t>(fold->w.size()) / f;
  for (int64_t i = 0, e = fold->w.size(); i < e; ++i) {
    int64_t ch = fold->hwcf ? i % f : i / perF;
    double scale = kmatch_bn_scale(fold->g[ch], fold->v[ch], fold->eps);
    out[i] = static_cast<float>(fold->w[i] * scale);
  }
  auto attr = DenseElementsAttr::get(fold->wType, ArrayRef<float>(out));
  return arith::ConstantOp::create(rewriter, launch->getLoc(), attr)
      .getResult();
}

static FailureOr<Value> foldBatchNormBias(PatternRewriter &rewriter,
                                          Operation *launch) {
  std::optional<BatchNormFold> fold = batchNormFold(launch);
  if (!fold)
    return failure();
  SmallVector<float> out(fold->g.size());
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = static_cast<float>(
        kmatch_bn_shift(fold->b[i], fold->m[i],
                        kmatch_bn_scale(fold->g[i], fold->v[i], fold->eps)));
  auto attr = DenseElementsAttr::get(
      RankedTensorType::get({static_cast<int64_t>(out.size())},
                            rewriter.getF32Type()),
      ArrayRef<float>(out));
  return arith::ConstantOp::create(rewriter, launch->getLoc(), attr)
      .getResult();
}

static FailureOr<std::tuple<Value, Value, Value>>
conv1x1GemmOperands(PatternRewriter &rewriter, Operation *launch) {
  std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
  if (!plan)
    return failure();
  Location loc = launch->getLoc();
  auto collapse = [&](Value v, ArrayRef<ReassociationIndices> groups) -> Value {
    if (isa<RankedTensorType>(v.getType()))
      return tensor::CollapseShapeOp::create(rewriter, loc, v, groups)
          .getResult();
    return memref::CollapseShapeOp::create(rewriter, loc, v, groups)
        .getResult();
  };
  Value x = collapse(launch->getOperand(0), plan->xGroups);
  Value w = collapse(launch->getOperand(1), plan->wGroups);
  Value y = collapse(launch->getOperand(2), plan->yGroups);
  if (plan->batched) {
    // W[F, C] -> W[1, F, C], shared by every batch.
    auto wType = cast<ShapedType>(w.getType());
    SmallVector<int64_t> shape = {1, wType.getDimSize(0), wType.getDimSize(1)};
    SmallVector<ReassociationIndices> groups = {{0, 1}, {2}};
    if (auto tt = dyn_cast<RankedTensorType>(wType))
      w = tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(shape, tt.getElementType()), w,
          groups);
    else
      w = memref::ExpandShapeOp::create(
          rewriter, loc,
          *memref::ExpandShapeOp::computeExpandedType(cast<MemRefType>(wType),
                                                      shape, groups),
          w, groups);
  }
  if (plan->nhwc)
    return std::make_tuple(x, w, y);
  return std::make_tuple(w, x, y);
}

static FailureOr<Value> conv1x1ExpandResult(PatternRewriter &rewriter,
                                            Operation *launch, Value v) {
  std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
  if (!plan || launch->getNumResults() != 1)
    return failure();
  auto yType = dyn_cast<RankedTensorType>(launch->getResult(0).getType());
  if (!yType)
    return failure();
  return tensor::ExpandShapeOp::create(rewriter, launch->getLoc(), yType, v,
                                       plan->yGroups)
      .getResult();
}

/// Whether the launch is a 1x1, stride-1, unpadded conv that is a gemm
/// (batch 1, or NHWC) or, with `batched`, a batched gemm (NCHW, batch > 1).
static LogicalResult conv1x1Is(Operation *launch, bool batched) {
  std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
  if (plan && plan->batched == batched)
    return success();
  setRejectionReason(plan ? Twine(batched ? "batch 1" : "NCHW with batch > 1")
                          : Twine("not a 1x1, stride-1, unpadded conv with a "
                                  "collapsible layout"));
  return failure();
}

static LogicalResult conv1x1IsGemm(PatternRewriter &, Operation *launch) {
  return conv1x1Is(launch, /*batched=*/false);
}

static LogicalResult conv1x1IsBatchGemm(PatternRewriter &, Operation *launch) {
  return conv1x1Is(launch, /*batched=*/true);
}

static LogicalResult isTransposeOfGemms(PatternRewriter &, Operation *op) {
  std::string why;
  if (transposedGemmsPlan(op, why))
    return success();
  setRejectionReason(why);
  return failure();
}

static LogicalResult transposeGemms(PatternRewriter &rewriter, Operation *op) {
  std::string why;
  std::optional<TransposedGemmsPlan> plan = transposedGemmsPlan(op, why);
  if (!plan)
    return failure();
  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  SmallVector<Value> results;
  for (TransposedTile &tile : plan->tiles) {
    kernel::LaunchOp gemm = tile.gemm;
    rewriter.setInsertionPoint(gemm);
    auto type = RankedTensorType::get(tile.sizes, rewriter.getF32Type());
    auto bias = f32Constant(gemm->getOperand(2));
    Value newBias = arith::ConstantOp::create(
        rewriter, gemm.getLoc(),
        DenseElementsAttr::get(
            RankedTensorType::get({tile.sizes[1]}, rewriter.getF32Type()),
            bias.getSplatValue<APFloat>()));
    Value init = tensor::EmptyOp::create(rewriter, gemm.getLoc(), tile.sizes,
                                         rewriter.getF32Type());
    OperationState state(gemm.getLoc(), gemm->getName());
    state.addOperands(
        {gemm->getOperand(1), gemm->getOperand(0), newBias, init});
    NamedAttrList attrs(gemm->getAttrs());
    attrs.set("transA", *flippedFlag(gemm->getAttr("transB"), context));
    attrs.set("transB", *flippedFlag(gemm->getAttr("transA"), context));
    state.addAttributes(attrs);
    state.addTypes(type);
    results.push_back(rewriter.create(state)->getResult(0));
  }
  rewriter.setInsertionPoint(op);
  Value matrix = results.front();
  if (plan->inserted) {
    matrix = tensor::EmptyOp::create(rewriter, loc, plan->matrixType.getShape(),
                                     plan->matrixType.getElementType());
    for (auto [tile, result] : llvm::zip_equal(plan->tiles, results))
      matrix = tensor::InsertSliceOp::create(
          rewriter, loc, result, matrix,
          getAsIndexOpFoldResult(context, tile.offsets),
          getAsIndexOpFoldResult(context, tile.sizes),
          getAsIndexOpFoldResult(context, ArrayRef<int64_t>{1, 1}));
  }
  Value result = matrix;
  Type resultType = op->getResult(0).getType();
  if (plan->expand)
    result =
        tensor::ExpandShapeOp::create(rewriter, loc, resultType, matrix,
                                      plan->expand.getReassociationIndices());
  // The old chain goes with the transpose, users first.
  Value v = plan->transpose.getInput();
  rewriter.replaceOp(op, result);
  while (Operation *d = v.getDefiningOp()) {
    if (!d->use_empty())
      break;
    if (auto e = dyn_cast<tensor::ExpandShapeOp>(d)) {
      v = e.getSrc();
      rewriter.eraseOp(e);
      continue;
    }
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(d)) {
      Operation *gemm = insert.getSource().getDefiningOp();
      v = insert.getDest();
      rewriter.eraseOp(insert);
      if (gemm && gemm->use_empty())
        rewriter.eraseOp(gemm);
      continue;
    }
    if (isa<kernel::LaunchOp>(d))
      rewriter.eraseOp(d);
    break;
  }
  return success();
}

void kmatch::registerFoldNatives(NativeLibrary &lib) {
  lib.addConstraint("BatchNormFoldable", batchNormFoldable);
  lib.addRewrite("FoldBatchNormFilter", foldBatchNormFilter);
  lib.addRewrite("FoldBatchNormBias", foldBatchNormBias);

  lib.addConstraint("Conv1x1IsGemm", conv1x1IsGemm);
  lib.addConstraint("Conv1x1IsBatchGemm", conv1x1IsBatchGemm);
  lib.addRewrite("Conv1x1GemmOperands", conv1x1GemmOperands);
  lib.addRewrite("Conv1x1ExpandResult", conv1x1ExpandResult);

  lib.addConstraint("IsTransposeOfGemms", isTransposeOfGemms);
  lib.addRewrite("TransposeGemms", transposeGemms);
}
