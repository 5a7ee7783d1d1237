//===- level1.cpp - CPU shims for scal, axpby and dot -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cpu_scal_*(s, X):              X = s * X        (any rank)
// kmatch_cpu_axpby_*(a, x, b, y):       y = a * x + b * y (any rank)
// kmatch_cpu_dot_*(a, x, y, b, r):      r = a * dot(x, y) + b * r
//
// scal and axpby are plain strided loops: they are memory bound, and a loop
// keeps the matched op's IEEE semantics exactly (0 * NaN stays NaN, which
// BLAS scal/axpby may not preserve).
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "../common/kmatch_rt_cpu.h"
#include "cblas.h"

using namespace kmatch_rt;

template <typename T>
static void scal(const char *name, T s, UnrankedMemRef *X) {
  StridedWalker w;
  if (!scalWalker<T>(name, X, w))
    return;
  T *base = alignedOf<T>(*X);
  w.forEach([&](intptr_t off) { base[off] = s * base[off]; });
}

template <typename T>
static void axpby(const char *name, T alpha, UnrankedMemRef *X, T beta,
                  UnrankedMemRef *Y) {
  StridedWalker wx, wy;
  if (!axpbyWalkers<T>(name, X, Y, wx, wy))
    return;
  T *xb = alignedOf<T>(*X), *yb = alignedOf<T>(*Y);
  forEachInLockstep<2>({&wx, &wy}, [&](const std::array<intptr_t, 2> &o) {
    yb[o[1]] = alpha * xb[o[0]] + beta * yb[o[1]];
  });
}

template <typename T>
static void dot(const char *name, T alpha, MemRef<T, 1> *X, MemRef<T, 1> *Y,
                T beta, MemRef<T, 0> *R) {
  VectorView<T> x, y;
  if (!dotViews(name, X, Y, R, x, y))
    return;
  if (dotNeedsReference(alpha, x, y)) {
    *R->data() = referenceDot(alpha, x, y, beta, *R->data());
    return;
  }
  // Sizes first: a packed copy is as long as they are.
  if (!fitsInt32(name, "OpenBLAS", {x.n}))
    return;
  BlasVector<T> bx, by;
  bx.build(x);
  by.build(y);
  T d = Cblas<T>::dot(x.n, bx.data, bx.inc, by.data, by.inc);
  T *r = R->data();
  *r = beta == T(0) ? alpha * d : alpha * d + beta * *r;
}

#define KMATCH_LEVEL1(T, SUFFIX)                                               \
  KMATCH_CPU_ENTRY(scal, SUFFIX) {                                             \
    scal<T>(kernel, s, X);                                   \
  }                                                                            \
  KMATCH_CPU_ENTRY(axpby, SUFFIX) {                                            \
    axpby<T>(kernel, alpha, X, beta, Y);                    \
  }                                                                            \
  KMATCH_CPU_ENTRY(dot, SUFFIX) {                                              \
    dot<T>(kernel, alpha, X, Y, beta, R);                     \
  }

KMATCH_LEVEL1(float, f32)
KMATCH_LEVEL1(double, f64)
