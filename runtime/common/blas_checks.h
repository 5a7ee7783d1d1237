//===- blas_checks.h - Operand validation of the BLAS shims ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Operand validation shared by the CPU and CUDA shims: build the logical
// views of a launch's operands, report a shape mismatch or an output that
// overlaps an input (naming the kernel and the shapes), and return false.
// The BLAS counterpart of dnn_checks.h; the views come from matrix.h.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_BLAS_CHECKS_H
#define KMATCH_RUNTIME_COMMON_BLAS_CHECKS_H

#include "matrix.h"
#include "reference_blas.h"
#include "strided_walker.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace kmatch_rt {

/// gemv: op(A) (M x N), x (N), y (M).
template <typename T>
bool gemvViews(const char *kernel, const MemRef<T, 2> *A, const MemRef<T, 1> *X,
               const MemRef<T, 1> *Y, int32_t transA, MatrixView<T> &a,
               VectorView<T> &x, VectorView<T> &y) {
  a = MatrixView<T>::fromMemRef(*A);
  if (transA)
    a = a.transposed();
  x = VectorView<T>::fromMemRef(*X);
  y = VectorView<T>::fromMemRef(*Y);
  if (a.cols != x.n || a.rows != y.n) {
    kmatch_rt_error(kernel,
                    "shape mismatch: op(A) is %zdx%zd (transA=%d), x has %zd "
                    "elements, y has %zd",
                    a.rows, a.cols, transA, x.n, y.n);
    return false;
  }
  if (!checkOutputDistinct(kernel, "y", y))
    return false;
  if (spansOverlap(y, a) || spansOverlap(y, x)) {
    kmatch_rt_error(kernel, "output y (%zd) overlaps an input", y.n);
    return false;
  }
  return true;
}

/// ger: A (M x N, already transposed when transA) += x (M) y (N)^T.
template <typename T>
bool checkGer(const char *kernel, const MatrixView<T> &a,
              const VectorView<T> &x, const VectorView<T> &y) {
  if (a.rows != x.n || a.cols != y.n) {
    kmatch_rt_error(kernel,
                    "shape mismatch: A is %zdx%zd, x has %zd elements, y has "
                    "%zd",
                    a.rows, a.cols, x.n, y.n);
    return false;
  }
  if (!checkOutputDistinct(kernel, "A", a))
    return false;
  if (spansOverlap(x, a) || spansOverlap(y, a)) {
    kmatch_rt_error(kernel, "output A (%zdx%zd) overlaps an input", a.rows,
                    a.cols);
    return false;
  }
  return true;
}

/// ger's operands: A (transposed when transA) and the checked x, y.
template <typename T>
bool gerViews(const char *kernel, const MemRef<T, 1> *X, const MemRef<T, 1> *Y,
              const MemRef<T, 2> *A, int32_t transA, VectorView<T> &x,
              VectorView<T> &y, MatrixView<T> &a) {
  a = MatrixView<T>::fromMemRef(*A);
  if (transA)
    a = a.transposed();
  x = VectorView<T>::fromMemRef(*X);
  y = VectorView<T>::fromMemRef(*Y);
  return checkGer(kernel, a, x, y);
}

/// ger2's operands: A and two checked vector pairs (u1, v1), (u2, v2).
template <typename T>
bool ger2Views(const char *kernel, const MemRef<T, 1> *U1,
               const MemRef<T, 1> *V1, const MemRef<T, 1> *U2,
               const MemRef<T, 1> *V2, const MemRef<T, 2> *A, int32_t transA,
               VectorView<T> &u1, VectorView<T> &v1, VectorView<T> &u2,
               VectorView<T> &v2, MatrixView<T> &a) {
  if (!gerViews(kernel, U1, V1, A, transA, u1, v1, a))
    return false;
  u2 = VectorView<T>::fromMemRef(*U2);
  v2 = VectorView<T>::fromMemRef(*V2);
  return checkGer(kernel, a, u2, v2);
}

