//===- direct_blas.cpp - Direct OpenBLAS calls for benchmarks ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The "(c) direct library call" column of scripts/bench.sh: the same kernel
// on the same sizes, called straight from C++ with no kmatch in between.
// Usage: kmatch-bench-direct <gemm|syrk|gemv> <f32|f64> <n> <reps>
// Prints one line per repetition: "kernel time: <ms> ms".
//
//===----------------------------------------------------------------------===//
#include <cblas.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

template <typename T>
static void run(const char *kernel, long n, int reps) {
  std::vector<T> a(n * n, T(1)), b(n * n, T(0.5)), c(n * n, T(0)), x(n, T(1)),
      y(n, T(0));
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    if (!std::strcmp(kernel, "gemm")) {
      if constexpr (sizeof(T) == 4)
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
                    a.data(), n, b.data(), n, 1.0f, c.data(), n);
      else
        cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
                    a.data(), n, b.data(), n, 1.0, c.data(), n);
    } else if (!std::strcmp(kernel, "syrk")) {
      if constexpr (sizeof(T) == 4)
        cblas_ssyrk(CblasRowMajor, CblasLower, CblasNoTrans, n, n, 1.0f,
                    a.data(), n, 1.0f, c.data(), n);
      else
        cblas_dsyrk(CblasRowMajor, CblasLower, CblasNoTrans, n, n, 1.0,
                    a.data(), n, 1.0, c.data(), n);
    } else if (!std::strcmp(kernel, "gemv")) {
      if constexpr (sizeof(T) == 4)
        cblas_sgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0f, a.data(), n,
                    x.data(), 1, 1.0f, y.data(), 1);
      else
        cblas_dgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0, a.data(), n,
                    x.data(), 1, 1.0, y.data(), 1);
    } else {
      std::fprintf(stderr, "unknown kernel %s\n", kernel);
      std::exit(2);
    }
    auto t1 = std::chrono::steady_clock::now();
    std::fprintf(stderr, "kernel time: %.3f ms\n",
                 std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
}

int main(int argc, char **argv) {
  if (argc != 5) {
    std::fprintf(stderr,
                 "usage: %s <gemm|syrk|gemv> <f32|f64> <n> <reps>\n", argv[0]);
    return 2;
  }
  long n = std::atol(argv[3]);
  int reps = std::atoi(argv[4]);
  if (!std::strcmp(argv[2], "f32"))
    run<float>(argv[1], n, reps);
  else
    run<double>(argv[1], n, reps);
  return 0;
}
