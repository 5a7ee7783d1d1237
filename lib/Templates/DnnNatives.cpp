//===- DnnNatives.cpp - Native constraints for the DNN templates -*- C++ -*-===//
//
// What the DNN templates (patterns/conv*.pdll, pool.pdll, ...) cannot say in
// PDLL: that a linalg op's indexing maps are a 2-D convolution or pooling
// window (and with which strides and dilations), that a body computes a given
// scalar expression (BodyIs), which activation an epilogue applies, and the
// rewrite-time folds (padding into the launch, batchnorm into the filter).
//
// Every recognizer works on the LinalgOp interface, so one template covers a
// named op (linalg.conv_2d_nchw_fchw) and its linalg.generic form alike.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativeLibrary.h"
#include "NativeHelpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringMap.h"

#include "kmatch_window.h"

#include <cmath>
#include <optional>
#include <vector>

using namespace mlir;
using namespace kmatch;

namespace {

//===----------------------------------------------------------------------===//
// Argument helpers
//===----------------------------------------------------------------------===//

using kmatch::detail::attrArg;
using kmatch::detail::opArg;
using kmatch::detail::valueArg;

StringRef stringArg(ArrayRef<PDLValue> args, unsigned i) {
  auto s = dyn_cast_or_null<StringAttr>(attrArg(args, i));
  return s ? s.getValue() : StringRef();
}

//===----------------------------------------------------------------------===//
// BodyIs: scalar expressions over the block arguments
//===----------------------------------------------------------------------===//

/// A parsed body expression. Add and Mul are n-ary and match any association
/// and order of arith.addf / arith.mulf; Max and Min are commutative.
struct Expr {
  enum Kind { Add, Mul, Sub, Div, Neg, Max, Min, Call, Arg, Num, Scalar } kind;
  std::vector<Expr> ops;
  std::string name; // Call: function; Scalar: binding name
  bool constant = false; // Scalar written #name: must be a constant
  int arg = 0;      // Arg: input index, -1 for out
  double num = 0;   // Num
  bool approx = false; // Num written ~x: equal within 1e-6 relative
};

class ExprParser {
public:
  explicit ExprParser(StringRef text) : s(text) {}

  std::optional<Expr> parse() {
    std::optional<Expr> e = sum();
    skip();
    if (!e || !s.empty())
      return std::nullopt;
    return e;
  }

private:
  StringRef s;

  void skip() { s = s.ltrim(); }
  bool eat(StringRef tok) {
    skip();
    return s.consume_front(tok);
  }

  std::optional<Expr> sum() {
    std::optional<Expr> lhs = product();
    if (!lhs)
      return std::nullopt;
    while (true) {
      if (eat("+")) {
        std::optional<Expr> rhs = product();
        if (!rhs)
          return std::nullopt;
        lhs = nary(Expr::Add, std::move(*lhs), std::move(*rhs));
      } else if (eat("-")) {
        std::optional<Expr> rhs = product();
        if (!rhs)
          return std::nullopt;
        Expr e{Expr::Sub, {std::move(*lhs), std::move(*rhs)}};
        lhs = std::move(e);
      } else {
        return lhs;
      }
    }
  }

  std::optional<Expr> product() {
    std::optional<Expr> lhs = unary();
    if (!lhs)
      return std::nullopt;
    while (true) {
      if (eat("*")) {
        std::optional<Expr> rhs = unary();
        if (!rhs)
          return std::nullopt;
        lhs = nary(Expr::Mul, std::move(*lhs), std::move(*rhs));
      } else if (eat("/")) {
        std::optional<Expr> rhs = unary();
        if (!rhs)
          return std::nullopt;
        Expr e{Expr::Div, {std::move(*lhs), std::move(*rhs)}};
        lhs = std::move(e);
      } else {
        return lhs;
      }
    }
  }

  static Expr nary(Expr::Kind kind, Expr lhs, Expr rhs) {
    Expr e{kind, {}};
    for (Expr *side : {&lhs, &rhs}) {
      if (side->kind == kind)
        for (Expr &o : side->ops)
          e.ops.push_back(std::move(o));
      else
        e.ops.push_back(std::move(*side));
    }
    return e;
  }

  std::optional<Expr> unary() {
    if (eat("-")) {
      std::optional<Expr> e = unary();
      if (!e)
        return std::nullopt;
      Expr n{Expr::Neg, {std::move(*e)}};
      return n;
    }
    return atom();
  }

  std::optional<Expr> atom() {
    skip();
    if (eat("(")) {
      std::optional<Expr> e = sum();
      if (!e || !eat(")"))
        return std::nullopt;
      return e;
    }
    bool isConstant = false;
    if (eat("$") || (isConstant = eat("#"))) {
      StringRef id = s.take_while([](char c) { return isalnum(c) || c == '_'; });
      if (id.empty())
        return std::nullopt;
      s = s.drop_front(id.size());
      Expr e{Expr::Scalar, {}};
      e.name = id.str();
      e.constant = isConstant;
      return e;
    }
    bool approx = eat("~");
    skip();
    if (!s.empty() && (isdigit(s.front()) || s.front() == '.')) {
      StringRef lit = s.take_while(
          [](char c) { return isdigit(c) || c == '.' || c == 'e'; });
      s = s.drop_front(lit.size());
      Expr e{Expr::Num, {}};
      if (lit.getAsDouble(e.num))
        return std::nullopt;
      e.approx = approx;
      return e;
    }
    if (approx)
      return std::nullopt;
    StringRef id = s.take_while([](char c) { return isalnum(c) || c == '_'; });
    if (id.empty())
      return std::nullopt;
    s = s.drop_front(id.size());
    if (id == "out") {
      Expr e{Expr::Arg, {}};
      e.arg = -1;
      return e;
    }
    if (id.starts_with("in")) {
      Expr e{Expr::Arg, {}};
      if (id.drop_front(2).getAsInteger(10, e.arg))
        return std::nullopt;
      return e;
    }
    static const char *const functions[] = {"max", "min",  "sqrt",
                                            "rsqrt", "tanh", "erf"};
    if (!llvm::is_contained(functions, id) || !eat("("))
      return std::nullopt;
    Expr e{Expr::Call, {}};
    e.name = id.str();
    do {
      std::optional<Expr> a = sum();
      if (!a)
        return std::nullopt;
      e.ops.push_back(std::move(*a));
    } while (eat(","));
    if (!eat(")"))
      return std::nullopt;
    unsigned arity = (id == "max" || id == "min") ? 2 : 1;
    if (e.ops.size() != arity)
      return std::nullopt;
    if (id == "max" || id == "min")
      e.kind = id == "max" ? Expr::Max : Expr::Min;
    return e;
  }
};

/// Matches values of one linalg body against an Expr.
class BodyMatcher {
public:
  BodyMatcher(linalg::LinalgOp op) : op(op), body(op.getBlock()) {}

  llvm::StringMap<Value> scalars;
  /// Set when a `#name` constant met a value that is almost one (an f64
  /// constant truncated to f32): why the body did not match.
  std::string hint;

