//===- level2.cpp - CUDA shims for gemv, ger and ger2 -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cuda_gemv_*(alpha, A, x, beta, y, transA): y = alpha*op(A)*x + beta*y
// kmatch_cuda_ger_*(alpha, x, y, A, transA):        A += alpha * x * y^T
// kmatch_cuda_ger2_*(a1, u1, v1, a2, u2, v2, A, transA):
//                                  A += a1 * u1 * v1^T + a2 * u2 * v2^T
//
// Same contract and checks as the CPU shims. Operands are host memrefs,
// copied to dense device buffers and back on every call, except those inside
// a device mirror, which cuBLAS reads and writes in place when it can take
// them as they are (the residency driver, residency.h): a vector with a
// positive stride (the increment), a matrix that is row-major or column-major
// with a leading dimension. A row-major M x N matrix with leading dimension ld
// is a column-major N x M matrix, so a row-major op(A) * x is cuBLAS gemv with
// the opposite transpose, and a row-major A += x * y^T is cuBLAS ger on A^T +=
// y * x^T.
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "cublas.h"
#include "device_buffer.h"

#include <array>

using namespace kmatch_rt;

/// Whether cuBLAS takes `v` in place: row-major or column-major with a
/// leading dimension (as asBlasOperand decides: no packing).
template <typename T>
static bool takenInPlace(const MatrixView<T> &v) {
  intptr_t ld;
  return isRowMajor(v, ld) || isRowMajor(v.transposed(), ld);
}


