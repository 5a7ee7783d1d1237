//===- level3.cpp - CPU shims for syrk and syr2k ----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
// (k = n) and at n * n * k >= 2^28 with k >= 256, 0.67-0.97x.
//
// Otherwise, from n = 384 with BLAS on the OpenMP pool
// (runtime/CMakeLists.txt) and two or more threads in it, C is split between
// the threads (SplitSyrk): cut into two diagonal blocks and the block between
// them, the diagonal blocks again for the threads they go to, until each
// thread has one. Each thread runs its rows of every off-diagonal block it
// shares as one gemm (f32 on oneDNN's matmul, dnnGemmABt; f64 on BLAS) and its
// diagonal block on its own (BLAS and oneDNN inside a parallel region are
// single-threaded): an f32 diagonal block of 512 rows or more as two
// diagonal blocks and the gemm between them, otherwise as one syrk. Every
// product goes into the thread's scratch, rows a padded leading dimension
// apart (paddedLd, symmetric.h), and C = P + beta * C and C^T = P^T + beta *
// C^T are written from it while it is in that core's cache (C need not be
// symmetric: mirroring alpha*AA^T + beta*C from one triangle would be
// wrong).
//
// Measured with the shims at n = k = 1024, f32, against the f32 gemm (OpenBLAS
// then oneDNN by the gemm's rule, matmul.h):
// - one ssyrk per thread, its product straight into C with beta = 0: 0.64x
//   (0.68x and 0.71x for the unsplit scheme below). Two other splits were
//   slower: a recursive one whose gemms and syrks each ran on the whole pool
//   (0.74-0.80x: the smaller threaded calls lose more than the triangle
//   saves), and block rows of 256 as tasks, one gemm each (0.65x).
// - the off-diagonal gemms on oneDNN's matmul (102-107 against 88-95 GMAC/s
//   for OpenBLAS's sgemm on one thread at 256 x 512 x 1024): 3.47-3.60 ms
//   became 3.28-3.44 ms.
// - every product into padded scratch, and C written by SSE transposes
//   (symmetric.h): computing into C itself, whose rows are 4 KiB apart,
//   cost 0.15-0.24 ms more, and the element-wise transposes of C another
//   0.1 ms. Splitting the 512-row diagonal blocks (a 256 x 256 x 1024 gemm
//   on oneDNN at 0.62 ms and two 256-row ssyrks at 0.45 ms each, against
//   1.59 ms for the 512-row ssyrk, on one thread) and caching up to four
//   oneDNN plans per thread: 3.1-3.2 ms with beta = 0 and 1, 0.58-0.61x.
// In a standalone benchmark a bare cblas_ssyrk (one triangle, no pass) was
// 0.62-0.64x cblas_sgemm. A diagonal block as oneDNN gemms over row strips
// (64 or 128 rows, the diagonal square computed whole) was slower than the
// ssyrk at 256 and 512 rows.
//
// Below n = 384, without the OpenMP pool (OpenBLAS on threads of its own)
// or with one thread, BLAS computes one triangle of the symmetric product on
// its own threads: with beta = 0 straight into C, then mirrored; otherwise
// into a scratch matrix P, and C = P + beta * C in one tiled pass. That pass
// reads and writes all of C once more (8 MiB at n = 1024, bound by memory).
// On one thread at n = k = 1024 with beta = 0, the product into C and the
// mirror took as long as the product into scratch and the pass (6.2-6.3 ms).
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "../common/kmatch_rt_cpu.h"
#include "../common/symmetric.h"
#include "cblas.h"
#include "matmul.h"

#include <oneapi/dnnl/dnnl.hpp>
#ifdef _OPENMP
#include <omp.h>
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>
#include <type_traits>
#include <vector>

using namespace kmatch_rt;

