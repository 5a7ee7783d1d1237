//===- kmatch_rt.h - Shared definitions of the kmatch runtimes ---*- C++ -*-===//
//
// The C ABI every kmatch shim follows: MLIR memref descriptors
// (llvm.emit_c_interface), index-like values as intptr_t, and one error
// reporting path. No LLVM dependency.
//
// Error contract: a shim never reads or writes outside its descriptors, and
// computes exactly what the matched op computes (IEEE NaN/Inf included, see
// the README's Semantics) or reports. On a bad launch (shape mismatch, an
// output that overlaps itself or an input, a window that does not fit, a size
// beyond the library's int, an allocation or library failure) it calls
// kmatch_rt_error() before writing any output. By default that prints the kernel, the problem and the
// shapes to stderr and aborts; with KMATCH_RT_ON_ERROR=return (or
// kmatch_rt_set_error_mode(1)) it prints the same message, records it,
// leaves the outputs untouched and returns, and kmatch_rt_last_error() tells
// what happened. Every error is printed in both modes.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_RT_H
#define KMATCH_RUNTIME_COMMON_KMATCH_RT_H

#include <cstdint>

#define KMATCH_RT_EXPORT extern "C" __attribute__((visibility("default")))

namespace kmatch_rt {

/// A ranked memref descriptor as MLIR lays it out.
template <typename T, int Rank>
struct MemRef {
  T *allocated;
  T *aligned;
  intptr_t offset;
  intptr_t sizes[Rank];
  intptr_t strides[Rank];

  T *data() const { return aligned + offset; }
};

/// A rank-0 memref descriptor (no sizes or strides).
template <typename T>
struct MemRef<T, 0> {
  T *allocated;
  T *aligned;
  intptr_t offset;

  T *data() const { return aligned + offset; }
};

/// An unranked memref descriptor.
struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

} // namespace kmatch_rt

/// Reports an error in `kernel` (printf-style message): prints it to stderr
/// and records it as this thread's last error, then aborts unless the error
/// mode is "return".
KMATCH_RT_EXPORT void kmatch_rt_error(const char *kernel, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/// 0: print and abort (default); 1: print, record and return.
KMATCH_RT_EXPORT void kmatch_rt_set_error_mode(int mode);

/// The last recorded error of this thread, or "" when none.
KMATCH_RT_EXPORT const char *kmatch_rt_last_error(void);

/// Clears this thread's last error.
KMATCH_RT_EXPORT void kmatch_rt_clear_error(void);

#endif // KMATCH_RUNTIME_COMMON_KMATCH_RT_H
