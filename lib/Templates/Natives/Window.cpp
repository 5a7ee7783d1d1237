//===- Window.cpp - Sliding-window indexing natives -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Natives that recognize a linalg op's indexing as a convolution (1-D, 2-D
// or 3-D, channels first or last, with or without a batch or channels), a
// 2-D depthwise convolution or a 2-D pooling window (NCHW or NHWC), with its
// strides and dilations, and compute the launch parameters of one and, for
// a convolution without a batch or channels, the views its launch takes. The
// loops' roles, strides and dilations come from upstream's
// linalg::inferConvolutionDims; this file adds only the layout order. Every
// recognizer works on the LinalgOp interface, so one template covers a named op
// and its linalg.generic form alike.
//
//===----------------------------------------------------------------------===//
#include "Window.h"
#include "Helpers.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// The loop roles of a sliding-window op, outermost spatial dim first.
struct WindowOp {
  ConvLayout layout;
  /// A grouped layout's group count (static), 1 otherwise.
  int64_t groups = 1;
  SmallVector<int64_t, 3> strides, dilations;
  /// The loops of the output's spatial dims and of the window's.
  SmallVector<unsigned, 3> outDims, kernelDims;
};

enum class WindowKind { Conv, Depthwise, Pool };

/// The reassociation that merges a grouped convolution's groups with its
/// channels: x and y (N, G, C, H, W) -> (N, G*C, H, W), the filter (`role`
/// 'w') (G, F, C, KH, KW) -> (G*F, C, KH, KW).
static SmallVector<ReassociationIndices> groupedMergeGroups(char role) {
  if (role == 'w')
    return {{0, 1}, {2}, {3}, {4}};
  return {{0}, {1, 2}, {3}, {4}};
}

/// The loops a window op's filter (or pooling window) must be indexed by,
/// in order, for `kind` in layout `l`: its channels c, f (and group g)
/// around the kernel loops; none, with `why`, when c and f are the wrong
/// loops for the kind.
static std::optional<SmallVector<unsigned>>
filterLoops(WindowKind kind, const ConvLayout &l, std::optional<unsigned> c,
            std::optional<unsigned> f, std::optional<unsigned> g,
            ArrayRef<unsigned> kernelLoops, std::string &why) {
  SmallVector<unsigned> kernels(kernelLoops.begin(), kernelLoops.end());
  SmallVector<unsigned> want;
  switch (kind) {
  case WindowKind::Conv:
    if (l.channels && *c == *f) {
      why = "input channel and output channel are the same loop";
      return std::nullopt;
    }
    if (!l.channels)
      want = kernels;
    else if (l.grouped)
      want = llvm::to_vector(
          llvm::concat<unsigned>(SmallVector<unsigned>{*g, *f, *c}, kernels));
    else if (l.filterOutFirst)
      want = llvm::to_vector(llvm::concat<unsigned>(
          SmallVector<unsigned>{*f}, kernels, SmallVector<unsigned>{*c}));
    else if (l.channelsLast)
      want = llvm::to_vector(
          llvm::concat<unsigned>(kernels, SmallVector<unsigned>{*c, *f}));
    else
      want = llvm::to_vector(
          llvm::concat<unsigned>(SmallVector<unsigned>{*f, *c}, kernels));
    break;
  case WindowKind::Depthwise:
  case WindowKind::Pool:
    if (*c != *f) {
      why = "input and output channels are different loops";
      return std::nullopt;
    }
    if (kind == WindowKind::Pool)
      want = kernels;
    else if (l.channelsLast)
      want = llvm::to_vector(
          llvm::concat<unsigned>(kernels, SmallVector<unsigned>{*c}));
    else
      want = llvm::to_vector(
          llvm::concat<unsigned>(SmallVector<unsigned>{*c}, kernels));
    break;
  }
  return want;
}

