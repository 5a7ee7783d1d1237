//===- syrk.cpp - CPU shims for syrk and syr2k ------------------*- C++ -*-===//
//
// kmatch_cpu_syrk_*(alpha, A, beta, C, trans):
//     C = alpha * op(A) * op(A)^T + beta * C,  op(A) = trans ? A^T : A
// kmatch_cpu_syr2k_*(alpha, A, B, beta, C):
//     C = alpha * (A * B^T + B * A^T) + beta * C
//
// The matched op writes all of C, and so do these shims. An f32 syrk with a
// thin A (k < 192) or little work (n * n * k <= 2^27) is the full product
// A * A^T on the f32 gemm (matmul.h), whose beta updates C in the same call.
// Measured with the shims on this project's machine (2 cores, AVX-512):
// OpenBLAS's ssyrk plus the pass over C was 1.1-1.6x the gemm from n = 64
// to 512 (k = n) and 1.2-2.2x at k <= 160 for n up to 3000; from n = 640
// (k = n) and at n * n * k >= 2^28 with k >= 256, 0.67-0.97x. Otherwise BLAS
// computes one triangle of the symmetric product; with beta = 0 (and
// unit-stride rows of C) it goes straight into C and is mirrored. Otherwise
// C need not be symmetric, so the product goes into a scratch matrix P and
// C = P + beta * C in one tiled pass; mirroring alpha*AA^T + beta*C from one
// triangle would be wrong for a non-symmetric C. That pass reads and writes
// all of C once more (8 MiB at n = 1024, about 0.4 ms here, bound by memory:
// vectorizing it changed nothing measurable).
//
//===----------------------------------------------------------------------===//
#include "../common/kmatch_rt_cpu.h"
#include "../common/matrix.h"
#include "matmul.h"

#include <cblas.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include <atomic>
#include <thread>
#include <type_traits>
#include <vector>

using namespace kmatch_rt;

static CBLAS_TRANSPOSE blasTrans(bool t) { return t ? CblasTrans : CblasNoTrans; }

static void blasSyrk(bool t, intptr_t n, intptr_t k, float alpha,
                     const float *a, intptr_t lda, float *c, intptr_t ldc) {
  cblas_ssyrk(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda,
              0.0f, c, ldc);
}
static void blasSyrk(bool t, intptr_t n, intptr_t k, double alpha,
                     const double *a, intptr_t lda, double *c, intptr_t ldc) {
  cblas_dsyrk(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda,
              0.0, c, ldc);
}
static void blasSyr2k(bool t, intptr_t n, intptr_t k, float alpha,
                      const float *a, intptr_t lda, const float *b,
                      intptr_t ldb, float *c, intptr_t ldc) {
  cblas_ssyr2k(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda, b,
               ldb, 0.0f, c, ldc);
}
static void blasSyr2k(bool t, intptr_t n, intptr_t k, double alpha,
                      const double *a, intptr_t lda, const double *b,
                      intptr_t ldb, double *c, intptr_t ldc) {
  cblas_dsyr2k(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda, b,
               ldb, 0.0, c, ldc);
}

/// Runs `rows(i0, i1)` over the tile rows of an n-row matrix; from n = 384
/// on (where a pass takes long enough to pay for starting threads), in
/// parallel. With OpenBLAS's OpenMP variant (runtime/CMakeLists.txt) the
/// tile rows go to the OpenMP pool the BLAS calls before and after use.
/// Otherwise, on up to four plain threads that take tile rows in turn and
/// exit when done: an OpenMP pool of its own would keep spinning after the
/// pass and steal the cores from the pthread OpenBLAS call that follows.
template <typename F> static void forEachTileRow(intptr_t n, F rows) {
  intptr_t tiles = (n + kSymmetricTile - 1) / kSymmetricTile;
  auto tile = [&](intptr_t t) {
    rows(t * kSymmetricTile, std::min(n, (t + 1) * kSymmetricTile));
  };
  if (n < 384) {
    for (intptr_t t = 0; t < tiles; ++t)
      tile(t);
    return;
  }
#ifdef _OPENMP
  if (openblas_get_parallel() == 2) {
#pragma omp parallel for schedule(dynamic)
    for (intptr_t t = 0; t < tiles; ++t)
      tile(t);
    return;
  }
#endif
  std::atomic<intptr_t> next{0};
  auto work = [&] {
    for (intptr_t t; (t = next.fetch_add(1)) < tiles;)
      tile(t);
  };
  unsigned helpers =
      std::min(3u, std::max(1u, std::thread::hardware_concurrency()) - 1);
  std::vector<std::thread> threads;
  for (unsigned i = 0; i < helpers; ++i)
    threads.emplace_back(work);
  work();
  for (std::thread &t : threads)
    t.join();
}

