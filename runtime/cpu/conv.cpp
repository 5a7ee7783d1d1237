//===- conv.cpp - CPU convolution shims on oneDNN ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// conv1d, conv2d, conv3d, grouped_conv2d, depthwise_conv2d and their fused
// forms (conv2d_bias_act, conv2d_bias_add_act, conv2d_bn_act,
// conv2d_bn_add_act, depthwise_conv2d_bn_act; runtime/kernels.json) on
// oneDNN's 1-D, 2-D and 3-D convolutions, one code path for every spatial
// rank. The batch-norm variants fold gamma, beta, mean and var into a
// per-channel scale and shift (in double, BatchNormStats::fold): with
// constant weights (w_constant) the scale is folded into the filter once and
// the shift is the convolution's bias; otherwise they are applied as binary
// post-ops after the convolution.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include "../common/kmatch_rt_cpu.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>

using namespace kmatch_rt;
using namespace kmatch_rt::cpu;

namespace {
/// The oneDNN call of a validated ConvLaunch: logical NCHW x and y, OIHW w
/// (I per group), an optional bias, batch norm as post-ops, and an optional
/// `pre`, the tensor y starts from before the sum post-op (y itself when
/// accumulating, z for the residual).
struct ConvCall {
  TensorView x, w, y;
  std::optional<TensorView> bias, pre;
  /// Batch norm as post-ops, y = conv * bnScale[c] + bnShift[c] (empty
  /// without), for a filter that may change between calls: no per-call
  /// refold of the filter.
  std::vector<float> bnScale, bnShift;
  /// Batch norm folded into a constant filter (empty without): w is a dense
  /// view of `foldSource` with output channel f scaled by foldScale[f]
  /// (scaledFilter), prepared once per filter and statistics, and the
  /// shift is the bias. oneDNN's JIT convolutions run a bias faster than
  /// two per-channel binary post-ops, and below AVX-512 take a residual's
  /// sum only as the first post-op.
  std::vector<double> foldScale;
  std::vector<float> foldShift;
  TensorView foldSource;
  int64_t groups = 1;
  Window window;
  Eltwise act;
  /// The launch's w_constant: 0, w may change between calls; otherwise w's
  /// contents at its address never change, and this names them.
  int64_t wConstant = 0;
};

/// The filters of constant weights (w_constant != 0) in a plan's layout,
/// prepared once per address and token. All plans together keep at most
/// kMaxBytes; past that, constant filters are reordered per call like the
/// others.
class ConstantFilters {
public:
  static constexpr size_t kMaxBytes = size_t(2) << 30;

  /// The prepared filter of (data, token) with batch norm's `scale` folded
  /// in (empty: none), or null.
  const memory *find(const void *data, int64_t token,
                     const std::vector<double> &scale = {}) const {
    auto it = filters.find({data, token});
    if (it == filters.end() || it->second.scale != scale)
      return nullptr;
    return &it->second.filter;
  }
  /// Keeps `filter` (replacing one of other statistics), when the budget
  /// allows; returns it.
  memory keep(const void *data, int64_t token, memory filter,
              const std::vector<double> &scale = {}) {
    auto it = filters.find({data, token});
    if (it != filters.end()) {
      totalBytes() -= it->second.filter.get_desc().get_size();
      filters.erase(it);
    }
    size_t bytes = filter.get_desc().get_size();
    if (totalBytes() + bytes > kMaxBytes)
      return filter;
    totalBytes() += bytes;
    return filters.emplace(std::make_pair(data, token), Kept{filter, scale})
        .first->second.filter;
  }

private:
  struct Kept {
    memory filter;
    std::vector<double> scale;
  };
  static size_t &totalBytes() {
    static size_t total = 0;
    return total;
  }
  std::map<std::pair<const void *, int64_t>, Kept> filters;
};

/// A prepared convolution and the reorders around it.
struct ConvPlan {
  dnnl::convolution_forward prim;
  memory::desc src, weights, bias, dst;
  memory::desc userSrc, userWeights, userBias, userDst, userPre;
  std::optional<dnnl::reorder> srcIn, weightsIn, biasIn, preIn, dstOut;
  memory srcScratch, weightsScratch, biasScratch, dstScratch;
  /// pre has the destination's layout: it is copied into the destination
  /// with memmove, not the reorder (oneDNN's generic one copies such
  /// channels-last tensors at about half memcpy's speed).
  bool preCopied = false;
  /// Filters of constant weights, when weightsIn reorders them.
  ConstantFilters constantFilters;
  /// The epilogue pass of a split plan (see buildConvPlan): the convolution
  /// (with batch norm's post-ops) writes `mid`; then `epilogue`, a binary
  /// add of pre (reordered into `preScratch` by preIn when its layout is
  /// not the destination's) with the activation's post-ops, writes dst.
  std::optional<dnnl::binary> epilogue;
  memory mid, preScratch;
};
} // namespace

