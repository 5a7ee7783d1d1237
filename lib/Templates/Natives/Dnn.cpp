//===- Dnn.cpp - Activation, padding and launch-window natives --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the DNN templates (patterns/conv*.pdll, pool.pdll, activation.pdll)
// cannot say in PDLL: which activation an epilogue applies (through the body
// matcher, Body.h), whether a tensor.pad folds into a launch's padding, and
// whether a conv or pool launch reads less input than it is given (the rule
// of runtime/common/kmatch_window.h).
//
//===----------------------------------------------------------------------===//
#include "Body.h"
#include "BodyExpr.h"
#include "Helpers.h"
#include "Window.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

using namespace mlir;
using namespace kmatch;
using namespace kmatch::detail;

namespace {

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

struct Activation {
  int32_t code; // kmatch_activation
  double lo = 0, hi = 0;
};

/// The BodyIs specs of the activations of `x`, in the order
/// classifyActivation tries them.
struct ActivationSpecs {
  std::string relu, clamp, clampMinFirst, geluTanh, geluErf, hardSigmoid,
      hardSwish, sigmoid, silu, clampSelect, clampSelectLower, hardSigmoidMul,
      hardSwishMul;
};

/// The specs of the activations of `x` (an expression over the block
/// arguments, e.g. "in0" or "in0 + in1").
static ActivationSpecs makeActivationSpecs(StringRef x) {
  ActivationSpecs s;
  std::string X = "(" + x.str() + ")";
  s.relu = "max(" + X + ", 0)";
  // Also older torch-mlir's relu6: relu, then minimum(6, r) as a select with
  // the bound first (NaN becomes 6 there; not under kmatch.nan_exact).
  s.clamp = "min(max(" + X + ", $lo), $hi) | select(ult($hi, max(" + X +
            ", $lo)), $hi, max(" + X + ", $lo))";
  // The upper bound first (TOSA's clamp as tosa-to-linalg lowers it, and
  // TensorFlow's relu6 in that order): the same values as the clamp above
  // where lo is below hi in the order maximumf/minimumf use (-0 < +0), or
  // the two bounds are the same constant (classifyActivation checks it).
  s.clampMinFirst = "max(min(" + X + ", $hi), $lo)";
  // GELU, tanh form: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
  // x^3 is x * x * x, or pow(x, 3) (Hugging Face's NewGELUActivation, as
  // torch-mlir lowers it): the same cube up to rounding, which the
  // libraries' GELU does not follow either.
  auto geluTanh = [&](const std::string &cube) {
    return "0.5 * " + X + " * (1 + tanh(~0.7978845608 * (" + X +
           " + 0.044715 * " + cube + ")))";
  };
  s.geluTanh = geluTanh(X + " * " + X + " * " + X) + " | " +
               geluTanh("pow(" + X + ", 3)");
  // GELU, erf form: 0.5 x (1 + erf(x / sqrt(2))). torch-mlir's
  // erf((x - 0) * (1 / sqrt(2))) matches too: the body language reads
  // x - (+0) as x.
  s.geluErf = "0.5 * " + X + " * (1 + erf(" + X +
              " * ~0.7071067812)) | 0.5 * " + X + " * (1 + erf(" + X +
              " / ~1.4142135624))";
  // torch-mlir's hardsigmoid and hardswish in one body (after elementwise
  // fusion): clamp(x + 3, 0, 6) / 6 with its clamp's selects, which send NaN
  // to 0, and x times that.
  std::string t = "(" + X + " + 3)";
  std::string clampLo = "select(ult(" + t + ", 0), 0, " + t + ")";
  // Older torch-mlir's relu6 is relu, then a minimum with 6, both selects
  // (there a NaN stays NaN; maximumf/minimumf are not accepted).
  std::string relu = "select(ugt(" + t + ", 0), " + t + ", 0)";
  std::string relu6 = "select(ult(" + relu + ", 6), " + relu + ", 6)";
  s.hardSigmoid = "(select(ugt(" + clampLo + ", 6), 6, " + clampLo +
                  ") / 6) | (" + relu6 + " / 6)";
  s.hardSwish = X + " * (select(ugt(" + clampLo + ", 6), 6, " + clampLo +
                ") / 6) | " + X + " * (" + relu6 + " / 6)";
  // TensorFlow/Keras' hard_sigmoid, relu6(x + 3) * (1/6), as IREE lowers
  // it (maximumf, minimumf, a product by the constant), and hard_swish, x
  // times that. BodyIs reads either association of the products and
  // selects as max and min: hardSigmoidMulShape checks the ops themselves.
  std::string scaled = "(min(max(" + t + ", 0), 6) * #sixth)";
  std::string scaledZeroFirst = "(min(max(0, " + t + "), 6) * #sixth)";
  s.hardSigmoidMul = scaled + " | " + scaledZeroFirst;
  s.hardSwishMul = X + " * " + scaled + " | " + X + " * " + scaledZeroFirst;
  // torch-mlir's sigmoid, 1 / (1 + exp(-x)), and silu, x times that (after
  // elementwise fusion).
  s.sigmoid = "(1 / (1 + exp(-" + X + ")))";
  s.silu = X + " * " + s.sigmoid;
  // torch-mlir's clamp (aten.clamp, hardtanh, relu6): the lower select, then
  // the upper one on its result; clamp(min=) alone is the lower select.
  // Exactly these predicates and operand orders (Select and Cmp match only
  // what is written).
  s.clampSelectLower = "select(ult(" + X + ", $lo), $lo, " + X + ")";
  s.clampSelect = "select(ugt(" + s.clampSelectLower + ", $hi), $hi, " +
                  s.clampSelectLower + ")";
  return s;
}

/// The bounds of torch-mlir's clamp as a clamp_select activation, when they
/// are constants with lo <= hi (neither NaN; lo > hi would make the clamp hi
/// everywhere) and neither is -0 (the IR keeps x = +0 at a -0 bound, where
/// a max or min with it, the clip post-op, gives -0). No `hiValue`: the
/// lower select alone, which is the pair with hi = +inf.
static std::optional<Activation> clampSelectBounds(Value loValue,
                                                   Value hiValue) {
  std::optional<llvm::APFloat> lo = foldedFloatConstant(loValue);
  std::optional<llvm::APFloat> hi =
      hiValue ? foldedFloatConstant(hiValue)
              : std::optional<llvm::APFloat>(
                    llvm::APFloat::getInf(llvm::APFloat::IEEEsingle()));
  if (!lo || !hi || lo->isNegZero() || hi->isNegZero() ||
      !(lo->convertToDouble() <= hi->convertToDouble()))
    return std::nullopt;
  return Activation{KMATCH_ACT_CLAMP_SELECT, lo->convertToDouble(),
                    hi->convertToDouble()};
}

/// Whether `v` is min(max(..), 6) written with arith.minimumf and
/// arith.maximumf, the NaN-propagating ops (BodyIs also reads selects as
/// min and max), times a constant.
static bool isScaledMaximumClamp(Value v) {
  auto mul = v.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  for (auto [clamp, scale] : {std::pair(mul.getLhs(), mul.getRhs()),
                              std::pair(mul.getRhs(), mul.getLhs())}) {
    auto min = clamp.getDefiningOp<arith::MinimumFOp>();
    if (min && matchPattern(scale, m_Constant()) &&
        llvm::any_of(min->getOperands(), [](Value o) {
          return o.getDefiningOp<arith::MaximumFOp>() != nullptr;
        }))
      return true;
  }
  return false;
}

/// Keras' hard_sigmoid (or x times it, `timesX`) in exactly the ops and the
/// association runtime/common/activation.h evaluates: the clamp of BodyIs's
/// match is maximumf then minimumf, it is multiplied by `sixth` before any
/// product by x, and `sixth` is 1/6 rounded to f32 (0.16666667).
static bool hardSigmoidMulShape(Operation *op, Value sixth, bool timesX) {
  std::optional<llvm::APFloat> c = foldedFloatConstant(sixth);
  if (!c || c->convertToDouble() != static_cast<double>(1.0f / 6.0f))
    return false;
  Value yielded = op->getRegion(0).front().getTerminator()->getOperand(0);
  if (!timesX)
    return isScaledMaximumClamp(yielded);
  auto mul = yielded.getDefiningOp<arith::MulFOp>();
  return mul && (isScaledMaximumClamp(mul.getLhs()) ||
                 isScaledMaximumClamp(mul.getRhs()));
}

/// The activation an elementwise body applies to `x` (an expression over the
/// block arguments, e.g. "in0" or "in0 + in1").
std::optional<Activation> classifyActivation(Operation *op, StringRef x) {
  // The libraries' relu and clip can differ from the IR's maximumf on NaN,
  // -inf and -0 (README, Semantics); a module marked kmatch.nan_exact keeps
  // them unfused.
  bool nanExact = kmatch::isNanExact(op);
  // Templates pass a few constant x's that are matched against many ops.
  const ActivationSpecs &specs = kmatch::detail::oncePerThread<ActivationSpecs>(
      x, [](StringRef x) { return makeActivationSpecs(x); });
  if (!nanExact && matchBodyIs(op, specs.relu))
    return Activation{KMATCH_ACT_RELU};
  if (std::optional<llvm::StringMap<Value>> m =
          nanExact ? std::nullopt : matchBodyIs(op, specs.clamp)) {
    std::optional<llvm::APFloat> lo = foldedFloatConstant((*m)["lo"]);
    std::optional<llvm::APFloat> hi = foldedFloatConstant((*m)["hi"]);
    // A -0 bound stays out, as for clamp_select: the IR's maximumf(+0, -0)
    // is +0 where the clip post-op's max gives -0 (and minimumf the same).
    if (lo && hi && !lo->isNegZero() && !hi->isNegZero() &&
        lo->convertToDouble() <= hi->convertToDouble())
      return Activation{KMATCH_ACT_CLAMP, lo->convertToDouble(),
                        hi->convertToDouble()};
    return std::nullopt;
  }
  if (std::optional<llvm::StringMap<Value>> m =
          nanExact ? std::nullopt : matchBodyIs(op, specs.clampMinFirst)) {
    std::optional<llvm::APFloat> lo = foldedFloatConstant((*m)["lo"]);
    std::optional<llvm::APFloat> hi = foldedFloatConstant((*m)["hi"]);
    // min then max equals max then min for lo < hi, and for lo and hi the
    // same value; not for lo = +0, hi = -0 (max(min(x, -0), +0) is +0, the
    // other order -0), which a numeric lo <= hi would let through.
    if (lo && hi && !lo->isNaN() && !lo->isNegZero() && !hi->isNegZero() &&
        (lo->compare(*hi) == llvm::APFloat::cmpLessThan ||
         lo->bitwiseIsEqual(*hi)))
      return Activation{KMATCH_ACT_CLAMP, lo->convertToDouble(),
                        hi->convertToDouble()};
    return std::nullopt;
  }
  if (matchBodyIs(op, specs.geluTanh))
    return Activation{KMATCH_ACT_GELU_TANH};
  // The libraries' clip and hardswish differ on NaN, -inf and -0, and
  // oneDNN's gelu_erf gives +0 where the IR's 1 + erf(x / sqrt(2)) rounds to
  // 0 and x * 0 is -0 (x <= -5.55; README, Semantics): not under
  // kmatch.nan_exact.
  if (nanExact)
    return std::nullopt;
  if (matchBodyIs(op, specs.geluErf))
    return Activation{KMATCH_ACT_GELU_ERF};
  if (matchBodyIs(op, specs.hardSigmoid))
    return Activation{KMATCH_ACT_HARDSIGMOID};
  if (matchBodyIs(op, specs.hardSwish))
    return Activation{KMATCH_ACT_HARDSWISH};
  if (std::optional<llvm::StringMap<Value>> m =
          matchBodyIs(op, specs.hardSigmoidMul))
    return hardSigmoidMulShape(op, (*m)["sixth"], /*timesX=*/false)
               ? std::optional(Activation{KMATCH_ACT_HARDSIGMOID_MUL})
               : std::nullopt;
  if (std::optional<llvm::StringMap<Value>> m =
          matchBodyIs(op, specs.hardSwishMul))
    return hardSigmoidMulShape(op, (*m)["sixth"], /*timesX=*/true)
               ? std::optional(Activation{KMATCH_ACT_HARDSWISH_MUL})
               : std::nullopt;
  // torch-mlir's clamp: oneDNN's clip gives +0 for -0 at a zero bound where
  // the IR's selects keep -0 (README, Semantics): not under kmatch.nan_exact.
  // clamp(max=) alone, select(x >u hi, hi, x), sends NaN to hi, which no
  // clip computes (it applies the lower bound first): it stays unfused.
  if (std::optional<llvm::StringMap<Value>> m =
          matchBodyIs(op, specs.clampSelect))
    return clampSelectBounds((*m)["lo"], (*m)["hi"]);
  if (std::optional<llvm::StringMap<Value>> m =
          matchBodyIs(op, specs.clampSelectLower))
    return clampSelectBounds((*m)["lo"], Value());
  // oneDNN's logistic and swish differ on NaN and near exp's underflow
  // (README, Semantics): not under kmatch.nan_exact either.
  if (matchBodyIs(op, specs.sigmoid))
    return Activation{KMATCH_ACT_SIGMOID};
  if (matchBodyIs(op, specs.silu))
    return Activation{KMATCH_ACT_SILU};
  return std::nullopt;
}

DictionaryAttr activationParams(MLIRContext *ctx, const Activation &a) {
  Builder b(ctx);
  return b.getDictionaryAttr(
      {b.getNamedAttr("act", b.getI32IntegerAttr(a.code)),
       b.getNamedAttr("act_lo", b.getF32FloatAttr(a.lo)),
       b.getNamedAttr("act_hi", b.getF32FloatAttr(a.hi))});
}

//===----------------------------------------------------------------------===//
// Padding
//===----------------------------------------------------------------------===//

/// The static padding of a tensor.pad: low and high amounts per spatial dim,
/// outermost first.
struct SpatialPadding {
  SmallVector<int64_t, 3> low, high;
};

/// The position of spatial dim i in an activation of rank `rank` (3 to 5:
/// batch, channels and 1 to 3 spatial dims) with layout code `layout`.
static unsigned spatialDimOf(int64_t layout, unsigned i) {
  return (isNhwc(layout) ? 1 : 2) + i;
}

/// A tensor.pad that pads only the spatial dims of an activation of rank 3
/// to 5 (NCW/NWC, NCHW/NHWC, NCDHW/NDHWC by the layout code) by static
/// amounts with the constant `value` (compared exactly; -inf allowed).
std::optional<SpatialPadding> spatialPad(Operation *operation, int64_t layout,
                                         double value) {
  auto pad = dyn_cast_or_null<tensor::PadOp>(operation);
  int64_t rank = pad ? pad.getSourceType().getRank() : 0;
  if (!pad || rank < 3 || rank > 2 + KMATCH_WINDOW_MAX_DIMS || pad.getNofold())
    return std::nullopt;
  Value padValue = pad.getConstantPaddingValue();
  FloatAttr attr;
  if (!padValue || !matchPattern(padValue, m_Constant(&attr)) ||
      attr.getValueAsDouble() != value)
    return std::nullopt;
  if (value == 0 && attr.getValue().isNegative())
    return std::nullopt; // -0.0 pads differ from zero padding in max only,
                         // but keep the rule simple and exact.
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  unsigned spatial = unsigned(rank - 2);
  unsigned first = spatialDimOf(layout, 0);
  SpatialPadding result;
  for (unsigned d = 0; d < rank; ++d) {
    if (ShapedType::isDynamic(low[d]) || ShapedType::isDynamic(high[d]) ||
        low[d] < 0 || high[d] < 0)
      return std::nullopt;
    bool isSpatial = d >= first && d < first + spatial;
    if (!isSpatial && (low[d] != 0 || high[d] != 0))
      return std::nullopt;
    if (isSpatial) {
      result.low.push_back(low[d]);
      result.high.push_back(high[d]);
    }
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Launch windows (the rule of runtime/common/kmatch_window.h)
//===----------------------------------------------------------------------===//

/// The spatial rank of a conv or pool launch: 2 for a pool (kernel_h,
/// kernel_w), x's rank - 2 for a conv; 0 for another launch.
static unsigned launchSpatialRank(Operation *launch) {
  if (launch->hasAttr("kernel_h"))
    return 2;
  if (launch->getNumOperands() < 3)
    return 0;
  auto x = dyn_cast<ShapedType>(launch->getOperand(0).getType());
  if (!x || !x.hasRank() || x.getRank() < 3 ||
      x.getRank() > 2 + KMATCH_WINDOW_MAX_DIMS)
    return 0;
  return unsigned(x.getRank() - 2);
}

/// The window of a conv or pool launch over its spatial dims, outermost
/// first (the template says which launch: x is operand 0, y the last; a pool
/// has kernel_h/kernel_w and dilation 1, a conv takes its kernel size from
/// the filter, operand 1, of x's rank or, depthwise, one less), with the
/// launch parameters of kmatch_window.h's names; std::nullopt for another
/// launch or where a kernel extent is dynamic, or an input or output extent
/// unless `dynamicExtents` (then ShapedType::kDynamic).
static std::optional<SmallVector<WindowDim, 3>>
launchWindow(Operation *launch, bool dynamicExtents = false) {
  bool pool = launch->hasAttr("kernel_h");
  unsigned spatial = launchSpatialRank(launch);
  if (!spatial || launch->getNumOperands() < (pool ? 2u : 3u))
    return std::nullopt;
  int64_t layout = intParam(launch, "layout");
  if (layout != KMATCH_LAYOUT_NCHW && layout != KMATCH_LAYOUT_NHWC)
    return std::nullopt;
  auto x = dyn_cast<ShapedType>(launch->getOperand(0).getType());
  auto y = dyn_cast<ShapedType>(launch->getOperands().back().getType());
  if (!x || !y || !x.hasRank() || !y.hasRank() || x.getRank() != spatial + 2 ||
      y.getRank() != spatial + 2)
    return std::nullopt;
  SmallVector<int64_t, 3> kernel;
  if (pool) {
    kernel = {intParam(launch, "kernel_h"), intParam(launch, "kernel_w")};
  } else {
    auto w = dyn_cast<ShapedType>(launch->getOperand(1).getType());
    if (!w || !w.hasRank() ||
        (w.getRank() != x.getRank() && w.getRank() != x.getRank() - 1))
      return std::nullopt;
    int64_t first = isNhwc(layout) ? 0 : w.getRank() - spatial;
    for (unsigned i = 0; i < spatial; ++i)
      kernel.push_back(w.getDimSize(first + i));
  }
  SmallVector<WindowDim, 3> dims;
  for (unsigned i = 0; i < spatial; ++i) {
    SpatialParamNames names = spatialParamNames(spatial, i);
    unsigned d = spatialDimOf(layout, i);
    WindowDim dim{x.getDimSize(d),
                  intParam(launch, names.padLo),
                  intParam(launch, names.padHi),
                  kernel[i],
                  intParam(launch, names.stride),
                  pool ? 1 : intParam(launch, names.dilation),
                  y.getDimSize(d)};
    if (ShapedType::isDynamic(dim.kernel) ||
        (!dynamicExtents && !allStatic({dim.in, dim.out})))
      return std::nullopt;
    dims.push_back(dim);
  }
  return dims;
}

/// A static conv or pool launch whose input (with its padding) is larger
/// than its output reads: the fit that trims it.
static std::optional<WindowFit> launchExcess(Operation *launch) {
  std::optional<SmallVector<WindowDim, 3>> dims = launchWindow(launch);
  if (!dims)
    return std::nullopt;
  WindowFit fit = fitWindow(*dims);
  if (fit.status != KMATCH_WINDOW_OK)
    return std::nullopt;
  // The rule never grows an extent: a launch has excess when it shrinks one.
  for (unsigned i = 0; i < dims->size(); ++i)
    if (fit.inUsed[i] != (*dims)[i].in || fit.padHiUsed[i] != (*dims)[i].padHi)
      return fit;
  return std::nullopt;
}

} // namespace

/// Whether the body of `op` is in0 / K (K exactly) or in0 * (1/K) (within
/// 1e-7: 1/K is rounded; docs/Semantics.md, Divergences), K the element
/// count of a pooling window; sets the rejection reason if not.
static LogicalResult dividesByWindowSize(Operation *op, int64_t count) {
  double k = static_cast<double>(count);
  std::optional<llvm::StringMap<Value>> m = matchBodyIs(op, "in0 / $k");
  double want = k, tolerance = 0;
  if (!m) {
    m = matchBodyIs(op, "in0 * $k");
    want = 1.0 / k;
    tolerance = 1e-7 * want;
  }
  FloatAttr attr;
  if (m && matchPattern((*m)["k"], m_Constant(&attr)) &&
      std::fabs(attr.getValueAsDouble() - want) <= tolerance)
    return success();
  setRejectionReason("the divisor is not the window size " + Twine(count));
  return failure();
}

/// The operand of `consumer` that reads `producer`'s one result, when both
/// are generics on tensors, that read is the result's only use, and
/// upstream's elementwise fusion can merge the two.
static OpOperand *fusableInput(Operation *producer, Operation *consumer) {
  auto p = dyn_cast_or_null<linalg::GenericOp>(producer);
  auto c = dyn_cast_or_null<linalg::GenericOp>(consumer);
  if (!p || !c || p == c || !p.hasPureTensorSemantics() ||
      !c.hasPureTensorSemantics() || p->getNumResults() != 1 ||
      !p->getResult(0).hasOneUse())
    return nullptr;
  OpOperand &use = *p->getResult(0).getUses().begin();
  if (use.getOwner() != consumer || !c.isDpsInput(&use) ||
      !linalg::areElementwiseOpsFusable(&use))
    return nullptr;
  return &use;
}

bool kmatch::detail::isActivationBody(Operation *op, StringRef x) {
  return classifyActivation(op, x).has_value();
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult isActivation(PatternRewriter &, Operation *op,
                                  StringAttr x) {
  if (!x.getValue().empty() && classifyActivation(op, x.getValue()))
    return success();
  setRejectionReason(
      "body is not relu, clamp, GELU, hardsigmoid, hardswish, sigmoid, "
      "silu or torch-mlir's clamp of " +
      x.getValue());
  return failure();
}

static FailureOr<Attribute> activationParamsNative(PatternRewriter &rewriter,
                                                   Operation *op,
                                                   StringAttr expr) {
  std::optional<Activation> a = !expr.getValue().empty()
                                    ? classifyActivation(op, expr.getValue())
                                    : std::nullopt;
  if (!a)
    return failure();
  return Attribute(activationParams(rewriter.getContext(), *a));
}

static Attribute noActivation(PatternRewriter &rewriter) {
  return activationParams(rewriter.getContext(), Activation{KMATCH_ACT_NONE});
}

static LogicalResult isSpatialPad(PatternRewriter &, Operation *pad,
                                  IntegerAttr layout, FloatAttr value) {
  if (spatialPad(pad, layout.getInt(), value.getValueAsDouble()))
    return success();
  setRejectionReason("not a static spatial pad with the wanted value");
  return failure();
}

/// The float every element of the tensor `v` holds when it is a fill of a
/// constant or a splat constant; null otherwise.
static FloatAttr splatFloat(Value v) {
  DenseElementsAttr dense;
  if (matchPattern(v, m_Constant(&dense)))
    return dense.isSplat()
               ? dyn_cast<FloatAttr>(dense.getSplatValue<Attribute>())
               : FloatAttr();
  FloatAttr value;
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    if (matchPattern(fill.getInputs()[0], m_Constant(&value)))
      return value;
  return {};
}

static LogicalResult padNotAboveFloor(PatternRewriter &, Operation *padOp,
                                      Value floor) {
  auto pad = dyn_cast<tensor::PadOp>(padOp);
  FloatAttr padValue, floorValue = splatFloat(floor);
  if (!pad ||
      !matchPattern(pad.getConstantPaddingValue(), m_Constant(&padValue)) ||
      !floorValue || padValue.getType() != floorValue.getType()) {
    setRejectionReason("the pad or the floor is not a float constant");
    return failure();
  }
  const APFloat &v = padValue.getValue(), &c = floorValue.getValue();
  // NaN compares unordered: neither is folded. maximumf orders -0 below
  // +0, which compare() calls equal.
  bool above = v.compare(c) == APFloat::cmpGreaterThan ||
               (v.isZero() && c.isZero() && !v.isNegative() && c.isNegative());
  if (v.isNaN() || c.isNaN() || above) {
    setRejectionReason("the pad value is above the floor");
    return failure();
  }
  return success();
}

/// The value every element of the tensor `floor` holds, or the scalar
/// `floor`, when it is one f32 other than NaN (a fill of a constant, a splat
/// constant, a scalar constant); null otherwise.
static FloatAttr floorValue(Value floor) {
  FloatAttr value;
  if (!floor || !matchPattern(floor, m_Constant(&value)))
    value = splatFloat(floor);
  if (!value || !value.getType().isF32() || value.getValue().isNaN())
    return {};
  return value;
}

static LogicalResult canTakeFloor(PatternRewriter &, Operation *, Value floor) {
  if (floorValue(floor))
    return success();
  setRejectionReason(
      "the floor is not one f32 value other than NaN (a fill or a splat)");
  return failure();
}

static FailureOr<Attribute> floorParams(PatternRewriter &rewriter,
                                        Value floor) {
  FloatAttr value = floorValue(floor);
  if (!value)
    return failure();
  return Attribute(
      rewriter.getDictionaryAttr(rewriter.getNamedAttr("floor", value)));
}

static LogicalResult setFloor(PatternRewriter &rewriter, Operation *launch,
                              DictionaryAttr params) {
  auto value = dyn_cast_or_null<FloatAttr>(params.get("floor"));
  if (!value || !value.getType().isF32() || value.getValue().isNaN())
    return failure();
  APFloat floor = value.getValue();
  // max(c2, max(c1, w...)) = max(maximumf(c1, c2), w...).
  if (auto old = launch->getAttrOfType<FloatAttr>("floor"))
    floor = llvm::maximum(old.getValue(), floor);
  rewriter.modifyOpInPlace(launch, [&] {
    launch->setAttr("floor", rewriter.getF32FloatAttr(floor.convertToFloat()));
  });
  return success();
}

static LogicalResult padFoldFits(PatternRewriter &, Operation *launch,
                                 Operation *padOp) {
  auto pad = dyn_cast<tensor::PadOp>(padOp);
  std::optional<SmallVector<WindowDim, 3>> dims =
      launchWindow(launch, /*dynamicExtents=*/true);
  if (!pad || launch->getNumOperands() == 0 ||
      launch->getOperand(0) != pad.getResult())
    return failure();
  // What AddPadParams needs, checked first so that the rewrite
  // cannot fail: a constant spatial pad of the launch's spatial rank
  // (a launch whose window is not readable, hand-written or built by
  // replace_with_launch, included).
  FloatAttr value;
  std::optional<SpatialPadding> amounts;
  int64_t layout = intParam(launch, "layout");
  if (matchPattern(pad.getConstantPaddingValue(), m_Constant(&value)))
    amounts = spatialPad(pad, layout, value.getValueAsDouble());
  if (!amounts || amounts->low.size() != launchSpatialRank(launch) ||
      (dims && amounts->low.size() != dims->size())) {
    setRejectionReason("not a static spatial pad of the launch's rank");
    return failure();
  }
  if (!dims)
    return success();
  auto src = pad.getSourceType();
  for (unsigned i = 0; i < dims->size(); ++i) {
    WindowDim &d = (*dims)[i];
    d.in = src.getDimSize(spatialDimOf(layout, i));
    d.padLo += amounts->low[i];
    d.padHi += amounts->high[i];
    // A dynamic extent is fitted at run time, where a window that reads
    // only padding is an error of the shim (no library call takes it),
    // while the op computes the padding's value there: refused here
    // wherever the low pad alone covers what the windows reach (at the
    // fewest outputs, 1, when the output extent is dynamic too). An input
    // extent of 0 at run time is left (docs/Semantics.md).
    if (ShapedType::isDynamic(d.in) || ShapedType::isDynamic(d.out)) {
      int64_t out = ShapedType::isDynamic(d.out) ? 1 : d.out;
      if (out > 0 &&
          d.padLo >= kmatch_window_need(d.kernel, d.stride, d.dilation, out)) {
        setRejectionReason("with the pad folded, every window may lie in the "
                           "low padding and read no input (a dynamic extent)");
        return failure();
      }
      continue;
    }
    WindowFit fit = fitWindow(d);
    if (fit.status != KMATCH_WINDOW_OK) {
      setRejectionReason(Twine("with the pad folded, the window ") +
                         windowStatusText(fit.status));
      return failure();
    }
  }
  return success();
}

static LogicalResult windowHasExcess(PatternRewriter &, Operation *launch) {
  return success(launchExcess(launch).has_value());
}

static void fitWindowNative(PatternRewriter &rewriter, Operation *launch) {
  std::optional<WindowFit> fit = launchExcess(launch);
  if (!fit)
    return; // Nothing to trim: the launch stays as it is.
  Value x = launch->getOperand(0);
  auto type = cast<ShapedType>(x.getType());
  int64_t layout = intParam(launch, "layout");
  unsigned spatial = launchSpatialRank(launch);
  SmallVector<int64_t> sizes(type.getShape());
  for (unsigned i = 0; i < spatial; ++i)
    sizes[spatialDimOf(layout, i)] = fit->inUsed[i];
  rewriter.setInsertionPoint(launch);
  Location loc = launch->getLoc();
  Value view = x;
  if (!llvm::equal(sizes, type.getShape())) {
    SmallVector<OpFoldResult> offsets(sizes.size(), rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(sizes.size(), rewriter.getIndexAttr(1));
    // Dims the window does not trim keep x's extent, a dynamic one (a
    // batch of ?) read from x; the trimmed spatial dims are static.
    SmallVector<OpFoldResult> extents =
        kmatch::detail::mixedSizes(rewriter, loc, x);
    for (unsigned i = 0; i < spatial; ++i)
      extents[spatialDimOf(layout, i)] = rewriter.getIndexAttr(fit->inUsed[i]);
    if (isa<MemRefType>(type))
      view = memref::SubViewOp::create(rewriter, loc, x, offsets, extents,
                                       strides);
    else
      view = tensor::ExtractSliceOp::create(rewriter, loc, x, offsets, extents,
                                            strides);
  }
  rewriter.modifyOpInPlace(launch, [&] {
    launch->setOperand(0, view);
    for (unsigned i = 0; i < spatial; ++i)
      launch->setAttr(spatialParamNames(spatial, i).padHi,
                      rewriter.getI64IntegerAttr(fit->padHiUsed[i]));
  });
}

static LogicalResult addPadParams(PatternRewriter &rewriter, Operation *launch,
                                  Operation *padOp) {
  auto pad = dyn_cast<tensor::PadOp>(padOp);
  if (!pad)
    return failure();
  Value padValue = pad.getConstantPaddingValue();
  FloatAttr value;
  if (!padValue || !matchPattern(padValue, m_Constant(&value)))
    return failure();
  std::optional<SpatialPadding> amounts =
      spatialPad(pad, intParam(launch, "layout"), value.getValueAsDouble());
  unsigned spatial = launchSpatialRank(launch);
  if (!amounts || amounts->low.size() != spatial)
    return failure();
  rewriter.modifyOpInPlace(launch, [&] {
    for (unsigned i = 0; i < spatial; ++i) {
      SpatialParamNames names = spatialParamNames(spatial, i);
      launch->setAttr(names.padLo,
                      rewriter.getI64IntegerAttr(intParam(launch, names.padLo) +
                                                 amounts->low[i]));
      launch->setAttr(names.padHi,
                      rewriter.getI64IntegerAttr(intParam(launch, names.padHi) +
                                                 amounts->high[i]));
    }
  });
  return success();
}

static LogicalResult elementwiseFusable(PatternRewriter &, Operation *producer,
                                        Operation *consumer) {
  if (!fusableInput(producer, consumer)) {
    setRejectionReason("not a pair elementwise fusion can merge");
    return failure();
  }
  return success();
}

static LogicalResult fuseElementwise(PatternRewriter &rewriter,
                                     Operation *producer, Operation *consumer) {
  OpOperand *operand = fusableInput(producer, consumer);
  if (!operand)
    return failure();
  // The fused op reads the consumer's operands: it goes where the consumer
  // is (a template rooted at the producer starts before the consumer's init
  // when that init is defined between the two, as tosa-to-linalg writes).
  rewriter.setInsertionPoint(consumer);
  FailureOr<linalg::ElementwiseOpFusionResult> fused =
      linalg::fuseElementwiseOps(rewriter, operand);
  if (failed(fused))
    return failure();
  for (auto [from, to] : fused->replacements)
    rewriter.replaceAllUsesExcept(from, to, fused->fusedOp);
  rewriter.eraseOp(consumer);
  rewriter.eraseOp(producer);
  return success();
}

static FailureOr<Value> emptyLike(PatternRewriter &rewriter, Value v) {
  auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!type)
    return failure();
  return tensor::EmptyOp::create(
             rewriter, v.getLoc(),
             kmatch::detail::mixedSizes(rewriter, v.getLoc(), v),
             type.getElementType())
      .getResult();
}

static FailureOr<Value> maxOf(PatternRewriter &rewriter, Value a, Value b) {
  auto type = b ? dyn_cast<RankedTensorType>(b.getType()) : nullptr;
  if (!type || !a || a.getType() != b.getType())
    return failure();
  Value empty = tensor::EmptyOp::create(
      rewriter, a.getLoc(), kmatch::detail::mixedSizes(rewriter, a.getLoc(), b),
      type.getElementType());
  return linalg::MaxOp::create(rewriter, a.getLoc(), ValueRange{a, b},
                               ValueRange{empty})
      ->getResult(0);
}

static LogicalResult isAvgPoolDivisor(PatternRewriter &, Operation *op,
                                      Value window) {
  auto type = dyn_cast<ShapedType>(window.getType());
  if (!type || !type.hasStaticShape() || type.getRank() != 2)
    return failure();
  return dividesByWindowSize(op, type.getNumElements());
}

static LogicalResult isGlobalPoolDivisor(PatternRewriter &, Operation *op,
                                         Operation *pool, StringAttr layout) {
  std::optional<ShapedType> x = globalPoolInput(pool, layout.getValue());
  if (!x)
    return failure();
  bool nhwc = layout.getValue() == "nhwc";
  return dividesByWindowSize(op, x->getDimSize(nhwc ? 1 : 2) *
                                     x->getDimSize(nhwc ? 2 : 3));
}

static LogicalResult isRowLengthDivisor(PatternRewriter &, Operation *op,
                                        Value x) {
  auto type = x ? dyn_cast<ShapedType>(x.getType()) : ShapedType();
  if (!type || !type.hasRank() || type.getRank() < 1 ||
      ShapedType::isDynamic(type.getDimSize(type.getRank() - 1))) {
    setRejectionReason("x has no static last dim");
    return failure();
  }
  int64_t n = type.getDimSize(type.getRank() - 1);
  std::optional<llvm::StringMap<Value>> m = matchBodyIs(op, "in0 / $k");
  FloatAttr attr;
  if (m && matchPattern((*m)["k"], m_Constant(&attr)) &&
      attr.getValueAsDouble() == static_cast<double>(n))
    return success();
  setRejectionReason("body is not in0 / " + Twine(n));
  return failure();
}

static LogicalResult hasNoEpilogueUser(PatternRewriter &, Value v,
                                       ArrayAttr callees) {
  for (Operation *user : v.getUsers()) {
    if (auto l = dyn_cast<linalg::LinalgOp>(user);
        l && l.getNumParallelLoops() == l.getNumLoops())
      return failure();
    auto launch = dyn_cast<kernel::LaunchOp>(user);
    if (launch && llvm::is_contained(callees, launch.getCalleeAttr()))
      return failure();
  }
  return success();
}

void kmatch::registerDnnNatives(NativeLibrary &lib) {
  lib.addConstraint("IsActivation", isActivation);
  lib.addRewrite("ActivationParams", activationParamsNative);
  lib.addRewrite("NoActivation", noActivation);
  lib.addConstraint("IsSpatialPad", isSpatialPad);
  lib.addConstraint("PadFoldFits", padFoldFits);
  lib.addConstraint("PadNotAboveFloor", padNotAboveFloor);
  lib.addConstraint("CanTakeFloor", canTakeFloor);
  lib.addRewrite("FloorParams", floorParams);
  lib.addRewrite("SetFloor", setFloor);
  lib.addConstraint("WindowHasExcess", windowHasExcess);
  lib.addRewrite("FitWindow", fitWindowNative);
  lib.addRewrite("AddPadParams", addPadParams);
  lib.addConstraint("ElementwiseFusable", elementwiseFusable);
  lib.addRewrite("FuseElementwise", fuseElementwise);
  lib.addRewrite("EmptyLike", emptyLike);
  lib.addRewrite("MaxOf", maxOf);
  lib.addConstraint("IsAvgPoolDivisor", isAvgPoolDivisor);
  lib.addConstraint("IsGlobalPoolDivisor", isGlobalPoolDivisor);
  lib.addConstraint("IsRowLengthDivisor", isRowLengthDivisor);
  lib.addConstraint("HasNoEpilogueUser", hasNoEpilogueUser);

  NativeArgValidator activationInput = stringSpecValidator(
      parsesAsBodyExpr, "a scalar expression such as \"in0 + in1\"");
  for (StringRef name : {"IsActivation", "ActivationParams"})
    lib.addValidator(name, 1, activationInput);
  lib.markBodyCheck("IsActivation");
  lib.markLateCheck("IsActivation");
  lib.markLateCheck("HasNoEpilogueUser");
}