/// C (lower triangle) = alpha * op(A) * op(A)^T, C n x n, as one BLAS syrk.
template <typename T>
static void blasSyrk(bool t, intptr_t n, intptr_t k, T alpha, const T *a,
                     intptr_t lda, T *c, intptr_t ldc) {
  Cblas<T>::syrk(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda,
                 T(0), c, ldc);
}
/// P = alpha * op(A)[rows] * op(A)[cols]^T for row blocks of op(A) starting
/// at `x` (rows x k) and `y` (cols x k), as one row-major BLAS gemm.
template <typename T>
static void blasGemmABt(bool t, intptr_t rows, intptr_t cols, intptr_t k,
                        T alpha, const T *x, const T *y, intptr_t lda, T *p,
                        intptr_t ldp) {
  Cblas<T>::gemm(CblasRowMajor, blasTrans(t), blasTrans(!t), rows, cols, k,
                 alpha, x, lda, y, lda, T(0), p, ldp);
}
/// The f32 P = alpha * op(A)[rows] * op(A)[cols]^T of blasGemmABt on
/// oneDNN's matmul, for the split's off-diagonal blocks. Called inside the
/// split's parallel region, oneDNN runs it on the calling thread; per
/// thread at n = 1024 its AVX-512 kernels ran a 256 x 512 x 1024 product at
/// 102 GMAC/s where OpenBLAS's sgemm ran at 90. Each thread keeps its own
/// engine, stream and last four primitives (a thread gets the same few
/// shapes on every call of one size), so no oneDNN object is shared between
/// threads and the DNN shims' launch lock (dnn_context.h) is not needed. False,
/// having written nothing, when KMATCH_CPU_GEMM=openblas pins the products to
/// BLAS, or oneDNN would not run its brgemm kernels, or fails: the caller runs
/// BLAS.
static bool dnnGemmABt(bool t, intptr_t rows, intptr_t cols, intptr_t k,
                       float alpha, const float *x, const float *y,
                       intptr_t lda, float *p, intptr_t ldp) {
  if (gemmPinnedToOpenBLAS())
    return false;
  using namespace dnnl;
  using dims = memory::dims;
  struct Plan {
    dims key;
    float alpha = 0;
    matmul prim;
    bool brgemm = false;
  };
  try {
    thread_local engine eng(engine::kind::cpu, 0);
    thread_local stream str(eng);
    // A thread runs up to three shapes per call (its share of C21 and the
    // gemms inside its diagonal block): one plan each.
    thread_local Plan plans[4];
    thread_local unsigned next = 0;
    // Row r of op(A) is row r of A, or column r when A is transposed.
    dims src = t ? dims{1, lda} : dims{lda, 1};
    dims wei = t ? dims{lda, 1} : dims{1, lda};
    memory::desc sd({rows, k}, memory::data_type::f32, src);
    memory::desc wd({k, cols}, memory::data_type::f32, wei);
    memory::desc dd({rows, cols}, memory::data_type::f32, dims{ldp, 1});
    dims key{rows, cols, k, lda, ldp, t};
    Plan *found =
        std::find_if(std::begin(plans), std::end(plans), [&](const Plan &q) {
          return q.key == key && q.alpha == alpha;
        });
    if (found == std::end(plans)) {
      Plan &plan = plans[next++ % std::size(plans)];
      primitive_attr attr;
      if (alpha != 1.0f)
        attr.set_output_scales(0, {alpha});
      matmul::primitive_desc pd(matmul::desc(sd, wd, dd), attr, eng);
      // Only oneDNN's brgemm kernels beat BLAS here; the layouts they do not
      // take (op(A) read column by column, C written through its strided
      // rows) get its jit sgemm, and those products stay BLAS's, as in the
      // gemm's rule (matmul.h).
      plan.brgemm = isBrgemmImpl(pd.impl_info_str());
      plan.prim = matmul(pd);
      plan.key = key;
      plan.alpha = alpha;
      found = &plan;
    }
    Plan &plan = *found;
    if (!plan.brgemm)
      return false;
    memory sm(sd, eng, const_cast<float *>(x));
    memory wm(wd, eng, const_cast<float *>(y));
    memory dm(dd, eng, p);
    plan.prim.execute(
        str, {{DNNL_ARG_SRC, sm}, {DNNL_ARG_WEIGHTS, wm}, {DNNL_ARG_DST, dm}});
    str.wait();
    return true;
  } catch (const dnnl::error &) {
    return false;
  }
}
static bool dnnGemmABt(bool, intptr_t, intptr_t, intptr_t, double,
                       const double *, const double *, intptr_t, double *,
                       intptr_t) {
  return false; // oneDNN's CPU matmul has no f64.
}
/// C (lower triangle) = alpha * (op(A) * op(B)^T + op(B) * op(A)^T), as one
/// BLAS syr2k.
template <typename T>
static void blasSyr2k(bool t, intptr_t n, intptr_t k, T alpha, const T *a,
                      intptr_t lda, const T *b, intptr_t ldb, T *c,
                      intptr_t ldc) {
  Cblas<T>::syr2k(CblasRowMajor, CblasLower, blasTrans(t), n, k, alpha, a, lda,
                  b, ldb, T(0), c, ldc);
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

/// Scratch of at least `elements` for one call, kept per thread between
/// calls up to 64 MiB, so that a repeated launch does not page in fresh
/// memory.
template <typename T> class KeptScratch {
public:
  explicit KeptScratch(size_t elements) {
    if (buffer().size() < elements)
      buffer().resize(elements);
  }
  ~KeptScratch() {
    if (buffer().size() * sizeof(T) > kKeptBytes) {
      buffer().clear();
      buffer().shrink_to_fit();
    }
  }
  T *data() { return buffer().data(); }

private:
  static constexpr size_t kKeptBytes = size_t(64) << 20;
  static std::vector<T> &buffer() {
    thread_local std::vector<T> kept;
    return kept;
  }
};

/// Computes the lower triangle of the N x N product with `compute(ptr, ld)`
/// and writes all of C from it. With beta = 0 and rows of C contiguous, the
/// triangle goes straight into C and is mirrored onto the upper one.
/// Otherwise it goes into a scratch matrix (ld = paddedLd(N), KeptScratch),
/// combined with C in one tiled pass (threaded for large n):
/// C[i][j] = P[max(i,j)][min(i,j)] + beta * C[i][j].
template <typename T, typename F>
static void symmetricUpdate(MatrixView<T> c, T beta, F compute) {
  intptr_t n = c.rows;
  intptr_t ld;
  if (beta == T(0) && isRowMajor(c, ld)) {
    compute(c.data, ld);
    forEachTileRow(n, [&](intptr_t i0, intptr_t i1) {
      mirrorLowerToUpperRows(c.data, n, ld, i0, i1);
    });
    return;
  }
  intptr_t ldp = paddedLd<T>(n);
  KeptScratch<T> scratch(static_cast<size_t>(n * ldp));
  compute(scratch.data(), ldp);
  const T *p = scratch.data();
  forEachTileRow(n, [&](intptr_t i0, intptr_t i1) {
    symmetricFromLowerRows(c, beta, p, ldp, i0, i1);
  });
}

/// The syrk split over the threads of the OpenMP pool (see the file
/// comment). `run(i0, m, t, p)` is thread t's share of the m x m diagonal
/// block at i0 shared by p threads: the block is cut at h into two diagonal
/// blocks (sized so that their triangles match the p1 : p2 threads they go
/// to) and the off-diagonal block C21 (rows i0 + h.., columns i0..), whose
/// rows the p threads split. Each thread runs its gemm of C21 and, at the
/// bottom, its diagonal block on its own (BLAS and oneDNN calls inside a
/// parallel region are single-threaded), each product into the thread's
/// scratch slice, and writes its part of C from it while it is in that
/// core's cache: C = P + beta * C and C^T = P^T + beta * C^T. Every thread
/// writes parts of C no other one touches, so no barrier is needed.
template <typename T> struct SplitSyrk {
  bool trans;
  intptr_t k;
  T alpha;
  const T *a;
  intptr_t lda;
  T beta;
  MatrixView<T> c;
  T *scratch; // p slices of `slice` elements
  intptr_t slice;

  static constexpr intptr_t kAlign = 16;

  /// Whether a thread's diagonal block of m rows is itself split into two
  /// diagonal blocks and the gemm between them (see the file comment).
  static bool splitsDiagonal(intptr_t m) {
    return std::is_same_v<T, float> && m >= 512 && !gemmPinnedToOpenBLAS();
  }

  /// Row r of op(A).
  const T *row(intptr_t r) const { return a + (trans ? r : r * lda); }
  MatrixView<T> block(intptr_t i, intptr_t j, intptr_t rows,
                      intptr_t cols) const {
    return {&c.at(i, j), rows, cols, c.rowStride, c.colStride};
  }
  /// Where the m x m diagonal block splits for p1 : p2 threads.
  static intptr_t cut(intptr_t m, int p1, int p2) {
    double f =
        std::sqrt(double(p1)) / (std::sqrt(double(p1)) + std::sqrt(double(p2)));
    intptr_t h = static_cast<intptr_t>(m * f) / kAlign * kAlign;
    return std::min(std::max<intptr_t>(h, 1), m - 1);
  }
  /// First row of C21 (of m2) for thread t of p.
  static intptr_t share(intptr_t m2, int t, int p) {
    return t >= p ? m2 : (m2 * t / p) / kAlign * kAlign;
  }
  /// The scratch one thread needs at most in `run(., m, ., p)`: a diagonal
  /// block's product takes the most when it is not split further.
  static intptr_t scratchNeed(intptr_t m, int p) {
    if (p == 1)
      return m * paddedLd<T>(m);
    int p1 = p / 2, p2 = p - p1;
    intptr_t h = cut(m, p1, p2), m2 = m - h, rows = 0;
    for (int t = 0; t < p; ++t)
      rows = std::max(rows, share(m2, t + 1, p) - share(m2, t, p));
    return std::max(
        {rows * paddedLd<T>(h), scratchNeed(h, p1), scratchNeed(m2, p2)});
  }

  void run(intptr_t i0, intptr_t m, int t, int p, int self) const {
    T *own = scratch + self * slice;
    if (p == 1) {
      diagonal(i0, m, own);
      return;
    }
    int p1 = p / 2, p2 = p - p1;
    intptr_t h = cut(m, p1, p2), m2 = m - h;
    intptr_t r0 = share(m2, t, p), r1 = share(m2, t + 1, p);
    if (r1 > r0)
      offDiagonal(i0 + h + r0, r1 - r0, i0, h, own);
    if (t < p1)
      run(i0, h, t, p1, self);
    else
      run(i0 + h, m2, t - p1, p2, self);
  }

  /// C[i][j] and C[j][i] for i in [r, r + rows), j in [j0, j0 + cols).
  void offDiagonal(intptr_t r, intptr_t rows, intptr_t j0, intptr_t cols,
                   T *p) const {
    intptr_t ldp = paddedLd<T>(cols);
    if (!dnnGemmABt(trans, rows, cols, k, alpha, row(r), row(j0), lda, p, ldp))
      blasGemmABt(trans, rows, cols, k, alpha, row(r), row(j0), lda, p, ldp);
    // C21 and C12 = C21^T, a strip of P's rows at a time.
    for (intptr_t i = 0; i < rows; i += kSymmetricTile) {
      intptr_t h = std::min(kSymmetricTile, rows - i);
      putBlock(block(r + i, j0, h, cols), p + i * ldp, ldp, beta);
      putBlockTransposed(block(j0, r + i, cols, h), p + i * ldp, ldp, beta);
    }
  }

  /// The m x m diagonal block at d.
  void diagonal(intptr_t d, intptr_t m, T *own) const {
    if (splitsDiagonal(m)) {
      intptr_t h = m / 2 / kAlign * kAlign;
      offDiagonal(d + h, m - h, d, h, own);
      diagonal(d, h, own);
      diagonal(d + h, m - h, own);
      return;
    }
    intptr_t ldp = paddedLd<T>(m);
    blasSyrk(trans, m, k, alpha, row(d), lda, own, ldp);
    symmetricFromLower(block(d, d, m, m), beta, own, ldp);
  }
};

/// Threads for the split syrk of an n x n C: the OpenMP pool's when BLAS
/// runs on it, at most one per 192 rows (the size from which the passes
/// over C run threaded, forEachTileRow); 0 when the split does not apply.
static int splitSyrkThreads(intptr_t n) {
#ifdef _OPENMP
  if (openblas_get_parallel() != 2 || omp_in_parallel())
    return 0;
  intptr_t p = std::min<intptr_t>(omp_get_max_threads(), n / 192);
  return p >= 2 ? static_cast<int>(p) : 0;
#else
  (void)n;
  return 0;
#endif
}

/// C = alpha * op(A) * op(A)^T + beta * C on the split (splitSyrkThreads(n)
/// = p >= 2 threads): op(A) n x k at `a` (BLAS operand, ld lda).
template <typename T>
static void splitSyrk(bool trans, intptr_t k, T alpha, const T *a, intptr_t lda,
                      T beta, MatrixView<T> c, int p) {
  intptr_t n = c.rows;
  SplitSyrk<T> s{trans, k, alpha, a, lda, beta, c, nullptr, 0};
  s.slice = SplitSyrk<T>::scratchNeed(n, p);
  // The calling thread's scratch, one slice per thread of the split.
  KeptScratch<T> scratch(static_cast<size_t>(s.slice) * p);
  s.scratch = scratch.data();
#ifdef _OPENMP
#pragma omp parallel num_threads(p)
  {
    // The team may be smaller than asked for: its threads then take the
    // shares (and scratch slices) of the missing ones in turn.
    int team = omp_get_num_threads();
    for (int t = omp_get_thread_num(); t < p; t += team)
      s.run(0, n, t, p, t);
  }
#endif
}

/// Whether an f32 syrk of an n x n C from an n x k op(A) runs as the full
/// product on the gemm (see the file comment).
static bool syrkAsGemm(intptr_t n, intptr_t k) {
  return k < 192 || static_cast<int64_t>(n) * n * k <= (int64_t(1) << 27);
}

template <typename T>
static void syrk(const char *name, T alpha, MemRef<T, 2> *Am, T beta,
                 MemRef<T, 2> *Cm, int32_t trans) {
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
  if (int p = splitSyrkThreads(c.rows)) {
    splitSyrk(ba.op.trans, a.cols, alpha, ba.op.data, ba.op.ld, beta, c, p);
    return;
  }
  symmetricUpdate(c, beta, [&](T *p, intptr_t ld) {
    blasSyrk(ba.op.trans, c.rows, a.cols, alpha, ba.op.data, ba.op.ld, p, ld);
  });
}

template <typename T>
static void syr2k(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 2> *Bm,
                  T beta, MemRef<T, 2> *Cm) {
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
}

#define KMATCH_SYRK(T, SUFFIX)                                                 \
  KMATCH_CPU_ENTRY(syrk, SUFFIX) {                                             \
    syrk<T>(kernel, alpha, A, beta, C, trans);                                 \
  }                                                                            \
  KMATCH_CPU_ENTRY(syr2k, SUFFIX) { syr2k<T>(kernel, alpha, A, B, beta, C); }

KMATCH_SYRK(float, f32)
KMATCH_SYRK(double, f64)
