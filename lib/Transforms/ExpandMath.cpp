//===- ExpandMath.cpp - Math classifications as comparisons -----*- C++ -*-===//
//
// --kmatch-expand-math: math.isinf and math.isnormal, which MLIR 22 lowers
// nowhere on the CPU, as ordered comparisons of |x| (false for NaN, as the
// ops are), on scalars and vectors alike.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHEXPANDMATH
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

/// A constant of `type` (a float or a vector of floats) holding `value`.
static Value floatSplat(OpBuilder &b, Location loc, Type type,
                        const APFloat &value) {
  auto element = cast<FloatType>(getElementTypeOrSelf(type));
  TypedAttr attr = b.getFloatAttr(element, value);
  if (auto shaped = dyn_cast<ShapedType>(type))
    attr = DenseElementsAttr::get(shaped, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

/// |x| compared (ordered) with the largest finite-or-infinite bound, and for
/// isnormal also with the smallest normal magnitude.
template <typename OpTy>
static LogicalResult expandClass(OpTy op, PatternRewriter &rewriter,
                                 bool normal) {
  Location loc = op.getLoc();
  Value x = op.getOperand();
  Type type = x.getType();
  auto element = dyn_cast<FloatType>(getElementTypeOrSelf(type));
  if (!element)
    return failure();
  const llvm::fltSemantics &sem = element.getFloatSemantics();
  Value magnitude = math::AbsFOp::create(rewriter, loc, x);
  Value inf = floatSplat(rewriter, loc, type, APFloat::getInf(sem));
  if (!normal) {
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(op, arith::CmpFPredicate::OEQ,
                                               magnitude, inf);
    return success();
  }
  Value smallest =
      floatSplat(rewriter, loc, type, APFloat::getSmallestNormalized(sem));
  Value atLeast = arith::CmpFOp::create(
      rewriter, loc, arith::CmpFPredicate::OGE, magnitude, smallest);
  Value finite = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT,
                                       magnitude, inf);
  rewriter.replaceOpWithNewOp<arith::AndIOp>(op, atLeast, finite);
  return success();
}

namespace {
struct ExpandMath : kmatch::impl::KmatchExpandMathBase<ExpandMath> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add(+[](math::IsInfOp op, PatternRewriter &rewriter) {
      return expandClass(op, rewriter, /*normal=*/false);
    });
    patterns.add(+[](math::IsNormalOp op, PatternRewriter &rewriter) {
      return expandClass(op, rewriter, /*normal=*/true);
    });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
