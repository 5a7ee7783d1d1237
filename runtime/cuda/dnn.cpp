//===- dnn.cpp - CUDA DNN shims on cuDNN and cuBLASLt -----------*- C++ -*-===//
//
// kmatch_cuda_<K>_f32 for K in conv2d, conv2d_bias_act, conv2d_bias_add_act,
// conv2d_bn_act, conv2d_bn_add_act, depthwise_conv2d, depthwise_conv2d_bn_act,
// maxpool2d, avgpool2d, batchnorm, add, scale_channels and gemm_bias_act: the
// contract of runtime/kernels.json, the
// operand checks and messages of runtime/common/dnn_checks.h, shared with the
// CPU shims (reported before anything is written), except that any strides
// are accepted (StridePolicy::Any): the host gather reads them.
//
// Operands are host memrefs. Every shim gathers them into dense host buffers,
// copies those to the device, runs one library call and copies the result
// back into the caller's (possibly strided) output. Every shim runs through
// the residency driver (residency.h); conv2d, depthwise_conv2d, batchnorm,
// the pools and add use dense operands inside device mirrors in place
// instead. Activations and filters always travel as NCHW and KCRS: the
// gather permutes an NHWC / HWCF memref for free, and NCHW is the layout
// every legacy cuDNN algorithm supports.
//
// Convolutions use cuDNN's legacy API with CUDNN_FMA_MATH (no TF32), so f32
// results match a CPU reference up to summation order:
//   - asymmetric padding is applied explicitly in the host gather (cuDNN pads
//     symmetrically);
//   - conv2d / depthwise_conv2d: cudnnConvolutionForward, beta = 1 for
//     accumulate; depthwise as a grouped convolution (groups = C);
//   - the bias kernels: cudnnConvolutionBiasActivationForward, y = act(conv +
//     z + bias), with IMPLICIT_PRECOMP_GEMM (the algorithm it supports with the
//     identity activation) and relu fused; clamp, both GELUs, hardswish and
//     hardsigmoid (cuDNN has neither) run on the host after the copy-back
//     (activation.h, exactly the IR's). If cuDNN rejects the fused call for a
//     shape, the shape is remembered and runs as a plain convolution with bias,
//     z and activation on the host;
//   - the batch-norm kernels (depthwise_conv2d_bn_act too, as a grouped
//     convolution) fold, in double, s = gamma / sqrt(var + eps) into the
//     filter (w * s per output channel) and a bias (beta - mean * s).
// Pools use cudnnPoolingForward (max pooling always pads explicitly with
// -inf, avg pooling does so only for pads cuDNN cannot express), batchnorm
// cudnnBatchNormalizationForwardInference, add cublasSaxpy and gemm_bias_act
// one cublasLtMatmul with a bias (or bias + relu) epilogue.
//
// Algorithm choices (cuDNN heuristics, cuBLASLt heuristics) are cached by the
// full problem shape, and the device workspace is kept in the context, so a
// repeated launch does no setup beyond creating descriptors.
//
// Thread safety: launches serialize on the context mutex (the handles and the
// workspace are shared); the plan caches also have their own mutex.
//
//===----------------------------------------------------------------------===//
#include "../common/dnn_checks.h"
#include "../common/layernorm.h"
#include "../common/softmax.h"
#include "dnn_util.h"

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

using namespace kmatch_rt;

//===----------------------------------------------------------------------===//
// Context: handles, workspace, error reporting
//===----------------------------------------------------------------------===//

bool kmatch_rt::checkCudnn(cudnnStatus_t status, const char *kernel,
                           const char *expr, const char *file, int line) {
  if (status == CUDNN_STATUS_SUCCESS)
    return true;
  char detail[256] = "";
  cudnnGetLastErrorString(detail, sizeof(detail));
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cudnnGetErrorString(status), detail[0] ? detail : "no detail",
                  file, line);
  return false;
}

bool kmatch_rt::ensureDnnHandles(CudaContext &ctx, const char *kernel) {
  if (!ctx.cudnn) {
    cudnnHandle_t handle = nullptr;
    if (!KMATCH_CUDNN_OK(kernel, cudnnCreate(&handle)))
      return false;
    if (!KMATCH_CUDNN_OK(kernel, cudnnSetStream(handle, ctx.stream))) {
      cudnnDestroy(handle);
      return false;
    }
    ctx.cudnn = handle;
  }
  if (!ctx.cublasLt) {
    cublasLtHandle_t handle = nullptr;
    if (!KMATCH_CUBLASLT_OK(kernel, cublasLtCreate(&handle)))
      return false;
    ctx.cublasLt = handle;
  }
  return true;
}

bool kmatch_rt::ensureWorkspace(CudaContext &ctx, const char *kernel,
                                size_t bytes) {
  if (bytes <= ctx.workspaceBytes)
    return true;
  if (ctx.workspace) {
    cudaFree(ctx.workspace);
    ctx.workspace = nullptr;
    ctx.workspaceBytes = 0;
  }
  if (!KMATCH_CUDA_OK(kernel, cudaMalloc(&ctx.workspace, bytes)))
    return false;
  ctx.workspaceBytes = bytes;
  return true;
}

/// The largest workspace an algorithm may ask for before a slower one with
/// less scratch is preferred.
static constexpr size_t kMaxWorkspaceBytes = size_t(1) << 30;

