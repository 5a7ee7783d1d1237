//===- matrix.h - Strided matrix views and the gemm plan --------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Turns 2-D memref descriptors into what a row-major BLAS call needs: a
// pointer, a leading dimension and a transpose flag. A view BLAS cannot take
// (non-unit inner stride in both directions, negative or overlapping strides)
// is packed into a dense copy, so a shim is never wrong, only slower.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_MATRIX_H
#define KMATCH_RUNTIME_COMMON_MATRIX_H

#include "kmatch_rt.h"
#include "strided_walker.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <new>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace kmatch_rt {

/// Element (i, j) lives at data[i * rowStride + j * colStride].
template <typename T>
struct MatrixView {
  T *data;
  intptr_t rows, cols;
  intptr_t rowStride, colStride;

  static MatrixView fromMemRef(const MemRef<T, 2> &m) {
    return {m.data(), m.sizes[0], m.sizes[1], m.strides[0], m.strides[1]};
  }
  MatrixView transposed() const {
    return {data, cols, rows, colStride, rowStride};
  }
  bool empty() const { return rows == 0 || cols == 0; }
  T &at(intptr_t i, intptr_t j) const {
    return data[i * rowStride + j * colStride];
  }
  /// [first, last] element addresses touched, for overlap checks.
  std::pair<const T *, const T *> span() const {
    if (empty())
      return {data, data};
    intptr_t lo = 0, hi = 0;
    for (intptr_t s : {(rows - 1) * rowStride, (cols - 1) * colStride}) {
      lo += std::min<intptr_t>(s, 0);
      hi += std::max<intptr_t>(s, 0);
    }
    return {data + lo, data + hi};
  }
};

/// Whether the address ranges two views touch intersect.
template <typename X, typename Y>
bool spansOverlap(const X &a, const Y &b) {
  if (a.empty() || b.empty())
    return false;
  auto [a0, a1] = a.span();
  auto [b0, b1] = b.span();
  return !(a1 < b0 || b1 < a0);
}

template <typename T>
bool overlaps(const MatrixView<T> &a, const MatrixView<T> &b) {
  return spansOverlap(a, b);
}

//===----------------------------------------------------------------------===//
// Output checks shared by every shim of both backends: an output must not
// overlap itself (two logical elements on one address, e.g. a zero stride),
// nor any input.
//===----------------------------------------------------------------------===//

/// Whether two distinct logical elements of a strided view (sizes, strides
/// in elements) may share an address. Sound and cheap: the dimensions of
/// more than one element, sorted by |stride|, must each step over the whole
/// span of the smaller ones. An empty view never overlaps itself.
/// Any rank: the rank-polymorphic kernels (add, copy, softmax, ...) take
/// views of every rank linalg allows.
template <typename I>
bool overlapsItself(int64_t rank, const I *sizes, const I *strides) {
  // Every launch checks its outputs: no allocation up to rank 16.
  int64_t local[16];
  std::vector<int64_t> heap(rank > 16 ? static_cast<size_t>(rank) : 0);
  int64_t *dims = rank > 16 ? heap.data() : local;
  int64_t n = 0;
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] == 0)
      return false;
    if (sizes[d] > 1)
      dims[n++] = d;
  }
  auto absStride = [&](int64_t d) {
    return strides[d] < 0 ? -int64_t(strides[d]) : int64_t(strides[d]);
  };
  std::sort(dims, dims + n,
            [&](int64_t a, int64_t b) { return absStride(a) < absStride(b); });
  int64_t span = 1;
  for (int64_t i = 0; i < n; ++i) {
    if (absStride(dims[i]) < span)
      return true;
    span += (int64_t(sizes[dims[i]]) - 1) * absStride(dims[i]);
  }
  return false;
}

