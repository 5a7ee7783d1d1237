//===- residency.h - Device mirrors of host buffers -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The mirror table behind kmatch_cuda_{to_device,to_host,release}: a device
// copy ("mirror") of a host byte span [lo, hi), created by to_device on a root
// buffer, and the one driver every CUDA shim runs its launch through, so that
// a chain of launches on mirrors moves no data between them:
//
//   1. take the context and its lock;
//   2. look up the mirror of each memref operand (a partial overlap is an
//      error);
//   3. when the library call can take every mirrored operand where it lies,
//      use them in place (operands without a mirror are copied by the shim
//      as usual); otherwise make every mirror current on the host (download
//      the device-newer ones) and run on host copies;
//   4. run the library call;
//   5. upload the written operands that went through the host into their
//      mirrors, and mark the mirrors written in place DeviceNewer.
//
// runOnDevice is that driver for a shim whose call runs on the device;
// HostLaunch / runOnHost (and KMATCH_CUDA_HOST_OPERANDS) are steps 2, 3 and 5
// with nothing in place, for work done on the host (IEEE fallbacks, zero
// scalars) or by shims that make their own device copies. Without any
// mirror, the driver adds no copy and no lock beyond the launch's own.
//
// Also the transfer counters: every host <-> device copy the CUDA runtime
// makes goes through noteTransfer (copy1D, copy2D and the mirror transfers),
// which counts it and, with KMATCH_CUDA_TRACE=1, prints it to stderr. A copy
// counts once, however many staging chunks copyHostDevice splits it into.
//
// Thread safety: the table has its own mutex, but a `const Mirror *` stays
// valid only while the caller holds the context mutex (CudaContext::mutex):
// every function that creates or frees a mirror takes it first. Launches and
// transfers on one buffer are expected in program order (one stream).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CUDA_RESIDENCY_H
#define KMATCH_RUNTIME_CUDA_RESIDENCY_H

#include "../common/matrix.h"
#include "cuda_context.h"

#include <initializer_list>
#include <utility>

