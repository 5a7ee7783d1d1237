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
// axpby is mirror-aware (residency.h): an x or y inside a device mirror that
// walks as one vector with a positive increment is used in place, and a
// mirrored y is left on the device (DeviceNewer); a mirrored operand cuBLAS
// cannot take (or the zero-scalar case) runs on current host copies and
// re-uploads y, as gemm does. scal and dot still work on host memory
// (KMATCH_CUDA_HOST_OPERANDS).
//
// IEEE semantics: the matched ops multiply every element, so 0 * NaN is NaN
// and 0 * -1 is -0. cuBLAS scal with a zero scalar, and axpy with a zero
// alpha, may write zeros or return early instead, so a zero scalar is applied
// on the host to the gathered copy, exactly like the CPU loop.
//
//===----------------------------------------------------------------------===//
#include "device_buffer.h"

using namespace kmatch_rt;

// Typed cuBLAS entry points on device vectors (unit increment unless given).
// Sizes and increments were checked with fitsCublasInt.
static cublasStatus_t cublasScal(cublasHandle_t h, intptr_t n,
                                 const float *alpha, float *x,
                                 intptr_t inc = 1) {
  return cublasSscal(h, static_cast<int>(n), alpha, x, static_cast<int>(inc));
}
static cublasStatus_t cublasScal(cublasHandle_t h, intptr_t n,
                                 const double *alpha, double *x,
                                 intptr_t inc = 1) {
  return cublasDscal(h, static_cast<int>(n), alpha, x, static_cast<int>(inc));
}
static cublasStatus_t cublasAxpy(cublasHandle_t h, intptr_t n,
                                 const float *alpha, const float *x,
                                 intptr_t incx, float *y, intptr_t incy) {
  return cublasSaxpy(h, static_cast<int>(n), alpha, x, static_cast<int>(incx),
                     y, static_cast<int>(incy));
}
static cublasStatus_t cublasAxpy(cublasHandle_t h, intptr_t n,
                                 const double *alpha, const double *x,
                                 intptr_t incx, double *y, intptr_t incy) {
  return cublasDaxpy(h, static_cast<int>(n), alpha, x, static_cast<int>(incx),
                     y, static_cast<int>(incy));
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
  guarded(name, [&] {
    StridedWalker w;
    if (!scalWalker<T>(name, X, w))
      return;
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
  });
}

/// Whether a walk visits base[offset + k * inc], k = 0..n-1, with inc > 0:
/// a vector cuBLAS takes in place. Sets offset and inc.
static bool asStridedVector(const StridedWalker &w, intptr_t &offset,
                            intptr_t &inc) {
  offset = w.offset;
  inc = 0;
  intptr_t span = 1;
  for (int64_t d = w.rank - 1; d >= 0; --d) {
    if (w.sizes[d] <= 1)
      continue;
    if (inc == 0) {
      inc = w.strides[d];
      if (inc <= 0)
        return false;
    } else if (w.strides[d] != inc * span) {
      return false;
    }
    span *= w.sizes[d];
  }
  inc = inc ? inc : 1;
  return true;
}

/// y = alpha * x + beta * y on the host, elementwise in walk order.
template <typename T>
static void axpbyOnHost(T alpha, const StridedWalker &wx, T *xb, T beta,
                        const StridedWalker &wy, T *yb) {
  std::vector<T> x = gather(wx, xb), y = gather(wy, yb);
  for (size_t i = 0; i < y.size(); ++i)
    y[i] = alpha * x[i] + beta * y[i];
  scatter(wy, yb, y);
}

