//===- residency.cpp - Device mirrors of host buffers -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The mirror table, the transfer counters, the residency driver every CUDA
// shim runs through, and the C entry points the residency plan lowers to:
//
//   kmatch_cuda_to_device(m, elementBytes)  make a mirror of m's bytes
//                                           current (upload on creation only)
//   kmatch_cuda_to_host(m, elementBytes)    download a device-newer mirror
//   kmatch_cuda_release(m, elementBytes)    free the mirror, no copy
//
// All three are no-ops under KMATCH_CUDA_FALLBACK=cpu without a GPU, and
// on an empty memref.
//
//===----------------------------------------------------------------------===//
#include "residency.h"

#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

using namespace kmatch_rt;

//===----------------------------------------------------------------------===//
// Transfer counters
//===----------------------------------------------------------------------===//

namespace {
std::atomic<int64_t> h2dCopies{0}, d2hCopies{0}, h2dBytes{0}, d2hBytes{0};

bool traceTransfers() {
  static const bool trace = [] {
    const char *env = std::getenv("KMATCH_CUDA_TRACE");
    return env && std::strcmp(env, "0") != 0 && *env;
  }();
  return trace;
}
} // namespace

void kmatch_rt::noteTransfer(const char *kernel, cudaMemcpyKind kind,
                             size_t bytes) {
  bool toDevice = kind == cudaMemcpyHostToDevice;
  if (!toDevice && kind != cudaMemcpyDeviceToHost)
    return;
  (toDevice ? h2dCopies : d2hCopies).fetch_add(1, std::memory_order_relaxed);
  (toDevice ? h2dBytes : d2hBytes)
      .fetch_add(static_cast<int64_t>(bytes), std::memory_order_relaxed);
  if (traceTransfers())
    std::fprintf(stderr, "kmatch cuda transfer: %s %zu bytes (%s)\n",
                 toDevice ? "host->device" : "device->host", bytes, kernel);
}

//===----------------------------------------------------------------------===//
// Spans
//===----------------------------------------------------------------------===//

ByteSpan kmatch_rt::spanOf(const void *aligned, intptr_t offset, int64_t rank,
                           const intptr_t *sizes, const intptr_t *strides,
                           size_t elementBytes) {
  intptr_t lo = offset, hi = offset;
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] == 0)
      return {};
    intptr_t s = (sizes[d] - 1) * strides[d];
    (s < 0 ? lo : hi) += s;
  }
  const char *base = static_cast<const char *>(aligned);
  auto bytes = static_cast<intptr_t>(elementBytes);
  return {base + lo * bytes, base + (hi + 1) * bytes};
}

ByteSpan kmatch_rt::spanOf(const UnrankedMemRef &m, size_t elementBytes) {
  // Every ranked descriptor starts {allocated, aligned, offset, sizes[rank],
  // strides[rank]}; the element type does not change that layout.
  auto *desc = static_cast<const MemRef<char, 1> *>(m.descriptor);
  const intptr_t *sizes = desc->sizes;
  return spanOf(desc->aligned, desc->offset, m.rank, sizes, sizes + m.rank,
                elementBytes);
}

//===----------------------------------------------------------------------===//
// The mirror table
//===----------------------------------------------------------------------===//

