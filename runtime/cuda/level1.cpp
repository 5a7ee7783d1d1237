//===- level1.cpp - CUDA shims for scal, axpby and dot ----------*- C++ -*-===//
//
// kmatch_cuda_scal_*(s, X):              X = s * X        (any rank)
// kmatch_cuda_axpby_*(a, x, b, y):       y = a * x + b * y (any rank)
// kmatch_cuda_dot_*(a, x, y, b, r):      r = a * dot(x, y) + b * r
//
// Same contract and checks as the CPU shims. Operands are host memrefs: they
// are gathered into dense host buffers, copied to the device, run through
// cuBLAS and scattered back. The GPU is only touched when cuBLAS is called:
// empty operands and the zero-scalar cases below are done on the host.
//
// IEEE semantics: the matched ops multiply every element, so 0 * NaN is NaN
// and 0 * -1 is -0. cuBLAS scal with a zero scalar, and axpy with a zero
// alpha, may write zeros or return early instead, so a zero scalar is applied
// on the host to the gathered copy, exactly like the CPU loop.
//
//===----------------------------------------------------------------------===//
#include "device_buffer.h"

using namespace kmatch_rt;

// Typed cuBLAS entry points on dense (unit increment) device vectors. Sizes
// were checked with fitsCublasInt.
static cublasStatus_t cublasScal(cublasHandle_t h, intptr_t n,
                                 const float *alpha, float *x) {
  return cublasSscal(h, static_cast<int>(n), alpha, x, 1);
}
static cublasStatus_t cublasScal(cublasHandle_t h, intptr_t n,
                                 const double *alpha, double *x) {
  return cublasDscal(h, static_cast<int>(n), alpha, x, 1);
}
static cublasStatus_t cublasAxpy(cublasHandle_t h, intptr_t n,
                                 const float *alpha, const float *x, float *y) {
  return cublasSaxpy(h, static_cast<int>(n), alpha, x, 1, y, 1);
}
static cublasStatus_t cublasAxpy(cublasHandle_t h, intptr_t n,
                                 const double *alpha, const double *x,
                                 double *y) {
  return cublasDaxpy(h, static_cast<int>(n), alpha, x, 1, y, 1);
}
static cublasStatus_t cublasDot(cublasHandle_t h, intptr_t n, const float *x,
                                const float *y, float *result) {
  return cublasSdot(h, static_cast<int>(n), x, 1, y, 1, result);
}
static cublasStatus_t cublasDot(cublasHandle_t h, intptr_t n, const double *x,
                                const double *y, double *result) {
  return cublasDdot(h, static_cast<int>(n), x, 1, y, 1, result);
}

/// The elements of an unranked memref in walk order (innermost fastest).
template <typename T>
static std::vector<T> gather(const StridedWalker &w, const T *base) {
  std::vector<T> dense;
  dense.reserve(static_cast<size_t>(w.numElements()));
  w.forEach([&](intptr_t off) { dense.push_back(base[off]); });
  return dense;
}

/// Writes `dense` (walk order) back into an unranked memref.
template <typename T>
static void scatter(const StridedWalker &w, T *base,
                    const std::vector<T> &dense) {
  size_t i = 0;
  w.forEach([&](intptr_t off) { base[off] = dense[i++]; });
}

/// The aligned pointer that StridedWalker offsets are relative to.
template <typename T>
static void scal(const char *name, T s, UnrankedMemRef *X) {
  StridedWalker w = StridedWalker::of<T>(*X);
  intptr_t n = w.numElements();
  if (n == 0)
    return;
  T *base = alignedOf<T>(*X);
  std::vector<T> x = gather(w, base);
  if (s == T(0)) {
    // cuBLAS scal may write zeros for s == 0 and drop NaN, Inf and -0.
    for (T &v : x)
      v = s * v;
    scatter(w, base, x);
    return;
  }
  if (!fitsCublasInt(name, {n}))
    return;
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  DeviceBuffer dX;
  if (!dX.allocate<T>(name, n))
    return;
  T *devX = dX.as<T>();
  if (!copy1D(name, devX, x.data(), n, cudaMemcpyHostToDevice, ctx->stream) ||
      !KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n, &s, devX)) ||
      !copy1D(name, x.data(), devX, n, cudaMemcpyDeviceToHost, ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return;
  scatter(w, base, x);
}

