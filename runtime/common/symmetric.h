//===- symmetric.h - Writing a symmetric result from a triangle -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// syrk and syr2k compute one triangle of a symmetric product P; the matched
// op writes all of C. These helpers write C from P:
//   C[i][j] = P[max(i,j)][min(i,j)] + beta * C[i][j]   (beta = 0: C not read)
// on top of two block kernels, one straight and one transposed. The
// transposed one is where the time goes: with C's rows a multiple of 4 KiB
// apart (n = 1024 in f32), a column walk puts every line in one L1 set.
// Measured on this project's machine at n = 1024, mirroring the lower
// triangle onto the upper one took 0.45 ms element by element in 64 x 64
// tiles; 4 x 4 SSE transposes that write whole cache lines of C (16-row
// strips of P) brought it to 0.37 ms, and to 0.16 ms with rows of 1040
// floats. Products that go through scratch therefore use a padded leading
// dimension (paddedLd).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_SYMMETRIC_H
#define KMATCH_RUNTIME_COMMON_SYMMETRIC_H

#include "matrix.h"

#include <algorithm>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <xmmintrin.h>
#endif

namespace kmatch_rt {

/// The row tiles the passes over C are cut into (and run in parallel by).
constexpr intptr_t kSymmetricTile = 64;

/// A leading dimension of at least `cols` elements for scratch that a
/// transposed pass reads: a whole number of cache lines, and not a multiple
/// of 4 KiB (rows that far apart share L1 sets).
template <typename T> intptr_t paddedLd(intptr_t cols) {
  constexpr intptr_t line = 64 / sizeof(T);
  intptr_t ld = std::max<intptr_t>((cols + line - 1) / line * line, 1);
  if ((ld * intptr_t(sizeof(T))) % 4096 == 0)
    ld += line;
  return ld;
}

namespace detail {
/// W x W register transposes: SSE for f32 (4 x 4) and f64 (2 x 2).
template <typename T> struct Lanes;
#if defined(__SSE2__)
template <> struct Lanes<float> {
  static constexpr int W = 4;
  using V = __m128;
  static V load(const float *p) { return _mm_loadu_ps(p); }
  static void store(float *p, V v) { _mm_storeu_ps(p, v); }
  static V axpy(V x, float beta, const float *y) {
    return _mm_add_ps(x, _mm_mul_ps(_mm_set1_ps(beta), load(y)));
  }
  static void transpose(V *r) { _MM_TRANSPOSE4_PS(r[0], r[1], r[2], r[3]); }
};
template <> struct Lanes<double> {
  static constexpr int W = 2;
  using V = __m128d;
  static V load(const double *p) { return _mm_loadu_pd(p); }
  static void store(double *p, V v) { _mm_storeu_pd(p, v); }
  static V axpy(V x, double beta, const double *y) {
    return _mm_add_pd(x, _mm_mul_pd(_mm_set1_pd(beta), load(y)));
  }
  static void transpose(V *r) {
    V lo = _mm_unpacklo_pd(r[0], r[1]), hi = _mm_unpackhi_pd(r[0], r[1]);
    r[0] = lo;
    r[1] = hi;
  }
};
#endif

template <typename T> void put(T &out, T v, T beta) {
  out = beta == T(0) ? v : v + beta * out;
}
} // namespace detail

/// dst(i, j) = src[i * lds + j] + beta * dst(i, j) over all of dst.
template <typename T>
void putBlock(const MatrixView<T> &dst, const T *src, intptr_t lds, T beta) {
  for (intptr_t i = 0; i < dst.rows; ++i) {
    const T *in = src + i * lds;
    T *out = &dst.at(i, 0);
    intptr_t cs = dst.colStride;
    if (cs == 1 && beta == T(0))
      std::copy(in, in + dst.cols, out);
    else if (cs == 1)
      for (intptr_t j = 0; j < dst.cols; ++j)
        out[j] = in[j] + beta * out[j];
    else
      for (intptr_t j = 0; j < dst.cols; ++j)
        detail::put(out[j * cs], in[j], beta);
  }
}

/// dst(i, j) = src[j * lds + i] + beta * dst(i, j) over all of dst: src is
/// dst.cols x dst.rows. dst must not overlap src.
template <typename T>
void putBlockTransposed(const MatrixView<T> &dst, const T *src, intptr_t lds,
                        T beta) {
  // Rows of src are columns of dst.
  intptr_t rows = dst.cols, cols = dst.rows;
  intptr_t done = 0; // src rows [0, done) written by the vector path
#if defined(__SSE2__)
  if (dst.colStride == 1) {
    using L = detail::Lanes<T>;
    constexpr int W = L::W;
    // Strips of four cache lines of dst: every dst line is written whole,
    // and each row of dst in runs of four lines (at a 4 KiB row stride,
    // 0.043 ms for 512 x 256 floats against 0.060 one line at a time;
    // 0.026-0.031 ms either way with rows 1040 floats apart).
    constexpr intptr_t strip = 256 / sizeof(T);
    intptr_t rw = rows - rows % W, cw = cols - cols % W, ldd = dst.rowStride;
    bool scaled = beta != T(0);
    for (intptr_t i0 = 0; i0 < rw; i0 += strip) {
      intptr_t i1 = std::min(rw, i0 + strip);
      for (intptr_t j = 0; j < cw; j += W)
        for (intptr_t i = i0; i < i1; i += W) {
          typename L::V r[W];
          for (int q = 0; q < W; ++q)
            r[q] = L::load(src + (i + q) * lds + j);
          L::transpose(r);
          for (int q = 0; q < W; ++q) {
            T *out = dst.data + (j + q) * ldd + i;
            L::store(out, scaled ? L::axpy(r[q], beta, out) : r[q]);
          }
        }
      // The last cols % W columns of src in this strip.
      for (intptr_t j = cw; j < cols; ++j)
        for (intptr_t i = i0; i < i1; ++i)
          detail::put(dst.data[j * ldd + i], src[i * lds + j], beta);
    }
    done = rw;
  }
#endif
  // What is left (or all of it): square tiles, so that the strided side
  // stays in cache.
  constexpr intptr_t tile = 32;
  for (intptr_t i0 = done; i0 < rows; i0 += tile)
    for (intptr_t j0 = 0; j0 < cols; j0 += tile) {
      intptr_t i1 = std::min(rows, i0 + tile), j1 = std::min(cols, j0 + tile);
      for (intptr_t j = j0; j < j1; ++j)
        for (intptr_t i = i0; i < i1; ++i)
          detail::put(dst.at(j, i), src[i * lds + j], beta);
    }
}

/// Writes rows [i0, i1) of the square matrix C from the lower triangle of P
/// (row-major, leading dimension ldp): C[i][j] = P[max(i,j)][min(i,j)] +
/// beta * C[i][j]. Row ranges that do not overlap may run concurrently.
template <typename T>
void symmetricFromLowerRows(const MatrixView<T> &c, T beta, const T *p,
                            intptr_t ldp, intptr_t i0, intptr_t i1) {
  intptr_t n = c.rows, h = i1 - i0;
  auto sub = [&](intptr_t i, intptr_t j, intptr_t rows, intptr_t cols) {
    return MatrixView<T>{&c.at(i, j), rows, cols, c.rowStride, c.colStride};
  };
  // Left of the diagonal: P's own rows; right of it: P's columns.
  putBlock(sub(i0, 0, h, i0), p + i0 * ldp, ldp, beta);
  for (intptr_t i = i0; i < i1; ++i)
    for (intptr_t j = i0; j < i1; ++j)
      detail::put(c.at(i, j), i >= j ? p[i * ldp + j] : p[j * ldp + i], beta);
  putBlockTransposed(sub(i0, i1, h, n - i1), p + i1 * ldp + i0, ldp, beta);
}

/// All rows of C (symmetricFromLowerRows), one tile row at a time.
template <typename T>
void symmetricFromLower(const MatrixView<T> &c, T beta, const T *p,
                        intptr_t ldp) {
  for (intptr_t i0 = 0; i0 < c.rows; i0 += kSymmetricTile)
    symmetricFromLowerRows(c, beta, p, ldp, i0,
                           std::min(c.rows, i0 + kSymmetricTile));
}
template <typename T>
void symmetricFromLower(const MatrixView<T> &c, T beta, const T *p) {
  symmetricFromLower(c, beta, p, c.rows);
}

/// Copies the strict lower triangle of the square row-major matrix at `c`
/// (leading dimension ld) onto its upper triangle in rows [i0, i1). Row
/// ranges that do not overlap may run concurrently.
template <typename T>
void mirrorLowerToUpperRows(T *c, intptr_t n, intptr_t ld, intptr_t i0,
                            intptr_t i1) {
  for (intptr_t i = i0; i < i1; ++i)
    for (intptr_t j = i + 1; j < i1; ++j)
      c[i * ld + j] = c[j * ld + i];
  MatrixView<T> upper{c + i0 * ld + i1, i1 - i0, n - i1, ld, 1};
  putBlockTransposed(upper, c + i1 * ld + i0, ld, T(0));
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_SYMMETRIC_H
