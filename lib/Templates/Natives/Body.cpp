//===- Body.cpp - The body-expression matcher -------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One matcher for the one language of scalar expressions over the block
// arguments of a linalg body (BodyExpr.h), serving BodyIs (any expression),
// BodyMatches (a sum of products whose $name factors stand for one
// loop-invariant scalar or none) and the activation classifier
// (Natives/Dnn.cpp).
//
//===----------------------------------------------------------------------===//
#include "Body.h"
#include "BodyExpr.h"
#include "Helpers.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <vector>

using namespace mlir;
using namespace kmatch;

namespace {

using kmatch::detail::Expr;
using kmatch::detail::parseBodyExpr;

//===----------------------------------------------------------------------===//
// The matcher
//===----------------------------------------------------------------------===//

/// Two products of scalars with the same factors (same values or equal
/// constants), in any order.
static bool sameScaleFactors(ArrayRef<Value> a, ArrayRef<Value> b) {
  if (a.size() != b.size())
    return false;
  SmallVector<bool> taken(b.size(), false);
  for (Value x : a) {
    bool found = false;
    for (auto [i, y] : llvm::enumerate(b))
      if (!taken[i] && kmatch::detail::sameScalar(x, y)) {
        taken[i] = found = true;
        break;
      }
    if (!found)
      return false;
  }
  return true;
}

/// Matches values of one linalg body against an Expr: arith.addf and
/// arith.mulf trees in any association and order, the other ops as written.
/// With a `productType` (BodyMatches), a `$name` factor of a product is any
/// number of loop-invariant scalars of that type, bound to name as a whole.
class BodyMatcher {
public:
  explicit BodyMatcher(linalg::LinalgOp op, Type productType = {},
                       bool firstResult = false)
      : op(op), body(op.getBlock()), productType(productType),
        numInits(kmatch::detail::numDpsInits(op)),
        numInputs(op->getNumOperands() - numInits), firstResult(firstResult) {}

  /// What $name and #name are bound to: one scalar, or with a productType,
  /// the factors of a product (empty for 1).
  llvm::StringMap<Value> scalars;
  llvm::StringMap<SmallVector<Value>> products;
  /// Set when a `#name` constant met a cast of a value that is not a
  /// constant (an eps truncated from a function argument): why the body did
  /// not match.
  std::string hint;

  bool match(const Expr &e, Value v) {
    size_t saved = save();
    if (matchOp(e, v))
      return true;
    restore(saved);
    // x - (+0) is x exactly, -0, NaN and Inf included, so it stands for x
    // wherever an expression is expected (torch-mlir's GELU computes
    // erf((x - 0) * c)). x - (-0) is not x (-0 - -0 = +0).
    if (auto sub = inBody<arith::SubFOp>(v)) {
      std::optional<llvm::APFloat> rhs =
          kmatch::detail::foldedFloatConstant(sub.getRhs());
      if (rhs && rhs->isPosZero())
        return match(e, sub.getLhs());
    }
    return false;
  }

