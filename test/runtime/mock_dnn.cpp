//===- mock_dnn.cpp - Host fake of the cuDNN/cuBLASLt subset ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Lets CI, which has no GPU, run the host logic of the DNN shims
// (runtime/cuda/conv.cpp, pool.cpp, norm.cpp, eltwise.cpp, matmul.cpp): staging and layout permutation, explicit padding,
// the batch-norm fold, algorithm selection and its caches, the fallbacks when
// a fused call is not supported, the host epilogues and the error paths. It
// completes mock_cuda.cpp and shares its device-memory model: a device
// pointer is the host memory that fake's cudaMalloc returned (filled with NaN
// bytes), so the routines here read and write the shims' device buffers in
// place, and a result the shim forgot to initialize or to copy shows up as
// NaN.
//
// Each routine checks its arguments as the library documents and computes the
// documented result naively in double, rounded once to float:
//   - cudnnConvolutionForward: y = alpha * conv(x, w) + beta * y, y not read
//     when beta is 0; grouped, dilated, symmetrically zero-padded
//     cross-correlation (or convolution, with the filter flipped), 2-D (4-D
//     descriptors, set by the 4d or the Nd calls) or 3-D (5-D, Nd calls);
//   - cudnnConvolutionBiasActivationForward: y = act(alpha1 * conv(x, w) +
//     alpha2 * z + bias), the bias 1xKx1x1 and act relu or identity (the
//     latter only with IMPLICIT_PRECOMP_GEMM); 0 * z is computed, so an
//     uninitialized z shows up;
//   - cudnnPoolingForward: max (NaN propagating or not) and average counting
//     the padding or not, y = alpha * pool(x) + beta * y;
//   - cudnnBatchNormalizationForwardInference: y = alpha * (gamma * (x - mean)
//     / sqrt(var + eps) + beta) + blend * y, spatial or per activation;
//   - cublasLtMatmul: D = epilogue(alpha * op(A) op(B) + beta * C), column
//     major, where the bias epilogues add bias[row] (a vector as long as D
//     has rows) before relu.
// A convolution whose descriptor does not ask for CUDNN_FMA_MATH runs on TF32
// inputs (10-bit mantissa), as cuDNN's default math does on Ampere and later,
// and so misses the 1e-5 tolerance of the shared cases.
//
// The fake ranks algorithms like this (cudnnGetConvolutionForwardAlgorithm_v7):
// WINOGRAD_NONFUSED with tensor-op math, FFT (not supported), FFT_TILING with
// a workspace above the shims' 1 GiB limit, then GEMM (not for grouped
// convolutions), IMPLICIT_PRECOMP_GEMM and IMPLICIT_GEMM with FMA math, so a
// correct choice is GEMM, or IMPLICIT_PRECOMP_GEMM for a grouped one. Every
// algorithm with a workspace requires at least the size the workspace query
// returned and overwrites the whole workspace it is given.
//
// Test switches, globals like mock_cuda.cpp's mockFailNextMalloc:
//   - mockCudnnRejectFused: cudnnConvolutionBiasActivationForward returns
//     CUDNN_STATUS_NOT_SUPPORTED_SHAPE;
//   - mockLtUnsupportedEpilogues: a bit mask, (1u << e) for epilogue e; the
//     heuristics find no algorithm (CUBLAS_STATUS_NOT_SUPPORTED) for those;
//   - mockCudnnFailNext / mockLtFailNext: the next cuDNN computation
//     (convolution, fused convolution, pooling, batch norm) / cublasLtMatmul
//     fails with that status and writes nothing.
// KMATCH_MOCK_DNN_UNFUSED=1 in the environment starts the process with the
// fused convolution and the RELU_BIAS and BIAS epilogues rejected, so that a
// whole run takes the fallback paths.
//
// Counters (mockCudnnConvCalls, mockCudnnFusedCalls, mockCudnnLastAlgo,
// mockLtLastEpilogue, mockDnnLiveDescriptors) let tests see which path a shim
// took and that it destroyed every descriptor it created.
//
// Not thread-safe: the shims call it with the context mutex held. This is not
// a GPU test; real-device behaviour is covered by kmatch-runtime-cuda-tests.
//
//===----------------------------------------------------------------------===//
#include <cublasLt.h>
#include <cuda_runtime.h>
#include <cudnn.h>

#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <vector>

//===----------------------------------------------------------------------===//
// Switches and counters
//===----------------------------------------------------------------------===//

static bool unfusedFromEnvironment() {
  const char *env = std::getenv("KMATCH_MOCK_DNN_UNFUSED");
  return env && std::strcmp(env, "0") != 0 && env[0] != '\0';
}

/// When set, cudnnConvolutionBiasActivationForward reports
/// CUDNN_STATUS_NOT_SUPPORTED_SHAPE.
bool mockCudnnRejectFused = unfusedFromEnvironment();
/// Bit e set: cublasLtMatmulAlgoGetHeuristic finds no algorithm for
/// epilogue e (epilogues below 32 only).
unsigned mockLtUnsupportedEpilogues =
    unfusedFromEnvironment()
        ? (1u << CUBLASLT_EPILOGUE_RELU_BIAS) | (1u << CUBLASLT_EPILOGUE_BIAS)
        : 0u;
/// When not SUCCESS, the next cuDNN computation fails with this status.
cudnnStatus_t mockCudnnFailNext = CUDNN_STATUS_SUCCESS;
/// When not SUCCESS, the next cublasLtMatmul fails with this status.
cublasStatus_t mockLtFailNext = CUBLAS_STATUS_SUCCESS;

/// cudnnConvolutionForward calls, successful or not.
int mockCudnnConvCalls = 0;
/// cudnnConvolutionBiasActivationForward calls, rejected ones included.
int mockCudnnFusedCalls = 0;
/// The algorithm of the last successful (fused) convolution.
cudnnConvolutionFwdAlgo_t mockCudnnLastAlgo = CUDNN_CONVOLUTION_FWD_ALGO_COUNT;
/// The epilogue of the last successful cublasLtMatmul.
cublasLtEpilogue_t mockLtLastEpilogue = CUBLASLT_EPILOGUE_DEFAULT;
/// cuDNN and cuBLASLt descriptors created and not yet destroyed.
int mockDnnLiveDescriptors = 0;

//===----------------------------------------------------------------------===//
// Library objects
//===----------------------------------------------------------------------===//

// cudnn.h declares these structs and leaves them incomplete: the fake defines
// them.
struct cudnnContext {
  cudaStream_t stream = nullptr;
};

/// A 4-D (N, C, H, W) or 5-D (N, C, D, H, W) tensor, d = 1 for 4-D; element
/// (n, c, z, h, w) is at n * strides[0] + c * strides[1] + z * strides[2] +
/// h * strides[3] + w * strides[4].
struct cudnnTensorStruct {
  bool set = false;
  int nbDims = 4;
  int n = 0, c = 0, d = 1, h = 0, w = 0;
  int64_t strides[5] = {0, 0, 0, 0, 0};

