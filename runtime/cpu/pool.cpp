//===- pool.cpp - CPU pooling shims on oneDNN -------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// maxpool2d and avgpool2d (runtime/kernels.json) on oneDNN's pooling, over
// dense NCHW / NHWC tensors with reorders from and to other views.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include "../common/kmatch_rt_cpu.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

using namespace kmatch_rt;
using namespace kmatch_rt::cpu;

/// Calls `row(pointer, count, stride)` on every innermost row of a 4-D view,
/// in memory order (dimensions by decreasing stride) so that a
/// channels-last view streams. A large view is walked on the OpenMP pool
/// oneDNN uses (one pass over memory: a max pool of ResNet's stem at batch
/// 8 reads 25 MB here); rows are disjoint, so `row` may write its own.
template <typename Row> static void forEachRow(const TensorView &v, Row row) {
  int order[4] = {0, 1, 2, 3};
  std::sort(order, order + 4,
            [&](int a, int b) { return v.strides[a] > v.strides[b]; });
  const int64_t *s = v.strides;
  const int64_t *n = v.sizes;
  int d0 = order[0], d1 = order[1], d2 = order[2], d3 = order[3];
  int64_t rows = n[d0] * n[d1];
#pragma omp parallel for schedule(static) if (v.numElements() >=               \
                                              (int64_t(1) << 16))
  for (int64_t r = 0; r < rows; ++r) {
    int64_t i = r / n[d1], j = r % n[d1];
    for (int64_t k = 0; k < n[d2]; ++k)
      row(v.data + i * s[d0] + j * s[d1] + k * s[d2], n[d3], s[d3]);
  }
}

/// Whether an element of a 4-D view satisfies `pred` (forEachRow's order).
template <typename Pred>
static bool anyElement(const TensorView &v, Pred pred) {
  std::atomic<bool> any{false};
  forEachRow(v, [&](float *row, int64_t count, int64_t stride) {
    bool found = false;
    if (stride == 1) {
      // Vectorizes: no early exit inside the row.
      for (int64_t l = 0; l < count; ++l)
        found |= pred(row[l]);
    } else {
      for (int64_t l = 0; l < count; ++l)
        found |= pred(row[l * stride]);
    }
    if (found)
      any.store(true, std::memory_order_relaxed);
  });
  return any.load();
}

/// Applies `f(float &)` to every element of a 4-D view (forEachRow's order).
template <typename F> static void forEachElement(const TensorView &v, F f) {
  forEachRow(v, [&](float *row, int64_t count, int64_t stride) {
    for (int64_t l = 0; l < count; ++l)
      f(row[l * stride]);
  });
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

/// y = maximumf(floor, y) elementwise for a floor above -inf (y holds no
/// NaN yet). oneDNN's windows start from the lowest float, which no floor is
/// below, so with a floor that start is never seen and fixLowestMaxWindows
/// is not needed.
static void applyFloor(const TensorView &y, const PoolLaunch &l) {
  forEachElement(y, [&](float &a) { a = l.floored(a); });
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
                 int64_t pad_right, float floor) {
  PoolLaunch l;
  DenseInputs dense;
  MemRef<float, 4> xRead = dense.densify(*X);
  if (!checkPool(kernel, StridePolicy::PositiveOnly, xRead, *Y, layout,
                 kernel_h, kernel_w, stride_h, stride_w, pad_top, pad_left,
                 pad_bottom, pad_right, floor, l) ||
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
    if (l.hasFloor())
      applyFloor(y, l);
    else
      fixLowestMaxWindows(x, y, win);
    propagateMaxNaN(x, y, win);
  });
  out.finish();
}

KMATCH_CPU_ENTRY(maxpool2d, f32) {
  pool(kernel, /*max=*/true, X, Y, layout, kernel_h, kernel_w, stride_h,
       stride_w, pad_top, pad_left, pad_bottom, pad_right, floor);
}

KMATCH_CPU_ENTRY(avgpool2d, f32) {
  pool(kernel, /*max=*/false, X, Y, layout, kernel_h, kernel_w, stride_h,
       stride_w, pad_top, pad_left, pad_bottom, pad_right, -INFINITY);
}
