//===- level1.cpp - CUDA shims for scal, axpby and dot ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_cuda_scal_*(s, X):              X = s * X        (any rank)
// kmatch_cuda_axpby_*(a, x, b, y):       y = a * x + b * y (any rank)
// kmatch_cuda_dot_*(a, x, y, b, r):      r = a * dot(x, y) + b * r
//
// Same contract and checks as the CPU shims. Operands are host memrefs: they
// are gathered into dense host buffers, copied to the device, run through
// cuBLAS and scattered back, except those inside a device mirror that walk as
// one vector with a positive increment, which cuBLAS reads and writes in
// place (the residency driver, residency.h); dot's result r is written in
// place too, its alpha and beta applied by cuBLAS scal and axpy on the device.
// The GPU is only touched when cuBLAS is called: empty operands and the
// zero-scalar cases below are done on the host (on current host copies, the
// mirror of the output brought up to date afterwards).
//
// IEEE semantics: the matched ops multiply every element, so 0 * NaN is NaN
// and 0 * -1 is -0. cuBLAS scal with a zero scalar, and axpy with a zero
// alpha, may write zeros or return early instead, so a zero scalar is applied
// on the host to the gathered copy, exactly like the CPU loop.
//
//===----------------------------------------------------------------------===//
#include "../common/blas_checks.h"
#include "cublas.h"
#include "device_buffer.h"

using namespace kmatch_rt;

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

/// Whether a walk visits base[offset + k * inc], k = 0..n-1, with inc > 0
/// (and within cuBLAS's int): a vector cuBLAS takes in place. Sets offset and
/// inc.
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
  return inc <= INT_MAX;
}

template <typename T>
static void scal(const char *name, T s, UnrankedMemRef *X) {
  StridedWalker w;
  if (!scalWalker<T>(name, X, w))
    return;
  intptr_t n = w.numElements();
  if (n == 0)
    return;
  T *base = alignedOf<T>(*X);
  if (s == T(0)) {
    // cuBLAS scal may write zeros for s == 0 and drop NaN, Inf and -0.
    runOnHost(name, {writtenOperand<T>(X)}, [&] {
      std::vector<T> x = gather(w, base);
      for (T &v : x)
        v = s * v;
      scatter(w, base, x);
      return true;
    });
    return;
  }
  if (!fitsCublasInt(name, {n}))
    return;
  intptr_t off, inc;
  DeviceOperand ops[] = {
      output(spanOf(*X, sizeof(T)), asStridedVector(w, off, inc))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    if (ops[0].mirror)
      return KMATCH_CUBLAS_OK(name,
                              cublasScal(ctx->cublas, n, &s,
                                         ops[0].device(base + off), inc)) &&
             KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream));
    std::vector<T> x = gather(w, base);
    DeviceBuffer dX;
    if (!dX.allocate<T>(name, n))
      return false;
    T *devX = dX.as<T>();
    if (!copy1D(name, devX, x.data(), n, cudaMemcpyHostToDevice,
                ctx->stream) ||
        !KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n, &s, devX)) ||
        !copy1D(name, x.data(), devX, n, cudaMemcpyDeviceToHost,
                ctx->stream) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    scatter(w, base, x);
    return true;
  });
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
/// each operand in place in its mirror when the driver gave it one (it is
/// then a strided vector, and x and y do not start at the same element),
/// else through a dense device copy. Needs ctx->mutex held.
template <typename T>
static bool axpbyOnDevice(const char *name, CudaContext *ctx, T alpha,
                          const StridedWalker &wx, T *xb, T beta,
                          const StridedWalker &wy, T *yb,
                          const DeviceOperand &opX, const DeviceOperand &opY) {
  intptr_t n = wx.numElements();
  DeviceBuffer dX, dY;
  std::vector<T> x, y;
  T *devX, *devY;
  intptr_t incx = 1, incy = 1, off;
  if (opX.mirror) {
    asStridedVector(wx, off, incx);
    devX = opX.device(xb + off);
  } else {
    x = gather(wx, xb);
    if (!dX.allocate<T>(name, n) ||
        !copy1D(name, dX.as<T>(), x.data(), n, cudaMemcpyHostToDevice,
                ctx->stream))
      return false;
    devX = dX.as<T>();
  }
  if (opY.mirror) {
    asStridedVector(wy, off, incy);
    devY = opY.device(yb + off);
  } else {
    y = gather(wy, yb);
    if (!dY.allocate<T>(name, n) ||
        !copy1D(name, dY.as<T>(), y.data(), n, cudaMemcpyHostToDevice,
                ctx->stream))
      return false;
    devY = dY.as<T>();
  }
  if (!fitsCublasInt(name, {n, incx, incy}) ||
      (beta != T(1) && !KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, n, &beta,
                                                          devY, incy))) ||
      !KMATCH_CUBLAS_OK(
          name, cublasAxpy(ctx->cublas, n, &alpha, devX, incx, devY, incy)) ||
      (!opY.mirror &&
       !copy1D(name, y.data(), devY, n, cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (!opY.mirror)
    scatter(wy, yb, y);
  return true;
}

template <typename T>
static void axpby(const char *name, T alpha, UnrankedMemRef *X, T beta,
                  UnrankedMemRef *Y) {
  StridedWalker wx, wy;
  if (!axpbyWalkers<T>(name, X, Y, wx, wy))
    return;
  T *xb = alignedOf<T>(*X), *yb = alignedOf<T>(*Y);
  if (wx.numElements() == 0)
    return;
  // cuBLAS axpy may return early for alpha == 0 and scal may write zeros for
  // beta == 0; the matched op still multiplies (NaN propagates): host loop.
  if (alpha == T(0) || beta == T(0)) {
    runOnHost(name, {readOperand<T>(X), writtenOperand<T>(Y)}, [&] {
      axpbyOnHost(alpha, wx, xb, beta, wy, yb);
      return true;
    });
    return;
  }
  intptr_t off, inc;
  // y == x in place would scale x before axpy reads it.
  bool sameStart = xb + wx.offset == yb + wy.offset;
  DeviceOperand ops[] = {
      input(spanOf(*X, sizeof(T)), asStridedVector(wx, off, inc)),
      output(spanOf(*Y, sizeof(T)),
             !sameStart && asStridedVector(wy, off, inc))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    return axpbyOnDevice(name, ctx, alpha, wx, xb, beta, wy, yb, ops[0],
                         ops[1]);
  });
}

