//===- cuda_context.cpp - CUDA state of the kmatch runtime ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Error reporting, the cached context and the pinned staging of host <->
// device copies. The device is chosen with KMATCH_CUDA_DEVICE (default 0).
//
//===----------------------------------------------------------------------===//
#include "cuda_context.h"
#include "kmatch_profile.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace kmatch_rt;

namespace {
/// The context once getCudaContext has set it up; copyHostDevice stages only
/// copies on its stream.
std::atomic<CudaContext *> readyContext{nullptr};
} // namespace

bool kmatch_rt::checkCuda(cudaError_t status, const char *kernel,
                          const char *expr, const char *file, int line) {
  if (status == cudaSuccess)
    return true;
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cudaGetErrorName(status), cudaGetErrorString(status), file,
                  line);
  return false;
}

bool kmatch_rt::checkCublas(cublasStatus_t status, const char *kernel,
                            const char *expr, const char *file, int line) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return true;
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cublasGetStatusName(status), cublasGetStatusString(status),
                  file, line);
  return false;
}

bool kmatch_rt::useCpuFallback() {
  static const bool fallback = [] {
    const char *env = std::getenv("KMATCH_CUDA_FALLBACK");
    if (!env || std::string(env) != "cpu")
      return false;
    int count = 0;
    return cudaGetDeviceCount(&count) != cudaSuccess || count == 0;
  }();
  return fallback;
}

CudaContext *kmatch_rt::getCudaContext(const char *kernel) {
  static CudaContext context;
  static std::once_flag once;
  static bool ok = false;
  static char why[512] = "";
  std::call_once(once, [] {
    int count = 0;
    cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess || count == 0) {
      std::snprintf(why, sizeof(why),
                    "no CUDA device is available (cudaGetDeviceCount: %s, "
                    "%d devices); run on a machine with an NVIDIA GPU or use "
                    "the cpu backend",
                    status == cudaSuccess ? "cudaSuccess"
                                          : cudaGetErrorName(status),
                    count);
      return;
    }
    const char *env = std::getenv("KMATCH_CUDA_DEVICE");
    int device = env ? std::atoi(env) : 0;
    if (device < 0 || device >= count) {
      std::snprintf(why, sizeof(why),
                    "KMATCH_CUDA_DEVICE=%d, but only %d CUDA devices exist",
                    device, count);
      return;
    }
    const char *tag = "kmatch CUDA context";
    if (!KMATCH_CUDA_OK(tag, cudaSetDevice(device)) ||
        !KMATCH_CUDA_OK(tag, cudaStreamCreateWithFlags(
                                 &context.stream, cudaStreamNonBlocking)) ||
        !KMATCH_CUBLAS_OK(tag, cublasCreate(&context.cublas)) ||
        !KMATCH_CUBLAS_OK(tag, cublasSetStream(context.cublas, context.stream))) {
      std::snprintf(why, sizeof(why), "CUDA initialization failed: %s",
                    kmatch_rt_last_error());
      return;
    }
    context.device = device;
    ok = true;
    readyContext.store(&context, std::memory_order_release);
    // Under KMATCH_PROFILE a launch's time includes its device work.
    kmatch_rt::profileDeviceSync.store(
        [] { cudaStreamSynchronize(context.stream); });
  });
  if (!ok) {
    kmatch_rt_error(kernel, "%s", why);
    return nullptr;
  }
  cudaSetDevice(context.device);
  return &context;
}

//===----------------------------------------------------------------------===//
// Pinned staging
//===----------------------------------------------------------------------===//

