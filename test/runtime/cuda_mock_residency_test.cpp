//===- cuda_mock_residency_test.cpp - Device mirrors on the fake cudart ---===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// With the host fake of cudart/cuBLAS (mock_cuda.cpp), whose "device memory"
// is a separate host allocation (runtime-cuda-mock), and on a real GPU where
// one exists (runtime-cuda): kmatch_cuda_{to_device,to_host,release} keep
// a mirror per buffer, the BLAS shims and the dense DNN ones (batchnorm,
// pools, add) compute in the mirrors without copies (the transfer counters
// prove it, and stale host bytes would give wrong results), views the
// libraries cannot take fall back to the host copies correctly, launches on
// the host see device-newer data and update the mirrors they write, and
// misuse is reported.
//
//===----------------------------------------------------------------------===//
#include "kmatch_kernels.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;

extern "C" {
void _mlir_ciface_kmatch_cuda_to_device(UnrankedMemRef *, int64_t);
void _mlir_ciface_kmatch_cuda_to_host(UnrankedMemRef *, int64_t);
void _mlir_ciface_kmatch_cuda_release(UnrankedMemRef *, int64_t);
void kmatch_cuda_transfer_stats(int64_t *, int64_t *, int64_t *, int64_t *);
void kmatch_cuda_reset_transfer_stats(void);
int64_t kmatch_cuda_mirror_count(void);
}

namespace {

/// Host <-> device copies since the last reset.
struct Transfers {
  int64_t h2d = 0, d2h = 0, h2dBytes = 0, d2hBytes = 0;
  static Transfers now() {
    Transfers t;
    kmatch_cuda_transfer_stats(&t.h2d, &t.d2h, &t.h2dBytes, &t.d2hBytes);
    return t;
  }
};

/// A root buffer: `rows` x `cols` elements with row stride `ld`, filled with
/// random values, and the helpers that name views of it.
template <typename T>
struct Buffer {
  std::vector<T> storage;
  MemRef<T, 2> desc;

  Buffer(intptr_t rows, intptr_t cols, std::mt19937 &rng, intptr_t ld = 0) {
    ld = ld ? ld : cols;
    storage.resize(static_cast<size_t>(rows * ld));
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (T &v : storage)
      v = static_cast<T>(dist(rng));
    desc = {storage.data(), storage.data(), 0, {rows, cols}, {ld, 1}};
  }
  /// The view rows [r0, r0 + rows) x cols [c0, c0 + cols), with strides
  /// (rowStep * ld, colStep).
  MemRef<T, 2> view(intptr_t r0, intptr_t c0, intptr_t rows, intptr_t cols,
                    intptr_t rowStep = 1, intptr_t colStep = 1) const {
    intptr_t ld = desc.strides[0];
    return {desc.allocated,
            desc.aligned,
            r0 * ld + c0,
            {rows, cols},
            {rowStep * ld, colStep}};
  }
  /// The transposed descriptor of a view (column-major reading).
  static MemRef<T, 2> transposed(const MemRef<T, 2> &m) {
    return {m.allocated,
            m.aligned,
            m.offset,
            {m.sizes[1], m.sizes[0]},
            {m.strides[1], m.strides[0]}};
  }
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  /// Drops the mirror with the storage, as a program must before freeing a
  /// resident buffer (also keeps a failed test from leaking mirrors).
  ~Buffer() { release(); }

  void toDevice() {
    UnrankedMemRef u{2, &desc};
    _mlir_ciface_kmatch_cuda_to_device(&u, sizeof(T));
  }
  void toHost() {
    UnrankedMemRef u{2, &desc};
    _mlir_ciface_kmatch_cuda_to_host(&u, sizeof(T));
  }
  void release() {
    UnrankedMemRef u{2, &desc};
    _mlir_ciface_kmatch_cuda_release(&u, sizeof(T));
  }
  size_t bytes() const { return storage.size() * sizeof(T); }
};

template <typename T>
T &at(const MemRef<T, 2> &m, intptr_t i, intptr_t j) {
  return m.aligned[m.offset + i * m.strides[0] + j * m.strides[1]];
}

/// Dense row-major copy of a view.
template <typename T>
std::vector<T> values(const MemRef<T, 2> &m) {
  std::vector<T> v;
  for (intptr_t i = 0; i < m.sizes[0]; ++i)
    for (intptr_t j = 0; j < m.sizes[1]; ++j)
      v.push_back(at(m, i, j));
  return v;
}

/// alpha * A * B + beta * C on dense row-major values (A: M x K, B: K x N).
template <typename T>
std::vector<T>
reference(T alpha, const std::vector<T> &a, const std::vector<T> &b, T beta,
          const std::vector<T> &c, intptr_t M, intptr_t N, intptr_t K) {
  std::vector<T> out(static_cast<size_t>(M * N));
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j) {
      long double s = 0;
      for (intptr_t k = 0; k < K; ++k)
        s += static_cast<long double>(a[i * K + k]) * b[k * N + j];
      out[i * N + j] = static_cast<T>(
          alpha * s + (beta == T(0) ? 0.0L : beta * c[i * N + j]));
    }
  return out;
}

template <typename T>
void requireClose(const std::vector<T> &expected, const std::vector<T> &got) {
  REQUIRE(expected.size() == got.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    double e = expected[i], g = got[i];
    INFO("element " << i << ": expected " << e << ", got " << g);
    REQUIRE(std::fabs(e - g) <= 1e-4 * std::max(1.0, std::fabs(e)));
  }
}

/// Every test starts with no mirror, no error and zeroed counters.
void freshState() {
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  REQUIRE(kmatch_cuda_mirror_count() == 0);
  kmatch_cuda_reset_transfer_stats();
}

void requireNoError() { REQUIRE(std::string(kmatch_rt_last_error()) == ""); }

/// The vector of `n` elements at `data` with stride `stride`.
template <typename T>
MemRef<T, 1> vec(T *data, intptr_t n, intptr_t stride = 1,
                 intptr_t offset = 0) {
  return {data, data, offset, {n}, {stride}};
}

/// The values of a vector view.
template <typename T>
std::vector<T> values(const MemRef<T, 1> &v) {
  std::vector<T> out;
  for (intptr_t i = 0; i < v.sizes[0]; ++i)
    out.push_back(v.aligned[v.offset + i * v.strides[0]]);
  return out;
}

} // namespace

TEST_CASE("a 2mm chain on mirrors copies only at to_device and to_host",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(11);
  const intptr_t M = 7, K = 5, N = 6, L = 4;
  Buffer<float> A(M, K, rng), B(K, N, rng), C(N, L, rng), D(M, L, rng),
      tmp(M, N, rng);
  std::vector<float> expTmp =
      reference(1.5f, values(A.desc), values(B.desc), 0.0f, {}, M, N, K);
  std::vector<float> expD =
      reference(1.0f, expTmp, values(C.desc), 0.5f, values(D.desc), M, L, N);
  std::vector<float> hostTmpBefore = tmp.storage;

  for (Buffer<float> *b : {&A, &B, &C, &D, &tmp})
    b->toDevice();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 5);
  CHECK(t.h2dBytes ==
        int64_t(A.bytes() + B.bytes() + C.bytes() + D.bytes() + tmp.bytes()));
  CHECK(t.d2h == 0);
  CHECK(kmatch_cuda_mirror_count() == 5);
  // to_device on a resident buffer keeps the mirror and copies nothing.
  A.toDevice();
  CHECK(Transfers::now().h2d == 5);

  _mlir_ciface_kmatch_cuda_gemm_f32(1.5f, &A.desc, &B.desc, 0.0f, &tmp.desc, 0,
                                    0, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &tmp.desc, &C.desc, 0.5f, &D.desc, 0,
                                    0, 0);
  requireNoError();
  t = Transfers::now();
  CHECK(t.h2d == 5);
  CHECK(t.d2h == 0);
  // tmp was only ever written on the device.
  CHECK(tmp.storage == hostTmpBefore);

  D.toHost();
  t = Transfers::now();
  CHECK(t.d2h == 1);
  CHECK(t.d2hBytes == int64_t(D.bytes()));
  requireClose(expD, values(D.desc));
  // D is Synced now: a second to_host copies nothing.
  D.toHost();
  CHECK(Transfers::now().d2h == 1);

  for (Buffer<float> *b : {&A, &B, &C, &D, &tmp})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
  t = Transfers::now();
  CHECK(t.h2d == 5);
  CHECK(t.d2h == 1);
  requireNoError();
}

TEST_CASE("the copy path counts every transfer", "[cuda][residency]") {
  freshState();
  std::mt19937 rng(12);
  Buffer<double> A(4, 3, rng), B(3, 5, rng), C(4, 5, rng);
  std::vector<double> expC = reference(2.0, values(A.desc), values(B.desc),
                                       -1.0, values(C.desc), 4, 5, 3);
  _mlir_ciface_kmatch_cuda_gemm_f64(2.0, &A.desc, &B.desc, -1.0, &C.desc, 0, 0,
                                    0);
  requireNoError();
  requireClose(expC, values(C.desc));
  Transfers t = Transfers::now();
  CHECK(t.h2d == 3); // A, B, and C (beta != 0)
  CHECK(t.h2dBytes == int64_t(A.bytes() + B.bytes() + C.bytes()));
  CHECK(t.d2h == 1);
  CHECK(t.d2hBytes == int64_t(C.bytes()));
  kmatch_cuda_reset_transfer_stats();
  CHECK(Transfers::now().h2d == 0);
}