/// Whether every loop of `op` plays one role, parallel where it indexes
/// the output (`outDims`, n, f, g) and a reduction where it runs over the
/// window (`kernels`, and a conv's input channels c).
static bool loopsPlayOneRole(linalg::LinalgOp op, WindowKind kind,
                             const ConvLayout &l, ArrayRef<unsigned> outDims,
                             ArrayRef<unsigned> kernels,
                             std::optional<unsigned> n,
                             std::optional<unsigned> f,
                             std::optional<unsigned> g,
                             std::optional<unsigned> c, std::string &why) {
  // Every loop appears exactly once in its role; parallel/reduction right.
  SmallVector<unsigned> parallel(outDims.begin(), outDims.end()),
      reduction(kernels.begin(), kernels.end());
  if (l.batch)
    parallel.push_back(*n);
  if (l.channels)
    parallel.push_back(*f);
  if (l.grouped)
    parallel.push_back(*g);
  if (l.channels && kind == WindowKind::Conv)
    reduction.push_back(*c);
  llvm::SmallDenseSet<unsigned> seen;
  for (unsigned d : llvm::concat<unsigned>(parallel, reduction))
    if (!seen.insert(d).second) {
      why = "a loop plays two roles";
      return false;
    }
  auto iters = op.getIteratorTypesArray();
  for (unsigned d : parallel)
    if (iters[d] != utils::IteratorType::parallel) {
      why = "an output loop is not parallel";
      return false;
    }
  for (unsigned d : reduction)
    if (iters[d] != utils::IteratorType::reduction) {
      why = "a window loop is not a reduction";
      return false;
    }
  return true;
}

/// Whether a launch can take `op`'s memref operands as views: a layout
/// without batch or channels needs expand_shape views, an FHWC filter a
/// transposed one, and both exist only for strided layouts.
static bool operandsHaveLaunchViews(linalg::LinalgOp op, const ConvLayout &l,
                                    std::string &why) {
  // A layout without batch or channels launches on expand_shape views,
  // which a memref has only with a strided layout.
  if (!l.isFull() && llvm::any_of(op->getOperands(), [](Value v) {
        auto m = dyn_cast<MemRefType>(v.getType());
        return m && !m.isStrided();
      })) {
    why = "an operand is a memref without a strided layout (no unit-dim "
          "view of it)";
    return false;
  }
  // An FHWC filter reaches the launch as a transposed view: a
  // kernel.transpose_view of a tensor, a memref.transpose of a strided
  // memref.
  if (l.filterOutFirst) {
    auto m = dyn_cast<MemRefType>(op->getOperand(1).getType());
    if (m && !m.isStrided()) {
      why = "the FHWC filter is a memref without a strided layout (no "
            "transposed view of it)";
      return false;
    }
  }
  return true;
}

/// The group count of grouped window op `op` (layout `l`), which the launch
/// takes as a static param; none, with `why`, where it or the output
/// channels per group are dynamic, or a memref operand has no view with its
/// groups and channels merged.
static std::optional<int64_t>
staticGroups(linalg::LinalgOp op, const ConvLayout &l, std::string &why) {
  // The launch's groups param is static, and so is the per-group output
  // channel count the tensor result is expanded back with.
  auto y = cast<ShapedType>(op->getOperand(2).getType());
  if (y.isDynamicDim(l.batch) || y.isDynamicDim(l.channelPos()) ||
      y.getDimSize(l.batch) < 1) {
    why = "the group count or the output channels per group are not static";
    return std::nullopt;
  }
  // The launch takes x, w and y with the groups and channels merged; a
  // memref has such a view only where those dims are contiguous.
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    auto m = dyn_cast<MemRefType>(v.getType());
    if (m && !memref::CollapseShapeOp::isGuaranteedCollapsible(
                 m, groupedMergeGroups(i == 1 ? 'w' : 'x'))) {
      why = "a memref operand's groups and channels are not contiguous (no "
            "merged view of them)";
      return std::nullopt;
    }
  }
  return y.getDimSize(l.batch);
}