/// syrk: op(A) (N x K), C (N x N).
template <typename T>
bool syrkViews(const char *kernel, const MemRef<T, 2> *A, const MemRef<T, 2> *C,
               int32_t trans, MatrixView<T> &a, MatrixView<T> &c) {
  a = MatrixView<T>::fromMemRef(*A);
  if (trans)
    a = a.transposed();
  c = MatrixView<T>::fromMemRef(*C);
  if (c.rows != c.cols || a.rows != c.rows) {
    kmatch_rt_error(kernel,
                    "shape mismatch: op(A) is %zdx%zd (trans=%d), C is %zdx%zd "
                    "(must be op(A).rows square)",
                    a.rows, a.cols, trans, c.rows, c.cols);
    return false;
  }
  if (!checkOutputDistinct(kernel, "C", c))
    return false;
  if (overlaps(c, a)) {
    kmatch_rt_error(kernel, "output C (%zdx%zd) overlaps A", c.rows, c.cols);
    return false;
  }
  return true;
}

/// syr2k: A and B (N x K), C (N x N).
template <typename T>
bool syr2kViews(const char *kernel, const MemRef<T, 2> *A,
                const MemRef<T, 2> *B, const MemRef<T, 2> *C, MatrixView<T> &a,
                MatrixView<T> &b, MatrixView<T> &c) {
  a = MatrixView<T>::fromMemRef(*A);
  b = MatrixView<T>::fromMemRef(*B);
  c = MatrixView<T>::fromMemRef(*C);
  if (c.rows != c.cols || a.rows != c.rows || b.rows != a.rows ||
      b.cols != a.cols) {
    kmatch_rt_error(kernel,
                    "shape mismatch: A is %zdx%zd, B is %zdx%zd, C is %zdx%zd",
                    a.rows, a.cols, b.rows, b.cols, c.rows, c.cols);
    return false;
  }
  if (!checkOutputDistinct(kernel, "C", c))
    return false;
  if (overlaps(c, a) || overlaps(c, b)) {
    kmatch_rt_error(kernel, "output C (%zdx%zd) overlaps an input", c.rows,
                    c.cols);
    return false;
  }
  return true;
}

/// dot: x and y of one length, and an output r that neither touches.
template <typename T>
bool dotViews(const char *kernel, const MemRef<T, 1> *X, const MemRef<T, 1> *Y,
              const MemRef<T, 0> *R, VectorView<T> &x, VectorView<T> &y) {
  x = VectorView<T>::fromMemRef(*X);
  y = VectorView<T>::fromMemRef(*Y);
  if (x.n != y.n) {
    kmatch_rt_error(kernel, "shape mismatch: x has %zd elements, y has %zd",
                    x.n, y.n);
    return false;
  }
  VectorView<T> r{R->data(), 1, 1};
  if (spansOverlap(r, x) || spansOverlap(r, y)) {
    kmatch_rt_error(kernel, "output r overlaps an input (x or y, %zd elements)",
                    x.n);
    return false;
  }
  return true;
}

/// The aligned pointer of an unranked descriptor.
template <typename T>
T *alignedOf(const UnrankedMemRef &m) {
  return static_cast<MemRef<T, 1> *>(m.descriptor)->aligned;
}

/// Whether the walk `y` (from yBase) is exactly the walk `in` (from inBase):
/// the same elements at the same addresses (walks of one shape).
inline bool sameWalk(const StridedWalker &y, const void *yBase,
                     const StridedWalker &in, const void *inBase) {
  return yBase == inBase && y.offset == in.offset &&
         std::equal(y.strides, y.strides + y.rank, in.strides);
}

/// Whether the walk `y` (from yBase) is exactly the walk `in` (from inBase)
/// or touches none of it.
inline bool sameOrApart(const StridedWalker &y, const void *yBase,
                        const StridedWalker &in, const void *inBase,
                        size_t elementBytes) {
  if (in.numElements() == 0 || y.numElements() == 0)
    return true;
  if (sameWalk(y, yBase, in, inBase))
    return true;
  const char *yb = static_cast<const char *>(yBase),
             *ib = static_cast<const char *>(inBase);
  auto [ylo, yhi] = y.extent();
  auto [ilo, ihi] = in.extent();
  auto at = [&](const char *base, intptr_t i) {
    return base + i * static_cast<intptr_t>(elementBytes);
  };
  return at(yb, yhi) < at(ib, ilo) || at(ib, ihi) < at(yb, ylo);
}

