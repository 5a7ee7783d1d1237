//===- pool.cpp - CUDA pooling shims on cuDNN -------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// maxpool2d and avgpool2d (runtime/kernels.json) on cudnnPoolingForward.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

using namespace kmatch_rt;
using namespace kmatch_rt::cuda;

//===----------------------------------------------------------------------===//
// Pools
//===----------------------------------------------------------------------===//

static void pool(const char *name, bool isMax, MemRef<float, 4> *X,
                 MemRef<float, 4> *Y, int32_t layout, int64_t kh, int64_t kw,
                 int64_t sh, int64_t sw, int64_t pt, int64_t pl, int64_t pb,
                 int64_t pr, float floor) {
  PoolLaunch l;
  if (!checkPool(name, StridePolicy::Any, *X, *Y, layout, kh, kw, sh, sw, pt,
                 pl, pb, pr, floor, l) ||
      l.y.empty())
    return;
  const TensorView &x = l.x, &y = l.y;
  const Window &g = l.window;
  intptr_t n = x.sizes[0], ch = x.sizes[1];
  intptr_t h = x.sizes[2], w = x.sizes[3], oh = y.sizes[2], ow = y.sizes[3];
  pb = g.padHi[0];
  pr = g.padHi[1];
  // cuDNN's own padding only where it certainly means what the kernel says:
  // symmetric, narrower than the window, for average pooling (zeros that
  // count in the divisor). Otherwise the gathered input carries the pads:
  // -inf for max, 0 for average.
  bool cudnnPads = !isMax && g.symmetric() && pt < kh && pl < kw && !x.empty();
  intptr_t padH = cudnnPads ? pt : 0, padW = cudnnPads ? pl : 0;
  intptr_t hp = cudnnPads ? h : h + pt + pb, wp = cudnnPads ? w : w + pl + pr;
  if (!fitsCudnnInt(name, {n, ch, hp, wp, kh, kw, sh, sw, oh, ow,
                           n * ch * hp * wp, n * ch * oh * ow}))
    return;
  float fill = isMax ? -std::numeric_limits<float>::infinity() : 0.0f;
  intptr_t sizeX = n * ch * hp * wp, sizeY = n * ch * oh * ow;
  // Dense NCHW x (without pads to gather) and y are used in place in their
  // mirrors (the residency driver, residency.h).
  bool gathersPads = !cudnnPads && (pt || pl || pb || pr);
  // A floor is applied on the host copy of y (maximumf's order, which
  // cuDNN's pooling has no mode for), so y is not taken in place then.
  bool floored = l.hasFloor();
  DeviceOperand ops[] = {input(spanOf(*X), !gathersPads && isDense(x)),
                         output(spanOf(*Y), isDense(y) && !floored)};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    if (!ensureDnnHandles(*ctx, name))
      return false;
    TensorDesc xDesc, yDesc;
    PoolDesc poolDesc;
    DeviceBuffer dX, dY;
    std::vector<float> hostX, hostY;
    const float one = 1.0f, zero = 0.0f;
    if (!nchwDesc(name, xDesc, n, ch, hp, wp) ||
        !nchwDesc(name, yDesc, n, ch, oh, ow) ||
        !KMATCH_CUDNN_OK(name,
                         cudnnCreatePoolingDescriptor(&poolDesc.handle)) ||
        !KMATCH_CUDNN_OK(
            name, cudnnSetPooling2dDescriptor(
                      poolDesc.handle,
                      isMax ? CUDNN_POOLING_MAX
                            : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING,
                      CUDNN_PROPAGATE_NAN, int(kh), int(kw), int(padH),
                      int(padW), int(sh), int(sw))))
      return false;
    float *devX, *devY;
    if (ops[0].mirror) {
      devX = ops[0].device(x.data);
    } else {
      int64_t padLo[2] = {pt, pl}, padHi[2] = {pb, pr};
      hostX = cudnnPads ? packDense(x) : packDense(x, padLo, padHi, fill);
      if (!dX.allocate<float>(name, sizeX) ||
          !copy1D(name, dX.as<float>(), hostX.data(), sizeX,
                  cudaMemcpyHostToDevice, ctx->stream))
        return false;
      devX = dX.as<float>();
    }
    if (ops[1].mirror) {
      devY = ops[1].device(y.data);
    } else {
      hostY.resize(static_cast<size_t>(sizeY));
      if (!dY.allocate<float>(name, sizeY))
        return false;
      devY = dY.as<float>();
    }
    if (!KMATCH_CUDNN_OK(name,
                         cudnnPoolingForward(ctx->cudnn, poolDesc.handle, &one,
                                             xDesc.handle, devX, &zero,
                                             yDesc.handle, devY)) ||
        (!ops[1].mirror && !copy1D(name, hostY.data(), devY, sizeY,
                                   cudaMemcpyDeviceToHost, ctx->stream)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    if (ops[1].mirror)
      return true;
    // cuDNN propagates NaN; the floor leaves it.
    if (floored)
      for (float &a : hostY)
        a = l.floored(a);
    unpackDense(hostY, y);
    return true;
  });
}

KMATCH_CUDA_ENTRY(maxpool2d, f32) {
  pool(kernel, /*isMax=*/true, X, Y, layout, kernel_h, kernel_w, stride_h,
       stride_w, pad_top, pad_left, pad_bottom, pad_right, floor);
}

KMATCH_CUDA_ENTRY(avgpool2d, f32) {
  pool(kernel, /*isMax=*/false, X, Y, layout, kernel_h, kernel_w, stride_h,
       stride_w, pad_top, pad_left, pad_bottom, pad_right,
       -std::numeric_limits<float>::infinity());
}
