//===- kmatch_rt.h - Shared definitions of the kmatch runtimes ----*- C -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The C ABI every kmatch shim follows: MLIR memref descriptors
// (llvm.emit_c_interface), index-like values as intptr_t, and one error
// reporting path. No LLVM dependency.
//
// A C header (C99 and later), so that shims can be written in C: the
// descriptors are plain structs (kmatch_memref_<R>d_<S>, declared for ranks
// 0-4 of f32, f64, i32 and i64, or by KMATCH_RT_DECLARE_MEMREF for others)
// and kmatch_unranked_memref. C++ gets the same layouts as the templates
// kmatch_rt::MemRef<T, Rank> and kmatch_rt::UnrankedMemRef.
//
// Error contract: a shim never reads or writes outside its descriptors, and
// computes exactly what the matched op computes (IEEE NaN/Inf included, see
// the README's Semantics) or reports. On a bad launch (shape mismatch, an
// output that overlaps itself or an input, a window that does not fit, a size
// beyond the library's int, an allocation or library failure) it calls
// kmatch_rt_error() before writing any output. By default that prints the
// kernel, the problem and the shapes to stderr, flushes stdout and stderr,
// and ends the process with exit status KMATCH_RT_EXIT_STATUS (70), without
// a signal, so no crash handler (mlir-runner's, a JIT's) prints a stack
// dump; with KMATCH_RT_ON_ERROR=return (or
// kmatch_rt_set_error_mode(1)) it prints the same message, records it,
// leaves the outputs untouched and returns, and kmatch_rt_last_error() tells
// what happened. Every error is printed in both modes.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_RT_H
#define KMATCH_RUNTIME_COMMON_KMATCH_RT_H

#include <stdint.h>

#ifdef __cplusplus
#define KMATCH_RT_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define KMATCH_RT_EXPORT __attribute__((visibility("default")))
#endif

/// Declares NAME, the descriptor of a memref of RANK >= 1 elements of type T
/// as MLIR lays it out (llvm.emit_c_interface passes a pointer to it).
#define KMATCH_RT_DECLARE_MEMREF(NAME, T, RANK)                                \
  typedef struct NAME {                                                        \
    T *allocated;                                                              \
    T *aligned;                                                                \
    intptr_t offset;                                                           \
    intptr_t sizes[RANK];                                                      \
    intptr_t strides[RANK];                                                    \
  } NAME;
/// Declares NAME, the descriptor of a rank-0 memref (no sizes or strides).
#define KMATCH_RT_DECLARE_MEMREF_0D(NAME, T)                                   \
  typedef struct NAME {                                                        \
    T *allocated;                                                              \
    T *aligned;                                                                \
    intptr_t offset;                                                           \
  } NAME;

/// kmatch_memref_<R>d_<S> for ranks 0 to 4 of element type S (C type T).
#define KMATCH_RT_DECLARE_MEMREFS_(S, T)                                       \
  KMATCH_RT_DECLARE_MEMREF_0D(kmatch_memref_0d_##S, T)                         \
  KMATCH_RT_DECLARE_MEMREF(kmatch_memref_1d_##S, T, 1)                         \
  KMATCH_RT_DECLARE_MEMREF(kmatch_memref_2d_##S, T, 2)                         \
  KMATCH_RT_DECLARE_MEMREF(kmatch_memref_3d_##S, T, 3)                         \
  KMATCH_RT_DECLARE_MEMREF(kmatch_memref_4d_##S, T, 4)
KMATCH_RT_DECLARE_MEMREFS_(f32, float)
KMATCH_RT_DECLARE_MEMREFS_(f64, double)
KMATCH_RT_DECLARE_MEMREFS_(i32, int32_t)
KMATCH_RT_DECLARE_MEMREFS_(i64, int64_t)
#undef KMATCH_RT_DECLARE_MEMREFS_

/// An unranked memref descriptor: the rank and a pointer to a ranked one.
typedef struct kmatch_unranked_memref {
  int64_t rank;
  void *descriptor;
} kmatch_unranked_memref;

/// The exit status of a process a shim ended on an error (the default
/// error mode): EX_SOFTWARE of sysexits.h.
#define KMATCH_RT_EXIT_STATUS 70

/// Reports an error in `kernel` (printf-style message): prints it to stderr
/// and records it as this thread's last error, then, unless the error mode
/// is "return", flushes every stdio stream and ends the process with
/// _Exit(KMATCH_RT_EXIT_STATUS) (no atexit handlers or destructors run: the
/// error may come from any thread of a parallel region).
KMATCH_RT_EXPORT void kmatch_rt_error(const char *kernel, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/// 0: print and exit with KMATCH_RT_EXIT_STATUS (default); 1: print,
/// record and return.
KMATCH_RT_EXPORT void kmatch_rt_set_error_mode(int mode);

/// The last recorded error of this thread, or "" when none.
KMATCH_RT_EXPORT const char *kmatch_rt_last_error(void);

/// Clears this thread's last error.
KMATCH_RT_EXPORT void kmatch_rt_clear_error(void);

/// How many primitives the shims of this process have created on a vendor
/// library's reference (unoptimized) implementation, such as oneDNN's
/// "ref:any". KMATCH_PROFILE names each kernel's implementations.
KMATCH_RT_EXPORT int64_t kmatch_rt_reference_primitives(void);

#ifdef __cplusplus
#include <cstddef>

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
using UnrankedMemRef = ::kmatch_unranked_memref;

// The C structs and the templates describe the same layout.
namespace detail {
using MemRef0DF32 = MemRef<float, 0>;
using MemRef4DF64 = MemRef<double, 4>;
static_assert(sizeof(MemRef0DF32) == sizeof(kmatch_memref_0d_f32),
              "rank-0 descriptor layout");
static_assert(sizeof(MemRef4DF64) == sizeof(kmatch_memref_4d_f64) &&
                  offsetof(MemRef4DF64, strides) ==
                      offsetof(kmatch_memref_4d_f64, strides),
              "ranked descriptor layout");
} // namespace detail

} // namespace kmatch_rt
#endif // __cplusplus

#endif // KMATCH_RUNTIME_COMMON_KMATCH_RT_H
