//===- dnn_context.cpp - What the CPU DNN shims share on oneDNN -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See dnn_context.h.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

namespace kmatch_rt::cpu {

/// Whether the strides are the dense row-major ones (makeDense's): a plain
/// layout oneDNN always takes, answered without building a descriptor (a
/// launch asks this of every operand on every call).
static bool denseRowMajor(int rank, const int64_t *sizes,
                          const int64_t *strides) {
  int64_t stride = 1;
  for (int d = rank - 1; d >= 0; --d) {
    if (sizes[d] < 1 || strides[d] != stride)
      return false;
    stride *= sizes[d];
  }
  return true;
}

bool describable(int rank, const int64_t *sizes, const int64_t *strides) {
  for (int d = 0; d < rank; ++d)
    if (sizes[d] > 1 && strides[d] <= 0)
      return false;
  if (rank <= DNNL_MAX_NDIMS && denseRowMajor(rank, sizes, strides))
    return true;
  return accepts([&] {
    return memory::desc(memory::dims(sizes, sizes + rank), dt::f32,
                        memory::dims(strides, strides + rank));
  });
}

bool describable(const TensorView &v) {
  return describable(v.rank, v.sizes, v.strides);
}

void makeDense(TensorView &v) {
  int64_t stride = 1;
  for (int d = v.rank - 1; d >= 0; --d) {
    v.strides[d] = stride;
    stride *= std::max<int64_t>(v.sizes[d], 1);
  }
}

std::mutex &launchMutex() {
  static std::mutex m;
  return m;
}

DnnContext &dnnContext() {
  static auto &context = *new DnnContext;
  return context;
}

dnnl::primitive_attr attrWith(dnnl::post_ops ops) {
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  attr.set_post_ops(ops);
  return attr;
}

void run(DnnContext &ctx, const dnnl::primitive &prim,
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

void reorderInto(DnnContext &ctx, const dnnl::reorder &r, memory from,
                 memory to) {
  run(ctx, r, {{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, to}});
}

memory::desc descOf(const TensorView &v) {
  return memory::desc(memory::dims(v.sizes, v.sizes + v.rank), dt::f32,
                      memory::dims(v.strides, v.strides + v.rank));
}

memory::desc denseVector(int64_t n) {
  return memory::desc({n}, dt::f32, tag::x);
}

int32_t plainLayoutOf(const TensorView &v, int32_t layout) {
  return v.sizes[1] > 1 && v.strides[1] == 1 ? KMATCH_LAYOUT_NHWC : layout;
}

memory::desc densePlain(const TensorView &v, int32_t layout) {
  return memory::desc(memory::dims(v.sizes, v.sizes + 4), dt::f32,
                      layout ? tag::nhwc : tag::nchw);
}

std::optional<dnnl::reorder> reorderIfNeeded(const DnnContext &ctx,
                                             const memory::desc &from,
                                             const memory::desc &to) {
  if (from == to)
    return std::nullopt;
  return reorderOf(ctx, from, to);
}

dnnl::reorder reorderOf(const DnnContext &ctx, const memory::desc &from,
                        const memory::desc &to) {
  return dnnl::reorder(
      noted("reorder", dnnl::reorder::primitive_desc(
                           ctx.engine, from, ctx.engine, to, attrWith())));
}

memory wrap(const DnnContext &ctx, const memory::desc &desc, const void *data) {
  return memory(desc, ctx.engine, const_cast<void *>(data));
}

memory input(DnnContext &ctx, const std::optional<dnnl::reorder> &r,
             memory scratch, memory user) {
  if (!r)
    return user;
  reorderInto(ctx, *r, user, scratch);
  return scratch;
}

memory scratchFor(DnnContext &ctx, bool needed, const memory::desc &desc) {
  return needed ? memory(desc, ctx.engine) : memory();
}

Eltwise eltwiseOf(const Activation &act) {
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

memory::desc channelDesc(int64_t channels) {
  return memory::desc({1, channels, 1, 1}, dt::f32, tag::nchw);
}

memory::desc scalarDesc(int rank) {
  return memory::desc(memory::dims(static_cast<size_t>(rank), 1), dt::f32,
                      memory::dims(static_cast<size_t>(rank), 1));
}

dnnl::primitive_attr postOps(int64_t bnChannels, bool sum, const Eltwise &act,
                             int dstRank, float sumScale) {
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

void bindActivationArgs(const DnnContext &ctx, const Eltwise &act, int first,
                        int dstRank, std::unordered_map<int, memory> &args) {
  for (size_t i = 0; i < act.steps.size(); ++i)
    if (act.steps[i].binary())
      args[DNNL_ARG_ATTR_MULTIPLE_POST_OP(first + static_cast<int>(i)) |
           DNNL_ARG_SRC_1] =
          wrap(ctx, scalarDesc(dstRank), &act.steps[i].alpha);
}

void addActivation(PlanKey &key, const Eltwise &act) {
  key.add(static_cast<int64_t>(act.steps.size()));
  for (const PostStep &step : act.steps)
    key.add(static_cast<int64_t>(step.alg)).add(step.alpha).add(step.beta);
}

void finishPlainPlan(DnnContext &ctx, PlainPlan &p, const TensorView &x,
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

void runPlainPlan(DnnContext &ctx, const PlainPlan &p, const TensorView &x,
                  const TensorView &y, std::unordered_map<int, memory> args) {
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

memory::desc descOf(const StridedWalker &w) {
  if (w.rank == 0)
    return memory::desc({1}, dt::f32, memory::dims{1});
  memory::dims sizes(w.sizes, w.sizes + w.rank);
  memory::dims strides(w.strides, w.strides + w.rank);
  for (int64_t d = 0; d < w.rank; ++d)
    if (sizes[d] == 1 && strides[d] <= 0)
      strides[d] = 1;
  return memory::desc(sizes, dt::f32, strides);
}

bool describable(const StridedWalker &w) {
  return w.rank <= DNNL_MAX_NDIMS && w.hasPositiveStrides() &&
         accepts([&] { return descOf(w); });
}

} // namespace kmatch_rt::cpu
