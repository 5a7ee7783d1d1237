//===- cublas.h - cuBLAS routines by element type ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Cublas<T> names the cuBLAS routine of each family for element type T
// (Cublas<float>::gemm is cublasSgemm), and the typed entry points below call
// it with the shims' intptr_t sizes, so that a shim is written once as a
// template instead of once per type. Every size, leading dimension and
// increment passed here was checked with fitsCublasInt (device_buffer.h).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CUDA_CUBLAS_H
#define KMATCH_RUNTIME_CUDA_CUBLAS_H

#include <cublas_v2.h>

#include <cstdint>

namespace kmatch_rt {

template <typename T> struct Cublas;

template <> struct Cublas<float> {
  static constexpr auto scal = cublasSscal;
  static constexpr auto axpy = cublasSaxpy;
  static constexpr auto dot = cublasSdot;
  static constexpr auto gemv = cublasSgemv;
  static constexpr auto ger = cublasSger;
  static constexpr auto gemm = cublasSgemm;
  static constexpr auto gemmStridedBatched = cublasSgemmStridedBatched;
  static constexpr auto syrk = cublasSsyrk;
  static constexpr auto syr2k = cublasSsyr2k;
  static constexpr auto dgmm = cublasSdgmm;
};

template <> struct Cublas<double> {
  static constexpr auto scal = cublasDscal;
  static constexpr auto axpy = cublasDaxpy;
  static constexpr auto dot = cublasDdot;
  static constexpr auto gemv = cublasDgemv;
  static constexpr auto ger = cublasDger;
  static constexpr auto gemm = cublasDgemm;
  static constexpr auto gemmStridedBatched = cublasDgemmStridedBatched;
  static constexpr auto syrk = cublasDsyrk;
  static constexpr auto syr2k = cublasDsyr2k;
  static constexpr auto dgmm = cublasDdgmm;
};

/// cuBLAS's int for a checked size.
inline int cublasInt(intptr_t v) { return static_cast<int>(v); }

/// x = alpha * x (n elements, increment `inc`).
template <typename T>
cublasStatus_t cublasScal(cublasHandle_t h, intptr_t n, const T *alpha, T *x,
                          intptr_t inc = 1) {
  return Cublas<T>::scal(h, cublasInt(n), alpha, x, cublasInt(inc));
}

/// y = alpha * x + y.
template <typename T>
cublasStatus_t cublasAxpy(cublasHandle_t h, intptr_t n, const T *alpha,
                          const T *x, intptr_t incx, T *y, intptr_t incy) {
  return Cublas<T>::axpy(h, cublasInt(n), alpha, x, cublasInt(incx), y,
                         cublasInt(incy));
}

/// result = dot(x, y) (result on the host or the device, by pointer mode).
template <typename T>
cublasStatus_t cublasDot(cublasHandle_t h, intptr_t n, const T *x,
                         intptr_t incx, const T *y, intptr_t incy, T *result) {
  return Cublas<T>::dot(h, cublasInt(n), x, cublasInt(incx), y, cublasInt(incy),
                        result);
}

/// y = alpha * op(A) * x + beta * y (A column-major m x n).
template <typename T>
cublasStatus_t cublasGemv(cublasHandle_t h, cublasOperation_t t, intptr_t m,
                          intptr_t n, const T *alpha, const T *a, intptr_t lda,
                          const T *x, intptr_t incx, const T *beta, T *y,
                          intptr_t incy) {
  return Cublas<T>::gemv(h, t, cublasInt(m), cublasInt(n), alpha, a,
                         cublasInt(lda), x, cublasInt(incx), beta, y,
                         cublasInt(incy));
}

/// A += alpha * x * y^T (A column-major m x n).
template <typename T>
cublasStatus_t cublasGer(cublasHandle_t h, intptr_t m, intptr_t n,
                         const T *alpha, const T *x, intptr_t incx, const T *y,
                         intptr_t incy, T *a, intptr_t lda) {
  return Cublas<T>::ger(h, cublasInt(m), cublasInt(n), alpha, x,
                        cublasInt(incx), y, cublasInt(incy), a, cublasInt(lda));
}

/// C = alpha * op(A) * op(B) + beta * C (column-major).
template <typename T>
cublasStatus_t cublasGemm(cublasHandle_t h, cublasOperation_t ta,
                          cublasOperation_t tb, intptr_t m, intptr_t n,
                          intptr_t k, const T *alpha, const T *a, intptr_t lda,
                          const T *b, intptr_t ldb, const T *beta, T *c,
                          intptr_t ldc) {
  return Cublas<T>::gemm(h, ta, tb, cublasInt(m), cublasInt(n), cublasInt(k),
                         alpha, a, cublasInt(lda), b, cublasInt(ldb), beta, c,
                         cublasInt(ldc));
}

/// `batches` gemms on operands `stride*` elements apart.
template <typename T>
cublasStatus_t
cublasGemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                  intptr_t m, intptr_t n, intptr_t k, const T *alpha,
                  const T *a, intptr_t lda, intptr_t strideA, const T *b,
                  intptr_t ldb, intptr_t strideB, const T *beta, T *c,
                  intptr_t ldc, intptr_t strideC, intptr_t batches) {
  return Cublas<T>::gemmStridedBatched(
      h, ta, tb, cublasInt(m), cublasInt(n), cublasInt(k), alpha, a,
      cublasInt(lda), strideA, b, cublasInt(ldb), strideB, beta, c,
      cublasInt(ldc), strideC, cublasInt(batches));
}

/// C (upper triangle, n x n) = alpha * op(A) * op(A)^T + beta * C.
template <typename T>
cublasStatus_t cublasSyrk(cublasHandle_t h, cublasOperation_t t, intptr_t n,
                          intptr_t k, const T *alpha, const T *a, intptr_t lda,
                          const T *beta, T *c, intptr_t ldc) {
  return Cublas<T>::syrk(h, CUBLAS_FILL_MODE_UPPER, t, cublasInt(n),
                         cublasInt(k), alpha, a, cublasInt(lda), beta, c,
                         cublasInt(ldc));
}

/// C (upper triangle) = alpha * (op(A) op(B)^T + op(B) op(A)^T) + beta * C.
template <typename T>
cublasStatus_t cublasSyr2k(cublasHandle_t h, cublasOperation_t t, intptr_t n,
                           intptr_t k, const T *alpha, const T *a, intptr_t lda,
                           const T *b, intptr_t ldb, const T *beta, T *c,
                           intptr_t ldc) {
  return Cublas<T>::syr2k(h, CUBLAS_FILL_MODE_UPPER, t, cublasInt(n),
                          cublasInt(k), alpha, a, cublasInt(lda), b,
                          cublasInt(ldb), beta, c, cublasInt(ldc));
}

/// C = C * diag(x), in place (column-major m x n, leading dimension ld).
template <typename T>
cublasStatus_t cublasScaleColumns(cublasHandle_t h, intptr_t m, intptr_t n,
                                  T *c, intptr_t ld, const T *x) {
  return Cublas<T>::dgmm(h, CUBLAS_SIDE_RIGHT, cublasInt(m), cublasInt(n), c,
                         cublasInt(ld), x, 1, c, cublasInt(ld));
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CUDA_CUBLAS_H
