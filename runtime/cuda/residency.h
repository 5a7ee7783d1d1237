//===- residency.h - Device mirrors of host buffers -------------*- C++ -*-===//
//
// The mirror table behind kmatch_cuda_{to_device,to_host,release}: a device
// copy ("mirror") of a host byte span [lo, hi), created by to_device on a root
// buffer, that the gemm, batch_gemm, gemv, ger and ger2 shims read and write in
// place so that a chain of launches moves no data between them (axpby too).
// The other CUDA shims are not mirror-aware; HostOperandGuard
// (KMATCH_CUDA_HOST_OPERANDS) keeps them correct by downloading a device-newer mirror before they read host memory
// and dropping the mirror of every output they write.
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

/// One memref operand of a shim that is not mirror-aware: its bytes, and
/// whether the shim writes them.
struct HostOperand {
  ByteSpan span;
  bool written = false;
};

template <typename T, int Rank>
HostOperand readOperand(const MemRef<T, Rank> *m) {
  return {spanOf(*m), false};
}
template <typename T, int Rank>
HostOperand writtenOperand(const MemRef<T, Rank> *m) {
  return {spanOf(*m), true};
}
template <typename T>
HostOperand readOperand(const UnrankedMemRef *m) {
  return {spanOf(*m, sizeof(T)), false};
}
template <typename T>
HostOperand writtenOperand(const UnrankedMemRef *m) {
  return {spanOf(*m, sizeof(T)), true};
}

/// Keeps a shim that works on host memory correct while mirrors exist: on
/// construction, downloads every device-newer mirror covering an operand; on
/// destruction (after the shim wrote its outputs on the host), frees every
/// mirror covering a written operand, whose device bytes are now stale. Does
/// nothing, and takes no lock, while no mirror exists.
class HostOperandGuard {
public:
  HostOperandGuard(const char *kernel,
                   std::initializer_list<HostOperand> operands);
  ~HostOperandGuard();
  HostOperandGuard(const HostOperandGuard &) = delete;
  HostOperandGuard &operator=(const HostOperandGuard &) = delete;

  /// False after a reported error (a partial overlap, a failed download):
  /// the shim must return without touching its outputs.
  bool ok() const { return valid; }

private:
  static constexpr int kMaxOperands = 12;
  const char *kernel;
  ByteSpan written[kMaxOperands];
  int numWritten = 0;
  bool valid = true;
};

} // namespace kmatch_rt

/// At the entry of a CUDA shim that is not mirror-aware (after
/// KMATCH_CUDA_CPU_FALLBACK): guards its memref operands, given as
/// readOperand(X) / writtenOperand(Y) (readOperand<T>(X) for unranked ones),
/// for the rest of the shim; returns on error.
#define KMATCH_CUDA_HOST_OPERANDS(kernel, ...)                                 \
  ::kmatch_rt::HostOperandGuard kmatchHostOperands((kernel), {__VA_ARGS__});   \
  if (!kmatchHostOperands.ok())                                                \
  return

#endif // KMATCH_RUNTIME_CUDA_RESIDENCY_H