namespace kmatch_rt {

enum class MirrorState {
  /// Host and device hold the same bytes.
  Synced,
  /// A launch wrote the device copy; the host bytes are stale.
  DeviceNewer,
};

/// A device copy of the host bytes [lo, hi).
struct Mirror {
  const char *lo = nullptr, *hi = nullptr;
  void *dev = nullptr;
  MirrorState state = MirrorState::Synced;
};

/// A byte span [lo, hi); empty when lo == hi.
struct ByteSpan {
  const char *lo = nullptr, *hi = nullptr;
  bool empty() const { return lo == hi; }
};

/// The bytes a strided descriptor touches, from its lowest to one past its
/// highest element; empty when any size is zero.
ByteSpan spanOf(const void *aligned, intptr_t offset, int64_t rank,
                const intptr_t *sizes, const intptr_t *strides,
                size_t elementBytes);

/// The bytes a ranked memref touches.
template <typename T, int Rank>
ByteSpan spanOf(const MemRef<T, Rank> &m) {
  if constexpr (Rank == 0)
    return spanOf(m.aligned, m.offset, 0, nullptr, nullptr, sizeof(T));
  else
    return spanOf(m.aligned, m.offset, Rank, m.sizes, m.strides, sizeof(T));
}

/// The bytes an unranked memref of `elementBytes`-wide elements touches.
ByteSpan spanOf(const UnrankedMemRef &m, size_t elementBytes);

/// The bytes a matrix view touches.
template <typename T>
ByteSpan spanOf(const MatrixView<T> &v) {
  if (v.empty())
    return {};
  auto [first, last] = v.span();
  return {reinterpret_cast<const char *>(first),
          reinterpret_cast<const char *>(last + 1)};
}

/// The bytes a strided vector view touches.
template <typename T>
ByteSpan spanOf(const VectorView<T> &v) {
  if (v.empty())
    return {};
  auto [first, last] = v.span();
  return {reinterpret_cast<const char *>(first),
          reinterpret_cast<const char *>(last + 1)};
}

/// Whether any mirror exists (lock-free; the guards' fast path).
bool hasMirrors();

/// The mirror holding every byte of [lo, hi), or nullptr. A mirror holding
/// only part of it is an error: it is reported for `kernel`, *conflict is set
/// (when given) and nullptr is returned. An empty span has no mirror.
const Mirror *findMirror(const void *lo, const void *hi,
                         const char *kernel = "cuda residency",
                         bool *conflict = nullptr);

/// Looks up the mirror of `span` for `kernel`; false after reporting a
/// partial overlap.
inline bool lookupMirror(const char *kernel, ByteSpan span,
                         const Mirror *&mirror) {
  bool conflict = false;
  mirror = findMirror(span.lo, span.hi, kernel, &conflict);
  return !conflict;
}

/// Records that a launch wrote `m` on the device, or that host and device
/// agree again.
void setMirrorState(const Mirror *m, MirrorState state);

/// The device address of host address `host`, which lies in `m`.
template <typename T>
T *deviceAddress(const Mirror *m, const T *host) {
  const char *h = reinterpret_cast<const char *>(host);
  return reinterpret_cast<T *>(static_cast<char *>(m->dev) + (h - m->lo));
}

/// Makes the host bytes of `m` current: downloads it when DeviceNewer and
/// marks it Synced. Waits for the download. Needs ctx->mutex held.
bool downloadMirror(const char *kernel, CudaContext *ctx, const Mirror *m);

/// Uploads the host bytes `span` (inside `m`) into the mirror and marks it
/// Synced; the rest of the mirror must already agree with the host. Needs
/// ctx->mutex held.
bool uploadToMirror(const char *kernel, CudaContext *ctx, const Mirror *m,
                    ByteSpan span);

/// Counts one host <-> device copy of `bytes` (device-to-device copies are
/// not counted) and traces it under KMATCH_CUDA_TRACE=1.
void noteTransfer(const char *kernel, cudaMemcpyKind kind, size_t bytes);

/// One memref operand of a CUDA launch, as the residency driver sees it.
struct DeviceOperand {
  /// The host bytes the launch touches.
  ByteSpan span;
  /// Whether the launch writes them.
  bool written = false;
  /// Whether the library call can take the operand where it lies (a layout
  /// that needs no packing), so inside a mirror it is used in place.
  bool inPlace = false;
  /// Whether the shim reads the operand on the host however the others are
  /// placed (a bias it gathers, statistics it folds, an input it pads): its
  /// mirror is made current on the host, and does not keep the others from
  /// being used in place. Read operands only.
  bool onHost = false;
  /// Set by the driver: the mirror the call reads or writes in place, or
  /// nullptr: the host bytes are current and the shim copies them itself.
  const Mirror *mirror = nullptr;