/// Creates `d` as a dense NCHW f32 tensor descriptor of sizes n, c, h, w.
static bool nchwDesc(const char *name, TensorDesc &d, int64_t n, int64_t c,
                     int64_t h, int64_t w) {
  return KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&d.handle)) &&
         KMATCH_CUDNN_OK(name, cudnnSetTensor4dDescriptor(
                                   d.handle, CUDNN_TENSOR_NCHW,
                                   CUDNN_DATA_FLOAT, int(n), int(c), int(h),
                                   int(w)));
}

//===----------------------------------------------------------------------===//
// Host staging and the activation epilogue
//===----------------------------------------------------------------------===//

/// A dense NCHW copy of `v` with its H and W padded by `fill`.
static std::vector<float> packNchw(const TensorView &v, intptr_t top = 0,
                                   intptr_t left = 0, intptr_t bottom = 0,
                                   intptr_t right = 0, float fill = 0.0f) {
  intptr_t c = v.sizes[1], h = v.sizes[2], w = v.sizes[3];
  intptr_t hp = h + top + bottom, wp = w + left + right;
  std::vector<float> out(static_cast<size_t>(v.sizes[0] * c * hp * wp), fill);
  // The padded buffer's interior, as a view of v's shape.
  intptr_t denseStrides[4] = {c * hp * wp, hp * wp, wp, 1};
  StridedWalker from = v.walker(),
                to = {4, v.sizes, denseStrides, top * wp + left};
  forEachInLockstep<2>({&from, &to}, [&](const std::array<intptr_t, 2> &o) {
    out[o[1]] = v.data[o[0]];
  });
  return out;
}

/// Writes a dense NCHW buffer into `v`.
static void unpackNchw(const std::vector<float> &src, const TensorView &v) {
  const float *p = src.data();
  v.walker().forEach([&](intptr_t off) { v.data[off] = *p++; });
}

/// Whether a walk visits base[offset + i], i = 0..n-1: one contiguous block.
static bool isContiguous(const StridedWalker &w) {
  intptr_t dense = 1;
  for (int64_t d = w.rank - 1; d >= 0; --d) {
    if (w.sizes[d] != 1 && w.strides[d] != dense)
      return false;
    dense *= w.sizes[d];
  }
  return true;
}

/// Whether `v` lies in memory densely in its logical order (a dense NCHW
/// activation or KCRS filter, a unit-stride vector): cuDNN takes it in place
/// (inside a device mirror) without the host gather.
static bool isDense(const TensorView &v) { return isContiguous(v.walker()); }

