//===- gemm.cpp - CUDA gemm and batch_gemm shims on cuBLAS ------*- C++ -*-===//
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
// kmatch_cuda_batch_gemm_*(alpha, A, B, beta, C, transA, transB, transC):
//     C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b] for every batch b.
// batch_gemm packs every batch into one dense device array per operand and
// makes a single strided-batched call.
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
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

/// Every batch of one operand as logical views, and one dense row-major array
/// holding them back to back (batch stride rows * cols): the caller's memory
/// when it is already laid out that way, else a packed copy.
template <typename T> struct DenseBatch {
  std::vector<MatrixView<T>> views;
  intptr_t rows = 0, cols = 0;
  std::vector<T> storage;
  T *data = nullptr;

  bool isDense() const {
    for (size_t b = 0; b < views.size(); ++b) {
      const MatrixView<T> &v = views[b];
      if ((v.cols > 1 && v.colStride != 1) ||
          (v.rows > 1 && v.rowStride != cols) ||
          v.data != views[0].data + static_cast<intptr_t>(b) * rows * cols)
        return false;
    }
    return true;
  }
  void build(bool copyValues) {
    if (!views.empty()) {
      rows = views[0].rows;
      cols = views[0].cols;
    }
    if (!views.empty() && isDense()) {
      data = views[0].data;
      return;
    }
    storage.assign(static_cast<size_t>(views.size() * rows * cols), T(0));
    data = storage.data();
    if (!copyValues)
      return;
    T *dst = data;
    for (const MatrixView<T> &v : views)
      for (intptr_t i = 0; i < rows; ++i)
        for (intptr_t j = 0; j < cols; ++j)
          *dst++ = v.at(i, j);
  }
  /// Writes a packed copy back into the caller's batches.
  void finish() const {
    if (storage.empty())
      return;
    const T *src = storage.data();
    for (const MatrixView<T> &v : views)
      for (intptr_t i = 0; i < rows; ++i)
        for (intptr_t j = 0; j < cols; ++j)
          v.at(i, j) = *src++;
  }
};

/// One operand of the strided-batched call on the device: batch b is
/// dev + b * stride, row-major with leading dimension ld (or its transpose
/// when trans).
template <typename T> struct BatchOperand {
  T *dev = nullptr;
  intptr_t ld = 1, stride = 0;
  bool trans = false;
};

/// Describes the batches `views` as they lie in memory (device pointer left
/// unset), when cuBLAS can take them so: every batch row-major (or, when
/// allowTrans, an input, column-major) with one leading dimension and a
/// non-negative batch stride. An output's batches never share an element
/// (checkBatches), and cuBLAS writes only the M x N elements of each, so
/// batches that interleave (attention heads side by side in one row-major
/// [s, h*d] buffer: batch stride d, leading dimension h*d) are taken too.
template <typename T>
static bool stridedLayout(const std::vector<MatrixView<T>> &views,
                          bool allowTrans, BatchOperand<T> &op) {
  const MatrixView<T> &v = views[0];
  op.trans = false;
  if (!isRowMajor(v, op.ld)) {
    if (!allowTrans || !isRowMajor(v.transposed(), op.ld))
      return false;
    op.trans = true;
  }
  op.stride = views.size() > 1 ? views[1].data - views[0].data : 0;
  if (op.stride < 0)
    return false;
  for (size_t b = 0; b < views.size(); ++b)
    if (views[b].data != v.data + static_cast<intptr_t>(b) * op.stride)
      return false;
  return true;
}

/// C[b] = alpha * C[b] on the device, in place: the finished sums of a
/// batch_gemm whose alpha applies once (scaleAfterSum, matrix.h). One scal
/// over dense batches; otherwise one dgmm per batch by a device vector of
/// alphas (cuBLAS's in-place mode: C given as its own input with its own
/// leading dimension). Each element is multiplied once, reading nothing
/// else. Needs ctx->mutex held.
template <typename T>
static bool scaleBatches(const char *name, CudaContext *ctx, T alpha,
                         const BatchOperand<T> &c, intptr_t M, intptr_t N,
                         intptr_t batches) {
  if (c.ld == N && (batches == 1 || c.stride == M * N)) {
    intptr_t n = batches * M * N;
    return fitsCublasInt(name, {n}) &&
           KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n, &alpha, c.dev));
  }
  std::vector<T> alphas(M, alpha);
  DeviceBuffer x;
  if (!x.allocate<T>(name, M) || !copy1D(name, x.as<T>(), alphas.data(), M,
                                         cudaMemcpyHostToDevice, ctx->stream))
    return false;
  for (intptr_t b = 0; b < batches; ++b)
    if (!KMATCH_CUBLAS_OK(name, cublasScaleColumns(ctx->cublas, N, M,
                                                   c.dev + b * c.stride, c.ld,
                                                   x.as<T>())))
      return false;
  // x and alphas go when this returns.
  return KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream));
}