namespace {
/// Mirrors by their lowest host address; they never overlap.
struct MirrorTable {
  std::mutex mutex;
  std::map<const char *, Mirror> mirrors;
  std::atomic<size_t> count{0};
};

MirrorTable &table() {
  static MirrorTable *t = new MirrorTable; // never destroyed: used at exit
  return *t;
}

/// The mirror holding [lo, hi), or nullptr; sets `partial` to a mirror that
/// holds only part of it. Needs the table mutex held.
Mirror *lookupLocked(const char *lo, const char *hi, Mirror *&partial) {
  partial = nullptr;
  auto &mirrors = table().mirrors;
  auto next = mirrors.upper_bound(lo);
  if (next != mirrors.begin()) {
    Mirror &m = std::prev(next)->second;
    if (hi <= m.hi)
      return &m;
    if (lo < m.hi) {
      partial = &m;
      return nullptr;
    }
  }
  if (next != mirrors.end() && next->second.lo < hi)
    partial = &next->second;
  return nullptr;
}

void reportPartial(const char *kernel, const char *lo, const char *hi,
                   const Mirror &m) {
  kmatch_rt_error(kernel,
                  "host bytes [%p, %p) (%td bytes) partially overlap the "
                  "device mirror of [%p, %p) (%td bytes); a launch or transfer "
                  "must lie inside one mirrored buffer (apply to_device to "
                  "the root buffer)",
                  static_cast<const void *>(lo), static_cast<const void *>(hi),
                  hi - lo, static_cast<const void *>(m.lo),
                  static_cast<const void *>(m.hi), m.hi - m.lo);
}

/// Frees `m` after the work queued on it. Needs ctx->mutex held.
void freeMirror(const char *kernel, CudaContext *ctx, const Mirror *m) {
  KMATCH_CUDA_OK(kernel, cudaStreamSynchronize(ctx->stream));
  KMATCH_CUDA_OK(kernel, cudaFree(m->dev));
  MirrorTable &t = table();
  std::lock_guard<std::mutex> lock(t.mutex);
  t.mirrors.erase(m->lo);
  t.count.store(t.mirrors.size(), std::memory_order_release);
}
} // namespace

bool kmatch_rt::hasMirrors() {
  return table().count.load(std::memory_order_acquire) != 0;
}

const Mirror *kmatch_rt::findMirror(const void *lo, const void *hi,
                                    const char *kernel, bool *conflict) {
  if (conflict)
    *conflict = false;
  auto *l = static_cast<const char *>(lo), *h = static_cast<const char *>(hi);
  if (l == h || !hasMirrors())
    return nullptr;
  MirrorTable &t = table();
  Mirror *partial = nullptr;
  Mirror *found;
  Mirror copy;
  {
    std::lock_guard<std::mutex> lock(t.mutex);
    found = lookupLocked(l, h, partial);
    if (partial)
      copy = *partial;
  }
  if (!partial)
    return found;
  if (conflict)
    *conflict = true;
  reportPartial(kernel, l, h, copy);
  return nullptr;
}

void kmatch_rt::setMirrorState(const Mirror *m, MirrorState state) {
  std::lock_guard<std::mutex> lock(table().mutex);
  const_cast<Mirror *>(m)->state = state;
}

bool kmatch_rt::downloadMirror(const char *kernel, CudaContext *ctx,
                               const Mirror *m) {
  if (!m || m->state != MirrorState::DeviceNewer)
    return true;
  size_t bytes = static_cast<size_t>(m->hi - m->lo);
  if (!copyHostDevice(kernel, const_cast<char *>(m->lo), bytes, m->dev, bytes,
                      bytes, 1, cudaMemcpyDeviceToHost, ctx->stream) ||
      !KMATCH_CUDA_OK(kernel, cudaStreamSynchronize(ctx->stream)))
    return false;
  noteTransfer(kernel, cudaMemcpyDeviceToHost, bytes);
  setMirrorState(m, MirrorState::Synced);
  return true;
}

bool kmatch_rt::uploadToMirror(const char *kernel, CudaContext *ctx,
                               const Mirror *m, ByteSpan span) {
  if (!span.empty()) {
    size_t bytes = static_cast<size_t>(span.hi - span.lo);
    if (!copyHostDevice(kernel, deviceAddress(m, span.lo), bytes, span.lo,
                        bytes, bytes, 1, cudaMemcpyHostToDevice, ctx->stream) ||
        !KMATCH_CUDA_OK(kernel, cudaStreamSynchronize(ctx->stream)))
      return false;
    noteTransfer(kernel, cudaMemcpyHostToDevice, bytes);
  }
  setMirrorState(m, MirrorState::Synced);
  return true;
}

//===----------------------------------------------------------------------===//
// The residency driver
//===----------------------------------------------------------------------===//