/// Recognizes conv (x, w -> y), depthwise conv (x, w -> y) and pooling
/// (x, window -> y) indexing in `layout` (parseConvLayout; depthwise and
/// pooling only batched 2-D, "nchw" or "nhwc"). On failure, `why` says what
/// was off.
static std::optional<WindowOp> matchWindow(Operation *operation,
                                           WindowKind kind, StringRef name,
                                           std::string &why) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (!op || kmatch::detail::numDpsInits(op) != 1 ||
      kmatch::detail::numDpsInputs(op) != 2) {
    why = "not a linalg op with two inputs and one output";
    return std::nullopt;
  }
  std::optional<ConvLayout> parsed = parseConvLayout(name);
  if (!parsed || (kind != WindowKind::Conv && !parsed->isBatched2D())) {
    explain(why, [&] { return "unknown layout '" + name.str() + "'"; });
    return std::nullopt;
  }
  const ConvLayout &l = *parsed;
  unsigned spatial = l.spatial;
  // Loops: batch, spatial outputs and window; conv adds two channel loops
  // (in and out), depthwise and pooling one.
  unsigned channelLoops = !l.channels ? 0 : kind == WindowKind::Conv ? 2 : 1;
  unsigned wantLoops = l.batch + l.grouped + channelLoops + 2 * spatial;
  unsigned dataRank = l.dataRank();
  // Filter: conv (f, c) and depthwise (c) channels around the kernel dims.
  unsigned filterRank = spatial;
  if (kind == WindowKind::Conv && l.channels)
    filterRank += 2 + l.grouped;
  else if (kind == WindowKind::Depthwise)
    filterRank += 1;
  if (op.getNumLoops() != wantLoops) {
    explain(why, [&] {
      return "has " + std::to_string(op.getNumLoops()) + " loops, expected " +
             std::to_string(wantLoops);
    });
    return std::nullopt;
  }
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[0].getNumResults() != dataRank ||
      maps[1].getNumResults() != filterRank ||
      maps[2].getNumResults() != dataRank || maps[0].getNumSymbols() != 0) {
    explain(why, [&] {
      return "operand ranks are not " + std::to_string(dataRank) + ", " +
             std::to_string(filterRank) + ", " + std::to_string(dataRank);
    });
    return std::nullopt;
  }
  // Output: [n], channels and spatial dims in layout order, plain loops.
  AffineMap out = maps[2], in = maps[0];
  std::optional<unsigned> n, f, inN, c, g, inG;
  if (l.batch) {
    n = dimOf(out.getResult(0));
    inN = dimOf(in.getResult(0));
  }
  if (l.grouped) {
    g = dimOf(out.getResult(l.batch));
    inG = dimOf(in.getResult(l.batch));
  }
  if (l.channels) {
    f = dimOf(out.getResult(l.channelPos()));
    c = dimOf(in.getResult(l.channelPos())); // reduction for conv, = f else
  }
  SmallVector<unsigned, 3> outDims;
  for (unsigned i = 0; i < spatial; ++i) {
    std::optional<unsigned> d = dimOf(out.getResult(l.spatialPos(i)));
    if (!d) {
      explain(why, [&] {
        return "output is not indexed by plain loops in " + name.str() +
               " order";
      });
      return std::nullopt;
    }
    outDims.push_back(*d);
  }
  if ((l.batch && !n) || (l.channels && !f) || (l.grouped && !g)) {
    explain(why, [&] {
      return "output is not indexed by plain loops in " + name.str() + " order";
    });
    return std::nullopt;
  }
  if ((l.batch && (!inN || *inN != *n)) || (l.channels && !c) ||
      (l.grouped && (!inG || *inG != *g))) {
    explain(why, [&] {
      return "input is not indexed as a sliding window in " + name.str() +
             " order";
    });
    return std::nullopt;
  }
  // The loops of each spatial index and its stride and dilation, as
  // upstream's convolution analysis classifies them.
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  SmallVector<WindowExpr, 3> windows;
  for (unsigned i = 0; i < spatial; ++i) {
    std::optional<WindowExpr> e =
        spatialIndex(in.getResult(l.spatialPos(i)), outDims[i], dims);
    if (!e) {
      why = "input's spatial indices are not o*stride + k*dilation";
      return std::nullopt;
    }
    windows.push_back(*e);
  }
  SmallVector<unsigned> kernels = llvm::map_to_vector(
      windows, [](const WindowExpr &e) { return e.kernelDim; });
  // Filter / window.
  SmallVector<std::optional<unsigned>> fd;
  for (AffineExpr e : maps[1].getResults())
    fd.push_back(dimOf(e));
  std::optional<SmallVector<unsigned>> want =
      filterLoops(kind, l, c, f, g, kernels, why);
  if (!want)
    return std::nullopt;
  for (auto [got, expected] : llvm::zip_equal(fd, *want))
    if (!got || *got != expected) {
      explain(why, [&] {
        return kind == WindowKind::Pool
                   ? std::string(
                         "window operand is not indexed by the window loops")
                   : "filter is not indexed in " +
                         filterLayoutName(l, kind == WindowKind::Conv) +
                         " order";
      });
      return std::nullopt;
    }
  if (!loopsPlayOneRole(op, kind, l, outDims, kernels, n, f, g, c, why) ||
      !operandsHaveLaunchViews(op, l, why))
    return std::nullopt;
  WindowOp result;
  result.layout = l;
  if (l.grouped) {
    std::optional<int64_t> groups = staticGroups(op, l, why);
    if (!groups)
      return std::nullopt;
    result.groups = *groups;
  }
  for (const WindowExpr &e : windows) {
    result.strides.push_back(e.stride);
    result.dilations.push_back(e.dilation);
    result.outDims.push_back(e.outDim);
    result.kernelDims.push_back(e.kernelDim);
  }
  return result;
}

