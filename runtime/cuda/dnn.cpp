//===- dnn.cpp - CUDA DNN shims on cuDNN and cuBLASLt -----------*- C++ -*-===//
//
// kmatch_cuda_<K>_f32 for K in conv2d, conv2d_bias_act, conv2d_bias_add_act,
// conv2d_bn_act, conv2d_bn_add_act, depthwise_conv2d, maxpool2d, avgpool2d,
// batchnorm, add and gemm_bias_act: the contract of runtime/kernels.json, the
// operand checks and messages of the CPU shims (reported before anything is
// written), except that any strides are accepted: the host gather reads them.
//
// Operands are host memrefs. Every shim gathers them into dense host buffers,
// copies those to the device, runs one library call and copies the result
// back into the caller's (possibly strided) output. Every shim runs through
// the residency driver (residency.h); batchnorm, the pools and add use dense
// operands inside device mirrors in place instead. Activations and filters
// always travel as NCHW and KCRS: the gather permutes an NHWC / HWCF memref
// for free, and NCHW is the layout every legacy cuDNN algorithm supports.
//
// Convolutions use cuDNN's legacy API with CUDNN_FMA_MATH (no TF32), so f32
// results match a CPU reference up to summation order:
//   - asymmetric padding is applied explicitly in the host gather (cuDNN pads
//     symmetrically);
//   - conv2d / depthwise_conv2d: cudnnConvolutionForward, beta = 1 for
//     accumulate; depthwise as a grouped convolution (groups = C);
//   - the bias kernels: cudnnConvolutionBiasActivationForward, y = act(conv +
//     z + bias), with IMPLICIT_PRECOMP_GEMM (the algorithm it supports with the
//     identity activation) and relu fused; clamp and both GELUs run on the host
//     after the copy-back. If cuDNN rejects the fused call for a shape, the
//     shape is remembered and runs as a plain convolution with bias, z and
//     activation on the host;
//   - the batch-norm kernels fold, in double, s = gamma / sqrt(var + eps) into
//     the filter (w * s per output channel) and a bias (beta - mean * s).
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
#include "dnn_util.h"
#include "../common/window_fit.h"

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

//===----------------------------------------------------------------------===//
// Host staging and the activation epilogue
//===----------------------------------------------------------------------===//

/// Memref dimension order of the logical (N, C, H, W) activation and the
/// logical (K, C, R, S) filter, per layout.
static const int kActivationNchw[4] = {0, 1, 2, 3};
static const int kActivationNhwc[4] = {0, 3, 1, 2};
static const int kFilterFchw[4] = {0, 1, 2, 3};
static const int kFilterHwcf[4] = {3, 2, 0, 1};
static const int kDepthwiseChw[4] = {0, -1, 1, 2};
static const int kDepthwiseHwc[4] = {2, -1, 0, 1};

static Tensor4 activationView(const MemRef<float, 4> &m, int32_t layout) {
  return Tensor4::of(m, layout ? kActivationNhwc : kActivationNchw);
}

/// A dense NCHW copy of `v` with its H and W padded by `fill`.
static std::vector<float> packNchw(const Tensor4 &v, intptr_t top = 0,
                                   intptr_t left = 0, intptr_t bottom = 0,
                                   intptr_t right = 0, float fill = 0.0f) {
  intptr_t n = v.sizes[0], c = v.sizes[1], h = v.sizes[2], w = v.sizes[3];
  intptr_t hp = h + top + bottom, wp = w + left + right;
  std::vector<float> out(static_cast<size_t>(n * c * hp * wp), fill);
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t j = 0; j < c; ++j)
      for (intptr_t y = 0; y < h; ++y) {
        float *row = out.data() + ((i * c + j) * hp + y + top) * wp + left;
        for (intptr_t x = 0; x < w; ++x)
          row[x] = v.at(i, j, y, x);
      }
  return out;
}

/// Writes a dense NCHW buffer into `v`.
static void unpackNchw(const std::vector<float> &src, const Tensor4 &v) {
  const float *p = src.data();
  for (intptr_t i = 0; i < v.sizes[0]; ++i)
    for (intptr_t j = 0; j < v.sizes[1]; ++j)
      for (intptr_t y = 0; y < v.sizes[2]; ++y)
        for (intptr_t x = 0; x < v.sizes[3]; ++x)
          v.at(i, j, y, x) = *p++;
}

