//===- dnn_context.h - What the CUDA DNN shims share ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the CUDA DNN shims share: the derived constants kept on the device,
// dense tensor descriptors and host staging. The shims, kmatch_cuda_<K>_f32
// for the DNN kernels of runtime/kernels.json, are split by family (conv.cpp,
// pool.cpp, norm.cpp, eltwise.cpp, matmul.cpp, as on the CPU), and
// implement the contract of runtime/kernels.json, the
// operand checks and messages of runtime/common/dnn_launches.h, shared with the
// CPU shims (reported before anything is written), except that any strides
// are accepted (StridePolicy::Any): the host gather reads them.
//
// Operands are host memrefs. Every shim gathers them into dense host buffers,
// copies those to the device, runs one library call and copies the result
// back into the caller's (possibly strided) output. Every shim runs through
// the residency driver (residency.h); all but layernorm and softmax use
// dense operands inside device mirrors in place instead, and read on the
// host only what they derive there (a gathered bias, batch-norm statistics,
// an input padded asymmetrically). Filters and biases derived on the host
// are device constants (DeviceConstants, dnn_util.h), uploaded again only
// when they change. When the library leaves part of a fused epilogue to the
// host, an output in a mirror comes down, is finished, and goes back up.
// Activations and filters always travel as NCHW and KCRS: the gather permutes
// an NHWC / HWCF memref for free, and NCHW is the layout every legacy cuDNN
// algorithm supports.
//
// Convolutions use cuDNN's legacy API with CUDNN_FMA_MATH (no TF32), so f32
// results match a CPU reference up to summation order. One path serves every
// spatial rank through the Nd descriptors: a 3-D convolution is 5-D, a 1-D
// one runs as 2-D with a unit H (cuDNN convolves 2-D and 3-D only):
//   - asymmetric padding is applied explicitly in the host gather (cuDNN pads
//     symmetrically);
//   - conv2d / grouped_conv2d / depthwise_conv2d: cudnnConvolutionForward,
//     beta = 1 for accumulate, the launch's groups as cuDNN's group count
//     (depthwise: groups = C);
//   - the bias kernels: cudnnConvolutionBiasActivationForward, y = act(conv +
//     z + bias), with IMPLICIT_PRECOMP_GEMM (the algorithm it supports with the
//     identity activation) and relu fused; clamp, both GELUs, hardswish and
//     hardsigmoid (cuDNN has neither), sigmoid and silu (cuDNN's SIGMOID and
//     SWISH modes would use its own exp, not libm's) run on the host after
//     the copy-back (activation.h, exactly the IR's). If
//     cuDNN rejects the fused call for a shape, the shape is remembered and
//     runs as a plain convolution with bias, z and activation on the host;
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
#ifndef KMATCH_RUNTIME_CUDA_DNN_CONTEXT_H
#define KMATCH_RUNTIME_CUDA_DNN_CONTEXT_H

#include "dnn_util.h"

#include "../common/dnn_launches.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kmatch_rt::cuda {

/// Roles of DeviceConstants entries.
enum ConstantRole : int { kFilterRole, kBiasRole };

/// The largest workspace an algorithm may ask for before a slower one with
/// less scratch is preferred.
inline constexpr size_t kMaxWorkspaceBytes = size_t(1) << 30;

/// The derived parameters of the DNN shims (DeviceConstants).
DeviceConstants &deviceConstants();

/// Creates `d` as a dense NCHW f32 tensor descriptor of sizes n, c, h, w.
bool nchwDesc(const char *name, TensorDesc &d, int64_t n, int64_t c, int64_t h,
              int64_t w);

/// Creates `d` as a dense f32 tensor descriptor of `nbDims` (4 or 5) sizes
/// in their order (NCHW, NCDHW).
bool denseDesc(const char *name, TensorDesc &d, int nbDims,
               const int64_t *sizes);

/// A dense copy of `v` in its logical order (NCHW, KCRS, NCDHW, ...), with
/// its spatial dims (2 and up) padded by padLo[i] / padHi[i] (none when
/// null) with `fill`.
std::vector<float> packDense(const TensorView &v,
                             const int64_t *padLo = nullptr,
                             const int64_t *padHi = nullptr, float fill = 0.0f);

/// Writes a dense buffer (in v's logical order) into `v`.
void unpackDense(const std::vector<float> &src, const TensorView &v);

/// Whether a walk visits base[offset + i], i = 0..n-1: one contiguous block.
bool isContiguous(const StridedWalker &w);

/// The bytes a view touches.
ByteSpan spanOf(const TensorView &v);

/// Whether `v` lies in memory densely in its logical order (a dense NCHW
/// activation or KCRS filter, a unit-stride vector): cuDNN takes it in place
/// (inside a device mirror) without the host gather.
bool isDense(const TensorView &v);

} // namespace kmatch_rt::cuda

#endif // KMATCH_RUNTIME_CUDA_DNN_CONTEXT_H