/// Reports an output view that overlaps itself; `shape` names its sizes.
template <typename I>
bool checkOutputDistinct(const char *kernel, const char *name, int64_t rank,
                         const I *sizes, const I *strides) {
  if (!overlapsItself(rank, sizes, strides))
    return true;
  std::string shape, strideList;
  for (int64_t d = 0; d < rank; ++d) {
    shape += (d ? "x" : "") + std::to_string(sizes[d]);
    strideList += (d ? ", " : "") + std::to_string(strides[d]);
  }
  kmatch_rt_error(kernel,
                  "output %s (%s, strides [%s]) overlaps itself: two of its "
                  "elements share an address",
                  name, rank ? shape.c_str() : "scalar", strideList.c_str());
  return false;
}

template <typename T>
bool checkOutputDistinct(const char *kernel, const char *name,
                         const MatrixView<T> &v) {
  intptr_t sizes[2] = {v.rows, v.cols}, strides[2] = {v.rowStride, v.colStride};
  return checkOutputDistinct(kernel, name, 2, sizes, strides);
}

/// Runs `body`, a shim's work, reporting an allocation failure (a packed
/// copy or scratch buffer larger than memory) as an error of `kernel`: no
/// exception leaves the C ABI, where it would terminate the process even
/// with KMATCH_RT_ON_ERROR=return. The outputs are written last, after every
/// allocation.
template <typename F>
void guarded(const char *kernel, F &&body) {
  try {
    body();
  } catch (const std::bad_alloc &) {
    kmatch_rt_error(kernel, "out of memory for a packed copy or scratch "
                            "buffer");
  } catch (const std::length_error &) {
    kmatch_rt_error(kernel, "a packed copy or scratch buffer exceeds the "
                            "addressable size");
  }
}

/// Whether every size, leading dimension and increment fits the 32-bit int
/// that `library` takes (OpenBLAS's blasint here, cuBLAS's int); reports the
/// first that does not, rather than letting it wrap.
inline bool fitsInt32(const char *kernel, const char *library,
                      std::initializer_list<intptr_t> values) {
  for (intptr_t n : values) {
    if (n <= INT32_MAX && n >= -INT32_MAX)
      continue;
    kmatch_rt_error(kernel, "size %zd exceeds the 32-bit int range %s takes", n,
                    library);
    return false;
  }
  return true;
}

/// A row-major operand for BLAS: element (i, j) of op(X) is
/// data[i * ld + j] when !trans, data[j * ld + i] when trans.
template <typename T>
struct BlasOperand {
  T *data = nullptr;
  intptr_t ld = 1;
  bool trans = false;
};

/// Whether `v` is row-major with a valid leading dimension, one that fits
/// the 32-bit int OpenBLAS and cuBLAS take (a wider one is packed).
template <typename T>
bool isRowMajor(const MatrixView<T> &v, intptr_t &ld) {
  bool unitCol = v.colStride == 1 || v.cols <= 1;
  if (!unitCol)
    return false;
  if (v.rows <= 1) {
    ld = std::max<intptr_t>(v.cols, 1);
    return true;
  }
  if ((v.rowStride) < std::max<intptr_t>(v.cols, 1) || v.rowStride > INT32_MAX)
    return false;
  ld = v.rowStride;
  return true;
}

/// Dense row-major copy of a view, for layouts BLAS cannot take.
template <typename T>
struct Packed {
  std::vector<T> storage;
  MatrixView<T> dense{};

  void packFrom(const MatrixView<T> &v, bool copyValues) {
    storage.assign(static_cast<size_t>(v.rows * v.cols), T(0));
    dense = {storage.data(), v.rows, v.cols, std::max<intptr_t>(v.cols, 1), 1};
    if (!copyValues)
      return;
    for (intptr_t i = 0; i < v.rows; ++i)
      for (intptr_t j = 0; j < v.cols; ++j)
        dense.at(i, j) = v.at(i, j);
  }
  void unpackTo(const MatrixView<T> &v) const {
    for (intptr_t i = 0; i < v.rows; ++i)
      for (intptr_t j = 0; j < v.cols; ++j)
        v.at(i, j) = dense.at(i, j);
  }
};