TEST_CASE("launches on views inside mirrors use the mirrors in place",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(13);
  // Roots with room around the views: offsets and padded leading dimensions.
  Buffer<float> RA(10, 12, rng), RB(9, 11, rng), RC(12, 14, rng);
  for (Buffer<float> *b : {&RA, &RB, &RC})
    b->toDevice();
  kmatch_cuda_reset_transfer_stats();

  SECTION("row-major views with offsets and padding, A transposed") {
    // op(A) = (RA[2:7, 3:9])^T is 6 x 5; B = RB[1:6, 2:9] is 5 x 7.
    MemRef<float, 2> a = RA.view(2, 3, 5, 6), b = RB.view(1, 2, 5, 7),
                     c = RC.view(4, 5, 6, 7);
    std::vector<float> at = values(Buffer<float>::transposed(a));
    std::vector<float> exp =
        reference(0.75f, at, values(b), 2.0f, values(c), 6, 7, 5);
    std::vector<float> rcBefore = RC.storage;
    _mlir_ciface_kmatch_cuda_gemm_f32(0.75f, &a, &b, 2.0f, &c, 1, 0, 0);
    requireNoError();
    Transfers t = Transfers::now();
    CHECK(t.h2d == 0);
    CHECK(t.d2h == 0);
    CHECK(RC.storage == rcBefore); // written on the device only
    RC.toHost();
    CHECK(Transfers::now().d2h == 1);
    requireClose(exp, values(c));
    // Outside the view, the root is untouched.
    for (intptr_t i = 0; i < 12; ++i)
      for (intptr_t j = 0; j < 14; ++j)
        if (i < 4 || i >= 10 || j < 5 || j >= 12)
          REQUIRE(RC.storage[i * 14 + j] == rcBefore[i * 14 + j]);
  }
  SECTION("a column-major C inside a mirror") {
    // C is the transpose of RC[1:8, 2:8]: 6 x 7 read column-major.
    MemRef<float, 2> a = RA.view(0, 0, 6, 4), b = RB.view(0, 0, 4, 7),
                     c = Buffer<float>::transposed(RC.view(1, 2, 7, 6));
    std::vector<float> exp =
        reference(1.0f, values(a), values(b), 0.0f, {}, 6, 7, 4);
    _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &a, &b, 0.0f, &c, 0, 0, 0);
    requireNoError();
    CHECK(Transfers::now().h2d == 0);
    RC.toHost();
    requireClose(exp, values(c));
  }
  SECTION("an operand outside any mirror is still copied") {
    Buffer<float> hostB(4, 7, rng);
    MemRef<float, 2> a = RA.view(1, 1, 6, 4), c = RC.view(0, 0, 6, 7);
    std::vector<float> exp =
        reference(1.0f, values(a), values(hostB.desc), 0.0f, {}, 6, 7, 4);
    _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &a, &hostB.desc, 0.0f, &c, 0, 0, 0);
    requireNoError();
    Transfers t = Transfers::now();
    CHECK(t.h2d == 1);
    CHECK(t.h2dBytes == int64_t(hostB.bytes()));
    CHECK(t.d2h == 0);
    RC.toHost();
    requireClose(exp, values(c));
  }
  for (Buffer<float> *b : {&RA, &RB, &RC})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("batch_gemm on mirrors runs in place", "[cuda][residency]") {
  freshState();
  std::mt19937 rng(14);
  const intptr_t batches = 3, M = 4, K = 5, N = 6;
  // A: batches x M x K dense; B: one shared K x N batch, stored transposed
  // (N x K) with a padded leading dimension; C: batches x M x N in a larger
  // root with a batch stride of M * (N + 2).
  Buffer<float> RA(batches * M, K, rng), RB(N, K + 3, rng),
      RC(batches * M + 1, N + 2, rng);
  MemRef<float, 3> a{
      RA.storage.data(), RA.storage.data(), 0, {batches, M, K}, {M * K, K, 1}};
  MemRef<float, 3> b{
      RB.storage.data(), RB.storage.data(), 1, {1, N, K}, {0, K + 3, 1}};
  MemRef<float, 3> c{RC.storage.data(),
                     RC.storage.data(),
                     N + 2,
                     {batches, M, N},
                     {M * (N + 2), N + 2, 1}};
  std::vector<std::vector<float>> exp;
  MemRef<float, 2> b0{b.allocated, b.aligned, b.offset, {K, N}, {1, K + 3}};
  for (intptr_t i = 0; i < batches; ++i) {
    MemRef<float, 2> ai{a.allocated, a.aligned, i * M * K, {M, K}, {K, 1}};
    MemRef<float, 2> ci{c.allocated,
                        c.aligned,
                        c.offset + i * c.strides[0],
                        {M, N},
                        {N + 2, 1}};
    exp.push_back(
        reference(2.0f, values(ai), values(b0), 0.5f, values(ci), M, N, K));
  }
  for (Buffer<float> *r : {&RA, &RB, &RC})
    r->toDevice();
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_batch_gemm_f32(2.0f, &a, &b, 0.5f, &c, 0, 1, 0, 2);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  RC.toHost();
  CHECK(Transfers::now().d2h == 1);
  for (intptr_t i = 0; i < batches; ++i) {
    MemRef<float, 2> ci{c.allocated,
                        c.aligned,
                        c.offset + i * c.strides[0],
                        {M, N},
                        {N + 2, 1}};
    requireClose(exp[i], values(ci));
  }
  for (Buffer<float> *r : {&RA, &RB, &RC})
    r->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("batch_gemm on attention heads in mirrors runs in place",
          "[cuda][residency]") {
  // Multi-head attention at batch 1, as kernel.transpose_view leaves it: Q,
  // K, V and the output O are row-major [s, h*d] buffers read and written as
  // h batches of s x d matrices side by side (batch stride d, leading
  // dimension h*d); O's batches interleave without sharing an element.
  // S = Q K^T (dense [h, s, s]), then O = S V, with no transfer.
  freshState();
  std::mt19937 rng(21);
  const intptr_t heads = 3, s = 5, d = 4, width = heads * d;
  Buffer<float> Q(s, width, rng), K(s, width, rng), V(s, width, rng),
      O(s, width, rng), S(heads * s, s, rng);
  auto headView = [&](Buffer<float> &r) {
    return MemRef<float, 3>{
        r.storage.data(), r.storage.data(), 0, {heads, s, d}, {d, width, 1}};
  };
  MemRef<float, 3> q = headView(Q), k = headView(K), v = headView(V),
                   o = headView(O);
  MemRef<float, 3> scores{
      S.storage.data(), S.storage.data(), 0, {heads, s, s}, {s * s, s, 1}};
  std::vector<std::vector<float>> exp;
  for (intptr_t h = 0; h < heads; ++h) {
    std::vector<float> sh = reference(
        1.0f, values(Q.view(0, h * d, s, d)),
        values(Buffer<float>::transposed(K.view(0, h * d, s, d))), 0.0f, {},
        s, s, d);
    exp.push_back(reference(1.0f, sh, values(V.view(0, h * d, s, d)), 0.0f,
                            {}, s, d, s));
  }
  for (Buffer<float> *r : {&Q, &K, &V, &O, &S})
    r->toDevice();
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_batch_gemm_f32(1.0f, &q, &k, 0.0f, &scores, 0, 1,
                                          0, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_batch_gemm_f32(1.0f, &scores, &v, 0.0f, &o, 0, 0,
                                          0, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  O.toHost();
  CHECK(Transfers::now().d2h == 1);
  for (intptr_t h = 0; h < heads; ++h)
    requireClose(exp[h], values(O.view(0, h * d, s, d)));
  for (Buffer<float> *r : {&Q, &K, &V, &O, &S})
    r->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("batch_gemm scales interleaved heads in mirrors once",
          "[cuda][residency]") {
  // O = alpha * S V with beta = 0 into heads side by side in one row-major
  // [s, h*d] mirror: alpha applies to the finished sums (scaleAfterSum), by
  // one in-place dgmm per head, since the heads are not one dense block.
  freshState();
  std::mt19937 rng(23);
  const intptr_t heads = 3, s = 5, d = 4, width = heads * d;
  Buffer<float> S(heads * s, s, rng), V(s, width, rng), O(s, width, rng);
  auto headView = [&](Buffer<float> &r) {
    return MemRef<float, 3>{
        r.storage.data(), r.storage.data(), 0, {heads, s, d}, {d, width, 1}};
  };
  MemRef<float, 3> v = headView(V), o = headView(O);
  MemRef<float, 3> scores{
      S.storage.data(), S.storage.data(), 0, {heads, s, s}, {s * s, s, 1}};
  std::vector<std::vector<float>> exp;
  for (intptr_t h = 0; h < heads; ++h)
    exp.push_back(reference(0.25f, values(S.view(h * s, 0, s, s)),
                            values(V.view(0, h * d, s, d)), 0.0f, {}, s, d,
                            s));
  for (Buffer<float> *r : {&S, &V, &O})
    r->toDevice();
  _mlir_ciface_kmatch_cuda_batch_gemm_f32(0.25f, &scores, &v, 0.0f, &o, 0, 0,
                                          0, 0);
  requireNoError();
  O.toHost();
  for (intptr_t h = 0; h < heads; ++h)
    requireClose(exp[h], values(O.view(0, h * d, s, d)));
  for (Buffer<float> *r : {&S, &V, &O})
    r->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("views cuBLAS cannot take fall back to current host copies",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(15);
  const intptr_t M = 5, K = 4, N = 3;
  Buffer<float> R(M, 2 * K, rng), X(2 * K, 1, rng), B(K, N, rng),
      D(M, 2 * N + 1, rng), E(N, N, rng), F(M, N, rng);
  for (Buffer<float> *b : {&R, &X, &B, &D, &E, &F})
    b->toDevice();
  // Make R device-newer: R (M x 2K) = Col (M x 1) * X^T (1 x 2K) on the
  // device.
  Buffer<float> Col(M, 1, rng);
  Col.toDevice();
  MemRef<float, 2> xt = Buffer<float>::transposed(X.desc);
  std::vector<float> expR =
      reference(1.0f, values(Col.desc), values(xt), 0.0f, {}, M, 2 * K, 1);
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &Col.desc, &xt, 0.0f, &R.desc, 0, 0,
                                    0);
  requireNoError();

  SECTION("a strided input (inner stride 2) of a device-newer mirror") {
    // A = every other column of R (M x K, inner stride 2): must be packed,
    // so R is downloaded first. C = D's every other column too (M x N,
    // inner stride 2), with beta != 0.
    MemRef<float, 2> a = R.view(0, 0, M, K, 1, 2), c = D.view(0, 0, M, N, 1, 2);
    std::vector<float> aVals;
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 0; j < K; ++j)
        aVals.push_back(expR[i * 2 * K + 2 * j]);
    std::vector<float> dBefore = D.storage;
    std::vector<float> expC =
        reference(1.0f, aVals, values(B.desc), -0.5f, values(c), M, N, K);
    _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &a, &B.desc, -0.5f, &c, 0, 0, 0);
    requireNoError();
    requireClose(expC, values(c));
    // The gaps of D are untouched.
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 1; j < 2 * N + 1; j += 2)
        REQUIRE(D.storage[i * (2 * N + 1) + j] == dBefore[i * (2 * N + 1) + j]);
    // C's mirror was brought up to date: a launch reading D in place, here
    // F = D[:, 0:N] * E, sees the new values.
    MemRef<float, 2> dDense = D.view(0, 0, M, N);
    std::vector<float> expF =
        reference(1.0f, values(dDense), values(E.desc), 0.0f, {}, M, N, N);
    _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &dDense, &E.desc, 0.0f, &F.desc, 0,
                                      0, 0);
    requireNoError();
    F.toHost();
    requireClose(expF, values(F.desc));
  }
  SECTION("batch_gemm with a strided input in a device-newer mirror") {
    MemRef<float, 3> a{
        R.storage.data(), R.storage.data(), 0, {1, M, K}, {0, 2 * K, 2}};
    MemRef<float, 3> b{
        B.storage.data(), B.storage.data(), 0, {1, K, N}, {0, N, 1}};
    MemRef<float, 3> c{
        F.storage.data(), F.storage.data(), 0, {1, M, N}, {0, N, 1}};
    std::vector<float> aVals;
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 0; j < K; ++j)
        aVals.push_back(expR[i * 2 * K + 2 * j]);
    std::vector<float> expC =
        reference(1.0f, aVals, values(B.desc), 0.0f, {}, M, N, K);
    _mlir_ciface_kmatch_cuda_batch_gemm_f32(1.0f, &a, &b, 0.0f, &c, 0, 0, 0, 0);
    requireNoError();
    requireClose(expC, values(F.desc));
  }
  // R was downloaded by the fallback: its host copy is current.
  requireClose(expR, values(R.desc));
  for (Buffer<float> *b : {&R, &X, &B, &D, &E, &F, &Col})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("launches see device-newer data, in place or on the host",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(16);
  const intptr_t M = 4, K = 3, N = 5;
  Buffer<float> A(M, K, rng), B(K, N, rng), W(M, N, rng), Y(N, 1, rng),
      Z(N, 2, rng), Out(1, 2, rng);
  for (Buffer<float> *b : {&A, &B, &W, &Y, &Z, &Out})
    b->toDevice();
  // W = A * B on the device only.
  std::vector<float> expW =
      reference(1.0f, values(A.desc), values(B.desc), 0.0f, {}, M, N, K);
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &A.desc, &B.desc, 0.0f, &W.desc, 0, 0,
                                    0);
  requireNoError();
  // gemv: y (N) = W^T * x with x = ones (host), y inside Y's mirror: gemv
  // is mirror-aware, so y is written on the device only.
  std::vector<float> ones(M, 1.0f);
  MemRef<float, 1> x{ones.data(), ones.data(), 0, {M}, {1}};
  MemRef<float, 1> y{Y.storage.data(), Y.storage.data(), 0, {N}, {1}};
  _mlir_ciface_kmatch_cuda_gemv_f32(1.0f, &W.desc, &x, 0.0f, &y, 1);
  requireNoError();
  std::vector<float> expY(N, 0.0f);
  for (intptr_t j = 0; j < N; ++j)
    for (intptr_t i = 0; i < M; ++i)
      expY[j] += expW[i * N + j];
  Y.toHost();
  requireClose(expY, std::vector<float>(Y.storage.begin(), Y.storage.end()));
  W.toHost();
  requireClose(expW, values(W.desc));
  CHECK(kmatch_cuda_mirror_count() == 6);
  // A later gemm reading Y reads the new host values: Out = Y^T * Z.
  MemRef<float, 2> yt = Buffer<float>::transposed(Y.desc);
  std::vector<float> expOut =
      reference(1.0f, expY, values(Z.desc), 0.0f, {}, 1, 2, N);
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &yt, &Z.desc, 0.0f, &Out.desc, 0, 0,
                                    0);
  requireNoError();
  Out.toHost();
  requireClose(expOut, values(Out.desc));
  // scal (unranked) on a device-newer buffer: Out = 3 * Y^T * Z on the
  // device (the host still holds 1 *), then Out *= 2 in place in its mirror.
  _mlir_ciface_kmatch_cuda_gemm_f32(3.0f, &yt, &Z.desc, 0.0f, &Out.desc, 0, 0,
                                    0);
  UnrankedMemRef uOut{2, &Out.desc};
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_scal_f32(2.0f, &uOut);
  requireNoError();
  CHECK(Transfers::now().h2d == 0);
  CHECK(Transfers::now().d2h == 0);
  for (float &v : expOut)
    v *= 6.0f;
  // The host still holds 1 * Y^T * Z; to_host brings 6 * down.
  Out.toHost();
  requireClose(expOut, values(Out.desc));
  CHECK(kmatch_cuda_mirror_count() == 6);
  for (Buffer<float> *b : {&A, &B, &W, &Y, &Z, &Out})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("residency misuse: no-ops and partial overlaps",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(17);
  Buffer<float> A(6, 6, rng);
  std::vector<float> before = A.storage;

  SECTION("to_host and release without a mirror do nothing") {
    A.toHost();
    A.release();
    requireNoError();
    CHECK(A.storage == before);
    Transfers t = Transfers::now();
    CHECK(t.h2d == 0);
    CHECK(t.d2h == 0);
    CHECK(kmatch_cuda_mirror_count() == 0);
  }
  SECTION("an empty memref is never mirrored") {
    MemRef<float, 2> empty = A.view(0, 0, 0, 6);
    UnrankedMemRef u{2, &empty};
    _mlir_ciface_kmatch_cuda_to_device(&u, sizeof(float));
    requireNoError();
    CHECK(kmatch_cuda_mirror_count() == 0);
  }
  SECTION("a view partially overlapping a mirror is reported") {
    // Mirror rows 2..4 only, then launch on rows 0..2 and on rows 3..5.
    MemRef<float, 2> middle = A.view(2, 0, 3, 6);
    UnrankedMemRef u{2, &middle};
    _mlir_ciface_kmatch_cuda_to_device(&u, sizeof(float));
    requireNoError();
    CHECK(kmatch_cuda_mirror_count() == 1);
    Buffer<float> B(6, 2, rng), C(3, 2, rng);
    std::vector<float> cBefore = C.storage;
    for (intptr_t row : {0, 3}) {
      MemRef<float, 2> a = A.view(row, 0, 3, 6);
      _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &a, &B.desc, 0.0f, &C.desc, 0, 0,
                                        0);
      std::string error = kmatch_rt_last_error();
      INFO("rows " << row << ".." << row + 2 << ": " << error);
      CHECK(error.find("gemm_f32 (cuda)") != std::string::npos);
      CHECK(error.find("partially overlap") != std::string::npos);
      CHECK(C.storage == cBefore);
      kmatch_rt_clear_error();
    }
    // A to_device of the whole buffer overlaps it partially too.
    A.toDevice();
    CHECK(std::string(kmatch_rt_last_error()).find("cuda_to_device") !=
          std::string::npos);
    kmatch_rt_clear_error();
    CHECK(kmatch_cuda_mirror_count() == 1);
    // A view inside the mirror finds it; releasing it frees the mirror.
    MemRef<float, 2> inner = A.view(3, 1, 1, 3);
    UnrankedMemRef ui{2, &inner};
    _mlir_ciface_kmatch_cuda_release(&ui, sizeof(float));
    requireNoError();
    CHECK(kmatch_cuda_mirror_count() == 0);
  }
  kmatch_rt_clear_error();
}

