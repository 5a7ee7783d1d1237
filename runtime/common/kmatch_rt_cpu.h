//===- kmatch_rt_cpu.h - The C API of libkmatch_rt_cpu ----------*- C++ -*-===//
//
// Declarations of the CPU shims (runtime/cpu), one per kernel and element
// type, as the lowering calls them (see runtime/kernels.json). The CUDA
// runtime calls them for KMATCH_CUDA_FALLBACK=cpu.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H
#define KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H

#include "kmatch_rt.h"

#define KMATCH_DECLARE_CPU_SHIMS(T, S)                                         \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_gemm_##S(                      \
      T, kmatch_rt::MemRef<T, 2> *, kmatch_rt::MemRef<T, 2> *, T,              \
      kmatch_rt::MemRef<T, 2> *, int32_t, int32_t, int32_t);                   \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_batch_gemm_##S(                \
      T, kmatch_rt::MemRef<T, 3> *, kmatch_rt::MemRef<T, 3> *, T,              \
      kmatch_rt::MemRef<T, 3> *, int32_t, int32_t, int32_t);                   \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_gemv_##S(                      \
      T, kmatch_rt::MemRef<T, 2> *, kmatch_rt::MemRef<T, 1> *, T,              \
      kmatch_rt::MemRef<T, 1> *, int32_t);                                     \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_ger_##S(                       \
      T, kmatch_rt::MemRef<T, 1> *, kmatch_rt::MemRef<T, 1> *,                 \
      kmatch_rt::MemRef<T, 2> *, int32_t);                                     \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_ger2_##S(                      \
      T, kmatch_rt::MemRef<T, 1> *, kmatch_rt::MemRef<T, 1> *, T,              \
      kmatch_rt::MemRef<T, 1> *, kmatch_rt::MemRef<T, 1> *,                    \
      kmatch_rt::MemRef<T, 2> *, int32_t);                                     \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_syrk_##S(                      \
      T, kmatch_rt::MemRef<T, 2> *, T, kmatch_rt::MemRef<T, 2> *, int32_t);    \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_syr2k_##S(                     \
      T, kmatch_rt::MemRef<T, 2> *, kmatch_rt::MemRef<T, 2> *, T,              \
      kmatch_rt::MemRef<T, 2> *);                                              \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_dot_##S(                       \
      T, kmatch_rt::MemRef<T, 1> *, kmatch_rt::MemRef<T, 1> *, T,              \
      kmatch_rt::MemRef<T, 0> *);                                              \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_axpby_##S(                     \
      T, kmatch_rt::UnrankedMemRef *, T, kmatch_rt::UnrankedMemRef *);         \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_scal_##S(                      \
      T, kmatch_rt::UnrankedMemRef *);

KMATCH_DECLARE_CPU_SHIMS(float, f32)
KMATCH_DECLARE_CPU_SHIMS(double, f64)

/// The DNN shims (runtime/cpu/dnn.cpp, on oneDNN), f32 only. The conv
/// geometry after `layout` is stride_h, stride_w, dilation_h, dilation_w,
/// pad_top, pad_left, pad_bottom, pad_right.
#define KMATCH_CONV_GEOMETRY_ARGS                                              \
  int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_conv2d_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *w,
    kmatch_rt::MemRef<float, 4> *y, int32_t layout, KMATCH_CONV_GEOMETRY_ARGS,
    int32_t accumulate);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_conv2d_bias_act_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *w,
    kmatch_rt::MemRef<float, 1> *bias, kmatch_rt::MemRef<float, 4> *y,
    int32_t layout, KMATCH_CONV_GEOMETRY_ARGS, int32_t act, float act_lo,
    float act_hi);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_conv2d_bias_add_act_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *w,
    kmatch_rt::MemRef<float, 1> *bias, kmatch_rt::MemRef<float, 4> *z,
    kmatch_rt::MemRef<float, 4> *y, int32_t layout, KMATCH_CONV_GEOMETRY_ARGS,
    int32_t act, float act_lo, float act_hi);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_conv2d_bn_act_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *w,
    kmatch_rt::MemRef<float, 1> *gamma, kmatch_rt::MemRef<float, 1> *beta,
    kmatch_rt::MemRef<float, 1> *mean, kmatch_rt::MemRef<float, 1> *var,
    kmatch_rt::MemRef<float, 4> *y, int32_t layout, KMATCH_CONV_GEOMETRY_ARGS,
    int32_t act, float act_lo, float act_hi, float eps);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_conv2d_bn_add_act_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *w,
    kmatch_rt::MemRef<float, 1> *gamma, kmatch_rt::MemRef<float, 1> *beta,
    kmatch_rt::MemRef<float, 1> *mean, kmatch_rt::MemRef<float, 1> *var,
    kmatch_rt::MemRef<float, 4> *z, kmatch_rt::MemRef<float, 4> *y,
    int32_t layout, KMATCH_CONV_GEOMETRY_ARGS, int32_t act, float act_lo,
    float act_hi, float eps);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_depthwise_conv2d_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 3> *w,
    kmatch_rt::MemRef<float, 4> *y, int32_t layout, KMATCH_CONV_GEOMETRY_ARGS,
    int32_t accumulate);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_maxpool2d_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *y,
    int32_t layout, int64_t kernel_h, int64_t kernel_w, int64_t stride_h,
    int64_t stride_w, int64_t pad_top, int64_t pad_left, int64_t pad_bottom,
    int64_t pad_right);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_avgpool2d_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 4> *y,
    int32_t layout, int64_t kernel_h, int64_t kernel_w, int64_t stride_h,
    int64_t stride_w, int64_t pad_top, int64_t pad_left, int64_t pad_bottom,
    int64_t pad_right);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_batchnorm_f32(
    kmatch_rt::MemRef<float, 4> *x, kmatch_rt::MemRef<float, 1> *gamma,
    kmatch_rt::MemRef<float, 1> *beta, kmatch_rt::MemRef<float, 1> *mean,
    kmatch_rt::MemRef<float, 1> *var, kmatch_rt::MemRef<float, 4> *y,
    int32_t layout, float eps);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_add_f32(
    kmatch_rt::UnrankedMemRef *a, kmatch_rt::UnrankedMemRef *b,
    kmatch_rt::UnrankedMemRef *y);
KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cpu_gemm_bias_act_f32(
    kmatch_rt::MemRef<float, 2> *A, kmatch_rt::MemRef<float, 2> *B,
    kmatch_rt::MemRef<float, 1> *bias, kmatch_rt::MemRef<float, 2> *C,
    int32_t transA, int32_t transB, int32_t act, float act_lo, float act_hi);

#endif // KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H