  bool matchOp(const Expr &e, Value v) {
    switch (e.kind) {
    case Expr::Arg: {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != body)
        return false;
      // `out` is the init of the result being matched: the only init, or
      // with `firstResult` the first of several.
      int index =
          arg.getArgNumber() == numInputs + 0 && (numInits == 1 || firstResult)
              ? -1
              : static_cast<int>(arg.getArgNumber());
      return index == e.arg;
    }
    case Expr::Num: {
      // A constant, or truncf/extf of one, folded as the casts round.
      std::optional<llvm::APFloat> value =
          kmatch::detail::foldedFloatConstant(v);
      if (!value)
        return false;
      double got = value->convertToDouble();
      if (!e.approx) {
        // Exact: the literal rounded to the body's type, bit for bit: a
        // literal 0 is +0, never -0 (max(x, -0) keeps -0 where max(x, 0)
        // gives +0; select(c, -0, x) yields -0).
        llvm::APFloat want(e.num);
        bool lost;
        want.convert(value->getSemantics(), llvm::APFloat::rmNearestTiesToEven,
                     &lost);
        return want.bitwiseIsEqual(*value);
      }
      return std::fabs(got - e.num) <= 1e-6 * std::fabs(e.num);
    }
    case Expr::Scalar: {
      if (productType)
        return matchProduct(e, v);
      // A constant folded through truncf/extf (torch-mlir's f64 eps) is a
      // constant, and loop-invariant though the casts are in the body.
      bool folded = kmatch::detail::foldedFloatConstant(v).has_value();
      if (e.constant && !folded) {
        noteNonConstant(e.name, v);
        return false;
      }
      if (!folded && !isInvariant(v))
        return false;
      auto [it, inserted] = scalars.try_emplace(e.name, v);
      if (inserted)
        bound.push_back({e.name, /*product=*/false});
      return inserted || kmatch::detail::sameScalar(it->second, v);
    }
    case Expr::Add:
      return matchNary<arith::AddFOp>(e, v);
    case Expr::Mul:
      return productType ? matchProduct(e, v) : matchNary<arith::MulFOp>(e, v);
    case Expr::Sub:
      return matchBinary<arith::SubFOp>(e, v, /*commutative=*/false);
    case Expr::Div:
      return matchBinary<arith::DivFOp>(e, v, false);
    case Expr::Neg: {
      auto neg = inBody<arith::NegFOp>(v);
      return neg && match(e.ops[0], neg.getOperand());
    }
    case Expr::Max:
      // max is arith.maximumf: NaN if either operand is NaN, +0 above -0.
      // select(x >u y, x, y) propagates a NaN x, and gives y for x = -0,
      // y = +0, so relu written that way (y the constant +0) is maximumf
      // exactly. select(x >=u y, ...) keeps -0 there, select(x >o y, ...)
      // and maxnumf drop a NaN x: none of them is max (README, Semantics).
      return matchBinary<arith::MaximumFOp>(e, v, true) ||
             matchSelect(e, v, arith::CmpFPredicate::UGT,
                         /*isMax=*/true);
    case Expr::Min:
      return matchBinary<arith::MinimumFOp>(e, v, true) ||
             matchSelect(e, v, arith::CmpFPredicate::ULT,
                         /*isMax=*/false);
    case Expr::Select: {
      // Exactly the IR's select: its semantics need no argument.
      auto sel = inBody<arith::SelectOp>(v);
      return sel && match(e.ops[0], sel.getCondition()) &&
             match(e.ops[1], sel.getTrueValue()) &&
             match(e.ops[2], sel.getFalseValue());
    }
    case Expr::Cmp: {
      // The predicate written, never another one: ogt and ugt differ on NaN.
      auto cmp = inBody<arith::CmpFOp>(v);
      return cmp &&
             arith::stringifyCmpFPredicate(cmp.getPredicate()) == e.name &&
             match(e.ops[0], cmp.getLhs()) && match(e.ops[1], cmp.getRhs());
    }
    case Expr::Call:
      if (e.name == "sqrt")
        return matchUnary<math::SqrtOp>(e, v);
      if (e.name == "rsqrt")
        return matchUnary<math::RsqrtOp>(e, v);
      if (e.name == "tanh")
        return matchUnary<math::TanhOp>(e, v);
      if (e.name == "erf")
        return matchUnary<math::ErfOp>(e, v);
      if (e.name == "exp")
        return matchUnary<math::ExpOp>(e, v);
      if (e.name == "log")
        return matchUnary<math::LogOp>(e, v);
      if (e.name == "abs")
        return matchUnary<math::AbsFOp>(e, v);
      if (e.name == "pow") {
        if (auto pow = inBody<math::PowFOp>(v))
          return match(e.ops[0], pow.getLhs()) && match(e.ops[1], pow.getRhs());
        // math.fpowi by an integer constant: pow(x, n) with n written as a
        // whole number.
        auto powi = inBody<math::FPowIOp>(v);
        IntegerAttr n;
        return powi && e.ops[1].kind == Expr::Num && !e.ops[1].approx &&
               matchPattern(powi.getRhs(), m_Constant(&n)) &&
               static_cast<double>(n.getValue().getSExtValue()) ==
                   e.ops[1].num &&
               match(e.ops[0], powi.getLhs());
      }
      return false;
    }
    return false;
  }

private:
  linalg::LinalgOp op;
  Block *body;
  Type productType;
  /// Counted once per matcher (dpsInits).
  int64_t numInits;
  int64_t numInputs;
  /// Matching the first of several results: `out` is the first init.
  bool firstResult;