TEST_CASE("a gemver chain on mirrors copies only at to_device and to_host",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(21);
  const intptr_t n = 6;
  const float alpha = 1.5f, beta = 0.75f;
  Buffer<float> A(n, n, rng), U1(n, 1, rng), V1(n, 1, rng), U2(n, 1, rng),
      V2(n, 1, rng), X(n, 1, rng), Y(n, 1, rng), Z(n, 1, rng), W(n, 1, rng);
  std::vector<Buffer<float> *> all = {&A, &U1, &V1, &U2, &V2,
                                      &X, &Y,  &Z,  &W};
  MemRef<float, 1> u1 = vec(U1.storage.data(), n),
                   v1 = vec(V1.storage.data(), n),
                   u2 = vec(U2.storage.data(), n),
                   v2 = vec(V2.storage.data(), n),
                   x = vec(X.storage.data(), n), y = vec(Y.storage.data(), n),
                   z = vec(Z.storage.data(), n), w = vec(W.storage.data(), n);
  // Reference, in double.
  std::vector<double> a(n * n), xr(n), wr(n, 0.0);
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t j = 0; j < n; ++j)
      a[i * n + j] = A.storage[i * n + j] +
                     double(U1.storage[i]) * V1.storage[j] +
                     double(U2.storage[i]) * V2.storage[j];
  for (intptr_t j = 0; j < n; ++j) {
    double s = 0;
    for (intptr_t i = 0; i < n; ++i)
      s += a[i * n + j] * Y.storage[i];
    xr[j] = beta * s + X.storage[j] + Z.storage[j];
  }
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t j = 0; j < n; ++j)
      wr[i] += alpha * a[i * n + j] * xr[j];
  std::vector<float> hostX = X.storage, hostW = W.storage;

  for (Buffer<float> *b : all)
    b->toDevice();
  CHECK(Transfers::now().h2d == int64_t(all.size()));
  kmatch_cuda_reset_transfer_stats();

  // A += u1 v1^T + u2 v2^T; x = beta A^T y + x; x = z + x; w = alpha A x.
  _mlir_ciface_kmatch_cuda_ger2_f32(1.0f, &u1, &v1, 1.0f, &u2, &v2, &A.desc,
                                    0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_gemv_f32(beta, &A.desc, &y, 1.0f, &x, 1);
  requireNoError();
  UnrankedMemRef uz{1, &z}, ux{1, &x};
  _mlir_ciface_kmatch_cuda_axpby_f32(1.0f, &uz, 1.0f, &ux);
  requireNoError();
  _mlir_ciface_kmatch_cuda_gemv_f32(alpha, &A.desc, &x, 0.0f, &w, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  CHECK(kmatch_cuda_mirror_count() == int64_t(all.size()));
  // Written on the device only.
  CHECK(X.storage == hostX);
  CHECK(W.storage == hostW);

  X.toHost();
  W.toHost();
  t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 2);
  CHECK(t.d2hBytes == int64_t(X.bytes() + W.bytes()));
  requireClose(std::vector<float>(xr.begin(), xr.end()), values(x));
  requireClose(std::vector<float>(wr.begin(), wr.end()), values(w));
  for (Buffer<float> *b : all)
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("gemv, ger and axpby take strided vectors in mirrors in place",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(22);
  const intptr_t M = 5, N = 4;
  // A: a padded view; x: a column of RX (stride 7); y: every other element
  // of RY.
  Buffer<float> RA(M + 2, N + 3, rng), RX(N, 7, rng), RY(2 * M, 1, rng),
      RZ(N, 3, rng);
  for (Buffer<float> *b : {&RA, &RX, &RY, &RZ})
    b->toDevice();
  kmatch_cuda_reset_transfer_stats();
  MemRef<float, 2> a = RA.view(1, 2, M, N);
  MemRef<float, 1> x = vec(RX.storage.data(), N, 7, 3),
                   y = vec(RY.storage.data(), M, 2, 1);
  std::vector<float> av = values(a), xv = values(x), yv = values(y);
  std::vector<float> expY(M);
  for (intptr_t i = 0; i < M; ++i) {
    double s = 0;
    for (intptr_t j = 0; j < N; ++j)
      s += double(av[i * N + j]) * xv[j];
    expY[i] = float(2.0 * s - 0.5 * yv[i]);
  }
  std::vector<float> ryBefore = RY.storage;
  _mlir_ciface_kmatch_cuda_gemv_f32(2.0f, &a, &x, -0.5f, &y, 0);
  requireNoError();
  // ger with strided vectors into A transposed (column-major view).
  MemRef<float, 2> at = Buffer<float>::transposed(a);
  _mlir_ciface_kmatch_cuda_ger_f32(0.5f, &x, &y, &at, 0);
  requireNoError();
  // axpby between strided vectors of two mirrors: x = 3 * x' + 2 * x
  // with x' a column of RZ.
  MemRef<float, 1> x2 = vec(RZ.storage.data(), N, 3, 1);
  UnrankedMemRef ux{1, &x}, ux2{1, &x2};
  std::vector<float> x2v = values(x2), expX(N);
  for (intptr_t j = 0; j < N; ++j)
    expX[j] = 3.0f * x2v[j] + 2.0f * xv[j];
  _mlir_ciface_kmatch_cuda_axpby_f32(3.0f, &ux2, 2.0f, &ux);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  CHECK(RY.storage == ryBefore);
  for (Buffer<float> *b : {&RA, &RX, &RY, &RZ})
    b->toHost();
  CHECK(Transfers::now().d2h == 3); // RZ was only read
  requireClose(expY, values(y));
  std::vector<float> expA = av;
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j)
      expA[i * N + j] += 0.5f * xv[j] * expY[i];
  requireClose(expA, values(a));
  requireClose(expX, values(x));
  // The gaps of RY are untouched.
  for (intptr_t i = 0; i < 2 * M; i += 2)
    REQUIRE(RY.storage[i] == ryBefore[i]);
  for (Buffer<float> *b : {&RA, &RX, &RY, &RZ})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("ger on a mirrored view cuBLAS cannot take falls back",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(23);
  const intptr_t M = 3, N = 4;
  Buffer<float> R(2 * M, 2 * N, rng), X(M, 1, rng), Y(N, 1, rng),
      Out(2 * M, 1, rng), Ones(2 * N, 1, rng);
  for (float &v : Ones.storage)
    v = 1.0f;
  for (Buffer<float> *b : {&R, &X, &Y, &Out, &Ones})
    b->toDevice();
  MemRef<float, 1> x = vec(X.storage.data(), M), y = vec(Y.storage.data(), N);
  // Make R device-newer: R[0:M, 0:N] += x y^T in place.
  std::vector<float> expR = R.storage;
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j)
      expR[i * 2 * N + j] += X.storage[i] * Y.storage[j];
  MemRef<float, 2> dense = R.view(0, 0, M, N);
  _mlir_ciface_kmatch_cuda_ger_f32(1.0f, &x, &y, &dense, 0);
  requireNoError();
  kmatch_cuda_reset_transfer_stats();
  // A = R[::2, ::2] (M x N, both strides > 1): must be packed, so R is
  // downloaded first and re-uploaded afterwards.
  MemRef<float, 2> strided = R.view(0, 0, M, N, 2, 2);
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j)
      expR[2 * i * 2 * N + 2 * j] += 2.0f * X.storage[i] * Y.storage[j];
  _mlir_ciface_kmatch_cuda_ger_f32(2.0f, &x, &y, &strided, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.d2h >= 1);
  CHECK(t.h2d >= 1);
  requireClose(expR, R.storage);
  // R's mirror is current again: out = R * ones, read in place, sees it.
  kmatch_cuda_reset_transfer_stats();
  MemRef<float, 1> ones = vec(Ones.storage.data(), 2 * N),
                   out = vec(Out.storage.data(), 2 * M);
  _mlir_ciface_kmatch_cuda_gemv_f32(1.0f, &R.desc, &ones, 0.0f, &out, 0);
  requireNoError();
  CHECK(Transfers::now().h2d == 0);
  Out.toHost();
  std::vector<float> expOut(2 * M, 0.0f);
  for (intptr_t i = 0; i < 2 * M; ++i)
    for (intptr_t j = 0; j < 2 * N; ++j)
      expOut[i] += expR[i * 2 * N + j];
  requireClose(expOut, Out.storage);
  for (Buffer<float> *b : {&R, &X, &Y, &Out, &Ones})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("alpha = 0 with NaN in a mirrored input computes on current host "
          "copies",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(5);
  const intptr_t M = 4, K = 3, N = 5;
  Buffer<float> A0(M, K, rng), A(M, K, rng), B(K, N, rng), C(M, N, rng);
  A.storage[1 * K + 2] = NAN; // Row 1 of A.
  A0.toDevice();
  A.toDevice();
  B.toDevice();
  C.toDevice();
  // C = A0 * B in C's mirror: its host bytes are now stale.
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &A0.desc, &B.desc, 0.0f, &C.desc, 0,
                                    0, 0);
  requireNoError();
  std::vector<float> c1 =
      reference(1.0f, values(A0.desc), values(B.desc), 0.0f, {}, M, N, K);
  // cuBLAS would return early and never read A; the IEEE fallback runs on
  // the host copies (C downloaded first): 0 * NaN makes row 1 NaN.
  _mlir_ciface_kmatch_cuda_gemm_f32(0.0f, &A.desc, &B.desc, 2.0f, &C.desc, 0,
                                    0, 0);
  requireNoError();
  C.toHost();
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j) {
      float got = at(C.desc, i, j);
      INFO("C(" << i << ", " << j << ") = " << got);
      if (i == 1)
        REQUIRE(std::isnan(got));
      else
        REQUIRE(std::fabs(got - 2 * c1[i * N + j]) <=
                1e-4 * std::max(1.0, std::fabs(2.0 * c1[i * N + j])));
    }
}