/// The oneDNN weights descriptor of an OIW, OIHW or OIDHW view; for
/// groups > 1, GOI...
static memory::desc weightsDesc(const TensorView &w, int64_t groups) {
  if (groups == 1)
    return descOf(w);
  int64_t perGroup = w.sizes[0] / groups;
  memory::dims dims = {groups, perGroup};
  memory::dims strides = {w.strides[0] * perGroup, w.strides[0]};
  dims.insert(dims.end(), w.sizes + 1, w.sizes + w.rank);
  strides.insert(strides.end(), w.strides + 1, w.strides + w.rank);
  return memory::desc(dims, dt::f32, strides);
}

/// One entry per spatial dimension of `win`: field(i).
template <typename Field>
static memory::dims spatialDims(const Window &win, Field &&field) {
  memory::dims dims;
  for (int i = 0; i < win.spatial; ++i)
    dims.push_back(field(i));
  return dims;
}

/// The convolution primitive of a launch, not yet created: on oneDNN's
/// choice of layouts for x and y (`callerLayouts` false) or on the
/// caller's own; `splitEpilogue` when pre's add and the activation run as
/// their own pass after it.
struct ConvPrimitive {
  dnnl::convolution_forward::primitive_desc pd;
  bool splitEpilogue = false;
};

/// Whether the window of some output reads only padding along a spatial
/// dim (a pad at least as wide as the window's reach, or dilated taps that
/// all miss the input). oneDNN 2.6's AVX-512 brgconv computes such outputs
/// wrong under a sum post-op (the residual's): off values after a bias,
/// and a crash with an activation after the sum (measured on 1x1 to 3x3
/// kernels, NCHW and NHWC).
static bool someWindowReadsOnlyPadding(const ConvCall &l) {
  const Window &w = l.window;
  for (int i = 0; i < w.spatial; ++i) {
    int64_t in = l.x.sizes[2 + i], out = l.y.sizes[2 + i];
    for (int64_t o = 0; o < out; ++o) {
      bool reads = false;
      for (int64_t t = 0; t < w.kernel[i] && !reads; ++t) {
        int64_t at = o * w.stride[i] + t * w.dilation[i] - w.padLo[i];
        reads = at >= 0 && at < in;
      }
      if (!reads)
        return true;
    }
  }
  return false;
}