  bool match(const Expr &e, Value v) {
    switch (e.kind) {
    case Expr::Arg: {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != body)
        return false;
      unsigned numInputs = op.getNumDpsInputs();
      int index = arg.getArgNumber() == numInputs + 0 &&
                          op.getNumDpsInits() == 1
                      ? -1
                      : static_cast<int>(arg.getArgNumber());
      return index == e.arg;
    }
    case Expr::Num: {
      FloatAttr attr;
      if (!matchPattern(v, m_Constant(&attr)))
        return false;
      double got = attr.getValueAsDouble();
      if (!e.approx) {
        // Exact: the literal rounded to the body's type.
        llvm::APFloat want(e.num);
        bool lost;
        want.convert(attr.getValue().getSemantics(),
                     llvm::APFloat::rmNearestTiesToEven, &lost);
        return want.compare(attr.getValue()) == llvm::APFloat::cmpEqual;
      }
      return std::fabs(got - e.num) <= 1e-6 * std::fabs(e.num);
    }
    case Expr::Scalar: {
      if (e.constant && !matchPattern(v, m_Constant())) {
        noteTruncatedConstant(e.name, v);
        return false;
      }
      if (!isInvariant(v))
        return false;
      auto [it, inserted] = scalars.try_emplace(e.name, v);
      return inserted || kmatch::detail::sameScalar(it->second, v);
    }
    case Expr::Add:
      return matchNary<arith::AddFOp>(e, v);
    case Expr::Mul:
      return matchNary<arith::MulFOp>(e, v);
    case Expr::Sub:
      return matchBinary<arith::SubFOp>(e, v, /*commutative=*/false);
    case Expr::Div:
      return matchBinary<arith::DivFOp>(e, v, false);
    case Expr::Neg: {
      auto neg = inBody<arith::NegFOp>(v);
      return neg && match(e.ops[0], neg.getOperand());
    }
    case Expr::Max:
      // maximumf propagates NaN, as does select(x >u y, x, y) for relu; the
      // libraries' max and relu do too. maxnumf does not, so it is not max.
      return matchBinary<arith::MaximumFOp>(e, v, true) ||
             matchSelect(e, v, {arith::CmpFPredicate::UGT,
                                arith::CmpFPredicate::UGE});
    case Expr::Min:
      return matchBinary<arith::MinimumFOp>(e, v, true) ||
             matchSelect(e, v, {arith::CmpFPredicate::ULT,
                                arith::CmpFPredicate::ULE});
    case Expr::Call:
      if (e.name == "sqrt")
        return matchUnary<math::SqrtOp>(e, v);
      if (e.name == "rsqrt")
        return matchUnary<math::RsqrtOp>(e, v);
      if (e.name == "tanh")
        return matchUnary<math::TanhOp>(e, v);
      if (e.name == "erf")
        return matchUnary<math::ErfOp>(e, v);
      return false;
    }
    return false;
  }

private:
  linalg::LinalgOp op;
  Block *body;

  /// Sets `hint` when `v` is arith.truncf of a float constant (torch-mlir
  /// writes eps as an f64 constant truncated in the body).
  void noteTruncatedConstant(StringRef name, Value v) {
    auto trunc = v.getDefiningOp<arith::TruncFOp>();
    FloatAttr wide;
    if (!trunc || !matchPattern(trunc.getIn(), m_Constant(&wide)))
      return;
    std::string from, to;
    llvm::raw_string_ostream(from) << wide.getType();
    llvm::raw_string_ostream(to) << trunc.getType();
    hint = name.str() + " is an " + from + " constant truncated to " + to +
           ", expected an " + to + " constant";
  }

  template <typename OpTy>
  OpTy inBody(Value v) {
    auto def = v.getDefiningOp<OpTy>();
    return def && def->getBlock() == body ? def : OpTy();
  }

  bool isInvariant(Value v) {
    return v.getType().isIntOrFloat() && kmatch::detail::isInvariant(v, op);
  }

  template <typename OpTy>
  bool matchUnary(const Expr &e, Value v) {
    auto def = inBody<OpTy>(v);
    return def && match(e.ops[0], def->getOperand(0));
  }

  template <typename OpTy>
  bool matchBinary(const Expr &e, Value v, bool commutative) {
    auto def = inBody<OpTy>(v);
    if (!def)
      return false;
    Value l = def->getOperand(0), r = def->getOperand(1);
    auto saved = scalars;
    if (match(e.ops[0], l) && match(e.ops[1], r))
      return true;
    scalars = saved;
    if (commutative && match(e.ops[0], r) && match(e.ops[1], l))
      return true;
    scalars = saved;
    return false;
  }

  bool matchSelect(const Expr &e, Value v,
                   ArrayRef<arith::CmpFPredicate> preds) {
    auto sel = inBody<arith::SelectOp>(v);
    if (!sel)
      return false;
    auto cmp = inBody<arith::CmpFOp>(sel.getCondition());
    if (!cmp || !llvm::is_contained(preds, cmp.getPredicate()) ||
        cmp.getLhs() != sel.getTrueValue() ||
        cmp.getRhs() != sel.getFalseValue())
      return false;
    auto saved = scalars;
    Value a = sel.getTrueValue(), b = sel.getFalseValue();
    if (match(e.ops[0], a) && match(e.ops[1], b))
      return true;
    scalars = saved;
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

  template <typename OpTy>
  bool matchNary(const Expr &e, Value v) {
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
      auto saved = scalars;
      if (match(e.ops[next], leaves[i])) {
        taken[i] = true;
        if (assign(e, leaves, next + 1, taken))
          return true;
        taken[i] = false;
      }
      scalars = saved;
    }
    return false;
  }
};

/// Matches the body of a one-output linalg op against the first alternative
/// of `spec` it computes. A body with an op that has memory effects or does
/// not feed the yield never matches (bodyIsPureDataflow). On failure, sets
/// `hint`, if given and known, to why.
std::optional<BodyMatcher> matchBodyIs(Operation *operation, StringRef spec,
                                       std::string *hint = nullptr) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (!op || op.getNumDpsInits() != 1 || !op.getBlock() ||
      operation->getNumRegions() != 1)
    return std::nullopt;
  if (!kmatch::detail::bodyIsPureDataflow(*op.getBlock())) {
    if (hint)
      *hint = "the body has an op with memory effects or one that does not "
              "feed the yield";
    return std::nullopt;
  }
  auto yield = dyn_cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  // Index reads make a body position-dependent: never the kernel.
  for (Operation &inner : *op.getBlock()) {
    if (!isa<linalg::IndexOp>(inner))
      continue;
    if (hint)
      *hint = "the body reads linalg.index";
    return std::nullopt;
  }
  SmallVector<StringRef> alternatives;
  spec.split(alternatives, '|');
  for (StringRef alt : alternatives) {
    std::optional<Expr> e = ExprParser(alt).parse();
    if (!e)
      continue;
    BodyMatcher m(op);
    if (m.match(*e, yield.getOperand(0)))
      return m;
    if (hint && hint->empty())
      *hint = m.hint;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Sliding-window indexing (convolution and pooling)
//===----------------------------------------------------------------------===//

/// `oh * stride + kh * dilation` with oh and kh loop dims.
struct WindowExpr {
  unsigned outDim, kernelDim;
  int64_t stride, dilation;
};

/// One term `d` or `d * c` (c > 0).
static std::optional<std::pair<unsigned, int64_t>> dimTerm(AffineExpr e) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return std::make_pair(d.getPosition(), int64_t(1));
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || bin.getKind() != AffineExprKind::Mul)
    return std::nullopt;
  AffineExpr l = bin.getLHS(), r = bin.getRHS();
  if (isa<AffineConstantExpr>(l))
    std::swap(l, r);
  auto d = dyn_cast<AffineDimExpr>(l);
  auto c = dyn_cast<AffineConstantExpr>(r);
  if (!d || !c || c.getValue() <= 0)
    return std::nullopt;
  return std::make_pair(d.getPosition(), c.getValue());
}