//===----------------------------------------------------------------------===//
// scal, dot, syrk and syr2k on mirrors
//===----------------------------------------------------------------------===//

namespace {
/// Dense row-major n x n: alpha * (P * Q^T + Q * P^T) + beta * C with P, Q
/// n x k (Q == P: syrk's P * P^T, counted once).
std::vector<double> symmetricReference(double alpha,
                                       const std::vector<float> &p,
                                       const std::vector<float> *q, double beta,
                                       const std::vector<double> &c, intptr_t n,
                                       intptr_t k) {
  std::vector<double> out(static_cast<size_t>(n * n));
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t j = 0; j < n; ++j) {
      double s = 0;
      for (intptr_t l = 0; l < k; ++l)
        s += q ? double(p[i * k + l]) * (*q)[j * k + l] +
                     double((*q)[i * k + l]) * p[j * k + l]
               : double(p[i * k + l]) * p[j * k + l];
      out[i * n + j] = alpha * s + beta * c[i * n + j];
    }
  return out;
}

std::vector<double> asDouble(const std::vector<float> &v) {
  return std::vector<double>(v.begin(), v.end());
}

void requireCloseD(const std::vector<double> &expected,
                   const std::vector<float> &got) {
  REQUIRE(expected.size() == got.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    INFO("element " << i << ": expected " << expected[i] << ", got " << got[i]);
    REQUIRE(std::fabs(expected[i] - got[i]) <=
            1e-4 * std::max(1.0, std::fabs(expected[i])));
  }
}
} // namespace