  /// The names bound so far, in order, each with the map that holds it: a
  /// name is bound once and never rebound, so backtracking to a save() point
  /// only unbinds the names bound since (an undo log, instead of copying
  /// both maps at every choice point).
  struct Bound {
    StringRef name;
    bool product;
  };
  SmallVector<Bound, 8> bound;
  size_t save() const { return bound.size(); }
  void restore(size_t saved) {
    while (bound.size() > saved) {
      Bound b = bound.pop_back_val();
      if (b.product)
        products.erase(b.name);
      else
        scalars.erase(b.name);
    }
  }

  /// Sets `hint` when `v` is arith.truncf / arith.extf of something that
  /// does not fold to a constant (a non-constant eps, or a cast with a
  /// rounding mode of its own).
  void noteNonConstant(StringRef name, Value v) {
    Operation *cast = v.getDefiningOp();
    if (!cast || !isa<arith::TruncFOp, arith::ExtFOp>(cast))
      return;
    std::string from, to;
    llvm::raw_string_ostream(from) << cast->getOperand(0).getType();
    llvm::raw_string_ostream(to) << v.getType();
    hint = name.str() + " is " + cast->getName().getStringRef().str() +
           " of an " + from + " that does not fold to a constant, expected a " +
           to + " constant";
  }

  template <typename OpTy> OpTy inBody(Value v) {
    auto def = v.getDefiningOp<OpTy>();
    return def && def->getBlock() == body ? def : OpTy();
  }

  bool isInvariant(Value v) {
    return v.getType().isIntOrFloat() && kmatch::detail::isInvariant(v, op);
  }

  template <typename OpTy> bool matchUnary(const Expr &e, Value v) {
    auto def = inBody<OpTy>(v);
    return def && match(e.ops[0], def->getOperand(0));
  }

  template <typename OpTy>
  bool matchBinary(const Expr &e, Value v, bool commutative) {
    auto def = inBody<OpTy>(v);
    if (!def)
      return false;
    Value l = def->getOperand(0), r = def->getOperand(1);
    auto saved = save();
    if (match(e.ops[0], l) && match(e.ops[1], r))
      return true;
    restore(saved);
    if (commutative && match(e.ops[0], r) && match(e.ops[1], l))
      return true;
    restore(saved);
    return false;
  }

  /// select(x `pred` y, x, y) as maximumf(x, y) (pred ugt, `isMax`) or
  /// minimumf(x, y) (pred ult). They are equal only where y is a constant
  /// that is neither NaN (the select gives x where max and min give NaN;
  /// in a reduction a NaN accumulator is dropped) nor the zero that max or
  /// min would not return when x is the other zero: -0 for max (x = +0
  /// selects y = -0, maximumf gives +0), +0 for min (x = -0 selects +0,
  /// minimumf gives -0).
  bool matchSelect(const Expr &e, Value v, arith::CmpFPredicate pred,
                   bool isMax) {
    auto sel = inBody<arith::SelectOp>(v);
    if (!sel)
      return false;
    auto cmp = inBody<arith::CmpFOp>(sel.getCondition());
    if (!cmp || cmp.getPredicate() != pred ||
        cmp.getLhs() != sel.getTrueValue() ||
        cmp.getRhs() != sel.getFalseValue())
      return false;
    std::optional<llvm::APFloat> y =
        kmatch::detail::foldedFloatConstant(sel.getFalseValue());
    if (!y || y->isNaN() || (y->isZero() && y->isNegative() == isMax))
      return false;
    auto saved = save();
    Value a = sel.getTrueValue(), b = sel.getFalseValue();
    if (match(e.ops[0], a) && match(e.ops[1], b))
      return true;
    restore(saved);
    return false;
  }

  template <typename OpTy>
  void flatten(Value v, SmallVectorImpl<Value> &leaves) {
    if (auto def = inBody<OpTy>(v)) {
      flatten<OpTy>(def->getOperand(0), leaves);
      flatten<OpTy>(def->getOperand(1), leaves);
      return;
    }
    leaves.push_back(v);
  }