static ConvPrimitive convPrimitive(DnnContext &ctx, const ConvCall &l,
                                   bool callerLayouts) {
  memory::desc userSrc = descOf(l.x), userDst = descOf(l.y);
  // Rank 3, 4 or 5: oneDNN's 1-D, 2-D and 3-D convolutions.
  memory::dims anySrc(l.x.sizes, l.x.sizes + l.x.rank),
      anyDst(l.y.sizes, l.y.sizes + l.y.rank);
  memory::desc src =
      callerLayouts ? userSrc : memory::desc(anySrc, dt::f32, tag::any);
  memory::desc dst =
      callerLayouts ? userDst : memory::desc(anyDst, dt::f32, tag::any);
  memory::desc weights(weightsDesc(l.w, l.groups).dims(), dt::f32, tag::any);
  const Window &win = l.window;
  memory::dims strides = spatialDims(win, [&](int i) { return win.stride[i]; });
  // oneDNN counts dilation from 0 (no dilation).
  memory::dims dilates =
      spatialDims(win, [&](int i) { return win.dilation[i] - 1; });
  memory::dims padLo = spatialDims(win, [&](int i) { return win.padLo[i]; });
  memory::dims padHi = spatialDims(win, [&](int i) { return win.padHi[i]; });
  auto create = [&](const dnnl::primitive_attr &attr) {
    std::optional<dnnl::convolution_forward::desc> desc;
    if (l.bias)
      desc.emplace(dnnl::prop_kind::forward_inference,
                   algorithm::convolution_direct, src, weights,
                   denseVector(l.y.sizes[1]), dst, strides, dilates, padLo,
                   padHi);
    else
      desc.emplace(dnnl::prop_kind::forward_inference,
                   algorithm::convolution_direct, src, weights, dst, strides,
                   dilates, padLo, padHi);
    return dnnl::convolution_forward::primitive_desc(*desc, attr, ctx.engine);
  };
  int64_t bnChannels = static_cast<int64_t>(l.bnScale.size());
  ConvPrimitive c{create(postOps(bnChannels, l.pre.has_value(), l.act,
                                 /*dstRank=*/4))};
  // oneDNN's JIT convolutions take a sum post-op only as the first one
  // (oneDNN 2.6 below AVX-512: batch norm's binaries, then the residual's
  // sum, run on its reference kernel, 100x slower). When the whole chain
  // gets a reference kernel, or some window reads only padding (above),
  // the convolution keeps only batch norm's post-ops and one vectorized
  // binary add of pre runs the activation as its own post-ops: the same
  // operations in the same order.
  if (l.pre && (isReferenceImplementation(c.pd.impl_info_str()) ||
                someWindowReadsOnlyPadding(l))) {
    auto head =
        create(postOps(bnChannels, /*sum=*/false, Eltwise{}, /*dstRank=*/4));
    if (!isReferenceImplementation(head.impl_info_str()))
      c = {head, true};
  }
  return c;
}

/// The plan of a launch around its convolution primitive: the primitive,
/// the split epilogue if any, and the reorders between the caller's
/// layouts and the primitive's.
static ConvPlan buildConvPlan(DnnContext &ctx, const ConvCall &l,
                              const char *&step, const ConvPrimitive &c) {
  ConvPlan p;
  p.userSrc = descOf(l.x);
  p.userWeights = weightsDesc(l.w, l.groups);
  p.userDst = descOf(l.y);
  if (l.bias)
    p.userBias = descOf(*l.bias);
  const auto &pd = c.pd;
  noteImplementation("convolution", pd.impl_info_str());
  p.prim = dnnl::convolution_forward(pd);
  p.src = pd.src_desc();
  p.weights = pd.weights_desc();
  p.dst = pd.dst_desc();
  if (c.splitEpilogue) {
    step = "creating the convolution's epilogue";
    dnnl::binary::desc add(algorithm::binary_add, p.dst, p.dst, p.dst);
    p.epilogue = dnnl::binary(
        noted("binary",
              dnnl::binary::primitive_desc(
                  add, postOps(0, false, l.act, /*dstRank=*/4), ctx.engine)));
    p.mid = memory(p.dst, ctx.engine);
  }

  step = "creating the convolution's reorders";
  p.srcIn = reorderIfNeeded(ctx, p.userSrc, p.src);
  p.weightsIn = reorderIfNeeded(ctx, p.userWeights, p.weights);
  if (l.bias) {
    p.bias = pd.bias_desc();
    p.biasIn = reorderIfNeeded(ctx, p.userBias, p.bias);
  }
  p.dstOut = reorderIfNeeded(ctx, p.dst, p.userDst);
  if (l.pre && p.epilogue) {
    // The epilogue reads pre in the destination's layout.
    p.userPre = descOf(*l.pre);
    if (p.userPre != p.dst) {
      p.preIn = reorderIfNeeded(ctx, p.userPre, p.dst);
      p.preScratch = memory(p.dst, ctx.engine);
    }
  } else if (l.pre) {
    p.userPre = descOf(*l.pre);
    // y already holds what the sum post-op adds when the primitive writes y
    // directly and pre is y.
    bool preIsDst = !p.dstOut && l.pre->sameAs(l.y);
    // memmove copies the whole span: only into a dense destination (the
    // caller's y, in a plan on its layouts, may have gaps between rows).
    p.preCopied = !preIsDst && p.userPre == p.dst &&
                  p.dst.get_size() == size_t(l.y.numElements()) * sizeof(float);
    if (!preIsDst && !p.preCopied)
      p.preIn = reorderOf(ctx, p.userPre, p.dst);
  }
  step = "allocating the convolution's scratch memory";
  p.srcScratch = scratchFor(ctx, p.srcIn.has_value(), p.src);
  p.weightsScratch = scratchFor(ctx, p.weightsIn.has_value(), p.weights);
  p.biasScratch = scratchFor(ctx, p.biasIn.has_value(), p.bias);
  p.dstScratch = scratchFor(ctx, p.dstOut.has_value(), p.dst);
  return p;
}

