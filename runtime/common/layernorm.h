//===- layernorm.h - Layer norm validation and host loop ---------*- C++
//-*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The kernels that normalize over the last dim with two vectors of its
// length: layernorm and scale_shift (MobileBERT's NoNorm). Their checks (x
// and y of one shape, y overlapping neither itself nor, partially, x, nor
// the vectors) and their host loops in the IR's order: layernorm as
// torch-mlir decomposes it, mean = sum / N, d = x - mean, var = sum(d * d) /
// N, y = d * rsqrt(var + eps) * gamma + beta; scale_shift as y = x * s, then
// y + t, rounded apart. The CPU shim uses the loops where oneDNN cannot take
// the layout, the CUDA shim as its host path. Library-free.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_LAYERNORM_H
#define KMATCH_RUNTIME_COMMON_LAYERNORM_H

#include "blas_checks.h"
#include "softmax.h"
#include "strided_walker.h"

#include <cmath>

namespace kmatch_rt {

/// layernorm (vectors gamma and beta) and scale_shift (s and t): x and y of
/// one shape, rank >= 1; `G` and `B` (named `gName`, `bName` in errors)
/// vectors of x's last dim; y either is exactly x or does not touch it, and
/// does not touch the vectors.
template <typename T>
bool lastDimVectorsWalkers(const char *kernel, const UnrankedMemRef *X,
                           const MemRef<T, 1> *G, const MemRef<T, 1> *B,
                           const UnrankedMemRef *Y, StridedWalker &wx,
                           StridedWalker &wy, const char *gName = "gamma",
                           const char *bName = "beta") {
  if (!axpbyWalkers<T>(kernel, X, Y, wx, wy))
    return false;
  if (wx.rank < 1) {
    kmatch_rt_error(kernel, "x has rank 0, expected at least 1");
    return false;
  }
  intptr_t n = wx.sizes[wx.rank - 1];
  if (G->sizes[0] != n || B->sizes[0] != n) {
    kmatch_rt_error(kernel,
                    "shape mismatch: x is %s, %s is [%lld], %s is [%lld]",
                    shapeString(wx.rank, wx.sizes).c_str(), gName,
                    static_cast<long long>(G->sizes[0]), bName,
                    static_cast<long long>(B->sizes[0]));
    return false;
  }
  // The vectors are read for every row: y may not touch them at all.
  auto apart = [&](const MemRef<T, 1> *v) {
    if (n == 0 || wy.numElements() == 0)
      return true;
    StridedWalker wv{1, v->sizes, v->strides, v->offset};
    auto [ylo, yhi] = wy.extent();
    auto [vlo, vhi] = wv.extent();
    const T *yb = alignedOf<T>(*Y), *vb = v->aligned;
    return yb + yhi < vb + vlo || vb + vhi < yb + ylo;
  };
  if (!apart(G) || !apart(B)) {
    kmatch_rt_error(kernel, "output y (%s) overlaps %s or %s",
                    shapeString(wy.rank, wy.sizes).c_str(), gName, bName);
    return false;
  }
  return true;
}

/// y = layernorm(x) over the last dim, row by row, in the IR's order. y may
/// be x.
template <typename T>
void layernormHost(const StridedWalker &wx, const T *x, const MemRef<T, 1> &g,
                   const MemRef<T, 1> &b, const StridedWalker &wy, T *y,
                   T eps) {
  int64_t dim = wx.rank - 1;
  intptr_t n = wx.sizes[dim], sx = wx.strides[dim], sy = wy.strides[dim];
  T count = static_cast<T>(n);
  forEachSoftmaxRow(wx, wy, dim, [&](intptr_t ox, intptr_t oy) {
    T sum = T(0);
    for (intptr_t i = 0; i < n; ++i)
      sum += x[ox + i * sx];
    T mean = sum / count;
    T sq = T(0);
    for (intptr_t i = 0; i < n; ++i) {
      T d = x[ox + i * sx] - mean;
      sq += d * d;
    }
    T rstd = T(1) / std::sqrt(sq / count + eps);
    for (intptr_t i = 0; i < n; ++i) {
      T d = x[ox + i * sx] - mean;
      y[oy + i * sy] = d * rstd * g.aligned[g.offset + i * g.strides[0]] +
                       b.aligned[b.offset + i * b.strides[0]];
    }
  });
}

/// y = x * s + t over the last dim, row by row: the product rounded to T,
/// then the sum (the runtime is built with -ffp-contract=off, so no fused
/// multiply-add). y may be x.
template <typename T>
void scaleShiftHost(const StridedWalker &wx, const T *x, const MemRef<T, 1> &s,
                    const MemRef<T, 1> &t, const StridedWalker &wy, T *y) {
  int64_t dim = wx.rank - 1;
  intptr_t n = wx.sizes[dim], sx = wx.strides[dim], sy = wy.strides[dim];
  const T *sv = s.aligned + s.offset, *tv = t.aligned + t.offset;
  intptr_t ss = s.strides[0], ts = t.strides[0];
  forEachSoftmaxRow(wx, wy, dim, [&](intptr_t ox, intptr_t oy) {
    for (intptr_t i = 0; i < n; ++i) {
      T p = x[ox + i * sx] * sv[i * ss];
      y[oy + i * sy] = p + tv[i * ts];
    }
  });
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_LAYERNORM_H