TEST_CASE("a syrk, syr2k, scal and dot chain on mirrors moves no data "
          "between launches",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(31);
  const intptr_t n = 5, k = 3;
  // A is stored transposed (k x n, syrk trans = 1); so is B (syr2k takes
  // one transpose flag for both), in a padded root; C is n x n; R holds two
  // dot results.
  Buffer<float> A(k, n, rng), RB(k, n + 2, rng), C(n, n, rng), R(1, 2, rng);
  MemRef<float, 2> b = Buffer<float>::transposed(RB.view(0, 1, k, n));
  std::vector<float> at = values(Buffer<float>::transposed(A.desc)),
                     bv = values(b);
  std::vector<double> c = asDouble(values(C.desc));
  double r0 = R.storage[0], r1 = R.storage[1];
  for (Buffer<float> *buf : {&A, &RB, &C, &R})
    buf->toDevice();
  kmatch_cuda_reset_transfer_stats();
  std::vector<float> cBefore = C.storage, rBefore = R.storage;

  // C = 0.5 * op(A) * op(A)^T + 2 * C; C = 1.5 * (op(A) B^T + B op(A)^T)
  // - 0.5 * C; C *= 3.
  _mlir_ciface_kmatch_cuda_syrk_f32(0.5f, &A.desc, 2.0f, &C.desc, 1);
  requireNoError();
  MemRef<float, 2> aT = Buffer<float>::transposed(A.desc);
  _mlir_ciface_kmatch_cuda_syr2k_f32(1.5f, &aT, &b, -0.5f, &C.desc);
  requireNoError();
  UnrankedMemRef uc{2, &C.desc};
  _mlir_ciface_kmatch_cuda_scal_f32(3.0f, &uc);
  requireNoError();
  c = symmetricReference(0.5, at, nullptr, 2.0, c, n, k);
  c = symmetricReference(1.5, at, &bv, -0.5, c, n, k);
  for (double &v : c)
    v *= 3.0;
  // r0 = 2 * (row 1 of C) . (column 2 of C) + 0.5 * r0 (a strided y), and
  // r1 = (row 3 of C) . (row 3 of C), into R's mirror.
  MemRef<float, 1> row1{C.storage.data(), C.storage.data(), 1 * n, {n}, {1}};
  MemRef<float, 1> col2{C.storage.data(), C.storage.data(), 2, {n}, {n}};
  MemRef<float, 1> row3{C.storage.data(), C.storage.data(), 3 * n, {n}, {1}};
  MemRef<float, 0> rr0{R.storage.data(), R.storage.data(), 0};
  MemRef<float, 0> rr1{R.storage.data(), R.storage.data(), 1};
  _mlir_ciface_kmatch_cuda_dot_f32(2.0f, &row1, &col2, 0.5f, &rr0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_dot_f32(1.0f, &row3, &row3, 0.0f, &rr1);
  requireNoError();
  double d0 = 0, d1 = 0;
  for (intptr_t j = 0; j < n; ++j) {
    d0 += c[1 * n + j] * c[j * n + 2];
    d1 += c[3 * n + j] * c[3 * n + j];
  }
  r0 = 2.0 * d0 + 0.5 * r0;
  r1 = d1;

  // Nothing moved, and the host copies are untouched.
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  CHECK(C.storage == cBefore);
  CHECK(R.storage == rBefore);
  C.toHost();
  R.toHost();
  t = Transfers::now();
  CHECK(t.d2h == 2);
  CHECK(t.h2d == 0);
  requireCloseD(c, values(C.desc));
  requireCloseD({r0, r1}, R.storage);
  for (Buffer<float> *buf : {&A, &RB, &C, &R})
    buf->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("syrk and syr2k into a column-major C in a mirror",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(32);
  const intptr_t n = 4, k = 6;
  Buffer<float> A(n, k, rng), B(n, k, rng), RC(n, n + 3, rng);
  // C is the transpose of RC[:, 1:n+1]: column-major with ld n + 3.
  MemRef<float, 2> c = Buffer<float>::transposed(RC.view(0, 1, n, n));
  std::vector<float> av = values(A.desc), bv = values(B.desc);
  std::vector<double> exp = asDouble(values(c));
  for (Buffer<float> *buf : {&A, &B, &RC})
    buf->toDevice();
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_syrk_f32(1.0f, &A.desc, 0.0f, &c, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_syr2k_f32(-0.25f, &A.desc, &B.desc, 1.0f, &c);
  requireNoError();
  exp = symmetricReference(1.0, av, nullptr, 0.0, exp, n, k);
  exp = symmetricReference(-0.25, av, &bv, 1.0, exp, n, k);
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  RC.toHost();
  requireCloseD(exp, values(c));
  for (Buffer<float> *buf : {&A, &B, &RC})
    buf->release();
}

TEST_CASE("a host-side launch on a device-newer mirror downloads it and "
          "uploads its output",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(33);
  const intptr_t n = 4, k = 2;
  Buffer<float> A(n, k, rng), C(n, n, rng), R(1, 1, rng);
  for (Buffer<float> *buf : {&A, &C, &R})
    buf->toDevice();
  // C = A A^T on the device only.
  _mlir_ciface_kmatch_cuda_syrk_f32(1.0f, &A.desc, 0.0f, &C.desc, 0);
  requireNoError();
  kmatch_cuda_reset_transfer_stats();
  // scal by 0 runs on the host (cuBLAS would drop -0 and NaN): C comes down
  // first, and its mirror is brought up to date afterwards.
  C.storage[0] = NAN; // stale host bytes, overwritten by the download
  UnrankedMemRef uc{2, &C.desc};
  _mlir_ciface_kmatch_cuda_scal_f32(0.0f, &uc);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.d2h == 1);
  CHECK(t.h2d == 1);
  for (float v : C.storage)
    REQUIRE(v == 0.0f);
  // A dot reading C in place sees the uploaded zeros: r = 1 * 0 + 0 * r.
  MemRef<float, 1> row{C.storage.data(), C.storage.data(), 0, {n}, {1}};
  MemRef<float, 0> r{R.storage.data(), R.storage.data(), 0};
  _mlir_ciface_kmatch_cuda_dot_f32(1.0f, &row, &row, 0.0f, &r);
  requireNoError();
  R.toHost();
  CHECK(R.storage[0] == 0.0f);
  for (Buffer<float> *buf : {&A, &C, &R})
    buf->release();
}

//===----------------------------------------------------------------------===//
// DNN kernels on mirrors
//===----------------------------------------------------------------------===//

namespace {
/// A dense NCHW tensor of random values in a root buffer of its own.
struct Tensor {
  Buffer<float> buffer;
  MemRef<float, 4> desc;
  intptr_t n, c, h, w;
  Tensor(intptr_t n, intptr_t c, intptr_t h, intptr_t w, std::mt19937 &rng)
      : buffer(n * c * h, w, rng), n(n), c(c), h(h), w(w) {
    float *p = buffer.storage.data();
    desc = {p, p, 0, {n, c, h, w}, {c * h * w, h * w, w, 1}};
  }
  float &at(intptr_t i, intptr_t j, intptr_t y, intptr_t x) {
    return buffer.storage[((i * c + j) * h + y) * w + x];
  }
};

MemRef<float, 1> vecOf(Buffer<float> &b) {
  return vec(b.storage.data(), static_cast<intptr_t>(b.storage.size()));
}
} // namespace

TEST_CASE("a batchnorm, pool and add chain on mirrors moves no data between "
          "launches",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(41);
  const intptr_t N = 2, C = 3, H = 4, W = 6;
  Tensor X(N, C, H, W, rng), Y(N, C, H, W, rng), P(N, C, H / 2, W / 2, rng),
      Q(N, C, H / 2, W / 2, rng), S(N, C, H / 2, W / 2, rng);
  Buffer<float> gamma(C, 1, rng), beta(C, 1, rng), mean(C, 1, rng),
      var(C, 1, rng);
  for (float &v : var.storage)
    v = std::fabs(v) + 0.5f;
  MemRef<float, 1> g = vecOf(gamma), b = vecOf(beta), m = vecOf(mean),
                   v = vecOf(var);
  const float eps = 1e-3f;
  // The expected values, in double.
  std::vector<double> y(N * C * H * W), p(N * C * (H / 2) * (W / 2)), q(p),
      s(p);
  for (intptr_t i = 0; i < N; ++i)
    for (intptr_t j = 0; j < C; ++j)
      for (intptr_t r = 0; r < H; ++r)
        for (intptr_t c = 0; c < W; ++c)
          y[((i * C + j) * H + r) * W + c] =
              double(gamma.storage[j]) * (X.at(i, j, r, c) - mean.storage[j]) /
                  std::sqrt(double(var.storage[j]) + eps) +
              beta.storage[j];
  for (intptr_t i = 0; i < N; ++i)
    for (intptr_t j = 0; j < C; ++j)
      for (intptr_t r = 0; r < H / 2; ++r)
        for (intptr_t c = 0; c < W / 2; ++c) {
          double mx = -INFINITY, sum = 0;
          for (intptr_t dr = 0; dr < 2; ++dr)
            for (intptr_t dc = 0; dc < 2; ++dc) {
              double e = y[((i * C + j) * H + 2 * r + dr) * W + 2 * c + dc];
              mx = std::max(mx, e);
              sum += e;
            }
          size_t o = ((i * C + j) * (H / 2) + r) * (W / 2) + c;
          p[o] = mx;
          q[o] = sum / 4;
          s[o] = mx + sum / 4;
        }
  std::vector<Buffer<float> *> all = {&X.buffer, &Y.buffer, &P.buffer,
                                      &Q.buffer, &S.buffer, &gamma,
                                      &beta,     &mean,     &var};
  for (Buffer<float> *buf : all)
    buf->toDevice();
  kmatch_cuda_reset_transfer_stats();
  std::vector<float> sBefore = S.buffer.storage;

  _mlir_ciface_kmatch_cuda_batchnorm_f32(&X.desc, &g, &b, &m, &v, &Y.desc, 0,
                                         eps);
  requireNoError();
  _mlir_ciface_kmatch_cuda_maxpool2d_f32(&Y.desc, &P.desc, 0, 2, 2, 2, 2, 0, 0,
                                         0, 0, -INFINITY);
  requireNoError();
  _mlir_ciface_kmatch_cuda_avgpool2d_f32(&Y.desc, &Q.desc, 0, 2, 2, 2, 2, 0, 0,
                                         0, 0);
  requireNoError();
  UnrankedMemRef up{4, &P.desc}, uq{4, &Q.desc}, us{4, &S.desc};
  _mlir_ciface_kmatch_cuda_add_f32(&up, &uq, &us);
  requireNoError();
  // P += Q in place (y is a).
  _mlir_ciface_kmatch_cuda_add_f32(&up, &uq, &up);
  requireNoError();

  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  CHECK(S.buffer.storage == sBefore);
  for (Tensor *out : {&Y, &P, &S})
    out->buffer.toHost();
  CHECK(Transfers::now().d2h == 3);
  requireCloseD(y, Y.buffer.storage);
  requireCloseD(s, S.buffer.storage);
  requireCloseD(s, P.buffer.storage);
  for (Buffer<float> *buf : all)
    buf->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("a pool whose input needs the host gather runs on current host "
          "copies",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(42);
  // X is NHWC: the gather permutes it, so it is not taken in place; X is
  // device-newer (written by an add in place) and comes down first, and Y's
  // mirror is brought up to date afterwards.
  const intptr_t N = 1, H = 4, W = 4, C = 2;
  Buffer<float> RX(N * H * W, C, rng), RZ(N * H * W, C, rng),
      RY(N * (H / 2) * (W / 2), C, rng);
  MemRef<float, 4> x{RX.storage.data(),
                     RX.storage.data(),
                     0,
                     {N, H, W, C},
                     {H * W * C, W * C, C, 1}};
  MemRef<float, 4> z{RZ.storage.data(),
                     RZ.storage.data(),
                     0,
                     {N, H, W, C},
                     {H * W * C, W * C, C, 1}};
  MemRef<float, 4> yv{RY.storage.data(),
                      RY.storage.data(),
                      0,
                      {N, H / 2, W / 2, C},
                      {(H / 2) * (W / 2) * C, (W / 2) * C, C, 1}};
  std::vector<float> sum(RX.storage.size());
  for (size_t i = 0; i < sum.size(); ++i)
    sum[i] = RX.storage[i] + RZ.storage[i];
  for (Buffer<float> *buf : {&RX, &RZ, &RY})
    buf->toDevice();
  UnrankedMemRef ux{4, &x}, uz{4, &z};
  _mlir_ciface_kmatch_cuda_add_f32(&ux, &uz, &ux);
  requireNoError();
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_maxpool2d_f32(&x, &yv, 1, 2, 2, 2, 2, 0, 0, 0, 0,
                                         -INFINITY);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.d2h >= 1);
  CHECK(t.h2d >= 1);
  std::vector<double> exp;
  for (intptr_t r = 0; r < H / 2; ++r)
    for (intptr_t c = 0; c < W / 2; ++c)
      for (intptr_t j = 0; j < C; ++j) {
        double mx = -INFINITY;
        for (intptr_t dr = 0; dr < 2; ++dr)
          for (intptr_t dc = 0; dc < 2; ++dc)
            mx = std::max<double>(mx,
                                  sum[((2 * r + dr) * W + 2 * c + dc) * C + j]);
        exp.push_back(mx);
      }
  requireCloseD(exp, RY.storage);
  // Y's mirror holds the same values: to_host changes nothing.
  RY.toHost();
  requireCloseD(exp, RY.storage);
  for (Buffer<float> *buf : {&RX, &RZ, &RY})
    buf->release();
}

namespace {
/// y[n][k][i][j] (+)= sum over c, r, s of x[n][c][i + r - pad][j + s - pad] *
/// w[k][c][r][s] (stride and dilation 1, zero padding, same H and W); with
/// `depthwise`, output channel k reads input channel k only, w being K x R x S.
void convReference(const std::vector<double> &x, intptr_t N, intptr_t C,
                   intptr_t H, intptr_t W, const std::vector<float> &w,
                   intptr_t K, intptr_t R, bool depthwise, intptr_t pad,
                   std::vector<double> &y, bool accumulate) {
  for (intptr_t n = 0; n < N; ++n)
    for (intptr_t k = 0; k < K; ++k)
      for (intptr_t i = 0; i < H; ++i)
        for (intptr_t j = 0; j < W; ++j) {
          double s = 0;
          for (intptr_t c = depthwise ? k : 0; c < (depthwise ? k + 1 : C); ++c)
            for (intptr_t r = 0; r < R; ++r)
              for (intptr_t q = 0; q < R; ++q) {
                intptr_t yi = i + r - pad, xj = j + q - pad;
                if (yi < 0 || yi >= H || xj < 0 || xj >= W)
                  continue;
                double wv = depthwise ? w[(k * R + r) * R + q]
                                      : w[((k * C + c) * R + r) * R + q];
                s += x[((n * C + c) * H + yi) * W + xj] * wv;
              }
          double &out = y[((n * K + k) * H + i) * W + j];
          out = accumulate ? out + s : s;
        }
}
} // namespace

TEST_CASE("a conv2d and depthwise_conv2d chain on mirrors moves no data "
          "between launches",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(43);
  const intptr_t N = 1, C = 2, K = 3, H = 5, W = 5;
  Tensor X(N, C, H, W, rng), W1(K, C, 3, 3, rng), Y1(N, K, H, W, rng),
      Y2(N, K, H, W, rng), W3(K, K, 1, 1, rng);
  Buffer<float> Wd(K * 3, 3, rng);
  MemRef<float, 3> wd{Wd.storage.data(), Wd.storage.data(), 0, {K, 3, 3},
                      {9, 3, 1}};
  std::vector<double> y1(N * K * H * W), y2 = asDouble(Y2.buffer.storage);
  convReference(asDouble(X.buffer.storage), N, C, H, W, W1.buffer.storage, K,
                3, false, 1, y1, false);
  convReference(y1, N, K, H, W, Wd.storage, K, 3, true, 1, y2, false);
  convReference(y1, N, K, H, W, W3.buffer.storage, K, 1, false, 0, y2, true);
  std::vector<Buffer<float> *> all = {&X.buffer,  &W1.buffer, &Y1.buffer,
                                      &Y2.buffer, &W3.buffer, &Wd};
  for (Buffer<float> *buf : all)
    buf->toDevice();
  kmatch_cuda_reset_transfer_stats();
  std::vector<float> y2Before = Y2.buffer.storage;

  // Y1 = conv(X, W1), pad 1; Y2 = depthwise(Y1, Wd), pad 1; Y2 += conv(Y1,
  // W3), 1x1.
  _mlir_ciface_kmatch_cuda_conv2d_f32(&X.desc, &W1.desc, &Y1.desc, 0, 1, 1, 1,
                                      1, 1, 1, 1, 1, 0, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_depthwise_conv2d_f32(&Y1.desc, &wd, &Y2.desc, 0, 1,
                                                1, 1, 1, 1, 1, 1, 1, 0, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_conv2d_f32(&Y1.desc, &W3.desc, &Y2.desc, 0, 1, 1, 1,
                                      1, 0, 0, 0, 0, 1, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  CHECK(Y2.buffer.storage == y2Before);
  Y1.buffer.toHost();
  Y2.buffer.toHost();
  requireCloseD(y1, Y1.buffer.storage);
  requireCloseD(y2, Y2.buffer.storage);
  for (Buffer<float> *buf : all)
    buf->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("conv1d and conv3d on mirrors move no data", "[cuda][residency]") {
  freshState();
  std::mt19937 rng(46);
  // conv1d, NCW: x 1x2x6, w 3x2x3, y 1x3x6, pads 1 and 1.
  Buffer<float> X1(1, 12, rng), W1(1, 18, rng), Y1(1, 18, rng);
  MemRef<float, 3> x1{
      X1.storage.data(), X1.storage.data(), 0, {1, 2, 6}, {12, 6, 1}};
  MemRef<float, 3> w1{
      W1.storage.data(), W1.storage.data(), 0, {3, 2, 3}, {6, 3, 1}};
  MemRef<float, 3> y1{
      Y1.storage.data(), Y1.storage.data(), 0, {1, 3, 6}, {18, 6, 1}};
  std::vector<double> e1(18);
  for (intptr_t k = 0; k < 3; ++k)
    for (intptr_t i = 0; i < 6; ++i) {
      double s = 0;
      for (intptr_t c = 0; c < 2; ++c)
        for (intptr_t r = 0; r < 3; ++r)
          if (i + r - 1 >= 0 && i + r - 1 < 6)
            s += double(X1.storage[c * 6 + i + r - 1]) *
                 W1.storage[(k * 2 + c) * 3 + r];
      e1[k * 6 + i] = s;
    }
  // conv3d, NCDHW: x 1x2x3x4x4, w 2x2x2x2x2, y 1x2x2x3x3, no padding.
  Buffer<float> X3(1, 96, rng), W3(1, 32, rng), Y3(1, 36, rng);
  MemRef<float, 5> x3{X3.storage.data(),
                      X3.storage.data(),
                      0,
                      {1, 2, 3, 4, 4},
                      {96, 48, 16, 4, 1}};
  MemRef<float, 5> w3{W3.storage.data(),
                      W3.storage.data(),
                      0,
                      {2, 2, 2, 2, 2},
                      {16, 8, 4, 2, 1}};
  MemRef<float, 5> y3{Y3.storage.data(),
                      Y3.storage.data(),
                      0,
                      {1, 2, 2, 3, 3},
                      {36, 18, 9, 3, 1}};
  std::vector<double> e3(36);
  for (intptr_t k = 0; k < 2; ++k)
    for (intptr_t d = 0; d < 2; ++d)
      for (intptr_t h = 0; h < 3; ++h)
        for (intptr_t w = 0; w < 3; ++w) {
          double s = 0;
          for (intptr_t c = 0; c < 2; ++c)
            for (intptr_t a = 0; a < 2; ++a)
              for (intptr_t b = 0; b < 2; ++b)
                for (intptr_t q = 0; q < 2; ++q)
                  s += double(X3.storage[c * 48 + (d + a) * 16 + (h + b) * 4 +
                                         w + q]) *
                       W3.storage[k * 16 + c * 8 + a * 4 + b * 2 + q];
          e3[((k * 2 + d) * 3 + h) * 3 + w] = s;
        }
  std::vector<Buffer<float> *> all = {&X1, &W1, &Y1, &X3, &W3, &Y3};
  for (Buffer<float> *buf : all)
    buf->toDevice();
  kmatch_cuda_reset_transfer_stats();
  std::vector<float> y1Before = Y1.storage, y3Before = Y3.storage;
  _mlir_ciface_kmatch_cuda_conv1d_f32(&x1, &w1, &y1, 0, 1, 1, 1, 1, 0, 0);
  requireNoError();
  _mlir_ciface_kmatch_cuda_conv3d_f32(&x3, &w3, &y3, 0, 1, 1, 1, 1, 1, 1, 0, 0,
                                      0, 0, 0, 0, 0, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.h2d == 0);
  CHECK(t.d2h == 0);
  // The results are in the mirrors only, until to_host.
  CHECK(Y1.storage == y1Before);
  CHECK(Y3.storage == y3Before);
  Y1.toHost();
  Y3.toHost();
  requireCloseD(e1, Y1.storage);
  requireCloseD(e3, Y3.storage);
  for (Buffer<float> *buf : all)
    buf->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("a conv2d with asymmetric pads on mirrors pads its input on the "
          "host and writes its output in place",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(44);
  const intptr_t N = 1, C = 2, K = 2, H = 4, W = 4;
  // Y0 = conv(X, W0) 1x1 on the device makes Y0 device-newer; then Y =
  // conv(Y0, W1) with pads (1, 1, 0, 0)... cuDNN pads symmetrically, so the
  // gather pads Y0 on the host: Y0 comes down first and the padded copy goes
  // up, while Y is written in its mirror (its host bytes stay as they were).
  Tensor X(N, C, H, W, rng), W0(K, C, 1, 1, rng), Y0(N, K, H, W, rng),
      W1(K, K, 2, 2, rng), Y(N, K, H, W, rng);
  std::vector<double> y0(N * K * H * W), y(N * K * H * W);
  convReference(asDouble(X.buffer.storage), N, C, H, W, W0.buffer.storage, K,
                1, false, 0, y0, false);
  // A 2x2 window with pads top 1, left 1, bottom 0, right 0.
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < H; ++i)
      for (intptr_t j = 0; j < W; ++j) {
        double s = 0;
        for (intptr_t c = 0; c < K; ++c)
          for (intptr_t r = 0; r < 2; ++r)
            for (intptr_t q = 0; q < 2; ++q) {
              intptr_t yi = i + r - 1, xj = j + q - 1;
              if (yi >= 0 && xj >= 0)
                s += y0[(c * H + yi) * W + xj] *
                     W1.buffer.storage[((k * K + c) * 2 + r) * 2 + q];
            }
        y[(k * H + i) * W + j] = s;
      }
  std::vector<Buffer<float> *> all = {&X.buffer, &W0.buffer, &Y0.buffer,
                                      &W1.buffer, &Y.buffer};
  for (Buffer<float> *buf : all)
    buf->toDevice();
  _mlir_ciface_kmatch_cuda_conv2d_f32(&X.desc, &W0.desc, &Y0.desc, 0, 1, 1, 1,
                                      1, 0, 0, 0, 0, 0, 0);
  requireNoError();
  kmatch_cuda_reset_transfer_stats();
  std::vector<float> yBefore = Y.buffer.storage;
  _mlir_ciface_kmatch_cuda_conv2d_f32(&Y0.desc, &W1.desc, &Y.desc, 0, 1, 1, 1,
                                      1, 1, 1, 0, 0, 0, 0);
  requireNoError();
  Transfers t = Transfers::now();
  CHECK(t.d2h == 1);
  CHECK(t.h2d >= 1);
  CHECK(Y.buffer.storage == yBefore);
  Y.buffer.toHost();
  requireCloseD(y, Y.buffer.storage);
  for (Buffer<float> *buf : all)
    buf->release();
}

// The host fake's switch (mock_dnn.cpp) that makes cuDNN reject the fused
// call; weak, so that on a real GPU (kmatch-runtime-cuda-tests, which does
// not link the fake) it is absent and cuDNN decides.
extern bool mockCudnnRejectFused __attribute__((weak));

namespace {
/// The 1-D view of a buffer's first `n` elements.
MemRef<float, 1> firstOf(Buffer<float> &b, intptr_t n) {
  return vec(b.storage.data(), n);
}

/// A 1 x C x H x W tensor as the C x (H * W) matrix it is in memory.
MemRef<float, 2> asMatrix(Tensor &t) {
  float *p = t.buffer.storage.data();
  return {p, p, 0, {t.c, t.h * t.w}, {t.h * t.w, 1}};
}

/// Batch-norm statistics with a positive variance.
struct BatchNorm {
  Buffer<float> gamma, beta, mean, var;
  float eps = 1e-3f;
  BatchNorm(intptr_t k, std::mt19937 &rng)
      : gamma(k, 1, rng), beta(k, 1, rng), mean(k, 1, rng), var(k, 1, rng) {
    for (float &v : var.storage)
      v = std::fabs(v) + 0.5f;
  }
  double apply(intptr_t k, double v) const {
    return (v - mean.storage[k]) * gamma.storage[k] /
               std::sqrt(double(var.storage[k]) + double(eps)) +
           beta.storage[k];
  }
  std::vector<Buffer<float> *> buffers() {
    return {&gamma, &beta, &mean, &var};
  }
};

/// y[k] = act(y[k] + bias[k] (+ z[k])) over 1 x K x H x W, act relu when
/// `relu`, else clamp(lo, hi) when lo < hi, else none.
void epilogueReference(std::vector<double> &y, intptr_t K, intptr_t HW,
                       const std::vector<double> &bias,
                       const std::vector<double> *z, bool relu, double lo = 0,
                       double hi = 0) {
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < HW; ++i) {
      double &v = y[k * HW + i];
      v += bias[k] + (z ? (*z)[k * HW + i] : 0.0);
      if (relu)
        v = std::max(0.0, v);
      else if (lo < hi)
        v = std::min(std::max(v, lo), hi);
    }
}

/// C (M x P) = act(A (M x Q) * B (Q x P) + bias[p]), act as above.
std::vector<double> gemmBiasReference(const std::vector<double> &a,
                                      const std::vector<float> &b,
                                      const std::vector<float> &bias,
                                      intptr_t M, intptr_t Q, intptr_t P,
                                      bool relu, double lo = 0, double hi = 0) {
  std::vector<double> c(static_cast<size_t>(M * P));
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t p = 0; p < P; ++p) {
      double s = bias[p];
      for (intptr_t q = 0; q < Q; ++q)
        s += a[i * Q + q] * b[q * P + p];
      if (relu)
        s = std::max(0.0, s);
      else if (lo < hi)
        s = std::min(std::max(s, lo), hi);
      c[i * P + p] = s;
    }
  return c;
}
} // namespace

TEST_CASE("fused convolutions and gemm_bias_act on mirrors move no data "
          "between launches",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(46);
  const intptr_t N = 1, C = 2, K = 3, H = 4, W = 4, HW = H * W, P = 5;
  Tensor X(N, C, H, W, rng), W0(K, C, 1, 1, rng), T(N, K, H, W, rng),
      W1(K, K, 3, 3, rng), Y1(N, K, H, W, rng), W2(K, K, 3, 3, rng),
      Y2(N, K, H, W, rng), W3(K, K, 1, 1, rng), Y3(N, K, H, W, rng),
      W4(K, K, 1, 1, rng), Y4(N, K, H, W, rng);
  Buffer<float> b1(K, 1, rng), b2(K, 1, rng), Bm(HW, P, rng), bg(P, 1, rng),
      G(K, P, rng);
  BatchNorm bn3(K, rng), bn4(K, rng);

  // T = conv(X, W0); Y1 = relu(conv(T, W1) + b1); Y2 = relu(conv(Y1, W2) +
  // b2 + T); Y3 = relu(bn3(conv(Y2, W3))); Y4 = bn4(conv(Y3, W4)) + Y2;
  // G = relu(Y4 as K x HW * Bm + bg).
  std::vector<double> t(N * K * HW), y1(N * K * HW), y2(N * K * HW),
      y3(N * K * HW), y4(N * K * HW);
  convReference(asDouble(X.buffer.storage), N, C, H, W, W0.buffer.storage, K,
                1, false, 0, t, false);
  convReference(t, N, K, H, W, W1.buffer.storage, K, 3, false, 1, y1, false);
  epilogueReference(y1, K, HW, asDouble(b1.storage), nullptr, true);
  convReference(y1, N, K, H, W, W2.buffer.storage, K, 3, false, 1, y2, false);
  epilogueReference(y2, K, HW, asDouble(b2.storage), &t, true);
  convReference(y2, N, K, H, W, W3.buffer.storage, K, 1, false, 0, y3, false);
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < HW; ++i)
      y3[k * HW + i] = std::max(0.0, bn3.apply(k, y3[k * HW + i]));
  convReference(y3, N, K, H, W, W4.buffer.storage, K, 1, false, 0, y4, false);
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < HW; ++i)
      y4[k * HW + i] = bn4.apply(k, y4[k * HW + i]) + y2[k * HW + i];
  std::vector<double> g =
      gemmBiasReference(y4, Bm.storage, bg.storage, K, HW, P, true);

  std::vector<Buffer<float> *> all = {
      &X.buffer,  &W0.buffer, &T.buffer,  &W1.buffer, &Y1.buffer, &W2.buffer,
      &Y2.buffer, &W3.buffer, &Y3.buffer, &W4.buffer, &Y4.buffer, &b1,
      &b2,        &Bm,        &bg,        &G};
  for (BatchNorm *bn : {&bn3, &bn4})
    for (Buffer<float> *buf : bn->buffers())
      all.push_back(buf);
  for (Buffer<float> *buf : all)
    buf->toDevice();
  MemRef<float, 1> vb1 = firstOf(b1, K), vb2 = firstOf(b2, K),
                   vbg = firstOf(bg, P);
  MemRef<float, 1> g3 = firstOf(bn3.gamma, K), be3 = firstOf(bn3.beta, K),
                   m3 = firstOf(bn3.mean, K), v3 = firstOf(bn3.var, K),
                   g4 = firstOf(bn4.gamma, K), be4 = firstOf(bn4.beta, K),
                   m4 = firstOf(bn4.mean, K), v4 = firstOf(bn4.var, K);
  MemRef<float, 2> a = asMatrix(Y4);
  auto chain = [&] {
    _mlir_ciface_kmatch_cuda_conv2d_f32(&X.desc, &W0.desc, &T.desc, 0, 1, 1, 1,
                                        1, 0, 0, 0, 0, 0, 0);
    _mlir_ciface_kmatch_cuda_conv2d_bias_act_f32(&T.desc, &W1.desc, &vb1,
                                                 &Y1.desc, 0, 1, 1, 1, 1, 1, 1,
                                                 1, 1, 1, 0.0f, 0.0f, 0);
    _mlir_ciface_kmatch_cuda_conv2d_bias_add_act_f32(
        &Y1.desc, &W2.desc, &vb2, &T.desc, &Y2.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 0.0f, 0.0f, 0);
    _mlir_ciface_kmatch_cuda_conv2d_bn_act_f32(
        &Y2.desc, &W3.desc, &g3, &be3, &m3, &v3, &Y3.desc, 0, 1, 1, 1, 1, 0, 0,
        0, 0, 1, 0.0f, 0.0f, bn3.eps, 0);
    _mlir_ciface_kmatch_cuda_conv2d_bn_add_act_f32(
        &Y3.desc, &W4.desc, &g4, &be4, &m4, &v4, &Y2.desc, &Y4.desc, 0, 1, 1, 1,
        1, 0, 0, 0, 0, 0, 0.0f, 0.0f, bn4.eps, 0);
    _mlir_ciface_kmatch_cuda_gemm_bias_act_f32(&a, &Bm.desc, &vbg, &G.desc, 0,
                                               0, 1, 0.0f, 0.0f);
    requireNoError();
  };
  std::vector<float> y4Before = Y4.buffer.storage, gBefore = G.storage;
  kmatch_cuda_reset_transfer_stats();
  chain();
  Transfers first = Transfers::now();
  kmatch_cuda_reset_transfer_stats();
  chain();
  Transfers second = Transfers::now();
  // With the fused calls rejected (KMATCH_MOCK_DNN_UNFUSED=1), the host
  // finishes the epilogues and data moves; the results must still hold.
  if (!std::getenv("KMATCH_MOCK_DNN_UNFUSED")) {
    // The first run uploads only what the shims derive on the host: the two
    // batch-norm-scaled filters and the biases (two gathered, two folded,
    // the gemm's), as device constants; nothing comes down.
    CHECK(first.d2h == 0);
    CHECK(first.h2d == 7);
    CHECK(first.h2dBytes == int64_t(sizeof(float)) * (2 * K * K + 4 * K + P));
    CHECK(second.h2d == 0);
    CHECK(second.d2h == 0);
    // Computed in the mirrors: the host bytes are as they were.
    CHECK(Y4.buffer.storage == y4Before);
    CHECK(G.storage == gBefore);
  }
  for (Buffer<float> *buf : all)
    buf->toHost();
  requireCloseD(t, T.buffer.storage);
  requireCloseD(y1, Y1.buffer.storage);
  requireCloseD(y2, Y2.buffer.storage);
  requireCloseD(y3, Y3.buffer.storage);
  requireCloseD(y4, Y4.buffer.storage);
  requireCloseD(g, G.storage);
  for (Buffer<float> *buf : all)
    buf->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("an epilogue the library leaves to the host finishes the output "
          "through its mirror",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(47);
  const intptr_t N = 1, C = 3, K = 2, H = 6, W = 4, HW = H * W, P = 3;
  // T = conv(X, W0) makes T device-newer. Then, each finishing on the host:
  // Y = clamp(conv(T, W1) + b, -0.3, 0.4) (cuDNN fuses relu only); with the
  // fused call rejected (on the host fake), Z = relu(conv(Y, W2) + b + T),
  // which reads T on the host; G = clamp(Z as K x HW
  // * Bm + bg) (cuBLASLt fuses relu only). S = maxpool(Z) reads Z in place
  // afterwards: Z's mirror must hold the finished values.
  Tensor X(N, C, H, W, rng), W0(K, C, 1, 1, rng), T(N, K, H, W, rng),
      W1(K, K, 3, 3, rng), Y(N, K, H, W, rng), W2(K, K, 3, 3, rng),
      Z(N, K, H, W, rng), S(N, K, H / 2, W / 2, rng);
  Buffer<float> b(K, 1, rng), Bm(HW, P, rng), bg(P, 1, rng), G(K, P, rng);
  std::vector<double> t(N * K * HW), y(N * K * HW), z(N * K * HW);
  convReference(asDouble(X.buffer.storage), N, C, H, W, W0.buffer.storage, K, 1,
                false, 0, t, false);
  convReference(t, N, K, H, W, W1.buffer.storage, K, 3, false, 1, y, false);
  epilogueReference(y, K, HW, asDouble(b.storage), nullptr, false, -0.3, 0.4);
  convReference(y, N, K, H, W, W2.buffer.storage, K, 3, false, 1, z, false);
  epilogueReference(z, K, HW, asDouble(b.storage), &t, true);
  std::vector<double> g =
      gemmBiasReference(z, Bm.storage, bg.storage, K, HW, P, false, -0.3, 0.4);
  std::vector<double> s;
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < H / 2; ++i)
      for (intptr_t j = 0; j < W / 2; ++j) {
        double mx = -INFINITY;
        for (intptr_t r = 0; r < 2; ++r)
          for (intptr_t q = 0; q < 2; ++q)
            mx = std::max(mx, z[(k * H + 2 * i + r) * W + 2 * j + q]);
        s.push_back(mx);
      }
  std::vector<Buffer<float> *> all = {
      &X.buffer, &W0.buffer, &T.buffer, &W1.buffer, &Y.buffer, &W2.buffer,
      &Z.buffer, &S.buffer,  &b,        &Bm,        &bg,       &G};
  for (Buffer<float> *buf : all)
    buf->toDevice();
  MemRef<float, 1> vb = firstOf(b, K), vbg = firstOf(bg, P);
  MemRef<float, 2> a = asMatrix(Z);
  _mlir_ciface_kmatch_cuda_conv2d_f32(&X.desc, &W0.desc, &T.desc, 0, 1, 1, 1, 1,
                                      0, 0, 0, 0, 0, 0);
  requireNoError();
  kmatch_cuda_reset_transfer_stats();
  _mlir_ciface_kmatch_cuda_conv2d_bias_act_f32(&T.desc, &W1.desc, &vb, &Y.desc,
                                               0, 1, 1, 1, 1, 1, 1, 1, 1, 2,
                                               -0.3f, 0.4f, 0);
  requireNoError();
  CHECK(Transfers::now().d2h == 1); // Y's mirror comes down once
  {
    bool *reject = &mockCudnnRejectFused;
    bool saved = reject ? *reject : false;
    if (reject)
      *reject = true;
    _mlir_ciface_kmatch_cuda_conv2d_bias_add_act_f32(
        &Y.desc, &W2.desc, &vb, &T.desc, &Z.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        0.0f, 0.0f, 0);
    if (reject)
      *reject = saved;
  }
  requireNoError();
  _mlir_ciface_kmatch_cuda_gemm_bias_act_f32(&a, &Bm.desc, &vbg, &G.desc, 0, 0,
                                             2, -0.3f, 0.4f);
  requireNoError();
  _mlir_ciface_kmatch_cuda_maxpool2d_f32(&Z.desc, &S.desc, 0, 2, 2, 2, 2, 0, 0,
                                         0, 0, -INFINITY);
  requireNoError();
  for (Buffer<float> *buf : all)
    buf->toHost();
  requireCloseD(t, T.buffer.storage);
  requireCloseD(y, Y.buffer.storage);
  requireCloseD(z, Z.buffer.storage);
  requireCloseD(g, G.storage);
  requireCloseD(s, S.buffer.storage);
  for (Buffer<float> *buf : all)
    buf->release();
}

TEST_CASE("a filter or bias derived on the host is uploaded again when it "
          "changes",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(48);
  const intptr_t N = 1, C = 2, K = 2, H = 3, W = 5, HW = H * W, P = 4;
  // No mirrors: every operand is a plain host buffer. The second launch of
  // each kernel sees a changed gamma / bias in the same buffer.
  Tensor X(N, C, H, W, rng), Wb(K, C, 3, 3, rng), Wn(K, C, 1, 1, rng),
      Y(N, K, H, W, rng);
  Buffer<float> b(K, 1, rng), Bm(HW, P, rng), bg(P, 1, rng), G(K, P, rng);
  BatchNorm bn(K, rng);
  MemRef<float, 1> vb = firstOf(b, K), vbg = firstOf(bg, P),
                   gm = firstOf(bn.gamma, K), be = firstOf(bn.beta, K),
                   mn = firstOf(bn.mean, K), vr = firstOf(bn.var, K);
  MemRef<float, 2> a = asMatrix(X);
  std::vector<double> x = asDouble(X.buffer.storage);
  for (int round = 0; round < 2; ++round) {
    INFO("round " << round);
    if (round == 1) {
      b.storage[1] += 0.5f;
      bn.gamma.storage[0] *= -2.0f;
      bg.storage[2] -= 0.25f;
    }
    std::vector<double> y(N * K * HW);
    convReference(x, N, C, H, W, Wb.buffer.storage, K, 3, false, 1, y, false);
    epilogueReference(y, K, HW, asDouble(b.storage), nullptr, true);
    _mlir_ciface_kmatch_cuda_conv2d_bias_act_f32(&X.desc, &Wb.desc, &vb,
                                                 &Y.desc, 0, 1, 1, 1, 1, 1, 1,
                                                 1, 1, 1, 0.0f, 0.0f, 0);
    requireNoError();
    requireCloseD(y, Y.buffer.storage);

    std::fill(y.begin(), y.end(), 0.0);
    convReference(x, N, C, H, W, Wn.buffer.storage, K, 1, false, 0, y, false);
    for (intptr_t k = 0; k < K; ++k)
      for (intptr_t i = 0; i < HW; ++i)
        y[k * HW + i] = bn.apply(k, y[k * HW + i]);
    _mlir_ciface_kmatch_cuda_conv2d_bn_act_f32(
        &X.desc, &Wn.desc, &gm, &be, &mn, &vr, &Y.desc, 0, 1, 1, 1, 1, 0, 0, 0,
        0, 0, 0.0f, 0.0f, bn.eps, 0);
    requireNoError();
    requireCloseD(y, Y.buffer.storage);

    // X as C x HW times Bm: the gemm's own shape.
    std::vector<double> g =
        gemmBiasReference(x, Bm.storage, bg.storage, C, HW, P, true);
    Buffer<float> Gc(C, P, rng);
    _mlir_ciface_kmatch_cuda_gemm_bias_act_f32(&a, &Bm.desc, &vbg, &Gc.desc, 0,
                                               0, 1, 0.0f, 0.0f);
    requireNoError();
    requireCloseD(g, Gc.storage);
  }
}

TEST_CASE("a depthwise conv with batch norm on mirrors moves no data on its "
          "second run",
          "[cuda][residency]") {
  freshState();
  std::mt19937 rng(49);
  const intptr_t N = 1, K = 3, H = 5, W = 4, HW = H * W;
  Tensor X(N, K, H, W, rng), Y(N, K, H, W, rng);
  Buffer<float> Wd(K * 3, 3, rng);
  MemRef<float, 3> wd{Wd.storage.data(), Wd.storage.data(), 0, {K, 3, 3},
                      {9, 3, 1}};
  BatchNorm bn(K, rng);
  // Y = relu6(bn(depthwise(X, Wd))), pad 1.
  std::vector<double> y(N * K * HW);
  convReference(asDouble(X.buffer.storage), N, K, H, W, Wd.storage, K, 3, true,
                1, y, false);
  for (intptr_t k = 0; k < K; ++k)
    for (intptr_t i = 0; i < HW; ++i)
      y[k * HW + i] = std::min(std::max(bn.apply(k, y[k * HW + i]), 0.0), 6.0);
  std::vector<Buffer<float> *> all = {&X.buffer, &Y.buffer, &Wd};
  for (Buffer<float> *buf : bn.buffers())
    all.push_back(buf);
  for (Buffer<float> *buf : all)
    buf->toDevice();
  MemRef<float, 1> g = firstOf(bn.gamma, K), be = firstOf(bn.beta, K),
                   m = firstOf(bn.mean, K), v = firstOf(bn.var, K);
  Transfers runs[2];
  for (Transfers &t : runs) {
    kmatch_cuda_reset_transfer_stats();
    _mlir_ciface_kmatch_cuda_depthwise_conv2d_bn_act_f32(
        &X.desc, &wd, &g, &be, &m, &v, &Y.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2,
        0.0f, 6.0f, bn.eps, 0);
    requireNoError();
    t = Transfers::now();
  }
  // The clamp runs on the host (cuDNN fuses relu only), through Y's mirror:
  // both runs move Y down and up once; only the first uploads the folded
  // filter and bias.
  CHECK(runs[0].h2d == 3);
  CHECK(runs[0].d2h == 1);
  CHECK(runs[1].h2d == 1);
  CHECK(runs[1].d2h == 1);
  Y.buffer.toHost();
  requireCloseD(y, Y.buffer.storage);
  for (Buffer<float> *buf : all)
    buf->release();
}