/// The launch parameters of a window: {layout, stride_<dim>,
/// dilation_<dim> (unless `dilated` is false), pad_<side> = 0} with the
/// names of kmatch_window.h for its spatial rank, and `extra`.
DictionaryAttr windowParams(MLIRContext *ctx, const WindowOp &w,
                            bool dilated = true,
                            ArrayRef<NamedAttribute> extra = {}) {
  Builder b(ctx);
  unsigned spatial = w.layout.spatial;
  SmallVector<NamedAttribute> attrs = {
      b.getNamedAttr("layout", b.getI32IntegerAttr(w.layout.code()))};
  for (unsigned i = 0; i < spatial; ++i) {
    SpatialParamNames names = spatialParamNames(spatial, i);
    attrs.push_back(
        b.getNamedAttr(names.stride, b.getI64IntegerAttr(w.strides[i])));
    if (dilated)
      attrs.push_back(
          b.getNamedAttr(names.dilation, b.getI64IntegerAttr(w.dilations[i])));
    attrs.push_back(b.getNamedAttr(names.padLo, b.getI64IntegerAttr(0)));
    attrs.push_back(b.getNamedAttr(names.padHi, b.getI64IntegerAttr(0)));
  }
  if (w.layout.grouped)
    attrs.push_back(b.getNamedAttr("groups", b.getI64IntegerAttr(w.groups)));
  attrs.append(extra.begin(), extra.end());
  return b.getDictionaryAttr(attrs);
}

/// The window of a linalg conv or pool accepted by matchWindow, with no
/// padding: std::nullopt where an extent is dynamic (the shims fit those at
/// run time).
static std::optional<SmallVector<WindowDim, 3>> opWindow(linalg::LinalgOp op,
                                                         const WindowOp &w) {
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  auto x = dyn_cast<ShapedType>(op.getDpsInputOperand(0)->get().getType());
  const ConvLayout &l = w.layout;
  if (!x || !x.hasRank() || x.getRank() != l.dataRank())
    return std::nullopt;
  SmallVector<WindowDim, 3> dims;
  for (unsigned i = 0; i < l.spatial; ++i) {
    WindowDim d{x.getDimSize(l.spatialPos(i)),
                0,
                0,
                loops[w.kernelDims[i]],
                w.strides[i],
                w.dilations[i],
                loops[w.outDims[i]]};
    if (!allStatic({d.in, d.kernel, d.out}))
      return std::nullopt;
    dims.push_back(d);
  }
  return dims;
}