/// Parses `a * s + b * t` into (dim a, s), (dim b, t), in written order.
static std::optional<std::array<std::pair<unsigned, int64_t>, 2>>
twoTerms(AffineExpr e) {
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || bin.getKind() != AffineExprKind::Add)
    return std::nullopt;
  auto a = dimTerm(bin.getLHS()), b = dimTerm(bin.getRHS());
  if (!a || !b)
    return std::nullopt;
  return std::array<std::pair<unsigned, int64_t>, 2>{*a, *b};
}

static std::optional<unsigned> dimOf(AffineExpr e) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return d.getPosition();
  return std::nullopt;
}

/// The loop roles of a 2-D sliding-window op.
struct WindowOp {
  bool nhwc = false;
  int64_t strideH = 1, strideW = 1, dilationH = 1, dilationW = 1;
  /// The loops of the output's H and W and of the window's H and W.
  unsigned ohDim = 0, owDim = 0, khDim = 0, kwDim = 0;
};

enum class WindowKind { Conv, Depthwise, Pool };

/// Recognizes conv (x, w -> y), depthwise conv (x, w -> y) and pooling
/// (x, window -> y) indexing, NCHW or NHWC. On failure, `why` says what was
/// off.
static std::optional<WindowOp> matchWindow(Operation *operation,
                                           WindowKind kind, StringRef layout,
                                           std::string &why) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (!op || op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1) {
    why = "not a linalg op with two inputs and one output";
    return std::nullopt;
  }
  if (layout != "nchw" && layout != "nhwc") {
    why = "unknown layout '" + layout.str() + "'";
    return std::nullopt;
  }
  bool nhwc = layout == "nhwc";
  unsigned wantLoops = kind == WindowKind::Conv ? 7 : 6;
  unsigned filterRank = kind == WindowKind::Conv        ? 4
                        : kind == WindowKind::Depthwise ? 3
                                                        : 2;
  if (op.getNumLoops() != wantLoops) {
    why = "has " + std::to_string(op.getNumLoops()) + " loops, expected " +
          std::to_string(wantLoops);
    return std::nullopt;
  }
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[0].getNumResults() != 4 || maps[1].getNumResults() != filterRank ||
      maps[2].getNumResults() != 4 || maps[0].getNumSymbols() != 0) {
    why = "operand ranks are not 4, " + std::to_string(filterRank) + ", 4";
    return std::nullopt;
  }
  // Output: n, c|f, oh, ow in layout order.
  std::optional<unsigned> n, f, oh, ow;
  AffineMap out = maps[2];
  n = dimOf(out.getResult(0));
  if (nhwc) {
    oh = dimOf(out.getResult(1)), ow = dimOf(out.getResult(2));
    f = dimOf(out.getResult(3));
  } else {
    f = dimOf(out.getResult(1));
    oh = dimOf(out.getResult(2)), ow = dimOf(out.getResult(3));
  }
  if (!n || !f || !oh || !ow) {
    why = "output is not indexed by plain loops in " + layout.str() + " order";
    return std::nullopt;
  }
  // Input: n, c, oh*sh + kh*dh, ow*sw + kw*dw in layout order.
  AffineMap in = maps[0];
  std::optional<unsigned> inN = dimOf(in.getResult(0));
  std::optional<unsigned> c =
      dimOf(in.getResult(nhwc ? 3 : 1)); // reduction for conv, = f otherwise
  auto hTerms = twoTerms(in.getResult(nhwc ? 1 : 2));
  auto wTerms = twoTerms(in.getResult(nhwc ? 2 : 3));
  if (!inN || !c || !hTerms || !wTerms || *inN != *n) {
    why = "input is not indexed as a sliding window in " + layout.str() +
          " order";
    return std::nullopt;
  }
  auto split = [&](std::array<std::pair<unsigned, int64_t>, 2> t,
                   unsigned outDim) -> std::optional<WindowExpr> {
    if (t[1].first == outDim)
      std::swap(t[0], t[1]);
    if (t[0].first != outDim || t[1].first == outDim)
      return std::nullopt;
    return WindowExpr{outDim, t[1].first, t[0].second, t[1].second};
  };
  std::optional<WindowExpr> h = split(*hTerms, *oh), w = split(*wTerms, *ow);
  if (!h || !w) {
    why = "input's spatial indices are not oh*stride + kh*dilation";
    return std::nullopt;
  }
  // Filter / window.
  AffineMap filt = maps[1];
  SmallVector<std::optional<unsigned>> fd;
  for (AffineExpr e : filt.getResults())
    fd.push_back(dimOf(e));
  SmallVector<unsigned> want;
  switch (kind) {
  case WindowKind::Conv:
    if (*c == *f) {
      why = "input channel and output channel are the same loop";
      return std::nullopt;
    }
    if (nhwc)
      want = {h->kernelDim, w->kernelDim, *c, *f};
    else
      want = {*f, *c, h->kernelDim, w->kernelDim};
    break;
  case WindowKind::Depthwise:
  case WindowKind::Pool:
    if (*c != *f) {
      why = "input and output channels are different loops";
      return std::nullopt;
    }
    if (kind == WindowKind::Depthwise)
      want = nhwc ? SmallVector<unsigned>{h->kernelDim, w->kernelDim, *c}
                  : SmallVector<unsigned>{*c, h->kernelDim, w->kernelDim};
    else
      want = {h->kernelDim, w->kernelDim};
    break;
  }
  for (auto [got, expected] : llvm::zip_equal(fd, want))
    if (!got || *got != expected) {
      why = kind == WindowKind::Pool
                ? "window operand is not indexed (kh, kw)"
                : "filter is not indexed in " +
                      std::string(nhwc ? (kind == WindowKind::Conv ? "HWCF"
                                                                   : "HWC")
                                       : (kind == WindowKind::Conv ? "FCHW"
                                                                   : "CHW")) +
                      " order";
      return std::nullopt;
    }
  // Every loop appears exactly once in its role; parallel/reduction right.
  SmallVector<unsigned> parallel = {*n, *f, *oh, *ow};
  SmallVector<unsigned> reduction = {h->kernelDim, w->kernelDim};
  if (kind == WindowKind::Conv)
    reduction.push_back(*c);
  llvm::SmallDenseSet<unsigned> seen;
  for (unsigned d : llvm::concat<unsigned>(parallel, reduction))
    if (!seen.insert(d).second) {
      why = "a loop plays two roles";
      return std::nullopt;
    }
  auto iters = op.getIteratorTypesArray();
  for (unsigned d : parallel)
    if (iters[d] != utils::IteratorType::parallel) {
      why = "an output loop is not parallel";
      return std::nullopt;
    }
  for (unsigned d : reduction)
    if (iters[d] != utils::IteratorType::reduction) {
      why = "a window loop is not a reduction";
      return std::nullopt;
    }
  WindowOp result;
  result.nhwc = nhwc;
  result.strideH = h->stride, result.dilationH = h->dilation;
  result.strideW = w->stride, result.dilationW = w->dilation;
  result.ohDim = h->outDim, result.owDim = w->outDim;
  result.khDim = h->kernelDim, result.kwDim = w->kernelDim;
  return result;
}