/// The batched product on the device. An operand with a mirror is used in
/// place (stridedLayout must accept it); the others go through one dense
/// device array each, and C is then copied back. Needs ctx->mutex held and
/// K > 0.
template <typename T>
static bool batchOnDevice(const char *name, CudaContext *ctx, T alpha, T beta,
                          DenseBatch<T> &da, DenseBatch<T> &db,
                          DenseBatch<T> &dc, bool shareA, bool shareB,
                          intptr_t batches, const Mirror *mA, const Mirror *mB,
                          const Mirror *mC) {
  intptr_t M = dc.views[0].rows, N = dc.views[0].cols, K = da.views[0].cols;
  DeviceBuffer dA, dB, dC;
  BatchOperand<T> a, b, c;
  // One operand: in place in its mirror, or packed into a dense device array.
  auto place = [&](const Mirror *m, DenseBatch<T> &host, bool shared,
                   bool isOutput, bool upload, DeviceBuffer &buffer,
                   BatchOperand<T> &op) {
    if (m) {
      stridedLayout(host.views, !isOutput, op);
      op.dev = deviceAddress(m, host.views[0].data);
      return true;
    }
    host.build(/*copyValues=*/upload);
    intptr_t size = (shared ? 1 : batches) * host.rows * host.cols;
    op = {nullptr, std::max<intptr_t>(host.cols, 1),
          shared ? 0 : host.rows * host.cols, false};
    if (!buffer.allocate<T>(name, size))
      return false;
    op.dev = buffer.as<T>();
    return !upload || copy1D(name, op.dev, host.data, size,
                             cudaMemcpyHostToDevice, ctx->stream);
  };
  if (!place(mA, da, shareA, false, true, dA, a) ||
      !place(mB, db, shareB, false, true, dB, b) ||
      !place(mC, dc, false, true, beta != T(0), dC, c))
    return false;
  // Row-major C = A * B is column-major C^T = B^T * A^T; with beta = 0 C is
  // not read.
  cublasOperation_t opA = a.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = b.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  // With beta = 0, alpha applies to the finished sums (scaleAfterSum).
  bool scaleAfter = scaleAfterSum(alpha, beta);
  T one = T(1);
  if (!KMATCH_CUBLAS_OK(name, cublasGemmBatched(ctx->cublas, opB, opA, N, M, K,
                                                scaleAfter ? &one : &alpha,
                                                b.dev, b.ld, b.stride, a.dev,
                                                a.ld, a.stride, &beta, c.dev,
                                                c.ld, c.stride, batches)) ||
      (scaleAfter && !scaleBatches(name, ctx, alpha, c, M, N, batches)) ||
      (!mC && !copy1D(name, dc.data, c.dev, batches * M * N,
                      cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (!mC)
    dc.finish();
  return true;
}

/// C = alpha * A * B + beta * C on the host batches, through dense device
/// copies (or on the host when K = 0). Locks the context unless given one
/// (with its mutex held).
template <typename T>
static bool batchGemmCopied(const char *name, CudaContext *ctx, T alpha, T beta,
                            DenseBatch<T> &da, DenseBatch<T> &db,
                            DenseBatch<T> &dc, bool shareA, bool shareB,
                            intptr_t batches) {
  intptr_t M = dc.views[0].rows, N = dc.views[0].cols, K = da.views[0].cols;
  if (K == 0) {
    // C = beta * C; cuBLAS may return before writing C.
    for (const MatrixView<T> &c : dc.views)
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j)
          c.at(i, j) = beta == T(0) ? T(0) : beta * c.at(i, j);
    return true;
  }
  if (!fitsCublasInt(name, {M, N, K, batches}))
    return false;
  std::unique_lock<std::mutex> lock;
  if (!ctx) {
    ctx = getCudaContext(name);
    if (!ctx)
      return false;
    lock = std::unique_lock<std::mutex>(ctx->mutex);
  }
  return batchOnDevice<T>(name, ctx, alpha, beta, da, db, dc, shareA, shareB,
                          batches, nullptr, nullptr, nullptr);
}

/// Transposes every batch view: C^T = B^T * A^T.
template <typename T> static void transposeAll(DenseBatch<T> &d) {
  for (MatrixView<T> &v : d.views)
    v = v.transposed();
}

template <typename T>
static void batchGemm(const char *name, T alpha, MemRef<T, 3> *A,
                      MemRef<T, 3> *B, T beta, MemRef<T, 3> *C, int32_t transA,
                      int32_t transB, int32_t transC, int32_t shared) {
  if (!checkBatches(name, A, B, C, shared))
    return;
  intptr_t batches = C->sizes[0];
  // A shared A or B (batch of one) goes to the device once, with stride 0.
  bool shareA = A->sizes[0] == 1 && batches > 1;
  bool shareB = B->sizes[0] == 1 && batches > 1;
  // Validate every batch (shapes and overlap) before touching anything.
  DenseBatch<T> da, db, dc;
  for (intptr_t b = 0; b < batches; ++b) {
    MemRef<T, 2> a = batchSlice(*A, b), bb = batchSlice(*B, b),
                 c = batchSlice(*C, b);
    MatrixView<T> av, bv, cv;
    if (!gemmViews(name, &a, &bb, &c, transA, transB, transC, av, bv, cv))
      return;
    if (!shareA || b == 0)
      da.views.push_back(av);
    if (!shareB || b == 0)
      db.views.push_back(bv);
    dc.views.push_back(cv);
  }
  if (batches == 0 || dc.views[0].empty())
    return;
  auto nonFinite = [](const MatrixView<T> &v) { return anyNonFinite(v); };
  intptr_t M = dc.views[0].rows, N = dc.views[0].cols, K = da.views[0].cols;
  bool ieee = blasAlphaDiffersIf(alpha, [&] {
    return std::any_of(da.views.begin(), da.views.end(), nonFinite) ||
           std::any_of(db.views.begin(), db.views.end(), nonFinite);
  });
  if (ieee || K == 0) {
    // The IEEE fallback (reference_blas.h), or C = beta * C: on current host
    // copies.
    runOnHost(name, {readOperand(A), readOperand(B), writtenOperand(C)}, [&] {
      if (K == 0)
        return batchGemmCopied<T>(name, nullptr, alpha, beta, da, db, dc,
                                  shareA, shareB, batches);
      for (intptr_t b = 0; b < batches; ++b)
        referenceGemm(alpha, da.views[shareA ? 0 : b], db.views[shareB ? 0 : b],
                      beta, dc.views[b]);
      return true;
    });
    return;
  }
  // An operand is taken in place when cuBLAS takes its layout. A
  // column-major C in place is computed as C^T = B^T * A^T (an input's
  // layout test does not change under transposition).
  intptr_t ld;
  bool colMajorC =
      !isRowMajor(dc.views[0], ld) && isRowMajor(dc.views[0].transposed(), ld);
  DenseBatch<T> tc;
  tc.views = dc.views;
  if (colMajorC)
    transposeAll(tc);
  bool fits =
      M <= INT_MAX && N <= INT_MAX && K <= INT_MAX && batches <= INT_MAX;
  BatchOperand<T> layout;
  DeviceOperand ops[] = {
      input(spanOf(*A), fits && stridedLayout(da.views, true, layout)),
      input(spanOf(*B), fits && stridedLayout(db.views, true, layout)),
      output(spanOf(*C), fits && stridedLayout(tc.views, false, layout))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    const Mirror *mA = ops[0].mirror, *mB = ops[1].mirror, *mC = ops[2].mirror;
    if (!mA && !mB && !mC)
      return batchGemmCopied<T>(name, ctx, alpha, beta, da, db, dc, shareA,
                                shareB, batches);
    if (!colMajorC || !mC)
      return batchOnDevice<T>(name, ctx, alpha, beta, da, db, dc, shareA,
                              shareB, batches, mA, mB, mC);
    DenseBatch<T> ta, tb;
    ta.views = db.views;
    tb.views = da.views;
    transposeAll(ta);
    transposeAll(tb);
    return batchOnDevice<T>(name, ctx, alpha, beta, ta, tb, tc, shareB, shareA,
                            batches, mB, mA, mC);
  });
}

#define KMATCH_BATCH_GEMM(T, SUFFIX)                                           \
  KMATCH_CUDA_ENTRY(batch_gemm, SUFFIX) {                                      \
    batchGemm<T>(kernel, alpha, A, B, beta, C, transA, transB, transC,         \
                 shared);                                                      \
  }

KMATCH_BATCH_GEMM(float, f32)
KMATCH_BATCH_GEMM(double, f64)

/// Whether a usable CUDA device exists (for tests and tools); never reports.
KMATCH_RT_EXPORT int kmatch_cuda_device_available(void) {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}
