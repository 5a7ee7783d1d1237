//===- norm.cpp - CUDA normalization shims ----------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// batchnorm on cudnnBatchNormalizationForwardInference; layernorm,
// scale_shift and softmax as the host loops of runtime/common
// (runtime/kernels.json).
//
//===----------------------------------------------------------------------===//
#include "../common/layernorm.h"
#include "../common/softmax.h"
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
// Batch norm (inference)
//===----------------------------------------------------------------------===//

KMATCH_CUDA_ENTRY(batchnorm, f32) {
  const char *name = kernel;
  BatchNormLaunch l;
  if (!checkBatchNorm(name, StridePolicy::Any, *X, *Gamma, *Beta, *Mean, *Var,
                      *Y, layout, eps, l) ||
      l.y.empty())
    return;
  const TensorView &x = l.x, &y = l.y;
  intptr_t n = x.sizes[0], ch = x.sizes[1], h = x.sizes[2], w = x.sizes[3];
  intptr_t size = n * ch * h * w;
  if (!fitsCudnnInt(name, {n, ch, h, w, size}))
    return;
  // gamma, beta, mean, var back to back: one upload.
  auto gatherParams = [&] {
    std::vector<float> params;
    params.reserve(static_cast<size_t>(4 * ch));
    for (const auto &stat : l.stats.named()) {
      std::vector<float> v = stat.second->gather();
      params.insert(params.end(), v.begin(), v.end());
    }
    return params;
  };
  if (!(double(eps) >= CUDNN_BN_MIN_EPSILON)) {
    // An epsilon cuDNN refuses: the formula, on the host.
    runOnHost(name,
              {readOperand(X), readOperand(Gamma), readOperand(Beta),
               readOperand(Mean), readOperand(Var), writtenOperand(Y)},
              [&] {
                std::vector<float> hostX = packDense(x);
                std::vector<float> params = gatherParams();
                for (intptr_t i = 0; i < size; ++i) {
                  intptr_t j = (i / (h * w)) % ch;
                  hostX[i] = params[j] * (hostX[i] - params[2 * ch + j]) /
                                 std::sqrt(params[3 * ch + j] + eps) +
                             params[ch + j];
                }
                unpackDense(hostX, y);
                return true;
              });
    return;
  }
  // Dense NCHW x and y and unit-stride parameters are used in place in
  // their mirrors (the residency driver, residency.h).
  const BatchNormStats &st = l.stats;
  DeviceOperand ops[] = {input(spanOf(*X), isDense(x)),
                         input(spanOf(*Gamma), isDense(st.gamma)),
                         input(spanOf(*Beta), isDense(st.beta)),
                         input(spanOf(*Mean), isDense(st.mean)),
                         input(spanOf(*Var), isDense(st.var)),
                         output(spanOf(*Y), isDense(y))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    if (!ensureDnnHandles(*ctx, name))
      return false;
    TensorDesc xDesc, bnDesc;
    DeviceBuffer dX, dY, dP;
    std::vector<float> hostX, params;
    const float one = 1.0f, zero = 0.0f;
    if (!nchwDesc(name, xDesc, n, ch, h, w) ||
        !KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&bnDesc.handle)) ||
        !KMATCH_CUDNN_OK(
            name, cudnnDeriveBNTensorDescriptor(bnDesc.handle, xDesc.handle,
                                                CUDNN_BATCHNORM_SPATIAL)))
      return false;
    float *devX, *devY, *devP[4];
    if (ops[0].mirror) {
      devX = ops[0].device(x.data);
    } else {
      hostX = packDense(x);
      if (!dX.allocate<float>(name, size) ||
          !copy1D(name, dX.as<float>(), hostX.data(), size,
                  cudaMemcpyHostToDevice, ctx->stream))
        return false;
      devX = dX.as<float>();
    }
    if (!ops[1].mirror || !ops[2].mirror || !ops[3].mirror || !ops[4].mirror) {
      params = gatherParams();
      if (!dP.allocate<float>(name, 4 * ch) ||
          !copy1D(name, dP.as<float>(), params.data(), 4 * ch,
                  cudaMemcpyHostToDevice, ctx->stream))
        return false;
    }
    const TensorView *vs[4] = {&st.gamma, &st.beta, &st.mean, &st.var};
    for (int i = 0; i < 4; ++i)
      devP[i] = ops[1 + i].mirror ? ops[1 + i].device(vs[i]->data)
                                  : dP.as<float>() + i * ch;
    if (ops[5].mirror) {
      devY = ops[5].device(y.data);
    } else {
      hostX.resize(static_cast<size_t>(size));
      if (!dY.allocate<float>(name, size))
        return false;
      devY = dY.as<float>();
    }
    if (!KMATCH_CUDNN_OK(name, cudnnBatchNormalizationForwardInference(
                                   ctx->cudnn, CUDNN_BATCHNORM_SPATIAL, &one,
                                   &zero, xDesc.handle, devX, xDesc.handle,
                                   devY, bnDesc.handle, devP[0], devP[1],
                                   devP[2], devP[3], double(eps))) ||
        (!ops[5].mirror && !copy1D(name, hostX.data(), devY, size,
                                   cudaMemcpyDeviceToHost, ctx->stream)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    if (!ops[5].mirror)
      unpackDense(hostX, y);
    return true;
  });
}

/// No cuDNN call yet: the host loop of runtime/common/layernorm.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(layernorm, f32) {
  const char *name = kernel;
  StridedWalker wx, wy;
  if (!lastDimVectorsWalkers<float>(name, X, Gamma, Beta, Y, wx, wy))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                            input(spanOf(*Gamma), false),
                            input(spanOf(*Beta), false),
                            output(spanOf(*Y, sizeof(float)), false));
  layernormHost<float>(wx, alignedOf<float>(*X), *Gamma, *Beta, wy,
                       alignedOf<float>(*Y), eps);
}

/// No device call yet: the host loop of runtime/common/layernorm.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(scale_shift, f32) {
  const char *name = kernel;
  StridedWalker wx, wy;
  if (!lastDimVectorsWalkers<float>(name, X, S, T, Y, wx, wy, "s", "t"))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                            input(spanOf(*S), false), input(spanOf(*T), false),
                            output(spanOf(*Y, sizeof(float)), false));
  scaleShiftHost<float>(wx, alignedOf<float>(*X), *S, *T, wy,
                        alignedOf<float>(*Y));
}

/// No cuDNN call yet: the host loop of runtime/common/softmax.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(softmax, f32) {
  const char *name = kernel;
  StridedWalker wx, wy;
  int64_t dim = 0;
  if (!softmaxWalkers<float>(name, X, Y, axis, wx, wy, dim))
    return;
  KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                            output(spanOf(*Y, sizeof(float)), false));
  softmaxHost<float>(wx, alignedOf<float>(*X), wy, alignedOf<float>(*Y), dim);
}

/// No cuDNN call: the product on host copies (runtime/common/dnn_checks.h),
/// one f32 multiply per element as the IR computes it.
