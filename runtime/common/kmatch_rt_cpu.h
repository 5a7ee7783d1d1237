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

#endif // KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H