/// y = alpha * x + beta * y through cuBLAS scal and axpy (alpha, beta != 0),
/// each operand in place in its mirror when it has one (the caller checked
/// that it is a strided vector and that x and y are not the same), else
/// through a dense device copy. A mirrored y is left on the device, marked
/// DeviceNewer. Needs ctx->mutex held.
template <typename T>
static bool axpbyOnDevice(const char *name, CudaContext *ctx, T alpha,
                          const StridedWalker &wx, T *xb, T beta,
                          const StridedWalker &wy, T *yb, const Mirror *mx,
                          const Mirror *my) {
  intptr_t n = wx.numElements();
  DeviceBuffer dX, dY;
  std::vector<T> x, y;
  T *devX, *devY;
  intptr_t incx = 1, incy = 1, off;
  if (mx) {
    asStridedVector(wx, off, incx);
    devX = deviceAddress(mx, xb + off);
  } else {
    x = gather(wx, xb);
    if (!dX.allocate<T>(name, n) ||
        !copy1D(name, dX.as<T>(), x.data(), n, cudaMemcpyHostToDevice,
                ctx->stream))
      return false;
    devX = dX.as<T>();
  }
  if (my) {
    asStridedVector(wy, off, incy);
    devY = deviceAddress(my, yb + off);
  } else {
    y = gather(wy, yb);
    if (!dY.allocate<T>(name, n) ||
        !copy1D(name, dY.as<T>(), y.data(), n, cudaMemcpyHostToDevice,
                ctx->stream))
      return false;
    devY = dY.as<T>();
  }
  if (!fitsCublasInt(name, {n, incx, incy}) ||
      (beta != T(1) && !KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n,
                                                          &beta, devY, incy))) ||
      !KMATCH_CUBLAS_OK(name, cublasAxpy(ctx->cublas, n, &alpha, devX, incx,
                                         devY, incy)) ||
      (!my && !copy1D(name, y.data(), devY, n, cudaMemcpyDeviceToHost,
                      ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (my)
    setMirrorState(my, MirrorState::DeviceNewer);
  else
    scatter(wy, yb, y);
  return true;
}

template <typename T>
static void axpby(const char *name, T alpha, UnrankedMemRef *X, T beta,
                  UnrankedMemRef *Y) {
  guarded(name, [&] {
    StridedWalker wx, wy;
    if (!axpbyWalkers<T>(name, X, Y, wx, wy))
      return;
    T *xb = alignedOf<T>(*X), *yb = alignedOf<T>(*Y);
    if (wx.numElements() == 0)
      return;
    // cuBLAS axpy may return early for alpha == 0 and scal may write zeros for
    // beta == 0; the matched op still multiplies (NaN propagates): host loop.
    bool onHost = alpha == T(0) || beta == T(0);
    if (onHost && !hasMirrors()) {
      axpbyOnHost(alpha, wx, xb, beta, wy, yb);
      return;
    }
    CudaContext *ctx = getCudaContext(name);
    if (!ctx)
      return;
    std::lock_guard<std::mutex> lock(ctx->mutex);
    const Mirror *mx = nullptr, *my = nullptr;
    if (!lookupMirror(name, spanOf(*X, sizeof(T)), mx) ||
        !lookupMirror(name, spanOf(*Y, sizeof(T)), my))
      return;
    intptr_t off, inc;
    // y == x in place would scale x before axpy reads it.
    bool inPlace = !onHost && (!mx || asStridedVector(wx, off, inc)) &&
                   (!my || asStridedVector(wy, off, inc)) &&
                   !(mx && my && xb + wx.offset == yb + wy.offset);
    if (inPlace) {
      axpbyOnDevice(name, ctx, alpha, wx, xb, beta, wy, yb, mx, my);
      return;
    }
    // On the host copies, made current first; y's mirror brought up to date.
    if (!downloadMirror(name, ctx, mx) || !downloadMirror(name, ctx, my))
      return;
    if (onHost)
      axpbyOnHost(alpha, wx, xb, beta, wy, yb);
    else if (!axpbyOnDevice<T>(name, ctx, alpha, wx, xb, beta, wy, yb, nullptr,
                               nullptr))
      return;
    if (my)
      uploadToMirror(name, ctx, my, spanOf(*Y, sizeof(T)));
  });
}

template <typename T>
static void dot(const char *name, T alpha, MemRef<T, 1> *X, MemRef<T, 1> *Y,
                T beta, MemRef<T, 0> *R) {
  guarded(name, [&] {
    VectorView<T> x, y;
    if (!dotViews(name, X, Y, R, x, y))
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
          !KMATCH_CUBLAS_OK(name,
                            cublasDot(ctx->cublas, x.n, devX, devY, &d)) ||
          !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
        return;
    }
    T *r = R->data();
    *r = beta == T(0) ? alpha * d : alpha * d + beta * *r;
  });
}

#define KMATCH_LEVEL1(T, SUFFIX)                                               \
  KMATCH_CUDA_ENTRY(scal, SUFFIX) {                                            \
    KMATCH_CUDA_CPU_FALLBACK(scal_##SUFFIX, s, X);                             \
    KMATCH_CUDA_HOST_OPERANDS("scal_" #SUFFIX " (cuda)",                       \
                              writtenOperand<T>(X));                           \
    scal<T>("scal_" #SUFFIX " (cuda)", s, X);                                  \
  }                                                                            \
  KMATCH_CUDA_ENTRY(axpby, SUFFIX) {                                           \
    KMATCH_CUDA_CPU_FALLBACK(axpby_##SUFFIX, alpha, X, beta, Y);               \
    axpby<T>("axpby_" #SUFFIX " (cuda)", alpha, X, beta, Y);                   \
  }                                                                            \
  KMATCH_CUDA_ENTRY(dot, SUFFIX) {                                             \
    KMATCH_CUDA_CPU_FALLBACK(dot_##SUFFIX, alpha, X, Y, beta, R);              \
    KMATCH_CUDA_HOST_OPERANDS("dot_" #SUFFIX " (cuda)", readOperand(X),        \
                              readOperand(Y), writtenOperand(R));              \
    dot<T>("dot_" #SUFFIX " (cuda)", alpha, X, Y, beta, R);                    \
  }

KMATCH_LEVEL1(float, f32)
KMATCH_LEVEL1(double, f64)
