//===- conv.cpp - CUDA convolution shims on cuDNN ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// conv1d, conv2d, conv3d, grouped_conv2d, depthwise_conv2d and their fused
// forms (runtime/kernels.json) on cuDNN's legacy convolution API with
// CUDNN_FMA_MATH (no TF32); the contract and the staging are the CPU shims'
// (dnn_context.h).
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
// Convolutions
//===----------------------------------------------------------------------===//

namespace {
/// The most dimensions of a cuDNN convolution operand (3-D: N, C, D, H, W).
constexpr int kCudnnMaxDims = 5;

/// Everything the algorithm choice depends on: the number of dimensions, the
/// NC... input (padded), KC... filter, cuDNN pads, strides, dilations,
/// groups; unused entries 0.
using ConvKey = std::array<int64_t, 1 + 2 * kCudnnMaxDims + 3 * 3 + 1>;

enum class Fusion : int8_t { Unknown, Supported, Unsupported };

struct ConvPlan {
  cudnnConvolutionFwdAlgo_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  size_t workspace = 0;
  /// cudnnConvolutionBiasActivationForward with IMPLICIT_PRECOMP_GEMM, for
  /// the identity [0] and relu [1] activations.
  Fusion fusion[2] = {Fusion::Unknown, Fusion::Unknown};
  size_t fusedWorkspace = 0;
};
} // namespace

static PlanCache<ConvKey, ConvPlan> convPlans;

/// The residency driver's operands of a convolution, in this order: x, w, y,
/// z when the launch has one, then the per-channel vectors read on the host
/// (bias, or gamma, beta, mean and var).
enum ConvOperand : size_t { kConvX, kConvW, kConvY, kConvZ };