  size_t at(int i, int j, int z, int y, int x) const {
    return size_t(i * strides[0] + j * strides[1] + z * strides[2] +
                  y * strides[3] + x * strides[4]);
  }
  size_t at(int i, int j, int y, int x) const { return at(i, j, 0, y, x); }
  int64_t numElements() const { return int64_t(n) * c * d * h * w; }
  bool sameAs(const cudnnTensorStruct &o) const {
    return set && o.set && nbDims == o.nbDims && n == o.n && c == o.c &&
           d == o.d && h == o.h && w == o.w &&
           std::memcmp(strides, o.strides, sizeof(strides)) == 0;
  }
};

/// A K x C x R x S filter, KCRS (NCHW) or KRSC (NHWC); 5-D, K x C x T x R x
/// S, KCTRS only (t = 1 for 4-D).
struct cudnnFilterStruct {
  bool set = false;
  int nbDims = 4;
  int k = 0, c = 0, t = 1, r = 0, s = 0;
  cudnnTensorFormat_t format = CUDNN_TENSOR_NCHW;

  size_t at(int f, int j, int z, int y, int x) const {
    if (format == CUDNN_TENSOR_NHWC)
      return size_t(((int64_t(f) * r + y) * s + x) * c + j);
    return size_t((((int64_t(f) * c + j) * t + z) * r + y) * s + x);
  }
};

/// A 2-D or (nbSpatial = 3) 3-D convolution; the D entries stay 0, 1, 1 for
/// 2-D.
struct cudnnConvolutionStruct {
  bool set = false;
  int nbSpatial = 2;
  int padD = 0, strideD = 1, dilationD = 1;
  int padH = 0, padW = 0, strideH = 1, strideW = 1, dilationH = 1,
      dilationW = 1, groups = 1;
  cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
  cudnnMathType_t math = CUDNN_DEFAULT_MATH;
};

struct cudnnPoolingStruct {
  bool set = false;
  cudnnPoolingMode_t mode = CUDNN_POOLING_MAX;
  cudnnNanPropagation_t nan = CUDNN_NOT_PROPAGATE_NAN;
  int windowH = 0, windowW = 0, padH = 0, padW = 0, strideH = 0, strideW = 0;
};

struct cudnnActivationStruct {
  bool set = false;
  cudnnActivationMode_t mode = CUDNN_ACTIVATION_IDENTITY;
  cudnnNanPropagation_t nan = CUDNN_NOT_PROPAGATE_NAN;
  double coef = 0.0;
};

//===----------------------------------------------------------------------===//
// Failure reporting
//===----------------------------------------------------------------------===//

/// Why the last cuDNN call failed; cudnnGetLastErrorString returns it.
static char lastCudnnError[256] = "";

/// Records why `call` failed, and prints it when the shim passed a bad
/// parameter; returns `status`.
static cudnnStatus_t cudnnFail(cudnnStatus_t status, const char *call,
                               const char *why) {
  std::snprintf(lastCudnnError, sizeof(lastCudnnError), "MOCK %s: %s", call,
                why);
  if (CUDNN_STATUS_CATEGORY(status) == CUDNN_STATUS_BAD_PARAM)
    std::fprintf(stderr, "%s\n", lastCudnnError);
  return status;
}

/// Returns CUDNN_STATUS_BAD_PARAM from the enclosing cuDNN routine unless
/// `cond` holds.
#define CUDNN_EXPECT(cond)                                                     \
  do {                                                                         \
    if (!(cond))                                                               \
      return cudnnFail(CUDNN_STATUS_BAD_PARAM, __func__, #cond);               \
  } while (0)

/// Returns CUBLAS_STATUS_INVALID_VALUE from the enclosing cuBLASLt routine
/// unless `cond` holds.
#define LT_EXPECT(cond)                                                        \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::fprintf(stderr, "MOCK %s: %s\n", __func__, #cond);                  \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    }                                                                          \
  } while (0)

/// The injected failure of a computation, if one is pending.
static cudnnStatus_t takeCudnnFailure(const char *call) {
  cudnnStatus_t status = mockCudnnFailNext;
  if (status == CUDNN_STATUS_SUCCESS)
    return status;
  mockCudnnFailNext = CUDNN_STATUS_SUCCESS;
  return cudnnFail(status, call, "injected failure (mockCudnnFailNext)");
}

/// Overwrites a workspace the way a kernel using it would.
static void scribble(void *workspace, size_t bytes) {
  if (workspace && bytes)
    std::memset(workspace, 0xff, bytes);
}

static float toFloat(const void *scalar) {
  return *static_cast<const float *>(scalar);
}

/// v with its mantissa rounded to TF32's 10 bits.
static float roundToTf32(float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, sizeof(bits));
  if ((bits & 0x7f800000u) == 0x7f800000u) // inf, NaN
    return v;
  bits = (bits + 0x1000u) & ~0x1fffu;
  std::memcpy(&v, &bits, sizeof(v));
  return v;
}

//===----------------------------------------------------------------------===//
// cudart: the one call only the DNN shims make
//===----------------------------------------------------------------------===//

