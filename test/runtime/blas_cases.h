//===- blas_cases.h - BLAS shim tests shared by both backends ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Checks the gemv, ger, ger2, syrk, syr2k, dot, axpby, scal and batch_gemm
// shims of one backend against naive references, over layouts BLAS takes
// directly and layouts the shims must pack, and checks their error paths.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEST_RUNTIME_BLAS_CASES_H
#define KMATCH_TEST_RUNTIME_BLAS_CASES_H

#include "gemm_cases.h"

#include <sys/mman.h>

namespace kmatch_test {

/// A strided vector in its own storage: stride 1, 3, or -1 (reversed).
template <typename T>
struct Vector {
  std::vector<T> storage;
  MemRef<T, 1> desc;
  Vector(intptr_t n, intptr_t stride, std::mt19937 &rng) {
    intptr_t span = n ? (n - 1) * (stride < 0 ? -stride : stride) + 1 : 1;
    storage.resize(span + 4);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (T &v : storage)
      v = static_cast<T>(dist(rng));
    intptr_t offset = stride < 0 ? span - 1 + 2 : 2;
    desc = {storage.data(), storage.data(), offset, {n}, {stride}};
  }
  T &at(intptr_t i) {
    return storage[desc.offset + i * desc.strides[0]];
  }
};

template <typename T>
bool close(double expected, double got, double scale = 1.0) {
  return std::fabs(expected - got) <=
         tolerance<T>() * std::max({1.0, std::fabs(expected), scale});
}

template <typename T>
void requireSame(const std::vector<T> &expected, const std::vector<T> &got,
                 double scale) {
  REQUIRE(expected.size() == got.size());
  for (size_t i = 0; i < expected.size(); ++i)
    if (!close<T>(expected[i], got[i], scale))
      FAIL("storage[" << i << "]: expected " << expected[i] << ", got "
                      << got[i]);
}

/// The BLAS kernels these cases test, X(kernel, member, ...): each member's
/// type is the kernel's signature from kmatch_kernels.h (runtime/kernels.json).
#define KMATCH_BLAS_CASE_KERNELS(X, ...)                                       \
  X(gemv, gemv, __VA_ARGS__)                                                   \
  X(ger, ger, __VA_ARGS__)                                                     \
  X(ger2, ger2, __VA_ARGS__)                                                   \
  X(syrk, syrk, __VA_ARGS__)                                                   \
  X(syr2k, syr2k, __VA_ARGS__)                                                 \
  X(dot, dot, __VA_ARGS__)                                                     \
  X(axpby, axpby, __VA_ARGS__)                                                 \
  X(scal, scal, __VA_ARGS__)                                                   \
  X(batch_gemm, batchGemm, __VA_ARGS__)

template <typename T> struct BlasShims {
#define KMATCH_BLAS_MEMBER_(KERNEL, MEMBER, ...)                               \
  typename kmatch_rt::shim::Of<T>::KERNEL *MEMBER;
  KMATCH_BLAS_CASE_KERNELS(KMATCH_BLAS_MEMBER_, )
#undef KMATCH_BLAS_MEMBER_
};

/// The BLAS shims of `backend` (cpu, cuda) on element type S (f32, f64).
#define KMATCH_BLAS_SHIM_(KERNEL, MEMBER, BACKEND, S)                          \
  KMATCH_SHIM(BACKEND, KERNEL, S),
#define KMATCH_BLAS_SHIMS(backend, S)                                          \
  { KMATCH_BLAS_CASE_KERNELS(KMATCH_BLAS_SHIM_, backend, S) }

const Layout kLayouts[] = {Layout::Dense, Layout::Padded, Layout::ColMajor,
                           Layout::InnerStride2};
const intptr_t kStrides[] = {1, 3, -1};

template <typename T>
void runBlasCases(const BlasShims<T> &s) {
  std::mt19937 rng(7);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();

  SECTION("gemv: y = alpha op(A) x + beta y") {
    for (Layout la : kLayouts)
      for (int tA = 0; tA < 2; ++tA)
        for (intptr_t stride : kStrides)
          for (T beta : {T(0), T(0.5)}) {
            intptr_t M = 7, N = 5;
            Matrix<T> A(tA ? N : M, tA ? M : N, la, rng);
            Vector<T> x(N, stride, rng), y(M, -stride, rng);
            std::vector<T> expected = y.storage;
            for (intptr_t i = 0; i < M; ++i) {
              long double acc = 0;
              for (intptr_t j = 0; j < N; ++j)
                acc += (long double)(tA ? A.at(j, i) : A.at(i, j)) * x.at(j);
              T &e = expected[y.desc.offset + i * y.desc.strides[0]];
              e = T(1.25 * acc + (beta == T(0) ? 0.0L : beta * (long double)e));
            }
            s.gemv(T(1.25), &A.desc, &x.desc, beta, &y.desc, tA);
            INFO("layout " << int(la) << " tA " << tA << " stride " << stride);
            REQUIRE(std::string(kmatch_rt_last_error()) == "");
            requireSame(expected, y.storage, N);
          }
  }
  SECTION("gemv: an empty reduction still applies beta") {
    Matrix<T> A(3, 0, Layout::Dense, rng);
    Vector<T> x(0, 1, rng), y(3, 1, rng);
    std::vector<T> expected = y.storage;
    for (intptr_t i = 0; i < 3; ++i)
      expected[y.desc.offset + i] = T(0);
    s.gemv(T(1), &A.desc, &x.desc, T(0), &y.desc, 0);
    requireSame(expected, y.storage, 1);
  }
  SECTION("ger and ger2: A += a x y^T (+ b u v^T)") {
    for (Layout la : kLayouts)
      for (int tA = 0; tA < 2; ++tA)
        for (intptr_t stride : kStrides) {
          intptr_t M = 6, N = 4;
          Matrix<T> A(tA ? N : M, tA ? M : N, la, rng);
          Vector<T> x(M, stride, rng), y(N, 1, rng), u(M, 1, rng),
              v(N, -stride, rng);
          std::vector<T> expected = A.storage;
          Matrix<T> A2 = A;
          A2.desc.aligned = A2.desc.allocated = A2.storage.data();
          std::vector<T> expected2 = A.storage;
          for (intptr_t i = 0; i < M; ++i)
            for (intptr_t j = 0; j < N; ++j) {
              intptr_t r = tA ? j : i, c = tA ? i : j;
              size_t idx = A.desc.offset + r * A.desc.strides[0] +
                           c * A.desc.strides[1];
              expected[idx] += T(0.5) * x.at(i) * y.at(j);
              expected2[idx] = T(expected2[idx] + T(0.5) * x.at(i) * y.at(j) +
                                 T(-2) * u.at(i) * v.at(j));
            }
          s.ger(T(0.5), &x.desc, &y.desc, &A.desc, tA);
          s.ger2(T(0.5), &x.desc, &y.desc, T(-2), &u.desc, &v.desc, &A2.desc,
                 tA);
          INFO("layout " << int(la) << " tA " << tA << " stride " << stride);
          REQUIRE(std::string(kmatch_rt_last_error()) == "");
          requireSame(expected, A.storage, 4);
          requireSame(expected2, A2.storage, 4);
        }
  }
  SECTION("syrk and syr2k write all of a non-symmetric C") {
    for (Layout la : kLayouts)
      for (Layout lc : kLayouts)
        for (int trans = 0; trans < 2; ++trans)
          for (T beta : {T(0), T(0.75)}) {
            intptr_t N = 5, K = 3;
            Matrix<T> A(trans ? K : N, trans ? N : K, la, rng);
            Matrix<T> B(N, K, la, rng);
            Matrix<T> C(N, N, lc, rng), C2(N, N, lc, rng);
            std::vector<T> e1 = C.storage, e2 = C2.storage;
            auto opA = [&](intptr_t i, intptr_t k) {
              return trans ? A.at(k, i) : A.at(i, k);
            };
            for (intptr_t i = 0; i < N; ++i)
              for (intptr_t j = 0; j < N; ++j) {
                long double p = 0, q = 0;
                for (intptr_t k = 0; k < K; ++k) {
                  p += (long double)opA(i, k) * opA(j, k);
                  if (!trans)
                    q += (long double)A.at(i, k) * B.at(j, k) +
                         (long double)B.at(i, k) * A.at(j, k);
                }
                size_t idx = C.desc.offset + i * C.desc.strides[0] +
                             j * C.desc.strides[1];
                e1[idx] = T(1.5 * p + (beta == T(0) ? 0.0L : beta * (long double)e1[idx]));
                e2[idx] = T(1.5 * q + (beta == T(0) ? 0.0L : beta * (long double)e2[idx]));
              }
            s.syrk(T(1.5), &A.desc, beta, &C.desc, trans);
            INFO("layouts " << int(la) << int(lc) << " trans " << trans
                            << " beta " << beta);
            REQUIRE(std::string(kmatch_rt_last_error()) == "");
            requireSame(e1, C.storage, K);
            if (!trans) {
              s.syr2k(T(1.5), &A.desc, &B.desc, beta, &C2.desc);
              REQUIRE(std::string(kmatch_rt_last_error()) == "");
              requireSame(e2, C2.storage, K);
            }
          }
  }
  SECTION("syrk and syr2k across tiles; beta = 0 never reads C") {
    // N spans several of the 64 x 64 tiles of the mirror and combine passes
    // (500: on several threads). op(A) is A or A^T, and A^T also comes as a
    // column-major A (BLAS's transposed operand). With beta = 0 the C in
    // memory is NaN, which must not reach the result.
    for (intptr_t N : {150, 500})
      for (Layout lc : kLayouts)
        for (int trans = 0; trans < 2; ++trans)
          for (T beta : {T(0), T(-0.5)}) {
            intptr_t K = 7;
            Layout la = trans ? Layout::ColMajor : Layout::Dense;
            Matrix<T> A(N, K, la, rng), B(N, K, la, rng);
            Matrix<T> At(K, N, Layout::Dense, rng);
            for (intptr_t i = 0; i < N; ++i)
              for (intptr_t k = 0; k < K; ++k)
                At.at(k, i) = A.at(i, k);
            Matrix<T> C(N, N, lc, rng), C2(N, N, lc, rng), C3(N, N, lc, rng);
            if (beta == T(0))
              for (intptr_t i = 0; i < N; ++i)
                for (intptr_t j = 0; j < N; ++j)
                  C.at(i, j) = C2.at(i, j) = C3.at(i, j) = T(NAN);
            std::vector<T> e1 = C.storage, e2 = C2.storage, e3 = C3.storage;
            for (intptr_t i = 0; i < N; ++i)
              for (intptr_t j = 0; j < N; ++j) {
                long double p = 0, q = 0;
                for (intptr_t k = 0; k < K; ++k) {
                  p += (long double)A.at(i, k) * A.at(j, k);
                  q += (long double)A.at(i, k) * B.at(j, k) +
                       (long double)B.at(i, k) * A.at(j, k);
                }
                size_t idx = C.desc.offset + i * C.desc.strides[0] +
                             j * C.desc.strides[1];
                long double b = beta == T(0) ? 0.0L : (long double)beta;
                e1[idx] = T(2 * p + (b == 0 ? 0.0L : b * e1[idx]));
                e2[idx] = T(2 * q + (b == 0 ? 0.0L : b * e2[idx]));
                e3[idx] = T(2 * p + (b == 0 ? 0.0L : b * e3[idx]));
              }
            INFO("N " << N << " layout " << int(lc) << " trans " << trans
                      << " beta " << beta);
            s.syrk(T(2), &A.desc, beta, &C.desc, 0);
            REQUIRE(std::string(kmatch_rt_last_error()) == "");
            requireSame(e1, C.storage, K);
            s.syr2k(T(2), &A.desc, &B.desc, beta, &C2.desc);
            REQUIRE(std::string(kmatch_rt_last_error()) == "");
            requireSame(e2, C2.storage, K);
            // op(A) = At^T: the same product through trans.
            if (trans) {
              s.syrk(T(2), &At.desc, beta, &C3.desc, 1);
              REQUIRE(std::string(kmatch_rt_last_error()) == "");
              requireSame(e3, C3.storage, K);
            }
          }
  }

  SECTION("dot, axpby and scal") {
    for (intptr_t stride : kStrides) {
      Vector<T> x(9, stride, rng), y(9, 1, rng);
      T r0 = T(0.25);
      MemRef<T, 0> r{&r0, &r0, 0};
      long double acc = 0;
      for (intptr_t i = 0; i < 9; ++i)
        acc += (long double)x.at(i) * y.at(i);
      s.dot(T(2), &x.desc, &y.desc, T(3), &r);
      REQUIRE(close<T>(double(2 * acc + 3 * 0.25L), r0, 9));
    }
    Matrix<T> X(4, 3, Layout::ColMajor, rng), Y(4, 3, Layout::InnerStride2, rng);
    std::vector<T> expected = Y.storage;
    for (intptr_t i = 0; i < 4; ++i)
      for (intptr_t j = 0; j < 3; ++j) {
        size_t idx = Y.desc.offset + i * Y.desc.strides[0] + j * Y.desc.strides[1];
        expected[idx] = T(0.5) * X.at(i, j) + T(-1.5) * expected[idx];
      }
    kmatch_rt::UnrankedMemRef ux{2, &X.desc}, uy{2, &Y.desc};
    s.axpby(T(0.5), &ux, T(-1.5), &uy);
    requireSame(expected, Y.storage, 1);
    // scal keeps IEEE semantics: 0 * NaN is NaN, like the matched op.
    Y.at(1, 1) = std::nan("");
    s.scal(T(0), &uy);
    REQUIRE(std::isnan(static_cast<double>(Y.at(1, 1))));
    REQUIRE(Y.at(0, 0) == T(0));
  }
  SECTION("batch_gemm: every batch, padded batch stride") {
    intptr_t Bn = 3, M = 4, N = 5, K = 2;
    std::vector<T> a(Bn * (M * K + 3)), b(Bn * K * N), c(Bn * M * N);
    std::uniform_real_distribution<double> dist(-1, 1);
    for (auto *v : {&a, &b, &c})
      for (T &x : *v)
        x = T(dist(rng));
    std::vector<T> expected = c;
    MemRef<T, 3> A{a.data(), a.data(), 0, {Bn, M, K}, {M * K + 3, K, 1}};
    MemRef<T, 3> B{b.data(), b.data(), 0, {Bn, K, N}, {K * N, N, 1}};
    MemRef<T, 3> C{c.data(), c.data(), 0, {Bn, M, N}, {M * N, N, 1}};
    for (intptr_t p = 0; p < Bn; ++p)
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j) {
          long double acc = 0;
          for (intptr_t k = 0; k < K; ++k)
            acc += (long double)a[p * (M * K + 3) + i * K + k] *
                   b[p * K * N + k * N + j];
          T &e = expected[p * M * N + i * N + j];
          e = T(acc + 2 * (long double)e);
        }
    s.batchGemm(T(1), &A, &B, T(2), &C, 0, 0, 0, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    requireSame(expected, c, K);
  }
  SECTION("batch_gemm: a batch of one A is shared where the launch says so") {
    intptr_t Bn = 3, M = 4, N = 5, K = 2;
    std::vector<T> a(M * K), b(Bn * K * N), c(Bn * M * N);
    std::uniform_real_distribution<double> dist(-1, 1);
    for (auto *v : {&a, &b, &c})
      for (T &x : *v)
        x = T(dist(rng));
    std::vector<T> expected(c.size());
    MemRef<T, 3> A{a.data(), a.data(), 0, {1, M, K}, {M * K, K, 1}};
    MemRef<T, 3> B{b.data(), b.data(), 0, {Bn, K, N}, {K * N, N, 1}};
    MemRef<T, 3> C{c.data(), c.data(), 0, {Bn, M, N}, {M * N, N, 1}};
    for (intptr_t p = 0; p < Bn; ++p)
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j) {
          long double acc = 0;
          for (intptr_t k = 0; k < K; ++k)
            acc += (long double)a[i * K + k] * b[p * K * N + k * N + j];
          expected[p * M * N + i * N + j] = T(acc);
        }
    // Undeclared (shared = 0), a batch of one is a mismatch: a dynamic
    // batch that is 1 at run time is not a shared operand (linalg's
    // batch_matmul has no broadcast), and nothing is written.
    std::vector<T> before = c;
    for (int32_t undeclared : {0, 2}) {
      s.batchGemm(T(1), &A, &B, T(0), &C, 0, 0, 0, undeclared);
      CHECK(std::string(kmatch_rt_last_error()).find("batch mismatch") !=
            std::string::npos);
      CHECK(c == before);
      kmatch_rt_clear_error();
    }
    s.batchGemm(T(1), &A, &B, T(0), &C, 0, 0, 0, 1);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    requireSame(expected, c, K);
    // Two batches against three is still a mismatch.
    MemRef<T, 3> A2{a.data(), a.data(), 0, {2, M, K}, {0, K, 1}};
    before = c;
    s.batchGemm(T(1), &A2, &B, T(0), &C, 0, 0, 0, 1);
    CHECK(std::string(kmatch_rt_last_error()).find("batch mismatch") !=
          std::string::npos);
    CHECK(c == before);
    kmatch_rt_clear_error();
  }
  SECTION("alpha = 0 still reads the inputs: 0 * NaN and 0 * Inf are NaN") {
    // BLAS returns early when alpha is 0; the matched ops multiply every
    // term. References in T arithmetic (IEEE).
    const T nan = T(NAN), inf = T(INFINITY);
    for (T beta : {T(0), T(0.5)})
      for (int tA = 0; tA < 2; ++tA) {
        INFO("beta " << beta << " tA " << tA);
        intptr_t M = 5, N = 4;
        // gemv: NaN in A row 2, then Inf in x.
        for (int where = 0; where < 2; ++where) {
          Matrix<T> A(tA ? N : M, tA ? M : N, Layout::Padded, rng);
          Vector<T> x(N, 1, rng), y(M, -1, rng);
          auto a = [&](intptr_t i, intptr_t j) -> T & {
            return tA ? A.at(j, i) : A.at(i, j);
          };
          if (where == 0)
            a(2, 1) = nan;
          else
            x.at(3) = inf;
          std::vector<T> expected = y.storage;
          for (intptr_t i = 0; i < M; ++i) {
            T acc = T(0);
            for (intptr_t j = 0; j < N; ++j)
              acc += a(i, j) * x.at(j);
            T &e = expected[y.desc.offset + i * y.desc.strides[0]];
            e = beta == T(0) ? T(0) * acc : T(0) * acc + beta * e;
          }
          s.gemv(T(0), &A.desc, &x.desc, beta, &y.desc, tA);
          REQUIRE(std::string(kmatch_rt_last_error()) == "");
          REQUIRE(std::isnan(double(y.at(2))));
          requireIeeeSame(expected, y.storage);
        }
        // ger and ger2: NaN in x (row 1), Inf in y (column 2).
        Matrix<T> A(tA ? N : M, tA ? M : N, Layout::ColMajor, rng);
        Vector<T> x(M, 3, rng), y(N, 1, rng), u(M, 1, rng), v(N, -1, rng);
        x.at(1) = nan;
        y.at(2) = inf;
        Matrix<T> A2 = A;
        A2.desc.aligned = A2.desc.allocated = A2.storage.data();
        std::vector<T> e1 = A.storage, e2 = A.storage;
        for (intptr_t i = 0; i < M; ++i)
          for (intptr_t j = 0; j < N; ++j) {
            size_t idx = A.desc.offset + (tA ? j : i) * A.desc.strides[0] +
                         (tA ? i : j) * A.desc.strides[1];
            e1[idx] += T(0) * x.at(i) * y.at(j);
            e2[idx] = e2[idx] + T(0) * x.at(i) * y.at(j) +
                      T(0.5) * u.at(i) * v.at(j);
          }
        s.ger(T(0), &x.desc, &y.desc, &A.desc, tA);
        s.ger2(T(0), &x.desc, &y.desc, T(0.5), &u.desc, &v.desc, &A2.desc, tA);
        REQUIRE(std::string(kmatch_rt_last_error()) == "");
        REQUIRE(std::isnan(double(tA ? A.at(0, 1) : A.at(1, 0))));
        requireIeeeSame(e1, A.storage);
        for (size_t i = 0; i < e2.size(); ++i) {
          INFO("storage[" << i << "]: expected " << e2[i] << ", got "
                          << A2.storage[i]);
          REQUIRE(std::isnan(double(e2[i])) ==
                  std::isnan(double(A2.storage[i])));
          REQUIRE((std::isnan(double(e2[i])) ||
                   close<T>(e2[i], A2.storage[i], 4)));
        }
        // syrk and syr2k: Inf in op(A) row 1, NaN in B row 3.
        intptr_t K = 3;
        Matrix<T> SA(tA ? K : M, tA ? M : K, Layout::Dense, rng);
        Matrix<T> SB(M, K, Layout::InnerStride2, rng);
        Matrix<T> C(M, M, Layout::Padded, rng), C2(M, M, Layout::ColMajor, rng);
        auto sa = [&](intptr_t i, intptr_t k) -> T & {
          return tA ? SA.at(k, i) : SA.at(i, k);
        };
        sa(1, 1) = inf;
        SB.at(3, 0) = nan;
        std::vector<T> f1 = C.storage, f2 = C2.storage;
        for (intptr_t i = 0; i < M; ++i)
          for (intptr_t j = 0; j < M; ++j) {
            T p = T(0), q = T(0);
            for (intptr_t k = 0; k < K; ++k) {
              p += sa(i, k) * sa(j, k);
              if (!tA)
                q += SA.at(i, k) * SB.at(j, k) + SB.at(i, k) * SA.at(j, k);
            }
            T &e = f1[C.desc.offset + i * C.desc.strides[0] +
                      j * C.desc.strides[1]];
            e = beta == T(0) ? T(0) * p : T(0) * p + beta * e;
            T &e2 = f2[C2.desc.offset + i * C2.desc.strides[0] +
                       j * C2.desc.strides[1]];
            e2 = beta == T(0) ? T(0) * q : T(0) * q + beta * e2;
          }
        s.syrk(T(0), &SA.desc, beta, &C.desc, tA);
        REQUIRE(std::string(kmatch_rt_last_error()) == "");
        REQUIRE(std::isnan(double(C.at(1, 0))));
        requireIeeeSame(f1, C.storage);
        if (!tA) {
          s.syr2k(T(0), &SA.desc, &SB.desc, beta, &C2.desc);
          REQUIRE(std::string(kmatch_rt_last_error()) == "");
          REQUIRE(std::isnan(double(C2.at(3, 0))));
          requireIeeeSame(f2, C2.storage);
        }
      }
    // batch_gemm: NaN in batch 1 of A.
    intptr_t Bn = 3, M = 4, N = 5, K = 2;
    std::vector<T> a(Bn * M * K), b(Bn * K * N), c(Bn * M * N);
    std::uniform_real_distribution<double> dist(-1, 1);
    for (auto *vec : {&a, &b, &c})
      for (T &x : *vec)
        x = T(dist(rng));
    a[1 * M * K + 2 * K + 1] = T(NAN);
    std::vector<T> expected = c;
    MemRef<T, 3> A{a.data(), a.data(), 0, {Bn, M, K}, {M * K, K, 1}};
    MemRef<T, 3> B{b.data(), b.data(), 0, {Bn, K, N}, {K * N, N, 1}};
    MemRef<T, 3> C{c.data(), c.data(), 0, {Bn, M, N}, {M * N, N, 1}};
    for (intptr_t p = 0; p < Bn; ++p)
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j) {
          T acc = T(0);
          for (intptr_t k = 0; k < K; ++k)
            acc += a[p * M * K + i * K + k] * b[p * K * N + k * N + j];
          T &e = expected[p * M * N + i * N + j];
          e = T(0) * acc + T(2) * e;
        }
    s.batchGemm(T(0), &A, &B, T(2), &C, 0, 0, 0, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    REQUIRE(std::isnan(double(c[1 * M * N + 2 * N])));
    requireIeeeSame(expected, c);
  }
  SECTION("outputs that overlap themselves or an input are reported") {
    // Each launch must report and leave every storage untouched.
    Matrix<T> A(3, 4, Layout::Dense, rng), S(3, 3, Layout::Padded, rng);
    Vector<T> x(4, 1, rng), y(3, 2, rng);
    std::vector<T> aBefore = A.storage, sBefore = S.storage,
                   xBefore = x.storage, yBefore = y.storage;
    auto untouched = [&] {
      CHECK(A.storage == aBefore);
      CHECK(S.storage == sBefore);
      CHECK(x.storage == xBefore);
      CHECK(y.storage == yBefore);
    };
    // dot: r is an element of x, or of y.
    for (int which = 0; which < 2; ++which) {
      Vector<T> &v = which ? y : x;
      MemRef<T, 0> r{v.storage.data(), v.storage.data(),
                     v.desc.offset + v.desc.strides[0]};
      Vector<T> w(v.desc.sizes[0], 1, rng);
      if (which)
        s.dot(T(1), &w.desc, &v.desc, T(0), &r);
      else
        s.dot(T(1), &v.desc, &w.desc, T(0), &r);
      requireLastError("output r overlaps an input");
      untouched();
    }
    // gemv: y with a zero stride.
    Vector<T> y0 = y;
    y0.desc.allocated = y0.desc.aligned = y.storage.data();
    y0.desc.strides[0] = 0;
    s.gemv(T(1), &A.desc, &x.desc, T(0), &y0.desc, 0);
    requireLastError("output y (3, strides [0]) overlaps itself");
    untouched();
    // ger, ger2, syrk, syr2k: a zero row stride, and rows that interleave.
    Vector<T> u(3, 1, rng), v(4, 1, rng);
    Matrix<T> K(3, 2, Layout::Dense, rng), K2(3, 2, Layout::Dense, rng);
    for (intptr_t rowStride : {intptr_t(0), intptr_t(1)}) {
      MemRef<T, 2> a0 = A.desc, s0 = S.desc;
      a0.strides[0] = s0.strides[0] = rowStride;
      s.ger(T(1), &y.desc, &x.desc, &a0, 0);
      requireLastError("output A (3x4, strides [" + std::to_string(rowStride) +
                       ", 1]) overlaps itself");
      s.ger2(T(1), &y.desc, &x.desc, T(1), &u.desc, &v.desc, &a0, 0);
      requireLastError("overlaps itself");
      s.syrk(T(1), &K.desc, T(1), &s0, 0);
      requireLastError("output C (3x3");
      s.syr2k(T(1), &K.desc, &K2.desc, T(0), &s0);
      requireLastError("overlaps itself");
      untouched();
    }
    // axpby and scal: y (2-D) with a zero stride.
    MemRef<T, 2> s0 = S.desc;
    s0.strides[1] = 0;
    kmatch_rt::UnrankedMemRef us{2, &s0};
    Matrix<T> X(3, 3, Layout::Dense, rng);
    kmatch_rt::UnrankedMemRef ux{2, &X.desc};
    s.axpby(T(1), &ux, T(1), &us);
    requireLastError("output y (3x3, strides [8, 0]) overlaps itself");
    s.scal(T(2), &us);
    requireLastError("output x (3x3, strides [8, 0]) overlaps itself");
    untouched();
    // batch_gemm: C's batches on one address range (batch stride 0), and a
    // batch of C on another batch of A.
    intptr_t Bn = 2, M = 2, N = 2;
    std::vector<T> a(Bn * M * N, T(1)), c(Bn * M * N, T(7));
    std::vector<T> cBefore = c;
    MemRef<T, 3> Ab{a.data(), a.data(), 0, {Bn, M, N}, {M * N, N, 1}};
    MemRef<T, 3> Cb{c.data(), c.data(), 0, {Bn, M, N}, {0, N, 1}};
    s.batchGemm(T(1), &Ab, &Ab, T(1), &Cb, 0, 0, 0, 0);
    requireLastError("output C (2x2x2, strides [0, 2, 1]) overlaps itself");
    CHECK(c == cBefore);
    // C's batch b is A's batch b + 1: apart batch by batch, not overall.
    std::vector<T> w(3 * M * N, T(1));
    std::vector<T> wBefore = w;
    MemRef<T, 3> Aw{w.data(), w.data(), 0, {Bn, M, N}, {M * N, N, 1}};
    MemRef<T, 3> Cw{w.data(), w.data(), M * N, {Bn, M, N}, {M * N, N, 1}};
    s.batchGemm(T(1), &Aw, &Aw, T(1), &Cw, 0, 0, 0, 0);
    requireLastError("output C (2x2x2) overlaps an input");
    CHECK(w == wBefore);
  }
  SECTION("a leading dimension beyond BLAS's 32-bit int is packed") {
    // A's rows 2^32 + 1 elements apart (virtual memory, only the two rows
    // touched): as an int, the leading dimension would wrap to 1.
    intptr_t ld = (intptr_t(1) << 32) + 1;
    size_t bytes = sizeof(T) * static_cast<size_t>(ld + 3);
    void *mem = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    REQUIRE(mem != MAP_FAILED);
    T *base = static_cast<T *>(mem);
    MemRef<T, 2> A{base, base, 0, {2, 3}, {ld, 1}};
    Vector<T> x(3, 1, rng), y(2, 1, rng);
    std::vector<T> expected = y.storage;
    for (intptr_t i = 0; i < 2; ++i) {
      long double acc = 0;
      for (intptr_t j = 0; j < 3; ++j) {
        base[i * ld + j] = T(0.25 * (j + 1) - i);
        acc += (long double)base[i * ld + j] * x.at(j);
      }
      expected[y.desc.offset + i] = T(acc);
    }
    s.gemv(T(1), &A, &x.desc, T(0), &y.desc, 0);
    INFO(kmatch_rt_last_error());
    CHECK(std::string(kmatch_rt_last_error()) == "");
    requireSame(expected, y.storage, 3);
    munmap(mem, bytes);
  }
  SECTION("shape mismatches are reported and outputs stay untouched") {
    Matrix<T> A(4, 3, Layout::Dense, rng), C(4, 4, Layout::Dense, rng);
    Vector<T> x(5, 1, rng), y(4, 1, rng);
    std::vector<T> yBefore = y.storage, cBefore = C.storage;
    s.gemv(T(1), &A.desc, &x.desc, T(1), &y.desc, 0);
    CHECK(std::string(kmatch_rt_last_error()).find("op(A) is 4x3") !=
          std::string::npos);
    CHECK(y.storage == yBefore);
    kmatch_rt_clear_error();
    s.ger(T(1), &x.desc, &y.desc, &A.desc, 0);
    CHECK(std::string(kmatch_rt_last_error()).find("shape mismatch") !=
          std::string::npos);
    kmatch_rt_clear_error();
    Matrix<T> Bad(3, 4, Layout::Dense, rng);
    s.syrk(T(1), &A.desc, T(1), &Bad.desc, 0);
    CHECK(std::string(kmatch_rt_last_error()).find("syrk") !=
          std::string::npos);
    kmatch_rt_clear_error();
    s.syrk(T(1), &C.desc, T(1), &C.desc, 0);
    CHECK(std::string(kmatch_rt_last_error()).find("overlaps") !=
          std::string::npos);
    CHECK(C.storage == cBefore);
    kmatch_rt_clear_error();
    Vector<T> z(3, 1, rng);
    T r0 = 0;
    MemRef<T, 0> r{&r0, &r0, 0};
    s.dot(T(1), &x.desc, &z.desc, T(0), &r);
    CHECK(std::string(kmatch_rt_last_error()).find("x has 5 elements, y has 3") !=
          std::string::npos);
    kmatch_rt_clear_error();
  }
}

} // namespace kmatch_test

#endif // KMATCH_TEST_RUNTIME_BLAS_CASES_H