/// Describes `v` (the logical op(X)) as a row-major BLAS operand, packing it
/// when neither it nor its transpose is row-major.
template <typename T>
BlasOperand<T> asBlasOperand(const MatrixView<T> &v, Packed<T> &packed) {
  BlasOperand<T> op;
  if (isRowMajor(v, op.ld)) {
    op.data = v.data;
    return op;
  }
  if (isRowMajor(v.transposed(), op.ld)) {
    op.data = v.data;
    op.trans = true;
    return op;
  }
  packed.packFrom(v, /*copyValues=*/true);
  op.data = packed.dense.data;
  op.ld = packed.dense.rowStride;
  return op;
}

/// Whether BLAS takes `v` as it is, row-major or transposed: asBlasOperand
/// does not pack it.
template <typename T>
bool takenWithoutPacking(const MatrixView<T> &v) {
  intptr_t ld;
  return isRowMajor(v, ld) || isRowMajor(v.transposed(), ld);
}

/// C = alpha * A * B + beta * C on logical views, as a row-major BLAS call:
/// M, N, K, the three operands, and how to write C back when it was packed.
template <typename T>
struct GemmPlan {
  intptr_t M = 0, N = 0, K = 0;
  BlasOperand<T> a, b, c;
  Packed<T> packedA, packedB, packedC;
  MatrixView<T> cView{};
  bool cPacked = false;

  /// Builds the plan. Logical views: a is M x K, b is K x N, c is M x N.
  void build(MatrixView<T> av, MatrixView<T> bv, MatrixView<T> cv) {
    intptr_t ld;
    // BLAS writes C row-major; a column-major C is computed as
    // C^T = B^T * A^T.
    if (!isRowMajor(cv, ld) && isRowMajor(cv.transposed(), ld)) {
      std::swap(av, bv);
      av = av.transposed();
      bv = bv.transposed();
      cv = cv.transposed();
    }
    M = cv.rows;
    N = cv.cols;
    K = av.cols;
    a = asBlasOperand(av, packedA);
    b = asBlasOperand(bv, packedB);
    cView = cv;
    if (isRowMajor(cv, ld)) {
      c.data = cv.data;
      c.ld = ld;
      return;
    }
    packedC.packFrom(cv, /*copyValues=*/true);
    c.data = packedC.dense.data;
    c.ld = packedC.dense.rowStride;
    cPacked = true;
  }

  /// Copies a packed C back into the caller's buffer.
  void finish() {
    if (cPacked)
      packedC.unpackTo(cView);
  }
};

/// Validates the operands of a gemm launch and returns the logical views
/// op(A) (M x K), op(B) (K x N) and C (M x N). Reports an error and returns
/// false on a shape mismatch or when C overlaps A or B.
template <typename T>
bool gemmViews(const char *kernel, const MemRef<T, 2> *A, const MemRef<T, 2> *B,
               const MemRef<T, 2> *C, int32_t transA, int32_t transB,
               int32_t transC, MatrixView<T> &a, MatrixView<T> &b,
               MatrixView<T> &c) {
  a = MatrixView<T>::fromMemRef(*A);
  b = MatrixView<T>::fromMemRef(*B);
  c = MatrixView<T>::fromMemRef(*C);
  if (transA)
    a = a.transposed();
  if (transB)
    b = b.transposed();
  if (transC)
    c = c.transposed();
  if (a.cols != b.rows || a.rows != c.rows || b.cols != c.cols || a.rows < 0 ||
      a.cols < 0 || b.cols < 0) {
    kmatch_rt_error(kernel,
                    "shape mismatch: op(A) is %zdx%zd, op(B) is %zdx%zd, C is "
                    "%zdx%zd (A %zdx%zd transA=%d, B %zdx%zd transB=%d, C "
                    "%zdx%zd transC=%d)",
                    a.rows, a.cols, b.rows, b.cols, c.rows, c.cols, A->sizes[0],
                    A->sizes[1], transA, B->sizes[0], B->sizes[1], transB,
                    C->sizes[0], C->sizes[1], transC);
    return false;
  }
  if (!checkOutputDistinct(kernel, "C", c))
    return false;
  if (overlaps(c, a) || overlaps(c, b)) {
    kmatch_rt_error(kernel,
                    "output C (%zdx%zd) overlaps an input; BLAS cannot compute "
                    "in place",
                    c.rows, c.cols);
    return false;
  }
  return true;
}