extern "C" cudaError_t cudaMemsetAsync(void *p, int value, size_t n,
                                       cudaStream_t) {
  if (n && !p)
    return cudaErrorInvalidValue;
  std::memset(p, value, n);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// cuDNN: handle, errors, descriptors
//===----------------------------------------------------------------------===//

cudnnStatus_t cudnnCreate(cudnnHandle_t *handle) {
  *handle = new cudnnContext;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnDestroy(cudnnHandle_t handle) {
  delete handle;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetStream(cudnnHandle_t handle, cudaStream_t stream) {
  CUDNN_EXPECT(handle);
  handle->stream = stream;
  return CUDNN_STATUS_SUCCESS;
}

/// The status's enumerator name, as cuDNN spells it.
const char *cudnnGetErrorString(cudnnStatus_t status) {
  switch (status) {
#define NAME(s)                                                                \
  case s:                                                                      \
    return #s;
    NAME(CUDNN_STATUS_SUCCESS)
    NAME(CUDNN_STATUS_NOT_INITIALIZED)
    NAME(CUDNN_STATUS_BAD_PARAM)
    NAME(CUDNN_STATUS_BAD_PARAM_NULL_POINTER)
    NAME(CUDNN_STATUS_NOT_SUPPORTED)
    NAME(CUDNN_STATUS_NOT_SUPPORTED_SHAPE)
    NAME(CUDNN_STATUS_INTERNAL_ERROR)
    NAME(CUDNN_STATUS_EXECUTION_FAILED)
#undef NAME
  default:
    return "CUDNN_UNKNOWN_STATUS";
  }
}

void cudnnGetLastErrorString(char *message, size_t maxSize) {
  if (!message || maxSize == 0)
    return;
  std::snprintf(message, maxSize, "%s", lastCudnnError);
  lastCudnnError[0] = '\0';
}

/// cudnnCreate<Kind>Descriptor and cudnnDestroy<Kind>Descriptor.
#define DESCRIPTOR_LIFETIME(Kind, Struct)                                      \
  cudnnStatus_t cudnnCreate##Kind##Descriptor(Struct **desc) {                 \
    CUDNN_EXPECT(desc);                                                        \
    *desc = new Struct;                                                        \
    ++mockDnnLiveDescriptors;                                                  \
    return CUDNN_STATUS_SUCCESS;                                               \
  }                                                                            \
  cudnnStatus_t cudnnDestroy##Kind##Descriptor(Struct *desc) {                 \
    if (desc)                                                                  \
      --mockDnnLiveDescriptors;                                                \
    delete desc;                                                               \
    return CUDNN_STATUS_SUCCESS;                                               \
  }
DESCRIPTOR_LIFETIME(Tensor, cudnnTensorStruct)
DESCRIPTOR_LIFETIME(Filter, cudnnFilterStruct)
DESCRIPTOR_LIFETIME(Convolution, cudnnConvolutionStruct)
DESCRIPTOR_LIFETIME(Pooling, cudnnPoolingStruct)
DESCRIPTOR_LIFETIME(Activation, cudnnActivationStruct)
#undef DESCRIPTOR_LIFETIME

cudnnStatus_t cudnnSetTensor4dDescriptor(cudnnTensorDescriptor_t desc,
                                         cudnnTensorFormat_t format,
                                         cudnnDataType_t type, int n, int c,
                                         int h, int w) {
  CUDNN_EXPECT(desc && type == CUDNN_DATA_FLOAT);
  CUDNN_EXPECT(format == CUDNN_TENSOR_NCHW || format == CUDNN_TENSOR_NHWC);
  CUDNN_EXPECT(n > 0 && c > 0 && h > 0 && w > 0);
  CUDNN_EXPECT(int64_t(n) * c * h * w <= INT_MAX);
  desc->nbDims = 4;
  desc->n = n;
  desc->c = c;
  desc->d = 1;
  desc->h = h;
  desc->w = w;
  bool nchw = format == CUDNN_TENSOR_NCHW;
  int64_t strides[5] = {int64_t(c) * h * w, nchw ? int64_t(h) * w : 1, 0,
                        nchw ? w : int64_t(w) * c, nchw ? 1 : c};
  std::memcpy(desc->strides, strides, sizeof(strides));
  desc->set = true;
  return CUDNN_STATUS_SUCCESS;
}

/// 4-D (N, C, H, W) or 5-D (N, C, D, H, W) with any positive strides, as
/// cuDNN documents (it takes 3 to 8 dims; the shims pass 4 or 5).
cudnnStatus_t cudnnSetTensorNdDescriptor(cudnnTensorDescriptor_t desc,
                                         cudnnDataType_t type, int nbDims,
                                         const int dims[],
                                         const int strides[]) {
  CUDNN_EXPECT(desc && type == CUDNN_DATA_FLOAT && dims && strides);
  CUDNN_EXPECT(nbDims == 4 || nbDims == 5);
  int64_t count = 1;
  for (int i = 0; i < nbDims; ++i) {
    CUDNN_EXPECT(dims[i] > 0 && strides[i] > 0);
    count *= dims[i];
  }
  CUDNN_EXPECT(count <= INT_MAX);
  bool five = nbDims == 5;
  desc->nbDims = nbDims;
  desc->n = dims[0];
  desc->c = dims[1];
  desc->d = five ? dims[2] : 1;
  desc->h = dims[nbDims - 2];
  desc->w = dims[nbDims - 1];
  int64_t s[5] = {strides[0], strides[1], five ? strides[2] : 0,
                  strides[nbDims - 2], strides[nbDims - 1]};
  std::memcpy(desc->strides, s, sizeof(s));
  desc->set = true;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetFilter4dDescriptor(cudnnFilterDescriptor_t desc,
                                         cudnnDataType_t type,
                                         cudnnTensorFormat_t format, int k,
                                         int c, int h, int w) {
  CUDNN_EXPECT(desc && type == CUDNN_DATA_FLOAT);
  CUDNN_EXPECT(format == CUDNN_TENSOR_NCHW || format == CUDNN_TENSOR_NHWC);
  CUDNN_EXPECT(k > 0 && c > 0 && h > 0 && w > 0);
  *desc = {true, 4, k, c, 1, h, w, format};
  return CUDNN_STATUS_SUCCESS;
}

/// KCRS or (5-D) KCTRS; NHWC only for 4-D in this fake.
cudnnStatus_t cudnnSetFilterNdDescriptor(cudnnFilterDescriptor_t desc,
                                         cudnnDataType_t type,
                                         cudnnTensorFormat_t format, int nbDims,
                                         const int dims[]) {
  CUDNN_EXPECT(desc && type == CUDNN_DATA_FLOAT && dims);
  CUDNN_EXPECT(nbDims == 4 || nbDims == 5);
  CUDNN_EXPECT(format == CUDNN_TENSOR_NCHW ||
               (format == CUDNN_TENSOR_NHWC && nbDims == 4));
  for (int i = 0; i < nbDims; ++i)
    CUDNN_EXPECT(dims[i] > 0);
  bool five = nbDims == 5;
  *desc = {true,
           nbDims,
           dims[0],
           dims[1],
           five ? dims[2] : 1,
           dims[nbDims - 2],
           dims[nbDims - 1],
           format};
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetConvolution2dDescriptor(cudnnConvolutionDescriptor_t desc,
                                              int padH, int padW, int strideH,
                                              int strideW, int dilationH,
                                              int dilationW,
                                              cudnnConvolutionMode_t mode,
                                              cudnnDataType_t computeType) {
  CUDNN_EXPECT(desc && computeType == CUDNN_DATA_FLOAT);
  CUDNN_EXPECT(padH >= 0 && padW >= 0 && strideH > 0 && strideW > 0 &&
               dilationH > 0 && dilationW > 0);
  CUDNN_EXPECT(mode == CUDNN_CONVOLUTION || mode == CUDNN_CROSS_CORRELATION);
  desc->nbSpatial = 2;
  desc->padD = 0;
  desc->strideD = desc->dilationD = 1;
  desc->padH = padH;
  desc->padW = padW;
  desc->strideH = strideH;
  desc->strideW = strideW;
  desc->dilationH = dilationH;
  desc->dilationW = dilationW;
  desc->mode = mode;
  desc->set = true;
  return CUDNN_STATUS_SUCCESS;
}

/// A 2-D (arrayLength 2: H, W) or 3-D (3: D, H, W) convolution.
cudnnStatus_t cudnnSetConvolutionNdDescriptor(cudnnConvolutionDescriptor_t desc,
                                              int arrayLength, const int pads[],
                                              const int strides[],
                                              const int dilations[],
                                              cudnnConvolutionMode_t mode,
                                              cudnnDataType_t computeType) {
  CUDNN_EXPECT(desc && computeType == CUDNN_DATA_FLOAT && pads && strides &&
               dilations);
  CUDNN_EXPECT(arrayLength == 2 || arrayLength == 3);
  for (int i = 0; i < arrayLength; ++i)
    CUDNN_EXPECT(pads[i] >= 0 && strides[i] > 0 && dilations[i] > 0);
  CUDNN_EXPECT(mode == CUDNN_CONVOLUTION || mode == CUDNN_CROSS_CORRELATION);
  bool three = arrayLength == 3;
  int h = arrayLength - 2, w = arrayLength - 1;
  desc->nbSpatial = arrayLength;
  desc->padD = three ? pads[0] : 0;
  desc->strideD = three ? strides[0] : 1;
  desc->dilationD = three ? dilations[0] : 1;
  desc->padH = pads[h];
  desc->padW = pads[w];
  desc->strideH = strides[h];
  desc->strideW = strides[w];
  desc->dilationH = dilations[h];
  desc->dilationW = dilations[w];
  desc->mode = mode;
  desc->set = true;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetConvolutionGroupCount(cudnnConvolutionDescriptor_t desc,
                                            int groups) {
  CUDNN_EXPECT(desc && groups > 0);
  desc->groups = groups;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetConvolutionMathType(cudnnConvolutionDescriptor_t desc,
                                          cudnnMathType_t math) {
  CUDNN_EXPECT(desc);
  desc->math = math;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetActivationDescriptor(cudnnActivationDescriptor_t desc,
                                           cudnnActivationMode_t mode,
                                           cudnnNanPropagation_t nan,
                                           double coef) {
  CUDNN_EXPECT(desc);
  *desc = {true, mode, nan, coef};
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetPooling2dDescriptor(cudnnPoolingDescriptor_t desc,
                                          cudnnPoolingMode_t mode,
                                          cudnnNanPropagation_t nan,
                                          int windowH, int windowW, int padH,
                                          int padW, int strideH, int strideW) {
  CUDNN_EXPECT(desc && windowH > 0 && windowW > 0 && padH >= 0 && padW >= 0 &&
               strideH > 0 && strideW > 0);
  *desc = {true, mode, nan, windowH, windowW, padH, padW, strideH, strideW};
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnDeriveBNTensorDescriptor(cudnnTensorDescriptor_t derived,
                                            cudnnTensorDescriptor_t x,
                                            cudnnBatchNormMode_t mode) {
  CUDNN_EXPECT(derived && x && x->set);
  CUDNN_EXPECT(mode == CUDNN_BATCHNORM_SPATIAL ||
               mode == CUDNN_BATCHNORM_PER_ACTIVATION);
  bool spatial = mode == CUDNN_BATCHNORM_SPATIAL;
  return cudnnSetTensor4dDescriptor(derived, CUDNN_TENSOR_NCHW,
                                    CUDNN_DATA_FLOAT, 1, x->c,
                                    spatial ? 1 : x->h, spatial ? 1 : x->w);
}

//===----------------------------------------------------------------------===//
// cuDNN: convolutions
//===----------------------------------------------------------------------===//

/// The output extent of a convolution, or <= 0 when the dilated window does
/// not fit the padded input.
static int outExtent(int in, int pad, int k, int dilation, int stride) {
  int span = in + 2 * pad - dilation * (k - 1) - 1;
  return span < 0 ? 0 : span / stride + 1;
}

/// The output shape of a convolution (od = 1 for 2-D), checking that its
/// operands agree.
static cudnnStatus_t outputShape(const char *call,
                                 const cudnnConvolutionStruct *conv,
                                 const cudnnTensorStruct *x,
                                 const cudnnFilterStruct *w, int &od, int &oh,
                                 int &ow) {
  if (!conv || !conv->set || !x || !x->set || !w || !w->set)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call, "a descriptor is not set");
  if (x->nbDims != conv->nbSpatial + 2 || w->nbDims != x->nbDims)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call,
                     "x, w and the convolution differ in dimensions");
  if (x->c != w->c * conv->groups || w->k % conv->groups != 0)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call,
                     "channels do not match the group count");
  od = outExtent(x->d, conv->padD, w->t, conv->dilationD, conv->strideD);
  oh = outExtent(x->h, conv->padH, w->r, conv->dilationH, conv->strideH);
  ow = outExtent(x->w, conv->padW, w->s, conv->dilationW, conv->strideW);
  if (od <= 0 || oh <= 0 || ow <= 0)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call,
                     "the dilated filter is larger than the padded input");
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnGetConvolution2dForwardOutputDim(
    cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t x,
    cudnnFilterDescriptor_t w, int *n, int *k, int *h, int *wd) {
  CUDNN_EXPECT(n && k && h && wd);
  CUDNN_EXPECT(x && x->nbDims == 4);
  int od = 0, oh = 0, ow = 0;
  cudnnStatus_t status = outputShape(__func__, conv, x, w, od, oh, ow);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  *n = x->n;
  *k = w->k;
  *h = oh;
  *wd = ow;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnGetConvolutionNdForwardOutputDim(
    cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t x,
    cudnnFilterDescriptor_t w, int nbDims, int out[]) {
  CUDNN_EXPECT(out && x && nbDims == x->nbDims);
  int od = 0, oh = 0, ow = 0;
  cudnnStatus_t status = outputShape(__func__, conv, x, w, od, oh, ow);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  out[0] = x->n;
  out[1] = w->k;
  if (nbDims == 5)
    out[2] = od;
  out[nbDims - 2] = oh;
  out[nbDims - 1] = ow;
  return CUDNN_STATUS_SUCCESS;
}

/// Checks that x, w and y describe one convolution.
static cudnnStatus_t checkConvolution(const char *call,
                                      const cudnnTensorStruct *x,
                                      const cudnnFilterStruct *w,
                                      const cudnnConvolutionStruct *conv,
                                      const cudnnTensorStruct *y) {
  int od = 0, oh = 0, ow = 0;
  cudnnStatus_t status = outputShape(call, conv, x, w, od, oh, ow);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  if (!y || !y->set || y->nbDims != x->nbDims || y->n != x->n || y->c != w->k ||
      y->d != od || y->h != oh || y->w != ow)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call,
                     "y does not have the convolution's output shape");
  return CUDNN_STATUS_SUCCESS;
}

/// Whether the fake implements `algo` for this convolution.
static bool algoSupports(cudnnConvolutionFwdAlgo_t algo,
                         const cudnnConvolutionStruct &conv) {
  switch (algo) {
  case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM:
  case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM:
  case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED:
    return true;
  case CUDNN_CONVOLUTION_FWD_ALGO_GEMM:
  case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING:
    return conv.groups == 1;
  default:
    return false;
  }
}

/// The workspace `algo` needs: none for IMPLICIT_GEMM, precomputed indices
/// for IMPLICIT_PRECOMP_GEMM, an im2col buffer of one image for GEMM, and for
/// FFT_TILING more than the shims' 1 GiB limit.
static size_t workspaceFor(cudnnConvolutionFwdAlgo_t algo,
                           const cudnnFilterStruct &w,
                           const cudnnTensorStruct &y) {
  size_t patch = size_t(w.c) * w.t * w.r * w.s;
  switch (algo) {
  case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM:
    return sizeof(int) * patch;
  case CUDNN_CONVOLUTION_FWD_ALGO_GEMM:
    return sizeof(float) * patch * y.d * y.h * y.w;
  case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED:
    return sizeof(float) * 16 * y.c * w.c;
  case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING:
    return (size_t(1) << 30) + 4096;
  default:
    return 0;
  }
}

cudnnStatus_t cudnnGetConvolutionForwardAlgorithm_v7(
    cudnnHandle_t handle, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
    cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y, int requested,
    int *returned, cudnnConvolutionFwdAlgoPerf_t *perf) {
  CUDNN_EXPECT(handle && returned && perf && requested > 0);
  cudnnStatus_t status = checkConvolution(__func__, x, w, conv, y);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  struct Entry {
    cudnnConvolutionFwdAlgo_t algo;
    cudnnMathType_t math;
  };
  static const Entry ranking[] = {
      {CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED, CUDNN_TENSOR_OP_MATH},
      {CUDNN_CONVOLUTION_FWD_ALGO_FFT, CUDNN_FMA_MATH},
      {CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING, CUDNN_FMA_MATH},
      {CUDNN_CONVOLUTION_FWD_ALGO_GEMM, CUDNN_FMA_MATH},
      {CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM, CUDNN_FMA_MATH},
      {CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM, CUDNN_FMA_MATH},
  };
  int count = 0;
  for (const Entry &e : ranking) {
    if (count == requested)
      break;
    cudnnConvolutionFwdAlgoPerf_t &p = perf[count++];
    p = {};
    p.algo = e.algo;
    p.mathType = e.math;
    p.status = algoSupports(e.algo, *conv) ? CUDNN_STATUS_SUCCESS
                                           : CUDNN_STATUS_NOT_SUPPORTED;
    p.memory =
        p.status == CUDNN_STATUS_SUCCESS ? workspaceFor(e.algo, *w, *y) : 0;
    p.time = float(count);
    p.determinism = CUDNN_DETERMINISTIC;
  }
  *returned = count;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnGetConvolutionForwardWorkspaceSize(
    cudnnHandle_t handle, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
    cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y,
    cudnnConvolutionFwdAlgo_t algo, size_t *bytes) {
  CUDNN_EXPECT(handle && bytes);
  cudnnStatus_t status = checkConvolution(__func__, x, w, conv, y);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  if (!algoSupports(algo, *conv))
    return cudnnFail(CUDNN_STATUS_NOT_SUPPORTED, __func__,
                     "algorithm not supported for this convolution");
  *bytes = workspaceFor(algo, *w, *y);
  return CUDNN_STATUS_SUCCESS;
}

/// What every convolution call checks: descriptors, algorithm, workspace,
/// the handle's stream. Overwrites the workspace.
static cudnnStatus_t prepareConvolution(const char *call, cudnnHandle_t handle,
                                        const cudnnTensorStruct *x,
                                        const cudnnFilterStruct *w,
                                        const cudnnConvolutionStruct *conv,
                                        const cudnnTensorStruct *y,
                                        cudnnConvolutionFwdAlgo_t algo,
                                        void *workspace, size_t bytes) {
  if (!handle || !handle->stream)
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call,
                     "handle not bound to the context stream");
  cudnnStatus_t status = checkConvolution(call, x, w, conv, y);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  if (!algoSupports(algo, *conv))
    return cudnnFail(CUDNN_STATUS_NOT_SUPPORTED, call,
                     "algorithm not supported for this convolution");
  size_t needed = workspaceFor(algo, *w, *y);
  if (bytes < needed || (needed && !workspace))
    return cudnnFail(CUDNN_STATUS_BAD_PARAM, call, "workspace too small");
  scribble(workspace, bytes);
  return CUDNN_STATUS_SUCCESS;
}

/// conv(x, w) in double, dense in (n, k, p, q) order. Runs on TF32 inputs
/// unless the descriptor asks for FMA math.
static std::vector<double> convolve(const cudnnTensorStruct &xd, const float *x,
                                    const cudnnFilterStruct &wd, const float *w,
                                    const cudnnConvolutionStruct &conv,
                                    const cudnnTensorStruct &yd) {
  bool tf32 = conv.math != CUDNN_FMA_MATH;
  auto input = [&](float v) { return double(tf32 ? roundToTf32(v) : v); };
  int perGroup = yd.c / conv.groups;
  std::vector<double> out;
  out.reserve(size_t(yd.numElements()));
  bool flip = conv.mode == CUDNN_CONVOLUTION;
  for (int i = 0; i < yd.n; ++i)
    for (int f = 0; f < yd.c; ++f)
      for (int o = 0; o < yd.d; ++o)
        for (int p = 0; p < yd.h; ++p)
          for (int q = 0; q < yd.w; ++q) {
            double sum = 0.0;
            int group = f / perGroup;
            for (int j = 0; j < wd.c; ++j)
              for (int t = 0; t < wd.t; ++t)
                for (int r = 0; r < wd.r; ++r)
                  for (int s = 0; s < wd.s; ++s) {
                    int id = o * conv.strideD - conv.padD + t * conv.dilationD;
                    int ih = p * conv.strideH - conv.padH + r * conv.dilationH;
                    int iw = q * conv.strideW - conv.padW + s * conv.dilationW;
                    if (id < 0 || id >= xd.d || ih < 0 || ih >= xd.h ||
                        iw < 0 || iw >= xd.w)
                      continue;
                    int ft = flip ? wd.t - 1 - t : t;
                    int fr = flip ? wd.r - 1 - r : r;
                    int fs = flip ? wd.s - 1 - s : s;
                    sum += input(x[xd.at(i, group * wd.c + j, id, ih, iw)]) *
                           input(w[wd.at(f, j, ft, fr, fs)]);
                  }
            out.push_back(sum);
          }
  return out;
}

cudnnStatus_t cudnnConvolutionForward(
    cudnnHandle_t handle, const void *alpha, cudnnTensorDescriptor_t xDesc,
    const void *x, cudnnFilterDescriptor_t wDesc, const void *w,
    cudnnConvolutionDescriptor_t conv, cudnnConvolutionFwdAlgo_t algo,
    void *workspace, size_t workspaceBytes, const void *beta,
    cudnnTensorDescriptor_t yDesc, void *y) {
  ++mockCudnnConvCalls;
  CUDNN_EXPECT(alpha && beta && x && w && y);
  cudnnStatus_t status =
      prepareConvolution(__func__, handle, xDesc, wDesc, conv, yDesc, algo,
                         workspace, workspaceBytes);
  if (status != CUDNN_STATUS_SUCCESS ||
      (status = takeCudnnFailure(__func__)) != CUDNN_STATUS_SUCCESS)
    return status;
  std::vector<double> sum =
      convolve(*xDesc, static_cast<const float *>(x), *wDesc,
               static_cast<const float *>(w), *conv, *yDesc);
  double a = toFloat(alpha), b = toFloat(beta);
  float *out = static_cast<float *>(y);
  const double *p = sum.data();
  for (int i = 0; i < yDesc->n; ++i)
    for (int f = 0; f < yDesc->c; ++f)
      for (int z = 0; z < yDesc->d; ++z)
        for (int h = 0; h < yDesc->h; ++h)
          for (int v = 0; v < yDesc->w; ++v) {
            float &dst = out[yDesc->at(i, f, z, h, v)];
            double result = a * *p++;
            dst = float(b == 0.0 ? result : result + b * dst);
          }
  mockCudnnLastAlgo = algo;
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnConvolutionBiasActivationForward(
    cudnnHandle_t handle, const void *alpha1, cudnnTensorDescriptor_t xDesc,
    const void *x, cudnnFilterDescriptor_t wDesc, const void *w,
    cudnnConvolutionDescriptor_t conv, cudnnConvolutionFwdAlgo_t algo,
    void *workspace, size_t workspaceBytes, const void *alpha2,
    cudnnTensorDescriptor_t zDesc, const void *z,
    cudnnTensorDescriptor_t biasDesc, const void *bias,
    cudnnActivationDescriptor_t act, cudnnTensorDescriptor_t yDesc, void *y) {
  ++mockCudnnFusedCalls;
  if (mockCudnnRejectFused)
    return cudnnFail(CUDNN_STATUS_NOT_SUPPORTED_SHAPE, __func__,
                     "fused convolution rejected (mockCudnnRejectFused)");
  CUDNN_EXPECT(alpha1 && alpha2 && x && w && z && bias && y);
  CUDNN_EXPECT(act && act->set);
  CUDNN_EXPECT(act->mode == CUDNN_ACTIVATION_RELU ||
               act->mode == CUDNN_ACTIVATION_IDENTITY);
  if (act->mode == CUDNN_ACTIVATION_IDENTITY &&
      algo != CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM)
    return cudnnFail(CUDNN_STATUS_NOT_SUPPORTED, __func__,
                     "the identity activation needs IMPLICIT_PRECOMP_GEMM");
  CUDNN_EXPECT(zDesc && yDesc && zDesc->sameAs(*yDesc));
  CUDNN_EXPECT(biasDesc && biasDesc->set && biasDesc->n == 1 &&
               biasDesc->c == yDesc->c && biasDesc->d == 1 &&
               biasDesc->h == 1 && biasDesc->w == 1);
  cudnnStatus_t status =
      prepareConvolution(__func__, handle, xDesc, wDesc, conv, yDesc, algo,
                         workspace, workspaceBytes);
  if (status != CUDNN_STATUS_SUCCESS ||
      (status = takeCudnnFailure(__func__)) != CUDNN_STATUS_SUCCESS)
    return status;
  std::vector<double> sum =
      convolve(*xDesc, static_cast<const float *>(x), *wDesc,
               static_cast<const float *>(w), *conv, *yDesc);
  double a1 = toFloat(alpha1), a2 = toFloat(alpha2);
  const float *zp = static_cast<const float *>(z),
              *bp = static_cast<const float *>(bias);
  float *out = static_cast<float *>(y);
  const double *p = sum.data();
  bool relu = act->mode == CUDNN_ACTIVATION_RELU;
  bool propagate = act->nan == CUDNN_PROPAGATE_NAN;
  for (int i = 0; i < yDesc->n; ++i)
    for (int f = 0; f < yDesc->c; ++f)
      for (int z = 0; z < yDesc->d; ++z)
        for (int h = 0; h < yDesc->h; ++h)
          for (int v = 0; v < yDesc->w; ++v) {
            size_t at = yDesc->at(i, f, z, h, v);
            // z may be y: read before writing.
            double r = a1 * *p++ + a2 * zp[at] + bp[biasDesc->at(0, f, 0, 0)];
            if (relu && !(r > 0.0) && !(propagate && std::isnan(r)))
              r = 0.0;
            out[at] = float(r);
          }
  mockCudnnLastAlgo = algo;
  return CUDNN_STATUS_SUCCESS;
}

//===----------------------------------------------------------------------===//
// cuDNN: pooling and batch norm
//===----------------------------------------------------------------------===//

cudnnStatus_t cudnnPoolingForward(cudnnHandle_t handle,
                                  cudnnPoolingDescriptor_t pool,
                                  const void *alpha,
                                  cudnnTensorDescriptor_t xDesc, const void *x,
                                  const void *beta,
                                  cudnnTensorDescriptor_t yDesc, void *y) {
  CUDNN_EXPECT(handle && handle->stream);
  CUDNN_EXPECT(pool && pool->set && xDesc && xDesc->set && yDesc &&
               yDesc->set && alpha && beta && x && y);
  CUDNN_EXPECT(xDesc->nbDims == 4 && yDesc->nbDims == 4); // 2-D pooling only
  const cudnnPoolingStruct &p = *pool;
  // Windows that start wholly in the padding have no defined value; cuDNN
  // does not promise one, and the fake refuses them.
  if (p.padH >= p.windowH || p.padW >= p.windowW)
    return cudnnFail(CUDNN_STATUS_NOT_SUPPORTED, __func__,
                     "padding not narrower than the window");
  int oh = (xDesc->h + 2 * p.padH - p.windowH) / p.strideH + 1;
  int ow = (xDesc->w + 2 * p.padW - p.windowW) / p.strideW + 1;
  CUDNN_EXPECT(xDesc->h + 2 * p.padH >= p.windowH &&
               xDesc->w + 2 * p.padW >= p.windowW);
  CUDNN_EXPECT(yDesc->n == xDesc->n && yDesc->c == xDesc->c && yDesc->h == oh &&
               yDesc->w == ow);
  cudnnStatus_t status = takeCudnnFailure(__func__);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  bool isMax =
      p.mode == CUDNN_POOLING_MAX || p.mode == CUDNN_POOLING_MAX_DETERMINISTIC;
  double a = toFloat(alpha), b = toFloat(beta);
  const float *in = static_cast<const float *>(x);
  float *out = static_cast<float *>(y);
  for (int i = 0; i < xDesc->n; ++i)
    for (int c = 0; c < xDesc->c; ++c)
      for (int ph = 0; ph < oh; ++ph)
        for (int pw = 0; pw < ow; ++pw) {
          double best = -INFINITY, sum = 0.0;
          int count = 0;
          bool sawNan = false;
          for (int r = 0; r < p.windowH; ++r)
            for (int s = 0; s < p.windowW; ++s) {
              int ih = ph * p.strideH - p.padH + r;
              int iw = pw * p.strideW - p.padW + s;
              if (ih < 0 || ih >= xDesc->h || iw < 0 || iw >= xDesc->w)
                continue;
              double v = in[xDesc->at(i, c, ih, iw)];
              sawNan |= std::isnan(v);
              best = v > best ? v : best;
              sum += v;
              ++count;
            }
          double result;
          if (isMax)
            result = sawNan && p.nan == CUDNN_PROPAGATE_NAN ? NAN : best;
          else if (p.mode == CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING)
            result = sum / count;
          else
            result = sum / (p.windowH * p.windowW);
          float &dst = out[yDesc->at(i, c, ph, pw)];
          dst = float(b == 0.0 ? a * result : a * result + b * dst);
        }
  return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnBatchNormalizationForwardInference(
    cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha,
    const void *beta, cudnnTensorDescriptor_t xDesc, const void *x,
    cudnnTensorDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t bnDesc,
    const void *scale, const void *bias, const void *mean, const void *variance,
    double epsilon) {
  CUDNN_EXPECT(handle && handle->stream);
  CUDNN_EXPECT(alpha && beta && x && y && scale && bias && mean && variance);
  CUDNN_EXPECT(mode == CUDNN_BATCHNORM_SPATIAL ||
               mode == CUDNN_BATCHNORM_PER_ACTIVATION);
  CUDNN_EXPECT(xDesc && yDesc && xDesc->set && yDesc->set &&
               xDesc->n == yDesc->n && xDesc->c == yDesc->c &&
               xDesc->h == yDesc->h && xDesc->w == yDesc->w);
  bool spatial = mode == CUDNN_BATCHNORM_SPATIAL;
  CUDNN_EXPECT(bnDesc && bnDesc->set && bnDesc->n == 1 &&
               bnDesc->c == xDesc->c && bnDesc->h == (spatial ? 1 : xDesc->h) &&
               bnDesc->w == (spatial ? 1 : xDesc->w));
  CUDNN_EXPECT(epsilon >= CUDNN_BN_MIN_EPSILON);
  cudnnStatus_t status = takeCudnnFailure(__func__);
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  const float *in = static_cast<const float *>(x),
              *g = static_cast<const float *>(scale),
              *bb = static_cast<const float *>(bias),
              *m = static_cast<const float *>(mean),
              *v = static_cast<const float *>(variance);
  float *out = static_cast<float *>(y);
  double a = toFloat(alpha), blend = toFloat(beta);
  for (int i = 0; i < xDesc->n; ++i)
    for (int c = 0; c < xDesc->c; ++c)
      for (int h = 0; h < xDesc->h; ++h)
        for (int w = 0; w < xDesc->w; ++w) {
          size_t j = spatial ? bnDesc->at(0, c, 0, 0) : bnDesc->at(0, c, h, w);
          double r = double(g[j]) * (in[xDesc->at(i, c, h, w)] - double(m[j])) /
                         std::sqrt(double(v[j]) + epsilon) +
                     bb[j];
          float &dst = out[yDesc->at(i, c, h, w)];
          dst = float(blend == 0.0 ? a * r : a * r + blend * dst);
        }
  return CUDNN_STATUS_SUCCESS;
}

//===----------------------------------------------------------------------===//
// cuBLASLt
//===----------------------------------------------------------------------===//

namespace {
struct LtMatmulDesc {
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  int32_t transA = CUBLAS_OP_N, transB = CUBLAS_OP_N;
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  const float *bias = nullptr;
};
/// A column-major rows x cols matrix with leading dimension ld.
struct LtLayout {
  uint64_t rows = 0, cols = 0;
  int64_t ld = 0;
};
struct LtPreference {
  uint64_t maxWorkspace = 0; // cuBLASLt's default
};
} // namespace

// The fake's state of each live descriptor, by handle.
static std::map<const void *, LtMatmulDesc> matmulDescs;
static std::map<const void *, LtLayout> layouts;
static std::map<const void *, LtPreference> preferences;

/// Marks an algorithm the fake's heuristics returned.
static constexpr uint64_t kAlgoTag = 0x6b6d61746368ull;
/// The workspace the fake's algorithms ask for when the preference allows it.
static constexpr size_t kLtWorkspace = 4096;

/// Creates a handle of type Opaque whose state is `state`.
template <typename Opaque, typename State>
static Opaque *createLt(std::map<const void *, State> &states,
                        const State &state) {
  Opaque *handle = new Opaque();
  states[handle] = state;
  ++mockDnnLiveDescriptors;
  return handle;
}

template <typename Opaque, typename State>
static cublasStatus_t destroyLt(std::map<const void *, State> &states,
                                Opaque *handle) {
  if (!handle)
    return CUBLAS_STATUS_SUCCESS;
  LT_EXPECT(states.erase(handle) == 1); // not a live handle: double destroy?
  delete handle;
  --mockDnnLiveDescriptors;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle) {
  static int dummy;
  *handle = reinterpret_cast<cublasLtHandle_t>(&dummy);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *desc,
                                        cublasComputeType_t compute,
                                        cudaDataType_t scaleType) {
  LT_EXPECT(desc && scaleType == CUDA_R_32F);
  LT_EXPECT(compute == CUBLAS_COMPUTE_32F ||
            compute == CUBLAS_COMPUTE_32F_FAST_TF32);
  LtMatmulDesc state;
  state.compute = compute;
  *desc = createLt<cublasLtMatmulDescOpaque_t>(matmulDescs, state);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t desc) {
  return destroyLt(matmulDescs, desc);
}

cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t desc,
                                              cublasLtMatmulDescAttributes_t a,
                                              const void *buf, size_t size) {
  auto it = matmulDescs.find(desc);
  LT_EXPECT(it != matmulDescs.end() && buf);
  LtMatmulDesc &d = it->second;
  switch (a) {
  case CUBLASLT_MATMUL_DESC_TRANSA:
  case CUBLASLT_MATMUL_DESC_TRANSB: {
    LT_EXPECT(size == sizeof(int32_t));
    int32_t op;
    std::memcpy(&op, buf, size);
    LT_EXPECT(op == CUBLAS_OP_N || op == CUBLAS_OP_T);
    (a == CUBLASLT_MATMUL_DESC_TRANSA ? d.transA : d.transB) = op;
    return CUBLAS_STATUS_SUCCESS;
  }
  case CUBLASLT_MATMUL_DESC_EPILOGUE:
    LT_EXPECT(size == sizeof(uint32_t));
    std::memcpy(&d.epilogue, buf, size);
    return CUBLAS_STATUS_SUCCESS;
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER:
    LT_EXPECT(size == sizeof(void *));
    std::memcpy(&d.bias, buf, size);
    return CUBLAS_STATUS_SUCCESS;
  default:
    std::fprintf(stderr, "MOCK %s: attribute %d not modelled by the fake\n",
                 __func__, int(a));
    return CUBLAS_STATUS_INVALID_VALUE;
  }
}

cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *layout,
                                          cudaDataType type, uint64_t rows,
                                          uint64_t cols, int64_t ld) {
  LT_EXPECT(layout && type == CUDA_R_32F);
  LT_EXPECT(ld >= 1 && uint64_t(ld) >= rows);
  *layout =
      createLt<cublasLtMatrixLayoutOpaque_t>(layouts, LtLayout{rows, cols, ld});
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t layout) {
  return destroyLt(layouts, layout);
}

cublasStatus_t
cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref) {
  LT_EXPECT(pref);
  *pref =
      createLt<cublasLtMatmulPreferenceOpaque_t>(preferences, LtPreference{});
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref) {
  return destroyLt(preferences, pref);
}

cublasStatus_t
cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref,
                                     cublasLtMatmulPreferenceAttributes_t a,
                                     const void *buf, size_t size) {
  auto it = preferences.find(pref);
  LT_EXPECT(it != preferences.end() && buf);
  LT_EXPECT(a == CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES &&
            size == sizeof(uint64_t));
  std::memcpy(&it->second.maxWorkspace, buf, size);
  return CUBLAS_STATUS_SUCCESS;
}

/// The m x n x k of D = op(A) op(B), checking that the layouts agree.
static cublasStatus_t matmulShape(const LtMatmulDesc &d, const LtLayout &a,
                                  const LtLayout &b, const LtLayout &c,
                                  const LtLayout &dl, uint64_t &m, uint64_t &n,
                                  uint64_t &k) {
  m = d.transA == CUBLAS_OP_T ? a.cols : a.rows;
  k = d.transA == CUBLAS_OP_T ? a.rows : a.cols;
  uint64_t kb = d.transB == CUBLAS_OP_T ? b.cols : b.rows;
  n = d.transB == CUBLAS_OP_T ? b.rows : b.cols;
  LT_EXPECT(k == kb && c.rows == m && c.cols == n);
  LT_EXPECT(dl.rows == c.rows && dl.cols == c.cols && dl.ld == c.ld);
  return CUBLAS_STATUS_SUCCESS;
}

static bool epilogueSupported(cublasLtEpilogue_t e) {
  if (unsigned(e) < 32 && (mockLtUnsupportedEpilogues >> unsigned(e)) & 1u)
    return false;
  return e == CUBLASLT_EPILOGUE_DEFAULT || e == CUBLASLT_EPILOGUE_RELU ||
         e == CUBLASLT_EPILOGUE_BIAS || e == CUBLASLT_EPILOGUE_RELU_BIAS;
}

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(
    cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
    cublasLtMatrixLayout_t a, cublasLtMatrixLayout_t b,
    cublasLtMatrixLayout_t c, cublasLtMatrixLayout_t d,
    cublasLtMatmulPreference_t pref, int requested,
    cublasLtMatmulHeuristicResult_t *results, int *returned) {
  LT_EXPECT(handle && results && returned && requested > 0);
  LT_EXPECT(matmulDescs.count(desc) && layouts.count(a) && layouts.count(b) &&
            layouts.count(c) && layouts.count(d) && preferences.count(pref));
  const LtMatmulDesc &md = matmulDescs[desc];
  uint64_t m, n, k;
  cublasStatus_t status =
      matmulShape(md, layouts[a], layouts[b], layouts[c], layouts[d], m, n, k);
  if (status != CUBLAS_STATUS_SUCCESS)
    return status;
  *returned = 0;
  if (!epilogueSupported(md.epilogue))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  size_t workspace =
      preferences[pref].maxWorkspace >= kLtWorkspace ? kLtWorkspace : 0;
  results[0] = {};
  results[0].algo.data[0] = kAlgoTag;
  results[0].algo.data[1] = md.epilogue;
  results[0].algo.data[2] = workspace;
  results[0].workspaceSize = workspace;
  results[0].state = CUBLAS_STATUS_SUCCESS;
  results[0].wavesCount = 1.0f;
  *returned = 1;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t
cublasLtMatmul(cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
               const void *alpha, const void *A, cublasLtMatrixLayout_t aLayout,
               const void *B, cublasLtMatrixLayout_t bLayout, const void *beta,
               const void *C, cublasLtMatrixLayout_t cLayout, void *D,
               cublasLtMatrixLayout_t dLayout, const cublasLtMatmulAlgo_t *algo,
               void *workspace, size_t workspaceBytes, cudaStream_t stream) {
  LT_EXPECT(handle && stream && alpha && beta && A && B && C && D);
  LT_EXPECT(matmulDescs.count(desc) && layouts.count(aLayout) &&
            layouts.count(bLayout) && layouts.count(cLayout) &&
            layouts.count(dLayout));
  const LtMatmulDesc &md = matmulDescs[desc];
  const LtLayout &a = layouts[aLayout], &b = layouts[bLayout],
                 &c = layouts[cLayout], &dl = layouts[dLayout];
  uint64_t m, n, k;
  cublasStatus_t status = matmulShape(md, a, b, c, dl, m, n, k);
  if (status != CUBLAS_STATUS_SUCCESS)
    return status;
  // An algorithm from the heuristics, for this epilogue, with its workspace.
  LT_EXPECT(algo && algo->data[0] == kAlgoTag);
  LT_EXPECT(algo->data[1] == uint64_t(md.epilogue));
  LT_EXPECT(workspaceBytes >= algo->data[2] &&
            (algo->data[2] == 0 || workspace));
  bool hasBias = md.epilogue == CUBLASLT_EPILOGUE_BIAS ||
                 md.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS;
  bool relu = md.epilogue == CUBLASLT_EPILOGUE_RELU ||
              md.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS;
  LT_EXPECT(!hasBias || md.bias);
  if (mockLtFailNext != CUBLAS_STATUS_SUCCESS) {
    status = mockLtFailNext;
    mockLtFailNext = CUBLAS_STATUS_SUCCESS;
    return status;
  }
  scribble(workspace, workspaceBytes);
  bool tf32 = md.compute == CUBLAS_COMPUTE_32F_FAST_TF32;
  auto input = [&](float v) { return double(tf32 ? roundToTf32(v) : v); };
  const float *pa = static_cast<const float *>(A),
              *pb = static_cast<const float *>(B),
              *pc = static_cast<const float *>(C);
  float *pd = static_cast<float *>(D);
  double al = toFloat(alpha), be = toFloat(beta);
  // Into a temporary: C may be D.
  std::vector<double> result(m * n);
  for (uint64_t j = 0; j < n; ++j)
    for (uint64_t i = 0; i < m; ++i) {
      double sum = 0.0;
      for (uint64_t l = 0; l < k; ++l) {
        float av =
            md.transA == CUBLAS_OP_T ? pa[l + i * a.ld] : pa[i + l * a.ld];
        float bv =
            md.transB == CUBLAS_OP_T ? pb[j + l * b.ld] : pb[l + j * b.ld];
        sum += input(av) * input(bv);
      }
      double v = al * sum;
      if (be != 0.0) // C is not read when beta is 0.
        v += be * pc[i + j * c.ld];
      if (hasBias)
        v += md.bias[i];
      if (relu && v < 0.0)
        v = 0.0;
      result[i + j * m] = v;
    }
  for (uint64_t j = 0; j < n; ++j)
    for (uint64_t i = 0; i < m; ++i)
      pd[i + j * dl.ld] = float(result[i + j * m]);
  mockLtLastEpilogue = md.epilogue;
  return CUBLAS_STATUS_SUCCESS;
}
