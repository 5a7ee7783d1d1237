//===- gemm.cpp - CPU gemm shims on OpenBLAS and oneDNN ---------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cpu_gemm_{f32,f64}(alpha, A, B, beta, C, transA, transB, transC):
// C = alpha * op(A) * op(B) + beta * C, with C^T in place of C when transC.
// Leading dimensions, offsets and transposes come from the descriptors.
// f64 runs on OpenBLAS; f32 on OpenBLAS or oneDNN's matmul, per shape
// (matmul.h).
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "../common/kmatch_rt_cpu.h"
#include "cblas.h"
#include "matmul.h"

#include <type_traits>
#ifdef _OPENMP
#include <omp.h>
#endif

using namespace kmatch_rt;

/// m * n * k at or below which batch_gemm runs its batches in parallel.
static constexpr intptr_t kSmallBatchWork = intptr_t(192) * 192 * 192;

template <typename T>
static void callGemm(const GemmPlan<T> &p, T alpha, T beta) {
  Cblas<T>::gemm(CblasRowMajor, blasTrans(p.a.trans), blasTrans(p.b.trans), p.M,
                 p.N, p.K, alpha, p.a.data, p.a.ld, p.b.data, p.b.ld, beta,
                 p.c.data, p.c.ld);
}

/// C = alpha * a * b + beta * c on validated views (c non-empty, overlapping
/// neither input); `anyLibrary` false keeps it on OpenBLAS (inside a
/// parallel region, where oneDNN's launches would queue on their lock).
template <typename T>
static void gemmOnViews(const char *name, T alpha, const MatrixView<T> &a,
                        const MatrixView<T> &b, T beta, const MatrixView<T> &c,
                        bool anyLibrary) {
  if (blasAlphaDiffers(alpha, a, b)) {
    referenceGemm(alpha, a, b, beta, c);
    return;
  }
  // When C is not read (beta = 0), alpha is applied once, to the finished
  // sum (scaleAfterSum, matrix.h): the libraries scale partial sums
  // (OpenBLAS each block of K), which can overflow, or lose subnormal bits,
  // where the sum scaled once does not.
  if (scaleAfterSum(alpha, beta)) {
    gemmOnViews(name, T(1), a, b, beta, c, anyLibrary);
    scaleInPlace(c, alpha);
    return;
  }
  // f32 may run on oneDNN's matmul (matmul.h); f64 is OpenBLAS's.
  if constexpr (std::is_same_v<T, float>)
    if (anyLibrary && gemmOnDnn(name, alpha, a, b, beta, c))
      return;
  if (!fitsInt32(name, "OpenBLAS", {c.rows, c.cols, a.cols}))
    return;
  GemmPlan<T> plan;
  plan.build(a, b, c);
  if (!fitsInt32(name, "OpenBLAS", {plan.a.ld, plan.b.ld, plan.c.ld}))
    return;
  callGemm(plan, alpha, beta);
  plan.finish();
}

void kmatch_rt::gemmOnCpu(const char *kernel, float alpha,
                          const MatrixView<float> &a,
                          const MatrixView<float> &b, float beta,
                          const MatrixView<float> &c) {
  gemmOnViews(kernel, alpha, a, b, beta, c, /*anyLibrary=*/true);
}

/// One gemm; `anyLibrary` as in gemmOnViews.
template <typename T>
static void gemm(const char *name, T alpha, MemRef<T, 2> *A, MemRef<T, 2> *B,
                 T beta, MemRef<T, 2> *C, int32_t transA, int32_t transB,
                 int32_t transC, bool anyLibrary = true) {
  MatrixView<T> a, b, c;
  if (!gemmViews(name, A, B, C, transA, transB, transC, a, b, c))
    return;
  if (c.empty())
    return;
  gemmOnViews(name, alpha, a, b, beta, c, anyLibrary);
}

/// C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b] for every batch b.
template <typename T>
static void batchGemm(const char *name, T alpha, MemRef<T, 3> *A,
                      MemRef<T, 3> *B, T beta, MemRef<T, 3> *C, int32_t transA,
                      int32_t transB, int32_t transC, int32_t shared) {
  if (!checkBatches(name, A, B, C, shared))
    return;
  intptr_t batches = C->sizes[0];
  // Validate every batch (shapes and overlap) before writing anything.
  for (intptr_t b = 0; b < batches; ++b) {
    MemRef<T, 2> a = batchSlice(*A, b), bb = batchSlice(*B, b),
                 c = batchSlice(*C, b);
    MatrixView<T> av, bv, cv;
    if (!gemmViews(name, &a, &bb, &c, transA, transB, transC, av, bv, cv))
      return;
  }
  auto one = [&](intptr_t b, bool anyLibrary) {
    MemRef<T, 2> a = batchSlice(*A, b), bb = batchSlice(*B, b),
                 c = batchSlice(*C, b);
    gemm(name, alpha, &a, &bb, beta, &c, transA, transB, transC, anyLibrary);
  };
  // Small products (attention heads: 128 x 128 x 16) are dominated by
  // OpenBLAS starting its threads per call: split the batches across the
  // OpenMP pool instead, each product on one thread. Only with OpenBLAS's
  // OpenMP variant (runtime/CMakeLists.txt), which runs single-threaded
  // inside a parallel region; its pthread variant would start its own
  // threads from each.
#ifdef _OPENMP
  intptr_t work =
      C->sizes[1] * C->sizes[2] * (transA ? A->sizes[1] : A->sizes[2]);
  if (batches > 1 && work <= kSmallBatchWork &&
      openblas_get_parallel() == 2 && omp_get_max_threads() > 1) {
#pragma omp parallel for schedule(static)
    for (intptr_t b = 0; b < batches; ++b)
      one(b, /*anyLibrary=*/false);
    return;
  }
#endif
  for (intptr_t b = 0; b < batches; ++b)
    one(b, /*anyLibrary=*/true);
}

KMATCH_CPU_ENTRY(batch_gemm, f32) {
  batchGemm(kernel, alpha, A, B, beta, C, transA, transB,
            transC, shared);
}

KMATCH_CPU_ENTRY(batch_gemm, f64) {
  batchGemm(kernel, alpha, A, B, beta, C, transA, transB,
            transC, shared);
}

KMATCH_CPU_ENTRY(gemm, f32) {
  gemm(kernel, alpha, A, B, beta, C, transA, transB, transC);
}

KMATCH_CPU_ENTRY(gemm, f64) {
  gemm(kernel, alpha, A, B, beta, C, transA, transB, transC);
}
