//===- eltwise.cpp - CPU elementwise shims on oneDNN ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// add and broadcast_add (any rank, any strides) and scale_channels (a
// feature map times a per-(n, c) scale; runtime/kernels.json) on oneDNN's
// binary primitive; copy (a transpose, any rank) on its reorder.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include "../common/copy.h"
#include "../common/kmatch_rt_cpu.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

using namespace kmatch_rt;
using namespace kmatch_rt::cpu;

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

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

/// y = a + b, b walked at y's shape by `wide` (b itself where b has y's
/// shape, else b with stride 0 along its broadcast dims): oneDNN's binary
/// primitive, which broadcasts b's unit dims, else a strided loop in
/// lockstep over the three.
static void addOnCpu(const char *kernel, const char *plan,
                     const StridedWalker &wa, float *a, const StridedWalker &wb,
                     const StridedWalker &wide, float *b,
                     const StridedWalker &wy, float *y) {
  auto onHost = [&] { addHost<float>(wa, a, wide, b, wy, y); };
  if (!describable(wa) || !describable(wb) || !describable(wy)) {
    onHost(); // beyond oneDNN's descriptors
    return;
  }
  bool host = false;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    PlanKey key(plan);
    key.add(wa).add(wb).add(wy);
    host = !binaryOnDnn(ctx, step, key, algorithm::binary_add, descOf(wa),
                        a + wa.offset, descOf(wb), b + wb.offset, descOf(wy),
                        y + wy.offset);
  });
  if (host)
    onHost(); // oneDNN has only its reference kernel for it
}

KMATCH_CPU_ENTRY(add, f32) {
  StridedWalker wa, wb, wy;
  if (!addWalkers<float>(kernel, A, B, Y, wa, wb, wy) || wy.numElements() == 0)
    return;
  addOnCpu(kernel, "add", wa, alignedOf<float>(*A), wb, wb,
           alignedOf<float>(*B), wy, alignedOf<float>(*Y));
}

//===----------------------------------------------------------------------===//
// broadcast_add
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(broadcast_add, f32) {
  StridedWalker wa, wb, wy;
  BroadcastWalk wide;
  if (!addWalkers<float>(kernel, A, B, Y, wa, wb, wy, &wide) ||
      wy.numElements() == 0)
    return;
  addOnCpu(kernel, "broadcast_add", wa, alignedOf<float>(*A), wb, wide.walker,
           alignedOf<float>(*B), wy, alignedOf<float>(*Y));
}

//===----------------------------------------------------------------------===//
// scale_channels
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(scale_channels, f32) {
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
    host = !binaryOnDnn(ctx, step, key, algorithm::binary_mul, descOf(l.x),
                        l.x.data, descOf(l.s), l.s.data, descOf(l.y), l.y.data);
  });
  if (host)
    l.computeOnHost(); // oneDNN has only its reference kernel for it
}

//===----------------------------------------------------------------------===//
// copy
//===----------------------------------------------------------------------===//

KMATCH_CPU_ENTRY(copy, f32) {
  StridedWalker wx, wy;
  if (!copyWalkers<float>(kernel, X, Y, wx, wy) || wy.numElements() == 0)
    return;
  const float *x = alignedOf<float>(*X);
  float *y = alignedOf<float>(*Y);
  if (sameWalk(wy, y, wx, x))
    return; // y is x
  if (!describable(wx) || !describable(wy)) {
    copyHost<float>(wx, x, wy, y); // beyond oneDNN's descriptors
    return;
  }
  bool host = false;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    // Never destroyed, like dnnContext().
    static auto &cache = *new PlanCache<std::optional<dnnl::reorder>>;
    PlanKey key("copy");
    key.add(wx).add(wy);
    memory::desc dx = descOf(wx), dy = descOf(wy);
    std::optional<dnnl::reorder> &prim = cache.get(key, [&] {
      step = "creating the reorder";
      return optimizedOnly<dnnl::reorder>(
          "reorder", dnnl::reorder::primitive_desc(ctx.engine, dx, ctx.engine,
                                                   dy, attrWith()));
    });
    if (!prim) {
      host = true;
      return;
    }
    // f32 to f32 with no scale: the reorder moves the bits.
    step = "running the reorder";
    reorderInto(ctx, *prim, wrap(ctx, dx, x + wx.offset),
                wrap(ctx, dy, y + wy.offset));
    ctx.stream.wait();
  });
  if (host)
    copyHost<float>(wx, x, wy, y); // oneDNN has only its reference reorder
}