  /// The device address of `host`, which lies in the operand's mirror.
  template <typename T>
  T *device(const T *host) const {
    return deviceAddress(mirror, host);
  }
};

/// An operand the launch reads / writes, taken in place when `inPlace`.
inline DeviceOperand input(ByteSpan span, bool inPlace = false) {
  return {span, false, inPlace, false, nullptr};
}
inline DeviceOperand output(ByteSpan span, bool inPlace = false) {
  return {span, true, inPlace, false, nullptr};
}
/// An operand the launch reads on the host (DeviceOperand::onHost).
inline DeviceOperand hostInput(ByteSpan span) {
  return {span, false, false, true, nullptr};
}
/// An input used in place when `inPlace`, else read on the host (packed or
/// padded by the shim), without keeping the other operands off the device.
inline DeviceOperand inPlaceOrHost(ByteSpan span, bool inPlace) {
  return {span, false, inPlace, !inPlace, nullptr};
}

/// Memref operands that a shim reads or writes on the host (never in place).
template <typename T, int Rank>
DeviceOperand readOperand(const MemRef<T, Rank> *m) {
  return input(spanOf(*m));
}
template <typename T, int Rank>
DeviceOperand writtenOperand(const MemRef<T, Rank> *m) {
  return output(spanOf(*m));
}
template <typename T>
DeviceOperand readOperand(const UnrankedMemRef *m) {
  return input(spanOf(*m, sizeof(T)));
}
template <typename T>
DeviceOperand writtenOperand(const UnrankedMemRef *m) {
  return output(spanOf(*m, sizeof(T)));
}

/// The first half of the protocol, with ctx->mutex held: looks up the mirror
/// of every operand (a partial overlap is reported: false). When in place is
/// allowed and every mirrored operand is `inPlace` or `onHost`, each
/// `inPlace` one gets its `mirror` and each `onHost` one is made current on
/// the host; otherwise none gets a mirror, and every mirror is made current
/// on the host (downloaded when device-newer).
bool placeOperands(const char *kernel, CudaContext *ctx, DeviceOperand *ops,
                   size_t count, bool allowInPlace);

/// The second half, after a successful launch, with ctx->mutex held: uploads
/// every written operand that has a mirror but was not taken in place (its
/// host bytes are new), then marks the mirrors written in place DeviceNewer.
bool finishOperands(const char *kernel, CudaContext *ctx,
                    const DeviceOperand *ops, size_t count);

/// The residency driver of a launch whose library call runs on the device.
/// Takes the context and its lock, places the operands (placeOperands), runs
/// `run(ctx)` with the lock held (the call reads and writes each operand in
/// place at `op.device(hostPointer)` when `op.mirror` is set, and through its
/// own device copy of the current host bytes otherwise), and on success
/// finishes them (finishOperands). Returns whether everything succeeded.
template <typename Run>
bool runOnDevice(const char *kernel, DeviceOperand *ops, size_t count,
                 Run &&run) {
  CudaContext *ctx = getCudaContext(kernel);
  if (!ctx)
    return false;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  return placeOperands(kernel, ctx, ops, count, /*allowInPlace=*/true) &&
         run(ctx) && finishOperands(kernel, ctx, ops, count);
}
template <size_t N, typename Run>
bool runOnDevice(const char *kernel, DeviceOperand (&ops)[N], Run &&run) {
  return runOnDevice(kernel, ops, N, std::forward<Run>(run));
}

/// The same driver for a shim that computes on the host, or makes its own
/// device copies under its own lock: while it lives, every operand's host
/// bytes are current (device-newer mirrors downloaded on construction), and
/// on destruction the mirror of every written operand is brought up to date
/// from the host (uploaded). Does nothing, and touches no GPU, while no
/// mirror exists.
class HostLaunch {
public:
  HostLaunch(const char *kernel, const DeviceOperand *ops, size_t count);
  HostLaunch(const char *kernel, std::initializer_list<DeviceOperand> ops)
      : HostLaunch(kernel, ops.begin(), ops.size()) {}
  ~HostLaunch();
  HostLaunch(const HostLaunch &) = delete;
  HostLaunch &operator=(const HostLaunch &) = delete;

  /// False after a reported error (a partial overlap, a failed download):
  /// the shim must return without touching its outputs.
  bool ok() const { return valid; }

private:
  static constexpr size_t kMaxOperands = 12;
  const char *kernel;
  DeviceOperand written[kMaxOperands];
  size_t numWritten = 0;
  bool valid = true;
};

/// Runs `run()` on the host under a HostLaunch; false after an error.
template <typename Run>
bool runOnHost(const char *kernel, std::initializer_list<DeviceOperand> ops,
               Run &&run) {
  HostLaunch launch(kernel, ops);
  return launch.ok() && run();
}

} // namespace kmatch_rt

/// At the entry of a CUDA shim that works on host copies of its operands
/// (after the entry's CPU fallback, kmatch_kernels.h): a HostLaunch over its memref operands,
/// given as readOperand(X) / writtenOperand(Y) (readOperand<T>(X) for unranked
/// ones), for the rest of the shim; returns on error.
#define KMATCH_CUDA_HOST_OPERANDS(kernel, ...)                                 \
  ::kmatch_rt::HostLaunch kmatchHostLaunch((kernel), {__VA_ARGS__});           \
  if (!kmatchHostLaunch.ok())                                                  \
  return

#endif // KMATCH_RUNTIME_CUDA_RESIDENCY_H
