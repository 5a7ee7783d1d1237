//===- dnn.cpp - CPU shims for the DNN kernels on oneDNN --------*- C++ -*-===//
//
// The f32 CPU shims of the DNN kernels of runtime/kernels.json, on oneDNN:
//
//   conv2d(x, w, y, layout, geometry.., accumulate)    y (+)= conv(x, w)
//   conv1d, conv3d: the same over W, or D, H and W
//   conv2d_bias_act(x, w, bias, y, .., act, lo, hi)    y = act(conv + bias)
//   conv2d_bias_add_act(x, w, bias, z, y, ..)          y = act(conv + bias + z)
//   conv2d_bn_act(x, w, gamma, beta, mean, var, y, .., eps)
//   conv2d_bn_add_act(x, w, gamma, beta, mean, var, z, y, .., eps)
//   depthwise_conv2d(x, w, y, layout, geometry.., accumulate)
//   depthwise_conv2d_bn_act(x, w, gamma, beta, mean, var, y, .., eps)
//   maxpool2d / avgpool2d(x, y, layout, kernel, strides, pads)
//   batchnorm(x, gamma, beta, mean, var, y, layout, eps)
//   add(a, b, y)                                       any rank
//   scale_channels(x, s, y, layout)                    y = x * s[n, c]
//   gemm_bias_act(A, B, bias, C, transA, transB, act, lo, hi)
//   and gemmOnDnn (matmul.h): the f32 @gemm for the shapes oneDNN is faster on
//
// geometry is stride_h, stride_w, dilation_h, dilation_w, pad_top, pad_left,
// pad_bottom, pad_right (one entry per spatial dim for conv1d and conv3d);
// one code path serves every spatial rank, on oneDNN's 1-D, 2-D and 3-D
// convolutions. Memory descriptors are built from the memref
// descriptors' own sizes and strides, so every positively strided view is
// taken as it is; convolutions let oneDNN pick its layouts and reorder into
// and out of them. The batch-norm variants fold gamma, beta, mean and var
// into a per-channel scale and shift (in double, BatchNormStats::fold):
// with constant weights (w_constant) the scale is folded into the filter
// once and the shift is the convolution's bias; otherwise they are applied
// as binary post-ops after the convolution. Every primitive's
// implementation is checked when it is created (noted): where oneDNN has
// only its reference kernel, another formulation of the launch runs. Every
// launch is parsed and validated by runtime/common/dnn_checks.h
// (StridePolicy::PositiveOnly: oneDNN takes positive strides), shared with the
// CUDA shims; this file holds only the oneDNN calls. An input view with a zero
// or negative stride (a broadcast, a reversed axis: valid linalg operands),
// or with strides oneDNN refuses to describe (describable), is read from a
// dense copy (DenseInputs); an output view oneDNN refuses is computed into a
// dense copy and written back (DenseOutputs); outputs with zero or negative
// strides are refused at rewrite time.
//
// Thread safety: any thread may call the shims. Each launch takes one
// process-wide lock for its oneDNN work (the primitive cache and the one CPU
// stream); oneDNN parallelizes inside each primitive. Prepared primitives are
// cached for the life of the process, keyed by every shape, stride and
// parameter that determines them, so a repeated launch creates nothing.
//
//===----------------------------------------------------------------------===//
#include "dnn_util.h"
#include "matmul.h"

#include "../common/host_isa.h"
#include "../common/kmatch_profile.h"
#include "../common/kmatch_rt_cpu.h"
#include "../common/layernorm.h"
#include "../common/softmax.h"

#include <oneapi/dnnl/dnnl.hpp>
#include <oneapi/dnnl/dnnl_debug.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

using namespace kmatch_rt;
using dnnl::algorithm;
using dnnl::memory;
using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

//===----------------------------------------------------------------------===//
// The engine, the stream, the plan cache and error reporting
//===----------------------------------------------------------------------===//

namespace {

/// Whether oneDNN takes a memory descriptor of these sizes and strides.
/// Besides positive strides it wants every dimension's stride to clear the
/// extent of the ones inside it: a valid, non-overlapping view such as
/// x[:, :, ::2, ::2] of a 9 x 9 image (rows 18 apart, 5 of them spanning 90
/// floats, channels 81 apart) is refused ("could not construct a memory
/// descriptor using strides").
/// Whether oneDNN accepts the memory descriptor `make` builds.
template <typename Make>
static bool accepts(Make &&make) {
  try {
    (void)make();
    return true;
  } catch (const dnnl::error &) {
    return false;
  }
}

static bool describable(int rank, const int64_t *sizes,
                        const int64_t *strides) {
  for (int d = 0; d < rank; ++d)
    if (sizes[d] > 1 && strides[d] <= 0)
      return false;
  return accepts([&] {
    return memory::desc(memory::dims(sizes, sizes + rank), dt::f32,
                        memory::dims(strides, strides + rank));
  });
}

static bool describable(const TensorView &v) {
  return describable(v.rank, v.sizes, v.strides);
}

/// v's strides made dense, row-major in its logical order.
static void makeDense(TensorView &v) {
  int64_t stride = 1;
  for (int d = v.rank - 1; d >= 0; --d) {
    v.strides[d] = stride;
    stride *= std::max<int64_t>(v.sizes[d], 1);
  }
}

/// Dense copies of the input views oneDNN cannot describe: a zero or
/// negative stride on a dim of more than one element (a broadcast, a
/// reversed axis), or strides it refuses (describable). Each copy holds the
/// view's elements in its logical (row-major) order and lives as long as
/// this object; other views are left as they are.
class DenseInputs {
public:
  void densify(TensorView &v) {
    if (describable(v))
      return;
    copies.push_back(v.gather());
    v.data = copies.back().data();
    makeDense(v);
  }
  template <int R>
  MemRef<float, R> densify(const MemRef<float, R> &m) {
    std::array<int, R> identity;
    for (int d = 0; d < R; ++d)
      identity[d] = d;
    TensorView v = viewOf<R>(m, identity);
    densify(v);
    MemRef<float, R> read = m;
    if (v.data == m.data())
      return read;
    read.allocated = read.aligned = v.data;
    read.offset = 0;
    for (int d = 0; d < R; ++d)
      read.strides[d] = v.strides[d];
    return read;
  }

private:
  std::deque<std::vector<float>> copies;
};

/// Output views oneDNN cannot describe (describable), computed into dense
/// copies and written back by finish(), element by element in logical
/// order.
class DenseOutputs {
public:
  /// Points `v` at a dense copy when oneDNN cannot describe it; the copy
  /// starts from v's contents when `copyIn` (an accumulating launch).
  void densify(TensorView &v, bool copyIn) {
    if (describable(v))
      return;
    outputs.push_back(
        {v, copyIn ? v.gather()
                   : std::vector<float>(static_cast<size_t>(v.numElements()))});
    v.data = outputs.back().dense.data();
    makeDense(v);
  }
  /// Writes every dense copy back into its view.
  void finish() {
    for (Output &o : outputs) {
      size_t i = 0;
      o.view.walker().forEach(
          [&](intptr_t off) { o.view.data[off] = o.dense[i++]; });
    }
    outputs.clear();
  }

private:
  struct Output {
    TensorView view;
    std::vector<float> dense;
  };
  std::deque<Output> outputs;
};

/// The one CPU engine and stream, created on first use, and the one
/// scratchpad every primitive runs with.
///
/// The shims' primitives are cached and run from whichever thread launches
/// them; oneDNN's library-managed scratchpad belongs to the thread that
/// created the primitive ("each primitive should be executed in the same
/// thread it was created in"), so a primitive run from another thread
/// wrote into that thread's buffer, or into freed memory once it had exited
/// (a crash of the gemm-based convolutions, whose scratchpad is large, seen
/// under ONEDNN_MAX_CPU_ISA=SSE41). Every primitive is therefore created
/// with scratchpad_mode::user and run with this buffer: launches serialize
/// on the launch lock, so one buffer, grown to the largest need, serves all.
struct DnnContext {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::vector<char> scratchpadBytes;

  /// Memory of descriptor `desc` over the shared scratchpad.
  memory scratchpad(const memory::desc &desc) {
    size_t bytes = desc.get_size();
    if (scratchpadBytes.size() < bytes)
      scratchpadBytes.assign(bytes, 0);
    return memory(desc, engine, scratchpadBytes.data());
  }
};

/// Prepared primitives of one kind, by PlanKey. Used under the launch lock.
template <typename Plan>
class PlanCache {
public:
  template <typename Build>
  Plan &get(const PlanKey &key, Build &&build) {
    auto it = plans.find(key.str());
    if (it != plans.end())
      return *it->second;
    auto plan = std::make_unique<Plan>(build());
    return *plans.emplace(key.str(), std::move(plan)).first->second;
  }

private:
  std::unordered_map<std::string, std::unique_ptr<Plan>> plans;
};

} // namespace