static std::vector<float> gatherVector(const TensorView &v) {
  std::vector<float> out;
  out.reserve(static_cast<size_t>(v.numElements()));
  v.walker().forEach([&](intptr_t off) { out.push_back(v.data[off]); });
  return out;
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {
/// Everything the algorithm choice depends on: NCHW input (padded), KCRS
/// filter, cuDNN pads, strides, dilations, groups.
using ConvKey = std::array<int64_t, 15>;

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

/// Runs the convolution on the device into `out` (dense NCHW y). Sets `fused`
/// when bias and z are already added and `deviceAct` when the activation is
/// applied too. `scale` (empty without batch norm) multiplies the filter per
/// output channel; `bias` is the per-channel bias (empty without one). With
/// `ops` (x, w, y of a plain convolution), an operand the driver gave a
/// mirror is used in place, and a y in place is left there (`out` unset).
/// Needs ctx->mutex held.
static bool convOnDevice(const char *name, const ConvLaunch &c,
                         CudaContext *ctx, const DeviceOperand *ops,
                         const std::vector<double> &scale,
                         const std::vector<float> &bias,
                         std::vector<float> &out, bool &fused,
                         bool &deviceAct) {
  const Window &g = c.window;
  intptr_t n = c.x.sizes[0], ch = c.x.sizes[1], h = c.x.sizes[2],
           w = c.x.sizes[3];
  intptr_t k = c.w.sizes[0], wc = c.w.sizes[1], kh = c.w.sizes[2],
           kw = c.w.sizes[3];
  intptr_t oh = c.y.sizes[2], ow = c.y.sizes[3];
  // cuDNN pads symmetrically: asymmetric pads go into the gathered input.
  bool symmetric = g.symmetric();
  intptr_t padH = symmetric ? g.padLo[0] : 0, padW = symmetric ? g.padLo[1] : 0;
  intptr_t hp = symmetric ? h : h + g.padLo[0] + g.padHi[0];
  intptr_t wp = symmetric ? w : w + g.padLo[1] + g.padHi[1];
  intptr_t groups = c.depthwise ? ch : 1;
  if (!fitsCudnnInt(name,
                    {n, ch, hp, wp, k, kh, kw, padH, padW, g.stride[0],
                     g.stride[1], g.dilation[0], g.dilation[1],
                     n * ch * hp * wp, k * wc * kh * kw, n * k * oh * ow}))
    return false;

  // Host staging of what is not in place.
  const Mirror *mX = ops ? ops[0].mirror : nullptr;
  const Mirror *mW = ops ? ops[1].mirror : nullptr;
  const Mirror *mY = ops ? ops[2].mirror : nullptr;
  std::vector<float> hostX, hostW;
  if (!mX)
    hostX = symmetric
                ? packNchw(c.x)
                : packNchw(c.x, g.padLo[0], g.padLo[1], g.padHi[0], g.padHi[1]);
  if (!mW)
    hostW = packNchw(c.w);
  if (!scale.empty()) {
    size_t perChannel = static_cast<size_t>(wc * kh * kw);
    for (size_t i = 0; i < hostW.size(); ++i)
      hostW[i] = static_cast<float>(hostW[i] * scale[i / perChannel]);
  }
  bool wantFused = !bias.empty() && !c.accumulate;
  std::vector<float> hostZ, hostY;
  if (wantFused && c.z.has_value())
    hostZ = packNchw(*c.z);
  if (c.accumulate && !mY)
    hostY = packNchw(c.y);

  if (!ensureDnnHandles(*ctx, name))
    return false;
  cudnnHandle_t handle = ctx->cudnn;

  TensorDesc xDesc, yDesc, biasDesc;
  FilterDesc wDesc;
  ConvDesc convDesc;
  if (!nchwDesc(name, xDesc, n, ch, hp, wp) ||
      !nchwDesc(name, yDesc, n, k, oh, ow) ||
      !nchwDesc(name, biasDesc, 1, k, 1, 1) ||
      !KMATCH_CUDNN_OK(name, cudnnCreateFilterDescriptor(&wDesc.handle)) ||
      !KMATCH_CUDNN_OK(name,
                       cudnnCreateConvolutionDescriptor(&convDesc.handle)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetFilter4dDescriptor(wDesc.handle, CUDNN_DATA_FLOAT,
                                           CUDNN_TENSOR_NCHW, int(k), int(wc),
                                           int(kh), int(kw))) ||
      !KMATCH_CUDNN_OK(name, cudnnSetConvolution2dDescriptor(
                                 convDesc.handle, int(padH), int(padW),
                                 int(g.stride[0]), int(g.stride[1]),
                                 int(g.dilation[0]), int(g.dilation[1]),
                                 CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetConvolutionGroupCount(convDesc.handle, int(groups))) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetConvolutionMathType(convDesc.handle, CUDNN_FMA_MATH)))
    return false;
  int dims[4] = {0, 0, 0, 0};
  if (!KMATCH_CUDNN_OK(name, cudnnGetConvolution2dForwardOutputDim(
                                 convDesc.handle, xDesc.handle, wDesc.handle,
                                 &dims[0], &dims[1], &dims[2], &dims[3])))
    return false;
  if (dims[0] != n || dims[1] != k || dims[2] != oh || dims[3] != ow) {
    kmatch_rt_error(name,
                    "internal error: cuDNN computes a %dx%dx%dx%d output, the "
                    "launch has %zdx%zdx%zdx%zd (NCHW)",
                    dims[0], dims[1], dims[2], dims[3], n, k, oh, ow);
    return false;
  }

  int64_t sh = g.stride[0], sw = g.stride[1], dh = g.dilation[0],
          dw = g.dilation[1];
  ConvKey key = {n,    ch,   hp, wp, k,  wc, kh,    kw,
                 padH, padW, sh, sw, dh, dw, groups};
  ConvPlan plan;
  if (!convPlans.lookup(key, plan)) {
    if (!selectConvAlgo(name, handle, xDesc.handle, wDesc.handle,
                        convDesc.handle, yDesc.handle, plan))
      return false;
    convPlans.store(key, plan);
  }

  DeviceBuffer dX, dW, dY, dBias, dZ;
  intptr_t sizeY = n * k * oh * ow;
  if ((!mX && !dX.allocate<float>(name, n * ch * hp * wp)) ||
      (!mW && !dW.allocate<float>(name, k * wc * kh * kw)) ||
      (!mY && !dY.allocate<float>(name, sizeY)) ||
      (!bias.empty() && !dBias.allocate<float>(name, k)) ||
      (!hostZ.empty() && !dZ.allocate<float>(name, sizeY)))
    return false;
  void *devX = mX ? ops[0].device(c.x.data) : dX.ptr;
  void *devW = mW ? ops[1].device(c.w.data) : dW.ptr;
  void *devY = mY ? ops[2].device(c.y.data) : dY.ptr;
  cudaStream_t stream = ctx->stream;
  if ((!mX && !copy1D(name, dX.as<float>(), hostX.data(), n * ch * hp * wp,
                      cudaMemcpyHostToDevice, stream)) ||
      (!mW && !copy1D(name, dW.as<float>(), hostW.data(), k * wc * kh * kw,
                      cudaMemcpyHostToDevice, stream)) ||
      (!bias.empty() && !copy1D(name, dBias.as<float>(), bias.data(), k,
                                cudaMemcpyHostToDevice, stream)) ||
      (!hostZ.empty() && !copy1D(name, dZ.as<float>(), hostZ.data(), sizeY,
                                 cudaMemcpyHostToDevice, stream)) ||
      (!hostY.empty() && !copy1D(name, dY.as<float>(), hostY.data(), sizeY,
                                 cudaMemcpyHostToDevice, stream)))
    return false;

  const float one = 1.0f;
  fused = false;
  deviceAct = false;
  int mode = c.act.code == KMATCH_ACT_RELU ? 1 : 0;
  const cudnnConvolutionFwdAlgo_t fusedAlgo =
      CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  if (wantFused && plan.fusion[mode] == Fusion::Unknown) {
    cudnnStatus_t status = cudnnGetConvolutionForwardWorkspaceSize(
        handle, xDesc.handle, wDesc.handle, convDesc.handle, yDesc.handle,
        fusedAlgo, &plan.fusedWorkspace);
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
  if (wantFused && plan.fusion[mode] != Fusion::Unsupported) {
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
    float alpha2 = c.z.has_value() ? 1.0f : 0.0f;
    if (!c.z.has_value() &&
        !KMATCH_CUDA_OK(
            name, cudaMemsetAsync(devY, 0, sizeof(float) * sizeY, stream)))
      return false;
    cudnnStatus_t status = cudnnConvolutionBiasActivationForward(
        handle, &one, xDesc.handle, devX, wDesc.handle, devW, convDesc.handle,
        fusedAlgo, ctx->workspace, plan.fusedWorkspace, &alpha2, yDesc.handle,
        c.z.has_value() ? dZ.ptr : devY, biasDesc.handle, dBias.ptr,
        actDesc.handle, yDesc.handle, devY);
    if (status == CUDNN_STATUS_SUCCESS) {
      fused = true;
      deviceAct = mode == 1;
      if (plan.fusion[mode] != Fusion::Supported) {
        plan.fusion[mode] = Fusion::Supported;
        convPlans.store(key, plan);
      }
    } else if (isUnsupported(status) && plan.fusion[mode] == Fusion::Unknown) {
      // Not available for this shape: remember, and run unfused below.
      plan.fusion[mode] = Fusion::Unsupported;
      convPlans.store(key, plan);
    } else {
      checkCudnn(status, name, "cudnnConvolutionBiasActivationForward",
                 __FILE__, __LINE__);
      return false;
    }
  }
  if (!fused) {
    const float beta = c.accumulate ? 1.0f : 0.0f;
    if (!ensureWorkspace(*ctx, name, plan.workspace) ||
        !KMATCH_CUDNN_OK(name,
                         cudnnConvolutionForward(
                             handle, &one, xDesc.handle, devX, wDesc.handle,
                             devW, convDesc.handle, plan.algo, ctx->workspace,
                             plan.workspace, &beta, yDesc.handle, devY)))
      return false;
  }
  if (mY)
    return KMATCH_CUDA_OK(name, cudaStreamSynchronize(stream));
  out.resize(static_cast<size_t>(sizeY));
  return copy1D(name, out.data(), dY.as<float>(), sizeY, cudaMemcpyDeviceToHost,
                stream) &&
         KMATCH_CUDA_OK(name, cudaStreamSynchronize(stream));
}

/// Validates and runs one convolution launch; y is written only on success.
/// `spans` (x, w, y), given for the plain convolutions only (whose y the
/// device computes alone), lets the residency driver use dense NCHW operands
/// in place in their mirrors; the fused kernels run under their
/// KMATCH_CUDA_HOST_OPERANDS.
static void runConv(const char *name, ConvLaunch c,
                    const ByteSpan *spans = nullptr) {
  if (!checkConv(name, StridePolicy::Any, c) || c.y.empty())
    return;
  intptr_t n = c.y.sizes[0], k = c.y.sizes[1], oh = c.y.sizes[2],
           ow = c.y.sizes[3];
  // Per output channel: the bias, or batch norm folded in double into a
  // filter scale and a bias.
  std::vector<double> scale;
  std::vector<float> bias;
  if (c.bias)
    bias = gatherVector(*c.bias);
  if (c.bn)
    c.bn->fold(scale, bias);
  bool onDevice = !c.x.empty();
  DeviceOperand ops[3];
  size_t numOps = 0;
  if (spans) {
    ops[0] = input(spans[0], onDevice && c.window.symmetric() && isDense(c.x));
    ops[1] = input(spans[1], onDevice && isDense(c.w));
    ops[2] = output(spans[2], onDevice && isDense(c.y));
    numOps = 3;
  }
  std::vector<float> conv;
  bool fused = false, deviceAct = false;
  // What the device did not do, on the host.
  auto epilogue = [&] {
    if (onDevice && !c.z.has_value() && bias.empty() &&
        c.act.code == KMATCH_ACT_NONE) {
      unpackNchw(conv, c.y);
      return;
    }
    // In the order act(conv + bias + z).
    const float *p = conv.data();
    for (intptr_t i = 0; i < n; ++i)
      for (intptr_t j = 0; j < k; ++j)
        for (intptr_t y = 0; y < oh; ++y)
          for (intptr_t x = 0; x < ow; ++x) {
            float v = *p++;
            if (!onDevice && c.accumulate)
              v = c.y.at(i, j, y, x) + v;
            if (!fused && !bias.empty())
              v += bias[j];
            if (!fused && c.z.has_value())
              v += c.z->at(i, j, y, x);
            if (!deviceAct)
              v = c.act.apply(v);
            c.y.at(i, j, y, x) = v;
          }
  };
  if (!onDevice) {
    // An empty reduction (no input channels or pixels): zeros, on current
    // host copies.
    HostLaunch host(name, ops, numOps);
    if (!host.ok())
      return;
    conv.assign(static_cast<size_t>(n * k * oh * ow), 0.0f);
    epilogue();
    return;
  }
  runOnDevice(name, ops, numOps, [&](CudaContext *ctx) {
    if (!convOnDevice(name, c, ctx, numOps ? ops : nullptr, scale, bias, conv,
                      fused, deviceAct))
      return false;
    if (!numOps || !ops[2].mirror)
      epilogue();
    return true;
  });
}

KMATCH_CUDA_ENTRY_AS(conv2d, f32, X, W, Y, layout, sh, sw, dh, dw, pt, pl, pb,
                     pr, accumulate) {
  guarded("conv2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_f32, X, W, Y, layout, sh, sw, dh, dw, pt,
                             pl, pb, pr, accumulate);
    ByteSpan spans[] = {spanOf(*X), spanOf(*W), spanOf(*Y)};
    runConv("conv2d_f32 (cuda)",
            ConvLaunch::accumulating(*X, *W, *Y, layout,
                                     windowOf(sh, sw, dh, dw, pt, pl, pb, pr),
                                     accumulate),
            spans);
  });
}

KMATCH_CUDA_ENTRY_AS(conv2d_bias_act, f32, X, W, B, Y, layout, sh, sw, dh, dw,
                     pt, pl, pb, pr, act, actLo, actHi) {
  guarded("conv2d_bias_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_bias_act_f32, X, W, B, Y, layout, sh, sw,
                             dh, dw, pt, pl, pb, pr, act, actLo, actHi);
    KMATCH_CUDA_HOST_OPERANDS("conv2d_bias_act_f32 (cuda)", readOperand(X),
                              readOperand(W), readOperand(B),
                              writtenOperand(Y));
    runConv("conv2d_bias_act_f32 (cuda)",
            ConvLaunch::withBias(*X, *W, *B, nullptr, *Y, layout,
                                 windowOf(sh, sw, dh, dw, pt, pl, pb, pr), act,
                                 actLo, actHi));
  });
}