/// Whether y starts on a 64-byte boundary, as the buffers one-shot
/// bufferization allocates do (buffer-alignment=64).
static bool alignedOutput(const ConvCall &l) {
  return reinterpret_cast<uintptr_t>(l.y.data) % 64 == 0;
}

enum class ConvLayouts { Auto, Blocked };

/// KMATCH_CONV_LAYOUT: auto (unset: the caller's layouts where planConv
/// finds them as fast) or blocked (oneDNN's layouts and the reorders always).
static ConvLayouts convLayoutChoice() {
  static const ConvLayouts choice = [] {
    const char *env = std::getenv("KMATCH_CONV_LAYOUT");
    if (!env || !*env || std::strcmp(env, "auto") == 0)
      return ConvLayouts::Auto;
    if (std::strcmp(env, "blocked") == 0)
      return ConvLayouts::Blocked;
    std::fprintf(stderr,
                 "kmatch: KMATCH_CONV_LAYOUT=%s is not auto or blocked; "
                 "using auto\n",
                 env);
    return ConvLayouts::Auto;
  }();
  return choice;
}

static PlanKey convKey(const ConvCall &l) {
  PlanKey key("conv");
  key.add(l.x).add(l.w).add(l.y).add(l.groups).add(l.window);
  key.add(static_cast<int64_t>(l.bias.has_value()));
  if (l.bias)
    key.add(*l.bias);
  key.add(static_cast<int64_t>(l.bnScale.size()));
  key.add(static_cast<int64_t>(l.pre.has_value()));
  if (l.pre)
    key.add(*l.pre).add(static_cast<int64_t>(l.pre->sameAs(l.y)));
  addActivation(key, l.act);
  key.add(static_cast<int64_t>(alignedOutput(l)));
  return key;
}

/// The arguments of a convolution's batch-norm post-ops, the first two.
static void bindBatchNormArgs(const DnnContext &ctx, const ConvCall &l,
                              std::unordered_map<int, memory> &args) {
  if (l.bnScale.empty())
    return;
  memory::desc channels = channelDesc(l.y.sizes[1]);
  args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1] =
      wrap(ctx, channels, const_cast<float *>(l.bnScale.data()));
  args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(1) | DNNL_ARG_SRC_1] =
      wrap(ctx, channels, const_cast<float *>(l.bnShift.data()));
}