/// y = alpha * op(A) * x + beta * y on the device, each operand in place in
/// its mirror when the driver gave it one (cuBLAS takes it), else through a
/// dense device copy. Needs ctx->mutex held, except when x is empty.
template <typename T>
static bool gemvOnDevice(const char *name, CudaContext *ctx, T alpha,
                         const MatrixView<T> &a, const VectorView<T> &x, T beta,
                         const VectorView<T> &y, const DeviceOperand &opA,
                         const DeviceOperand &opX, const DeviceOperand &opY) {
  if (x.n == 0) {
    // BLAS returns early without applying beta; the matched op does not.
    for (intptr_t i = 0; i < y.n; ++i)
      y.at(i) = beta == T(0) ? T(0) : beta * y.at(i);
    return true;
  }
  BlasMatrix<T> ba;
  ba.build(a);
  intptr_t storedRows = ba.op.trans ? a.cols : a.rows;
  intptr_t storedCols = ba.op.trans ? a.rows : a.cols;
  DeviceBuffer dA;
  T *devA;
  intptr_t lda;
  if (opA.mirror) {
    devA = opA.device(ba.op.data);
    lda = ba.op.ld;
  } else {
    lda = std::max<intptr_t>(storedCols, 1);
  }
  if (!fitsCublasInt(name, {storedRows, storedCols, lda}))
    return false;
  if (!opA.mirror) {
    if (!dA.allocate<T>(name, storedRows * storedCols))
      return false;
    devA = dA.as<T>();
    if (!copy2D(name, devA, lda, ba.op.data, ba.op.ld, storedRows, storedCols,
                cudaMemcpyHostToDevice, ctx->stream))
      return false;
  }
  // The stored row-major matrix is column-major storedCols x storedRows, its
  // transpose: flip the transpose flag. With beta = 0, y is not read.
  cublasOperation_t op = ba.op.trans ? CUBLAS_OP_N : CUBLAS_OP_T;
  DeviceVector<T> dx, dy;
  if (!dx.place(name, ctx, opX, x, /*upload=*/true) ||
      !dy.place(name, ctx, opY, y, /*upload=*/beta != T(0)) ||
      !KMATCH_CUBLAS_OK(name, cublasGemv(ctx->cublas, op, storedCols,
                                         storedRows, &alpha, devA, lda, dx.dev,
                                         dx.inc, &beta, dy.dev, dy.inc)) ||
      (!opY.mirror && !copy1D(name, dy.host.data, dy.dev, y.n,
                              cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (!opY.mirror)
    dy.host.finish();
  return true;
}

template <typename T>
static void gemv(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 1> *Xm,
                 T beta, MemRef<T, 1> *Ym, int32_t transA) {
  MatrixView<T> a;
  VectorView<T> x, y;
  if (!gemvViews(name, Am, Xm, Ym, transA, a, x, y) || y.n == 0)
    return;
  if (blasAlphaDiffers(alpha, a, x)) {
    // IEEE fallback (reference_blas.h), on current host copies.
    runOnHost(name, {readOperand(Am), readOperand(Xm), writtenOperand(Ym)},
              [&] {
                referenceGemv(alpha, a, x, beta, y);
                return true;
              });
    return;
  }
  DeviceOperand ops[] = {input(spanOf(a), takenInPlace(a)),
                         input(spanOf(x), blasTakesInPlace(x)),
                         output(spanOf(y), blasTakesInPlace(y))};
  if (x.n == 0) {
    // Nothing for the GPU to do: y = beta * y on the host.
    runOnHost(name, {writtenOperand(Ym)}, [&] {
      return gemvOnDevice<T>(name, nullptr, alpha, a, x, beta, y, ops[0],
                             ops[1], ops[2]);
    });
    return;
  }
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    return gemvOnDevice<T>(name, ctx, alpha, a, x, beta, y, ops[0], ops[1],
                           ops[2]);
  });
}

/// One rank-1 update alpha * x * y^T.
template <typename T>
struct RankOne {
  T alpha;
  VectorView<T> x, y;
};

/// A (logical, M x N) += sum of the rank-1 updates on the device, each
/// operand in place in its mirror when the driver gave it one (cuBLAS takes
/// it; A is then row-major), else through a dense device copy (A makes one
/// round trip). ops holds A, then x and y of each update. Needs ctx->mutex
/// held.
template <typename T, size_t N>
static bool gerOnDevice(const char *name, CudaContext *ctx, MatrixView<T> a,
                        const std::array<RankOne<T>, N> &updates,
                        const DeviceOperand *ops) {
  const DeviceOperand &opA = ops[0];
  intptr_t ld;
  Packed<T> packed;
  T *host = a.data;
  bool isPacked = !isRowMajor(a, ld);
  if (isPacked) {
    packed.packFrom(a, /*copyValues=*/true);
    host = packed.dense.data;
    ld = packed.dense.rowStride;
  }
  DeviceBuffer dA;
  T *devA;
  intptr_t lda;
  if (opA.mirror) {
    devA = opA.device(a.data);
    lda = ld;
  } else {
    lda = std::max<intptr_t>(a.cols, 1);
  }
  if (!fitsCublasInt(name, {a.rows, a.cols, lda}))
    return false;
  if (!opA.mirror) {
    if (!dA.allocate<T>(name, a.rows * a.cols))
      return false;
    devA = dA.as<T>();
    if (!copy2D(name, devA, lda, host, ld, a.rows, a.cols,
                cudaMemcpyHostToDevice, ctx->stream))
      return false;
  }
  std::array<DeviceVector<T>, N> dx, dy;
  for (size_t i = 0; i < N; ++i) {
    const RankOne<T> &u = updates[i];
    // Row-major A (rows x cols) is column-major A^T: A^T += alpha * y * x^T.
    if (!dx[i].place(name, ctx, ops[1 + 2 * i], u.x, /*upload=*/true) ||
        !dy[i].place(name, ctx, ops[2 + 2 * i], u.y, /*upload=*/true) ||
        !KMATCH_CUBLAS_OK(name, cublasGer(ctx->cublas, a.cols, a.rows, &u.alpha,
                                          dy[i].dev, dy[i].inc, dx[i].dev,
                                          dx[i].inc, devA, lda)))
      return false;
  }
  if ((!opA.mirror && !copy2D(name, host, ld, devA, lda, a.rows, a.cols,
                              cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (!opA.mirror && isPacked)
    packed.unpackTo(a);
  return true;
}

/// A += the rank-1 updates, each operand in place in its mirror when cuBLAS
/// takes it as it is.
template <typename T, size_t N>
static void ger(const char *name, MatrixView<T> a,
                std::array<RankOne<T>, N> updates) {
  if (!fitsCublasInt(name, {a.rows, a.cols}))
    return;
  intptr_t ld;
  // cuBLAS updates a row-major A; a column-major A gets A^T += y x^T.
  if (!isRowMajor(a, ld) && isRowMajor(a.transposed(), ld)) {
    a = a.transposed();
    for (RankOne<T> &u : updates)
      std::swap(u.x, u.y);
  }
  DeviceOperand ops[1 + 2 * N];
  ops[0] = output(spanOf(a), isRowMajor(a, ld));
  for (size_t i = 0; i < N; ++i) {
    ops[1 + 2 * i] = input(spanOf(updates[i].x), blasTakesInPlace(updates[i].x));
    ops[2 + 2 * i] = input(spanOf(updates[i].y), blasTakesInPlace(updates[i].y));
  }
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    return gerOnDevice<T, N>(name, ctx, a, updates, ops);
  });
}

template <typename T>
static void ger(const char *name, T alpha, MemRef<T, 1> *Xm, MemRef<T, 1> *Ym,
                MemRef<T, 2> *Am, int32_t transA) {
  VectorView<T> x, y;
  MatrixView<T> a;
  if (!gerViews(name, Xm, Ym, Am, transA, x, y, a) || a.empty())
    return;
  if (blasAlphaDiffers(alpha, x, y)) {
    // IEEE fallback (reference_blas.h), on current host copies.
    runOnHost(name, {readOperand(Xm), readOperand(Ym), writtenOperand(Am)},
              [&] {
                referenceGer(a, alpha, x, y);
                return true;
              });
    return;
  }
  ger<T, 1>(name, a, {{{alpha, x, y}}});
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
  if (blasAlphaDiffers(a1, u1, v1) || blasAlphaDiffers(a2, u2, v2)) {
    // IEEE fallback (reference_blas.h), on current host copies.
    runOnHost(name,
              {readOperand(U1), readOperand(V1), readOperand(U2),
               readOperand(V2), writtenOperand(Am)},
              [&] {
                referenceGer(a, a1, u1, v1);
                referenceGer(a, a2, u2, v2);
                return true;
              });
    return;
  }
  ger<T, 2>(name, a, {{{a1, u1, v1}, {a2, u2, v2}}});
}

#define KMATCH_LEVEL2(T, SUFFIX)                                               \
  KMATCH_CUDA_ENTRY(gemv, SUFFIX) {                                            \
    gemv<T>(kernel, alpha, A, x, beta, y, transA);          \
  }                                                                            \
  KMATCH_CUDA_ENTRY(ger, SUFFIX) {                                             \
    ger<T>(kernel, alpha, x, y, A, transA);                  \
  }                                                                            \
  KMATCH_CUDA_ENTRY(ger2, SUFFIX) {                                            \
    ger2<T>(kernel, a1, u1, v1, a2, u2, v2, A, transA);     \
  }

KMATCH_LEVEL2(float, f32)
KMATCH_LEVEL2(double, f64)
