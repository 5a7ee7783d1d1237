//===- cpu_blas_test.cpp - CPU BLAS shims vs naive references ---*- C++ -*-===//
#include "blas_cases.h"

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;

#define DECLARE(T, S)                                                          \
  extern "C" {                                                                 \
  void _mlir_ciface_kmatch_cpu_gemv_##S(T, MemRef<T, 2> *, MemRef<T, 1> *, T,  \
                                        MemRef<T, 1> *, int32_t);              \
  void _mlir_ciface_kmatch_cpu_ger_##S(T, MemRef<T, 1> *, MemRef<T, 1> *,      \
                                       MemRef<T, 2> *, int32_t);               \
  void _mlir_ciface_kmatch_cpu_ger2_##S(T, MemRef<T, 1> *, MemRef<T, 1> *, T,  \
                                        MemRef<T, 1> *, MemRef<T, 1> *,        \
                                        MemRef<T, 2> *, int32_t);              \
  void _mlir_ciface_kmatch_cpu_syrk_##S(T, MemRef<T, 2> *, T, MemRef<T, 2> *,  \
                                        int32_t);                              \
  void _mlir_ciface_kmatch_cpu_syr2k_##S(T, MemRef<T, 2> *, MemRef<T, 2> *, T, \
                                         MemRef<T, 2> *);                      \
  void _mlir_ciface_kmatch_cpu_dot_##S(T, MemRef<T, 1> *, MemRef<T, 1> *, T,   \
                                       MemRef<T, 0> *);                        \
  void _mlir_ciface_kmatch_cpu_axpby_##S(T, UnrankedMemRef *, T,               \
                                         UnrankedMemRef *);                    \
  void _mlir_ciface_kmatch_cpu_scal_##S(T, UnrankedMemRef *);                  \
  void _mlir_ciface_kmatch_cpu_batch_gemm_##S(T, MemRef<T, 3> *,               \
                                              MemRef<T, 3> *, T,               \
                                              MemRef<T, 3> *, int32_t,         \
                                              int32_t, int32_t);               \
  }                                                                            \
  static const kmatch_test::BlasShims<T> shims_##S = {                         \
      _mlir_ciface_kmatch_cpu_gemv_##S,  _mlir_ciface_kmatch_cpu_ger_##S,      \
      _mlir_ciface_kmatch_cpu_ger2_##S,  _mlir_ciface_kmatch_cpu_syrk_##S,     \
      _mlir_ciface_kmatch_cpu_syr2k_##S, _mlir_ciface_kmatch_cpu_dot_##S,      \
      _mlir_ciface_kmatch_cpu_axpby_##S, _mlir_ciface_kmatch_cpu_scal_##S,     \
      _mlir_ciface_kmatch_cpu_batch_gemm_##S};

DECLARE(float, f32)
DECLARE(double, f64)

TEST_CASE("cpu BLAS shims f32 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<float>(shims_f32);
}

TEST_CASE("cpu BLAS shims f64 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<double>(shims_f64);
}
