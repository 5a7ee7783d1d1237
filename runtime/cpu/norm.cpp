//===- norm.cpp - CPU normalization shims on oneDNN -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// batchnorm (oneDNN's batch normalization, inference), layernorm and
// softmax (runtime/kernels.json).
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
  if (!layernormWalkers<float>(kernel, X, Gamma, Beta, Y, wx, wy) ||
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
