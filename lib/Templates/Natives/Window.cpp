//===- Window.cpp - Sliding-window indexing natives -------------*- C++ -*-===//
//
// Natives that recognize a linalg op's indexing as a 2-D convolution,
// depthwise convolution or pooling window (NCHW or NHWC, with its strides and
// dilations) and compute the launch parameters of one. The loops' roles,
// strides and dilations come from upstream's linalg::inferConvolutionDims;
// this file adds only the layout order. Every recognizer works on the
// LinalgOp interface, so one template covers a named op and its
// linalg.generic form alike.
//
//===----------------------------------------------------------------------===//
#include "Window.h"
#include "Helpers.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace kmatch;
using namespace kmatch::detail;

namespace {

/// `oh * stride + kh * dilation` with oh and kh loop dims.
struct WindowExpr {
  unsigned outDim, kernelDim;
  int64_t stride, dilation;
};

static std::optional<unsigned> dimOf(AffineExpr e) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return d.getPosition();
  return std::nullopt;
}

/// The window of input index `e` for output loop `outDim`: `e` must be
/// `outDim * stride + kh * dilation`, with `outDim` an output image loop and
/// kh a filter loop of upstream's convolution dimensions `dims`, and the
/// stride and dilation theirs, both positive.
static std::optional<WindowExpr>
spatialIndex(AffineExpr e, unsigned outDim,
             const FailureOr<linalg::ConvolutionDimensions> &dims) {
  if (failed(dims) || dims->strides.size() != dims->outputImage.size() ||
      dims->dilations.size() != dims->filterLoop.size())
    return std::nullopt;
  const auto *image = llvm::find(dims->outputImage, outDim);
  if (image == dims->outputImage.end())
    return std::nullopt;
  int64_t stride = dims->strides[image - dims->outputImage.begin()];
  MLIRContext *ctx = e.getContext();
  AffineExpr out = getAffineDimExpr(outDim, ctx) * stride;
  for (auto [kernelDim, dilation] :
       llvm::zip_equal(dims->filterLoop, dims->dilations)) {
    if (!e.isFunctionOfDim(kernelDim))
      continue;
    AffineExpr kernel = getAffineDimExpr(kernelDim, ctx) * dilation;
    if (stride <= 0 || dilation <= 0 ||
        (e != out + kernel && e != kernel + out))
      return std::nullopt;
    return WindowExpr{outDim, kernelDim, stride, dilation};
  }
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
  std::optional<int32_t> code = parseLayout(layout);
  if (!code) {
    why = "unknown layout '" + layout.str() + "'";
    return std::nullopt;
  }
  bool nhwc = isNhwc(*code);
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
  if (!inN || !c || *inN != *n) {
    why = "input is not indexed as a sliding window in " + layout.str() +
          " order";
    return std::nullopt;
  }
  // The loops of each spatial index and its stride and dilation, as
  // upstream's convolution analysis classifies them.
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  std::optional<WindowExpr> h = spatialIndex(in.getResult(nhwc ? 1 : 2), *oh,
                                             dims),
                            w = spatialIndex(in.getResult(nhwc ? 2 : 3), *ow,
                                             dims);
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
                      std::string(
                          nhwc ? (kind == WindowKind::Conv ? "HWCF" : "HWC")
                               : (kind == WindowKind::Conv ? "FCHW" : "CHW")) +
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
      b.getNamedAttr("layout", b.getI32IntegerAttr(layoutCode(w.nhwc))),
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

/// The H and W window of a linalg conv or pool accepted by matchWindow, with
/// no padding: std::nullopt where an extent is dynamic (the shims fit those at
/// run time).
static std::optional<std::array<WindowDim, 2>> opWindow(linalg::LinalgOp op,
                                                        const WindowOp &w) {
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

} // namespace

/// For a global 2-D pooling in `layout` (one input, one init, four loops;
/// the input static and read by the identity map; the output a keepdim
/// (n, c, 0, 0) for "nchw" or (n, 0, 0, c) for "nhwc" with its spatial dims
/// static 1; the spatial loops reductions and the others parallel): the
/// input's type.
std::optional<ShapedType> kmatch::detail::globalPoolInput(Operation *operation,
                                                          StringRef layout) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (!op || op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 4 || (layout != "nchw" && layout != "nhwc"))
    return std::nullopt;
  bool nhwc = layout == "nhwc";
  auto x = dyn_cast<ShapedType>(op.getDpsInputs()[0].getType());
  auto y = dyn_cast<ShapedType>(op.getDpsInits()[0].getType());
  if (!x || !y || !x.hasRank() || !y.hasRank() || x.getRank() != 4 ||
      y.getRank() != 4 || !x.hasStaticShape())
    return std::nullopt;
  unsigned h = nhwc ? 1 : 2, w = nhwc ? 2 : 3;
  if (y.getDimSize(h) != 1 || y.getDimSize(w) != 1)
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[0].isIdentity() || maps[1].getNumResults() != 4)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned d = 0; d < 4; ++d) {
    bool spatial = d == h || d == w;
    AffineExpr e = maps[1].getResult(d);
    auto constant = dyn_cast<AffineConstantExpr>(e);
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (spatial ? !(constant && constant.getValue() == 0)
                : !(dim && dim.getPosition() == d))
      return std::nullopt;
    if (iterators[d] != (spatial ? utils::IteratorType::reduction
                                 : utils::IteratorType::parallel))
      return std::nullopt;
  }
  return x;
}