namespace {
constexpr size_t kDefaultStagingCap = size_t(64) << 20;
/// The smallest buffer worth pinning; small copies share it.
constexpr size_t kMinStagingBytes = size_t(1) << 20;
/// Staged host-to-device blocks start this many bytes apart.
constexpr size_t kStagingAlign = 256;

/// Reads KMATCH_CUDA_PINNED and KMATCH_CUDA_STAGING_BYTES.
void configureStaging(CudaContext *ctx) {
  ctx->stagingConfigured = true;
  ctx->stagingGrowFailed = false;
  ctx->stagingCap = kDefaultStagingCap;
  const char *pinned = std::getenv("KMATCH_CUDA_PINNED");
  if (pinned && std::strcmp(pinned, "0") == 0) {
    ctx->stagingCap = 0;
    return;
  }
  const char *cap = std::getenv("KMATCH_CUDA_STAGING_BYTES");
  if (!cap || !*cap)
    return;
  char *end = nullptr;
  unsigned long long bytes = std::strtoull(cap, &end, 10);
  if (*end == '\0')
    ctx->stagingCap = static_cast<size_t>(bytes);
}

/// Grows the staging buffer towards `want` bytes (within the cap) and returns
/// its size, 0 when there is none. A failed cudaHostAlloc is not an error:
/// the old buffer (or none) stays, and staging stops growing.
size_t growStaging(CudaContext *ctx, size_t want) {
  if (!ctx->stagingConfigured)
    configureStaging(ctx);
  want = std::min(want, ctx->stagingCap);
  if (ctx->stagingBytes >= want || ctx->stagingGrowFailed)
    return ctx->stagingBytes;
  size_t bytes = kMinStagingBytes;
  while (bytes < want && bytes <= SIZE_MAX / 2)
    bytes *= 2;
  bytes = std::min(bytes, ctx->stagingCap);
  void *fresh = nullptr;
  if (cudaHostAlloc(&fresh, bytes, cudaHostAllocDefault) != cudaSuccess ||
      !fresh) {
    cudaGetLastError(); // Clear it: the copy falls back silently.
    ctx->stagingGrowFailed = true;
    return ctx->stagingBytes;
  }
  // Queued host-to-device copies may still read the old buffer; if the
  // stream is broken, leak it rather than free memory a copy may read.
  if (ctx->staging && cudaStreamSynchronize(ctx->stream) == cudaSuccess)
    cudaFreeHost(ctx->staging);
  ctx->staging = fresh;
  ctx->stagingBytes = bytes;
  ctx->stagingUsed = 0;
  return bytes;
}

/// `bytes` (at most stagingBytes) of staging that no queued copy reads,
/// waiting for the stream when the buffer is used up; nullptr after a
/// reported error.
char *reserveStaging(const char *kernel, CudaContext *ctx, size_t bytes) {
  if (ctx->stagingBytes - ctx->stagingUsed < bytes) {
    if (!KMATCH_CUDA_OK(kernel, cudaStreamSynchronize(ctx->stream)))
      return nullptr;
    ctx->stagingUsed = 0;
  }
  char *block = static_cast<char *>(ctx->staging) + ctx->stagingUsed;
  size_t end = (ctx->stagingUsed + bytes + kStagingAlign - 1) / kStagingAlign *
               kStagingAlign;
  ctx->stagingUsed = std::min(end, ctx->stagingBytes);
  return block;
}

/// Copies `rows` rows of `width` bytes from rows `spitch` apart to rows
/// `dpitch` apart on the host.
void copyRows(char *dst, size_t dpitch, const char *src, size_t spitch,
              size_t width, size_t rows) {
  if (dpitch == width && spitch == width) {
    std::memcpy(dst, src, width * rows);
    return;
  }
  for (size_t r = 0; r < rows; ++r)
    std::memcpy(dst + r * dpitch, src + r * spitch, width);
}

/// One block of a staged copy: `rows` rows of `width` bytes starting at
/// `dst` and `src`, fitting the staging buffer.
bool copyBlock(const char *kernel, CudaContext *ctx, char *dst, size_t dpitch,
               const char *src, size_t spitch, size_t width, size_t rows,
               cudaMemcpyKind kind) {
  cudaStream_t stream = ctx->stream;
  if (kind == cudaMemcpyHostToDevice) {
    char *stage = reserveStaging(kernel, ctx, width * rows);
    if (!stage)
      return false;
    copyRows(stage, width, src, spitch, width, rows);
    if (rows == 1)
      return KMATCH_CUDA_OK(kernel,
                            cudaMemcpyAsync(dst, stage, width, kind, stream));
    return KMATCH_CUDA_OK(kernel, cudaMemcpy2DAsync(dst, dpitch, stage, width,
                                                    width, rows, kind, stream));
  }
  // Device to host: the stream runs this after every queued copy out of the
  // staging buffer, so all of it is free; it is again once the copy is done.
  char *stage = static_cast<char *>(ctx->staging);
  bool ok = rows == 1
                ? KMATCH_CUDA_OK(
                      kernel, cudaMemcpyAsync(stage, src, width, kind, stream))
                : KMATCH_CUDA_OK(kernel,
                                 cudaMemcpy2DAsync(stage, width, src, spitch,
                                                   width, rows, kind, stream));
  if (!ok || !KMATCH_CUDA_OK(kernel, cudaStreamSynchronize(stream)))
    return false;
  ctx->stagingUsed = 0;
  copyRows(dst, dpitch, stage, width, width, rows);
  return true;
}
} // namespace

bool kmatch_rt::copyHostDevice(const char *kernel, void *dst, size_t dpitch,
                               const void *src, size_t spitch, size_t width,
                               size_t height, cudaMemcpyKind kind,
                               cudaStream_t stream) {
  if (width == 0 || height == 0)
    return true;
  CudaContext *ctx = readyContext.load(std::memory_order_acquire);
  bool staged =
      ctx && stream == ctx->stream &&
      (kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToHost) &&
      growStaging(ctx, width * height) != 0;
  if (!staged) {
    if (height == 1)
      return KMATCH_CUDA_OK(kernel,
                            cudaMemcpyAsync(dst, src, width, kind, stream));
    return KMATCH_CUDA_OK(kernel,
                          cudaMemcpy2DAsync(dst, dpitch, src, spitch, width,
                                            height, kind, stream));
  }
  // Blocks of whole rows, or pieces of one row wider than the buffer.
  size_t cap = ctx->stagingBytes;
  auto *d = static_cast<char *>(dst);
  auto *s = static_cast<const char *>(src);
  size_t row = 0, offset = 0;
  while (row < height) {
    size_t w = std::min(width - offset, cap);
    size_t rows = w == width ? std::min(cap / width, height - row) : 1;
    if (!copyBlock(kernel, ctx, d + row * dpitch + offset, dpitch,
                   s + row * spitch + offset, spitch, w, rows, kind))
      return false;
    offset += w;
    if (offset == width) {
      offset = 0;
      row += rows;
    }
  }
  return true;
}

/// For tests: frees the staging buffer and rereads KMATCH_CUDA_PINNED and
/// KMATCH_CUDA_STAGING_BYTES on the next copy. Does nothing before the
/// context exists (nothing is staged then).
KMATCH_RT_EXPORT void kmatch_cuda_reset_staging(void) {
  CudaContext *ctx = readyContext.load(std::memory_order_acquire);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  if (ctx->staging &&
      KMATCH_CUDA_OK("cuda_reset_staging", cudaStreamSynchronize(ctx->stream)))
    cudaFreeHost(ctx->staging);
  ctx->staging = nullptr;
  ctx->stagingBytes = 0;
  ctx->stagingUsed = 0;
  ctx->stagingConfigured = false;
}
