//===- reference_blas.h - BLAS launches as the ops sum them -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each BLAS launch computed term by term in the order the matched op sums,
// from beta * C: what a shim runs instead of the library where the library
// would differ beyond rounding (blasAlphaDiffers, dotNeedsReference: an
// infinite alpha, a zero alpha beside NaN or Inf, a sum of no terms).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_REFERENCE_BLAS_H
#define KMATCH_RUNTIME_COMMON_REFERENCE_BLAS_H

#include "matrix.h"

#include <cstdint>

namespace kmatch_rt {

/// The value an accumulating output starts from: beta * out, or +0 without
/// reading out when beta == 0 (a folded zero fill).
template <typename T>
T initialOutput(T out, T beta) {
  return beta == T(0) ? T(0) : beta * out;
}

/// C = alpha * A * B + beta * C as the matched op computes it: each element
/// starts from beta * C and adds alpha * a * b term by term, k ascending
/// (a: M x K, b: K x N).
template <typename T>
void referenceGemm(T alpha, const MatrixView<T> &a, const MatrixView<T> &b,
                   T beta, const MatrixView<T> &c) {
  for (intptr_t i = 0; i < c.rows; ++i)
    for (intptr_t j = 0; j < c.cols; ++j) {
      T out = initialOutput(c.at(i, j), beta);
      for (intptr_t k = 0; k < a.cols; ++k)
        out += alpha * a.at(i, k) * b.at(k, j);
      c.at(i, j) = out;
    }
}

/// y = alpha * A * x + beta * y as the matched op computes it (a: M x N,
/// logical).
template <typename T>
void referenceGemv(T alpha, const MatrixView<T> &a, const VectorView<T> &x,
                   T beta, const VectorView<T> &y) {
  for (intptr_t i = 0; i < y.n; ++i) {
    T out = initialOutput(y.at(i), beta);
    for (intptr_t j = 0; j < x.n; ++j)
      out += alpha * a.at(i, j) * x.at(j);
    y.at(i) = out;
  }
}

/// alpha * dot(x, y) + beta * r as the matched op computes it: from
/// beta * r (initialOutput), adding alpha * x * y term by term.
template <typename T>
T referenceDot(T alpha, const VectorView<T> &x, const VectorView<T> &y, T beta,
               T r) {
  T out = initialOutput(r, beta);
  for (intptr_t i = 0; i < x.n; ++i)
    out += alpha * x.at(i) * y.at(i);
  return out;
}

/// Whether a dot must run as referenceDot: with no terms the op leaves
/// beta * r exactly (a library's alpha * 0 added to it would turn -0 into +0,
/// and an infinite alpha into NaN), and blasAlphaDiffers.
template <typename T>
bool dotNeedsReference(T alpha, const VectorView<T> &x,
                       const VectorView<T> &y) {
  return x.n == 0 || blasAlphaDiffers(alpha, x, y);
}

/// A += alpha * x * y^T by its definition (a: M x N, logical).
template <typename T>
void referenceGer(const MatrixView<T> &a, T alpha, const VectorView<T> &x,
                  const VectorView<T> &y) {
  for (intptr_t i = 0; i < a.rows; ++i)
    for (intptr_t j = 0; j < a.cols; ++j)
      a.at(i, j) += alpha * x.at(i) * y.at(j);
}

/// C = alpha * (A * B^T + B * A^T) + beta * C, or C = alpha * A * A^T +
/// beta * C when b is null, as the matched op computes it (a, b: N x K,
/// logical).
template <typename T>
void referenceSymmetric(T alpha, const MatrixView<T> &a, const MatrixView<T> *b,
                        T beta, const MatrixView<T> &c) {
  for (intptr_t i = 0; i < c.rows; ++i)
    for (intptr_t j = 0; j < c.cols; ++j) {
      T out = initialOutput(c.at(i, j), beta);
      for (intptr_t k = 0; k < a.cols; ++k)
        out += b ? alpha * a.at(i, k) * b->at(j, k) +
                       alpha * b->at(i, k) * a.at(j, k)
                 : alpha * a.at(i, k) * a.at(j, k);
      c.at(i, j) = out;
    }
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_REFERENCE_BLAS_H