/// Whether the window of a linalg conv or pool is one a library call can
/// compute exactly (after trimming and cropping); dynamic extents pass.
static bool opWindowFits(Operation *op, const WindowOp &w, std::string &why) {
  std::optional<SmallVector<WindowDim, 3>> dims =
      opWindow(cast<linalg::LinalgOp>(op), w);
  if (!dims)
    return true;
  kmatch_window_status status = fitWindow(*dims).status;
  if (status == KMATCH_WINDOW_OK)
    return true;
  why = std::string("the window ") + windowStatusText(status);
  return false;
}

/// The dims of the launch's operand `role` (x, w or y) of a convolution in
/// layout `l` that the op's operand lacks (true), in launch order: a missing
/// batch is dim 0; missing channels are dim 1 of x and y (the layout code is
/// then NCHW) and dims 0 and 1 (F, C) of the filter.
static SmallVector<bool> insertedDims(const ConvLayout &l, char role) {
  SmallVector<bool> inserted(l.spatial + 2, false);
  if (role == 'w') {
    inserted[0] = inserted[1] = !l.channels;
    return inserted;
  }
  inserted[0] = !l.batch;
  inserted[1] = !l.channels;
  return inserted;
}

/// `v` (an operand of a convolution in `layout`) with the unit dims of
/// insertedDims(role) inserted by tensor.expand_shape or memref.expand_shape;
/// `v` itself when none are missing.
static FailureOr<Value> convLaunchView(PatternRewriter &rewriter, Value v,
                                       const ConvLayout &l, char role) {
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
  if (l.grouped) {
    // Groups merged with the channels (IsConv checked a memref's view).
    if (!type || !type.hasRank() || type.getRank() != l.dataRank())
      return failure();
    SmallVector<ReassociationIndices> groups = groupedMergeGroups(role);
    // A view of the merged operand the program expanded (torch-mlir splits
    // the groups out of 4-D tensors) is that operand: the launch takes it
    // directly, so that the zero-fill and pad folds see their producers.
    auto unexpanded = [&](auto collapse) -> Value {
      using ExpandOp = std::conditional_t<
          std::is_same_v<decltype(collapse), tensor::CollapseShapeOp>,
          tensor::ExpandShapeOp, memref::ExpandShapeOp>;
      auto expand = v.getDefiningOp<ExpandOp>();
      if (!expand || expand.getReassociationIndices() != groups ||
          expand.getSrc().getType() != collapse.getType())
        return collapse.getResult();
      rewriter.eraseOp(collapse);
      return expand.getSrc();
    };
    if (isa<RankedTensorType>(type))
      return unexpanded(
          tensor::CollapseShapeOp::create(rewriter, v.getLoc(), v, groups));
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
            cast<MemRefType>(type), groups))
      return failure();
    return unexpanded(
        memref::CollapseShapeOp::create(rewriter, v.getLoc(), v, groups));
  }
  if (role == 'w' && l.filterOutFirst) {
    // F, spatial..., C -> spatial..., C, F: a view, never a copy.
    if (!type || !type.hasRank() || type.getRank() != l.spatial + 2)
      return failure();
    SmallVector<int64_t> perm;
    for (unsigned d = 1; d <= l.spatial + 1; ++d)
      perm.push_back(d);
    perm.push_back(0);
    if (isa<RankedTensorType>(type))
      return kernel::TransposeViewOp::create(rewriter, v.getLoc(), v, perm)
          .getResult();
    AffineMap map = AffineMap::getPermutationMap(
        llvm::map_to_vector(perm, [](int64_t d) { return unsigned(d); }),
        rewriter.getContext());
    return memref::TransposeOp::create(rewriter, v.getLoc(), v,
                                       AffineMapAttr::get(map))
        .getResult();
  }
  SmallVector<bool> inserted = insertedDims(l, role);
  unsigned kept = llvm::count(inserted, false);
  if (!type || !type.hasRank() || type.getRank() != kept)
    return failure();
  if (kept == inserted.size())
    return v;
  return kmatch::detail::withUnitDimsAt(rewriter, v.getLoc(), v, inserted);
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
  if (!op || kmatch::detail::numDpsInits(op) != 1 ||
      kmatch::detail::numDpsInputs(op) != 1 || op.getNumLoops() != 4 ||
      (layout != "nchw" && layout != "nhwc"))
    return std::nullopt;
  bool nhwc = layout == "nhwc";
  // One input, then one init.
  auto x = dyn_cast<ShapedType>(op->getOperand(0).getType());
  auto y = dyn_cast<ShapedType>(op->getOperand(1).getType());
  if (!x || !y || !x.hasRank() || !y.hasRank() || x.getRank() != 4 ||
      y.getRank() != 4 || !x.hasStaticShape())
    return std::nullopt;
  unsigned h = nhwc ? 1 : 2, w = nhwc ? 2 : 3;
  if (y.getDimSize(h) != 1 || y.getDimSize(w) != 1)
    return std::nullopt;
  // An empty image has no window to pool (a 0-wide kernel, which no
  // library takes): its mean is 0/0, left to the default path.
  if (x.getDimSize(h) == 0 || x.getDimSize(w) == 0)
    return std::nullopt;
  // x is read through a permutation of the loops (the identity, or
  // TensorFlow's loops (n, c, h, w) over NHWC); y's dim d is x's dim d's
  // loop, or 0 on H and W, whose loops reduce.
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[0].isPermutation() || maps[1].getNumResults() != 4)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned d = 0; d < 4; ++d) {
    bool spatial = d == h || d == w;
    unsigned loop = maps[0].getDimPosition(d);
    AffineExpr e = maps[1].getResult(d);
    auto constant = dyn_cast<AffineConstantExpr>(e);
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (spatial ? !(constant && constant.getValue() == 0)
                : !(dim && dim.getPosition() == loop))
      return std::nullopt;
    if (iterators[loop] != (spatial ? utils::IteratorType::reduction
                                    : utils::IteratorType::parallel))
      return std::nullopt;
  }
  return x;
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult hasWindowedInput(PatternRewriter &, Operation *operation) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (op && kmatch::detail::numDpsInits(op) == 1 &&
      kmatch::detail::numDpsInputs(op) == 2 &&
      llvm::any_of(
          op.getMatchingIndexingMap(op.getDpsInputOperand(0)).getResults(),
          [](AffineExpr e) { return e.getKind() == AffineExprKind::Add; }))
    return success();
  setRejectionReason("no index of the first input is a sliding window "
                     "(o*stride + k*dilation)");
  return failure();
}

