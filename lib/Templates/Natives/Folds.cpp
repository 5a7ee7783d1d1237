//===- Folds.cpp - Batch-norm and 1x1-conv folds of launches ----*- C++ -*-===//
//
// Rewrite-time folds of DNN launches: a batch norm with constant statistics
// folded into a conv's constant filter and bias (runtime/common/
// kmatch_batchnorm.h, the fold the shims use too), and the views that turn a
// 1x1, stride-1 conv into a gemm.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
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

} // namespace

void kmatch::registerFoldNatives(NativeLibrary &lib) {
  lib.addConstraint(
      "BatchNormFoldable",
      "(launch) a conv+batchnorm launch (x, w, gamma, beta, mean, var, ...) "
      "whose filter (4-D) and statistics are f32 constants, one statistic "
      "per output channel, with an f32 eps",
      [](PatternRewriter &, Operation *launch) -> LogicalResult {
        if (batchNormFold(launch))
          return success();
        setRejectionReason("filter or statistics are not f32 constants of "
                           "matching sizes");
        return failure();
      });

  lib.addRewrite(
      "FoldBatchNormFilter",
      "(launch) -> w': the constant filter of a launch accepted by "
      "BatchNormFoldable scaled by gamma / sqrt(var + eps) along its output "
      "channels",
      [](PatternRewriter &rewriter, Operation *launch) -> FailureOr<Value> {
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
      });

  lib.addRewrite(
      "FoldBatchNormBias",
      "(launch) -> b' = beta - mean * gamma / sqrt(var + eps) for a launch "
      "accepted by BatchNormFoldable",
      [](PatternRewriter &rewriter, Operation *launch) -> FailureOr<Value> {
        std::optional<BatchNormFold> fold = batchNormFold(launch);
        if (!fold)
          return failure();
        SmallVector<float> out(fold->g.size());
        for (size_t i = 0; i < out.size(); ++i)
          out[i] = static_cast<float>(kmatch_bn_shift(
              fold->b[i], fold->m[i],
              kmatch_bn_scale(fold->g[i], fold->v[i], fold->eps)));
        auto attr = DenseElementsAttr::get(
            RankedTensorType::get({static_cast<int64_t>(out.size())},
                                  rewriter.getF32Type()),
            ArrayRef<float>(out));
        return arith::ConstantOp::create(rewriter, launch->getLoc(), attr)
            .getResult();
      });

  auto conv1x1Constraint = [](bool batched) {
    return [batched](PatternRewriter &, Operation *launch) -> LogicalResult {
      std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
      if (plan && plan->batched == batched)
        return success();
      setRejectionReason(
          plan ? Twine(batched ? "batch 1" : "NCHW with batch > 1")
               : Twine("not a 1x1, stride-1, unpadded conv with a "
                       "collapsible layout"));
      return failure();
    };
  };
  lib.addConstraint(
      "Conv1x1IsGemm",
      "(launch) a conv launch (x, w, y) with a static 1x1 filter, stride 1, "
      "no padding, static shapes, and (on memrefs) views contiguous enough to "
      "collapse, that is one gemm: NHWC, or NCHW with batch 1",
      conv1x1Constraint(/*batched=*/false));
  lib.addConstraint(
      "Conv1x1IsBatchGemm",
      "(launch) like Conv1x1IsGemm, but NCHW with batch > 1: one batch_gemm "
      "Y[n] = W * X[n] sharing W (a batch of one)",
      conv1x1Constraint(/*batched=*/true));

  lib.addRewrite(
      "Conv1x1GemmOperands",
      "(launch) -> (a, b, c): for a launch accepted by Conv1x1IsGemm or "
      "Conv1x1IsBatchGemm, the views (collapse_shape; for the batch_gemm, W "
      "expanded to a batch of one) that are the gemm's A, B and C",
      [](PatternRewriter &rewriter,
         Operation *launch) -> FailureOr<std::tuple<Value, Value, Value>> {
        std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
        if (!plan)
          return failure();
        Location loc = launch->getLoc();
        auto collapse = [&](Value v,
                            ArrayRef<ReassociationIndices> groups) -> Value {
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
          SmallVector<int64_t> shape = {1, wType.getDimSize(0),
                                        wType.getDimSize(1)};
          SmallVector<ReassociationIndices> groups = {{0, 1}, {2}};
          if (auto tt = dyn_cast<RankedTensorType>(wType))
            w = tensor::ExpandShapeOp::create(
                rewriter, loc,
                RankedTensorType::get(shape, tt.getElementType()), w, groups);
          else
            w = memref::ExpandShapeOp::create(
                rewriter, loc,
                *memref::ExpandShapeOp::computeExpandedType(
                    cast<MemRefType>(wType), shape, groups),
                w, groups);
        }
        if (plan->nhwc)
          return std::make_tuple(x, w, y);
        return std::make_tuple(w, x, y);
      });

  lib.addRewrite(
      "Conv1x1ExpandResult",
      "(launch, v) -> the tensor v (the gemm's result, a collapsed view of "
      "the output) expanded back to the result type of the conv launch "
      "accepted by Conv1x1IsGemm or Conv1x1IsBatchGemm",
      [](PatternRewriter &rewriter, Operation *launch,
         Value v) -> FailureOr<Value> {
        std::optional<Conv1x1Plan> plan = conv1x1Plan(launch);
        if (!plan || launch->getNumResults() != 1)
          return failure();
        auto yType = dyn_cast<RankedTensorType>(launch->getResult(0).getType());
        if (!yType)
          return failure();
        return tensor::ExpandShapeOp::create(rewriter, launch->getLoc(), yType,
                                             v, plan->yGroups)
            .getResult();
      });
}