/// A strided vector: element i at data[i * stride].
template <typename T>
struct VectorView {
  T *data;
  intptr_t n;
  intptr_t stride;

  static VectorView fromMemRef(const MemRef<T, 1> &m) {
    return {m.data(), m.sizes[0], m.strides[0]};
  }
  T &at(intptr_t i) const { return data[i * stride]; }
  std::pair<const T *, const T *> span() const {
    if (n == 0)
      return {data, data};
    intptr_t last = (n - 1) * stride;
    return {data + std::min<intptr_t>(0, last),
            data + std::max<intptr_t>(0, last)};
  }
  bool empty() const { return n == 0; }
};

template <typename T>
bool checkOutputDistinct(const char *kernel, const char *name,
                         const VectorView<T> &v) {
  return checkOutputDistinct(kernel, name, 1, &v.n, &v.stride);
}

//===----------------------------------------------------------------------===//
// IEEE fallbacks for alpha == 0 and a non-finite alpha. BLAS (OpenBLAS and
// cuBLAS alike) returns early when alpha is 0 and never reads the inputs, so
// a NaN or Inf in them vanishes, while the matched op multiplies every term:
// 0 * NaN and 0 * Inf are NaN. And BLAS scales a whole sum by alpha once,
// while the op scales every term: with alpha = Inf, a zero term is Inf * 0 =
// NaN in the op but adds nothing to BLAS's sum. When alpha is 0 at run time
// and an input holds a non-finite value, or alpha is Inf or NaN, the shims
// of both backends compute the launch as the matched op does with these
// loops instead (in T arithmetic, on host memory): from beta * C (+0 for
// beta = 0, a folded zero fill: C is not read), adding alpha * a * b term by
// term. With finite inputs BLAS's early return is exact but for the sign of
// a zero: (alpha * a) * b is then +-0.
//===----------------------------------------------------------------------===//

/// Whether any element of `v` is NaN or Inf.
template <typename T>
bool anyNonFinite(const MatrixView<T> &v) {
  for (intptr_t i = 0; i < v.rows; ++i)
    for (intptr_t j = 0; j < v.cols; ++j)
      if (!std::isfinite(v.at(i, j)))
        return true;
  return false;
}

template <typename T>
bool anyNonFinite(const VectorView<T> &v) {
  for (intptr_t i = 0; i < v.n; ++i)
    if (!std::isfinite(v.at(i)))
      return true;
  return false;
}

/// Whether a BLAS call with this alpha can differ from the matched op on
/// `inputs` beyond rounding: alpha is 0 (either sign) and an input holds
/// NaN or Inf (the early return drops it), or alpha is Inf or NaN (scaling
/// the sum once is not scaling every term).
/// `anyInputNonFinite()` is asked only when alpha is 0.
template <typename T, typename F>
bool blasAlphaDiffersIf(T alpha, F &&anyInputNonFinite) {
  return !std::isfinite(alpha) || (alpha == T(0) && anyInputNonFinite());
}
template <typename T, typename... Views>
bool blasAlphaDiffers(T alpha, const Views &...inputs) {
  return blasAlphaDiffersIf(alpha,
                            [&] { return (anyNonFinite(inputs) || ...); });
}