/// Computes the lower triangle of the N x N product with `compute(ptr, ld)`
/// and writes all of C from it. With beta = 0 and rows of C contiguous, the
/// triangle goes straight into C and is mirrored onto the upper one.
/// Otherwise it goes into a scratch matrix (ld = N, kept per thread between
/// calls up to kKeptScratchBytes, so that a repeated launch does not page in
/// fresh memory), combined with C in one tiled pass (threaded for large n):
/// C[i][j] = P[max(i,j)][min(i,j)] + beta * C[i][j].
template <typename T, typename F>
static void symmetricUpdate(MatrixView<T> c, T beta, F compute) {
  constexpr size_t kKeptScratchBytes = size_t(64) << 20;
  intptr_t n = c.rows;
  intptr_t ld;
  if (beta == T(0) && isRowMajor(c, ld)) {
    compute(c.data, ld);
    forEachTileRow(n, [&](intptr_t i0, intptr_t i1) {
      mirrorLowerToUpperRows(c.data, n, ld, i0, i1);
    });
    return;
  }
  thread_local std::vector<T> scratch;
  size_t elements = static_cast<size_t>(n * n);
  if (scratch.size() < elements)
    scratch.resize(elements);
  compute(scratch.data(), std::max<intptr_t>(n, 1));
  const T *p = scratch.data();
  forEachTileRow(n, [&](intptr_t i0, intptr_t i1) {
    symmetricFromLowerRows(c, beta, p, i0, i1);
  });
  if (scratch.size() * sizeof(T) > kKeptScratchBytes) {
    scratch.clear();
    scratch.shrink_to_fit();
  }
}

/// Whether an f32 syrk of an n x n C from an n x k op(A) runs as the full
/// product on the gemm (see the file comment).
static bool syrkAsGemm(intptr_t n, intptr_t k) {
  return k < 192 || static_cast<int64_t>(n) * n * k <= (int64_t(1) << 27);
}

template <typename T>
static void syrk(const char *name, T alpha, MemRef<T, 2> *Am, T beta,
                 MemRef<T, 2> *Cm, int32_t trans) {
  guarded(name, [&] {
    MatrixView<T> a, c;
    if (!syrkViews(name, Am, Cm, trans, a, c))
      return;
    if (c.empty())
      return;
    if (blasAlphaDiffers(alpha, a)) {
      referenceSymmetric<T>(alpha, a, nullptr, beta, c);
      return;
    }
    if constexpr (std::is_same_v<T, float>)
      if (syrkAsGemm(c.rows, a.cols)) {
        gemmOnCpu(name, alpha, a, a.transposed(), beta, c);
        return;
      }
    // Sizes first: a packed copy is as large as they are.
    if (!fitsInt32(name, "OpenBLAS", {c.rows, a.cols}))
      return;
    BlasMatrix<T> ba;
    ba.build(a);
    symmetricUpdate(c, beta, [&](T *p, intptr_t ld) {
      blasSyrk(ba.op.trans, c.rows, a.cols, alpha, ba.op.data, ba.op.ld, p, ld);
    });
  });
}

template <typename T>
static void syr2k(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 2> *Bm,
                  T beta, MemRef<T, 2> *Cm) {
  guarded(name, [&] {
    MatrixView<T> a, b, c;
    if (!syr2kViews(name, Am, Bm, Cm, a, b, c))
      return;
    if (c.empty())
      return;
    if (blasAlphaDiffers(alpha, a, b)) {
      referenceSymmetric(alpha, a, &b, beta, c);
      return;
    }
    // Sizes first: a packed copy is as large as they are.
    if (!fitsInt32(name, "OpenBLAS", {c.rows, a.cols}))
      return;
    BlasMatrix<T> ba, bb;
    agreeOnTranspose(a, b, ba, bb);
    symmetricUpdate(c, beta, [&](T *p, intptr_t ld) {
      blasSyr2k(ba.op.trans, c.rows, a.cols, alpha, ba.op.data, ba.op.ld,
                bb.op.data, bb.op.ld, p, ld);
    });
  });
}

#define KMATCH_SYRK(T, SUFFIX)                                                 \
  KMATCH_CPU_ENTRY(syrk, SUFFIX) {                                             \
    syrk<T>("syrk_" #SUFFIX " (cpu)", alpha, A, beta, C, trans);               \
  }                                                                            \
  KMATCH_CPU_ENTRY(syr2k, SUFFIX) {                                            \
    syr2k<T>("syr2k_" #SUFFIX " (cpu)", alpha, A, B, beta, C);                 \
  }

KMATCH_SYRK(float, f32)
KMATCH_SYRK(double, f64)