bool kmatch_rt::placeOperands(const char *kernel, CudaContext *ctx,
                              DeviceOperand *ops, size_t count,
                              bool allowInPlace) {
  for (size_t i = 0; i < count; ++i)
    ops[i].mirror = nullptr;
  if (!hasMirrors())
    return true;
  bool inPlace = allowInPlace;
  for (size_t i = 0; i < count; ++i) {
    if (!lookupMirror(kernel, ops[i].span, ops[i].mirror))
      return false;
    inPlace = inPlace && (!ops[i].mirror || ops[i].inPlace ||
                          (ops[i].onHost && !ops[i].written));
  }
  if (inPlace) {
    // The operands read on the host come down when device-newer.
    for (size_t i = 0; i < count; ++i) {
      if (!ops[i].mirror || ops[i].inPlace)
        continue;
      const Mirror *m = ops[i].mirror;
      ops[i].mirror = nullptr;
      if (!downloadMirror(kernel, ctx, m))
        return false;
    }
    return true;
  }
  // Download-run-upload: every operand goes through current host bytes.
  for (size_t i = 0; i < count; ++i) {
    const Mirror *m = ops[i].mirror;
    ops[i].mirror = nullptr;
    if (!downloadMirror(kernel, ctx, m))
      return false;
  }
  return true;
}

bool kmatch_rt::finishOperands(const char *kernel, CudaContext *ctx,
                               const DeviceOperand *ops, size_t count) {
  if (!hasMirrors())
    return true;
  // Uploads first: a mirror holding both an uploaded and an in-place output
  // ends DeviceNewer.
  for (size_t i = 0; i < count; ++i) {
    if (!ops[i].written || ops[i].mirror)
      continue;
    const Mirror *m;
    if (!lookupMirror(kernel, ops[i].span, m))
      return false;
    if (m && !uploadToMirror(kernel, ctx, m, ops[i].span))
      return false;
  }
  for (size_t i = 0; i < count; ++i)
    if (ops[i].written && ops[i].mirror)
      setMirrorState(ops[i].mirror, MirrorState::DeviceNewer);
  return true;
}

HostLaunch::HostLaunch(const char *kernel, const DeviceOperand *ops,
                       size_t count)
    : kernel(kernel) {
  if (!hasMirrors())
    return;
  if (count > kMaxOperands) {
    kmatch_rt_error(kernel,
                    "internal error: %zu memref operands, the residency "
                    "driver takes at most %zu",
                    count, kMaxOperands);
    valid = false;
    return;
  }
  CudaContext *ctx = getCudaContext(kernel);
  if (!ctx) {
    valid = false;
    return;
  }
  DeviceOperand placed[kMaxOperands];
  for (size_t i = 0; i < count; ++i)
    placed[i] = ops[i];
  std::lock_guard<std::mutex> lock(ctx->mutex);
  if (!placeOperands(kernel, ctx, placed, count, /*allowInPlace=*/false)) {
    valid = false;
    return;
  }
  for (size_t i = 0; i < count; ++i)
    if (placed[i].written && findMirror(placed[i].span.lo, placed[i].span.hi))
      written[numWritten++] = placed[i];
}

HostLaunch::~HostLaunch() {
  if (!valid || numWritten == 0)
    return;
  CudaContext *ctx = getCudaContext(kernel);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  finishOperands(kernel, ctx, written, numWritten);
}

//===----------------------------------------------------------------------===//
// C entry points
//===----------------------------------------------------------------------===//

KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_to_device(UnrankedMemRef *m,
                                                         int64_t elementBytes) {
  const char *name = "cuda_to_device";
  if (useCpuFallback())
    return;
  ByteSpan span = spanOf(*m, static_cast<size_t>(elementBytes));
  if (span.empty())
    return;
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  const Mirror *existing;
  if (!lookupMirror(name, span, existing) || existing)
    return;
  size_t bytes = static_cast<size_t>(span.hi - span.lo);
  Mirror mirror{span.lo, span.hi, nullptr, MirrorState::Synced};
  if (!KMATCH_CUDA_OK(name, cudaMalloc(&mirror.dev, bytes)))
    return;
  if (!copyHostDevice(name, mirror.dev, bytes, span.lo, bytes, bytes, 1,
                      cudaMemcpyHostToDevice, ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream))) {
    cudaFree(mirror.dev);
    return;
  }
  noteTransfer(name, cudaMemcpyHostToDevice, bytes);
  MirrorTable &t = table();
  std::lock_guard<std::mutex> tableLock(t.mutex);
  t.mirrors.emplace(span.lo, mirror);
  t.count.store(t.mirrors.size(), std::memory_order_release);
}

