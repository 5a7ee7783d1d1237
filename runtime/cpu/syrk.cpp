//===- syrk.cpp - CPU shims for syrk and syr2k ------------------*- C++ -*-===//
//
// kmatch_cpu_syrk_*(alpha, A, beta, C, trans):
//     C = alpha * op(A) * op(A)^T + beta * C,  op(A) = trans ? A^T : A
// kmatch_cpu_syr2k_*(alpha, A, B, beta, C):
//     C = alpha * (A * B^T + B * A^T) + beta * C
//
// The matched op writes all of C, and so do these shims. BLAS computes one
// triangle of the symmetric product; with beta = 0 it goes straight into C
// and is mirrored. Otherwise C need not be symmetric, so the product goes
// into a scratch matrix P and C = P + beta * C elementwise; mirroring
// alpha*AA^T + beta*C from one triangle would be wrong for a non-symmetric C.
//
//===----------------------------------------------------------------------===//
#include "../common/kmatch_rt_cpu.h"
#include "../common/matrix.h"

#include <cblas.h>

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

/// Computes the lower triangle of the N x N product into a dense scratch
/// matrix (ld = N) with `compute(ptr, ld)`, then writes all of C:
/// C[i][j] = P[max(i,j)][min(i,j)] + beta * C[i][j] (beta = 0: no read of C).
template <typename T, typename F>
static void symmetricUpdate(MatrixView<T> c, T beta, F compute) {
  intptr_t n = c.rows;
  std::vector<T> scratch(static_cast<size_t>(n * n), T(0));
  compute(scratch.data(), std::max<intptr_t>(n, 1));
  symmetricFromLower(c, beta, scratch.data());
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
    if (alphaDropsNonFinite(alpha, a)) {
      referenceSymmetric<T>(alpha, a, nullptr, beta, c);
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
    if (alphaDropsNonFinite(alpha, a, b)) {
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
