//===- level3.cpp - CUDA shims for syrk, syr2k and batch_gemm ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cuda_syrk_*(alpha, A, beta, C, trans):
//     C = alpha * op(A) * op(A)^T + beta * C,  op(A) = trans ? A^T : A
// kmatch_cuda_syr2k_*(alpha, A, B, beta, C):
//     C = alpha * (A * B^T + B * A^T) + beta * C
// kmatch_cuda_batch_gemm_*(alpha, A, B, beta, C, transA, transB, transC):
//     C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b] for every batch b
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
// batch_gemm packs every batch into one dense device array per operand and
// makes a single strided-batched call.
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

/// Every batch of one operand as logical views, and one dense row-major array
/// holding them back to back (batch stride rows * cols): the caller's memory
/// when it is already laid out that way, else a packed copy.
template <typename T>
struct DenseBatch {
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
template <typename T>
struct BatchOperand {
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
template <typename T>
static void transposeAll(DenseBatch<T> &d) {
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
    // The IEEE fallback (reference_blas.h), or C = beta * C: on current host copies.
    runOnHost(name, {readOperand(A), readOperand(B), writtenOperand(C)}, [&] {
      if (K == 0)
        return batchGemmCopied<T>(name, nullptr, alpha, beta, da, db, dc,
                                  shareA, shareB, batches);
      for (intptr_t b = 0; b < batches; ++b)
        referenceGemm(alpha, da.views[shareA ? 0 : b],
                      db.views[shareB ? 0 : b], beta, dc.views[b]);
      return true;
    });
    return;
  }
  // An operand is taken in place when cuBLAS takes its layout. A
  // column-major C in place is computed as C^T = B^T * A^T (an input's
  // layout test does not change under transposition).
  intptr_t ld;
  bool colMajorC = !isRowMajor(dc.views[0], ld) &&
                   isRowMajor(dc.views[0].transposed(), ld);
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
    const Mirror *mA = ops[0].mirror, *mB = ops[1].mirror,
                 *mC = ops[2].mirror;
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
    return batchOnDevice<T>(name, ctx, alpha, beta, ta, tb, tc, shareB,
                            shareA, batches, mB, mA, mC);
  });
}

#define KMATCH_LEVEL3(T, SUFFIX)                                               \
  KMATCH_CUDA_ENTRY(syrk, SUFFIX) {                                            \
    syrk<T>(kernel, alpha, A, beta, C, trans);              \
  }                                                                            \
  KMATCH_CUDA_ENTRY(syr2k, SUFFIX) {                                           \
    syr2k<T>(kernel, alpha, A, B, beta, C);                \
  }                                                                            \
  KMATCH_CUDA_ENTRY(batch_gemm, SUFFIX) {                                      \
    batchGemm<T>(kernel, alpha, A, B, beta, C,        \
                 transA, transB, transC, shared);                              \
  }

KMATCH_LEVEL3(float, f32)
KMATCH_LEVEL3(double, f64)