/// Runs `fn(ctx, mirror)` under the context lock on the mirror that covers
/// m, when there is one (to_host and release do nothing otherwise).
template <typename Fn>
static void withMirrorOf(const char *name, UnrankedMemRef *m,
                         int64_t elementBytes, Fn fn) {
  if (useCpuFallback() || !hasMirrors())
    return;
  ByteSpan span = spanOf(*m, static_cast<size_t>(elementBytes));
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  const Mirror *mirror;
  if (lookupMirror(name, span, mirror) && mirror)
    fn(ctx, mirror);
}

KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_to_host(UnrankedMemRef *m,
                                                       int64_t elementBytes) {
  const char *name = "cuda_to_host";
  withMirrorOf(name, m, elementBytes, [&](CudaContext *ctx, const Mirror *mr) {
    downloadMirror(name, ctx, mr);
  });
}

KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_release(UnrankedMemRef *m,
                                                       int64_t elementBytes) {
  const char *name = "cuda_release";
  withMirrorOf(name, m, elementBytes, [&](CudaContext *ctx, const Mirror *mr) {
    freeMirror(name, ctx, mr);
  });
}

KMATCH_RT_EXPORT void kmatch_cuda_transfer_stats(int64_t *h2dCopiesOut,
                                                 int64_t *d2hCopiesOut,
                                                 int64_t *h2dBytesOut,
                                                 int64_t *d2hBytesOut) {
  if (h2dCopiesOut)
    *h2dCopiesOut = h2dCopies.load(std::memory_order_relaxed);
  if (d2hCopiesOut)
    *d2hCopiesOut = d2hCopies.load(std::memory_order_relaxed);
  if (h2dBytesOut)
    *h2dBytesOut = h2dBytes.load(std::memory_order_relaxed);
  if (d2hBytesOut)
    *d2hBytesOut = d2hBytes.load(std::memory_order_relaxed);
}

KMATCH_RT_EXPORT void kmatch_cuda_reset_transfer_stats(void) {
  h2dCopies = 0;
  d2hCopies = 0;
  h2dBytes = 0;
  d2hBytes = 0;
}

/// The number of live device mirrors (for tests and tools).
KMATCH_RT_EXPORT int64_t kmatch_cuda_mirror_count(void) {
  return static_cast<int64_t>(table().count.load(std::memory_order_acquire));
}

// The compiler declares one transfer function per element type (a func.func
// symbol has one type), e.g. kmatch_cuda_to_device_f64; they all forward
// here, the element size being an argument anyway.
#define KMATCH_TRANSFER_ALIASES(SUFFIX)                                        \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_to_device_##SUFFIX(           \
      UnrankedMemRef *m, int64_t elementBytes) {                               \
    _mlir_ciface_kmatch_cuda_to_device(m, elementBytes);                       \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_to_host_##SUFFIX(             \
      UnrankedMemRef *m, int64_t elementBytes) {                               \
    _mlir_ciface_kmatch_cuda_to_host(m, elementBytes);                         \
  }                                                                            \
  KMATCH_RT_EXPORT void _mlir_ciface_kmatch_cuda_release_##SUFFIX(             \
      UnrankedMemRef *m, int64_t elementBytes) {                               \
    _mlir_ciface_kmatch_cuda_release(m, elementBytes);                         \
  }

KMATCH_TRANSFER_ALIASES(f16)
KMATCH_TRANSFER_ALIASES(bf16)
KMATCH_TRANSFER_ALIASES(f32)
KMATCH_TRANSFER_ALIASES(f64)
KMATCH_TRANSFER_ALIASES(i8)
KMATCH_TRANSFER_ALIASES(i16)
KMATCH_TRANSFER_ALIASES(i32)
KMATCH_TRANSFER_ALIASES(i64)