/// Whether a gemm's alpha is applied to the finished sum, by the shim, in
/// one pass after the library's call with alpha = 1: when C is not read
/// (beta = 0) and alpha is neither 1 nor 0. The launch then computes
/// alpha * (the library's sum), rounded once, which is what the IR computes
/// for a scale folded into alpha after the sum (batch_gemm.pdll: sum / 2^k,
/// sum * 2^k): BLAS libraries apply alpha to partial sums (OpenBLAS to each
/// block of K, added into C), and a scaled partial sum can overflow to inf,
/// or round in the subnormal range, where the sum scaled once does not; and
/// they add alpha * sum into a zeroed C, turning -0 into +0. alpha = 0 stays
/// the library's (+0, as the op's sum of zero terms).
template <typename T>
bool scaleAfterSum(T alpha, T beta) {
  return beta == T(0) && alpha != T(1) && alpha != T(0);
}

/// c = alpha * c, elementwise, on a strided view.
template <typename T>
void scaleInPlace(const MatrixView<T> &c, T alpha) {
  for (intptr_t i = 0; i < c.rows; ++i)
    for (intptr_t j = 0; j < c.cols; ++j)
      c.at(i, j) *= alpha;
}

/// A strided vector operand as a library takes it: in place (data, inc) when
/// `inPlace`, else a dense copy (inc 1) that finish() writes back.
template <typename T>
struct StagedVector {
  T *data = nullptr;
  intptr_t inc = 1;
  std::vector<T> storage;
  VectorView<T> view{};
  bool packed = false;

  void build(const VectorView<T> &v, bool inPlace, bool copyValues = true) {
    view = v;
    if (inPlace || v.n <= 1) {
      data = v.data;
      inc = v.stride > 0 ? v.stride : 1;
      return;
    }
    storage.resize(static_cast<size_t>(v.n));
    if (copyValues)
      for (intptr_t i = 0; i < v.n; ++i)
        storage[i] = v.at(i);
    data = storage.data();
    inc = 1;
    packed = true;
  }
  /// Writes a packed copy back into the caller's vector.
  void finish() const {
    if (packed)
      for (intptr_t i = 0; i < view.n; ++i)
        view.at(i) = storage[i];
  }
};

/// Whether BLAS (and cuBLAS) take `v` in place: a positive increment within
/// their 32-bit int.
template <typename T>
bool blasTakesInPlace(const VectorView<T> &v) {
  return v.n <= 1 || (v.stride > 0 && v.stride <= INT32_MAX);
}

/// A BLAS vector operand: in place where BLAS takes it, else packed.
template <typename T>
struct BlasVector : StagedVector<T> {
  void build(const VectorView<T> &v, bool copyValues = true) {
    StagedVector<T>::build(v, blasTakesInPlace(v), copyValues);
  }
};

/// A row-major matrix operand with its own packing storage.
template <typename T>
struct BlasMatrix {
  BlasOperand<T> op;
  Packed<T> packed;
  void build(const MatrixView<T> &v) { op = asBlasOperand(v, packed); }
};

/// syr2k takes one transpose flag for both operands: packs whichever
/// disagrees (B, or A when A alone is transposed) into a dense row-major copy.
template <typename T>
void agreeOnTranspose(const MatrixView<T> &a, const MatrixView<T> &b,
                      BlasMatrix<T> &ba, BlasMatrix<T> &bb) {
  ba.build(a);
  bb.build(b);
  if (ba.op.trans == bb.op.trans)
    return;
  bb.packed.packFrom(b, /*copyValues=*/true);
  bb.op = {bb.packed.dense.data, bb.packed.dense.rowStride, false};
  if (ba.op.trans) {
    ba.packed.packFrom(a, /*copyValues=*/true);
    ba.op = {ba.packed.dense.data, ba.packed.dense.rowStride, false};
  }
}

/// Formats a shape as "AxBxC" (for error messages).
inline std::string shapeString(int64_t rank, const intptr_t *sizes) {
  std::string s;
  for (int64_t d = 0; d < rank; ++d)
    s += (d ? "x" : "") + std::to_string(sizes[d]);
  return rank == 0 ? "scalar" : s;
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_MATRIX_H
