//===- ExpandMath.cpp - Math classifications as comparisons -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-expand-math: math.isinf and math.isnormal, which MLIR 22 lowers
// nowhere on the CPU, as ordered comparisons of |x| (false for NaN, as the
// ops are), on scalars and vectors alike; and math.fpowi by a constant
// exponent 0 <= n < 2^31 as the multiplications LLVM's own lowering of it
// forms, so that a body with it (torch-mlir's GELU tanh form takes x^3 so)
// vectorizes.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
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

/// math.fpowi with a constant exponent 0 <= n < 2^31 (a scalar or a splat) as
/// the products LLVM forms for llvm.powi, inline or in compiler-rt's
/// __powi?f2: Res = 1, then for each bit i of n from the lowest, Res *=
/// x^(2^i) where the bit is set, the squares x^(2^i) = x^(2^(i-1))^2.
/// The same products in the same order give the same bits as the scalar
/// lowering, and plain multiplications vectorize (llvm.powi takes a scalar
/// exponent only). n = 0 is 1 for every x, NaN included, as __powisf2's is.
/// A negative exponent (1 / x^-n, with its zero and infinity cases) and one
/// past 2^31 - 1 stay.
static LogicalResult expandFPowI(math::FPowIOp op, PatternRewriter &rewriter) {
  APInt n;
  // Up to 2^31 - 1, the C int exponent of compiler-rt's and libgcc's
  // __powi?f2; a wider one is left to llvm.powi's own lowering.
  if (!matchPattern(op.getRhs(), m_ConstantInt(&n)) || n.isNegative() ||
      n.getActiveBits() > 31)
    return failure();
  Location loc = op.getLoc();
  Type type = op.getType();
  auto element = dyn_cast<FloatType>(getElementTypeOrSelf(type));
  if (!element)
    return failure();
  arith::FastMathFlags flags = op.getFastmath();
  Value result, square = op.getLhs();
  for (uint64_t bits = n.getZExtValue(); bits;) {
    if (bits & 1)
      result = result
                   ? arith::MulFOp::create(rewriter, loc, result, square, flags)
                   : square;
    bits >>= 1;
    if (bits)
      square = arith::MulFOp::create(rewriter, loc, square, square, flags);
  }
  if (!result)
    result = floatSplat(rewriter, loc, type,
                        APFloat::getOne(element.getFloatSemantics()));
  rewriter.replaceOp(op, result);
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
    patterns.add(expandFPowI);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
