//===- cuda_blas_test.cpp - CUDA BLAS shims vs naive references -*- C++ -*-===//
#include "blas_cases.h"

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;

#define DECLARE(T, S)                                                          \
  extern "C" {                                                                 \
  void _mlir_ciface_kmatch_cuda_gemv_##S(T, MemRef<T, 2> *, MemRef<T, 1> *, T,  \
                                        MemRef<T, 1> *, int32_t);              \
  void _mlir_ciface_kmatch_cuda_ger_##S(T, MemRef<T, 1> *, MemRef<T, 1> *,      \
                                       MemRef<T, 2> *, int32_t);               \
  void _mlir_ciface_kmatch_cuda_ger2_##S(T, MemRef<T, 1> *, MemRef<T, 1> *, T,  \
                                        MemRef<T, 1> *, MemRef<T, 1> *,        \
                                        MemRef<T, 2> *, int32_t);              \
  void _mlir_ciface_kmatch_cuda_syrk_##S(T, MemRef<T, 2> *, T, MemRef<T, 2> *,  \
                                        int32_t);                              \
  void _mlir_ciface_kmatch_cuda_syr2k_##S(T, MemRef<T, 2> *, MemRef<T, 2> *, T, \
                                         MemRef<T, 2> *);                      \
  void _mlir_ciface_kmatch_cuda_dot_##S(T, MemRef<T, 1> *, MemRef<T, 1> *, T,   \
                                       MemRef<T, 0> *);                        \
  void _mlir_ciface_kmatch_cuda_axpby_##S(T, UnrankedMemRef *, T,               \
                                         UnrankedMemRef *);                    \
  void _mlir_ciface_kmatch_cuda_scal_##S(T, UnrankedMemRef *);                  \
  void _mlir_ciface_kmatch_cuda_batch_gemm_##S(T, MemRef<T, 3> *,               \
                                              MemRef<T, 3> *, T,               \
                                              MemRef<T, 3> *, int32_t,         \
                                              int32_t, int32_t);               \
  }                                                                            \
  static const kmatch_test::BlasShims<T> shims_##S = {                         \
      _mlir_ciface_kmatch_cuda_gemv_##S,  _mlir_ciface_kmatch_cuda_ger_##S,      \
      _mlir_ciface_kmatch_cuda_ger2_##S,  _mlir_ciface_kmatch_cuda_syrk_##S,     \
      _mlir_ciface_kmatch_cuda_syr2k_##S, _mlir_ciface_kmatch_cuda_dot_##S,      \
      _mlir_ciface_kmatch_cuda_axpby_##S, _mlir_ciface_kmatch_cuda_scal_##S,     \
      _mlir_ciface_kmatch_cuda_batch_gemm_##S};

DECLARE(float, f32)
DECLARE(double, f64)

TEST_CASE("cuda BLAS shims f32 match the references", "[cuda][blas]") {
  kmatch_test::runBlasCases<float>(shims_f32);
}

TEST_CASE("cuda BLAS shims f64 match the references", "[cuda][blas]") {
  kmatch_test::runBlasCases<double>(shims_f64);
}