KMATCH_CUDA_ENTRY_AS(conv2d_bias_add_act, f32, X, W, B, Z, Y, layout, sh, sw,
                     dh, dw, pt, pl, pb, pr, act, actLo, actHi) {
  guarded("conv2d_bias_add_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_bias_add_act_f32, X, W, B, Z, Y, layout, sh,
                             sw, dh, dw, pt, pl, pb, pr, act, actLo, actHi);
    KMATCH_CUDA_HOST_OPERANDS("conv2d_bias_add_act_f32 (cuda)", readOperand(X),
                              readOperand(W), readOperand(B), readOperand(Z),
                              writtenOperand(Y));
    runConv("conv2d_bias_add_act_f32 (cuda)",
            ConvLaunch::withBias(*X, *W, *B, Z, *Y, layout,
                                 windowOf(sh, sw, dh, dw, pt, pl, pb, pr), act,
                                 actLo, actHi));
  });
}

KMATCH_CUDA_ENTRY_AS(conv2d_bn_act, f32, X, W, Gamma, Beta, Mean, Var, Y,
                     layout, sh, sw, dh, dw, pt, pl, pb, pr, act, actLo, actHi,
                     eps) {
  guarded("conv2d_bn_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_bn_act_f32, X, W, Gamma, Beta, Mean, Var, Y,
                             layout, sh, sw, dh, dw, pt, pl, pb, pr, act, actLo,
                             actHi, eps);
    KMATCH_CUDA_HOST_OPERANDS("conv2d_bn_act_f32 (cuda)", readOperand(X),
                              readOperand(W), readOperand(Gamma),
                              readOperand(Beta), readOperand(Mean),
                              readOperand(Var), writtenOperand(Y));
    runConv("conv2d_bn_act_f32 (cuda)",
            ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var,
                                      nullptr, *Y, layout,
                                      windowOf(sh, sw, dh, dw, pt, pl, pb, pr),
                                      act, actLo, actHi, eps));
  });
}

