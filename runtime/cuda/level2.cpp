//===- level2.cpp - CUDA shims for gemv, ger and ger2 -----------*- C++ -*-===//
//
// kmatch_cuda_gemv_*(alpha, A, x, beta, y, transA): y = alpha*op(A)*x + beta*y
// kmatch_cuda_ger_*(alpha, x, y, A, transA):        A += alpha * x * y^T
// kmatch_cuda_ger2_*(a1, u1, v1, a2, u2, v2, A, transA):
//                                  A += a1 * u1 * v1^T + a2 * u2 * v2^T
//
// Same contract and checks as the CPU shims. Operands are host memrefs,
// copied to dense device buffers and back on every call. A row-major M x N
// matrix with leading dimension ld is a column-major N x M matrix, so a
// row-major op(A) * x is cuBLAS gemv with the opposite transpose, and a
// row-major A += x * y^T is cuBLAS ger on A^T += y * x^T.
//
//===----------------------------------------------------------------------===//
#include "device_buffer.h"

#include <array>

using namespace kmatch_rt;

// Typed cuBLAS entry points on dense (unit increment) device vectors. Sizes
// were checked with fitsCublasInt.
static cublasStatus_t cublasGemv(cublasHandle_t h, cublasOperation_t t,
                                 intptr_t m, intptr_t n, const float *alpha,
                                 const float *a, intptr_t lda, const float *x,
                                 const float *beta, float *y) {
  return cublasSgemv(h, t, static_cast<int>(m), static_cast<int>(n), alpha, a,
                     static_cast<int>(lda), x, 1, beta, y, 1);
}
static cublasStatus_t cublasGemv(cublasHandle_t h, cublasOperation_t t,
                                 intptr_t m, intptr_t n, const double *alpha,
                                 const double *a, intptr_t lda, const double *x,
                                 const double *beta, double *y) {
  return cublasDgemv(h, t, static_cast<int>(m), static_cast<int>(n), alpha, a,
                     static_cast<int>(lda), x, 1, beta, y, 1);
}
static cublasStatus_t cublasGer(cublasHandle_t h, intptr_t m, intptr_t n,
                                const float *alpha, const float *x,
                                const float *y, float *a, intptr_t lda) {
  return cublasSger(h, static_cast<int>(m), static_cast<int>(n), alpha, x, 1, y,
                    1, a, static_cast<int>(lda));
}
static cublasStatus_t cublasGer(cublasHandle_t h, intptr_t m, intptr_t n,
                                const double *alpha, const double *x,
                                const double *y, double *a, intptr_t lda) {
  return cublasDger(h, static_cast<int>(m), static_cast<int>(n), alpha, x, 1, y,
                    1, a, static_cast<int>(lda));
}