/// Whether `v` lies in memory as a dense NCHW tensor: cuDNN takes it in
/// place (inside a device mirror) without the host gather.
static bool isDenseNchw(const Tensor4 &v) {
  intptr_t dense = 1;
  for (int i = 3; i >= 0; --i) {
    if (v.sizes[i] != 1 && v.strides[i] != dense)
      return false;
    dense *= v.sizes[i];
  }
  return true;
}

static std::vector<float> gatherVector(const VectorView<float> &v) {
  std::vector<float> out(static_cast<size_t>(v.n));
  for (intptr_t i = 0; i < v.n; ++i)
    out[i] = v.at(i);
  return out;
}

/// act 0 none, 1 relu, 2 clamp(lo, hi), 3 gelu (tanh form), 4 gelu (erf
/// form). NaN propagates through every one of them.
static float applyAct(int32_t act, float lo, float hi, float v) {
  switch (act) {
  case 1:
    return v > 0.0f || v != v ? v : 0.0f;
  case 2:
    return std::min(std::max(v, lo), hi);
  case 3: {
    double x = v;
    return static_cast<float>(
        0.5 * x *
        (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x))));
  }
  case 4: {
    double x = v;
    return static_cast<float>(0.5 * x *
                              (1.0 + std::erf(x * 0.7071067811865476)));
  }
  default:
    return v;
  }
}

//===----------------------------------------------------------------------===//
// Parameter and shape checks
//===----------------------------------------------------------------------===//

static bool checkLayout(const char *name, int32_t layout) {
  if (layout == 0 || layout == 1)
    return true;
  kmatch_rt_error(name, "unknown layout %d (0: NCHW, 1: NHWC)", layout);
  return false;
}

static bool checkAct(const char *name, int32_t act) {
  if (act >= 0 && act <= 4)
    return true;
  kmatch_rt_error(name,
                  "unknown activation %d (0 none, 1 relu, 2 clamp, 3 gelu "
                  "tanh, 4 gelu erf)",
                  act);
  return false;
}

/// Window geometry shared by the convolutions and the pools.
struct Window {
  int64_t strideH, strideW, dilationH, dilationW;
  int64_t padTop, padLeft, padBottom, padRight;

  bool symmetric() const { return padTop == padBottom && padLeft == padRight; }
};

/// Checks that the window (kernelH x kernelW) and strides and dilations are
/// positive and the pads non-negative.
static bool checkWindow(const char *name, const Window &g, intptr_t kernelH,
                        intptr_t kernelW) {
  if (kernelH >= 1 && kernelW >= 1 && g.strideH >= 1 && g.strideW >= 1 &&
      g.dilationH >= 1 && g.dilationW >= 1 && g.padTop >= 0 && g.padLeft >= 0 &&
      g.padBottom >= 0 && g.padRight >= 0)
    return true;
  kmatch_rt_error(name,
                  "invalid window: kernel %ldx%ld, stride %ldx%ld, dilation "
                  "%ldx%ld, pads (top %ld, left %ld, bottom %ld, right %ld)",
                  (long)kernelH, (long)kernelW, (long)g.strideH,
                  (long)g.strideW, (long)g.dilationH, (long)g.dilationW,
                  (long)g.padTop, (long)g.padLeft, (long)g.padBottom,
                  (long)g.padRight);
  return false;
}