static std::mutex &launchMutex() {
  static std::mutex m;
  return m;
}

/// The process's one engine and stream; call under the launch lock.
/// It and the primitive caches are never destroyed: releasing oneDNN objects
/// during static destruction, after oneDNN's (and its OpenMP runtime's) own
/// state may be gone, crashed processes at exit.
static DnnContext &dnnContext() {
  static auto &context = *new DnnContext;
  return context;
}

/// Runs body(context, step) under the launch lock; reports a oneDNN failure
/// with the step that failed (body keeps `step` current), the library's
/// status name and its message. Never throws.
template <typename Body>
static void withDnn(const char *kernel, Body &&body) {
  const char *step = "creating the CPU engine";
  try {
    std::lock_guard<std::mutex> lock(launchMutex());
    DnnContext &context = dnnContext();
    step = "preparing the launch";
    body(context, step);
  } catch (const dnnl::error &e) {
    kmatch_rt_error(kernel, "oneDNN failed %s: %s (%s)", step,
                    dnnl_status2str(e.status), e.what());
  } catch (const std::bad_alloc &) {
    kmatch_rt_error(kernel, "out of memory %s", step);
  }
}

/// Attributes with the user-managed scratchpad (DnnContext) and `ops`.
static dnnl::primitive_attr attrWith(dnnl::post_ops ops = dnnl::post_ops()) {
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  attr.set_post_ops(ops);
  return attr;
}

/// Runs `prim` on `args` and the shared scratchpad, on the stream.
static void run(DnnContext &ctx, const dnnl::primitive &prim,
                std::unordered_map<int, memory> args) {
  const_dnnl_primitive_desc_t pd = nullptr;
  dnnl::error::wrap_c_api(dnnl_primitive_get_primitive_desc(prim.get(), &pd),
                          "could not get a primitive descriptor");
  const dnnl_memory_desc_t *md =
      dnnl_primitive_desc_query_md(pd, dnnl_query_scratchpad_md, 0);
  if (md && md->ndims > 0)
    args[DNNL_ARG_SCRATCHPAD] = ctx.scratchpad(memory::desc(*md));
  prim.execute(ctx.stream, args);
}

/// A reorder of `from` into `to`, run with the shared scratchpad.
static void reorderInto(DnnContext &ctx, const dnnl::reorder &r, memory from,
                        memory to) {
  run(ctx, r, {{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, to}});
}

/// `pd`, after recording the implementation oneDNN picked for it on the
/// calling shim's row (kmatch_profile.h: KMATCH_PROFILE prints it, and
/// kmatch_rt_reference_primitives counts the reference ones). Every
/// primitive this file creates goes through here.
template <typename PrimitiveDesc>
static PrimitiveDesc noted(const char *primitive, PrimitiveDesc pd) {
  noteImplementation(primitive, pd.impl_info_str());
  return pd;
}

/// The primitive of `pd`, or none where oneDNN offers only its reference
/// implementation for the launch: the shim then runs its own host loop for
/// it (noted as "host"), never the reference kernel. Records what runs.
template <typename Primitive, typename PrimitiveDesc>
static std::optional<Primitive> optimizedOnly(const char *primitive,
                                              const PrimitiveDesc &pd) {
  if (isReferenceImplementation(pd.impl_info_str())) {
    noteImplementation(primitive, "host");
    return std::nullopt;
  }
  noteImplementation(primitive, pd.impl_info_str());
  return Primitive(pd);
}

/// The oneDNN descriptor of a view, dimensions in logical order.
static memory::desc descOf(const TensorView &v) {
  return memory::desc(memory::dims(v.sizes, v.sizes + v.rank), dt::f32,
                      memory::dims(v.strides, v.strides + v.rank));
}

/// A dense 1-D descriptor of n elements.
static memory::desc denseVector(int64_t n) {
  return memory::desc({n}, dt::f32, tag::x);
}

/// The plain layout a primitive over 4-D view `v` of a launch with layout
/// `layout` runs in: NHWC where v's channels are innermost in memory (an
/// NHWC buffer seen as NCHW, --kmatch-channels-last), else the launch's.
static int32_t plainLayoutOf(const TensorView &v, int32_t layout) {
  return v.sizes[1] > 1 && v.strides[1] == 1 ? KMATCH_LAYOUT_NHWC : layout;
}

/// A dense NCHW (layout 0) or NHWC (layout 1) descriptor of logical dims.
static memory::desc densePlain(const TensorView &v, int32_t layout) {
  return memory::desc(memory::dims(v.sizes, v.sizes + 4), dt::f32,
                      layout ? tag::nhwc : tag::nchw);
}

/// A reorder from `from` to `to`, or none when they are the same layout.
static std::optional<dnnl::reorder> reorderIfNeeded(const DnnContext &ctx,
                                                    const memory::desc &from,
                                                    const memory::desc &to) {
  if (from == to)
    return std::nullopt;
  return dnnl::reorder(
      noted("reorder", dnnl::reorder::primitive_desc(
                           ctx.engine, from, ctx.engine, to, attrWith())));
}

/// Memory over a caller's buffer.
static memory wrap(const DnnContext &ctx, const memory::desc &desc,
                   const void *data) {
  return memory(desc, ctx.engine, const_cast<void *>(data));
}

/// The memory a primitive reads: `user` itself, or `scratch` with `user`
/// reordered into the primitive's layout.
static memory input(DnnContext &ctx, const std::optional<dnnl::reorder> &r,
                    memory scratch, memory user) {
  if (!r)
    return user;
  reorderInto(ctx, *r, user, scratch);
  return scratch;
}

/// Plan-owned memory for a reordered operand, allocated once with the plan
/// (launches serialize on the launch lock, so one copy per plan suffices).
/// Allocating it per launch cost a page fault per page on every call, as
/// glibc returns large freed blocks to the kernel: +40% at ResNet sizes.
static memory scratchFor(DnnContext &ctx, bool needed,
                         const memory::desc &desc) {
  return needed ? memory(desc, ctx.engine) : memory();
}

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

namespace {
/// One post-op step of an activation: an eltwise post-op (alg, alpha, beta),
/// or, for algorithm::binary_div and binary_mul, a division or product by
/// the scalar `alpha`.
struct PostStep {
  algorithm alg = algorithm::eltwise_relu;
  float alpha = 0.f, beta = 0.f;

  bool binary() const {
    return alg == algorithm::binary_div || alg == algorithm::binary_mul;
  }
};

/// The post-ops of an activation, in order; none when empty.
struct Eltwise {
  std::vector<PostStep> steps;
};
} // namespace

/// The post-ops of a checked activation (dnn_checks.h). hardsigmoid is
/// x + 3 (eltwise_linear(1, 3): one rounding, as the IR's addf), clipped to
/// [0, 6], then divided by 6 (a binary_div post-op: eltwise_linear(1/6)
/// would multiply by a rounded 1/6, which differs from the IR's divf). On
/// NaN, Inf and -0 the library's relu, clip and hardswish can differ from
/// the IR (README, Semantics: kmatch.nan_exact keeps them unfused). sigmoid
/// is eltwise_logistic and silu eltwise_swish with alpha 1 (x *
/// logistic(1 * x)): the JIT kernels' exp is their own, within a few ulp of
/// libm's, and flushes to 0 below about -87 (README, Divergences 5).
static Eltwise eltwiseOf(const Activation &act) {
  switch (act.code) {
  case KMATCH_ACT_RELU:
    return {{{algorithm::eltwise_relu, 0.f, 0.f}}};
  case KMATCH_ACT_CLAMP:
    return {{{algorithm::eltwise_clip, act.lo, act.hi}}};
  // torch-mlir's clamp: the clip post-op (max with lo, then min with hi)
  // sends NaN to lo and keeps -0 for lo < 0 < hi, as the IR's selects do,
  // but gives +0 for x = -0 where a bound is 0 (relu6), the IR -0 (measured
  // on oneDNN 2.6; README, Semantics: kept out under kmatch.nan_exact).
  case KMATCH_ACT_CLAMP_SELECT:
    return {{{algorithm::eltwise_clip, act.lo, act.hi}}};
  case KMATCH_ACT_GELU_TANH:
    return {{{algorithm::eltwise_gelu_tanh, 0.f, 0.f}}};
  case KMATCH_ACT_GELU_ERF:
    return {{{algorithm::eltwise_gelu_erf, 0.f, 0.f}}};
  case KMATCH_ACT_HARDSWISH:
  case KMATCH_ACT_HARDSWISH_MUL:
    return {{{algorithm::eltwise_hardswish, 0.f, 0.f}}};
  case KMATCH_ACT_SIGMOID:
    return {{{algorithm::eltwise_logistic, 0.f, 0.f}}};
  case KMATCH_ACT_SILU:
    return {{{algorithm::eltwise_swish, 1.f, 0.f}}};
  case KMATCH_ACT_HARDSIGMOID:
    return {{{algorithm::eltwise_linear, 1.f, 3.f},
             {algorithm::eltwise_clip, 0.f, 6.f},
             {algorithm::binary_div, 6.f, 0.f}}};
  // Keras' hard_sigmoid multiplies by 1/6 rounded to f32: a binary_mul
  // by that scalar. (A second eltwise_linear does not do: oneDNN 2.6's JIT
  // kernels applied the first one's alpha and beta to it, x + 3 twice,
  // caught by the every-activation test at AVX2 and AVX-512.)
  case KMATCH_ACT_HARDSIGMOID_MUL:
    return {{{algorithm::eltwise_linear, 1.f, 3.f},
             {algorithm::eltwise_clip, 0.f, 6.f},
             {algorithm::binary_mul, 1.f / 6.f, 0.f}}};
  default:
    return {};
  }
}