  template <typename OpTy> bool matchNary(const Expr &e, Value v) {
    if (!inBody<OpTy>(v))
      return false;
    SmallVector<Value> leaves;
    flatten<OpTy>(v, leaves);
    if (leaves.size() != e.ops.size())
      return false;
    SmallVector<bool> taken(leaves.size(), false);
    return assign(e, leaves, 0, taken);
  }

  bool assign(const Expr &e, ArrayRef<Value> leaves, unsigned next,
              SmallVectorImpl<bool> &taken) {
    if (next == e.ops.size())
      return true;
    for (unsigned i = 0; i < leaves.size(); ++i) {
      if (taken[i])
        continue;
      auto saved = save();
      if (match(e.ops[next], leaves[i])) {
        taken[i] = true;
        if (assign(e, leaves, next + 1, taken))
          return true;
        taken[i] = false;
      }
      restore(saved);
    }
    return false;
  }

  /// `v` is a product (arith.mulf, any association and order) of exactly the
  /// non-$name factors of `e` (a product or one factor) and, where `e` has a
  /// $name factor, at most one loop-invariant scalar of productType, bound
  /// to name (equal wherever the same name appears; none is 1).
  bool matchProduct(const Expr &e, Value v) {
    ArrayRef<Expr> factors =
        e.kind == Expr::Mul ? ArrayRef<Expr>(e.ops) : ArrayRef<Expr>(e);
    const Expr *scale = nullptr;
    SmallVector<const Expr *> exact;
    for (const Expr &f : factors) {
      if (f.kind == Expr::Scalar)
        scale = &f;
      else
        exact.push_back(&f);
    }
    SmallVector<Value> leaves;
    flatten<arith::MulFOp>(v, leaves);
    SmallVector<bool> taken(leaves.size(), false);
    return assignFactors(exact, 0, leaves, taken, scale);
  }

  bool assignFactors(ArrayRef<const Expr *> exact, unsigned next,
                     ArrayRef<Value> leaves, SmallVectorImpl<bool> &taken,
                     const Expr *scale) {
    if (next == exact.size())
      return bindScale(scale, leaves, taken);
    for (unsigned i = 0; i < leaves.size(); ++i) {
      if (taken[i])
        continue;
      auto saved = save();
      if (match(*exact[next], leaves[i])) {
        taken[i] = true;
        if (assignFactors(exact, next + 1, leaves, taken, scale))
          return true;
        taken[i] = false;
      }
      restore(saved);
    }
    return false;
  }

  /// Binds the leaves no exact factor took to `scale`: none without one,
  /// else at most one loop-invariant scalar of productType. Two or more
  /// do not bind: the launch would take their product as one scalar, a
  /// value the body never computes, which can overflow or underflow where
  /// the body's own products do not (al * al = inf for al = 2e19 in f32).
  bool bindScale(const Expr *scale, ArrayRef<Value> leaves,
                 ArrayRef<bool> taken) {
    SmallVector<Value> rest;
    for (auto [leaf, used] : llvm::zip_equal(leaves, taken))
      if (!used)
        rest.push_back(leaf);
    if (!scale)
      return rest.empty();
    if (rest.size() > 1)
      return false;
    if (!llvm::all_of(rest, [&](Value s) {
          return s.getType() == productType &&
                 kmatch::detail::isInvariant(s, op);
        }))
      return false;
    auto [it, inserted] = products.try_emplace(scale->name, rest);
    if (inserted)
      bound.push_back({scale->name, /*product=*/true});
    return inserted || sameScaleFactors(it->second, rest);
  }
};

