//===- level3.cpp - CUDA shims for syrk and syr2k ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cuda_syrk_*(alpha, A, beta, C, trans):
//     C = alpha * op(A) * op(A)^T + beta * C,  op(A) = trans ? A^T : A
// kmatch_cuda_syr2k_*(alpha, A, B, beta, C):
//     C = alpha * (A * B^T + B * A^T) + beta * C
//
// Same contract and checks as the CPU shims. Operands are host memrefs,
// copied to dense device buffers and back on every call, except those inside
// a device mirror, which cuBLAS reads and writes in place when it can take
// their layout (the residency driver, residency.h); a row-major matrix is the
// column-major transpose, which decides every cuBLAS transpose flag.
//
// syrk and syr2k write all of C, like the CPU shims: cuBLAS computes one
// triangle of alpha * product into a device scratch with beta = 0, and the
// host forms C = P + beta * C elementwise (C need not be symmetric). A C
// inside a mirror is instead computed in place by gemm (two for syr2k), whose
// full product is the symmetric one.
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "../common/symmetric.h"
#include "cublas.h"
#include "device_buffer.h"

using namespace kmatch_rt;

/// C (n x n) = alpha * op(A) * op(A)^T + beta * C, or with `b`,
/// C = alpha * (op(A) * op(B)^T + op(B) * op(A)^T) + beta * C, where op(A) and
/// op(B) are n x k row-major BLAS operands sharing one transpose flag (k > 0).
/// An operand the driver gave a mirror is used in place; the others go
/// through dense device copies. Needs ctx->mutex held.
template <typename T>
static bool
symmetricOnDevice(const char *name, CudaContext *ctx, const MatrixView<T> &c,
                  intptr_t k, T alpha, const BlasOperand<T> &a,
                  const BlasOperand<T> *b, T beta, const DeviceOperand &opA,
                  const DeviceOperand *opB, const DeviceOperand &opC) {
  intptr_t n = c.rows;
  // Stored (row-major) shape of each operand.
  intptr_t rows = a.trans ? k : n, cols = a.trans ? n : k;
  DeviceBuffer dA, dB, dP;
  auto place = [&](const DeviceOperand &op, const BlasOperand<T> &blas,
                   DeviceBuffer &buffer, T *&dev, intptr_t &ld) {
    if (op.mirror) {
      dev = op.device(blas.data);
      ld = blas.ld;
      return fitsCublasInt(name, {ld});
    }
    ld = std::max<intptr_t>(cols, 1);
    if (!buffer.allocate<T>(name, rows * cols))
      return false;
    dev = buffer.as<T>();
    return copy2D(name, dev, ld, blas.data, blas.ld, rows, cols,
                  cudaMemcpyHostToDevice, ctx->stream);
  };
  T *devA, *devB = nullptr;
  intptr_t lda, ldb = 1;
  if (!place(opA, a, dA, devA, lda) || (b && !place(*opB, *b, dB, devB, ldb)))
    return false;
  if (opC.mirror) {
    // Column-major X = alpha * op(A) * op(B)^T + beta * X on C's storage (C
    // or C^T: the product is symmetric). A stored row-major operand read
    // column-major is its transpose.
    intptr_t ldc = 0;
    if (!isRowMajor(c, ldc))
      isRowMajor(c.transposed(), ldc);
    cublasOperation_t first = a.trans ? CUBLAS_OP_N : CUBLAS_OP_T;
    cublasOperation_t second = a.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
    T *devC = opC.device(c.data), one = T(1);
    const T *devB2 = b ? devB : devA;
    intptr_t ldb2 = b ? ldb : lda;
    return fitsCublasInt(name, {ldc}) &&
           KMATCH_CUBLAS_OK(name, cublasGemmBatched(ctx->cublas, first, second,
                                                    n, n, k, &alpha, devA, lda,
                                                    0, devB2, ldb2, 0, &beta,
                                                    devC, ldc, 0, 1)) &&
           (!b || KMATCH_CUBLAS_OK(name, cublasGemmBatched(
                                             ctx->cublas, first, second, n, n,
                                             k, &alpha, devB, ldb, 0, devA, lda,
                                             0, &one, devC, ldc, 0, 1))) &&
           KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream));
  }
  std::vector<T> p(static_cast<size_t>(n * n), T(0));
  if (!dP.allocate<T>(name, n * n))
    return false;
  T *devP = dP.as<T>();
  // The device copies read column-major are the stored transposes: flip the
  // transpose flag. The upper triangle of the column-major P is the lower
  // triangle of its row-major reading, which symmetricFromLower expects.
  cublasOperation_t op = a.trans ? CUBLAS_OP_N : CUBLAS_OP_T;
  T zero = T(0);
  cublasStatus_t status =
      b ? cublasSyr2k(ctx->cublas, op, n, k, &alpha, devA, lda, devB, ldb,
                      &zero, devP, n)
        : cublasSyrk(ctx->cublas, op, n, k, &alpha, devA, lda, &zero, devP, n);
  if (!KMATCH_CUBLAS_OK(name, status) ||
      !copy1D(name, p.data(), devP, n * n, cudaMemcpyDeviceToHost,
              ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  symmetricFromLower(c, beta, p.data());
  return true;
}

/// C = beta * C (the product of an empty k is zero) on the host.
template <typename T>
static void scaleSymmetric(const MatrixView<T> &c, T beta) {
  std::vector<T> p(static_cast<size_t>(c.rows * c.rows), T(0));
  symmetricFromLower(c, beta, p.data());
}

template <typename T>
static void syrk(const char *name, T alpha, MemRef<T, 2> *Am, T beta,
                 MemRef<T, 2> *Cm, int32_t trans) {
  MatrixView<T> a, c;
  if (!syrkViews(name, Am, Cm, trans, a, c))
    return;
  if (c.empty())
    return;
  // On current host copies: the IEEE fallback, and an empty k (cuBLAS may
  // return before writing the scratch).
  if (blasAlphaDiffers(alpha, a) || a.cols == 0) {
    runOnHost(name, {readOperand(Am), writtenOperand(Cm)}, [&] {
      if (a.cols == 0)
        scaleSymmetric(c, beta);
      else
        referenceSymmetric<T>(alpha, a, nullptr, beta, c);
      return true;
    });
    return;
  }
  if (!fitsCublasInt(name, {c.rows, a.cols}))
    return;
  DeviceOperand ops[] = {input(spanOf(a), takenWithoutPacking(a)),
                         output(spanOf(c), takenWithoutPacking(c))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    BlasMatrix<T> ba;
    ba.build(a);
    return symmetricOnDevice<T>(name, ctx, c, a.cols, alpha, ba.op, nullptr,
                                beta, ops[0], nullptr, ops[1]);
  });
}

