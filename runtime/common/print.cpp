//===- print.cpp - Full-precision memref printing ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_print_memref_{f32,f64}: prints any ranked memref, one element per
// line with round-trip precision, so that runs can be compared within tight
// tolerances (f64 within 1e-10). Used by the integration tests and examples.
//
//===----------------------------------------------------------------------===//
#include "kmatch_rt.h"

#include <cinttypes>
#include <cstdio>

using kmatch_rt::UnrankedMemRef;

namespace {
/// The leading part of every ranked descriptor.
template <typename T>
struct DescriptorHead {
  T *allocated;
  T *aligned;
  intptr_t offset;
  intptr_t sizesAndStrides[];
};
} // namespace

template <typename T>
static void printMemref(UnrankedMemRef *memref, const char *format) {
  auto *desc = static_cast<DescriptorHead<T> *>(memref->descriptor);
  int64_t rank = memref->rank;
  const intptr_t *sizes = desc->sizesAndStrides;
  const intptr_t *strides = desc->sizesAndStrides + rank;
  int64_t total = 1;
  std::printf("memref rank=%" PRId64 " sizes=[", rank);
  for (int64_t d = 0; d < rank; ++d) {
    std::printf(d ? ", %" PRIdPTR : "%" PRIdPTR, sizes[d]);
    total *= sizes[d];
  }
  std::printf("]\n");
  for (int64_t linear = 0; linear < total; ++linear) {
    int64_t rest = linear;
    intptr_t offset = desc->offset;
    for (int64_t d = rank - 1; d >= 0; --d) {
      offset += (rest % sizes[d]) * strides[d];
      rest /= sizes[d];
    }
    std::printf(format, static_cast<double>(desc->aligned[offset]));
  }
  std::fflush(stdout);
}

KMATCH_RT_EXPORT void _mlir_ciface_kmatch_print_memref_f32(UnrankedMemRef *m) {
  printMemref<float>(m, "%.9g\n");
}

KMATCH_RT_EXPORT void _mlir_ciface_kmatch_print_memref_f64(UnrankedMemRef *m) {
  printMemref<double>(m, "%.17g\n");
}

/// Prints "<label>: <ms> ms" to stderr; examples use it with rtclock() to time
/// a region without changing what the program prints on stdout.
KMATCH_RT_EXPORT void kmatch_print_elapsed(double seconds) {
  std::fprintf(stderr, "kernel time: %.3f ms\n", seconds * 1e3);
}