/// scal: x, written in place, must not overlap itself (a zero stride would
/// scale one element several times).
template <typename T>
bool scalWalker(const char *kernel, const UnrankedMemRef *X, StridedWalker &w) {
  w = StridedWalker::of<T>(*X);
  return checkOutputDistinct(kernel, "x", w.rank, w.sizes, w.strides);
}

/// axpby: x and y of one shape; y either is exactly x or does not touch it.
template <typename T>
bool axpbyWalkers(const char *kernel, const UnrankedMemRef *X,
                  const UnrankedMemRef *Y, StridedWalker &wx,
                  StridedWalker &wy) {
  wx = StridedWalker::of<T>(*X);
  wy = StridedWalker::of<T>(*Y);
  if (!wx.sameShape(wy)) {
    kmatch_rt_error(kernel, "shape mismatch: x is %s, y is %s",
                    shapeString(wx.rank, wx.sizes).c_str(),
                    shapeString(wy.rank, wy.sizes).c_str());
    return false;
  }
  if (!checkOutputDistinct(kernel, "y", wy.rank, wy.sizes, wy.strides))
    return false;
  if (sameOrApart(wy, alignedOf<T>(*Y), wx, alignedOf<T>(*X), sizeof(T)))
    return true;
  kmatch_rt_error(kernel, "output y (%s) partially overlaps input x",
                  shapeString(wy.rank, wy.sizes).c_str());
  return false;
}

/// b of a broadcast_add walked at y's shape: stride 0 along each dim where
/// b has size 1 and y more. Owns the arrays `walker` points into.
struct BroadcastWalk {
  std::vector<intptr_t> sizes, strides;
  StridedWalker walker{};
};

/// The walks of y = a + b: a and y of one shape, and b too (add) or, given
/// `wide` (broadcast_add), b of y's rank with each dim y's or 1, which
/// `wide` then walks at y's shape. y must not overlap a (unless it is a) nor
/// b (unless it is b, which then broadcasts nothing).
template <typename T>
bool addWalkers(const char *kernel, const UnrankedMemRef *A,
                const UnrankedMemRef *B, const UnrankedMemRef *Y,
                StridedWalker &wa, StridedWalker &wb, StridedWalker &wy,
                BroadcastWalk *wide = nullptr) {
  wa = StridedWalker::of<T>(*A);
  wb = StridedWalker::of<T>(*B);
  wy = StridedWalker::of<T>(*Y);
  bool fits = wa.sameShape(wy) && wb.rank == wy.rank;
  for (int64_t d = 0; fits && d < wy.rank; ++d)
    fits = wb.sizes[d] == wy.sizes[d] || (wide && wb.sizes[d] == 1);
  if (!fits) {
    kmatch_rt_error(kernel, "shape mismatch: a is %s, b is %s, y is %s%s",
                    shapeString(wa.rank, wa.sizes).c_str(),
                    shapeString(wb.rank, wb.sizes).c_str(),
                    shapeString(wy.rank, wy.sizes).c_str(),
                    wide ? " (a must be y's shape, b y's rank with each dim "
                           "y's or 1)"
                         : "");
    return false;
  }
  if (!checkOutputDistinct(kernel, "y", wy.rank, wy.sizes, wy.strides))
    return false;
  const StridedWalker *bAtY = &wb;
  if (wide) {
    wide->sizes.assign(wy.sizes, wy.sizes + wy.rank);
    wide->strides.assign(wb.strides, wb.strides + wb.rank);
    for (int64_t d = 0; d < wy.rank; ++d)
      if (wb.sizes[d] != wy.sizes[d])
        wide->strides[d] = 0;
    wide->walker = {wy.rank, wide->sizes.data(), wide->strides.data(),
                    wb.offset};
    // y is b only where b broadcasts nothing (a row of y broadcast over y
    // would change under the rows still to come).
    bAtY = &wide->walker;
  }
  T *yb = alignedOf<T>(*Y);
  if (sameOrApart(wy, yb, wa, alignedOf<T>(*A), sizeof(T)) &&
      sameOrApart(wy, yb, *bAtY, alignedOf<T>(*B), sizeof(T)))
    return true;
  kmatch_rt_error(kernel, "output y (%s) partially overlaps an input",
                  shapeString(wy.rank, wy.sizes).c_str());
  return false;
}