static LogicalResult isPool2D(PatternRewriter &, Operation *op,
                              StringAttr layout) {
  std::string why;
  std::optional<WindowOp> w =
      matchWindow(op, WindowKind::Pool, layout.getValue(), why);
  auto window =
      w ? dyn_cast<ShapedType>(op->getOperand(1).getType()) : ShapedType();
  if (w && llvm::any_of(w->dilations, [](int64_t d) { return d != 1; }))
    why = "dilated pooling (cuDNN has none)";
  else if (w && (!window || !window.hasStaticShape()))
    why = "the window operand's shape is not static";
  else if (w && opWindowFits(op, *w, why))
    return success();
  setRejectionReason("not a 2-D pooling (" + layout.getValue() + "): " + why);
  return failure();
}

static FailureOr<Value> convLaunchViewNative(PatternRewriter &rewriter, Value v,
                                             StringAttr layout,
                                             StringAttr role) {
  std::optional<ConvLayout> l = parseConvLayout(layout.getValue());
  StringRef r = role.getValue();
  if (!l || (r != "x" && r != "w" && r != "y"))
    return failure();
  return convLaunchView(rewriter, v, *l, r.front());
}

static FailureOr<Value> convResultView(PatternRewriter &rewriter, Value v,
                                       StringAttr layout) {
  std::optional<ConvLayout> l = parseConvLayout(layout.getValue());
  auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!l || !type || type.getRank() != l->spatial + 2)
    return failure();
  if (l->grouped) {
    // (N, G*F, OH, OW) -> (N, G, F, OH, OW), G the launch's param.
    auto launch = v.getDefiningOp<kernel::LaunchOp>();
    auto groups =
        launch ? launch->getAttrOfType<IntegerAttr>("groups") : IntegerAttr();
    int64_t merged = type.getDimSize(1);
    if (!groups || groups.getInt() < 1 || ShapedType::isDynamic(merged) ||
        merged % groups.getInt() != 0)
      return failure();
    int64_t g = groups.getInt();
    SmallVector<OpFoldResult> sizes =
        kmatch::detail::mixedSizes(rewriter, v.getLoc(), v);
    sizes[1] = rewriter.getIndexAttr(merged / g);
    sizes.insert(sizes.begin() + 1, rewriter.getIndexAttr(g));
    SmallVector<int64_t> shape(type.getShape());
    shape[1] = merged / g;
    shape.insert(shape.begin() + 1, g);
    return tensor::ExpandShapeOp::create(
               rewriter, v.getLoc(),
               RankedTensorType::get(shape, type.getElementType()), v,
               groupedMergeGroups('y'), sizes)
        .getResult();
  }
  SmallVector<bool> inserted = insertedDims(*l, 'y');
  if (llvm::count(inserted, true) == 0)
    return v;
  return tensor::CollapseShapeOp::create(
             rewriter, v.getLoc(), v, kmatch::detail::unitDimGroups(inserted))
      .getResult();
}