DictionaryAttr windowParams(MLIRContext *ctx, const WindowOp &w,
                            ArrayRef<NamedAttribute> extra = {}) {
  Builder b(ctx);
  SmallVector<NamedAttribute> attrs = {
      b.getNamedAttr("layout", b.getI32IntegerAttr(w.nhwc ? 1 : 0)),
      b.getNamedAttr("stride_h", b.getI64IntegerAttr(w.strideH)),
      b.getNamedAttr("stride_w", b.getI64IntegerAttr(w.strideW)),
      b.getNamedAttr("dilation_h", b.getI64IntegerAttr(w.dilationH)),
      b.getNamedAttr("dilation_w", b.getI64IntegerAttr(w.dilationW)),
      b.getNamedAttr("pad_top", b.getI64IntegerAttr(0)),
      b.getNamedAttr("pad_left", b.getI64IntegerAttr(0)),
      b.getNamedAttr("pad_bottom", b.getI64IntegerAttr(0)),
      b.getNamedAttr("pad_right", b.getI64IntegerAttr(0))};
  attrs.append(extra.begin(), extra.end());
  return b.getDictionaryAttr(attrs);
}

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

struct Activation {
  int32_t code; // 0 none, 1 relu, 2 clamp, 3 gelu tanh, 4 gelu erf
  double lo = 0, hi = 0;
};

/// The activation an elementwise body applies to `x` (an expression over the
/// block arguments, e.g. "in0" or "in0 + in1").
std::optional<Activation> classifyActivation(Operation *op, StringRef x) {
  // The libraries' relu and clip turn a NaN into 0 where the IR's maximumf
  // propagates it; a module marked kmatch.nan_exact keeps them unfused.
  bool nanExact = kmatch::detail::isNanExact(op);
  std::string X = "(" + x.str() + ")";
  if (!nanExact && matchBodyIs(op, "max(" + X + ", 0)"))
    return Activation{1};
  if (std::optional<BodyMatcher> m =
          nanExact ? std::nullopt
                   : matchBodyIs(op, "min(max(" + X + ", $lo), $hi)")) {
    FloatAttr lo, hi;
    if (matchPattern(m->scalars["lo"], m_Constant(&lo)) &&
        matchPattern(m->scalars["hi"], m_Constant(&hi)) &&
        lo.getValueAsDouble() <= hi.getValueAsDouble())
      return Activation{2, lo.getValueAsDouble(), hi.getValueAsDouble()};
    return std::nullopt;
  }
  // GELU, tanh form: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
  std::string tanhForm =
      "0.5 * " + X + " * (1 + tanh(~0.7978845608 * (" + X + " + 0.044715 * " +
      X + " * " + X + " * " + X + ")))";
  if (matchBodyIs(op, tanhForm))
    return Activation{3};
  // GELU, erf form: 0.5 x (1 + erf(x / sqrt(2))).
  std::string erfForm = "0.5 * " + X + " * (1 + erf(" + X +
                        " * ~0.7071067812)) | 0.5 * " + X + " * (1 + erf(" +
                        X + " / ~1.4142135624))";
  if (matchBodyIs(op, erfForm))
    return Activation{4};
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

/// A tensor.pad that pads only the spatial dims of a 4-D NCHW/NHWC tensor by
/// static amounts with the constant `value` (compared exactly; -inf allowed).
std::optional<std::array<int64_t, 4>>
spatialPad(Operation *operation, int64_t layout, double value) {
  auto pad = dyn_cast_or_null<tensor::PadOp>(operation);
  if (!pad || pad.getSourceType().getRank() != 4 || pad.getNofold())
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
  unsigned hDim = layout == 1 ? 1 : 2, wDim = hDim + 1;
  for (unsigned d = 0; d < 4; ++d) {
    if (ShapedType::isDynamic(low[d]) || ShapedType::isDynamic(high[d]) ||
        low[d] < 0 || high[d] < 0)
      return std::nullopt;
    if (d != hDim && d != wDim && (low[d] != 0 || high[d] != 0))
      return std::nullopt;
  }
  return std::array<int64_t, 4>{low[hDim], low[wDim], high[hDim], high[wDim]};
}

int64_t intParam(Operation *op, StringRef name) {
  auto attr = op ? op->getAttrOfType<IntegerAttr>(name) : IntegerAttr();
  return attr ? attr.getInt() : 0;
}

//===----------------------------------------------------------------------===//
// Input windows (the rule of runtime/common/kmatch_window.h)
//===----------------------------------------------------------------------===//

using WindowDim = kmatch_window_dim;

/// What kmatch_window_fit_hw decided for H and W, with the extents read and
/// the high pads reached when both fit.
struct WindowFit : kmatch_window_fit_result {
  kmatch_window_status status = KMATCH_WINDOW_INVALID;
};

static WindowFit fitWindow(const std::array<WindowDim, 2> &dims) {
  WindowFit fit{};
  fit.status = kmatch_window_fit_hw(dims.data(), &fit);
  return fit;
}

static const char *windowStatusText(kmatch_window_status status) {
  switch (status) {
  case KMATCH_WINDOW_OK:
    return "fits";
  case KMATCH_WINDOW_INVALID:
    return "has an out-of-range kernel, stride, dilation, pad or extent";
  case KMATCH_WINDOW_TOO_SMALL:
    return "reaches past the end of the (padded) input";
  case KMATCH_WINDOW_READS_NO_INPUT:
    return "reads only padding, no input element";
  }
  return "is not expressible";
}

static bool allStatic(ArrayRef<int64_t> sizes) {
  return llvm::none_of(sizes, ShapedType::isDynamic);
}

/// The H and W window of a linalg conv or pool accepted by matchWindow, with
/// no padding: std::nullopt where an extent is dynamic (the shims fit those at
/// run time).
static std::optional<std::array<WindowDim, 2>>
opWindow(linalg::LinalgOp op, const WindowOp &w) {
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  auto x = dyn_cast<ShapedType>(op.getDpsInputOperand(0)->get().getType());
  if (!x || !x.hasRank() || x.getRank() != 4)
    return std::nullopt;
  unsigned hDim = w.nhwc ? 1 : 2;
  std::array<WindowDim, 2> dims = {
      WindowDim{x.getDimSize(hDim), 0, 0, loops[w.khDim], w.strideH,
                w.dilationH, loops[w.ohDim]},
      WindowDim{x.getDimSize(hDim + 1), 0, 0, loops[w.kwDim], w.strideW,
                w.dilationW, loops[w.owDim]}};
  for (const WindowDim &d : dims)
    if (!allStatic({d.in, d.kernel, d.out}))
      return std::nullopt;
  return dims;
}

/// Whether the window of a linalg conv or pool is one a library call can
/// compute exactly (after trimming and cropping); dynamic extents pass.
static bool opWindowFits(Operation *op, const WindowOp &w, std::string &why) {
  std::optional<std::array<WindowDim, 2>> dims =
      opWindow(cast<linalg::LinalgOp>(op), w);
  if (!dims)
    return true;
  kmatch_window_status status = fitWindow(*dims).status;
  if (status == KMATCH_WINDOW_OK)
    return true;
  why = std::string("the window ") + windowStatusText(status);
  return false;
}

/// The kernels whose operand 0 is a 4-D input read through a sliding window.
static bool isWindowKernel(StringRef callee) {
  return llvm::is_contained({"conv2d", "depthwise_conv2d", "conv2d_bias_act",
                             "conv2d_bias_add_act", "conv2d_bn_act",
                             "conv2d_bn_add_act", "maxpool2d", "avgpool2d"},
                            callee);
}

/// The H and W window of a conv or pool launch (x is operand 0, y the last;
/// the kernel size comes from the filter, operand 1, or kernel_h/kernel_w),
/// std::nullopt for another launch or where an extent is dynamic.
static std::optional<std::array<WindowDim, 2>> launchWindow(Operation *launch) {
  auto callee =
      launch ? launch->getAttrOfType<FlatSymbolRefAttr>("callee") : nullptr;
  if (!callee || !isWindowKernel(callee.getValue()))
    return std::nullopt;
  StringRef k = callee.getValue();
  bool pool = k.ends_with("pool2d");
  if (launch->getNumOperands() < (pool ? 2u : 3u))
    return std::nullopt;
  int64_t layout = intParam(launch, "layout");
  if (layout != 0 && layout != 1)
    return std::nullopt;
  auto x = dyn_cast<ShapedType>(launch->getOperand(0).getType());
  auto y = dyn_cast<ShapedType>(launch->getOperands().back().getType());
  if (!x || !y || !x.hasRank() || !y.hasRank() || x.getRank() != 4 ||
      y.getRank() != 4)
    return std::nullopt;
  std::array<int64_t, 2> kernel;
  if (pool) {
    kernel = {intParam(launch, "kernel_h"), intParam(launch, "kernel_w")};
  } else {
    auto w = dyn_cast<ShapedType>(launch->getOperand(1).getType());
    int64_t rank = k == "depthwise_conv2d" ? 3 : 4;
    if (!w || !w.hasRank() || w.getRank() != rank)
      return std::nullopt;
    unsigned kh = layout == 1 ? 0 : rank - 2;
    kernel = {w.getDimSize(kh), w.getDimSize(kh + 1)};
  }
  unsigned hDim = layout == 1 ? 1 : 2;
  std::array<WindowDim, 2> dims = {
      WindowDim{x.getDimSize(hDim), intParam(launch, "pad_top"),
                intParam(launch, "pad_bottom"), kernel[0],
                intParam(launch, "stride_h"),
                pool ? 1 : intParam(launch, "dilation_h"),
                y.getDimSize(hDim)},
      WindowDim{x.getDimSize(hDim + 1), intParam(launch, "pad_left"),
                intParam(launch, "pad_right"), kernel[1],
                intParam(launch, "stride_w"),
                pool ? 1 : intParam(launch, "dilation_w"),
                y.getDimSize(hDim + 1)}};
  for (const WindowDim &d : dims)
    if (!allStatic({d.in, d.kernel, d.out}))
      return std::nullopt;
  return dims;
}

/// A static conv or pool launch whose input (with its padding) is larger
/// than its output reads: the fit that trims it.
static std::optional<WindowFit> launchExcess(Operation *launch) {
  std::optional<std::array<WindowDim, 2>> dims = launchWindow(launch);
  if (!dims)
    return std::nullopt;
  WindowFit fit = fitWindow(*dims);
  if (fit.status != KMATCH_WINDOW_OK)
    return std::nullopt;
  // The rule never grows an extent: a launch has excess when it shrinks one.
  for (unsigned i = 0; i < 2; ++i)
    if (fit.inUsed[i] != (*dims)[i].in ||
        fit.padHiUsed[i] != (*dims)[i].padHi)
      return fit;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Batchnorm folding
//===----------------------------------------------------------------------===//

DenseElementsAttr constantOf(Value v) {
  DenseElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)) ||
      !attr.getElementType().isF32())
    return {};
  return attr;
}

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