/// Matches the body of a one-output linalg op against the first alternative
/// of `spec` it computes. A body with an op that has memory effects or does
/// not feed the yield never matches (bodyIsPureDataflow). With `firstResult`,
/// the op may have several outputs and only the value it yields first is
/// matched, `out` being the first init; the expression tree names every
/// value it reads, so that value depends on nothing else (the other results'
/// ops, linalg.index included, are not looked at). On failure, sets `hint`,
/// if given and known, to why.
std::optional<BodyMatcher> matchBodyTree(Operation *operation, StringRef spec,
                                         std::string *hint = nullptr,
                                         bool firstResult = false) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  int64_t numInits = op ? kmatch::detail::numDpsInits(op) : 0;
  if (!op || (firstResult ? numInits < 1 : numInits != 1) || !op.getBlock() ||
      operation->getNumRegions() != 1)
    return std::nullopt;
  if (!kmatch::detail::bodyIsPureDataflow(*op.getBlock())) {
    if (hint)
      *hint = "the body has an op with memory effects or one that does not "
              "feed the yield";
    return std::nullopt;
  }
  auto yield = dyn_cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != numInits)
    return std::nullopt;
  // Index reads make a body position-dependent: never the kernel (the first
  // result's tree cannot contain one).
  for (Operation &inner : *op.getBlock()) {
    if (firstResult || !isa<linalg::IndexOp>(inner))
      continue;
    if (hint)
      *hint = "the body reads linalg.index";
    return std::nullopt;
  }
  SmallVector<StringRef> alternatives;
  spec.split(alternatives, '|');
  for (StringRef alt : alternatives) {
    const Expr *e = kmatch::detail::cachedBodyExpr(alt);
    if (!e)
      continue;
    BodyMatcher m(op, /*productType=*/{}, firstResult);
    if (m.match(*e, yield.getOperand(0)))
      return m;
    if (hint && hint->empty())
      *hint = m.hint;
  }
  return std::nullopt;
}

} // namespace

//===----------------------------------------------------------------------===//
// Sums of products (BodyMatches)
//===----------------------------------------------------------------------===//

/// Whether `e` is a sum of products ("out + $alpha*in0*in1"): each term a
/// product of block arguments and at most one $name.
static bool isSumOfProducts(const Expr &e) {
  ArrayRef<Expr> addends =
      e.kind == Expr::Add ? ArrayRef<Expr>(e.ops) : ArrayRef<Expr>(e);
  return llvm::all_of(addends, [](const Expr &addend) {
    ArrayRef<Expr> factors = addend.kind == Expr::Mul
                                 ? ArrayRef<Expr>(addend.ops)
                                 : ArrayRef<Expr>(addend);
    unsigned scales = 0;
    for (const Expr &f : factors) {
      if (f.kind == Expr::Scalar && !f.constant)
        ++scales;
      else if (f.kind != Expr::Arg)
        return false;
    }
    return scales <= 1;
  });
}

/// Parses a BodyMatches spec: a sum of products of the body language.
static const Expr *parseBodySpec(StringRef spec) {
  const Expr *e = kmatch::detail::cachedBodyExpr(spec);
  if (!e || !isSumOfProducts(*e))
    return nullptr;
  return e;
}

/// Matches the body of a single-output linalg op over one float type against
/// a sum of products such as "out + $alpha*in0*in1": the yielded value is a
/// sum (arith.addf) of products (arith.mulf) whose factors are exactly the
/// listed block arguments plus, where a term names a scale, any number of
/// loop-invariant scalars. Returns the scales by name.
static std::optional<llvm::StringMap<SmallVector<Value>>>
matchBody(Operation *operation, StringRef spec) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  const Expr *expr = parseBodySpec(spec);
  if (!op || !expr || kmatch::detail::numDpsInits(op) != 1 || !op.getBlock() ||
      operation->getNumRegions() != 1 ||
      !kmatch::detail::bodyIsPureDataflow(*op.getBlock()))
    return std::nullopt;
  Block *body = op.getBlock();
  // One init (checked above).
  unsigned numInputs = operation->getNumOperands() - 1;
  if (body->getNumArguments() != numInputs + 1)
    return std::nullopt;
  Type elemType = body->getArgument(numInputs).getType();
  if (!isa<FloatType>(elemType))
    return std::nullopt;
  for (BlockArgument arg : body->getArguments())
    if (arg.getType() != elemType)
      return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  BodyMatcher m(op, elemType);
  if (!m.match(*expr, yield.getOperand(0)))
    return std::nullopt;
  return std::move(m.products);
}

/// Materializes the product of `scalars` before `op` (1.0 when empty).
static Value materializeScale(PatternRewriter &rewriter, Operation *op,
                              ArrayRef<Value> scalars, Type elemType) {
  Location loc = op->getLoc();
  Value scale;
  for (Value s : scalars) {
    Value outside = s;
    Attribute cst;
    if (matchPattern(s, m_Constant(&cst)) && op->isAncestor(s.getDefiningOp()))
      outside = kernel::scalarConstant(rewriter, loc, cast<TypedAttr>(cst));
    scale =
        scale ? arith::MulFOp::create(rewriter, loc, scale, outside).getResult()
              : outside;
  }
  if (!scale)
    scale = kernel::scalarConstant(rewriter, loc,
                                   rewriter.getFloatAttr(elemType, 1.0));
  return scale;
}