static FailureOr<Attribute> poolParams(PatternRewriter &rewriter, Operation *op,
                                       StringAttr layout) {
  std::string why;
  std::optional<WindowOp> w =
      matchWindow(op, WindowKind::Pool, layout.getValue(), why);
  auto window =
      w ? dyn_cast<ShapedType>(op->getOperand(1).getType()) : ShapedType();
  if (!window || !window.hasStaticShape())
    return failure();
  Builder b(rewriter.getContext());
  return Attribute(windowParams(
      rewriter.getContext(), *w, /*dilated=*/false,
      {b.getNamedAttr("kernel_h", b.getI64IntegerAttr(window.getDimSize(0))),
       b.getNamedAttr("kernel_w", b.getI64IntegerAttr(window.getDimSize(1)))}));
}

static LogicalResult isGlobalPool2D(PatternRewriter &, Operation *op,
                                    StringAttr layout) {
  if (globalPoolInput(op, layout.getValue()))
    return success();
  setRejectionReason("not a global 2-D pooling (" + layout.getValue() +
                     ") of a static, non-empty input into a keepdim output");
  return failure();
}

static FailureOr<Attribute> globalPoolParams(PatternRewriter &rewriter,
                                             Operation *op, StringAttr layout) {
  std::optional<ShapedType> x = globalPoolInput(op, layout.getValue());
  if (!x)
    return failure();
  bool nhwc = layout.getValue() == "nhwc";
  int64_t h = x->getDimSize(nhwc ? 1 : 2), w = x->getDimSize(nhwc ? 2 : 3);
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
}

/// Whether `op` is a window op of `kind` in `layout` that the kernel's
/// parameters can express; `what` names it in the rejection.
static LogicalResult isWindowOp(Operation *op, WindowKind kind,
                                StringAttr layout, StringRef what) {
  std::string why;
  std::optional<WindowOp> w = matchWindow(op, kind, layout.getValue(), why);
  if (w && opWindowFits(op, *w, why))
    return success();
  setRejectionReason(Twine("not a ") + what + " (" + layout.getValue() +
                     "): " + why);
  return failure();
}

