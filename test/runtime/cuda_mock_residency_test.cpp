//===- cuda_mock_residency_test.cpp - Device mirrors on the fake cudart ---===//
//
// With the host fake of cudart/cuBLAS (mock_cuda.cpp), whose "device memory"
// is a separate host allocation: kmatch_cuda_{to_device,to_host,release} keep
// a mirror per buffer, the gemm and batch_gemm shims compute in the mirrors
// without copies (the transfer counters prove it, and stale host bytes would
// give wrong results), views cuBLAS cannot take fall back to the host copies
// correctly, the other shims see device-newer data, and misuse is reported.
//
//===----------------------------------------------------------------------===//
#include "kmatch_kernels.h"

#include <catch2/catch.hpp>
#include <cmath>
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
  _mlir_ciface_kmatch_cuda_batch_gemm_f32(2.0f, &a, &b, 0.5f, &c, 0, 1, 0);
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
    _mlir_ciface_kmatch_cuda_batch_gemm_f32(1.0f, &a, &b, 0.0f, &c, 0, 0, 0);
    requireNoError();
    requireClose(expC, values(F.desc));
  }
  // R was downloaded by the fallback: its host copy is current.
  requireClose(expR, values(R.desc));
  for (Buffer<float> *b : {&R, &X, &B, &D, &E, &F, &Col})
    b->release();
  CHECK(kmatch_cuda_mirror_count() == 0);
}

TEST_CASE("shims that are not mirror-aware see device-newer data",
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
  // device (the host still holds 1 *), then Out *= 2 on the host.
  _mlir_ciface_kmatch_cuda_gemm_f32(3.0f, &yt, &Z.desc, 0.0f, &Out.desc, 0, 0,
                                    0);
  UnrankedMemRef uOut{2, &Out.desc};
  _mlir_ciface_kmatch_cuda_scal_f32(2.0f, &uOut);
  requireNoError();
  for (float &v : expOut)
    v *= 6.0f;
  requireClose(expOut, values(Out.desc));
  // scal dropped Out's mirror, whose device bytes went stale.
  CHECK(kmatch_cuda_mirror_count() == 5);
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