template <typename T>
static void axpby(const char *name, T alpha, UnrankedMemRef *X, T beta,
                  UnrankedMemRef *Y) {
  StridedWalker wx, wy;
  if (!axpbyWalkers<T>(name, X, Y, wx, wy))
    return;
  T *xb = alignedOf<T>(*X), *yb = alignedOf<T>(*Y);
  intptr_t n = wx.numElements();
  if (n == 0)
    return;
  // Same shape, so both walks visit the elements in the same logical order.
  std::vector<T> x = gather(wx, xb), y = gather(wy, yb);
  if (alpha == T(0) || beta == T(0)) {
    // cuBLAS axpy may return early for alpha == 0 and scal may write zeros
    // for beta == 0; the matched op still multiplies (NaN propagates).
    for (intptr_t i = 0; i < n; ++i)
      y[i] = alpha * x[i] + beta * y[i];
    scatter(wy, yb, y);
    return;
  }
  if (!fitsCublasInt(name, {n}))
    return;
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  DeviceBuffer dX, dY;
  if (!dX.allocate<T>(name, n) || !dY.allocate<T>(name, n))
    return;
  T *devX = dX.as<T>(), *devY = dY.as<T>();
  if (!copy1D(name, devX, x.data(), n, cudaMemcpyHostToDevice, ctx->stream) ||
      !copy1D(name, devY, y.data(), n, cudaMemcpyHostToDevice, ctx->stream) ||
      (beta != T(1) &&
       !KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n, &beta, devY))) ||
      !KMATCH_CUBLAS_OK(name, cublasAxpy(ctx->cublas, n, &alpha, devX, devY)) ||
      !copy1D(name, y.data(), devY, n, cudaMemcpyDeviceToHost, ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return;
  scatter(wy, yb, y);
}

template <typename T>
static void dot(const char *name, T alpha, MemRef<T, 1> *X, MemRef<T, 1> *Y,
                T beta, MemRef<T, 0> *R) {
  VectorView<T> x, y;
  if (!dotViews(name, X, Y, x, y))
    return;
  T d = T(0);
  if (x.n) {
    if (!fitsCublasInt(name, {x.n}))
      return;
    HostVector<T> hx, hy;
    hx.build(x);
    hy.build(y);
    CudaContext *ctx = getCudaContext(name);
    if (!ctx)
      return;
    std::lock_guard<std::mutex> lock(ctx->mutex);
    DeviceBuffer dX, dY;
    if (!dX.allocate<T>(name, x.n) || !dY.allocate<T>(name, y.n))
      return;
    T *devX = dX.as<T>(), *devY = dY.as<T>();
    // Host pointer mode: cublas?dot returns once d holds the result.
    if (!KMATCH_CUBLAS_OK(name, cublasSetPointerMode(
                                    ctx->cublas, CUBLAS_POINTER_MODE_HOST)) ||
        !copy1D(name, devX, hx.data, x.n, cudaMemcpyHostToDevice,
                ctx->stream) ||
        !copy1D(name, devY, hy.data, y.n, cudaMemcpyHostToDevice,
                ctx->stream) ||
        !KMATCH_CUBLAS_OK(name, cublasDot(ctx->cublas, x.n, devX, devY, &d)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return;
  }
  T *r = R->data();
  *r = beta == T(0) ? alpha * d : alpha * d + beta * *r;
}

#define KMATCH_LEVEL1(T, SUFFIX)                                               \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_scal_##SUFFIX(                \
      T s, UnrankedMemRef *X) {                                                \
    KMATCH_CUDA_CPU_FALLBACK(scal_##SUFFIX, s, X);                             \
    KMATCH_CUDA_HOST_OPERANDS("scal_" #SUFFIX " (cuda)",                       \
                              writtenOperand<T>(X));                           \
    scal<T>("scal_" #SUFFIX " (cuda)", s, X);                                  \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_axpby_##SUFFIX(               \
      T alpha, UnrankedMemRef *X, T beta, UnrankedMemRef *Y) {                 \
    KMATCH_CUDA_CPU_FALLBACK(axpby_##SUFFIX, alpha, X, beta, Y);               \
    KMATCH_CUDA_HOST_OPERANDS("axpby_" #SUFFIX " (cuda)", readOperand<T>(X),   \
                              writtenOperand<T>(Y));                           \
    axpby<T>("axpby_" #SUFFIX " (cuda)", alpha, X, beta, Y);                   \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_dot_##SUFFIX(                 \
      T alpha, MemRef<T, 1> *X, MemRef<T, 1> *Y, T beta, MemRef<T, 0> *R) {    \
    KMATCH_CUDA_CPU_FALLBACK(dot_##SUFFIX, alpha, X, Y, beta, R);              \
    KMATCH_CUDA_HOST_OPERANDS("dot_" #SUFFIX " (cuda)", readOperand(X),        \
                              readOperand(Y), writtenOperand(R));              \
    dot<T>("dot_" #SUFFIX " (cuda)", alpha, X, Y, beta, R);                    \
  }

KMATCH_LEVEL1(float, f32)
KMATCH_LEVEL1(double, f64)