/// Fits the window to x and y along H and W (kmatch_window.h): crops x's
/// view to the rows and columns the windows read and trims g's high pads, so
/// that cuDNN computes exactly y's extent. Reports (naming `name` and the
/// shapes) and returns false when they do not fit.
static bool fitWindow(const char *name, Tensor4 &x, const Tensor4 &y,
                      Window &g, intptr_t kh, intptr_t kw,
                      const std::string &shapes) {
  WindowDim dims[2] = {
      {x.sizes[2], g.padTop, g.padBottom, kh, g.strideH, g.dilationH,
       y.sizes[2]},
      {x.sizes[3], g.padLeft, g.padRight, kw, g.strideW, g.dilationW,
       y.sizes[3]}};
  WindowFit fit;
  if (!fitWindows(name, dims, fit, shapes.c_str()))
    return false;
  x.sizes[2] = fit.inUsed[0];
  x.sizes[3] = fit.inUsed[1];
  g.padBottom = fit.padHiUsed[0];
  g.padRight = fit.padHiUsed[1];
  return true;
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {
/// One convolution launch, every operand as a logical view.
struct ConvLaunch {
  const char *name = nullptr;
  int32_t layout = 0;
  Window g{};
  bool depthwise = false;
  Tensor4 x, w, y, z;
  bool hasZ = false;
  /// Bias per output channel, or the batch-norm statistics folded into the
  /// filter and a bias.
  bool hasBias = false, hasBn = false;
  VectorView<float> bias{}, gamma{}, beta{}, mean{}, var{};
  float eps = 0.0f;
  bool accumulate = false;
  int32_t act = 0;
  float actLo = 0.0f, actHi = 0.0f;
  /// The memref shapes, for messages.
  const intptr_t *xSizes = nullptr, *wSizes = nullptr, *ySizes = nullptr,
                 *zSizes = nullptr;
  int wRank = 4;
};

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

static bool checkChannelVector(const char *name, const char *what,
                               const VectorView<float> &v, intptr_t k) {
  if (v.n == k)
    return true;
  kmatch_rt_error(name,
                  "shape mismatch: %s has %zd elements, expected %zd (one per "
                  "output channel)",
                  what, v.n, k);
  return false;
}

/// Validates a convolution launch; reports and returns false on a bad
/// parameter, a shape mismatch or an output that overlaps an input (z may
/// be y itself).
static bool checkConv(ConvLaunch &c) {
  const char *name = c.name;
  intptr_t n = c.x.sizes[0], ch = c.x.sizes[1];
  intptr_t k = c.w.sizes[0], kh = c.w.sizes[2], kw = c.w.sizes[3];
  if (!checkLayout(name, c.layout) || !checkWindow(name, c.g, kh, kw) ||
      !checkAct(name, c.act))
    return false;
  bool channelsAgree = c.depthwise ? k == ch : c.w.sizes[1] == ch;
  std::string xShape = shapeString(4, c.xSizes),
              wShape = shapeString(c.wRank, c.wSizes),
              yShape = shapeString(4, c.ySizes);
  char geometry[512];
  std::snprintf(geometry, sizeof(geometry),
                "x is %s, w is %s, y is %s (layout %s, kernel %ldx%ld, stride "
                "%ldx%ld, dilation %ldx%ld, pads (top %ld, left %ld, bottom "
                "%ld, right %ld))",
                xShape.c_str(), wShape.c_str(), yShape.c_str(),
                c.layout ? "NHWC" : "NCHW", (long)kh, (long)kw,
                (long)c.g.strideH, (long)c.g.strideW, (long)c.g.dilationH,
                (long)c.g.dilationW, (long)c.g.padTop, (long)c.g.padLeft,
                (long)c.g.padBottom, (long)c.g.padRight);
  if (!channelsAgree || c.y.sizes[0] != n || c.y.sizes[1] != k) {
    kmatch_rt_error(name,
                    "shape mismatch: %s; expected y of %zd output channels",
                    geometry, c.depthwise ? ch : k);
    return false;
  }
  if (!fitWindow(name, c.x, c.y, c.g, kh, kw, geometry))
    return false;
  intptr_t oh = c.y.sizes[2], ow = c.y.sizes[3];
  if (c.hasZ && !c.z.hasShape(n, k, oh, ow)) {
    kmatch_rt_error(name, "shape mismatch: z is %s, y is %s",
                    shapeString(4, c.zSizes).c_str(), yShape.c_str());
    return false;
  }
  if ((c.hasBias && !checkChannelVector(name, "bias", c.bias, k)) ||
      (c.hasBn && (!checkChannelVector(name, "gamma", c.gamma, k) ||
                   !checkChannelVector(name, "beta", c.beta, k) ||
                   !checkChannelVector(name, "mean", c.mean, k) ||
                   !checkChannelVector(name, "var", c.var, k))))
    return false;
  std::string kShape = std::to_string(k);
  if (!checkOutputDistinct(name, "y", 4, c.y.sizes, c.y.strides) ||
      !checkOutputApart(name, "y", c.y, yShape, "x", c.x, xShape) ||
      !checkOutputApart(name, "y", c.y, yShape, "w", c.w, wShape) ||
      (c.hasBias &&
       !checkOutputApart(name, "y", c.y, yShape, "bias", c.bias, kShape)) ||
      (c.hasBn &&
       (!checkOutputApart(name, "y", c.y, yShape, "gamma", c.gamma, kShape) ||
        !checkOutputApart(name, "y", c.y, yShape, "beta", c.beta, kShape) ||
        !checkOutputApart(name, "y", c.y, yShape, "mean", c.mean, kShape) ||
        !checkOutputApart(name, "y", c.y, yShape, "var", c.var, kShape))))
    return false;
  return !c.hasZ || c.z.sameElements(c.y) ||
         checkOutputApart(name, "y", c.y, yShape, "z", c.z,
                          shapeString(4, c.zSizes));
}

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
static bool convOnDevice(const ConvLaunch &c, CudaContext *ctx,
                         const DeviceOperand *ops,
                         const std::vector<double> &scale,
                         const std::vector<float> &bias,
                         std::vector<float> &out, bool &fused,
                         bool &deviceAct) {
  const char *name = c.name;
  const Window &g = c.g;
  intptr_t n = c.x.sizes[0], ch = c.x.sizes[1], h = c.x.sizes[2],
           w = c.x.sizes[3];
  intptr_t k = c.w.sizes[0], wc = c.w.sizes[1], kh = c.w.sizes[2],
           kw = c.w.sizes[3];
  intptr_t oh = c.y.sizes[2], ow = c.y.sizes[3];
  // cuDNN pads symmetrically: asymmetric pads go into the gathered input.
  bool symmetric = g.symmetric();
  intptr_t padH = symmetric ? g.padTop : 0, padW = symmetric ? g.padLeft : 0;
  intptr_t hp = symmetric ? h : h + g.padTop + g.padBottom;
  intptr_t wp = symmetric ? w : w + g.padLeft + g.padRight;
  intptr_t groups = c.depthwise ? ch : 1;
  if (!fitsCudnnInt(name,
                    {n, ch, hp, wp, k, kh, kw, padH, padW, g.strideH, g.strideW,
                     g.dilationH, g.dilationW, n * ch * hp * wp,
                     k * wc * kh * kw, n * k * oh * ow}))
    return false;

  // Host staging of what is not in place.
  const Mirror *mX = ops ? ops[0].mirror : nullptr;
  const Mirror *mW = ops ? ops[1].mirror : nullptr;
  const Mirror *mY = ops ? ops[2].mirror : nullptr;
  std::vector<float> hostX, hostW;
  if (!mX)
    hostX = symmetric ? packNchw(c.x)
                      : packNchw(c.x, g.padTop, g.padLeft, g.padBottom,
                                 g.padRight);
  if (!mW)
    hostW = packNchw(c.w);
  if (!scale.empty()) {
    size_t perChannel = static_cast<size_t>(wc * kh * kw);
    for (size_t i = 0; i < hostW.size(); ++i)
      hostW[i] = static_cast<float>(hostW[i] * scale[i / perChannel]);
  }
  bool wantFused = !bias.empty() && !c.accumulate;
  std::vector<float> hostZ, hostY;
  if (wantFused && c.hasZ)
    hostZ = packNchw(c.z);
  if (c.accumulate && !mY)
    hostY = packNchw(c.y);

  if (!ensureDnnHandles(*ctx, name))
    return false;
  cudnnHandle_t handle = ctx->cudnn;

  TensorDesc xDesc, yDesc, biasDesc;
  FilterDesc wDesc;
  ConvDesc convDesc;
  if (!KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&xDesc.handle)) ||
      !KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&yDesc.handle)) ||
      !KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&biasDesc.handle)) ||
      !KMATCH_CUDNN_OK(name, cudnnCreateFilterDescriptor(&wDesc.handle)) ||
      !KMATCH_CUDNN_OK(name,
                       cudnnCreateConvolutionDescriptor(&convDesc.handle)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetTensor4dDescriptor(xDesc.handle, CUDNN_TENSOR_NCHW,
                                           CUDNN_DATA_FLOAT, int(n), int(ch),
                                           int(hp), int(wp))) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetTensor4dDescriptor(yDesc.handle, CUDNN_TENSOR_NCHW,
                                           CUDNN_DATA_FLOAT, int(n), int(k),
                                           int(oh), int(ow))) ||
      !KMATCH_CUDNN_OK(name, cudnnSetTensor4dDescriptor(
                                 biasDesc.handle, CUDNN_TENSOR_NCHW,
                                 CUDNN_DATA_FLOAT, 1, int(k), 1, 1)) ||
      !KMATCH_CUDNN_OK(
          name, cudnnSetFilter4dDescriptor(wDesc.handle, CUDNN_DATA_FLOAT,
                                           CUDNN_TENSOR_NCHW, int(k), int(wc),
                                           int(kh), int(kw))) ||
      !KMATCH_CUDNN_OK(name, cudnnSetConvolution2dDescriptor(
                                 convDesc.handle, int(padH), int(padW),
                                 int(g.strideH), int(g.strideW),
                                 int(g.dilationH), int(g.dilationW),
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

  ConvKey key = {n,         ch,        hp,          wp,          k,
                 wc,        kh,        kw,          padH,        padW,
                 g.strideH, g.strideW, g.dilationH, g.dilationW, groups};
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
  int mode = c.act == 1 ? 1 : 0;
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
    float alpha2 = c.hasZ ? 1.0f : 0.0f;
    if (!c.hasZ &&
        !KMATCH_CUDA_OK(
            name, cudaMemsetAsync(devY, 0, sizeof(float) * sizeY, stream)))
      return false;
    cudnnStatus_t status = cudnnConvolutionBiasActivationForward(
        handle, &one, xDesc.handle, devX, wDesc.handle, devW, convDesc.handle,
        fusedAlgo, ctx->workspace, plan.fusedWorkspace, &alpha2, yDesc.handle,
        c.hasZ ? dZ.ptr : devY, biasDesc.handle, dBias.ptr, actDesc.handle,
        yDesc.handle, devY);
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
static void runConv(ConvLaunch &c, const ByteSpan *spans = nullptr) {
  if (!checkConv(c) || c.y.empty())
    return;
  intptr_t n = c.y.sizes[0], k = c.y.sizes[1], oh = c.y.sizes[2],
           ow = c.y.sizes[3];
  // Per output channel: the bias, or batch norm folded in double into a
  // filter scale and a bias.
  std::vector<double> scale;
  std::vector<float> bias;
  if (c.hasBias)
    bias = gatherVector(c.bias);
  if (c.hasBn) {
    scale.resize(static_cast<size_t>(k));
    bias.resize(static_cast<size_t>(k));
    for (intptr_t i = 0; i < k; ++i) {
      double s = double(c.gamma.at(i)) /
                 std::sqrt(double(c.var.at(i)) + double(c.eps));
      scale[i] = s;
      bias[i] =
          static_cast<float>(double(c.beta.at(i)) - double(c.mean.at(i)) * s);
    }
  }
  bool onDevice = !c.x.empty();
  DeviceOperand ops[3];
  size_t numOps = 0;
  if (spans) {
    ops[0] = input(spans[0], onDevice && c.g.symmetric() && isDenseNchw(c.x));
    ops[1] = input(spans[1], onDevice && isDenseNchw(c.w));
    ops[2] = output(spans[2], onDevice && isDenseNchw(c.y));
    numOps = 3;
  }
  std::vector<float> conv;
  bool fused = false, deviceAct = false;
  // What the device did not do, on the host.
  auto epilogue = [&] {
    if (onDevice && !c.hasZ && bias.empty() && c.act == 0) {
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
            if (!fused && c.hasZ)
              v += c.z.at(i, j, y, x);
            if (!deviceAct)
              v = applyAct(c.act, c.actLo, c.actHi, v);
            c.y.at(i, j, y, x) = v;
          }
  };
  if (!onDevice) {
    // An empty reduction (no input channels or pixels): zeros, on current
    // host copies.
    HostLaunch host(c.name, ops, numOps);
    if (!host.ok())
      return;
    conv.assign(static_cast<size_t>(n * k * oh * ow), 0.0f);
    epilogue();
    return;
  }
  runOnDevice(c.name, ops, numOps, [&](CudaContext *ctx) {
    if (!convOnDevice(c, ctx, numOps ? ops : nullptr, scale, bias, conv, fused,
                      deviceAct))
      return false;
    if (!numOps || !ops[2].mirror)
      epilogue();
    return true;
  });
}

/// The launch skeleton of every convolution kernel.
static ConvLaunch convLaunch(const char *name, MemRef<float, 4> *X,
                             MemRef<float, 4> *W, MemRef<float, 4> *Y,
                             int32_t layout, int64_t sh, int64_t sw, int64_t dh,
                             int64_t dw, int64_t pt, int64_t pl, int64_t pb,
                             int64_t pr) {
  ConvLaunch c;
  c.name = name;
  c.layout = layout;
  c.g = {sh, sw, dh, dw, pt, pl, pb, pr};
  c.x = activationView(*X, layout);
  c.w = Tensor4::of(*W, layout ? kFilterHwcf : kFilterFchw);
  c.y = activationView(*Y, layout);
  c.xSizes = X->sizes;
  c.wSizes = W->sizes;
  c.ySizes = Y->sizes;
  return c;
}

static void setAct(ConvLaunch &c, int32_t act, float lo, float hi) {
  c.act = act;
  c.actLo = lo;
  c.actHi = hi;
}

static void setBn(ConvLaunch &c, MemRef<float, 1> *gamma,
                  MemRef<float, 1> *beta, MemRef<float, 1> *mean,
                  MemRef<float, 1> *var, float eps) {
  c.hasBn = true;
  c.gamma = VectorView<float>::fromMemRef(*gamma);
  c.beta = VectorView<float>::fromMemRef(*beta);
  c.mean = VectorView<float>::fromMemRef(*mean);
  c.var = VectorView<float>::fromMemRef(*var);
  c.eps = eps;
}

static void setZ(ConvLaunch &c, MemRef<float, 4> *Z) {
  c.hasZ = true;
  c.z = activationView(*Z, c.layout);
  c.zSizes = Z->sizes;
}

KMATCH_CUDA_ENTRY_AS(conv2d, f32, X, W, Y, layout, sh, sw, dh, dw, pt, pl, pb,
                     pr, accumulate) {
  guarded("conv2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(conv2d_f32, X, W, Y, layout, sh, sw, dh, dw, pt,
                             pl, pb, pr, accumulate);
    ConvLaunch c = convLaunch("conv2d_f32 (cuda)", X, W, Y, layout, sh, sw, dh,
                              dw, pt, pl, pb, pr);
    c.accumulate = accumulate != 0;
    ByteSpan spans[] = {spanOf(*X), spanOf(*W), spanOf(*Y)};
    runConv(c, spans);
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
    ConvLaunch c = convLaunch("conv2d_bias_act_f32 (cuda)", X, W, Y, layout, sh,
                              sw, dh, dw, pt, pl, pb, pr);
    c.hasBias = true;
    c.bias = VectorView<float>::fromMemRef(*B);
    setAct(c, act, actLo, actHi);
    runConv(c);
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
    ConvLaunch c = convLaunch("conv2d_bias_add_act_f32 (cuda)", X, W, Y, layout,
                              sh, sw, dh, dw, pt, pl, pb, pr);
    c.hasBias = true;
    c.bias = VectorView<float>::fromMemRef(*B);
    setZ(c, Z);
    setAct(c, act, actLo, actHi);
    runConv(c);
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
    ConvLaunch c = convLaunch("conv2d_bn_act_f32 (cuda)", X, W, Y, layout, sh,
                              sw, dh, dw, pt, pl, pb, pr);
    setBn(c, Gamma, Beta, Mean, Var, eps);
    setAct(c, act, actLo, actHi);
    runConv(c);
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
    ConvLaunch c = convLaunch("conv2d_bn_add_act_f32 (cuda)", X, W, Y, layout,
                              sh, sw, dh, dw, pt, pl, pb, pr);
    setBn(c, Gamma, Beta, Mean, Var, eps);
    setZ(c, Z);
    setAct(c, act, actLo, actHi);
    runConv(c);
  });
}