static LogicalResult isConv2D(PatternRewriter &, Operation *op,
                              StringAttr layout) {
  return isWindowOp(op, WindowKind::Conv, layout, "2-D convolution");
}

static LogicalResult isConv(PatternRewriter &, Operation *op,
                            StringAttr layout) {
  return isWindowOp(op, WindowKind::Conv, layout, "convolution");
}

static LogicalResult isDepthwiseConv2D(PatternRewriter &, Operation *op,
                                       StringAttr layout) {
  return isWindowOp(op, WindowKind::Depthwise, layout,
                    "depthwise 2-D convolution");
}

/// The launch parameters of the window op of `kind` in `layout`.
static FailureOr<Attribute> windowParamsOf(Operation *op, WindowKind kind,
                                           StringAttr layout) {
  std::string why;
  std::optional<WindowOp> w = matchWindow(op, kind, layout.getValue(), why);
  if (!w)
    return failure();
  return Attribute(windowParams(op->getContext(), *w));
}

static FailureOr<Attribute> convParams(PatternRewriter &, Operation *op,
                                       StringAttr layout) {
  return windowParamsOf(op, WindowKind::Conv, layout);
}

static FailureOr<Attribute>
depthwiseConvParams(PatternRewriter &, Operation *op, StringAttr layout) {
  return windowParamsOf(op, WindowKind::Depthwise, layout);
}

void kmatch::registerWindowNatives(NativeLibrary &lib) {
  ShapeCheckStructure convolution = fixedStructure<LoopStructure::Convolution>;
  lib.addConstraint("HasWindowedInput", hasWindowedInput, convolution);
  lib.addConstraint("IsConv2D", isConv2D, convolution);
  lib.addConstraint("IsConv", isConv, convolution);
  lib.addConstraint("IsDepthwiseConv2D", isDepthwiseConv2D, convolution);
  lib.addConstraint("IsPool2D", isPool2D, convolution);
  lib.addRewrite("ConvParams", convParams);
  lib.addRewrite("ConvLaunchView", convLaunchViewNative);
  lib.addRewrite("ConvResultView", convResultView);
  lib.addRewrite("DepthwiseConvParams", depthwiseConvParams);
  lib.addRewrite("PoolParams", poolParams);
  lib.addConstraint("IsGlobalPool2D", isGlobalPool2D,
                    fixedStructure<LoopStructure::Contraction>);
  lib.addRewrite("GlobalPoolParams", globalPoolParams);

  NativeArgValidator layout = stringSpecValidator(
      [](StringRef l) { return parseLayout(l).has_value(); },
      "a layout, \"nchw\" or \"nhwc\"");
  for (StringRef name :
       {"IsConv2D", "IsDepthwiseConv2D", "IsPool2D", "DepthwiseConvParams",
        "PoolParams", "IsGlobalPool2D", "GlobalPoolParams"})
    lib.addValidator(name, 1, layout);
  NativeArgValidator convLayout = stringSpecValidator(
      [](StringRef l) { return parseConvLayout(l).has_value(); },
      "a convolution layout such as \"nchw\", \"nwc\", \"ncdhw\", \"hwc\", "
      "\"hw\" or \"ngchw\"");
  for (StringRef name :
       {"IsConv", "ConvParams", "ConvLaunchView", "ConvResultView"})
    lib.addValidator(name, 1, convLayout);
  lib.addValidator(
      "ConvLaunchView", 2,
      stringSpecValidator(
          [](StringRef r) { return r == "x" || r == "w" || r == "y"; },
          "an operand role, \"x\", \"w\" or \"y\""));
  // Natives/Dnn.cpp: the divide after a global pool names its layout too.
  lib.addValidator("IsGlobalPoolDivisor", 2, layout);
}