/// Picks the fastest FMA (non-TF32) algorithm cuDNN's heuristics rank first
/// and that fits kMaxWorkspaceBytes; IMPLICIT_GEMM, which supports every
/// configuration without a workspace, when none does.
static bool selectConvAlgo(const char *name, cudnnHandle_t h,
                           cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
                           cudnnConvolutionDescriptor_t conv,
                           cudnnTensorDescriptor_t y, ConvPlan &plan) {
  cudnnConvolutionFwdAlgoPerf_t perf[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int count = 0;
  if (!KMATCH_CUDNN_OK(name,
                       cudnnGetConvolutionForwardAlgorithm_v7(
                           h, x, w, conv, y, CUDNN_CONVOLUTION_FWD_ALGO_COUNT,
                           &count, perf)))
    return false;
  for (int i = 0; i < count; ++i) {
    if (perf[i].status != CUDNN_STATUS_SUCCESS ||
        perf[i].mathType == CUDNN_TENSOR_OP_MATH ||
        perf[i].mathType == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION)
      continue;
    size_t bytes = 0;
    if (cudnnGetConvolutionForwardWorkspaceSize(
            h, x, w, conv, y, perf[i].algo, &bytes) != CUDNN_STATUS_SUCCESS ||
        bytes > kMaxWorkspaceBytes)
      continue;
    plan.algo = perf[i].algo;
    plan.workspace = bytes;
    return true;
  }
  plan.algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  return KMATCH_CUDNN_OK(
      name, cudnnGetConvolutionForwardWorkspaceSize(h, x, w, conv, y, plan.algo,
                                                    &plan.workspace));
}

/// Whether a failed fused call means "this configuration is not available"
/// rather than a real failure.
static bool isUnsupported(cudnnStatus_t status) {
  int category = CUDNN_STATUS_CATEGORY(status);
  return category == CUDNN_STATUS_NOT_SUPPORTED ||
         category == CUDNN_STATUS_BAD_PARAM;
}

namespace {
/// cuDNN's view of one convolution launch: N, C and 2 or 3 spatial dims.
struct CudnnConvShape {
  int spatial = 0, nbDims = 0;
  /// Whether cuDNN pads (symmetric pads); else the gathered input is padded.
  bool symmetric = true;
  int64_t xDims[kCudnnMaxDims] = {}, wDims[kCudnnMaxDims] = {},
          yDims[kCudnnMaxDims] = {};
  int64_t pads[3] = {}, strides[3] = {}, dilations[3] = {};
  intptr_t sizeX = 1, sizeW = 1, sizeY = 1, groups = 1;
};

/// The descriptors of one convolution, destroyed with it.
struct CudnnConvDescs {
  TensorDesc x, y, bias;
  FilterDesc w;
  ConvDesc conv;
};
} // namespace

/// The launch as cuDNN convolves it. cuDNN convolves over 2 or 3 spatial
/// dims: a 1-D launch runs as 2-D with a unit H (kernel 1, stride 1, no
/// padding) in front of W. False (reported) when a size overflows cuDNN's int.
static bool cudnnConvShape(const char *name, const ConvLaunch &c,
                           CudnnConvShape &s) {
  const Window &g = c.window;
  s.spatial = std::max(g.spatial, 2);
  int lead = s.spatial - g.spatial;
  s.nbDims = 2 + s.spatial;
  s.symmetric = g.symmetric();
  s.xDims[0] = s.yDims[0] = c.x.sizes[0];
  s.xDims[1] = c.x.sizes[1];
  s.wDims[0] = s.yDims[1] = c.w.sizes[0];
  s.wDims[1] = c.w.sizes[1];
  for (int i = 0; i < s.spatial; ++i) {
    int d = i - lead; // the launch's spatial dim, < 0 for the unit H
    s.xDims[2 + i] = d < 0         ? 1
                     : s.symmetric ? c.x.sizes[2 + d]
                                   : c.x.sizes[2 + d] + g.padLo[d] + g.padHi[d];
    s.wDims[2 + i] = d < 0 ? 1 : c.w.sizes[2 + d];
    s.yDims[2 + i] = d < 0 ? 1 : c.y.sizes[2 + d];
    s.pads[i] = d < 0 || !s.symmetric ? 0 : g.padLo[d];
    s.strides[i] = d < 0 ? 1 : g.stride[d];
    s.dilations[i] = d < 0 ? 1 : g.dilation[d];
  }
  for (int d = 0; d < s.nbDims; ++d)
    s.sizeX *= s.xDims[d], s.sizeW *= s.wDims[d], s.sizeY *= s.yDims[d];
  s.groups = c.groups; // ch for a depthwise convolution
  std::vector<intptr_t> extents(s.xDims, s.xDims + s.nbDims);
  extents.insert(extents.end(), s.wDims, s.wDims + s.nbDims);
  for (const int64_t *v : {s.pads, s.strides, s.dilations})
    extents.insert(extents.end(), v, v + s.spatial);
  extents.insert(extents.end(), {s.sizeX, s.sizeW, s.sizeY});
  return fitsCudnnInt(name, extents.data(), extents.size());
}

/// Creates the descriptors of `s` and checks that cuDNN computes the
/// launch's output shape.
static bool cudnnConvDescs(const char *name, const CudnnConvShape &s,
                           CudnnConvDescs &d) {
  auto toInt = [](const int64_t *v, int count) {
    std::array<int, kCudnnMaxDims> out{};
    for (int i = 0; i < count; ++i)
      out[i] = int(v[i]);
    return out;
  };
  int64_t biasDims[kCudnnMaxDims] = {1, s.wDims[0], 1, 1, 1};
  std::array<int, kCudnnMaxDims> wInt = toInt(s.wDims, s.nbDims);
  std::array<int, kCudnnMaxDims> padInt = toInt(s.pads, s.spatial),
                                 strideInt = toInt(s.strides, s.spatial),
                                 dilationInt = toInt(s.dilations, s.spatial);
  if (!denseDesc(name, d.x, s.nbDims, s.xDims) ||
      !denseDesc(name, d.y, s.nbDims, s.yDims) ||
      !denseDesc(name, d.bias, s.nbDims, biasDims) ||
      !KMATCH_CUDNN_OK(name, cudnnCreateFilterDescriptor(&d.w.handle)) ||
      !KMATCH_CUDNN_OK(name,
                       cudnnCreateConvolutionDescriptor(&d.conv.handle)) ||
      !KMATCH_CUDNN_OK(name, cudnnSetFilterNdDescriptor(
                                 d.w.handle, CUDNN_DATA_FLOAT,
                                 CUDNN_TENSOR_NCHW, s.nbDims, wInt.data())) ||
      !KMATCH_CUDNN_OK(name, cudnnSetConvolutionNdDescriptor(
                                 d.conv.handle, s.spatial, padInt.data(),
                                 strideInt.data(), dilationInt.data(),
                                 CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetConvolutionGroupCount(d.conv.handle, int(s.groups))) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetConvolutionMathType(d.conv.handle, CUDNN_FMA_MATH)))
    return false;
  int outDims[kCudnnMaxDims] = {};
  if (!KMATCH_CUDNN_OK(
          name, cudnnGetConvolutionNdForwardOutputDim(
                    d.conv.handle, d.x.handle, d.w.handle, s.nbDims, outDims)))
    return false;
  if (std::equal(outDims, outDims + s.nbDims, s.yDims))
    return true;
  std::string got, want;
  for (int i = 0; i < s.nbDims; ++i) {
    got += (i ? "x" : "") + std::to_string(outDims[i]);
    want += (i ? "x" : "") + std::to_string(s.yDims[i]);
  }
  kmatch_rt_error(name,
                  "internal error: cuDNN computes a %s output, the launch "
                  "has %s (NC...)",
                  got.c_str(), want.c_str());
  return false;
}

/// The plan cache's key of `s`.
static ConvKey convKey(const CudnnConvShape &s) {
  ConvKey key{};
  size_t at = 0;
  key[at++] = s.nbDims;
  for (const int64_t *dims : {s.xDims, s.wDims})
    for (int d = 0; d < kCudnnMaxDims; ++d)
      key[at++] = d < s.nbDims ? dims[d] : 0;
  for (const int64_t *v : {s.pads, s.strides, s.dilations})
    for (int i = 0; i < 3; ++i)
      key[at++] = i < s.spatial ? v[i] : 0;
  key[at++] = s.groups;
  return key;
}

/// The device pointers of one convolution's operands.
struct ConvDevicePtrs {
  const void *x = nullptr, *w = nullptr, *bias = nullptr, *z = nullptr;
  void *y = nullptr;
};

/// y = act(conv(x, w) + bias (+ z)) by cudnnConvolutionBiasActivationForward
/// (identity or relu, `mode` 0 or 1), when cuDNN has it for this shape (the
/// answer is remembered in `plan`). Sets `fused` when it ran.
static bool convBiasActOnDevice(const char *name, const ConvLaunch &c,
                                CudaContext *ctx, const CudnnConvShape &s,
                                const CudnnConvDescs &d, const ConvKey &key,
                                ConvPlan &plan, int mode,
                                const ConvDevicePtrs &p, bool &fused) {
  const cudnnConvolutionFwdAlgo_t fusedAlgo =
      CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  cudnnHandle_t handle = ctx->cudnn;
  if (plan.fusion[mode] == Fusion::Unknown) {
    cudnnStatus_t status = cudnnGetConvolutionForwardWorkspaceSize(
        handle, d.x.handle, d.w.handle, d.conv.handle, d.y.handle, fusedAlgo,
        &plan.fusedWorkspace);
    if (status != CUDNN_STATUS_SUCCESS && !isUnsupported(status)) {
      checkCudnn(status, name, "cudnnGetConvolutionForwardWorkspaceSize",
                 __FILE__, __LINE__);
      return false;
    }
    if (status != CUDNN_STATUS_SUCCESS ||
        plan.fusedWorkspace > kMaxWorkspaceBytes) {
      plan.fusion[mode] = Fusion::Unsupported;
      convPlans.store(key, plan);
    }
  }
  if (plan.fusion[mode] == Fusion::Unsupported)
    return true;
  ActivationDesc actDesc;
  if (!KMATCH_CUDNN_OK(name,
                       cudnnCreateActivationDescriptor(&actDesc.handle)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetActivationDescriptor(actDesc.handle,
                                             mode ? CUDNN_ACTIVATION_RELU
                                                  : CUDNN_ACTIVATION_IDENTITY,
                                             CUDNN_PROPAGATE_NAN, 0.0)) ||
      !ensureWorkspace(*ctx, name, plan.fusedWorkspace))
    return false;
  // Without a side input z = y with alpha2 = 0: zero it so that 0 * z
  // cannot be NaN * 0.
  const float one = 1.0f;
  float alpha2 = c.z.has_value() ? 1.0f : 0.0f;
  if (!c.z.has_value() &&
      !KMATCH_CUDA_OK(
          name, cudaMemsetAsync(p.y, 0, sizeof(float) * s.sizeY, ctx->stream)))
    return false;
  cudnnStatus_t status = cudnnConvolutionBiasActivationForward(
      handle, &one, d.x.handle, p.x, d.w.handle, p.w, d.conv.handle, fusedAlgo,
      ctx->workspace, plan.fusedWorkspace, &alpha2, d.y.handle,
      c.z.has_value() ? p.z : p.y, d.bias.handle, p.bias, actDesc.handle,
      d.y.handle, p.y);
  if (status == CUDNN_STATUS_SUCCESS) {
    fused = true;
    if (plan.fusion[mode] != Fusion::Supported) {
      plan.fusion[mode] = Fusion::Supported;
      convPlans.store(key, plan);
    }
    return true;
  }
  if (isUnsupported(status) && plan.fusion[mode] == Fusion::Unknown) {
    // Not available for this shape: remember, and run unfused.
    plan.fusion[mode] = Fusion::Unsupported;
    convPlans.store(key, plan);
    return true;
  }
  checkCudnn(status, name, "cudnnConvolutionBiasActivationForward", __FILE__,
             __LINE__);
  return false;
}

/// Runs the convolution on the device into `out` (dense NCHW y). Sets `fused`
/// when bias and z are already added and `deviceAct` when the activation is
/// applied too. `scale` (empty without batch norm) multiplies the filter per
/// output channel; `bias` is the per-channel bias (empty without one). An
/// operand of `ops` (ConvOperand order) the driver gave a mirror is used in
/// place, and a y in place is left there (`out` unset). A filter or bias
/// derived on the host is uploaded once (DeviceConstants). Needs ctx->mutex
/// held.
static bool convOnDevice(const char *name, const ConvLaunch &c,
                         CudaContext *ctx, const DeviceOperand *ops,
                         const std::vector<double> &scale,
                         const std::vector<float> &bias,
                         std::vector<float> &out, bool &fused,
                         bool &deviceAct) {
  CudnnConvShape s;
  if (!cudnnConvShape(name, c, s))
    return false;
  const Window &g = c.window;

  // Host staging of what is not in place.
  const Mirror *mX = ops[kConvX].mirror, *mW = ops[kConvW].mirror,
               *mY = ops[kConvY].mirror;
  const Mirror *mZ = c.z.has_value() ? ops[kConvZ].mirror : nullptr;
  std::vector<float> hostX, hostW;
  if (!mX)
    hostX = s.symmetric ? packDense(c.x) : packDense(c.x, g.padLo, g.padHi);
  if (!mW)
    hostW = scale.empty() ? packDense(c.w) : scaledFilter(c.w, scale);
  bool wantFused = !bias.empty() && !c.accumulate;
  std::vector<float> hostZ, hostY;
  if (wantFused && c.z.has_value() && !mZ)
    hostZ = packDense(*c.z);
  if (c.accumulate && !mY)
    hostY = packDense(c.y);

  CudnnConvDescs d;
  if (!ensureDnnHandles(*ctx, name) || !cudnnConvDescs(name, s, d))
    return false;
  ConvKey key = convKey(s);
  ConvPlan plan;
  if (!convPlans.lookup(key, plan)) {
    if (!selectConvAlgo(name, ctx->cudnn, d.x.handle, d.w.handle, d.conv.handle,
                        d.y.handle, plan))
      return false;
    convPlans.store(key, plan);
  }

  DeviceBuffer dX, dY, dZ;
  if ((!mX && !dX.allocate<float>(name, s.sizeX)) ||
      (!mY && !dY.allocate<float>(name, s.sizeY)) ||
      (!hostZ.empty() && !dZ.allocate<float>(name, s.sizeY)))
    return false;
  // The filter and bias as derived on the host are device constants: a
  // repeated launch uploads them again only when they changed.
  ConvDevicePtrs p;
  p.w = mW ? ops[kConvW].device(c.w.data) : nullptr;
  if (!mW &&
      !(p.w = deviceConstants().get(name, *ctx, c.w.data, kFilterRole, hostW)))
    return false;
  if (wantFused && !(p.bias = deviceConstants().get(
                         name, *ctx, c.bias ? c.bias->data : c.bn->gamma.data,
                         kBiasRole, bias)))
    return false;
  p.x = mX ? ops[kConvX].device(c.x.data) : dX.ptr;
  p.y = mY ? ops[kConvY].device(c.y.data) : dY.ptr;
  p.z = mZ ? ops[kConvZ].device(c.z->data) : dZ.ptr;
  cudaStream_t stream = ctx->stream;
  if ((!mX && !copy1D(name, dX.as<float>(), hostX.data(), s.sizeX,
                      cudaMemcpyHostToDevice, stream)) ||
      (!hostZ.empty() && !copy1D(name, dZ.as<float>(), hostZ.data(), s.sizeY,
                                 cudaMemcpyHostToDevice, stream)) ||
      (!hostY.empty() && !copy1D(name, dY.as<float>(), hostY.data(), s.sizeY,
                                 cudaMemcpyHostToDevice, stream)))
    return false;

  fused = false;
  deviceAct = false;
  int mode = c.act.code == KMATCH_ACT_RELU ? 1 : 0;
  if (wantFused &&
      !convBiasActOnDevice(name, c, ctx, s, d, key, plan, mode, p, fused))
    return false;
  deviceAct = fused && mode == 1;
  if (!fused) {
    const float one = 1.0f, beta = c.accumulate ? 1.0f : 0.0f;
    if (!ensureWorkspace(*ctx, name, plan.workspace) ||
        !KMATCH_CUDNN_OK(name,
                         cudnnConvolutionForward(
                             ctx->cudnn, &one, d.x.handle, p.x, d.w.handle, p.w,
                             d.conv.handle, plan.algo, ctx->workspace,
                             plan.workspace, &beta, d.y.handle, p.y)))
      return false;
  }
  if (mY)
    return KMATCH_CUDA_OK(name, cudaStreamSynchronize(stream));
  out.resize(static_cast<size_t>(s.sizeY));
  return copy1D(name, out.data(), dY.as<float>(), s.sizeY,
                cudaMemcpyDeviceToHost, stream) &&
         KMATCH_CUDA_OK(name, cudaStreamSynchronize(stream));
}

/// Validates and runs one convolution launch; y is written only on success.
/// Through the residency driver: dense operands inside device mirrors are
/// used in place (x only with symmetric pads, w only without batch norm),
/// the others are read on the host. When the device leaves part of the
/// epilogue (an activation cuDNN does not fuse, a fusion it rejects), a y in
/// a mirror comes down, is finished on the host and goes back up.
static void runConv(const char *name, ConvLaunch c) {
  if (!checkConv(name, StridePolicy::Any, c) || c.y.empty())
    return;
  intptr_t k = c.y.sizes[1];
  // The output elements of one (image, channel), at any spatial rank.
  intptr_t plane = c.y.numElements() / (c.y.sizes[0] * k);
  bool onDevice = !c.emptyReduction();
  DeviceOperand ops[kConvZ + 5];
  size_t numOps = 0;
  ops[numOps++] = inPlaceOrHost(spanOf(c.x), onDevice && c.window.symmetric() &&
                                                 isDense(c.x));
  ops[numOps++] = inPlaceOrHost(spanOf(c.w), onDevice && !c.bn && isDense(c.w));
  ops[numOps++] = output(spanOf(c.y), onDevice && isDense(c.y));
  if (c.z)
    ops[numOps++] = inPlaceOrHost(spanOf(*c.z), onDevice && isDense(*c.z));
  if (c.bias)
    ops[numOps++] = hostInput(spanOf(*c.bias));
  if (c.bn)
    for (const auto &named : c.bn->named())
      ops[numOps++] = hostInput(spanOf(*named.second));
  // Per output channel, from current host bytes (after placement): the bias,
  // or batch norm folded in double into a filter scale and a bias.
  std::vector<double> scale;
  std::vector<float> bias;
  auto perChannel = [&] {
    if (c.bias)
      bias = c.bias->gather();
    if (c.bn)
      c.bn->fold(scale, bias);
  };
  std::vector<float> conv;
  bool fused = false, deviceAct = false;
  // What the device did not do, on the host.
  auto epilogue = [&] {
    if (onDevice && !c.z.has_value() && bias.empty() &&
        c.act.code == KMATCH_ACT_NONE) {
      unpackDense(conv, c.y);
      return;
    }
    // In the order act(conv + bias + z), over y (and z, of y's shape) in
    // logical order, as conv is.
    const float *p = conv.data();
    intptr_t i = 0;
    StridedWalker wy = c.y.walker(), wz = c.z ? c.z->walker() : wy;
    float *zData = c.z ? c.z->data : c.y.data;
    forEachInLockstep<2>({&wy, &wz}, [&](const std::array<intptr_t, 2> &o) {
      intptr_t j = (i++ / plane) % k;
      float v = *p++;
      if (!fused && !bias.empty())
        v += bias[j];
      if (!fused && c.z.has_value())
        v += zData[o[1]];
      if (!deviceAct)
        v = c.act.apply(v);
      c.y.data[o[0]] = v;
    });
  };
  if (!onDevice) {
    // An empty reduction (no input channels, a kernel extent of 0): the
    // epilogue alone, on current host copies.
    HostLaunch host(name, ops, numOps);
    if (host.ok())
      c.computeEmptyReduction();
    return;
  }
  runOnDevice(name, ops, numOps, [&](CudaContext *ctx) {
    perChannel();
    if (!convOnDevice(name, c, ctx, ops, scale, bias, conv, fused, deviceAct))
      return false;
    const Mirror *mY = ops[kConvY].mirror;
    if (mY) {
      bool complete = (fused || (bias.empty() && !c.z.has_value())) &&
                      (deviceAct || c.act.code == KMATCH_ACT_NONE);
      if (complete)
        return true;
      // The mirror holds the convolution: bring it all down, finish y on the
      // host, and let the driver upload y (finishOperands).
      setMirrorState(mY, MirrorState::DeviceNewer);
      if (!downloadMirror(name, ctx, mY))
        return false;
      conv = packDense(c.y);
      ops[kConvY].mirror = nullptr;
    }
    if (c.z.has_value() && !fused &&
        !downloadMirror(name, ctx, ops[kConvZ].mirror))
      return false;
    epilogue();
    return true;
  });
}

KMATCH_CUDA_ENTRY(conv2d, f32) {
  runConv(kernel, ConvLaunch::accumulating(*X, *W, *Y, layout,
                                           KMATCH_CONV_WINDOW, accumulate));
}

KMATCH_CUDA_ENTRY(conv1d, f32) {
  runConv(kernel, ConvLaunch::accumulating(*X, *W, *Y, layout,
                                           windowOf({stride_w}, {dilation_w},
                                                    {pad_left}, {pad_right}),
                                           accumulate));
}

KMATCH_CUDA_ENTRY(conv3d, f32) {
  runConv(kernel, ConvLaunch::accumulating(
                      *X, *W, *Y, layout,
                      windowOf({stride_d, stride_h, stride_w},
                               {dilation_d, dilation_h, dilation_w},
                               {pad_front, pad_top, pad_left},
                               {pad_back, pad_bottom, pad_right}),
                      accumulate));
}

KMATCH_CUDA_ENTRY(conv2d_bias_act, f32) {
  runConv(kernel,
          ConvLaunch::withBias(*X, *W, *Bias, nullptr, *Y, layout,
                               KMATCH_CONV_WINDOW, act, act_lo, act_hi));
}

KMATCH_CUDA_ENTRY(conv2d_bias_add_act, f32) {
  runConv(kernel,
          ConvLaunch::withBias(*X, *W, *Bias, Z, *Y, layout, KMATCH_CONV_WINDOW,
                               act, act_lo, act_hi));
}

KMATCH_CUDA_ENTRY(conv2d_bn_act, f32) {
  runConv(kernel, ConvLaunch::withBatchNorm(
                      *X, *W, *Gamma, *Beta, *Mean, *Var, nullptr, *Y, layout,
                      KMATCH_CONV_WINDOW, act, act_lo, act_hi, eps));
}

KMATCH_CUDA_ENTRY(conv2d_bn_add_act, f32) {
  runConv(kernel, ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var,
                                            Z, *Y, layout, KMATCH_CONV_WINDOW,
                                            act, act_lo, act_hi, eps));
}

KMATCH_CUDA_ENTRY(grouped_conv2d, f32) {
  runConv(kernel, ConvLaunch::grouped(*X, *W, *Y, layout, KMATCH_CONV_WINDOW,
                                      groups, accumulate));
}

KMATCH_CUDA_ENTRY(depthwise_conv2d, f32) {
  runConv(kernel, ConvLaunch::accumulating(*X, *W, *Y, layout,
                                           KMATCH_CONV_WINDOW, accumulate));
}

KMATCH_CUDA_ENTRY(depthwise_conv2d_bn_act, f32) {
  runConv(kernel, ConvLaunch::depthwiseWithBatchNorm(
                      *X, *W, *Gamma, *Beta, *Mean, *Var, *Y, layout,
                      KMATCH_CONV_WINDOW, act, act_lo, act_hi, eps));
}