/// A one-line description of a body for why-not reasons: the yielded op and
/// the ops it is made of, e.g. "arith.maximumf(arith.addf)".
/// The constant that BodyIs(op, spec) binds to #name (or $name), folded
/// through truncf/extf as the casts compute it, and its type.
static std::optional<std::pair<llvm::APFloat, FloatType>>
bodyConstant(Operation *op, StringAttr spec, StringAttr name) {
  std::optional<BodyMatcher> m = matchBodyTree(op, spec.getValue());
  if (!m)
    return std::nullopt;
  Value v = m->scalars.lookup(name.getValue());
  auto type = v ? dyn_cast<FloatType>(v.getType()) : FloatType();
  std::optional<llvm::APFloat> value =
      type ? kmatch::detail::foldedFloatConstant(v) : std::nullopt;
  if (!value)
    return std::nullopt;
  return std::make_pair(*value, type);
}

/// Whether `x` is +-2^k with 2^-k a normal number of its type too: then x
/// and 1/x are both exact, and dividing by x, multiplying by 1/x, or scaling
/// by either give the same correctly rounded result for every input.
static bool isPowerOfTwoWithExactInverse(const llvm::APFloat &x) {
  llvm::APFloat inverse = x;
  return x.isNormal() && x.getExactInverse(&inverse);
}

static std::string describeBody(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.getBlock())
    return "not a linalg body";
  auto yield = dyn_cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return "a body with several results";
  Value v = yield.getOperand(0);
  if (isa<BlockArgument>(v))
    return "a copy of a block argument";
  Operation *def = v.getDefiningOp();
  std::string text = def->getName().getStringRef().str();
  SmallVector<std::string> inner;
  for (Value operand : def->getOperands())
    if (Operation *d = operand.getDefiningOp();
        d && d->getBlock() == linalgOp.getBlock())
      inner.push_back(d->getName().getStringRef().str());
  if (!inner.empty())
    text += "(" + llvm::join(inner, ", ") + ")";
  return text;
}

std::optional<llvm::StringMap<Value>>
kmatch::detail::matchBodyIs(Operation *op, StringRef spec, std::string *hint) {
  std::optional<BodyMatcher> m = matchBodyTree(op, spec, hint);
  if (!m)
    return std::nullopt;
  return std::move(m->scalars);
}

bool kmatch::detail::parsesAsBodyExpr(StringRef spec) {
  return parseBodyExpr(spec).has_value();
}

//===----------------------------------------------------------------------===//
// Natives
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult bodyMatches(PatternRewriter &, Operation *op,
                                 StringAttr spec) {
  if (matchBody(op, spec.getValue()))
    return success();
  if (rejectionReasonWanted())
    setRejectionReason("body is " + describeBody(op) + ", expected " +
                       spec.getValue());
  return failure();
}

static FailureOr<Value> bodyScale(PatternRewriter &rewriter, Operation *op,
                                  StringAttr spec, StringAttr name) {
  std::optional<llvm::StringMap<SmallVector<Value>>> scales =
      matchBody(op, spec.getValue());
  if (!scales)
    return failure();
  auto it = scales->find(name.getValue());
  ArrayRef<Value> scalars =
      it == scales->end() ? ArrayRef<Value>() : it->second;
  return materializeScale(rewriter, op, scalars,
                          kmatch::detail::outputElementType(op));
}

static LogicalResult bodyIs(PatternRewriter &, Operation *op, StringAttr spec) {
  std::string hint;
  if (matchBodyTree(op, spec.getValue(), &hint))
    return success();
  setRejectionReason(hint.empty() ? "body does not compute " + spec.getValue()
                                  : hint);
  return failure();
}

static LogicalResult firstResultBodyIs(PatternRewriter &, Operation *op,
                                       StringAttr spec) {
  std::string hint;
  if (matchBodyTree(op, spec.getValue(), &hint, /*firstResult=*/true))
    return success();
  setRejectionReason(
      hint.empty() ? "first result does not compute " + spec.getValue() : hint);
  return failure();
}