KMATCH_CUDA_ENTRY_AS(depthwise_conv2d, f32, X, W, Y, layout, sh, sw, dh, dw, pt,
                     pl, pb, pr, accumulate) {
  guarded("depthwise_conv2d_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(depthwise_conv2d_f32, X, W, Y, layout, sh, sw, dh,
                             dw, pt, pl, pb, pr, accumulate);
    ConvLaunch c;
    c.name = "depthwise_conv2d_f32 (cuda)";
    c.layout = layout;
    c.g = {sh, sw, dh, dw, pt, pl, pb, pr};
    c.depthwise = true;
    c.x = activationView(*X, layout);
    c.w = Tensor4::of(*W, layout ? kDepthwiseHwc : kDepthwiseChw);
    c.y = activationView(*Y, layout);
    c.xSizes = X->sizes;
    c.wSizes = W->sizes;
    c.wRank = 3;
    c.ySizes = Y->sizes;
    c.accumulate = accumulate != 0;
    ByteSpan spans[] = {spanOf(*X), spanOf(*W), spanOf(*Y)};
    runConv(c, spans);
  });
}

//===----------------------------------------------------------------------===//
// Pools
//===----------------------------------------------------------------------===//

static void pool(const char *name, bool isMax, MemRef<float, 4> *X,
                 MemRef<float, 4> *Y, int32_t layout, int64_t kh, int64_t kw,
                 int64_t sh, int64_t sw, int64_t pt, int64_t pl, int64_t pb,
                 int64_t pr) {
  if (!checkLayout(name, layout))
    return;
  Window g = {sh, sw, 1, 1, pt, pl, pb, pr};
  if (!checkWindow(name, g, kh, kw))
    return;
  Tensor4 x = activationView(*X, layout), y = activationView(*Y, layout);
  intptr_t n = x.sizes[0], ch = x.sizes[1];
  std::string xShape = shapeString(4, X->sizes),
              yShape = shapeString(4, Y->sizes);
  char geometry[512];
  std::snprintf(geometry, sizeof(geometry),
                "x is %s, y is %s (layout %s, kernel %ldx%ld, stride %ldx%ld, "
                "pads (top %ld, left %ld, bottom %ld, right %ld))",
                xShape.c_str(), yShape.c_str(), layout ? "NHWC" : "NCHW",
                (long)kh, (long)kw, (long)sh, (long)sw, (long)pt, (long)pl,
                (long)pb, (long)pr);
  if (y.sizes[0] != n || y.sizes[1] != ch) {
    kmatch_rt_error(name, "shape mismatch: %s", geometry);
    return;
  }
  // The windows read a prefix of x, with the high pads trimmed: the
  // divisor of avgpool stays kh * kw (padding counted).
  if (!fitWindow(name, x, y, g, kh, kw, geometry))
    return;
  intptr_t h = x.sizes[2], w = x.sizes[3], oh = y.sizes[2], ow = y.sizes[3];
  pb = g.padBottom;
  pr = g.padRight;
  if (!checkOutputDistinct(name, "y", 4, y.sizes, y.strides) ||
      !checkOutputApart(name, "y", y, yShape, "x", x, xShape))
    return;
  if (y.empty())
    return;
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
  DeviceOperand ops[] = {input(spanOf(*X), !gathersPads && isDenseNchw(x)),
                         output(spanOf(*Y), isDenseNchw(y))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    if (!ensureDnnHandles(*ctx, name))
      return false;
    TensorDesc xDesc, yDesc;
    PoolDesc poolDesc;
    DeviceBuffer dX, dY;
    std::vector<float> hostX, hostY;
    const float one = 1.0f, zero = 0.0f;
    if (!KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&xDesc.handle)) ||
        !KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&yDesc.handle)) ||
        !KMATCH_CUDNN_OK(name,
                         cudnnCreatePoolingDescriptor(&poolDesc.handle)) ||
        !KMATCH_CUDNN_OK(
            name, cudnnSetTensor4dDescriptor(xDesc.handle, CUDNN_TENSOR_NCHW,
                                             CUDNN_DATA_FLOAT, int(n), int(ch),
                                             int(hp), int(wp))) ||
        !KMATCH_CUDNN_OK(
            name, cudnnSetTensor4dDescriptor(yDesc.handle, CUDNN_TENSOR_NCHW,
                                             CUDNN_DATA_FLOAT, int(n), int(ch),
                                             int(oh), int(ow))) ||
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
    if (!checkLayout(name, layout))
      return;
    Tensor4 x = activationView(*X, layout), y = activationView(*Y, layout);
    VectorView<float> vs[4] = {VectorView<float>::fromMemRef(*Gamma),
                               VectorView<float>::fromMemRef(*Beta),
                               VectorView<float>::fromMemRef(*Mean),
                               VectorView<float>::fromMemRef(*Var)};
    static const char *const names[4] = {"gamma", "beta", "mean", "var"};
    intptr_t n = x.sizes[0], ch = x.sizes[1], h = x.sizes[2], w = x.sizes[3];
    std::string xShape = shapeString(4, X->sizes),
                yShape = shapeString(4, Y->sizes);
    if (!y.hasShape(n, ch, h, w)) {
      kmatch_rt_error(name, "shape mismatch: x is %s, y is %s", xShape.c_str(),
                      yShape.c_str());
      return;
    }
    // Like the CPU shim, y may not even be x itself.
    if (!checkOutputDistinct(name, "y", 4, y.sizes, y.strides) ||
        !checkOutputApart(name, "y", y, yShape, "x", x, xShape))
      return;
    for (int i = 0; i < 4; ++i) {
      if (vs[i].n != ch) {
        kmatch_rt_error(
            name,
            "shape mismatch: %s has %zd elements, expected %zd (one "
            "per channel)",
            names[i], vs[i].n, ch);
        return;
      }
      if (!checkOutputApart(name, "y", y, yShape, names[i], vs[i],
                            std::to_string(ch)))
        return;
    }
    if (y.empty())
      return;
    intptr_t size = n * ch * h * w;
    if (!fitsCudnnInt(name, {n, ch, h, w, size}))
      return;
    // gamma, beta, mean, var back to back: one upload.
    auto gatherParams = [&] {
      std::vector<float> params(static_cast<size_t>(4 * ch));
      for (int i = 0; i < 4; ++i)
        for (intptr_t j = 0; j < ch; ++j)
          params[i * ch + j] = vs[i].at(j);
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
    auto unitStride = [](const VectorView<float> &v) {
      return v.stride == 1 || v.n <= 1;
    };
    DeviceOperand ops[] = {input(spanOf(*X), isDenseNchw(x)),
                           input(spanOf(vs[0]), unitStride(vs[0])),
                           input(spanOf(vs[1]), unitStride(vs[1])),
                           input(spanOf(vs[2]), unitStride(vs[2])),
                           input(spanOf(vs[3]), unitStride(vs[3])),
                           output(spanOf(*Y), isDenseNchw(y))};
    runOnDevice(name, ops, [&](CudaContext *ctx) {
      if (!ensureDnnHandles(*ctx, name))
        return false;
      TensorDesc xDesc, bnDesc;
      DeviceBuffer dX, dY, dP;
      std::vector<float> hostX, params;
      const float one = 1.0f, zero = 0.0f;
      if (!KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&xDesc.handle)) ||
          !KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&bnDesc.handle)) ||
          !KMATCH_CUDNN_OK(
              name, cudnnSetTensor4dDescriptor(xDesc.handle, CUDNN_TENSOR_NCHW,
                                               CUDNN_DATA_FLOAT, int(n),
                                               int(ch), int(h), int(w))) ||
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
      for (int i = 0; i < 4; ++i)
        devP[i] = ops[1 + i].mirror ? ops[1 + i].device(vs[i].data)
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

