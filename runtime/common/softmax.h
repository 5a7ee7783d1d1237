//===- softmax.h - Softmax validation and host loop, both backends -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The softmax kernel's checks (x and y of one shape, y overlapping neither
// itself nor, partially, x; the axis in range, -1 meaning the last) and its
// host loop, which computes what torch-mlir's decomposition computes:
// m = max (arith.maximumf: NaN propagates), e = exp(x - m), y = e / sum(e),
// and the rows where that is all NaN, which the CPU shim sets after oneDNN.
// The CPU shim uses the loop where oneDNN cannot take the strides, the CUDA
// shim as its host path. Library-free.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_SOFTMAX_H
#define KMATCH_RUNTIME_COMMON_SOFTMAX_H

#include "blas_checks.h"
#include "strided_walker.h"

#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace kmatch_rt {

/// softmax: x and y of one shape; y either is exactly x or does not touch
/// it; `axis` (-1 the last dim) names a dim of x. Sets `dim` to it.
template <typename T>
bool softmaxWalkers(const char *kernel, const UnrankedMemRef *X,
                    const UnrankedMemRef *Y, int64_t axis, StridedWalker &wx,
                    StridedWalker &wy, int64_t &dim) {
  if (!axpbyWalkers<T>(kernel, X, Y, wx, wy))
    return false;
  dim = axis < 0 ? wx.rank + axis : axis;
  if (dim >= 0 && dim < wx.rank)
    return true;
  kmatch_rt_error(kernel, "axis %lld out of range for x of shape %s",
                  static_cast<long long>(axis),
                  shapeString(wx.rank, wx.sizes).c_str());
  return false;
}

/// Calls f(ox, oy) with the offsets of every row along `dim` of x and y
/// (the other dims in row-major order).
template <typename F>
void forEachSoftmaxRow(const StridedWalker &wx, const StridedWalker &wy,
                       int64_t dim, F &&f) {
  intptr_t n = wx.sizes[dim];
  if (wx.numElements() == 0)
    return;
  intptr_t rows = wx.numElements() / n;
  std::vector<intptr_t> idx(static_cast<size_t>(wx.rank), 0);
  for (intptr_t r = 0; r < rows; ++r) {
    intptr_t ox = wx.offset, oy = wy.offset;
    for (int64_t d = 0; d < wx.rank; ++d) {
      ox += idx[d] * wx.strides[d];
      oy += idx[d] * wy.strides[d];
    }
    f(ox, oy);
    for (int64_t d = wx.rank - 1; d >= 0; --d) {
      if (d == dim)
        continue;
      if (++idx[d] < wx.sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

/// The row max as arith.maximumf computes it from a -inf fill: NaN if any
/// element is NaN.
template <typename T>
T softmaxRowMax(const T *x, intptr_t n, intptr_t stride) {
  T m = -std::numeric_limits<T>::infinity();
  for (intptr_t i = 0; i < n; ++i) {
    T v = x[i * stride];
    if (std::isnan(v))
      return v;
    m = v > m ? v : m;
  }
  return m;
}

/// Whether every element of the row is finite (no NaN, no infinity).
template <typename T> bool allFinite(const T *x, intptr_t n, intptr_t stride) {
  const T big = std::numeric_limits<T>::max();
  bool ok = true;
  if (stride == 1) {
    for (intptr_t i = 0; i < n; ++i)
      ok &= std::fabs(x[i]) <= big; // false for NaN
    return ok;
  }
  for (intptr_t i = 0; i < n; ++i)
    ok &= std::fabs(x[i * stride]) <= big;
  return ok;
}

/// y = softmax(x) along `dim`, row by row, in the IR's order: the max, then
/// exp(x - max), the sum from +0, and the divide. y may be x.
template <typename T>
void softmaxHost(const StridedWalker &wx, const T *x, const StridedWalker &wy,
                 T *y, int64_t dim) {
  intptr_t n = wx.sizes[dim], sx = wx.strides[dim], sy = wy.strides[dim];
  forEachSoftmaxRow(wx, wy, dim, [&](intptr_t ox, intptr_t oy) {
    T m = softmaxRowMax(x + ox, n, sx);
    T sum = T(0);
    for (intptr_t i = 0; i < n; ++i) {
      T e = std::exp(x[ox + i * sx] - m);
      y[oy + i * sy] = e;
      sum += e;
    }
    for (intptr_t i = 0; i < n; ++i)
      y[oy + i * sy] /= sum;
  });
}

/// The offsets in y of the rows whose IR result is all NaN: those whose max
/// is not finite (a NaN in the row; +inf, where inf - inf is NaN; every
/// element -inf, where -inf - -inf is NaN). Every other row has a finite
/// max, exponentials in [0, 1] and a sum >= 1, so its result is finite. A
/// library that does not propagate these (oneDNN 2.6's exp clamps NaN to a
/// finite input) is corrected by setting the rows to NaN afterwards; the scan
/// reads x before the call, which may overwrite it. The rows are scanned on
/// the OpenMP team when there are 2^16 elements or more (MobileBERT's 4 x
/// 384 x 384 scores: on one thread the scan took about as long as oneDNN's
/// softmax itself, 0.25 against 0.27 ms at AVX2).
template <typename T>
std::vector<intptr_t> softmaxNanRows(const StridedWalker &wx, const T *x,
                                     const StridedWalker &wy, int64_t dim) {
  std::vector<std::pair<intptr_t, intptr_t>> offsets;
  forEachSoftmaxRow(wx, wy, dim, [&](intptr_t ox, intptr_t oy) {
    offsets.emplace_back(ox, oy);
  });
  intptr_t n = wx.sizes[dim], sx = wx.strides[dim];
  intptr_t rows = static_cast<intptr_t>(offsets.size());
  std::vector<char> nan(offsets.size(), 0);
#pragma omp parallel for schedule(static) if (rows * n >= (1 << 16))
  for (intptr_t r = 0; r < rows; ++r) {
    // A row of finite elements has a finite max: one branch-free pass
    // (vectorized), the exact max only for a row that holds a non-finite.
    const T *row = x + offsets[r].first;
    nan[r] =
        !allFinite(row, n, sx) && !std::isfinite(softmaxRowMax(row, n, sx));
  }
  std::vector<intptr_t> found;
  for (intptr_t r = 0; r < rows; ++r)
    if (nan[r])
      found.push_back(offsets[r].second);
  return found;
}

/// Sets the rows softmaxNanRows found to NaN.
template <typename T>
void setSoftmaxNanRows(const StridedWalker &wy, T *y, int64_t dim,
                       const std::vector<intptr_t> &rows) {
  intptr_t n = wy.sizes[dim], sy = wy.strides[dim];
  for (intptr_t oy : rows)
    for (intptr_t i = 0; i < n; ++i)
      y[oy + i * sy] = std::numeric_limits<T>::quiet_NaN();
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_SOFTMAX_H