static FailureOr<Attribute> bodyScalarParams(PatternRewriter &rewriter,
                                             Operation *op, StringAttr spec,
                                             ArrayAttr names) {
  std::optional<BodyMatcher> m = matchBodyTree(op, spec.getValue());
  if (!m)
    return failure();
  SmallVector<NamedAttribute> params;
  for (Attribute a : names) {
    auto name = dyn_cast<StringAttr>(a);
    // Folded through truncf/extf: eps is the f32 the body adds.
    std::optional<llvm::APFloat> value =
        name ? kmatch::detail::foldedFloatConstant(m->scalars[name.getValue()])
             : std::nullopt;
    if (!value)
      return failure();
    params.push_back(rewriter.getNamedAttr(
        name.getValue(), rewriter.getF32FloatAttr(value->convertToDouble())));
  }
  return Attribute(rewriter.getDictionaryAttr(params));
}

static LogicalResult bodyConstantIsPowerOfTwo(PatternRewriter &, Operation *op,
                                              StringAttr spec,
                                              StringAttr name) {
  auto c = bodyConstant(op, spec, name);
  if (c && isPowerOfTwoWithExactInverse(c->first))
    return success();
  if (c) {
    SmallString<16> text;
    c->first.toString(text);
    setRejectionReason("the constant " + text +
                       " is not a power of two with an exact inverse");
  }
  return failure();
}

static LogicalResult bodyConstantIsNumber(PatternRewriter &, Operation *op,
                                          StringAttr spec, StringAttr name) {
  auto c = bodyConstant(op, spec, name);
  if (c && !c->first.isNaN())
    return success();
  if (c)
    setRejectionReason("the constant #" + name.getValue() + " is NaN");
  return failure();
}

static FailureOr<Value> bodyConstantNative(PatternRewriter &rewriter,
                                           Operation *op, StringAttr spec,
                                           StringAttr name, BoolAttr inverse) {
  auto c = bodyConstant(op, spec, name);
  if (!c)
    return failure();
  llvm::APFloat value = c->first;
  if (inverse.getValue() && (!isPowerOfTwoWithExactInverse(c->first) ||
                             !c->first.getExactInverse(&value)))
    return failure();
  return kernel::scalarConstant(rewriter, op->getLoc(),
                                FloatAttr::get(c->second, value));
}

void kmatch::registerBodyNatives(NativeLibrary &lib) {
  lib.addConstraint("BodyMatches", bodyMatches);
  lib.addRewrite("BodyScale", bodyScale);
  lib.addConstraint("BodyIs", bodyIs);
  lib.addConstraint("FirstResultBodyIs", firstResultBodyIs);
  lib.addRewrite("BodyScalarParams", bodyScalarParams);
  lib.addConstraint("BodyConstantIsPowerOfTwo", bodyConstantIsPowerOfTwo);
  lib.addConstraint("BodyConstantIsNumber", bodyConstantIsNumber);
  lib.addRewrite("BodyConstant", bodyConstantNative);

  NativeArgValidator sumOfProducts = stringSpecValidator(
      [](StringRef spec) { return parseBodySpec(spec) != nullptr; },
      "a body spec such as \"out + $alpha*in0*in1\"");
  for (StringRef name : {"BodyMatches", "BodyScale"})
    lib.addValidator(name, 1, sumOfProducts);
  NativeArgValidator alternatives = stringSpecValidator(
      [](StringRef spec) {
        SmallVector<StringRef> alts;
        spec.split(alts, '|');
        return llvm::all_of(
            alts, [](StringRef alt) { return parseBodyExpr(alt).has_value(); });
      },
      "scalar expressions separated by |, such as \"max(in0, 0)\"");
  for (StringRef name :
       {"BodyIs", "BodyScalarParams", "BodyConstantIsPowerOfTwo",
        "BodyConstantIsNumber", "BodyConstant"})
    lib.addValidator(name, 1, alternatives);
  // Body matching walks the payload: after the cheaper checks.
  for (StringRef name : {"BodyMatches", "BodyIs"}) {
    lib.markBodyCheck(name);
    lib.markLateCheck(name);
  }
}
