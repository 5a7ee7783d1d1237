//===- cpu_blas_test.cpp - CPU BLAS shims vs naive references ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "blas_cases.h"

static const kmatch_test::BlasShims<float> shims_f32 =
    KMATCH_BLAS_SHIMS(cpu, f32);
static const kmatch_test::BlasShims<double> shims_f64 =
    KMATCH_BLAS_SHIMS(cpu, f64);

TEST_CASE("cpu BLAS shims f32 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<float>(shims_f32);
}

TEST_CASE("cpu BLAS shims f64 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<double>(shims_f64);
}

/// syrk through `shim` on an N x K op(A) (A itself, or A^T read through
/// trans from a column-major view) into C with `layout`, against a naive
/// reference: all of C, and the storage around it left alone. With beta = 0
/// C starts as NaN, which must not show (C is not read).
template <typename T, typename Shim>
static void checkSyrkAllOfC(Shim shim, intptr_t N, intptr_t K, int trans,
                            T beta, kmatch_test::Layout layout,
                            std::mt19937 &rng) {
  using namespace kmatch_test;
  Matrix<T> A(N, K, trans ? Layout::ColMajor : Layout::Dense, rng);
  Matrix<T> At(K, N, Layout::Dense, rng);
  for (intptr_t i = 0; i < N; ++i)
    for (intptr_t k = 0; k < K; ++k)
      At.at(k, i) = A.at(i, k);
  Matrix<T> C(N, N, layout, rng);
  if (beta == T(0))
    for (intptr_t i = 0; i < N; ++i)
      for (intptr_t j = 0; j < N; ++j)
        C.at(i, j) = NAN;
  std::vector<T> expected = C.storage;
  for (intptr_t i = 0; i < N; ++i)
    for (intptr_t j = 0; j < N; ++j) {
      double p = 0;
      for (intptr_t k = 0; k < K; ++k)
        p += double(A.at(i, k)) * A.at(j, k);
      T &e = expected[C.desc.offset + i * C.desc.strides[0] +
                      j * C.desc.strides[1]];
      e = T(1.5 * p + (beta == T(0) ? 0.0 : double(beta) * e));
    }
  INFO("N " << N << " K " << K << " trans " << trans << " beta " << beta
            << " C layout " << int(layout));
  kmatch_rt_clear_error();
  shim(T(1.5), trans ? &At.desc : &A.desc, beta, &C.desc, trans);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  requireSame(expected, C.storage, double(K));
}

TEST_CASE("cpu syrk f32 on both of its paths writes all of C",
          "[cpu][blas][syrk]") {
  // runtime/cpu/level3.cpp runs a thin or small f32 product as the full gemm
  // and a large one (here 600 x 384: k >= 192, n * n * k > 2^27) as BLAS's
  // triangle plus the threaded mirror (beta = 0, C not read: NaN there must
  // not show) or combine pass (beta != 0, a non-symmetric C). op(A) is A, or
  // A^T read through trans from a column-major view.
  using namespace kmatch_test;
  std::mt19937 rng(11);
  kmatch_rt_set_error_mode(1);
  struct Size {
    intptr_t n, k;
  };
  for (Size size : {Size{90, 200}, Size{600, 384}})
    for (int trans = 0; trans < 2; ++trans)
      for (float beta : {0.f, -0.5f})
        checkSyrkAllOfC<float>(_mlir_ciface_kmatch_cpu_syrk_f32, size.n, size.k,
                               trans, beta, Layout::Padded, rng);
}

TEST_CASE("cpu syrk split over the OpenMP pool writes all of C",
          "[cpu][blas][syrk]") {
  // From n = 384 on (with BLAS on the OpenMP pool, and a pool of two or more
  // threads) runtime/cpu/level3.cpp splits C between the threads: off-diagonal
  // blocks on gemms, written to both triangles from each thread's product;
  // diagonal blocks on BLAS's syrk, f32 ones of 512 rows or more first split
  // into two and a gemm (n = 1023: one thread's; n = 1100: both). Odd n cut
  // the blocks unevenly. C's rows contiguous (Padded: ld > n) take the SSE
  // transposes of symmetric.h, a ColMajor C the strided loops. ctest runs
  // this case again with OMP_NUM_THREADS=3 (test/runtime/CMakeLists.txt): a
  // pool that does not halve evenly. f32's K = 200 keeps it off the gemm
  // (k >= 192, n * n * k > 2^27).
  using namespace kmatch_test;
  std::mt19937 rng(12);
  kmatch_rt_set_error_mode(1);
  for (intptr_t N : {1000, 1023, 1100})
    for (int trans = 0; trans < 2; ++trans)
      for (Layout layout : {Layout::Padded, Layout::ColMajor}) {
        for (float beta : {0.f, -0.5f})
          checkSyrkAllOfC<float>(_mlir_ciface_kmatch_cpu_syrk_f32, N, 200,
                                 trans, beta, layout, rng);
        for (double beta : {0.0, 0.75})
          checkSyrkAllOfC<double>(_mlir_ciface_kmatch_cpu_syrk_f64, N, 96,
                                  trans, beta, layout, rng);
      }
}
