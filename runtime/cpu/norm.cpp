//===- norm.cpp - CPU normalization shims on oneDNN -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// batchnorm (oneDNN's batch normalization, inference), layernorm,
// scale_shift (oneDNN's binary mul with a post-op add) and softmax
// (runtime/kernels.json).
//
//===----------------------------------------------------------------------===//
#include "../common/layernorm.h"
#include "../common/softmax.h"
#include "dnn_context.h"

#include "../common/kmatch_rt_cpu.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

using namespace kmatch_rt;
using namespace kmatch_rt::cpu;

KMATCH_CPU_ENTRY(batchnorm, f32) {
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
  StridedWalker wx, wy;
  if (!lastDimVectorsWalkers<float>(kernel, X, Gamma, Beta, Y, wx, wy) ||
      wy.numElements() == 0)
    return;
  float *x = alignedOf<float>(*X), *y = alignedOf<float>(*Y);
  intptr_t n = wx.sizes[wx.rank - 1];
  // oneDNN normalizes rank 2 and up.
  if (wy.rank < 2 || wy.rank > DNNL_MAX_NDIMS || !isDenseRowMajor(wx) ||
      !isDenseRowMajor(wy) ||
      (n > 1 && (Gamma->strides[0] != 1 || Beta->strides[0] != 1))) {
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
}

//===----------------------------------------------------------------------===//
// scale_shift
//===----------------------------------------------------------------------===//

/// `w` as a matrix: its leading dims as one row dim (possible when each is
/// strided by the next one's stride times its size, unit dims aside), its
/// last dim the columns. False where the leading dims do not merge.
static bool asRows(const StridedWalker &w, intptr_t sizes[2],
                   intptr_t strides[2]) {
  int64_t last = w.rank - 1;
  sizes[0] = 1;
  strides[0] = 0;
  for (int64_t d = last - 1; d >= 0; --d) {
    if (w.sizes[d] == 1)
      continue;
    if (sizes[0] > 1 && w.strides[d] != strides[0] * sizes[0])
      return false;
    if (sizes[0] == 1)
      strides[0] = w.strides[d];
    sizes[0] *= w.sizes[d];
  }
  sizes[1] = w.sizes[last];
  strides[1] = w.strides[last];
  if (sizes[0] == 1) // one row: strided as a dense one, so plain to oneDNN
    strides[0] = sizes[1] * std::max<intptr_t>(strides[1], 1);
  return true;
}

KMATCH_CPU_ENTRY(scale_shift, f32) {
  StridedWalker wx, wy;
  if (!lastDimVectorsWalkers<float>(kernel, X, S, T, Y, wx, wy, "s", "t") ||
      wy.numElements() == 0)
    return;
  float *x = alignedOf<float>(*X), *y = alignedOf<float>(*Y);
  intptr_t xs[2], xt[2], ys[2], yt[2];
  StridedWalker rx{2, xs, xt, wx.offset}, ry{2, ys, yt, wy.offset};
  if (!asRows(wx, xs, xt) || !asRows(wy, ys, yt) || !describable(rx) ||
      !describable(ry)) {
    scaleShiftHost<float>(wx, x, *S, *T, wy, y); // beyond oneDNN
    return;
  }
  // s and t as dense 1 x n rows (copies where strided: oneDNN's JIT kernels
  // broadcast a dense row only), broadcast down the rows of x.
  intptr_t n = wx.sizes[wx.rank - 1];
  std::vector<float> copies[2];
  auto row = [&](const MemRef<float, 1> &v, std::vector<float> &copy) {
    const float *base = v.aligned + v.offset;
    if (n <= 1 || v.strides[0] == 1)
      return base;
    copy.resize(static_cast<size_t>(n));
    for (intptr_t i = 0; i < n; ++i)
      copy[i] = base[i * v.strides[0]];
    return static_cast<const float *>(copy.data());
  };
  const float *s = row(*S, copies[0]), *t = row(*T, copies[1]);
  bool host = false;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    // Never destroyed, like dnnContext().
    static auto &cache = *new PlanCache<std::optional<dnnl::binary>>;
    PlanKey key("scale_shift");
    key.add(rx).add(ry);
    memory::desc dx = descOf(rx), dy = descOf(ry),
                 dv({1, n}, memory::data_type::f32, memory::dims{n, 1});
    std::optional<dnnl::binary> &prim = cache.get(key, [&] {
      step = "creating the binary primitive";
      // x * s rounded to f32, then the post-op's + t rounded: the IR's two
      // ops (the binary post-op is an add of its own, never fused with the
      // product; the runtime tests check it bit for bit).
      dnnl::post_ops ops;
      ops.append_binary(algorithm::binary_add, dv);
      dnnl::binary::desc desc(algorithm::binary_mul, dx, dv, dy);
      return optimizedOnly<dnnl::binary>(
          "binary",
          dnnl::binary::primitive_desc(desc, attrWith(ops), ctx.engine));
    });
    if (!prim) {
      host = true;
      return;
    }
    step = "running the binary primitive";
    run(ctx, *prim,
        {{DNNL_ARG_SRC_0, wrap(ctx, dx, x + rx.offset)},
         {DNNL_ARG_SRC_1, wrap(ctx, dv, s)},
         {DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1, wrap(ctx, dv, t)},
         {DNNL_ARG_DST, wrap(ctx, dy, y + ry.offset)}});
    ctx.stream.wait();
  });
  if (host)
    scaleShiftHost<float>(wx, x, *S, *T, wy, y); // oneDNN's reference kernel
}

//===----------------------------------------------------------------------===//
// softmax
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(softmax, f32) {
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
          "softmax", dnnl::softmax_v2_forward::primitive_desc(desc, attrWith(),
                                                              ctx.engine));
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
}