KMATCH_CUDA_ENTRY_AS(conv2d_bn_add_act, f32, X, W, Gamma, Beta, Mean, Var, Z, Y,
                     layout, sh, sw, dh, dw, pt, pl, pb, pr, act, actLo, actHi,
                     eps) {
  guarded("conv2d_bn_add_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_bn_add_act_f32, X, W, Gamma, Beta, Mean,
                             Var, Z, Y, layout, sh, sw, dh, dw, pt, pl, pb, pr,
                             act, actLo, actHi, eps);
    KMATCH_CUDA_HOST_OPERANDS(
        "conv2d_bn_add_act_f32 (cuda)", readOperand(X), readOperand(W),
        readOperand(Gamma), readOperand(Beta), readOperand(Mean),
        readOperand(Var), readOperand(Z), writtenOperand(Y));
    runConv("conv2d_bn_add_act_f32 (cuda)",
            ConvLaunch::withBatchNorm(*X, *W, *Gamma, *Beta, *Mean, *Var, Z, *Y,
                                      layout,
                                      windowOf(sh, sw, dh, dw, pt, pl, pb, pr),
                                      act, actLo, actHi, eps));
  });
}

KMATCH_CUDA_ENTRY_AS(depthwise_conv2d, f32, X, W, Y, layout, sh, sw, dh, dw, pt,
                     pl, pb, pr, accumulate) {
  guarded("depthwise_conv2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(depthwise_conv2d_f32, X, W, Y, layout, sh, sw, dh,
                             dw, pt, pl, pb, pr, accumulate);
    ByteSpan spans[] = {spanOf(*X), spanOf(*W), spanOf(*Y)};
    runConv("depthwise_conv2d_f32 (cuda)",
            ConvLaunch::accumulating(*X, *W, *Y, layout,
                                     windowOf(sh, sw, dh, dw, pt, pl, pb, pr),
                                     accumulate),
            spans);
  });
}