/// The fold of a conv2d_bn_* launch (x, w, gamma, beta, mean, var, ..): a
/// 4-D f32 constant filter, f32 constant statistics with one value per
/// output channel, and an f32 eps; std::nullopt otherwise.
std::optional<BatchNormFold> batchNormFold(Operation *launch) {
  auto callee =
      launch ? launch->getAttrOfType<FlatSymbolRefAttr>("callee") : nullptr;
  if (!callee || !callee.getValue().starts_with("conv2d_bn") ||
      launch->getNumOperands() < 7)
    return std::nullopt;
  DenseElementsAttr w = constantOf(launch->getOperand(1));
  DenseElementsAttr gamma = constantOf(launch->getOperand(2));
  DenseElementsAttr beta = constantOf(launch->getOperand(3));
  DenseElementsAttr mean = constantOf(launch->getOperand(4));
  DenseElementsAttr var = constantOf(launch->getOperand(5));
  auto eps = launch->getAttrOfType<FloatAttr>("eps");
  if (!w || !gamma || !beta || !mean || !var || !eps)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(w.getType());
  if (!type || type.getRank() != 4 || !type.hasStaticShape())
    return std::nullopt;
  BatchNormFold fold;
  fold.wType = type;
  fold.hwcf = intParam(launch, "layout") == 1;
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
  auto callee = launch->getAttrOfType<FlatSymbolRefAttr>("callee");
  if (!callee || callee.getValue() != "conv2d" ||
      launch->getNumOperands() != 3)
    return std::nullopt;
  for (StringRef name : {"stride_h", "stride_w"})
    if (intParam(launch, name) != 1)
      return std::nullopt;
  for (StringRef name : {"pad_top", "pad_left", "pad_bottom", "pad_right"})
    if (intParam(launch, name) != 0)
      return std::nullopt;
  Conv1x1Plan plan;
  plan.nhwc = intParam(launch, "layout") == 1;
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
    return !mt ||
           memref::CollapseShapeOp::isGuaranteedCollapsible(mt, groups);
  };
  if (!collapsible(x, plan.xGroups) || !collapsible(w, plan.wGroups) ||
      !collapsible(y, plan.yGroups))
    return std::nullopt;
  return plan;
}

} // namespace

