//===- gemm_cases.h - Gemm shim tests shared by both backends ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Checks a gemm shim against a naive reference: odd sizes, every transpose,
// padded leading dimensions, offsets, non-unit inner strides, column-major
// views, f32 and f64, and the error paths.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEST_RUNTIME_GEMM_CASES_H
#define KMATCH_TEST_RUNTIME_GEMM_CASES_H

#include "kmatch_kernels.h"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace kmatch_test {
using kmatch_rt::MemRef;

/// A gemm shim on T, typed by kmatch_kernels.h (runtime/kernels.json).
template <typename T>
using GemmShim = typename kmatch_rt::shim::Of<T>::gemm *;

/// How a matrix is laid out in its backing store.
enum class Layout { Dense, Padded, ColMajor, InnerStride2 };

/// A rows x cols matrix in its own storage with the given layout, plus a
/// descriptor for it.
template <typename T>
struct Matrix {
  std::vector<T> storage;
  MemRef<T, 2> desc;

  Matrix(intptr_t rows, intptr_t cols, Layout layout, std::mt19937 &rng) {
    intptr_t offset = layout == Layout::Dense ? 0 : 3;
    intptr_t rs = 0, cs = 0;
    switch (layout) {
    case Layout::Dense:
      rs = cols, cs = 1;
      break;
    case Layout::Padded:
      rs = cols + 5, cs = 1;
      break;
    case Layout::ColMajor:
      rs = 1, cs = rows + 2;
      break;
    case Layout::InnerStride2:
      rs = 2 * cols + 1, cs = 2;
      break;
    }
    size_t extent = offset + 1 + (rows ? rows - 1 : 0) * rs +
                    (cols ? cols - 1 : 0) * cs;
    storage.resize(extent + 4);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (T &v : storage)
      v = static_cast<T>(dist(rng));
    desc = {storage.data(), storage.data(), offset, {rows, cols}, {rs, cs}};
  }
  T &at(intptr_t i, intptr_t j) {
    return storage[desc.offset + i * desc.strides[0] + j * desc.strides[1]];
  }
};

template <typename T>
double tolerance() {
  return sizeof(T) == 4 ? 1e-4 : 1e-11;
}

/// Runs shim on one configuration and compares with the naive reference,
/// including the storage outside C, which must stay untouched.
template <typename T>
void checkGemm(GemmShim<T> shim, intptr_t M, intptr_t N, intptr_t K, bool tA,
               bool tB, bool tC, Layout la, Layout lb, Layout lc, T alpha,
               T beta, std::mt19937 &rng) {
  Matrix<T> A(tA ? K : M, tA ? M : K, la, rng);
  Matrix<T> B(tB ? N : K, tB ? K : N, lb, rng);
  Matrix<T> C(tC ? N : M, tC ? M : N, lc, rng);
  std::vector<T> expected = C.storage;
  auto cIndex = [&](intptr_t i, intptr_t j) {
    intptr_t r = tC ? j : i, c = tC ? i : j;
    return C.desc.offset + r * C.desc.strides[0] + c * C.desc.strides[1];
  };
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j) {
      long double acc = 0;
      for (intptr_t k = 0; k < K; ++k) {
        T a = tA ? A.at(k, i) : A.at(i, k);
        T b = tB ? B.at(j, k) : B.at(k, j);
        acc += static_cast<long double>(a) * b;
      }
      T &e = expected[cIndex(i, j)];
      e = static_cast<T>(alpha * acc + (beta == T(0) ? 0.0L : beta * (long double)e));
    }
  shim(alpha, &A.desc, &B.desc, beta, &C.desc, tA, tB, tC);
  INFO("M=" << M << " N=" << N << " K=" << K << " tA=" << tA << " tB=" << tB
            << " tC=" << tC << " layouts=" << int(la) << int(lb) << int(lc));
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  for (size_t idx = 0; idx < expected.size(); ++idx) {
    double e = expected[idx], got = C.storage[idx];
    double scale = std::max(1.0, std::fabs(e));
    if (std::fabs(e - got) > tolerance<T>() * scale * (1 + K)) {
      FAIL("element " << idx << ": expected " << e << ", got " << got);
    }
  }
}

