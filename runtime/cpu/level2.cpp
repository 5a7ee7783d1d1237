//===- level2.cpp - CPU shims for gemv, ger and ger2 ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cpu_gemv_*(alpha, A, x, beta, y, transA): y = alpha*op(A)*x + beta*y
// kmatch_cpu_ger_*(alpha, x, y, A, transA):        A += alpha * x * y^T
// kmatch_cpu_ger2_*(a1, u1, v1, a2, u2, v2, A, transA):
//                                  A += a1 * u1 * v1^T + a2 * u2 * v2^T
// transA: A is stored transposed. Layouts BLAS cannot take are packed.
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "../common/kmatch_rt_cpu.h"
#include "cblas.h"

using namespace kmatch_rt;

template <typename T>
static void gemv(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 1> *Xm,
                 T beta, MemRef<T, 1> *Ym, int32_t transA) {
  MatrixView<T> a;
  VectorView<T> x, y;
  if (!gemvViews(name, Am, Xm, Ym, transA, a, x, y))
    return;
  if (y.n == 0)
    return;
  BlasVector<T> by;
  by.build(y);
  if (x.n == 0) {
    // BLAS returns early without applying beta; the matched op does not.
    for (intptr_t i = 0; i < y.n; ++i)
      by.data[i * by.inc] = beta == T(0) ? T(0) : beta * by.data[i * by.inc];
    by.finish();
    return;
  }
  if (blasAlphaDiffers(alpha, a, x)) {
    referenceGemv(alpha, a, x, beta, y);
    return;
  }
  // Sizes first: a packed copy is as large as they are.
  if (!fitsInt32(name, "OpenBLAS", {a.rows, a.cols}))
    return;
  BlasMatrix<T> ba;
  ba.build(a);
  BlasVector<T> bx;
  bx.build(x);
  intptr_t storedRows = ba.op.trans ? a.cols : a.rows;
  intptr_t storedCols = ba.op.trans ? a.rows : a.cols;
  if (!fitsInt32(name, "OpenBLAS",
                 {storedRows, storedCols, ba.op.ld, bx.inc, by.inc}))
    return;
  Cblas<T>::gemv(CblasRowMajor, blasTrans(ba.op.trans), storedRows, storedCols,
                 alpha, ba.op.data, ba.op.ld, bx.data, bx.inc, beta, by.data,
                 by.inc);
  by.finish();
}

/// A (logical, M x N) += alpha * x * y^T.
template <typename T>
static void gerInto(MatrixView<T> a, T alpha, VectorView<T> x,
                    VectorView<T> y) {
  if (blasAlphaDiffers(alpha, x, y)) {
    referenceGer(a, alpha, x, y);
    return;
  }
  intptr_t ld;
  // BLAS updates a row-major A; a column-major A gets A^T += y x^T.
  if (!isRowMajor(a, ld) && isRowMajor(a.transposed(), ld)) {
    a = a.transposed();
    std::swap(x, y);
  }
  BlasVector<T> bx, by;
  bx.build(x);
  by.build(y);
  if (isRowMajor(a, ld)) {
    Cblas<T>::ger(CblasRowMajor, a.rows, a.cols, alpha, bx.data, bx.inc,
                  by.data, by.inc, a.data, ld);
    return;
  }
  Packed<T> packed;
  packed.packFrom(a, /*copyValues=*/true);
  Cblas<T>::ger(CblasRowMajor, a.rows, a.cols, alpha, bx.data, bx.inc, by.data,
                by.inc, packed.dense.data, packed.dense.rowStride);
  packed.unpackTo(a);
}

template <typename T>
static void ger(const char *name, T alpha, MemRef<T, 1> *Xm, MemRef<T, 1> *Ym,
                MemRef<T, 2> *Am, int32_t transA) {
  VectorView<T> x, y;
  MatrixView<T> a;
  if (!gerViews(name, Xm, Ym, Am, transA, x, y, a) || a.empty())
    return;
  if (!fitsInt32(
          name, "OpenBLAS",
          {a.rows, a.cols, a.rowStride, a.colStride, x.stride, y.stride}))
    return;
  gerInto(a, alpha, x, y);
}

template <typename T>
static void ger2(const char *name, T a1, MemRef<T, 1> *U1, MemRef<T, 1> *V1,
                 T a2, MemRef<T, 1> *U2, MemRef<T, 1> *V2, MemRef<T, 2> *Am,
                 int32_t transA) {
  VectorView<T> u1, v1, u2, v2;
  MatrixView<T> a;
  if (!ger2Views(name, U1, V1, U2, V2, Am, transA, u1, v1, u2, v2, a) ||
      a.empty())
    return;
  if (!fitsInt32(name, "OpenBLAS",
                 {a.rows, a.cols, a.rowStride, a.colStride, u1.stride,
                  v1.stride, u2.stride, v2.stride}))
    return;
  gerInto(a, a1, u1, v1);
  gerInto(a, a2, u2, v2);
}

#define KMATCH_LEVEL2(T, SUFFIX)                                               \
  KMATCH_CPU_ENTRY(gemv, SUFFIX) {                                             \
    gemv<T>(kernel, alpha, A, x, beta, y, transA);           \
  }                                                                            \
  KMATCH_CPU_ENTRY(ger, SUFFIX) {                                              \
    ger<T>(kernel, alpha, x, y, A, transA);                   \
  }                                                                            \
  KMATCH_CPU_ENTRY(ger2, SUFFIX) {                                             \
    ger2<T>(kernel, a1, u1, v1, a2, u2, v2, A, transA);      \
  }

KMATCH_LEVEL2(float, f32)
KMATCH_LEVEL2(double, f64)