template <typename T>
static void gemv(const char *name, T alpha, MemRef<T, 2> *Am, MemRef<T, 1> *Xm,
                 T beta, MemRef<T, 1> *Ym, int32_t transA) {
  MatrixView<T> a;
  VectorView<T> x, y;
  if (!gemvViews(name, Am, Xm, Ym, transA, a, x, y))
    return;
  if (y.n == 0)
    return;
  if (x.n == 0) {
    // BLAS returns early without applying beta; the matched op does not.
    for (intptr_t i = 0; i < y.n; ++i)
      y.at(i) = beta == T(0) ? T(0) : beta * y.at(i);
    return;
  }
  BlasMatrix<T> ba;
  ba.build(a);
  intptr_t storedRows = ba.op.trans ? a.cols : a.rows;
  intptr_t storedCols = ba.op.trans ? a.rows : a.cols;
  if (!fitsCublasInt(name, {storedRows, storedCols}))
    return;
  HostVector<T> hx, hy;
  hx.build(x);
  hy.build(y, /*copyValues=*/beta != T(0));
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  DeviceBuffer dA, dX, dY;
  if (!dA.allocate<T>(name, storedRows * storedCols) ||
      !dX.allocate<T>(name, x.n) || !dY.allocate<T>(name, y.n))
    return;
  T *devA = dA.as<T>(), *devX = dX.as<T>(), *devY = dY.as<T>();
  intptr_t lda = std::max<intptr_t>(storedCols, 1);
  // The stored row-major matrix is column-major storedCols x storedRows, its
  // transpose: flip the transpose flag. With beta = 0, y is not read.
  cublasOperation_t op = ba.op.trans ? CUBLAS_OP_N : CUBLAS_OP_T;
  if (!copy2D(name, devA, lda, ba.op.data, ba.op.ld, storedRows, storedCols,
              cudaMemcpyHostToDevice, ctx->stream) ||
      !copy1D(name, devX, hx.data, x.n, cudaMemcpyHostToDevice, ctx->stream) ||
      (beta != T(0) && !copy1D(name, devY, hy.data, y.n, cudaMemcpyHostToDevice,
                               ctx->stream)) ||
      !KMATCH_CUBLAS_OK(name,
                        cublasGemv(ctx->cublas, op, storedCols, storedRows,
                                   &alpha, devA, lda, devX, &beta, devY)) ||
      !copy1D(name, hy.data, devY, y.n, cudaMemcpyDeviceToHost, ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return;
  hy.finish();
}

/// One rank-1 update alpha * x * y^T.
template <typename T>
struct RankOne {
  T alpha;
  VectorView<T> x, y;
};

/// A (logical, M x N) += sum of the rank-1 updates, with one round trip of A.
template <typename T, size_t N>
static void gerOnDevice(const char *name, MatrixView<T> a,
                        std::array<RankOne<T>, N> updates) {
  intptr_t ld;
  // cuBLAS updates a dense row-major copy of A; a column-major A gets
  // A^T += y x^T.
  if (!isRowMajor(a, ld) && isRowMajor(a.transposed(), ld)) {
    a = a.transposed();
    for (RankOne<T> &u : updates)
      std::swap(u.x, u.y);
  }
  Packed<T> packed;
  T *host = a.data;
  bool isPacked = !isRowMajor(a, ld);
  if (isPacked) {
    packed.packFrom(a, /*copyValues=*/true);
    host = packed.dense.data;
    ld = packed.dense.rowStride;
  }
  if (!fitsCublasInt(name, {a.rows, a.cols}))
    return;
  std::array<HostVector<T>, N> hx, hy;
  for (size_t i = 0; i < N; ++i) {
    hx[i].build(updates[i].x);
    hy[i].build(updates[i].y);
  }
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  DeviceBuffer dA, dX[N], dY[N];
  if (!dA.allocate<T>(name, a.rows * a.cols))
    return;
  T *devX[N], *devY[N];
  for (size_t i = 0; i < N; ++i) {
    DeviceBuffer &bx = dX[i], &by = dY[i];
    if (!bx.allocate<T>(name, a.rows) || !by.allocate<T>(name, a.cols))
      return;
    devX[i] = bx.as<T>();
    devY[i] = by.as<T>();
  }
  T *devA = dA.as<T>();
  intptr_t lda = std::max<intptr_t>(a.cols, 1);
  if (!copy2D(name, devA, lda, host, ld, a.rows, a.cols, cudaMemcpyHostToDevice,
              ctx->stream))
    return;
  for (size_t i = 0; i < N; ++i) {
    // Row-major A (rows x cols) is column-major A^T: A^T += alpha * y * x^T.
    if (!copy1D(name, devX[i], hx[i].data, a.rows, cudaMemcpyHostToDevice,
                ctx->stream) ||
        !copy1D(name, devY[i], hy[i].data, a.cols, cudaMemcpyHostToDevice,
                ctx->stream) ||
        !KMATCH_CUBLAS_OK(name, cublasGer(ctx->cublas, a.cols, a.rows,
                                          &updates[i].alpha, devY[i], devX[i],
                                          devA, lda)))
      return;
  }
  if (!copy2D(name, host, ld, devA, lda, a.rows, a.cols, cudaMemcpyDeviceToHost,
              ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return;
  if (isPacked)
    packed.unpackTo(a);
}

template <typename T>
static void ger(const char *name, T alpha, MemRef<T, 1> *Xm, MemRef<T, 1> *Ym,
                MemRef<T, 2> *Am, int32_t transA) {
  MatrixView<T> a = MatrixView<T>::fromMemRef(*Am);
  if (transA)
    a = a.transposed();
  VectorView<T> x = VectorView<T>::fromMemRef(*Xm),
                y = VectorView<T>::fromMemRef(*Ym);
  if (!checkGer(name, a, x, y) || a.empty())
    return;
  gerOnDevice<T, 1>(name, a, {{{alpha, x, y}}});
}

template <typename T>
static void ger2(const char *name, T a1, MemRef<T, 1> *U1, MemRef<T, 1> *V1,
                 T a2, MemRef<T, 1> *U2, MemRef<T, 1> *V2, MemRef<T, 2> *Am,
                 int32_t transA) {
  MatrixView<T> a = MatrixView<T>::fromMemRef(*Am);
  if (transA)
    a = a.transposed();
  VectorView<T> u1 = VectorView<T>::fromMemRef(*U1),
                v1 = VectorView<T>::fromMemRef(*V1),
                u2 = VectorView<T>::fromMemRef(*U2),
                v2 = VectorView<T>::fromMemRef(*V2);
  if (!checkGer(name, a, u1, v1) || !checkGer(name, a, u2, v2) || a.empty())
    return;
  gerOnDevice<T, 2>(name, a, {{{a1, u1, v1}, {a2, u2, v2}}});
}

#define KMATCH_LEVEL2(T, SUFFIX)                                               \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_gemv_##SUFFIX(                \
      T alpha, MemRef<T, 2> *A, MemRef<T, 1> *x, T beta, MemRef<T, 1> *y,      \
      int32_t transA) {                                                        \
    KMATCH_CUDA_CPU_FALLBACK(gemv_##SUFFIX, alpha, A, x, beta, y, transA);     \
    KMATCH_CUDA_HOST_OPERANDS("gemv_" #SUFFIX " (cuda)", readOperand(A),       \
                              readOperand(x), writtenOperand(y));              \
    gemv<T>("gemv_" #SUFFIX " (cuda)", alpha, A, x, beta, y, transA);          \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_ger_##SUFFIX(                 \
      T alpha, MemRef<T, 1> *x, MemRef<T, 1> *y, MemRef<T, 2> *A,              \
      int32_t transA) {                                                        \
    KMATCH_CUDA_CPU_FALLBACK(ger_##SUFFIX, alpha, x, y, A, transA);            \
    KMATCH_CUDA_HOST_OPERANDS("ger_" #SUFFIX " (cuda)", readOperand(x),        \
                              readOperand(y), writtenOperand(A));              \
    ger<T>("ger_" #SUFFIX " (cuda)", alpha, x, y, A, transA);                  \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_ger2_##SUFFIX(                \
      T a1, MemRef<T, 1> *u1, MemRef<T, 1> *v1, T a2, MemRef<T, 1> *u2,        \
      MemRef<T, 1> *v2, MemRef<T, 2> *A, int32_t transA) {                     \
    KMATCH_CUDA_CPU_FALLBACK(ger2_##SUFFIX, a1, u1, v1, a2, u2, v2, A,         \
                             transA);                                          \
    KMATCH_CUDA_HOST_OPERANDS("ger2_" #SUFFIX " (cuda)", readOperand(u1),      \
                              readOperand(v1), readOperand(u2),                \
                              readOperand(v2), writtenOperand(A));             \
    ger2<T>("ger2_" #SUFFIX " (cuda)", a1, u1, v1, a2, u2, v2, A, transA);     \
  }

KMATCH_LEVEL2(float, f32)
KMATCH_LEVEL2(double, f64)