KMATCH_CUDA_ENTRY_AS(depthwise_conv2d_bn_act, f32, X, W, Gamma, Beta, Mean, Var,
                     Y, layout, sh, sw, dh, dw, pt, pl, pb, pr, act, actLo,
                     actHi, eps) {
  guarded("depthwise_conv2d_bn_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(depthwise_conv2d_bn_act_f32, X, W, Gamma, Beta,
                             Mean, Var, Y, layout, sh, sw, dh, dw, pt, pl, pb,
                             pr, act, actLo, actHi, eps);
    KMATCH_CUDA_HOST_OPERANDS(
        "depthwise_conv2d_bn_act_f32 (cuda)", readOperand(X), readOperand(W),
        readOperand(Gamma), readOperand(Beta), readOperand(Mean),
        readOperand(Var), writtenOperand(Y));
    runConv("depthwise_conv2d_bn_act_f32 (cuda)",
            ConvLaunch::depthwiseWithBatchNorm(
                *X, *W, *Gamma, *Beta, *Mean, *Var, *Y, layout,
                windowOf(sh, sw, dh, dw, pt, pl, pb, pr), act, actLo, actHi,
                eps));
  });
}

//===----------------------------------------------------------------------===//
// Pools
//===----------------------------------------------------------------------===//

static void pool(const char *name, bool isMax, MemRef<float, 4> *X,
                 MemRef<float, 4> *Y, int32_t layout, int64_t kh, int64_t kw,
                 int64_t sh, int64_t sw, int64_t pt, int64_t pl, int64_t pb,
                 int64_t pr) {
  PoolLaunch l;
  if (!checkPool(name, StridePolicy::Any, *X, *Y, layout, kh, kw, sh, sw, pt,
                 pl, pb, pr, l) ||
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
  DeviceOperand ops[] = {input(spanOf(*X), !gathersPads && isDense(x)),
                         output(spanOf(*Y), isDense(y))};
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
      hostX = cudnnPads ? packNchw(x) : packNchw(x, pt, pl, pb, pr, fill);
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
    if (!ops[1].mirror)
      unpackNchw(hostY, y);
    return true;
  });
}

KMATCH_CUDA_ENTRY_AS(maxpool2d, f32, X, Y, layout, kh, kw, sh, sw, pt, pl, pb,
                     pr) {
  guarded("maxpool2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(maxpool2d_f32, X, Y, layout, kh, kw, sh, sw, pt,
                             pl, pb, pr);
    pool("maxpool2d_f32 (cuda)", /*isMax=*/true, X, Y, layout, kh, kw, sh, sw,
         pt, pl, pb, pr);
  });
}

KMATCH_CUDA_ENTRY_AS(avgpool2d, f32, X, Y, layout, kh, kw, sh, sw, pt, pl, pb,
                     pr) {
  guarded("avgpool2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(avgpool2d_f32, X, Y, layout, kh, kw, sh, sw, pt,
                             pl, pb, pr);
    pool("avgpool2d_f32 (cuda)", /*isMax=*/false, X, Y, layout, kh, kw, sh, sw,
         pt, pl, pb, pr);
  });
}

//===----------------------------------------------------------------------===//
// Batch norm (inference)
//===----------------------------------------------------------------------===//

KMATCH_CUDA_ENTRY(batchnorm, f32) {
  guarded("batchnorm_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(batchnorm_f32, X, Gamma, Beta, Mean, Var, Y,
                             layout, eps);
    const char *name = "batchnorm_f32 (cuda)";
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
        std::vector<float> v = gatherVector(*stat.second);
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
                  std::vector<float> hostX = packNchw(x);
                  std::vector<float> params = gatherParams();
                  for (intptr_t i = 0; i < size; ++i) {
                    intptr_t j = (i / (h * w)) % ch;
                    hostX[i] = params[j] * (hostX[i] - params[2 * ch + j]) /
                                   std::sqrt(params[3 * ch + j] + eps) +
                               params[ch + j];
                  }
                  unpackNchw(hostX, y);
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
        hostX = packNchw(x);
        if (!dX.allocate<float>(name, size) ||
            !copy1D(name, dX.as<float>(), hostX.data(), size,
                    cudaMemcpyHostToDevice, ctx->stream))
          return false;
        devX = dX.as<float>();
      }
      if (!ops[1].mirror || !ops[2].mirror || !ops[3].mirror ||
          !ops[4].mirror) {
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
        unpackNchw(hostX, y);
      return true;
    });
  });
}

//===----------------------------------------------------------------------===//
// add (any rank)
//===----------------------------------------------------------------------===//

/// No cuDNN call yet: the host loop of runtime/common/layernorm.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(layernorm, f32) {
  guarded("layernorm_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(layernorm_f32, X, Gamma, Beta, Y, eps);
    const char *name = "layernorm_f32 (cuda)";
    StridedWalker wx, wy;
    if (!layernormWalkers<float>(name, X, Gamma, Beta, Y, wx, wy))
      return;
    KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                              input(spanOf(*Gamma), false),
                              input(spanOf(*Beta), false),
                              output(spanOf(*Y, sizeof(float)), false));
    layernormHost<float>(wx, alignedOf<float>(*X), *Gamma, *Beta, wy,
                         alignedOf<float>(*Y), eps);
  });
}