/// y = a + b by a strided loop in lockstep over the three walks (b's walk
/// at y's shape: addWalkers' `wide` for a broadcast_add).
template <typename T>
void addHost(const StridedWalker &wa, const T *a, const StridedWalker &wb,
             const T *b, const StridedWalker &wy, T *y) {
  forEachInLockstep<3>({&wa, &wb, &wy}, [&](const std::array<intptr_t, 3> &o) {
    y[o[2]] = a[o[0]] + b[o[1]];
  });
}

/// Batch `b` of a rank-3 descriptor, as a matrix descriptor.
template <typename T>
MemRef<T, 2> batchSlice(const MemRef<T, 3> &m, intptr_t b) {
  // A batch of one is shared by every batch (see checkBatches).
  intptr_t index = m.sizes[0] == 1 ? 0 : b;
  return MemRef<T, 2>{m.allocated,
                      m.aligned,
                      m.offset + index * m.strides[0],
                      {m.sizes[1], m.sizes[2]},
                      {m.strides[1], m.strides[2]}};
}

/// The address range of a rank-3 descriptor, for spansOverlap.
template <typename T>
struct Span3 {
  const MemRef<T, 3> *m;
  bool empty() const {
    return m->sizes[0] == 0 || m->sizes[1] == 0 || m->sizes[2] == 0;
  }
  std::pair<const T *, const T *> span() const {
    intptr_t lo = 0, hi = 0;
    for (int d = 0; d < 3; ++d) {
      intptr_t s = (m->sizes[d] - 1) * m->strides[d];
      (s < 0 ? lo : hi) += s;
    }
    return {m->data() + lo, m->data() + hi};
  }
};

/// batch_gemm: A and B have C's batch count, or a batch of one that every
/// batch shares where the launch's `shared` says so (bit 1: A, bit 2: B; a
/// 1x1 convolution's filter, for one). A batch of one that the launch does
/// not declare shared is a mismatch: linalg's batch_matmul has no broadcast,
/// and a dynamic batch that is 1 at run time is not a shared operand.
template <typename T>
bool checkBatches(const char *kernel, const MemRef<T, 3> *A,
                  const MemRef<T, 3> *B, const MemRef<T, 3> *C,
                  int32_t shared) {
  auto fits = [&](intptr_t n, int32_t bit) {
    return n == C->sizes[0] || (n == 1 && (shared & bit));
  };
  if (!fits(A->sizes[0], 1) || !fits(B->sizes[0], 2)) {
    kmatch_rt_error(kernel,
                    "batch mismatch: A has %zd, B %zd, C %zd (a batch of one "
                    "is shared only where the launch's shared says so: %d)",
                    A->sizes[0], B->sizes[0], C->sizes[0], shared);
    return false;
  }
  // Across batches too: C's batches must not share elements, nor touch any
  // batch of A or B (the per-batch checks see one batch at a time).
  if (!checkOutputDistinct(kernel, "C", 3, C->sizes, C->strides))
    return false;
  if (spansOverlap(Span3<T>{C}, Span3<T>{A}) ||
      spansOverlap(Span3<T>{C}, Span3<T>{B})) {
    kmatch_rt_error(kernel, "output C (%zdx%zdx%zd) overlaps an input",
                    C->sizes[0], C->sizes[1], C->sizes[2]);
    return false;
  }
  return true;
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_BLAS_CHECKS_H
