//===- gemm.cpp - CUDA gemm shim on cuBLAS ----------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cuda_gemm_{f32,f64}: same contract as the CPU shim. Operands are host
// memrefs, copied to the device and back on every call, except those inside a
// device mirror, which cuBLAS reads and writes in place when it can take them
// without packing (the residency driver, residency.h). Row-major operands reach
// column-major cuBLAS through the identity C^T = op(B)^T * op(A)^T.
//
//===----------------------------------------------------------------------===//
#include "../common/reference_blas.h"
#include "cublas.h"
#include "device_buffer.h"

using namespace kmatch_rt;

/// Runs the plan on the device: a plan operand whose driver operand has a
/// mirror is used in place (the plan did not pack it: it was taken in place);
/// the others go through dense device copies, and C is then copied back.
/// Needs ctx->mutex held.
template <typename T>
static bool gemmOnDevice(const char *name, CudaContext *ctx, T alpha, T beta,
                         GemmPlan<T> &p, const DeviceOperand &opA,
                         const DeviceOperand &opB, const DeviceOperand &opC) {
  // Stored (row-major) shapes of the three operands.
  intptr_t aRows = p.a.trans ? p.K : p.M, aCols = p.a.trans ? p.M : p.K;
  intptr_t bRows = p.b.trans ? p.N : p.K, bCols = p.b.trans ? p.K : p.N;
  DeviceBuffer dA, dB, dC;
  T *devA, *devB, *devC;
  intptr_t lda, ldb, ldc;
  // One operand: in place in its mirror, or a dense device copy.
  auto place = [&](const DeviceOperand &op, const BlasOperand<T> &blas,
                   intptr_t rows, intptr_t cols, bool upload,
                   DeviceBuffer &buffer, T *&dev, intptr_t &ld) {
    if (op.mirror) {
      dev = op.device(blas.data);
      ld = blas.ld;
      return true;
    }
    ld = std::max<intptr_t>(cols, 1);
    size_t bytes = sizeof(T) * std::max<intptr_t>(rows * cols, 1);
    if (!KMATCH_CUDA_OK(name, cudaMalloc(&buffer.ptr, bytes)))
      return false;
    dev = buffer.as<T>();
    return !upload || copy2D(name, dev, ld, blas.data, blas.ld, rows, cols,
                             cudaMemcpyHostToDevice, ctx->stream);
  };
  if (!place(opA, p.a, aRows, aCols, true, dA, devA, lda) ||
      !place(opB, p.b, bRows, bCols, true, dB, devB, ldb) ||
      !place(opC, p.c, p.M, p.N, beta != T(0), dC, devC, ldc))
    return false;
  cublasOperation_t transA = p.a.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t transB = p.b.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (!KMATCH_CUBLAS_OK(name, cublasGemm(ctx->cublas, transB, transA, p.N, p.M,
                                         p.K, &alpha, devB, ldb, devA, lda,
                                         &beta, devC, ldc)) ||
      (!opC.mirror && !copy2D(name, p.c.data, p.c.ld, devC, ldc, p.M, p.N,
                              cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  p.finish();
  return true;
}

template <typename T>
static void gemm(const char *name, T alpha, MemRef<T, 2> *A, MemRef<T, 2> *B,
                 T beta, MemRef<T, 2> *C, int32_t transA, int32_t transB,
                 int32_t transC) {
  MatrixView<T> a, b, c;
  if (!gemmViews(name, A, B, C, transA, transB, transC, a, b, c) || c.empty())
    return;
  if (blasAlphaDiffers(alpha, a, b)) {
    // IEEE fallback (reference_blas.h), on current host copies.
    runOnHost(name, {readOperand(A), readOperand(B), writtenOperand(C)}, [&] {
      referenceGemm(alpha, a, b, beta, c);
      return true;
    });
    return;
  }
  // An operand BLAS takes without packing is used in place in a mirror.
  // The plan computes a column-major C as C^T = B^T * A^T, which swaps A
  // and B: the plan's operands are then B's and A's.
  DeviceOperand ops[] = {input(spanOf(a), takenWithoutPacking(a)),
                         input(spanOf(b), takenWithoutPacking(b)),
                         output(spanOf(c), takenWithoutPacking(c))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    // Built on current host bytes, after the driver's downloads.
    GemmPlan<T> p;
    p.build(a, b, c);
    intptr_t ld;
    bool swapped = !isRowMajor(c, ld) && isRowMajor(c.transposed(), ld);
    return gemmOnDevice<T>(name, ctx, alpha, beta, p, ops[swapped ? 1 : 0],
                           ops[swapped ? 0 : 1], ops[2]);
  });
}

KMATCH_CUDA_ENTRY(gemm, f32) {
  gemm(kernel, alpha, A, B, beta, C, transA, transB, transC);
}

KMATCH_CUDA_ENTRY(gemm, f64) {
  gemm(kernel, alpha, A, B, beta, C, transA, transB, transC);
}

/// Whether a usable CUDA device exists (for tests and tools); never reports.
KMATCH_RT_EXPORT int kmatch_cuda_device_available(void) {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}