/// The per-channel vector {1, C, 1, 1} of a batch-norm post-op.
static memory::desc channelDesc(int64_t channels) {
  return memory::desc({1, channels, 1, 1}, dt::f32, tag::nchw);
}

/// One element broadcast over a destination of rank `rank`, the second
/// operand of a binary post-op by a scalar.
static memory::desc scalarDesc(int rank) {
  return memory::desc(memory::dims(static_cast<size_t>(rank), 1), dt::f32,
                      memory::dims(static_cast<size_t>(rank), 1));
}

/// The post-ops of a primitive writing a destination of rank `dstRank`:
/// batch norm as a per-channel multiply and add (when `bnChannels` > 0), the
/// sum of what y starts from (scaled by `sumScale`), and the activation's
/// steps, in this order.
static dnnl::primitive_attr postOps(int64_t bnChannels, bool sum,
                                    const Eltwise &act, int dstRank,
                                    float sumScale = 1.f) {
  dnnl::post_ops ops;
  if (bnChannels > 0) {
    ops.append_binary(algorithm::binary_mul, channelDesc(bnChannels));
    ops.append_binary(algorithm::binary_add, channelDesc(bnChannels));
  }
  if (sum)
    ops.append_sum(sumScale);
  for (const PostStep &step : act.steps) {
    if (step.binary())
      ops.append_binary(step.alg, scalarDesc(dstRank));
    else
      ops.append_eltwise(1.f, step.alg, step.alpha, step.beta);
  }
  return attrWith(ops);
}

/// Binds the scalars of the activation's binary steps, post-ops `first`
/// onwards (after those postOps placed before them), to `args`. The scalars
/// live in `act`, which must outlive the execution.
static void bindActivationArgs(const DnnContext &ctx, const Eltwise &act,
                               int first, int dstRank,
                               std::unordered_map<int, memory> &args) {
  for (size_t i = 0; i < act.steps.size(); ++i)
    if (act.steps[i].binary())
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(first + static_cast<int>(i)) |
           DNNL_ARG_SRC_1] =
          wrap(ctx, scalarDesc(dstRank), &act.steps[i].alpha);
}

