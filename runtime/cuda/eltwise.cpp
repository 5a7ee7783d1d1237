//===- eltwise.cpp - CUDA elementwise shims ---------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// scale_channels, copy, add and broadcast_add (runtime/kernels.json): host
// loops, and cublasSaxpy for add.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include "../common/copy.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

using namespace kmatch_rt;
using namespace kmatch_rt::cuda;

//===----------------------------------------------------------------------===//
// add (any rank)
//===----------------------------------------------------------------------===//
KMATCH_CUDA_ENTRY(scale_channels, f32) {
  const char *name = kernel;
  ScaleChannelsLaunch l;
  if (!checkScaleChannels(name, StridePolicy::Any, *X, *S, *Y, layout, l))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, readOperand(X), readOperand(S),
                            writtenOperand(Y));
  l.computeOnHost();
}

/// No device call yet: the host loop of runtime/common/copy.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(copy, f32) {
  const char *name = kernel;
  StridedWalker wx, wy;
  if (!copyWalkers<float>(name, X, Y, wx, wy))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                            output(spanOf(*Y, sizeof(float)), false));
  copyHost<float>(wx, alignedOf<float>(*X), wy, alignedOf<float>(*Y));
}

KMATCH_CUDA_ENTRY(add, f32) {
  const char *name = kernel;
  StridedWalker wa, wb, wy;
  if (!addWalkers<float>(name, A, B, Y, wa, wb, wy))
    return;
  float *ab = alignedOf<float>(*A), *bb = alignedOf<float>(*B),
        *yb = alignedOf<float>(*Y);
  intptr_t n = wy.numElements();
  if (n == 0 || !fitsCublasInt(name, {n}))
    return;
  // Same shape, so the three walks visit the elements in the same order.
  // Contiguous operands are used in place in their mirrors (the residency
  // driver, residency.h).
  DeviceOperand ops[] = {input(spanOf(*A, sizeof(float)), isContiguous(wa)),
                         input(spanOf(*B, sizeof(float)), isContiguous(wb)),
                         output(spanOf(*Y, sizeof(float)), isContiguous(wy))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    DeviceBuffer dA, dB, dY;
    std::vector<float> b;
    // One input on the device: in place, or a dense copy.
    auto place = [&](const DeviceOperand &op, const StridedWalker &wk,
                     float *base, DeviceBuffer &buffer,
                     std::vector<float> &host) -> float * {
      if (op.mirror)
        return op.device(base + wk.offset);
      host.reserve(static_cast<size_t>(n));
      wk.forEach([&](intptr_t off) { host.push_back(base[off]); });
      if (!buffer.allocate<float>(name, n) ||
          !copy1D(name, buffer.as<float>(), host.data(), n,
                  cudaMemcpyHostToDevice, ctx->stream))
        return nullptr;
      return buffer.as<float>();
    };
    std::vector<float> a;
    float *devA = place(ops[0], wa, ab, dA, a);
    float *devB = devA ? place(ops[1], wb, bb, dB, b) : nullptr;
    if (!devB)
      return false;
    // y := b (unless y is b; when y is a, y := a + b is y += b), then
    // y += 1 * a. Host pointer mode, as set by the other shims.
    float *devY = devB;
    if (ops[2].mirror) {
      devY = ops[2].device(yb + wy.offset);
      if (devY == devA)
        std::swap(devA, devB);
      else if (devY != devB &&
               !KMATCH_CUDA_OK(name,
                               cudaMemcpyAsync(devY, devB, sizeof(float) * n,
                                               cudaMemcpyDeviceToDevice,
                                               ctx->stream)))
        return false;
    } else if (ops[1].mirror) {
      // b is read in place: y needs a scratch of its own.
      b.resize(static_cast<size_t>(n));
      if (!dY.allocate<float>(name, n) ||
          !KMATCH_CUDA_OK(name, cudaMemcpyAsync(dY.ptr, devB, sizeof(float) * n,
                                                cudaMemcpyDeviceToDevice,
                                                ctx->stream)))
        return false;
      devY = dY.as<float>();
    }
    const float one = 1.0f;
    if (!KMATCH_CUBLAS_OK(name, cublasSetPointerMode(
                                    ctx->cublas, CUBLAS_POINTER_MODE_HOST)) ||
        !KMATCH_CUBLAS_OK(
            name, cublasSaxpy(ctx->cublas, int(n), &one, devA, 1, devY, 1)) ||
        (!ops[2].mirror && !copy1D(name, b.data(), devY, n,
                                   cudaMemcpyDeviceToHost, ctx->stream)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    if (!ops[2].mirror) {
      size_t i = 0;
      wy.forEach([&](intptr_t off) { yb[off] = b[i++]; });
    }
    return true;
  });
}

/// No device call yet: a host loop on host copies, like copy (the operands
/// are not device resident).
KMATCH_CUDA_ENTRY(broadcast_add, f32) {
  const char *name = kernel;
  StridedWalker wa, wb, wy;
  BroadcastWalk wide;
  if (!addWalkers<float>(name, A, B, Y, wa, wb, wy, &wide))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, readOperand<float>(A), readOperand<float>(B),
                            writtenOperand<float>(Y));
  addHost<float>(wa, alignedOf<float>(*A), wide.walker, alignedOf<float>(*B),
                 wy, alignedOf<float>(*Y));
}