void kmatch::registerDnnNatives(NativeLibrary &lib) {
  auto windowConstraint = [](WindowKind kind, const char *what) {
    return [kind, what](PatternRewriter &, PDLResultList &,
                        ArrayRef<PDLValue> args) -> LogicalResult {
      std::string why;
      StringRef layout = stringArg(args, 1);
      std::optional<WindowOp> w = matchWindow(opArg(args, 0), kind, layout, why);
      if (w && opWindowFits(opArg(args, 0), *w, why))
        return success();
      setRejectionReason(Twine("not a ") + what + " (" + layout + "): " + why);
      return failure();
    };
  };

  lib.addConstraint(
      "IsConv2D",
      "(op, layout) op's indexing is a 2-D convolution: \"nchw\" (x NCHW, w "
      "FCHW, y NFHW) or \"nhwc\" (x NHWC, w HWCF, y NHWC), any strides and "
      "dilations; named conv ops and their generic forms alike",
      windowConstraint(WindowKind::Conv, "2-D convolution"));
  lib.addConstraint(
      "IsDepthwiseConv2D",
      "(op, layout) op's indexing is a depthwise 2-D convolution with channel "
      "multiplier 1: \"nchw\" (w CHW) or \"nhwc\" (w HWC)",
      windowConstraint(WindowKind::Depthwise, "depthwise 2-D convolution"));
  lib.addConstraint(
      "IsPool2D",
      "(op, layout) op's indexing is a 2-D pooling window (x, window -> y), "
      "\"nchw\" or \"nhwc\", dilation 1, a static window operand, and (for "
      "static shapes) an input window a library call can compute exactly",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        std::string why;
        StringRef layout = stringArg(args, 1);
        Operation *op = opArg(args, 0);
        std::optional<WindowOp> w =
            matchWindow(op, WindowKind::Pool, layout, why);
        auto window = w ? dyn_cast<ShapedType>(op->getOperand(1).getType())
                        : ShapedType();
        if (w && (w->dilationH != 1 || w->dilationW != 1))
          why = "dilated pooling (cuDNN has none)";
        else if (w && (!window || !window.hasStaticShape()))
          why = "the window operand's shape is not static";
        else if (w && opWindowFits(op, *w, why))
          return success();
        setRejectionReason("not a 2-D pooling (" + layout + "): " + why);
        return failure();
      });

  lib.addConstraint(
      "BodyIs",
      "(op, spec) the body of a one-output linalg op computes the scalar "
      "expression spec over in0.., out, numbers (~x: within 1e-6), $names "
      "(loop-invariant scalars, equal where repeated), + - * / and max min "
      "sqrt rsqrt tanh erf; + and * match any association and order. "
      "Alternatives separated by |",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        StringRef spec = stringArg(args, 1);
        std::string hint;
        if (op && matchBodyIs(op, spec, &hint))
          return success();
        setRejectionReason(hint.empty() ? "body does not compute " + spec
                                        : hint);
        return failure();
      });

  lib.addConstraint(
      "IsActivation",
      "(op, x) op's body applies relu, clamp (min(max(x, lo), hi), "
      "constants), GELU (tanh form) or GELU (erf form) to the expression x "
      "(\"in0\", \"in0 + in1\", ...)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        StringRef x = stringArg(args, 1);
        if (op && !x.empty() && classifyActivation(op, x))
          return success();
        setRejectionReason("body is not relu, clamp or GELU of " + x);
        return failure();
      });

  lib.addConstraint(
      "IsSpatialPad",
      "(pad, layout, value) pad is a tensor.pad of a 4-D tensor (layout 0 "
      "NCHW, 1 NHWC, an i32 attribute) by static amounts on H and W only, "
      "with the constant `value` (e.g. 0.0, or -inf as 0xFF800000 : f32)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        auto layout = dyn_cast_or_null<IntegerAttr>(attrArg(args, 1));
        auto value = dyn_cast_or_null<FloatAttr>(attrArg(args, 2));
        if (layout && value &&
            spatialPad(opArg(args, 0), layout.getInt(),
                       value.getValueAsDouble()))
          return success();
        setRejectionReason("not a static spatial pad with the wanted value");
        return failure();
      });

  lib.addConstraint(
      "PadFoldFits",
      "(launch, pad) folding the spatial tensor.pad `pad` (operand 0 of the "
      "conv or pool launch) into its pad_* params leaves a window a library "
      "call computes exactly (kmatch_window_fit); dynamic extents pass",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        auto pad = dyn_cast_or_null<tensor::PadOp>(opArg(args, 1));
        std::optional<std::array<WindowDim, 2>> dims = launchWindow(launch);
        if (!pad || !launch || launch->getNumOperands() == 0 ||
            launch->getOperand(0) != pad.getResult())
          return failure();
        if (!dims)
          return success();
        FloatAttr value;
        std::optional<std::array<int64_t, 4>> amounts;
        if (matchPattern(pad.getConstantPaddingValue(), m_Constant(&value)))
          amounts = spatialPad(pad, intParam(launch, "layout"),
                               value.getValueAsDouble());
        auto src = pad.getSourceType();
        if (!amounts) {
          setRejectionReason("not a static spatial pad");
          return failure();
        }
        unsigned hDim = intParam(launch, "layout") == 1 ? 1 : 2;
        for (unsigned i = 0; i < 2; ++i) {
          (*dims)[i].in = src.getDimSize(hDim + i);
          (*dims)[i].padLo += (*amounts)[i];
          (*dims)[i].padHi += (*amounts)[2 + i];
        }
        if (!allStatic({(*dims)[0].in, (*dims)[1].in}))
          return success();
        kmatch_window_status status = fitWindow(*dims).status;
        if (status == KMATCH_WINDOW_OK)
          return success();
        setRejectionReason(Twine("with the pad folded, the window ") +
                           windowStatusText(status));
        return failure();
      });

  lib.addConstraint(
      "WindowHasExcess",
      "(launch) a conv or pool launch with static shapes whose input, with "
      "its padding, is larger than its output reads (kmatch_window_fit)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        return success(launchExcess(opArg(args, 0)).has_value());
      });

  lib.addConstraint(
      "NotNanExact",
      "(op) neither op nor any op enclosing it is marked kmatch.nan_exact",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        if (op && !kmatch::detail::isNanExact(op))
          return success();
        setRejectionReason("kmatch.nan_exact: the library call differs on "
                           "NaN, Inf or signed zeros");
        return failure();
      });

  lib.addConstraint(
      "IsConstantTensor",
      "(v) v is an f32 arith.constant with dense elements",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        return success(static_cast<bool>(constantOf(valueArg(args, 0))));
      });

  lib.addConstraint(
      "StaticDimIs",
      "(v, dim, size) v is a shaped value whose dimension `dim` is statically "
      "`size`",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value v = valueArg(args, 0);
        auto dim = dyn_cast_or_null<IntegerAttr>(attrArg(args, 1));
        auto size = dyn_cast_or_null<IntegerAttr>(attrArg(args, 2));
        auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
        if (!type || !dim || !size || !type.hasRank() ||
            dim.getInt() >= type.getRank() || dim.getInt() < 0)
          return failure();
        return success(type.getDimSize(dim.getInt()) == size.getInt());
      });

  lib.addConstraint(
      "IsAvgPoolDivisor",
      "(div, window) div's body is in0 / K or in0 * (1/K) where K is the "
      "element count of the static 2-D `window` operand",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        Value window = valueArg(args, 1);
        auto type = window ? dyn_cast<ShapedType>(window.getType())
                           : ShapedType();
        if (!op || !type || !type.hasStaticShape() || type.getRank() != 2)
          return failure();
        double k = static_cast<double>(type.getNumElements());
        std::optional<BodyMatcher> m = matchBodyIs(op, "in0 / $k");
        double want = k;
        if (!m) {
          m = matchBodyIs(op, "in0 * $k");
          want = 1.0 / k;
        }
        FloatAttr attr;
        if (m && matchPattern(m->scalars["k"], m_Constant(&attr)) &&
            std::fabs(attr.getValueAsDouble() - want) <= 1e-7 * want)
          return success();
        setRejectionReason("the divisor is not the window size " +
                           Twine(static_cast<int64_t>(k)));
        return failure();
      });

  lib.addConstraint(
      "HasNoEpilogueUser",
      "(v) no user of v is an all-parallel linalg op or an elementwise "
      "launch (@add, @batchnorm): no epilogue is left to fuse into v's "
      "producer",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value v = valueArg(args, 0);
        if (!v)
          return failure();
        for (Operation *user : v.getUsers()) {
          if (auto l = dyn_cast<linalg::LinalgOp>(user);
              l && l.getNumParallelLoops() == l.getNumLoops())
            return failure();
          auto callee = user->getAttrOfType<FlatSymbolRefAttr>("callee");
          if (user->getName().getStringRef() == "kernel.launch" && callee &&
              (callee.getValue() == "add" || callee.getValue() == "batchnorm"))
            return failure();
        }
        return success();
      });

  lib.addConstraint("IsOneOf", "(a, [list]) attribute a is in the list",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Attribute a = attrArg(args, 0);
                      auto list = dyn_cast_or_null<ArrayAttr>(attrArg(args, 1));
                      return success(a && list && llvm::is_contained(list, a));
                    });

  lib.addConstraint(
      "Conv1x1IsGemm",
      "(launch) a conv2d launch with a static 1x1 filter, stride 1, no "
      "padding, static shapes, and (on memrefs) views contiguous enough to "
      "collapse: a gemm (NCHW with batch > 1: a batch_gemm sharing W)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        if (launch && conv1x1Plan(launch))
          return success();
        setRejectionReason("not a 1x1, stride-1, unpadded conv with a "
                           "collapsible layout");
        return failure();
      });

  //===--------------------------------------------------------------------===//
  // Rewrites
  //===--------------------------------------------------------------------===//

  auto windowParamsRewrite = [](WindowKind kind) {
    return [kind](PatternRewriter &rewriter, PDLResultList &results,
                  ArrayRef<PDLValue> args) -> LogicalResult {
      std::string why;
      std::optional<WindowOp> w =
          matchWindow(opArg(args, 0), kind, stringArg(args, 1), why);
      if (!w)
        return failure();
      results.push_back(windowParams(rewriter.getContext(), *w));
      return success();
    };
  };
  lib.addRewrite("ConvParams",
                 "(op, layout) -> {layout, stride_*, dilation_*, pad_* = 0} of "
                 "an op accepted by IsConv2D",
                 windowParamsRewrite(WindowKind::Conv));
  lib.addRewrite("DepthwiseConvParams",
                 "(op, layout) -> the same for IsDepthwiseConv2D",
                 windowParamsRewrite(WindowKind::Depthwise));
  lib.addRewrite(
      "PoolParams",
      "(op, layout) -> {layout, kernel_h, kernel_w, stride_*, pad_* = 0} of "
      "an op accepted by IsPool2D with a static window",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        std::string why;
        Operation *op = opArg(args, 0);
        std::optional<WindowOp> w =
            matchWindow(op, WindowKind::Pool, stringArg(args, 1), why);
        auto window = w ? dyn_cast<ShapedType>(op->getOperand(1).getType())
                        : ShapedType();
        assert(window && window.hasStaticShape() &&
               "PoolParams without IsPool2D");
        if (!window || !window.hasStaticShape())
          return failure();
        Builder b(rewriter.getContext());
        results.push_back(b.getDictionaryAttr(
            {b.getNamedAttr("layout", b.getI32IntegerAttr(w->nhwc ? 1 : 0)),
             b.getNamedAttr("kernel_h",
                            b.getI64IntegerAttr(window.getDimSize(0))),
             b.getNamedAttr("kernel_w",
                            b.getI64IntegerAttr(window.getDimSize(1))),
             b.getNamedAttr("stride_h", b.getI64IntegerAttr(w->strideH)),
             b.getNamedAttr("stride_w", b.getI64IntegerAttr(w->strideW)),
             b.getNamedAttr("pad_top", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_left", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_bottom", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_right", b.getI64IntegerAttr(0))}));
        return success();
      });

  lib.addRewrite(
      "ActivationParams",
      "(op, x) -> {act, act_lo, act_hi} for an op accepted by "
      "IsActivation(op, x)",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        StringRef x = stringArg(args, 1);
        std::optional<Activation> a =
            op && !x.empty() ? classifyActivation(op, x) : std::nullopt;
        if (!a)
          return failure();
        results.push_back(activationParams(rewriter.getContext(), *a));
        return success();
      });

  lib.addRewrite(
      "NoActivation", "() -> {act = 0, act_lo = 0, act_hi = 0}",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue>) {
        results.push_back(
            activationParams(rewriter.getContext(), Activation{0}));
        return success();
      });

  lib.addRewrite(
      "CopyKernelParams",
      "(to, from, except) copies every attribute of launch `from` but "
      "callee, num_outs and the names listed in `except` onto launch `to`",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *to = opArg(args, 0), *from = opArg(args, 1);
        auto except = dyn_cast_or_null<ArrayAttr>(attrArg(args, 2));
        if (!to || !from || !except)
          return failure();
        auto skipped = [&](StringRef name) {
          return name == "callee" || name == "num_outs" ||
                 llvm::any_of(except, [&](Attribute a) {
                   auto s = dyn_cast<StringAttr>(a);
                   return s && s.getValue() == name;
                 });
        };
        rewriter.modifyOpInPlace(to, [&] {
          for (NamedAttribute a : from->getAttrs())
            if (!skipped(a.getName()))
              to->setAttr(a.getName(), a.getValue());
        });
        return success();
      });

  lib.addRewrite(
      "FitWindow",
      "(launch) for a launch accepted by WindowHasExcess: pad_bottom and "
      "pad_right trimmed to the padding read, and operand 0 replaced by a "
      "view (memref.subview, tensor.extract_slice) of the rows and columns "
      "read",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        std::optional<WindowFit> fit = launchExcess(launch);
        assert(fit && "FitWindow without WindowHasExcess");
        if (!fit)
          return success(); // Nothing to trim: the launch stays as it is.
        Value x = launch->getOperand(0);
        auto type = cast<ShapedType>(x.getType());
        unsigned hDim = intParam(launch, "layout") == 1 ? 1 : 2;
        SmallVector<int64_t> sizes(type.getShape());
        sizes[hDim] = fit->inUsed[0];
        sizes[hDim + 1] = fit->inUsed[1];
        rewriter.setInsertionPoint(launch);
        Location loc = launch->getLoc();
        Value view = x;
        if (!llvm::equal(sizes, type.getShape())) {
          SmallVector<OpFoldResult> offsets(4, rewriter.getIndexAttr(0));
          SmallVector<OpFoldResult> strides(4, rewriter.getIndexAttr(1));
          SmallVector<OpFoldResult> extents = llvm::map_to_vector(
              sizes, [&](int64_t n) -> OpFoldResult {
                return rewriter.getIndexAttr(n);
              });
          if (isa<MemRefType>(type))
            view = memref::SubViewOp::create(rewriter, loc, x, offsets,
                                             extents, strides);
          else
            view = tensor::ExtractSliceOp::create(rewriter, loc, x, offsets,
                                                  extents, strides);
        }
        rewriter.modifyOpInPlace(launch, [&] {
          launch->setOperand(0, view);
          launch->setAttr("pad_bottom",
                          rewriter.getI64IntegerAttr(fit->padHiUsed[0]));
          launch->setAttr("pad_right",
                          rewriter.getI64IntegerAttr(fit->padHiUsed[1]));
        });
        return success();
      });

  lib.addRewrite(
      "AddPadParams",
      "(launch, pad) adds the spatial padding of tensor.pad `pad` (accepted "
      "by IsSpatialPad for the launch's layout) to the launch's pad_* params",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        auto pad = dyn_cast_or_null<tensor::PadOp>(opArg(args, 1));
        if (!launch || !pad)
          return failure();
        Value padValue = pad.getConstantPaddingValue();
        FloatAttr value;
        if (!padValue || !matchPattern(padValue, m_Constant(&value)))
          return failure();
        std::optional<std::array<int64_t, 4>> amounts = spatialPad(
            pad, intParam(launch, "layout"), value.getValueAsDouble());
        if (!amounts)
          return failure();
        const char *names[] = {"pad_top", "pad_left", "pad_bottom",
                               "pad_right"};
        rewriter.modifyOpInPlace(launch, [&] {
          for (unsigned i = 0; i < 4; ++i)
            launch->setAttr(names[i],
                            rewriter.getI64IntegerAttr(
                                intParam(launch, names[i]) + (*amounts)[i]));
        });
        return success();
      });

  // conv -> BN with constant filter and statistics: w' = w * s and
  // b' = beta - mean * s per output channel, s = gamma / sqrt(var + eps),
  // computed in double and rounded once to f32.
  lib.addConstraint(
      "BatchNormFoldable",
      "(launch) a conv2d_bn_* launch whose filter (4-D) and statistics are "
      "f32 constants, one statistic per output channel, with an f32 eps",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        if (batchNormFold(opArg(args, 0)))
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
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        std::optional<BatchNormFold> fold = batchNormFold(launch);
        assert(fold && "FoldBatchNormFilter without BatchNormFoldable");
        int64_t f = fold->g.size();
        SmallVector<float> out(fold->w.size());
        int64_t perF = static_cast<int64_t>(fold->w.size()) / f;
        for (int64_t i = 0, e = fold->w.size(); i < e; ++i) {
          int64_t ch = fold->hwcf ? i % f : i / perF;
          double sc = fold->g[ch] / std::sqrt(fold->v[ch] + fold->eps);
          out[i] = static_cast<float>(fold->w[i] * sc);
        }
        auto attr = DenseElementsAttr::get(fold->wType, ArrayRef<float>(out));
        results.push_back(
            arith::ConstantOp::create(rewriter, launch->getLoc(), attr)
                .getResult());
        return success();
      });

  lib.addRewrite(
      "FoldBatchNormBias",
      "(launch) -> b' = beta - mean * gamma / sqrt(var + eps) for a launch "
      "accepted by BatchNormFoldable",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        std::optional<BatchNormFold> fold = batchNormFold(launch);
        assert(fold && "FoldBatchNormBias without BatchNormFoldable");
        SmallVector<float> out(fold->g.size());
        for (size_t i = 0; i < out.size(); ++i)
          out[i] = static_cast<float>(fold->b[i] -
                                      fold->m[i] * fold->g[i] /
                                          std::sqrt(fold->v[i] + fold->eps));
        auto attr = DenseElementsAttr::get(
            RankedTensorType::get({static_cast<int64_t>(out.size())},
                                  rewriter.getF32Type()),
            ArrayRef<float>(out));
        results.push_back(
            arith::ConstantOp::create(rewriter, launch->getLoc(), attr)
                .getResult());
        return success();
      });

  lib.addRewrite(
      "BodyScalarParams",
      "(op, spec, [names]) -> {name = f32}: the constants bound to #name (or "
      "$name) by BodyIs(op, spec)",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto names = dyn_cast_or_null<ArrayAttr>(attrArg(args, 2));
        std::optional<BodyMatcher> m =
            op ? matchBodyIs(op, stringArg(args, 1)) : std::nullopt;
        if (!m || !names)
          return failure();
        SmallVector<NamedAttribute> params;
        for (Attribute a : names) {
          auto name = dyn_cast<StringAttr>(a);
          FloatAttr value;
          if (!name || !matchPattern(m->scalars[name.getValue()],
                                     m_Constant(&value)))
            return failure();
          params.push_back(rewriter.getNamedAttr(
              name.getValue(),
              rewriter.getF32FloatAttr(value.getValueAsDouble())));
        }
        results.push_back(rewriter.getDictionaryAttr(params));
        return success();
      });

  lib.addRewrite(
      "Conv1x1AsGemm",
      "(launch) replaces a conv2d launch accepted by Conv1x1IsGemm with "
      "collapse_shapes and a gemm launch (and an expand_shape on tensors)",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *launch = opArg(args, 0);
        std::optional<Conv1x1Plan> plan =
            launch ? conv1x1Plan(launch) : std::nullopt;
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
        Type f32 = rewriter.getF32Type();
        Value alpha = arith::ConstantOp::create(
            rewriter, loc, rewriter.getFloatAttr(f32, 1.0));
        Value beta = arith::ConstantOp::create(
            rewriter, loc,
            rewriter.getFloatAttr(f32, intParam(launch, "accumulate") ? 1.0
                                                                       : 0.0));
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
        Value a = plan->nhwc ? x : w, b = plan->nhwc ? w : x;
        SmallVector<Type> results;
        if (launch->getNumResults())
          results.push_back(y.getType());
        OperationState state(loc, "kernel.launch");
        state.addOperands({alpha, a, b, beta, y});
        state.addTypes(results);
        state.addAttribute(
            "callee", FlatSymbolRefAttr::get(rewriter.getContext(),
                                             plan->batched ? "batch_gemm"
                                                           : "gemm"));
        state.addAttribute("num_outs", rewriter.getI64IntegerAttr(1));
        state.addAttribute("transA", rewriter.getBoolAttr(false));
        state.addAttribute("transB", rewriter.getBoolAttr(false));
        state.addAttribute("transC", rewriter.getBoolAttr(false));
        Operation *gemm = rewriter.create(state);
        if (launch->getNumResults()) {
          auto yType = cast<RankedTensorType>(launch->getResult(0).getType());
          Value expanded = tensor::ExpandShapeOp::create(
              rewriter, loc, yType, gemm->getResult(0), plan->yGroups);
          rewriter.replaceOp(launch, expanded);
        } else {
          rewriter.eraseOp(launch);
        }
        return success();
      });

  //===--------------------------------------------------------------------===//
  // Load-time validation of spec arguments
  //===--------------------------------------------------------------------===//

  NativeArgValidator layout = stringSpecValidator(
      [](StringRef l) { return l == "nchw" || l == "nhwc"; },
      "a layout, \"nchw\" or \"nhwc\"");
  for (StringRef name : {"IsConv2D", "IsDepthwiseConv2D", "IsPool2D",
                         "ConvParams", "DepthwiseConvParams", "PoolParams"})
    lib.addValidator(name, 1, layout);
  NativeArgValidator bodyIs = stringSpecValidator(
      [](StringRef spec) {
        SmallVector<StringRef> alternatives;
        spec.split(alternatives, '|');
        return llvm::all_of(alternatives, [](StringRef alt) {
          return ExprParser(alt).parse().has_value();
        });
      },
      "scalar expressions separated by |, such as \"max(in0, 0)\"");
  for (StringRef name : {"BodyIs", "BodyScalarParams"})
    lib.addValidator(name, 1, bodyIs);
  NativeArgValidator activationInput = stringSpecValidator(
      [](StringRef x) { return ExprParser(x).parse().has_value(); },
      "a scalar expression such as \"in0 + in1\"");
  for (StringRef name : {"IsActivation", "ActivationParams"})
    lib.addValidator(name, 1, activationInput);

}