static void addActivation(PlanKey &key, const Eltwise &act) {
  key.add(static_cast<int64_t>(act.steps.size()));
  for (const PostStep &step : act.steps)
    key.add(static_cast<int64_t>(step.alg)).add(step.alpha).add(step.beta);
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

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

static ConvPlan buildConvPlan(DnnContext &ctx, const ConvCall &l,
                              const char *&step) {
  ConvPlan p;
  p.userSrc = descOf(l.x);
  p.userWeights = weightsDesc(l.w, l.groups);
  p.userDst = descOf(l.y);
  // Rank 3, 4 or 5: oneDNN's 1-D, 2-D and 3-D convolutions.
  memory::dims anySrc(l.x.sizes, l.x.sizes + l.x.rank),
      anyDst(l.y.sizes, l.y.sizes + l.y.rank);
  memory::desc src(anySrc, dt::f32, tag::any), dst(anyDst, dt::f32, tag::any);
  memory::desc weights(p.userWeights.dims(), dt::f32, tag::any);
  const Window &win = l.window;
  memory::dims strides = spatialDims(win, [&](int i) { return win.stride[i]; });
  // oneDNN counts dilation from 0 (no dilation).
  memory::dims dilates =
      spatialDims(win, [&](int i) { return win.dilation[i] - 1; });
  memory::dims padLo = spatialDims(win, [&](int i) { return win.padLo[i]; });
  memory::dims padHi = spatialDims(win, [&](int i) { return win.padHi[i]; });

  step = "creating the convolution primitive";
  std::optional<dnnl::convolution_forward::desc> desc;
  if (l.bias) {
    p.userBias = descOf(*l.bias);
    desc.emplace(dnnl::prop_kind::forward_inference,
                 algorithm::convolution_direct, src, weights,
                 denseVector(l.y.sizes[1]), dst, strides, dilates, padLo,
                 padHi);
  } else {
    desc.emplace(dnnl::prop_kind::forward_inference,
                 algorithm::convolution_direct, src, weights, dst, strides,
                 dilates, padLo, padHi);
  }
  int64_t bnChannels = static_cast<int64_t>(l.bnScale.size());
  dnnl::convolution_forward::primitive_desc pd(
      *desc, postOps(bnChannels, l.pre.has_value(), l.act, /*dstRank=*/4),
      ctx.engine);
  // oneDNN's JIT convolutions take a sum post-op only as the first one
  // (oneDNN 2.6 below AVX-512: batch norm's binaries, then the residual's
  // sum, run on its reference kernel, 100x slower). When the whole chain
  // gets a reference kernel, the convolution keeps only batch norm's
  // post-ops and one vectorized binary add of pre runs the activation as
  // its own post-ops: the same operations in the same order.
  bool splitEpilogue =
      isReferenceImplementation(pd.impl_info_str()) && l.pre.has_value();
  if (splitEpilogue) {
    dnnl::convolution_forward::primitive_desc head(
        *desc, postOps(bnChannels, /*sum=*/false, Eltwise{}, /*dstRank=*/4),
        ctx.engine);
    splitEpilogue = !isReferenceImplementation(head.impl_info_str());
    if (splitEpilogue)
      pd = head;
  }
  noteImplementation("convolution", pd.impl_info_str());
  p.prim = dnnl::convolution_forward(pd);
  p.src = pd.src_desc();
  p.weights = pd.weights_desc();
  p.dst = pd.dst_desc();
  if (splitEpilogue) {
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
    p.preCopied = !preIsDst && p.userPre == p.dst;
    if (!preIsDst)
      p.preIn = reorderIfNeeded(ctx, p.userPre, p.dst);
  }
  step = "allocating the convolution's scratch memory";
  p.srcScratch = scratchFor(ctx, p.srcIn.has_value(), p.src);
  p.weightsScratch = scratchFor(ctx, p.weightsIn.has_value(), p.weights);
  p.biasScratch = scratchFor(ctx, p.biasIn.has_value(), p.bias);
  p.dstScratch = scratchFor(ctx, p.dstOut.has_value(), p.dst);
  return p;
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

/// Runs a validated convolution launch.
static void runConv(const char *kernel, const ConvCall &l) {
  if (l.y.empty())
    return;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    // Never destroyed, like dnnContext().
    static auto &cache = *new PlanCache<ConvPlan>;
    ConvPlan &p =
        cache.get(convKey(l), [&] { return buildConvPlan(ctx, l, step); });
    step = "running the convolution";
    memory x =
        input(ctx, p.srcIn, p.srcScratch, wrap(ctx, p.userSrc, l.x.data));
    memory w;
    if (!l.foldScale.empty()) {
      if (const memory *kept = p.constantFilters.find(
              l.foldSource.data, l.wConstant, l.foldScale)) {
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
        step = "running the convolution";
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
        step = "running the convolution";
      }
    } else {
      w = input(ctx, p.weightsIn, p.weightsScratch,
                wrap(ctx, p.userWeights, l.w.data));
    }
    memory y = wrap(ctx, p.userDst, l.y.data);
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
    bindActivationArgs(ctx, l.act,
                       (l.bnScale.empty() ? 0 : 2) + (l.pre ? 1 : 0),
                       /*dstRank=*/4, args);
    run(ctx, p.prim, args);
    if (p.dstOut)
      reorderInto(ctx, *p.dstOut, dst, y);
    ctx.stream.wait();
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

#define KMATCH_CONV_WINDOW                                                     \
  windowOf(stride_h, stride_w, dilation_h, dilation_w, pad_top, pad_left,      \
           pad_bottom, pad_right)

KMATCH_CPU_ENTRY(conv2d, f32) {
  guarded("conv2d_f32 (cpu)", [&] {
    conv("conv2d_f32 (cpu)",
         ConvLaunch::accumulating(*X, *W, *Y, layout, KMATCH_CONV_WINDOW,
                                  accumulate),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv1d, f32) {
  guarded("conv1d_f32 (cpu)", [&] {
    conv("conv1d_f32 (cpu)",
         ConvLaunch::accumulating(
             *X, *W, *Y, layout,
             windowOf({stride_w}, {dilation_w}, {pad_left}, {pad_right}),
             accumulate),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv3d, f32) {
  guarded("conv3d_f32 (cpu)", [&] {
    conv("conv3d_f32 (cpu)",
         ConvLaunch::accumulating(*X, *W, *Y, layout,
                                  windowOf({stride_d, stride_h, stride_w},
                                           {dilation_d, dilation_h, dilation_w},
                                           {pad_front, pad_top, pad_left},
                                           {pad_back, pad_bottom, pad_right}),
                                  accumulate),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv2d_bias_act, f32) {
  guarded("conv2d_bias_act_f32 (cpu)", [&] {
    conv("conv2d_bias_act_f32 (cpu)",
         ConvLaunch::withBias(*X, *W, *Bias, nullptr, *Y, layout,
                              KMATCH_CONV_WINDOW, act, act_lo, act_hi),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv2d_bias_add_act, f32) {
  guarded("conv2d_bias_add_act_f32 (cpu)", [&] {
    conv("conv2d_bias_add_act_f32 (cpu)",
         ConvLaunch::withBias(*X, *W, *Bias, Z, *Y, layout, KMATCH_CONV_WINDOW,
                              act, act_lo, act_hi),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv2d_bn_act, f32) {
  guarded("conv2d_bn_act_f32 (cpu)", [&] {
    conv("conv2d_bn_act_f32 (cpu)",
         ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var, nullptr,
                                   *Y, layout, KMATCH_CONV_WINDOW, act, act_lo,
                                   act_hi, eps),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(conv2d_bn_add_act, f32) {
  guarded("conv2d_bn_add_act_f32 (cpu)", [&] {
    conv("conv2d_bn_add_act_f32 (cpu)",
         ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var, Z, *Y,
                                   layout, KMATCH_CONV_WINDOW, act, act_lo,
                                   act_hi, eps),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(grouped_conv2d, f32) {
  guarded("grouped_conv2d_f32 (cpu)", [&] {
    conv("grouped_conv2d_f32 (cpu)",
         ConvLaunch::grouped(*X, *W, *Y, layout, KMATCH_CONV_WINDOW, groups,
                             accumulate),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(depthwise_conv2d, f32) {
  guarded("depthwise_conv2d_f32 (cpu)", [&] {
    conv("depthwise_conv2d_f32 (cpu)",
         ConvLaunch::accumulating(*X, *W, *Y, layout, KMATCH_CONV_WINDOW,
                                  accumulate),
         w_constant);
  });
}

KMATCH_CPU_ENTRY(depthwise_conv2d_bn_act, f32) {
  guarded("depthwise_conv2d_bn_act_f32 (cpu)", [&] {
    conv("depthwise_conv2d_bn_act_f32 (cpu)",
         ConvLaunch::depthwiseWithBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var,
                                            *Y, layout, KMATCH_CONV_WINDOW, act,
                                            act_lo, act_hi, eps),
         w_constant);
  });
}

//===----------------------------------------------------------------------===//
// Pooling and batch normalization: dense NCHW / NHWC primitives, with
// reorders from and to other views
//===----------------------------------------------------------------------===//

namespace {
/// A primitive over dense plain tensors and the reorders around it.
struct PlainPlan {
  dnnl::primitive prim;
  memory::desc src, dst, userSrc, userDst;
  std::optional<dnnl::reorder> srcIn, dstOut;
  memory srcScratch, dstScratch;
};
} // namespace

static void finishPlainPlan(DnnContext &ctx, PlainPlan &p, const TensorView &x,
                            const TensorView &y, const memory::desc &src,
                            const memory::desc &dst) {
  p.userSrc = descOf(x);
  p.userDst = descOf(y);
  p.src = src;
  p.dst = dst;
  p.srcIn = reorderIfNeeded(ctx, p.userSrc, src);
  p.dstOut = reorderIfNeeded(ctx, dst, p.userDst);
  p.srcScratch = scratchFor(ctx, p.srcIn.has_value(), src);
  p.dstScratch = scratchFor(ctx, p.dstOut.has_value(), dst);
}

/// Runs a plain plan with the extra arguments `args`.
static void runPlainPlan(DnnContext &ctx, const PlainPlan &p,
                         const TensorView &x, const TensorView &y,
                         std::unordered_map<int, memory> args) {
  memory src = input(ctx, p.srcIn, p.srcScratch, wrap(ctx, p.userSrc, x.data));
  memory userDst = wrap(ctx, p.userDst, y.data);
  memory dst = p.dstOut ? p.dstScratch : userDst;
  args[DNNL_ARG_SRC] = src;
  args[DNNL_ARG_DST] = dst;
  run(ctx, p.prim, args);
  if (p.dstOut)
    reorderInto(ctx, *p.dstOut, dst, userDst);
  ctx.stream.wait();
}

/// Whether an element of a 4-D view satisfies `pred`, scanned in memory
/// order (dimensions by decreasing stride) so that a channels-last view
/// streams. A large view is scanned on the OpenMP pool oneDNN uses (one pass
/// over memory: a max pool of ResNet's stem at batch 8 reads 25 MB here).
template <typename Pred>
static bool anyElement(const TensorView &v, Pred pred) {
  int order[4] = {0, 1, 2, 3};
  std::sort(order, order + 4,
            [&](int a, int b) { return v.strides[a] > v.strides[b]; });
  const int64_t *s = v.strides;
  const int64_t *n = v.sizes;
  int d0 = order[0], d1 = order[1], d2 = order[2], d3 = order[3];
  int64_t rows = n[d0] * n[d1];
  int any = 0;
#pragma omp parallel for reduction(|                                           \
                                   : any)                                      \
    schedule(static) if (v.numElements() >= (int64_t(1) << 16))
  for (int64_t r = 0; r < rows; ++r) {
    int64_t i = r / n[d1], j = r % n[d1];
    for (int64_t k = 0; k < n[d2]; ++k) {
      const float *row = v.data + i * s[d0] + j * s[d1] + k * s[d2];
      bool found = false;
      if (s[d3] == 1) {
        // Vectorizes: no early exit inside the row.
        for (int64_t l = 0; l < n[d3]; ++l)
          found |= pred(row[l]);
      } else {
        for (int64_t l = 0; l < n[d3]; ++l)
          found |= pred(row[l * s[d3]]);
      }
      any |= found;
    }
  }
  return any != 0;
}

/// oneDNN's max pooling starts every window from the lowest finite float,
/// so a window whose elements are all -inf, or that lies wholly in the
/// padding (-inf, kernels.json), gives -FLT_MAX where the IR's maximumf
/// gives -inf. Every output equal to the lowest float is recomputed from its
/// window: -inf unless one of its elements is that float. One streaming
/// pass over y (anyElement) when there is none; NaN windows are
/// propagateMaxNaN's, after this.
static void fixLowestMaxWindows(const TensorView &x, const TensorView &y,
                                const Window &win) {
  const float lowest = std::numeric_limits<float>::lowest();
  if (!anyElement(y, [&](float a) { return a == lowest; }))
    return;
  int64_t planes = y.sizes[0] * y.sizes[1];
  for (int64_t plane = 0; plane < planes; ++plane) {
    int64_t n = plane / y.sizes[1], c = plane % y.sizes[1];
    for (int64_t oh = 0; oh < y.sizes[2]; ++oh)
      for (int64_t ow = 0; ow < y.sizes[3]; ++ow) {
        float &out = y.at(n, c, oh, ow);
        if (out != lowest)
          continue;
        float m = -INFINITY;
        int64_t h0 = oh * win.stride[0] - win.padLo[0];
        int64_t w0 = ow * win.stride[1] - win.padLo[1];
        for (int64_t kh = 0; kh < win.kernel[0]; ++kh) {
          int64_t ih = h0 + kh * win.dilation[0];
          if (ih < 0 || ih >= x.sizes[2])
            continue;
          for (int64_t kw = 0; kw < win.kernel[1]; ++kw) {
            int64_t iw = w0 + kw * win.dilation[1];
            if (iw >= 0 && iw < x.sizes[3])
              m = std::max(m, x.at(n, c, ih, iw));
          }
        }
        out = m;
      }
  }
}

/// Whether the window of output (oh, ow) in image n, channel c holds a NaN.
static bool windowHasNaN(const TensorView &x, const Window &win, int64_t n,
                         int64_t c, int64_t oh, int64_t ow) {
  for (int64_t kh = 0; kh < win.kernel[0]; ++kh) {
    int64_t ih = oh * win.stride[0] - win.padLo[0] + kh;
    if (ih < 0 || ih >= x.sizes[2])
      continue;
    for (int64_t kw = 0; kw < win.kernel[1]; ++kw) {
      int64_t iw = ow * win.stride[1] - win.padLo[1] + kw;
      if (iw >= 0 && iw < x.sizes[3] && std::isnan(x.at(n, c, ih, iw)))
        return true;
    }
  }
  return false;
}

/// oneDNN's max pooling drops a NaN (measured with oneDNN 2.6: a comparison
/// max); the IR's arith.maximumf propagates it. After the primitive, every
/// window that holds a NaN gets a NaN output. One scan of x when it holds
/// none.
static void propagateMaxNaN(const TensorView &x, const TensorView &y,
                            const Window &win) {
  if (!anyElement(x, [](float a) { return a != a; }))
    return;
  for (int64_t n = 0; n < y.sizes[0]; ++n)
    for (int64_t c = 0; c < y.sizes[1]; ++c)
      for (int64_t oh = 0; oh < y.sizes[2]; ++oh)
        for (int64_t ow = 0; ow < y.sizes[3]; ++ow)
          if (windowHasNaN(x, win, n, c, oh, ow))
            y.at(n, c, oh, ow) = NAN;
}

static void pool(const char *kernel, bool max, MemRef<float, 4> *X,
                 MemRef<float, 4> *Y, int32_t layout, int64_t kernel_h,
                 int64_t kernel_w, int64_t stride_h, int64_t stride_w,
                 int64_t pad_top, int64_t pad_left, int64_t pad_bottom,
                 int64_t pad_right) {
  PoolLaunch l;
  DenseInputs dense;
  MemRef<float, 4> xRead = dense.densify(*X);
  if (!checkPool(kernel, StridePolicy::PositiveOnly, xRead, *Y, layout,
                 kernel_h, kernel_w, stride_h, stride_w, pad_top, pad_left,
                 pad_bottom, pad_right, l) ||
      l.y.empty())
    return;
  DenseOutputs out;
  out.densify(l.y, /*copyIn=*/false);
  const TensorView &x = l.x, &y = l.y;
  const Window &win = l.window;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    // Never destroyed, like dnnContext().
    static auto &cache = *new PlanCache<PlainPlan>;
    PlanKey key(max ? "maxpool" : "avgpool");
    key.add(static_cast<int64_t>(layout)).add(x).add(y).add(win);
    PlainPlan &p = cache.get(key, [&] {
      step = "creating the pooling primitive";
      auto poolingIn = [&](int32_t plain) {
        dnnl::pooling_forward::desc desc(
            dnnl::prop_kind::forward_inference,
            max ? algorithm::pooling_max
                : algorithm::pooling_avg_include_padding,
            densePlain(x, plain), densePlain(y, plain),
            {win.stride[0], win.stride[1]}, {win.kernel[0], win.kernel[1]},
            {win.padLo[0], win.padLo[1]}, {win.padHi[0], win.padHi[1]});
        return dnnl::pooling_forward::primitive_desc(desc, attrWith(),
                                                     ctx.engine);
      };
      int32_t plain = plainLayoutOf(x, layout);
      auto pd = poolingIn(plain);
      // oneDNN's JIT pooling takes channels-last (and blocked) layouts; on
      // NCHW it runs a plain C++ loop ("simple_nchw"), which took 1.4 ms a
      // call on SqueezeNet's max pools under AVX2. NHWC with reorders in
      // and out is then the faster formulation.
      if (plain == KMATCH_LAYOUT_NCHW &&
          std::strncmp(pd.impl_info_str(), "jit", 3) != 0) {
        auto nhwc = poolingIn(KMATCH_LAYOUT_NHWC);
        if (std::strncmp(nhwc.impl_info_str(), "jit", 3) == 0) {
          pd = nhwc;
          plain = KMATCH_LAYOUT_NHWC;
        }
      }
      noteImplementation("pooling", pd.impl_info_str());
      memory::desc src = densePlain(x, plain), dst = densePlain(y, plain);
      PlainPlan plan;
      plan.prim = dnnl::pooling_forward(pd);
      step = "creating the pooling's reorders";
      finishPlainPlan(ctx, plan, x, y, src, dst);
      return plan;
    });
    step = "running the pooling";
    runPlainPlan(ctx, p, x, y, {});
    if (!max)
      return;
    fixLowestMaxWindows(x, y, win);
    propagateMaxNaN(x, y, win);
  });
  out.finish();
}

KMATCH_CPU_ENTRY(maxpool2d, f32) {
  guarded("maxpool2d_f32 (cpu)", [&] {
    pool("maxpool2d_f32 (cpu)", /*max=*/true, X, Y, layout, kernel_h, kernel_w,
         stride_h, stride_w, pad_top, pad_left, pad_bottom, pad_right);
  });
}

KMATCH_CPU_ENTRY(avgpool2d, f32) {
  guarded("avgpool2d_f32 (cpu)", [&] {
    pool("avgpool2d_f32 (cpu)", /*max=*/false, X, Y, layout, kernel_h, kernel_w,
         stride_h, stride_w, pad_top, pad_left, pad_bottom, pad_right);
  });
}

KMATCH_CPU_ENTRY(batchnorm, f32) {
  guarded("batchnorm_f32 (cpu)", [&] {
    const char *kernel = "batchnorm_f32 (cpu)";
    BatchNormLaunch l;
    DenseInputs dense;
    if (!checkBatchNorm(kernel, StridePolicy::PositiveOnly, dense.densify(*X),
                        dense.densify(*Gamma), dense.densify(*Beta),
                        dense.densify(*Mean), dense.densify(*Var), *Y, layout,
                        eps, l) ||
        l.y.empty())
      return;
    DenseOutputs out;
    out.densify(l.y, /*copyIn=*/false);
    const TensorView &x = l.x, &y = l.y;
    const BatchNormStats &bn = l.stats;
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      // Never destroyed, like dnnContext().
      static auto &cache = *new PlanCache<PlainPlan>;
      PlanKey key("batchnorm");
      key.add(static_cast<int64_t>(layout)).add(x).add(y).add(eps);
      PlainPlan &p = cache.get(key, [&] {
        step = "creating the batch normalization primitive";
        memory::desc data = densePlain(x, layout);
        dnnl::batch_normalization_forward::desc desc(
            dnnl::prop_kind::forward_inference, data, eps,
            dnnl::normalization_flags::use_global_stats |
                dnnl::normalization_flags::use_scale |
                dnnl::normalization_flags::use_shift);
        auto pd = noted("batch_normalization",
                        dnnl::batch_normalization_forward::primitive_desc(
                            desc, attrWith(), ctx.engine));
        PlainPlan plan;
        plan.prim = dnnl::batch_normalization_forward(pd);
        step = "creating the batch normalization's reorders";
        finishPlainPlan(ctx, plan, x, y, data, data);
        return plan;
      });
      step = "running the batch normalization";
      std::vector<float> g = bn.gamma.gather(), b = bn.beta.gather(),
                         m = bn.mean.gather(), v = bn.var.gather();
      memory::desc c = denseVector(x.sizes[1]);
      runPlainPlan(ctx, p, x, y,
                   {{DNNL_ARG_SCALE, wrap(ctx, c, g.data())},
                    {DNNL_ARG_SHIFT, wrap(ctx, c, b.data())},
                    {DNNL_ARG_MEAN, wrap(ctx, c, m.data())},
                    {DNNL_ARG_VARIANCE, wrap(ctx, c, v.data())}});
    });
    out.finish();
  });
}

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

/// The oneDNN descriptor of an unranked memref; rank 0 as one element.
static memory::desc descOf(const StridedWalker &w) {
  if (w.rank == 0)
    return memory::desc({1}, dt::f32, memory::dims{1});
  memory::dims sizes(w.sizes, w.sizes + w.rank);
  memory::dims strides(w.strides, w.strides + w.rank);
  for (int64_t d = 0; d < w.rank; ++d)
    if (sizes[d] == 1 && strides[d] <= 0)
      strides[d] = 1;
  return memory::desc(sizes, dt::f32, strides);
}

/// Whether oneDNN takes walker `w`'s view (positive strides that it can
/// describe: see describable).
static bool describable(const StridedWalker &w) {
  return w.rank <= DNNL_MAX_NDIMS && w.hasPositiveStrides() &&
         accepts([&] { return descOf(w); });
}

/// y = a (alg) b on oneDNN's binary primitive, cached under `key`; false,
/// having done nothing, where oneDNN has only its reference kernel for it.
/// Call under withDnn.
static bool binaryOnDnn(DnnContext &ctx, const char *&step, const PlanKey &key,
                        algorithm alg, const memory::desc &da, const float *a,
                        const memory::desc &db, const float *b,
                        const memory::desc &dy, float *y) {
  // Never destroyed, like dnnContext().
  static auto &cache = *new PlanCache<std::optional<dnnl::binary>>;
  std::optional<dnnl::binary> &prim = cache.get(key, [&] {
    step = "creating the binary primitive";
    dnnl::binary::desc desc(alg, da, db, dy);
    return optimizedOnly<dnnl::binary>(
        "binary", dnnl::binary::primitive_desc(desc, attrWith(), ctx.engine));
  });
  if (!prim)
    return false;
  step = "running the binary primitive";
  run(ctx, *prim,
      {{DNNL_ARG_SRC_0, wrap(ctx, da, a)},
       {DNNL_ARG_SRC_1, wrap(ctx, db, b)},
       {DNNL_ARG_DST, wrap(ctx, dy, y)}});
  ctx.stream.wait();
  return true;
}

KMATCH_CPU_ENTRY(add, f32) {
  guarded("add_f32 (cpu)", [&] {
    const char *kernel = "add_f32 (cpu)";
    StridedWalker wa, wb, wy;
    if (!addWalkers<float>(kernel, A, B, Y, wa, wb, wy) ||
        wy.numElements() == 0)
      return;
    float *a = alignedOf<float>(*A), *b = alignedOf<float>(*B),
          *y = alignedOf<float>(*Y);
    // Beyond oneDNN, or on its reference kernel: a strided loop, in
    // lockstep over the three.
    auto onHost = [&] {
      forEachInLockstep<3>({&wa, &wb, &wy},
                           [&](const std::array<intptr_t, 3> &o) {
                             y[o[2]] = a[o[0]] + b[o[1]];
                           });
    };
    if (!describable(wa) || !describable(wb) || !describable(wy)) {
      onHost();
      return;
    }
    bool host = false;
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      PlanKey key("add");
      for (const StridedWalker *w : {&wa, &wb, &wy}) {
        key.add(w->rank);
        for (int64_t d = 0; d < w->rank; ++d)
          key.add(static_cast<int64_t>(w->sizes[d]))
              .add(static_cast<int64_t>(w->strides[d]));
      }
      host = !binaryOnDnn(ctx, step, key, algorithm::binary_add, descOf(wa),
                          a + wa.offset, descOf(wb), b + wb.offset, descOf(wy),
                          y + wy.offset);
    });
    if (host)
      onHost();
  });
}

//===----------------------------------------------------------------------===//
// scale_channels
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(scale_channels, f32) {
  guarded("scale_channels_f32 (cpu)", [&] {
    const char *kernel = "scale_channels_f32 (cpu)";
    ScaleChannelsLaunch l;
    if (!checkScaleChannels(kernel, StridePolicy::Any, *X, *S, *Y, layout, l) ||
        l.y.empty())
      return;
    if (!describable(l.x) || !describable(l.s) || !describable(l.y)) {
      l.computeOnHost(); // beyond oneDNN's descriptors
      return;
    }
    bool host = false;
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      PlanKey key("scale_channels");
      key.add(l.x).add(l.s).add(l.y);
      // s broadcast over H and W; one f32 product per element, exact.
      host =
          !binaryOnDnn(ctx, step, key, algorithm::binary_mul, descOf(l.x),
                       l.x.data, descOf(l.s), l.s.data, descOf(l.y), l.y.data);
    });
    if (host)
      l.computeOnHost(); // oneDNN has only its reference kernel for it
  });
}

//===----------------------------------------------------------------------===//
// layernorm
//===----------------------------------------------------------------------===//

/// Whether `w` is dense row-major (oneDNN's layer norm takes one descriptor
/// for x and y, and plain contiguous scale and shift).
static bool isDenseRowMajor(const StridedWalker &w) {
  intptr_t stride = 1;
  for (int64_t d = w.rank - 1; d >= 0; --d) {
    if (w.sizes[d] != 1 && w.strides[d] != stride)
      return false;
    stride *= w.sizes[d];
  }
  return true;
}

KMATCH_CPU_ENTRY(layernorm, f32) {
  guarded("layernorm_f32 (cpu)", [&] {
    const char *kernel = "layernorm_f32 (cpu)";
    StridedWalker wx, wy;
    if (!layernormWalkers<float>(kernel, X, Gamma, Beta, Y, wx, wy) ||
        wy.numElements() == 0)
      return;
    float *x = alignedOf<float>(*X), *y = alignedOf<float>(*Y);
    intptr_t n = wx.sizes[wx.rank - 1];
    // oneDNN normalizes rank 2 and up.
    if (wy.rank < 2 || wy.rank > DNNL_MAX_NDIMS || !isDenseRowMajor(wx) ||
        !isDenseRowMajor(wy) || (n > 1 && (Gamma->strides[0] != 1 ||
                                           Beta->strides[0] != 1))) {
      layernormHost<float>(wx, x, *Gamma, *Beta, wy, y, eps); // beyond oneDNN
      return;
    }
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      // Never destroyed, like dnnContext().
      static auto &cache = *new PlanCache<dnnl::layer_normalization_forward>;
      memory::desc dx = descOf(wx);
      PlanKey key("layernorm");
      key.add(wx.rank).add(eps);
      for (int64_t d = 0; d < wx.rank; ++d)
        key.add(static_cast<int64_t>(wx.sizes[d]));
      auto flags = dnnl::normalization_flags::use_scale |
                   dnnl::normalization_flags::use_shift;
      dnnl::layer_normalization_forward &prim = cache.get(key, [&] {
        step = "creating the layer normalization primitive";
        dnnl::layer_normalization_forward::desc desc(
            dnnl::prop_kind::forward_inference, dx, eps, flags);
        return dnnl::layer_normalization_forward(
            noted("layer_normalization",
                  dnnl::layer_normalization_forward::primitive_desc(
                      desc, attrWith(), ctx.engine)));
      });
      step = "running the layer normalization";
      memory::desc dv = denseVector(n);
      run(ctx, prim,
          {{DNNL_ARG_SRC, wrap(ctx, dx, x + wx.offset)},
           {DNNL_ARG_DST, wrap(ctx, dx, y + wy.offset)},
           {DNNL_ARG_SCALE, wrap(ctx, dv, Gamma->aligned + Gamma->offset)},
           {DNNL_ARG_SHIFT, wrap(ctx, dv, Beta->aligned + Beta->offset)}});
      ctx.stream.wait();
    });
  });
}

//===----------------------------------------------------------------------===//
// softmax
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(softmax, f32) {
  guarded("softmax_f32 (cpu)", [&] {
    const char *kernel = "softmax_f32 (cpu)";
    StridedWalker wx, wy;
    int64_t dim = 0;
    if (!softmaxWalkers<float>(kernel, X, Y, axis, wx, wy, dim) ||
        wy.numElements() == 0)
      return;
    float *x = alignedOf<float>(*X), *y = alignedOf<float>(*Y);
    if (!describable(wx) || !describable(wy)) {
      softmaxHost<float>(wx, x, wy, y, dim); // beyond oneDNN
      return;
    }
    // oneDNN's exp turns NaN into a finite value; the IR's rows with a
    // non-finite max are all NaN (runtime/common/softmax.h, README
    // Semantics). Found before the call, which may overwrite x.
    std::vector<intptr_t> nanRows = softmaxNanRows<float>(wx, x, wy, dim);
    bool host = false;
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      // Never destroyed, like dnnContext().
      static auto &cache =
          *new PlanCache<std::optional<dnnl::softmax_v2_forward>>;
      memory::desc dx = descOf(wx), dy = descOf(wy);
      PlanKey key("softmax");
      key.add(dim);
      for (const StridedWalker *w : {&wx, &wy}) {
        key.add(w->rank);
        for (int64_t d = 0; d < w->rank; ++d)
          key.add(static_cast<int64_t>(w->sizes[d]))
              .add(static_cast<int64_t>(w->strides[d]));
      }
      std::optional<dnnl::softmax_v2_forward> &prim = cache.get(key, [&] {
        step = "creating the softmax primitive";
        // softmax_accurate subtracts the row max before exp, as the IR does.
        dnnl::softmax_v2_forward::desc desc(dnnl::prop_kind::forward_inference,
                                            algorithm::softmax_accurate, dx, dy,
                                            static_cast<int>(dim));
        return optimizedOnly<dnnl::softmax_v2_forward>(
            "softmax", dnnl::softmax_v2_forward::primitive_desc(
                           desc, attrWith(), ctx.engine));
      });
      if (!prim) {
        host = true;
        return;
      }
      step = "running the softmax";
      run(ctx, *prim,
          {{DNNL_ARG_SRC, wrap(ctx, dx, x + wx.offset)},
           {DNNL_ARG_DST, wrap(ctx, dy, y + wy.offset)}});
      ctx.stream.wait();
    });
    if (host) {
      softmaxHost<float>(wx, x, wy, y, dim); // only oneDNN's reference kernel
      return;
    }
    setSoftmaxNanRows(wy, y, dim, nanRows);
  });
}

//===----------------------------------------------------------------------===//
// Matmul: gemm_bias_act, and the f32 @gemm where oneDNN is the faster library
//===----------------------------------------------------------------------===//

/// Which library runs an f32 @gemm: KMATCH_CPU_GEMM, else the shape rule.
enum class GemmLibrary { Auto, OpenBLAS, OneDNN };

static GemmLibrary gemmLibraryFromEnv() {
  const char *env = std::getenv("KMATCH_CPU_GEMM");
  if (!env || !*env || !std::strcmp(env, "auto"))
    return GemmLibrary::Auto;
  if (!std::strcmp(env, "openblas"))
    return GemmLibrary::OpenBLAS;
  if (!std::strcmp(env, "onednn"))
    return GemmLibrary::OneDNN;
  static bool warned = false;
  if (!warned) {
    warned = true;
    std::fprintf(stderr,
                 "kmatch: KMATCH_CPU_GEMM=%s is not auto, openblas or onednn; "
                 "using auto\n",
                 env);
  }
  return GemmLibrary::Auto;
}

bool kmatch_rt::gemmPinnedToOpenBLAS() {
  return gemmLibraryFromEnv() == GemmLibrary::OpenBLAS;
}

namespace {
/// A prepared matmul: C = alpha * A * B (+ bias) (+ beta * C), then the
/// activation's post-ops. `brgemm` says oneDNN picked its brgemm kernels,
/// the ones measured against OpenBLAS (dense row- or column-major views; it
/// falls back to its own sgemm or a reference kernel for others).
struct MatmulPlan {
  dnnl::matmul prim;
  memory::desc a, b, bias, c;
  bool brgemm = false;
  /// oneDNN's implementation, recorded (noteImplementation) on the plan's
  /// first run: a plan the gemm's rule sends back to OpenBLAS never runs.
  std::string impl;
  bool ran = false;
  /// The activation runs as one host pass over C after the matmul
  /// (applyActivation, the IR's own function) instead of post-ops: oneDNN
  /// had only its reference kernel for the fused chain.
  bool hostActivation = false;
  /// The plan computes C^T = B^T A^T: a, b and c are the descriptors of
  /// B^T, A^T and C^T over the caller's b, a and c.
  bool transposed = false;
  /// oneDNN has only its reference kernel for every formulation (views
  /// with padded rows at some shapes): the plan never runs, OpenBLAS does.
  bool reference = false;
};

/// What a matmul plan is built for, besides its three views: `act` as
/// post-ops (eltwiseOf(`activation`)).
struct MatmulParams {
  bool bias = false;
  float alpha = 1.f, beta = 0.f;
  Activation activation;
  Eltwise act;
};
} // namespace

/// The oneDNN descriptor of a matrix view (positive strides assumed).
static memory::desc descOf(const MatrixView<float> &m) {
  memory::dims strides = {m.rows == 1 && m.rowStride <= 0 ? 1 : m.rowStride,
                          m.cols == 1 && m.colStride <= 0 ? 1 : m.colStride};
  return memory::desc({m.rows, m.cols}, dt::f32, strides);
}

/// Whether oneDNN takes matrix view `m` (see describable).
static bool describable(const MatrixView<float> &m) {
  return accepts([&] { return descOf(m); });
}

/// The cached matmul plan for views a, b, c and `params`; call under
/// withDnn.
static MatmulPlan &matmulPlan(DnnContext &ctx, const char *&step,
                              const MatrixView<float> &a,
                              const MatrixView<float> &b,
                              const MatrixView<float> &c,
                              const MatmulParams &params) {
  // Never destroyed, like dnnContext().
  static auto &cache = *new PlanCache<MatmulPlan>;
  PlanKey key("matmul");
  for (const MatrixView<float> *m : {&a, &b, &c})
    key.add(static_cast<int64_t>(m->rows))
        .add(static_cast<int64_t>(m->cols))
        .add(static_cast<int64_t>(m->rowStride))
        .add(static_cast<int64_t>(m->colStride));
  key.add(static_cast<int64_t>(params.bias)).add(params.alpha).add(params.beta);
  addActivation(key, params.act);
  return cache.get(key, [&] {
    step = "creating the matmul primitive";
    // The formulations of the same product, in order of preference: as
    // given, or as C^T = B^T A^T (the same memory, read transposed); with
    // the activation as post-ops, or applied on the host after the matmul.
    // oneDNN 2.6 below AVX-512 runs its reference matmul for a
    // column-major C, and for some eltwise post-ops (hardswish, the GELUs,
    // logistic, swish, the hardsigmoid chain) on some layouts. The first
    // formulation oneDNN runs optimized is kept.
    auto formulation = [&](bool transposed, bool fusedAct) {
      MatmulPlan plan;
      plan.transposed = transposed;
      plan.hostActivation = !fusedAct;
      const MatrixView<float> &l = transposed ? b : a, &r = transposed ? a : b;
      plan.a = descOf(transposed ? l.transposed() : l);
      plan.b = descOf(transposed ? r.transposed() : r);
      plan.c = descOf(transposed ? c.transposed() : c);
      std::optional<dnnl::matmul::desc> desc;
      if (params.bias) {
        // One bias element per column of C: per row of C^T.
        plan.bias = transposed ? memory::desc({c.cols, 1}, dt::f32, tag::ab)
                               : memory::desc({1, c.cols}, dt::f32, tag::ab);
        desc.emplace(plan.a, plan.b, plan.bias, plan.c);
      } else {
        desc.emplace(plan.a, plan.b, plan.c);
      }
      // beta * C is a sum post-op scaled by beta, before the activation;
      // alpha scales the product (oneDNN's output scale) before both.
      dnnl::primitive_attr attr =
          postOps(0, params.beta != 0.f, fusedAct ? params.act : Eltwise{},
                  /*dstRank=*/2, params.beta);
      if (params.alpha != 1.f)
        attr.set_output_scales(0, {params.alpha});
      dnnl::matmul::primitive_desc pd(*desc, attr, ctx.engine);
      plan.impl = pd.impl_info_str();
      if (transposed)
        plan.impl += "(transposed)";
      if (plan.hostActivation)
        plan.impl += "+host activation";
      plan.brgemm = isBrgemmImpl(pd.impl_info_str());
      plan.prim = dnnl::matmul(pd);
      return plan;
    };
    bool hasAct = !params.act.steps.empty();
    MatmulPlan first = formulation(false, true);
    if (!isReferenceImplementation(first.impl.c_str()))
      return first;
    for (auto [transposed, fused] :
         {std::pair{true, true}, std::pair{false, false},
          std::pair{true, false}}) {
      if (!fused && !hasAct)
        continue;
      MatmulPlan other = formulation(transposed, fused);
      if (!isReferenceImplementation(other.impl.c_str()))
        return other;
    }
    first.reference = true;
    return first;
  });
}

/// C = act(C + bias[j]) (C = act(C) without a bias) over rows [i0, i1) of
/// C; the activation is the IR's (applyActivation). The one body of the
/// per-ISA copies below (host_isa.h): each inlines it whole.
[[gnu::always_inline]] inline void activationRows(const MatrixView<float> &c,
                                                  const float *bias,
                                                  const Activation &act,
                                                  intptr_t i0, intptr_t i1) {
  auto pass = [&](auto f) __attribute__((always_inline)) {
    for (intptr_t i = i0; i < i1; ++i) {
      float *row = &c.at(i, 0);
      intptr_t cs = c.colStride;
      if (cs == 1 && bias) // the vectorized loops: dense rows
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j] = f(row[j] + bias[j]);
      else if (cs == 1)
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j] = f(row[j]);
      else
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j * cs] = f(bias ? row[j * cs] + bias[j] : row[j * cs]);
    }
  };
  switch (act.code) {
  case KMATCH_ACT_NONE:
    pass([](float v) __attribute__((always_inline)) { return v; });
    break;
  case KMATCH_ACT_RELU:
    pass([](float v) __attribute__((always_inline)) {
      return maximumf(v, 0.0f);
    });
    break;
  case KMATCH_ACT_CLAMP:
    pass([&](float v) __attribute__((always_inline)) {
      return minimumf(maximumf(v, act.lo), act.hi);
    });
    break;
  case KMATCH_ACT_CLAMP_SELECT:
    pass([&](float v) __attribute__((always_inline)) {
      return clampSelect(v, act.lo, act.hi);
    });
    break;
  default:
    pass([&](float v) { return act.apply(v); });
  }
}

KMATCH_TARGET_AVX512 static void
activationRowsAvx512(const MatrixView<float> &c, const float *bias,
                     const Activation &act, intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

KMATCH_TARGET_AVX2 static void
activationRowsAvx2(const MatrixView<float> &c, const float *bias,
                   const Activation &act, intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

static void activationRowsBaseline(const MatrixView<float> &c,
                                   const float *bias, const Activation &act,
                                   intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

/// C = act(C + bias[j]) in one pass over C, rows across the OpenMP pool, on
/// the widest ISA the CPU and the cap allow (hostIsa). At 512x512 the AVX2
/// copy took half the baseline's time on this project's machine.
static void activationOnHost(const MatrixView<float> &c, const float *bias,
                             const Activation &act) {
  HostIsa isa = hostIsa();
  auto rows = isa == HostIsa::Avx512 ? activationRowsAvx512
              : isa == HostIsa::Avx2 ? activationRowsAvx2
                                     : activationRowsBaseline;
  intptr_t chunk = 16;
  intptr_t chunks = (c.rows + chunk - 1) / chunk;
#pragma omp parallel for schedule(static) if (c.rows * c.cols >= (1 << 16))
  for (intptr_t t = 0; t < chunks; ++t)
    rows(c, bias, act, t * chunk, std::min(c.rows, (t + 1) * chunk));
}

/// Runs a prepared matmul on the caller's buffers; `bias` is dense (c.cols
/// elements) or null.
static void runMatmul(DnnContext &ctx, const char *&step, MatmulPlan &p,
                      const MatrixView<float> &a, const MatrixView<float> &b,
                      const float *bias, const MatrixView<float> &c,
                      const Eltwise &act, const Activation &activation) {
  step = "running the matmul";
  if (!p.ran) {
    noteImplementation("matmul", p.impl.c_str());
    p.ran = true;
  }
  std::unordered_map<int, memory> args = {
      {DNNL_ARG_SRC, wrap(ctx, p.a, p.transposed ? b.data : a.data)},
      {DNNL_ARG_WEIGHTS, wrap(ctx, p.b, p.transposed ? a.data : b.data)},
      {DNNL_ARG_DST, wrap(ctx, p.c, c.data)}};
  if (bias)
    args[DNNL_ARG_BIAS] = wrap(ctx, p.bias, bias);
  if (!p.hostActivation)
    bindActivationArgs(ctx, act, 0, /*dstRank=*/2, args);
  run(ctx, p.prim, args);
  ctx.stream.wait();
  if (!p.hostActivation)
    return;
  step = "applying the activation";
  activationOnHost(c, /*bias=*/nullptr, activation);
}

/// The m * n * k range, [min, max), in which oneDNN's matmul runs an f32
/// @gemm by default. On this project's machine (AVX-512, 2 cores) oneDNN
/// 2.6's brgemm matmul was 1.1-1.8x faster than OpenBLAS 0.3.21's sgemm from
/// 96^3 to 512^3 and on every shape with K = 64 measured, 0.9-1.0x at 1024^3
/// and 2048^3; below 64^3 the shim's per-call oneDNN work (the lock, the
/// plan lookup, the memory objects: about 1 us) exceeds OpenBLAS's whole
/// call (0.1 us at 8^3, 3 us at 64^3).
static constexpr int64_t kDnnGemmMinWork = int64_t(1) << 19;
static constexpr int64_t kDnnGemmMaxWork = int64_t(1) << 29;

/// Below AVX-512 oneDNN 2.6 has no brgemm matmul, and its matmul runs its
/// jit sgemm (`gemm:jit`). Against OpenBLAS 0.3.21 (Haswell kernels), both
/// capped at AVX2 on this project's machine (2 threads, medians of 30 calls
/// in 3 interleaved rounds), the jit sgemm took 0.7-0.8x OpenBLAS's time at
/// 128^3 and 256^3 and 0.2-0.3x for one to eight rows (1x2048x1000,
/// 8x512x1000), but 1.1-1.6x from 512^3 up. With a bias and relu as
/// post-ops, against OpenBLAS and the host pass, it took 0.8-0.9x at 256^3
/// and 128x768x768 and 1.1x at 768^3 and 1024^3. At 512^3 the two were
/// within 0.9-1.1x of each other from run to run, and the jit sgemm's time
/// varied with where the caller's buffers sit (up to 1.4x between two
/// allocations of the same sizes; OpenBLAS's by 5%): 512^3 stays on
/// OpenBLAS. So without brgemm an f32 product runs on the jit sgemm where
/// its work m * n * k is in [kDnnGemmMinWork, max) with these maxima.
static constexpr int64_t kJitGemmMaxWork = int64_t(1) << 25;
static constexpr int64_t kJitGemmEpilogueMaxWork = int64_t(1) << 27;

/// Whether oneDNN's jit sgemm (no brgemm) is the faster library for an f32
/// product of `work` = m * n * k, with or without a fused epilogue.
static bool jitMatmulFaster(int64_t work, bool epilogue) {
  return work >= kDnnGemmMinWork &&
         work < (epilogue ? kJitGemmEpilogueMaxWork : kJitGemmMaxWork);
}

KMATCH_CPU_ENTRY(gemm_bias_act, f32) {
  guarded("gemm_bias_act_f32 (cpu)", [&] {
    const char *kernel = "gemm_bias_act_f32 (cpu)";
    GemmBiasActLaunch g;
    DenseInputs dense;
    MemRef<float, 2> aRead = dense.densify(*A), bRead = dense.densify(*B);
    MemRef<float, 1> biasRead = dense.densify(*Bias);
    if (!checkGemmBiasAct(kernel, StridePolicy::PositiveOnly, &aRead, &bRead,
                          &biasRead, C, transA, transB, act, act_lo, act_hi,
                          g) ||
        g.computedOnHost())
      return;
    MatmulParams params;
    params.bias = true;
    params.activation = g.act;
    params.act = eltwiseOf(g.act);
    std::vector<float> biasDense = g.bias.gather();
    // oneDNN's matmul where it runs its brgemm kernels, or its jit sgemm
    // on the products it is faster on (jitMatmulFaster); OpenBLAS and the
    // host pass otherwise, unless KMATCH_CPU_GEMM pins a library; never
    // oneDNN's reference kernel, nor views it cannot describe. An
    // activation the host pass would compute per element in libm (the
    // GELUs, sigmoid, SiLU, hard*) stays a oneDNN post-op on its vectorized
    // kernels: on the host, GELU over ConvNeXt's MLP took longer than the
    // product.
    GemmLibrary library = gemmLibraryFromEnv();
    bool cheapOnHost =
        g.act.code == KMATCH_ACT_NONE || g.act.code == KMATCH_ACT_RELU ||
        g.act.code == KMATCH_ACT_CLAMP || g.act.code == KMATCH_ACT_CLAMP_SELECT;
    bool onBlas = library == GemmLibrary::OpenBLAS || !describable(g.a) ||
                  !describable(g.b) || !describable(g.c);
    withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
      if (onBlas)
        return;
      MatmulPlan &p = matmulPlan(ctx, step, g.a, g.b, g.c, params);
      int64_t work = static_cast<int64_t>(g.c.rows) * g.c.cols * g.a.cols;
      if (p.reference ||
          (!p.brgemm && library == GemmLibrary::Auto && cheapOnHost &&
           !jitMatmulFaster(work, /*epilogue=*/true))) {
        onBlas = true;
        return;
      }
      runMatmul(ctx, step, p, g.a, g.b, biasDense.data(), g.c, params.act,
                params.activation);
    });
    if (!onBlas)
      return;
    // The product on the f32 gemm's path (OpenBLAS), then C = act(C +
    // bias) in one host pass, the IR's order and activation.
    static std::atomic<bool> noted{false};
    if (!noted.exchange(true))
      noteImplementation("matmul", "blas+host epilogue");
    gemmOnCpu(kernel, 1.f, g.a, g.b, 0.f, g.c);
    activationOnHost(g.c, biasDense.data(), g.act);
  });
}



/// Whether every dimension of more than one element has a positive stride
/// (oneDNN takes no others).
static bool positivelyStrided(const MatrixView<float> &m) {
  return (m.rows <= 1 || m.rowStride > 0) && (m.cols <= 1 || m.colStride > 0);
}

bool kmatch_rt::gemmOnDnn(const char *kernel, float alpha,
                          const MatrixView<float> &a,
                          const MatrixView<float> &b, float beta,
                          const MatrixView<float> &c) {
  GemmLibrary library = gemmLibraryFromEnv();
  if (library == GemmLibrary::OpenBLAS || a.cols == 0 ||
      !positivelyStrided(a) || !positivelyStrided(b) || !positivelyStrided(c) ||
      !describable(a) || !describable(b) || !describable(c))
    return false;
  int64_t work = static_cast<int64_t>(c.rows) * c.cols * a.cols;
  if (library == GemmLibrary::Auto &&
      (work < kDnnGemmMinWork || work >= kDnnGemmMaxWork))
    return false;
  // True from here on unless the kernel oneDNN picks sends the launch back:
  // a oneDNN failure is reported, and then the launch has run its course.
  bool ran = true;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    MatmulParams params;
    params.alpha = alpha;
    params.beta = beta;
    MatmulPlan &p = matmulPlan(ctx, step, a, b, c, params);
    // A layout brgemm does not take is OpenBLAS's, unless the jit sgemm is
    // the faster there (jitMatmulFaster); and so is one oneDNN has only its
    // reference kernel for, even when pinned to oneDNN.
    if (p.reference || (!p.brgemm && library == GemmLibrary::Auto &&
                        !jitMatmulFaster(work, /*epilogue=*/false))) {
      ran = false;
      return;
    }
    runMatmul(ctx, step, p, a, b, /*bias=*/nullptr, c, params.act,
              params.activation);
  });
  return ran;
}
