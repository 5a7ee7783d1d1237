//===- cpu_threads_test.cpp - CPU shims called from several threads -------===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A program may launch kernels from several threads at once: its own
// threads, or an OpenMP parallel loop around a launch (scf.parallel lowered
// to OpenMP). Each thread here runs the gemm on both of its libraries'
// sizes, the syrk split (its per-thread scratch) and conv2d on oneDNN (its
// primitive and filter caches, constant weights included), and checks its
// own results against a naive reference. Catch2's assertions are not
// thread-safe, so the threads count failures and the test checks the count.
//
//===----------------------------------------------------------------------===//
#include "kmatch_kernels.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <thread>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#endif

using kmatch_rt::MemRef;

namespace {
template <int R> struct Tensor {
  std::vector<float> storage;
  MemRef<float, R> desc;
  Tensor(std::initializer_list<intptr_t> sizes, unsigned seed) {
    size_t n = 1;
    for (intptr_t s : sizes)
      n *= static_cast<size_t>(s);
    storage.resize(n);
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (float &v : storage)
      v = dist(rng);
    desc.allocated = desc.aligned = storage.data();
    desc.offset = 0;
    int d = 0;
    for (intptr_t s : sizes)
      desc.sizes[d++] = s;
    intptr_t stride = 1;
    for (int i = R - 1; i >= 0; --i) {
      desc.strides[i] = stride;
      stride *= desc.sizes[i];
    }
  }
};

bool near(double want, float got, double tol) {
  if (std::fabs(want - got) <= tol * std::max(1.0, std::fabs(want)))
    return true;
  std::fprintf(stderr, "expected %g, got %g\n", want, double(got));
  return false;
}

/// C += A * B on M x N x K.
bool gemmRight(intptr_t m, intptr_t n, intptr_t k, unsigned seed) {
  Tensor<2> a({m, k}, seed), b({k, n}, seed + 1), c({m, n}, seed + 2);
  std::vector<float> c0 = c.storage;
  _mlir_ciface_kmatch_cpu_gemm_f32(1.0f, &a.desc, &b.desc, 1.0f, &c.desc, 0, 0,
                                   0);
  if (std::string(kmatch_rt_last_error()) != "")
    return false;
  for (intptr_t i = 0; i < m; ++i)
    for (intptr_t j = 0; j < n; ++j) {
      double acc = c0[i * n + j];
      for (intptr_t q = 0; q < k; ++q)
        acc += double(a.storage[i * k + q]) * b.storage[q * n + j];
      if (!near(acc, c.storage[i * n + j], 1e-4 * (1 + k)))
        return false;
    }
  return true;
}

/// C = A * A^T + beta * C, n x k.
bool syrkRight(intptr_t n, intptr_t k, float beta, unsigned seed) {
  Tensor<2> a({n, k}, seed), c({n, n}, seed + 2);
  std::vector<float> c0 = c.storage;
  _mlir_ciface_kmatch_cpu_syrk_f32(1.0f, &a.desc, beta, &c.desc, 0);
  if (std::string(kmatch_rt_last_error()) != "")
    return false;
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t j = 0; j < n; ++j) {
      double acc = beta == 0.0f ? 0.0 : double(beta) * c0[i * n + j];
      for (intptr_t q = 0; q < k; ++q)
        acc += double(a.storage[i * k + q]) * a.storage[j * k + q];
      if (!near(acc, c.storage[i * n + j], 1e-4 * (1 + k)))
        return false;
    }
  return true;
}

/// A 3x3 NCHW convolution with padding 1; `token` != 0 marks W constant.
bool convRight(unsigned seed, int64_t token) {
  const intptr_t n = 2, c = 8, h = 17, w = 15, f = 12;
  Tensor<4> x({n, c, h, w}, seed), wt({f, c, 3, 3}, seed + 1),
      y({n, f, h, w}, seed + 2);
  _mlir_ciface_kmatch_cpu_conv2d_f32(&x.desc, &wt.desc, &y.desc, 0, 1, 1, 1, 1,
                                     1, 1, 1, 1, 0, token);
  if (std::string(kmatch_rt_last_error()) != "")
    return false;
  for (intptr_t b = 0; b < n; ++b)
    for (intptr_t o = 0; o < f; ++o)
      for (intptr_t i = 0; i < h; ++i)
        for (intptr_t j = 0; j < w; ++j) {
          double acc = 0;
          for (intptr_t ci = 0; ci < c; ++ci)
            for (intptr_t kh = 0; kh < 3; ++kh)
              for (intptr_t kw = 0; kw < 3; ++kw) {
                intptr_t ih = i + kh - 1, iw = j + kw - 1;
                if (ih < 0 || iw < 0 || ih >= h || iw >= w)
                  continue;
                acc += double(x.storage[((b * c + ci) * h + ih) * w + iw]) *
                       wt.storage[((o * c + ci) * 3 + kh) * 3 + kw];
              }
          if (!near(acc, y.storage[((b * f + o) * h + i) * w + j], 1e-4))
            return false;
        }
  return true;
}

/// Thread t's launches; returns how many were wrong.
int launches(int t) {
  int wrong = 0;
  for (unsigned r = 0; r < 2; ++r) {
    unsigned seed = 100 * t + 10 * r;
    wrong += !gemmRight(40 + t, 37, 50, seed);                // OpenBLAS's size
    wrong += !gemmRight(200 + t, 180, 150, seed);             // oneDNN's size
    wrong += !syrkRight(640, 400, t % 2 ? 0.5f : 0.0f, seed); // the split
    wrong += !convRight(seed, 0);
    // A constant filter per (address, token): a token of its own each.
    wrong += !convRight(seed, 0x1000 + 16 * t + r);
  }
  return wrong;
}
} // namespace

TEST_CASE("cpu shims give each thread its own right results",
          "[cpu][threads]") {
  const int threads = 4;
  std::atomic<int> wrong{0};
  SECTION("the program's own threads") {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
      pool.emplace_back([&, t] { wrong += launches(t); });
    for (std::thread &th : pool)
      th.join();
    CHECK(wrong.load() == 0);
  }
#ifdef _OPENMP
  SECTION("an OpenMP parallel loop around the launches") {
#pragma omp parallel for num_threads(threads) schedule(static, 1)
    for (int t = 0; t < threads; ++t)
      wrong += launches(t);
    CHECK(wrong.load() == 0);
  }
#endif
}