/// Runs a split plan's two passes into `dst`: the convolution with batch
/// norm into p.mid, then dst = act(p.mid + pre). pre is read before dst is
/// written, element by element, so pre may be y itself.
static void runSplitConv(DnnContext &ctx, ConvPlan &p, const ConvCall &l,
                         memory x, memory w, memory dst) {
  std::unordered_map<int, memory> args = {
      {DNNL_ARG_SRC, x}, {DNNL_ARG_WEIGHTS, w}, {DNNL_ARG_DST, p.mid}};
  if (l.bias)
    args[DNNL_ARG_BIAS] = input(ctx, p.biasIn, p.biasScratch,
                                wrap(ctx, p.userBias, l.bias->data));
  bindBatchNormArgs(ctx, l, args);
  run(ctx, p.prim, args);
  memory pre =
      input(ctx, p.preIn, p.preScratch, wrap(ctx, p.userPre, l.pre->data));
  std::unordered_map<int, memory> add = {
      {DNNL_ARG_SRC_0, p.mid}, {DNNL_ARG_SRC_1, pre}, {DNNL_ARG_DST, dst}};
  bindActivationArgs(ctx, l.act, 0, /*dstRank=*/4, add);
  run(ctx, *p.epilogue, add);
}

/// One call of plan p: x and y in the caller's layouts (p.userSrc,
/// p.userDst), w in the plan's (p.weights); bias and pre are l's.
static void executeConv(DnnContext &ctx, ConvPlan &p, const ConvCall &l,
                        memory userX, memory w, memory y) {
  memory x = input(ctx, p.srcIn, p.srcScratch, userX);
  memory dst = p.dstOut ? p.dstScratch : y;
  if (p.epilogue) {
    runSplitConv(ctx, p, l, x, w, dst);
    if (p.dstOut)
      reorderInto(ctx, *p.dstOut, dst, y);
    ctx.stream.wait();
    return;
  }
  if (p.preIn) {
    memory pre = wrap(ctx, p.userPre, l.pre->data);
    reorderInto(ctx, *p.preIn, pre, dst);
  }
  if (p.preCopied)
    std::memmove(dst.get_data_handle(), l.pre->data, p.dst.get_size());
  std::unordered_map<int, memory> args = {
      {DNNL_ARG_SRC, x}, {DNNL_ARG_WEIGHTS, w}, {DNNL_ARG_DST, dst}};
  if (l.bias)
    args[DNNL_ARG_BIAS] = input(ctx, p.biasIn, p.biasScratch,
                                wrap(ctx, p.userBias, l.bias->data));
  bindBatchNormArgs(ctx, l, args);
  // The activation's post-ops follow batch norm's two and the sum.
  bindActivationArgs(ctx, l.act, (l.bnScale.empty() ? 0 : 2) + (l.pre ? 1 : 0),
                     /*dstRank=*/4, args);
  run(ctx, p.prim, args);
  if (p.dstOut)
    reorderInto(ctx, *p.dstOut, dst, y);
  ctx.stream.wait();
}

/// The weights of one call of plan p, in its layout: constant filters (and
/// batch norm folded into them) prepared once and kept, others reordered
/// per call.
static memory convWeights(DnnContext &ctx, ConvPlan &p, const ConvCall &l,
                          const char *&step) {
  memory w;
  if (!l.foldScale.empty()) {
    if (const memory *kept = p.constantFilters.find(l.foldSource.data,
                                                    l.wConstant, l.foldScale)) {
      w = *kept;
    } else {
      step = "folding batch norm into a constant filter";
      std::vector<float> folded = scaledFilter(l.foldSource, l.foldScale);
      memory filter(p.weights, ctx.engine);
      memory user = wrap(ctx, p.userWeights, folded.data());
      if (p.weightsIn) {
        reorderInto(ctx, *p.weightsIn, user, filter);
        ctx.stream.wait();
      } else {
        std::memcpy(filter.get_data_handle(), folded.data(),
                    p.weights.get_size());
      }
      w = p.constantFilters.keep(l.foldSource.data, l.wConstant, filter,
                                 l.foldScale);
    }
  } else if (l.wConstant != 0 && p.weightsIn) {
    // The reorder into a fresh buffer kept for the next calls.
    if (const memory *kept = p.constantFilters.find(l.w.data, l.wConstant)) {
      w = *kept;
    } else {
      step = "preparing a constant filter";
      memory filter(p.weights, ctx.engine);
      memory user = wrap(ctx, p.userWeights, l.w.data);
      reorderInto(ctx, *p.weightsIn, user, filter);
      w = p.constantFilters.keep(l.w.data, l.wConstant, filter);
    }
  } else {
    w = input(ctx, p.weightsIn, p.weightsScratch,
              wrap(ctx, p.userWeights, l.w.data));
  }
  return w;
}