/// Whether `y` is exactly `a` (same elements, same order) or disjoint from it.
static bool sameOrDisjoint(const StridedWalker &a, const float *aBase,
                           const StridedWalker &y, const float *yBase) {
  if (a.numElements() == 0)
    return true;
  auto [alo, ahi] = a.extent();
  auto [ylo, yhi] = y.extent();
  if (yBase + yhi < aBase + alo || aBase + ahi < yBase + ylo)
    return true;
  return aBase == yBase && a.offset == y.offset &&
         std::equal(a.strides, a.strides + a.rank, y.strides);
}

KMATCH_CUDA_ENTRY(add, f32) {
  guarded("add_f32 (cuda)", [&] {
    KMATCH_CUDA_CPU_FALLBACK(add_f32, A, B, Y);
    const char *name = "add_f32 (cuda)";
    StridedWalker wa = StridedWalker::of<float>(*A),
                  wb = StridedWalker::of<float>(*B),
                  wy = StridedWalker::of<float>(*Y);
    if (!wa.sameShape(wy) || !wb.sameShape(wy)) {
      kmatch_rt_error(name, "shape mismatch: a is %s, b is %s, y is %s",
                      shapeString(wa.rank, wa.sizes).c_str(),
                      shapeString(wb.rank, wb.sizes).c_str(),
                      shapeString(wy.rank, wy.sizes).c_str());
      return;
    }
    if (!checkOutputDistinct(name, "y", wy.rank, wy.sizes, wy.strides))
      return;
    float *ab = alignedOf<float>(*A), *bb = alignedOf<float>(*B),
          *yb = alignedOf<float>(*Y);
    if (!sameOrDisjoint(wa, ab, wy, yb) || !sameOrDisjoint(wb, bb, wy, yb)) {
      kmatch_rt_error(name, "output y (%s) partially overlaps an input",
                      shapeString(wy.rank, wy.sizes).c_str());
      return;
    }
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
    MatrixView<float> a, b, c;
    if (!checkAct(name, act) ||
        !gemmViews(name, A, B, C, transA, transB, 0, a, b, c))
      return;
    VectorView<float> bias = VectorView<float>::fromMemRef(*Bias);
    if (bias.n != c.cols) {
      kmatch_rt_error(name,
                      "bias has %zd elements, expected %zd (the columns "
                      "of C, %zdx%zd)",
                      bias.n, c.cols, c.rows, c.cols);
      return;
    }
    if (spansOverlap(c, bias)) {
      kmatch_rt_error(name, "output C (%zdx%zd) overlaps input bias", c.rows,
                      c.cols);
      return;
    }
    if (c.empty())
      return;
    intptr_t M = c.rows, N = c.cols, K = a.cols;
    std::vector<float> hostBias = gatherVector(bias);
    if (K == 0) {
      // The product is zero; cuBLASLt may reject an empty reduction.
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j)
          c.at(i, j) = applyAct(act, actLo, actHi, hostBias[j]);
      return;
    }
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
          v = applyAct(act, actLo, actHi, v);
        c.at(i, j) = v;
      }
  });
}