/// Requires got == expected element by element, IEEE-exactly: a NaN must be
/// NaN, anything else equal.
template <typename T>
void requireIeeeSame(const std::vector<T> &expected, const std::vector<T> &got) {
  REQUIRE(expected.size() == got.size());
  for (size_t i = 0; i < expected.size(); ++i)
    if (!(expected[i] == got[i] ||
          (std::isnan(double(expected[i])) && std::isnan(double(got[i])))))
      FAIL("storage[" << i << "]: expected " << expected[i] << ", got "
                      << got[i]);
}

/// Requires that the last error contains `what`, then clears it.
inline void requireLastError(const std::string &what) {
  std::string error = kmatch_rt_last_error();
  INFO("error: " << error);
  CHECK(error.find(what) != std::string::npos);
  kmatch_rt_clear_error();
}

template <typename T>
void runGemmCases(GemmShim<T> shim) {
  std::mt19937 rng(42);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();

  SECTION("every transpose at odd sizes") {
    const intptr_t shapes[][3] = {{1, 1, 1}, {3, 5, 7}, {17, 9, 13}, {33, 1, 5}};
    for (auto &s : shapes)
      for (int t = 0; t < 8; ++t)
        checkGemm<T>(shim, s[0], s[1], s[2], t & 1, t & 2, t & 4, Layout::Dense,
                     Layout::Dense, Layout::Dense, T(1.5), T(0.5), rng);
  }
  SECTION("medium sizes, every transpose, dense and padded views") {
    // Past the libraries' small-size paths (blocking in M, N and K); on the
    // CPU, dense f32 products this size run on oneDNN's matmul by default
    // and padded ones on OpenBLAS (runtime/cpu/matmul.h).
    const intptr_t shapes[][3] = {{64, 48, 80}, {130, 70, 257}, {96, 80, 100}};
    for (auto &s : shapes)
      for (Layout layout : {Layout::Dense, Layout::Padded})
        for (int t = 0; t < 8; ++t)
          checkGemm<T>(shim, s[0], s[1], s[2], t & 1, t & 2, t & 4, layout,
                       Layout::Dense, layout, T(1), t % 3 == 0 ? T(0) : T(1),
                       rng);
  }
  SECTION("padded, column-major and strided layouts") {
    const Layout layouts[] = {Layout::Dense, Layout::Padded, Layout::ColMajor,
                              Layout::InnerStride2};
    for (Layout la : layouts)
      for (Layout lb : layouts)
        for (Layout lc : layouts)
          for (int t = 0; t < 8; t += 3)
            checkGemm<T>(shim, 7, 6, 5, t & 1, t & 2, t & 4, la, lb, lc,
                         T(-0.75), T(1), rng);
  }
  SECTION("beta = 0 ignores C, even NaN") {
    Matrix<T> A(4, 3, Layout::Dense, rng), B(3, 2, Layout::Dense, rng),
        C(4, 2, Layout::Dense, rng);
    for (T &v : C.storage)
      v = std::nan("");
    shim(T(1), &A.desc, &B.desc, T(0), &C.desc, 0, 0, 0);
    for (intptr_t i = 0; i < 4; ++i)
      for (intptr_t j = 0; j < 2; ++j)
        REQUIRE(std::isfinite(static_cast<double>(C.at(i, j))));
  }
  SECTION("K = 0 scales C by beta") {
    checkGemm<T>(shim, 4, 3, 0, false, false, false, Layout::Padded,
                 Layout::Dense, Layout::Padded, T(2), T(3), rng);
  }
  SECTION("a shape mismatch is reported and C is untouched") {
    Matrix<T> A(4, 3, Layout::Dense, rng), B(5, 2, Layout::Dense, rng),
        C(4, 2, Layout::Dense, rng);
    std::vector<T> before = C.storage;
    shim(T(1), &A.desc, &B.desc, T(1), &C.desc, 0, 0, 0);
    std::string error = kmatch_rt_last_error();
    CHECK(error.find("shape mismatch") != std::string::npos);
    CHECK(error.find("op(A) is 4x3, op(B) is 5x2") != std::string::npos);
    CHECK(error.find("gemm_") != std::string::npos);
    CHECK(C.storage == before);
    kmatch_rt_clear_error();
  }
  SECTION("alpha = 0 still reads A and B: 0 * NaN and 0 * Inf are NaN") {
    for (T beta : {T(0), T(0.5)})
      for (int t = 0; t < 8; t += 3) {
        bool tA = t & 1, tB = t & 2, tC = t & 4;
        intptr_t M = 4, N = 5, K = 3;
        Matrix<T> A(tA ? K : M, tA ? M : K, Layout::Dense, rng);
        Matrix<T> B(tB ? N : K, tB ? K : N, Layout::ColMajor, rng);
        Matrix<T> C(tC ? N : M, tC ? M : N, Layout::Padded, rng);
        auto a = [&](intptr_t i, intptr_t k) -> T & {
          return tA ? A.at(k, i) : A.at(i, k);
        };
        auto b = [&](intptr_t k, intptr_t j) -> T & {
          return tB ? B.at(j, k) : B.at(k, j);
        };
        a(1, 2) = T(NAN);
        b(0, 3) = T(INFINITY);
        // The reference in T arithmetic: NaN in row 1 and column 3 of C.
        std::vector<T> expected = C.storage;
        for (intptr_t i = 0; i < M; ++i)
          for (intptr_t j = 0; j < N; ++j) {
            T acc = T(0);
            for (intptr_t k = 0; k < K; ++k)
              acc += a(i, k) * b(k, j);
            T &e = expected[C.desc.offset + (tC ? j : i) * C.desc.strides[0] +
                            (tC ? i : j) * C.desc.strides[1]];
            e = beta == T(0) ? T(0) * acc : T(0) * acc + beta * e;
          }
        shim(T(0), &A.desc, &B.desc, beta, &C.desc, tA, tB, tC);
        INFO("beta " << beta << " t " << t);
        REQUIRE(std::string(kmatch_rt_last_error()) == "");
        REQUIRE(std::isnan(double(tC ? C.at(3, 0) : C.at(0, 3))));
        requireIeeeSame(expected, C.storage);
      }
  }
  SECTION("alpha = Inf scales every term: a zero term is Inf * 0 = NaN") {
    // Row 0 of A holds a zero: the matched op's (Inf * 0) * b is NaN in all
    // of row 0 of C, where BLAS's Inf * (0 * b + 1 * b) would be Inf.
    Matrix<T> A(2, 2, Layout::Dense, rng), B(2, 3, Layout::Dense, rng),
        C(2, 3, Layout::Padded, rng);
    A.at(0, 0) = T(0), A.at(0, 1) = T(1);
    A.at(1, 0) = T(2), A.at(1, 1) = T(1);
    for (intptr_t k = 0; k < 2; ++k)
      for (intptr_t j = 0; j < 3; ++j)
        B.at(k, j) = T(1 + j);
    for (T alpha : {T(INFINITY), T(-INFINITY)}) {
      std::vector<T> expected = C.storage;
      for (intptr_t i = 0; i < 2; ++i)
        for (intptr_t j = 0; j < 3; ++j) {
          T acc = T(0);
          for (intptr_t k = 0; k < 2; ++k)
            acc += alpha * A.at(i, k) * B.at(k, j);
          expected[C.desc.offset + i * C.desc.strides[0] +
                   j * C.desc.strides[1]] = acc;
        }
      shim(alpha, &A.desc, &B.desc, T(0), &C.desc, 0, 0, 0);
      INFO("alpha " << alpha);
      REQUIRE(std::string(kmatch_rt_last_error()) == "");
      REQUIRE(std::isnan(double(C.at(0, 1))));
      // Row 1 has no zero term: +-Inf, as BLAS would give.
      REQUIRE(C.at(1, 2) == alpha);
      requireIeeeSame(expected, C.storage);
    }
  }
  SECTION("alpha = 0 with a NaN: zeros keep the signs the matched op gives") {
    // The matched op starts from +0 (a folded fill) or beta * C and adds
    // (0 * a) * b term by term: +0 + -0 is +0, -0 + -0 is -0.
    Matrix<T> A(2, 2, Layout::Dense, rng), B(2, 2, Layout::Dense, rng),
        C(2, 2, Layout::Dense, rng);
    A.at(0, 0) = T(-1), A.at(0, 1) = T(-2);
    A.at(1, 0) = T(NAN), A.at(1, 1) = T(1);
    for (intptr_t i = 0; i < 2; ++i)
      for (intptr_t j = 0; j < 2; ++j)
        B.at(i, j) = T(1);
    shim(T(0), &A.desc, &B.desc, T(0), &C.desc, 0, 0, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    CHECK(C.at(0, 0) == T(0));
    CHECK(!std::signbit(C.at(0, 0)));
    CHECK(std::isnan(double(C.at(1, 0))));
    C.at(0, 1) = T(-0.0);
    shim(T(0), &A.desc, &B.desc, T(1), &C.desc, 0, 0, 0);
    CHECK(C.at(0, 1) == T(0));
    CHECK(std::signbit(C.at(0, 1)));
  }
  SECTION("an output that overlaps itself is reported and C is untouched") {
    Matrix<T> A(4, 3, Layout::Dense, rng), B(3, 2, Layout::Dense, rng),
        C(4, 2, Layout::Padded, rng);
    std::vector<T> before = C.storage;
    // A zero row stride, a zero column stride, rows that interleave.
    const intptr_t strides[][2] = {{0, 1}, {1, 0}, {1, 1}};
    for (auto &st : strides) {
      C.desc.strides[0] = st[0];
      C.desc.strides[1] = st[1];
      shim(T(1), &A.desc, &B.desc, T(1), &C.desc, 0, 0, 0);
      requireLastError("output C (4x2, strides [" + std::to_string(st[0]) +
                       ", " + std::to_string(st[1]) + "]) overlaps itself");
      CHECK(C.storage == before);
    }
  }
  SECTION("an output overlapping an input is reported") {
    Matrix<T> A(4, 4, Layout::Dense, rng), B(4, 4, Layout::Dense, rng);
    shim(T(1), &A.desc, &B.desc, T(1), &A.desc, 0, 0, 0);
    CHECK(std::string(kmatch_rt_last_error()).find("overlaps") !=
          std::string::npos);
    kmatch_rt_clear_error();
  }
}

/// A batch_gemm shim on T, typed by kmatch_kernels.h.
template <typename T>
using BatchGemmShim = typename kmatch_rt::shim::Of<T>::batch_gemm *;

/// With beta = 0, alpha applies once, to the finished sum (scaleAfterSum,
/// runtime/common/matrix.h), as the IR computes a scale folded into alpha
/// after the sum (patterns/batch_gemm.pdll):
/// - alpha = 2^126 on a sum of 0.5 whose first block of K holds 8 (then
///   -7.5 at the last k): the sum scaled once is 2^125; scaled partial sums
///   (OpenBLAS adds alpha times each block of K into C) overflow to inf;
/// - alpha = -0.5 on an all-zero sum gives -0, as +0 / -2 does; a library
///   adding alpha * 0 into a zeroed C gives +0. C starts as NaN: beta = 0
///   reads nothing.
inline void runScaleAfterSumCases(BatchGemmShim<float> shim) {
  const intptr_t batches = 2, M = 2, N = 3, K = 8192;
  std::vector<float> a(batches * M * K, 1.0f), b(batches * K * N, 0.0f),
      c(batches * M * N, std::nanf(""));
  for (intptr_t bt = 0; bt < batches; ++bt)
    for (intptr_t j = 0; j < N; ++j) {
      b[bt * K * N + j] = 8.0f;
      b[bt * K * N + (K - 1) * N + j] = -7.5f;
    }
  MemRef<float, 3> A{a.data(), a.data(), 0, {batches, M, K}, {M * K, K, 1}};
  MemRef<float, 3> B{b.data(), b.data(), 0, {batches, K, N}, {K * N, N, 1}};
  MemRef<float, 3> C{c.data(), c.data(), 0, {batches, M, N}, {M * N, N, 1}};
  SECTION("a large power of two scales the sum, not its blocks") {
    shim(std::ldexp(1.0f, 126), &A, &B, 0.0f, &C, 0, 0, 0, 0);
    for (float v : c)
      CHECK(v == std::ldexp(1.0f, 125));
  }
  SECTION("a negative scale of a zero sum gives -0") {
    std::fill(a.begin(), a.end(), 0.0f);
    shim(-0.5f, &A, &B, 0.0f, &C, 0, 0, 0, 0);
    for (float v : c) {
      CHECK(v == 0.0f);
      CHECK(std::signbit(v));
    }
  }
}

} // namespace kmatch_test

#endif // KMATCH_TEST_RUNTIME_GEMM_CASES_H