/// The plan of a convolution launch: on the caller's channels-last layouts,
/// without the reorders around the call, where oneDNN runs the same
/// implementation there and y is 64-byte aligned; otherwise on oneDNN's
/// choice of layouts (docs/Runtime.md, Activation layouts, has the
/// measurements). KMATCH_CONV_LAYOUT=blocked keeps oneDNN's always.
static ConvPlan planConv(DnnContext &ctx, const ConvCall &l,
                         const char *&step) {
  step = "creating the convolution primitive";
  ConvPrimitive blocked = convPrimitive(ctx, l, /*callerLayouts=*/false);
  bool reorders = blocked.pd.src_desc() != descOf(l.x) ||
                  blocked.pd.dst_desc() != descOf(l.y);
  if (reorders && alignedOutput(l) && convLayoutChoice() == ConvLayouts::Auto) {
    try {
      ConvPrimitive caller = convPrimitive(ctx, l, /*callerLayouts=*/true);
      if (std::strcmp(caller.pd.impl_info_str(), blocked.pd.impl_info_str()) ==
              0 &&
          caller.splitEpilogue == blocked.splitEpilogue)
        return buildConvPlan(ctx, l, step, caller);
    } catch (const dnnl::error &) {
      // No implementation on the caller's layouts.
    }
  }
  return buildConvPlan(ctx, l, step, blocked);
}

/// Runs a validated convolution launch.
static void runConv(const char *kernel, const ConvCall &l) {
  if (l.y.empty())
    return;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    // Never destroyed, like dnnContext().
    static auto &cache = *new PlanCache<ConvPlan>;
    ConvPlan &p = cache.get(convKey(l), [&] { return planConv(ctx, l, step); });
    memory w = convWeights(ctx, p, l, step);
    step = "running the convolution";
    executeConv(ctx, p, l, wrap(ctx, p.userSrc, l.x.data), w,
                wrap(ctx, p.userDst, l.y.data));
  });
}

/// Validates a convolution launch (dnn_checks.h) and runs it on oneDNN.
static void conv(const char *kernel, ConvLaunch l, int64_t wConstant) {
  DenseInputs dense;
  dense.densify(l.x);
  if (!describable(l.w)) {
    // A copy at a new address each call: not the constant filter the
    // token names.
    dense.densify(l.w);
    wConstant = 0;
  }
  if (l.bias)
    dense.densify(*l.bias);
  if (l.z)
    dense.densify(*l.z);
  if (l.bn)
    for (TensorView *v : {&l.bn->gamma, &l.bn->beta, &l.bn->mean, &l.bn->var})
      dense.densify(*v);
  if (!checkConv(kernel, StridePolicy::PositiveOnly, l) || l.y.empty())
    return;
  if (l.emptyReduction()) {
    l.computeEmptyReduction();
    return;
  }
  ConvCall c;
  c.x = l.x, c.w = l.w, c.y = l.y;
  c.groups = l.groups;
  c.window = l.window;
  c.act = eltwiseOf(l.act);
  c.bias = l.bias;
  c.wConstant = wConstant;
  // A y oneDNN cannot describe is computed densely and written back.
  DenseOutputs out;
  out.densify(c.y, /*copyIn=*/l.accumulate);
  if (l.accumulate)
    c.pre = c.y;
  if (l.z)
    c.pre = l.z;
  if (l.bn && wConstant != 0) {
    // Folded into the constant filter, prepared once (ConvCall::foldScale):
    // w is read as a dense logical view of the folded copy.
    l.bn->fold(c.foldScale, c.foldShift);
    c.foldSource = l.w;
    makeDense(c.w);
    TensorView shift;
    shift.data = c.foldShift.data();
    shift.rank = 1;
    shift.sizes[0] = static_cast<int64_t>(c.foldShift.size());
    shift.strides[0] = 1;
    c.bias = shift;
  } else if (l.bn) {
    // Per channel, in double (BatchNormStats::fold), rounded once to float.
    std::vector<double> scale;
    l.bn->fold(scale, c.bnShift);
    c.bnScale.assign(scale.begin(), scale.end());
  }
  runConv(kernel, c);
  out.finish();
}