/// r = alpha * dot + beta * r in r's mirror: cuBLAS dot writes the dot
/// product on the device (into r itself when beta == 0), then scal and axpy
/// apply alpha and beta there (alpha != 0: scal with a zero scalar may drop
/// NaN). Needs ctx->mutex held; leaves the host pointer mode set.
template <typename T>
static bool dotIntoMirror(const char *name, CudaContext *ctx, T alpha, T beta,
                          intptr_t n, const DeviceVector<T> &dx,
                          const DeviceVector<T> &dy, T *devR) {
  DeviceBuffer scratch;
  T *devD = devR;
  if (beta != T(0)) {
    if (!scratch.allocate<T>(name, 1))
      return false;
    devD = scratch.as<T>();
  }
  bool ok =
      KMATCH_CUBLAS_OK(name, cublasSetPointerMode(
                                 ctx->cublas, CUBLAS_POINTER_MODE_DEVICE)) &&
      KMATCH_CUBLAS_OK(name, cublasDot(ctx->cublas, n, dx.dev, dx.inc, dy.dev,
                                       dy.inc, devD));
  if (!KMATCH_CUBLAS_OK(
          name, cublasSetPointerMode(ctx->cublas, CUBLAS_POINTER_MODE_HOST)) ||
      !ok)
    return false;
  if (beta == T(0))
    return alpha == T(1) ||
           KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, 1, &alpha, devR));
  return (beta == T(1) ||
          KMATCH_CUBLAS_OK(name, cublasScal(ctx->cublas, 1, &beta, devR))) &&
         KMATCH_CUBLAS_OK(name,
                          cublasAxpy(ctx->cublas, 1, &alpha, devD, 1, devR, 1));
}

template <typename T>
static void dot(const char *name, T alpha, MemRef<T, 1> *X, MemRef<T, 1> *Y,
                T beta, MemRef<T, 0> *R) {
  VectorView<T> x, y;
  if (!dotViews(name, X, Y, R, x, y))
    return;
  T *r = R->data();
  if (dotNeedsReference(alpha, x, y)) {
    // IEEE fallback (reference_blas.h), on current host copies.
    runOnHost(name, {readOperand(X), readOperand(Y), writtenOperand(R)}, [&] {
      *r = referenceDot(alpha, x, y, beta, *r);
      return true;
    });
    return;
  }
  if (!fitsCublasInt(name, {x.n}))
    return;
  DeviceOperand ops[] = {input(spanOf(x), blasTakesInPlace(x)),
                         input(spanOf(y), blasTakesInPlace(y)),
                         output(spanOf(*R), alpha != T(0))};
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    DeviceVector<T> dx, dy;
    if (!dx.place(name, ctx, ops[0], x) || !dy.place(name, ctx, ops[1], y))
      return false;
    if (ops[2].mirror)
      return dotIntoMirror(name, ctx, alpha, beta, x.n, dx, dy,
                           ops[2].device(r)) &&
             KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream));
    // Host pointer mode: cublas?dot returns once d holds the result.
    T d = T(0);
    if (!KMATCH_CUBLAS_OK(name, cublasSetPointerMode(
                                    ctx->cublas, CUBLAS_POINTER_MODE_HOST)) ||
        !KMATCH_CUBLAS_OK(name, cublasDot(ctx->cublas, x.n, dx.dev, dx.inc,
                                          dy.dev, dy.inc, &d)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    *r = beta == T(0) ? alpha * d : alpha * d + beta * *r;
    return true;
  });
}

#define KMATCH_LEVEL1(T, SUFFIX)                                               \
  KMATCH_CUDA_ENTRY(scal, SUFFIX) {                                            \
    scal<T>(kernel, s, X);                                  \
  }                                                                            \
  KMATCH_CUDA_ENTRY(axpby, SUFFIX) {                                           \
    axpby<T>(kernel, alpha, X, beta, Y);                   \
  }                                                                            \
  KMATCH_CUDA_ENTRY(dot, SUFFIX) {                                             \
    dot<T>(kernel, alpha, X, Y, beta, R);                    \
  }

KMATCH_LEVEL1(float, f32)
KMATCH_LEVEL1(double, f64)
