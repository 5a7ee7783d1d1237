//===- cpu_gemm_test.cpp - CPU gemm shim vs a naive reference ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "gemm_cases.h"

#include <cstdlib>
#include <cstring>

// The f32 gemm runs on OpenBLAS or oneDNN's matmul (runtime/cpu/matmul.h):
// every case on each library, and on the shape rule's choice. The shim reads
// KMATCH_CPU_GEMM on every call.
TEST_CASE("cpu gemm f32 matches the reference", "[cpu][gemm]") {
  for (const char *library : {"auto", "openblas", "onednn"}) {
    DYNAMIC_SECTION("KMATCH_CPU_GEMM=" << library) {
      setenv("KMATCH_CPU_GEMM", library, 1);
      kmatch_test::runGemmCases<float>(_mlir_ciface_kmatch_cpu_gemm_f32);
    }
  }
  unsetenv("KMATCH_CPU_GEMM");
}

TEST_CASE("cpu gemm f64 matches the reference", "[cpu][gemm]") {
  kmatch_test::runGemmCases<double>(_mlir_ciface_kmatch_cpu_gemm_f64);
}

TEST_CASE("cpu batch_gemm applies alpha once to the finished sum",
          "[cpu][gemm]") {
  for (const char *library : {"openblas", "onednn"}) {
    DYNAMIC_SECTION("KMATCH_CPU_GEMM=" << library) {
      setenv("KMATCH_CPU_GEMM", library, 1);
      kmatch_test::runScaleAfterSumCases(_mlir_ciface_kmatch_cpu_batch_gemm_f32);
    }
  }
  unsetenv("KMATCH_CPU_GEMM");
}

// runtime/cpu/heap.cpp: with the runtime loaded, a 4 MiB block comes from
// the heap, not from mmap (glibc's default threshold is 128 KiB), so a
// model's per-call buffers are not page-faulted in again on every call.
// glibc marks an mmapped chunk with bit 1 of the size word before it.
TEST_CASE("the cpu runtime keeps MiB blocks in the heap", "[cpu][heap]") {
#if defined(__SANITIZE_ADDRESS__)
  // The allocator is ASan's, with no glibc chunk header to read (reading
  // before the block is an overflow there): nothing to check.
  WARN("skipped under AddressSanitizer: glibc's allocator is not in use");
  return;
#endif
  const char *m = std::getenv("KMATCH_MALLOC");
  if (m && std::strcmp(m, "system") == 0) {
    WARN("KMATCH_MALLOC=system: glibc's policy, nothing to check");
    return;
  }
  void *p = std::malloc(size_t(4) << 20);
  REQUIRE(p);
  size_t word = reinterpret_cast<size_t *>(p)[-1];
  std::free(p);
  CHECK((word & 2) == 0);
}