/// Whether agreeOnTranspose leaves a and b unpacked (taken where they lie).
template <typename T>
static void unpackedBySyr2k(const MatrixView<T> &a, const MatrixView<T> &b,
                            bool &aUnpacked, bool &bUnpacked) {
  intptr_t ld;
  bool aRow = isRowMajor(a, ld), bRow = isRowMajor(b, ld);
  aUnpacked = aRow || isRowMajor(a.transposed(), ld);
  bUnpacked = bRow || isRowMajor(b.transposed(), ld);
  // The transpose flags asBlasOperand gives (a packed copy is row-major).
  bool aTrans = aUnpacked && !aRow, bTrans = bUnpacked && !bRow;
  if (aTrans == bTrans)
    return;
  bUnpacked = false;
  if (aTrans)
    aUnpacked = false;
}

template <typename T>
static void syr2k(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 2> *Bm,
                  T beta, MemRef<T, 2> *Cm) {
  MatrixView<T> a, b, c;
  if (!syr2kViews(name, Am, Bm, Cm, a, b, c))
    return;
  if (c.empty())
    return;
  if (blasAlphaDiffers(alpha, a, b) || a.cols == 0) {
    runOnHost(name, {readOperand(Am), readOperand(Bm), writtenOperand(Cm)},
              [&] {
                if (a.cols == 0)
                  scaleSymmetric(c, beta);
                else
                  referenceSymmetric(alpha, a, &b, beta, c);
                return true;
              });
    return;
  }
  if (!fitsCublasInt(name, {c.rows, a.cols}))
    return;
  bool aInPlace, bInPlace;
  unpackedBySyr2k(a, b, aInPlace, bInPlace);
  DeviceOperand ops[] = {input(spanOf(a), aInPlace),
                         input(spanOf(b), bInPlace),
                         output(spanOf(c), takenWithoutPacking(c))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    BlasMatrix<T> ba, bb;
    agreeOnTranspose(a, b, ba, bb);
    return symmetricOnDevice<T>(name, ctx, c, a.cols, alpha, ba.op, &bb.op,
                                beta, ops[0], &ops[1], ops[2]);
  });
}

#define KMATCH_LEVEL3(T, SUFFIX)                                               \
  KMATCH_CUDA_ENTRY(syrk, SUFFIX) {                                            \
    syrk<T>(kernel, alpha, A, beta, C, trans);                                 \
  }                                                                            \
  KMATCH_CUDA_ENTRY(syr2k, SUFFIX) { syr2k<T>(kernel, alpha, A, B, beta, C); }

KMATCH_LEVEL3(float, f32)
KMATCH_LEVEL3(double, f64)