/// No cuDNN call yet: the host loop of runtime/common/softmax.h on host
/// copies (the operands are not device resident).
KMATCH_CUDA_ENTRY(softmax, f32) {
  guarded("softmax_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(softmax_f32, X, Y, axis);
    const char *name = "softmax_f32 (cuda)";
    StridedWalker wx, wy;
    int64_t dim = 0;
    if (!softmaxWalkers<float>(name, X, Y, axis, wx, wy, dim))
      return;
    KMATCH_CUDA_HOST_OPERANDS(name, input(spanOf(*X, sizeof(float)), false),
                              output(spanOf(*Y, sizeof(float)), false));
    softmaxHost<float>(wx, alignedOf<float>(*X), wy, alignedOf<float>(*Y), dim);
  });
}

/// No cuDNN call: the product on host copies (runtime/common/dnn_checks.h),
/// one f32 multiply per element as the IR computes it.
KMATCH_CUDA_ENTRY(scale_channels, f32) {
  guarded("scale_channels_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(scale_channels_f32, X, S, Y, layout);
    const char *name = "scale_channels_f32 (cuda)";
    ScaleChannelsLaunch l;
    if (!checkScaleChannels(name, StridePolicy::Any, *X, *S, *Y, layout, l))
      return;
    KMATCH_CUDA_HOST_OPERANDS(name, readOperand(X), readOperand(S),
                              writtenOperand(Y));
    l.computeOnHost();
  });
}

KMATCH_CUDA_ENTRY(add, f32) {
  guarded("add_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(add_f32, A, B, Y);
    const char *name = "add_f32 (cuda)";
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
            !KMATCH_CUDA_OK(
                name, cudaMemcpyAsync(dY.ptr, devB, sizeof(float) * n,
                                      cudaMemcpyDeviceToDevice, ctx->stream)))
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
  });
}

//===----------------------------------------------------------------------===//
// gemm_bias_act on cuBLASLt
//===----------------------------------------------------------------------===//

namespace {
/// M, N, K, transA, transB (of the device operands), requested epilogue.
using MatmulKey = std::array<int64_t, 6>;

struct MatmulPlan {
  cublasLtMatmulAlgo_t algo{};
  size_t workspace = 0;
  /// What cuBLASLt applies; the host does the rest.
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
};
} // namespace

static PlanCache<MatmulKey, MatmulPlan> gemmPlans;

/// Describes the matmul with `epilogue`; the caller owns the descriptors.
static bool describeMatmul(const char *name, MatmulDesc &desc,
                           cublasOperation_t opA, cublasOperation_t opB,
                           cublasLtEpilogue_t epilogue, const void *bias) {
  int32_t ta = opA, tb = opB;
  return KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescCreate(&desc.handle,
                                                           CUBLAS_COMPUTE_32F,
                                                           CUDA_R_32F)) &&
         KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescSetAttribute(
                                      desc.handle, CUBLASLT_MATMUL_DESC_TRANSA,
                                      &ta, sizeof(ta))) &&
         KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescSetAttribute(
                                      desc.handle, CUBLASLT_MATMUL_DESC_TRANSB,
                                      &tb, sizeof(tb))) &&
         KMATCH_CUBLASLT_OK(name,
                            cublasLtMatmulDescSetAttribute(
                                desc.handle, CUBLASLT_MATMUL_DESC_EPILOGUE,
                                &epilogue, sizeof(epilogue))) &&
         (epilogue == CUBLASLT_EPILOGUE_DEFAULT ||
          KMATCH_CUBLASLT_OK(name,
                             cublasLtMatmulDescSetAttribute(
                                 desc.handle, CUBLASLT_MATMUL_DESC_BIAS_POINTER,
                                 &bias, sizeof(bias))));
}