KMATCH_CPU_ENTRY(conv2d, f32) {
  conv(kernel,
       ConvLaunch::accumulating(*X, *W, *Y, layout, KMATCH_CONV_WINDOW,
                                accumulate),
       w_constant);
}

KMATCH_CPU_ENTRY(conv1d, f32) {
  conv(kernel,
       ConvLaunch::accumulating(
           *X, *W, *Y, layout,
           windowOf({stride_w}, {dilation_w}, {pad_left}, {pad_right}),
           accumulate),
       w_constant);
}

KMATCH_CPU_ENTRY(conv3d, f32) {
  conv(kernel,
       ConvLaunch::accumulating(*X, *W, *Y, layout,
                                windowOf({stride_d, stride_h, stride_w},
                                         {dilation_d, dilation_h, dilation_w},
                                         {pad_front, pad_top, pad_left},
                                         {pad_back, pad_bottom, pad_right}),
                                accumulate),
       w_constant);
}

KMATCH_CPU_ENTRY(conv2d_bias_act, f32) {
  conv(kernel,
       ConvLaunch::withBias(*X, *W, *Bias, nullptr, *Y, layout,
                            KMATCH_CONV_WINDOW, act, act_lo, act_hi),
       w_constant);
}

KMATCH_CPU_ENTRY(conv2d_bias_add_act, f32) {
  conv(kernel,
       ConvLaunch::withBias(*X, *W, *Bias, Z, *Y, layout, KMATCH_CONV_WINDOW,
                            act, act_lo, act_hi),
       w_constant);
}

KMATCH_CPU_ENTRY(conv2d_bn_act, f32) {
  conv(kernel,
       ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var, nullptr,
                                 *Y, layout, KMATCH_CONV_WINDOW, act, act_lo,
                                 act_hi, eps),
       w_constant);
}

KMATCH_CPU_ENTRY(conv2d_bn_add_act, f32) {
  conv(kernel,
       ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var, Z, *Y,
                                 layout, KMATCH_CONV_WINDOW, act, act_lo,
                                 act_hi, eps),
       w_constant);
}

KMATCH_CPU_ENTRY(grouped_conv2d, f32) {
  conv(kernel,
       ConvLaunch::grouped(*X, *W, *Y, layout, KMATCH_CONV_WINDOW, groups,
                           accumulate),
       w_constant);
}

KMATCH_CPU_ENTRY(depthwise_conv2d, f32) {
  conv(kernel,
       ConvLaunch::accumulating(*X, *W, *Y, layout, KMATCH_CONV_WINDOW,
                                accumulate),
       w_constant);
}

KMATCH_CPU_ENTRY(depthwise_conv2d_bn_act, f32) {
  conv(kernel,
       ConvLaunch::depthwiseWithBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var,
                                          *Y, layout, KMATCH_CONV_WINDOW, act,
                                          act_lo, act_hi, eps),
       w_constant);
}