void kmatch::registerWindowNatives(NativeLibrary &lib) {
  auto convolution = [](ArrayRef<Attribute>) {
    return LoopStructure::Convolution;
  };
  auto windowConstraint = [](WindowKind kind, const char *what) {
    return [kind, what](PatternRewriter &, Operation *op,
                        StringAttr layout) -> LogicalResult {
      std::string why;
      std::optional<WindowOp> w = matchWindow(op, kind, layout.getValue(), why);
      if (w && opWindowFits(op, *w, why))
        return success();
      setRejectionReason(Twine("not a ") + what + " (" + layout.getValue() +
                         "): " + why);
      return failure();
    };
  };

  lib.addConstraint(
      "IsConv2D",
      "(op, layout) op's indexing is a 2-D convolution: \"nchw\" (x NCHW, w "
      "FCHW, y NFHW) or \"nhwc\" (x NHWC, w HWCF, y NHWC), any strides and "
      "dilations; named conv ops and their generic forms alike",
      windowConstraint(WindowKind::Conv, "2-D convolution"), convolution);
  lib.addConstraint(
      "IsDepthwiseConv2D",
      "(op, layout) op's indexing is a depthwise 2-D convolution with channel "
      "multiplier 1: \"nchw\" (w CHW) or \"nhwc\" (w HWC)",
      windowConstraint(WindowKind::Depthwise, "depthwise 2-D convolution"),
      convolution);
  lib.addConstraint(
      "IsPool2D",
      "(op, layout) op's indexing is a 2-D pooling window (x, window -> y), "
      "\"nchw\" or \"nhwc\", dilation 1, a static window operand, and (for "
      "static shapes) an input window a library call can compute exactly",
      [](PatternRewriter &, Operation *op, StringAttr layout) -> LogicalResult {
        std::string why;
        std::optional<WindowOp> w =
            matchWindow(op, WindowKind::Pool, layout.getValue(), why);
        auto window = w ? dyn_cast<ShapedType>(op->getOperand(1).getType())
                        : ShapedType();
        if (w && (w->dilationH != 1 || w->dilationW != 1))
          why = "dilated pooling (cuDNN has none)";
        else if (w && (!window || !window.hasStaticShape()))
          why = "the window operand's shape is not static";
        else if (w && opWindowFits(op, *w, why))
          return success();
        setRejectionReason("not a 2-D pooling (" + layout.getValue() +
                           "): " + why);
        return failure();
      },
      convolution);

  auto windowParamsRewrite = [](WindowKind kind) {
    return [kind](PatternRewriter &rewriter, Operation *op,
                  Attribute layout) -> FailureOr<Attribute> {
      std::string why;
      std::optional<WindowOp> w = matchWindow(op, kind, stringOf(layout), why);
      if (!w)
        return failure();
      return Attribute(windowParams(rewriter.getContext(), *w));
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
      [](PatternRewriter &rewriter, Operation *op,
         Attribute layout) -> FailureOr<Attribute> {
        std::string why;
        std::optional<WindowOp> w =
            matchWindow(op, WindowKind::Pool, stringOf(layout), why);
        auto window = w ? dyn_cast<ShapedType>(op->getOperand(1).getType())
                        : ShapedType();
        if (!window || !window.hasStaticShape())
          return failure();
        Builder b(rewriter.getContext());
        return Attribute(b.getDictionaryAttr(
            {b.getNamedAttr("layout", b.getI32IntegerAttr(layoutCode(w->nhwc))),
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
      });

  lib.addConstraint(
      "IsGlobalPool2D",
      "(op, layout) a reduction over all of H and W of a static 4-D input "
      "into a keepdim output (n, c, 0, 0) (\"nchw\") or (n, 0, 0, c) "
      "(\"nhwc\"), input read by the identity map",
      [](PatternRewriter &, Operation *op, StringAttr layout) -> LogicalResult {
        if (globalPoolInput(op, layout.getValue()))
          return success();
        setRejectionReason("not a global 2-D pooling (" + layout.getValue() +
                           ") of a static input into a keepdim output");
        return failure();
      },
      [](ArrayRef<Attribute>) { return LoopStructure::Contraction; });

  lib.addRewrite(
      "GlobalPoolParams",
      "(op, layout) -> {layout, kernel_h = H, kernel_w = W, stride_* = 1, "
      "pad_* = 0} of an op accepted by IsGlobalPool2D",
      [](PatternRewriter &rewriter, Operation *op,
         Attribute layout) -> FailureOr<Attribute> {
        std::optional<ShapedType> x = globalPoolInput(op, stringOf(layout));
        if (!x)
          return failure();
        bool nhwc = stringOf(layout) == "nhwc";
        int64_t h = x->getDimSize(nhwc ? 1 : 2),
                w = x->getDimSize(nhwc ? 2 : 3);
        Builder b(rewriter.getContext());
        return Attribute(b.getDictionaryAttr(
            {b.getNamedAttr("layout", b.getI32IntegerAttr(layoutCode(nhwc))),
             b.getNamedAttr("kernel_h", b.getI64IntegerAttr(h)),
             b.getNamedAttr("kernel_w", b.getI64IntegerAttr(w)),
             b.getNamedAttr("stride_h", b.getI64IntegerAttr(1)),
             b.getNamedAttr("stride_w", b.getI64IntegerAttr(1)),
             b.getNamedAttr("pad_top", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_left", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_bottom", b.getI64IntegerAttr(0)),
             b.getNamedAttr("pad_right", b.getI64IntegerAttr(0))}));
      });

  NativeArgValidator layout = stringSpecValidator(
      [](StringRef l) { return parseLayout(l).has_value(); },
      "a layout, \"nchw\" or \"nhwc\"");
  for (StringRef name : {"IsConv2D", "IsDepthwiseConv2D", "IsPool2D",
                         "ConvParams", "DepthwiseConvParams", "PoolParams",
                         "IsGlobalPool2D", "GlobalPoolParams"})
    lib.addValidator(name, 1, layout);
  // Natives/Dnn.cpp: the divide after a global pool names its layout too.
  lib.addValidator("IsGlobalPoolDivisor", 2, layout);
}