KMATCH_CUDA_ENTRY_AS(gemm_bias_act, f32, A, B, Bias, C, transA, transB, act,
                     actLo, actHi) {
  guarded("gemm_bias_act_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(gemm_bias_act_f32, A, B, Bias, C, transA, transB,
                             act, actLo, actHi);
    KMATCH_CUDA_HOST_OPERANDS("gemm_bias_act_f32 (cuda)", readOperand(A),
                              readOperand(B), readOperand(Bias),
                              writtenOperand(C));
    const char *name = "gemm_bias_act_f32 (cuda)";
    GemmBiasActLaunch g;
    if (!checkGemmBiasAct(name, StridePolicy::Any, A, B, Bias, C, transA,
                          transB, act, actLo, actHi, g) ||
        g.computedOnHost())
      return;
    const MatrixView<float> &a = g.a, &b = g.b, &c = g.c;
    intptr_t M = c.rows, N = c.cols, K = a.cols;
    std::vector<float> hostBias = gatherVector(g.bias);
    if (!fitsCublasInt(name, {M, N, K}))
      return;
    // Row-major C (M x N) is column-major C^T (N x M) = op(B)^T op(A)^T: the
    // stored row-major B is cuBLASLt's first operand, A its second, and the
    // bias runs along the rows of C^T, as CUBLASLT_EPILOGUE_BIAS expects.
    BlasMatrix<float> ba, bb;
    ba.build(a);
    bb.build(b);
    intptr_t aRows = ba.op.trans ? K : M, aCols = ba.op.trans ? M : K;
    intptr_t bRows = bb.op.trans ? N : K, bCols = bb.op.trans ? K : N;
    cublasOperation_t opFirst = bb.op.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
    cublasOperation_t opSecond = ba.op.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
    // relu is exact on the device. GELU_BIAS is not used for act 3: cuBLASLt
    // may evaluate tanh approximately, off by more than the 1e-5 relative
    // error the shims promise; the host applies both GELUs and the clamp.
    cublasLtEpilogue_t wanted =
        act == 1 ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_BIAS;

    CudaContext *ctx = getCudaContext(name);
    if (!ctx)
      return;
    std::vector<float> dense(static_cast<size_t>(M * N));
    MatmulPlan plan;
    {
      std::lock_guard<std::mutex> lock(ctx->mutex);
      if (!ensureDnnHandles(*ctx, name))
        return;
      cublasLtHandle_t lt = ctx->cublasLt;
      DeviceBuffer dA, dB, dC, dBias;
      if (!dA.allocate<float>(name, aRows * aCols) ||
          !dB.allocate<float>(name, bRows * bCols) ||
          !dC.allocate<float>(name, M * N) || !dBias.allocate<float>(name, N) ||
          !copy2D(name, dA.as<float>(), aCols, ba.op.data, ba.op.ld, aRows,
                  aCols, cudaMemcpyHostToDevice, ctx->stream) ||
          !copy2D(name, dB.as<float>(), bCols, bb.op.data, bb.op.ld, bRows,
                  bCols, cudaMemcpyHostToDevice, ctx->stream) ||
          !copy1D(name, dBias.as<float>(), hostBias.data(), N,
                  cudaMemcpyHostToDevice, ctx->stream))
        return;
      // Column-major views of the dense device copies.
      MatrixLayout first, second, out;
      if (!KMATCH_CUBLASLT_OK(
              name, cublasLtMatrixLayoutCreate(&first.handle, CUDA_R_32F, bCols,
                                               bRows, bCols)) ||
          !KMATCH_CUBLASLT_OK(
              name, cublasLtMatrixLayoutCreate(&second.handle, CUDA_R_32F,
                                               aCols, aRows, aCols)) ||
          !KMATCH_CUBLASLT_OK(name, cublasLtMatrixLayoutCreate(
                                        &out.handle, CUDA_R_32F, N, M, N)))
        return;
      MatmulDesc desc;
      MatmulKey key = {M, N, K, bb.op.trans, ba.op.trans, int64_t(wanted)};
      if (gemmPlans.lookup(key, plan)) {
        if (!describeMatmul(name, desc, opFirst, opSecond, plan.epilogue,
                            dBias.ptr))
          return;
      } else {
        // The wanted epilogue, else a plain bias, else none: the host applies
        // what cuBLASLt does not.
        MatmulPreference pref;
        uint64_t maxWorkspace = kMaxWorkspaceBytes;
        if (!KMATCH_CUBLASLT_OK(name,
                                cublasLtMatmulPreferenceCreate(&pref.handle)) ||
            !KMATCH_CUBLASLT_OK(
                name, cublasLtMatmulPreferenceSetAttribute(
                          pref.handle, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                          &maxWorkspace, sizeof(maxWorkspace))))
          return;
        cublasLtEpilogue_t candidates[3] = {wanted, CUBLASLT_EPILOGUE_BIAS,
                                            CUBLASLT_EPILOGUE_DEFAULT};
        bool found = false;
        cublasStatus_t last = CUBLAS_STATUS_NOT_SUPPORTED;
        for (cublasLtEpilogue_t epilogue : candidates) {
          MatmulDesc candidate;
          if (!describeMatmul(name, candidate, opFirst, opSecond, epilogue,
                              dBias.ptr))
            return;
          cublasLtMatmulHeuristicResult_t result{};
          int returned = 0;
          last = cublasLtMatmulAlgoGetHeuristic(
              lt, candidate.handle, first.handle, second.handle, out.handle,
              out.handle, pref.handle, 1, &result, &returned);
          if (last != CUBLAS_STATUS_SUCCESS || returned == 0 ||
              result.state != CUBLAS_STATUS_SUCCESS)
            continue;
          plan.algo = result.algo;
          plan.workspace = result.workspaceSize;
          plan.epilogue = epilogue;
          std::swap(desc.handle, candidate.handle);
          found = true;
          break;
        }
        if (!found) {
          kmatch_rt_error(name,
                          "cublasLtMatmulAlgoGetHeuristic found no algorithm "
                          "for %zdx%zdx%zd (M x N x K): %s",
                          M, N, K, cublasGetStatusName(last));
          return;
        }
        gemmPlans.store(key, plan);
      }
      const float one = 1.0f, zero = 0.0f;
      if (!ensureWorkspace(*ctx, name, plan.workspace) ||
          !KMATCH_CUBLASLT_OK(
              name,
              cublasLtMatmul(lt, desc.handle, &one, dB.ptr, first.handle,
                             dA.ptr, second.handle, &zero, dC.ptr, out.handle,
                             dC.ptr, out.handle, &plan.algo, ctx->workspace,
                             plan.workspace, ctx->stream)) ||
          !copy1D(name, dense.data(), dC.as<float>(), M * N,
                  cudaMemcpyDeviceToHost, ctx->stream) ||
          !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
        return;
    }
    bool deviceBias = plan.epilogue != CUBLASLT_EPILOGUE_DEFAULT;
    bool deviceAct = plan.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS;
    const float *p = dense.data();
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 0; j < N; ++j) {
        float v = *p++;
        if (!deviceBias)
          v += hostBias[j];
        if (!deviceAct)
          v = g.act.apply(v);
        c.at(i, j) = v;
      }
  });
}
