//===- cuda_mock_staging_test.cpp - Pinned staging on the fake cudart -----===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// With the host fake of cudart (mock_cuda.cpp), which tracks cudaHostAlloc
// and whether each copy's host side is pinned: host <-> device copies go
// through one pinned staging buffer, reused by every launch; copies larger
// than the buffer (KMATCH_CUDA_STAGING_BYTES) go through in chunks, strided
// rows included; KMATCH_CUDA_PINNED=0 and a failing cudaHostAlloc copy
// directly, without an error; results and the transfer counters are those of
// unstaged copies in every case.
//
//===----------------------------------------------------------------------===//
#include "blas_cases.h"
#include "dnn_cases.h"

#include <cstdlib>
#include <optional>
#include <type_traits>

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;
using kmatch_test::Layout;
using kmatch_test::Matrix;

// The switches and counters of mock_cuda.cpp.
extern bool mockFailHostAlloc;
extern int mockHostAllocs, mockHostFrees;
extern size_t mockHostAllocMaxBytes;
extern int mockPinnedCopies, mockPageableCopies;
extern size_t mockPinnedCopyMaxBytes;

extern "C" {
void kmatch_cuda_reset_staging(void);
void kmatch_cuda_transfer_stats(int64_t *, int64_t *, int64_t *, int64_t *);
void _mlir_ciface_kmatch_cuda_to_device(UnrankedMemRef *, int64_t);
void _mlir_ciface_kmatch_cuda_to_host(UnrankedMemRef *, int64_t);
void _mlir_ciface_kmatch_cuda_release(UnrankedMemRef *, int64_t);
}

static const kmatch_test::BlasShims<float> shims_f32 =
    KMATCH_BLAS_SHIMS(cuda, f32);

namespace {
/// Sets (or, given nullptr, unsets) the staging variables for the scope and
/// makes the runtime reread them, restoring both afterwards.
class StagingEnv {
public:
  StagingEnv(const char *pinned, const char *bytes) {
    set("KMATCH_CUDA_PINNED", pinned, savedPinned);
    set("KMATCH_CUDA_STAGING_BYTES", bytes, savedBytes);
    kmatch_cuda_reset_staging();
  }
  ~StagingEnv() {
    restore("KMATCH_CUDA_PINNED", savedPinned);
    restore("KMATCH_CUDA_STAGING_BYTES", savedBytes);
    kmatch_cuda_reset_staging();
  }
  StagingEnv(const StagingEnv &) = delete;
  StagingEnv &operator=(const StagingEnv &) = delete;

private:
  static void set(const char *name, const char *value,
                  std::optional<std::string> &saved) {
    if (const char *old = std::getenv(name))
      saved = old;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  static void restore(const char *name,
                      const std::optional<std::string> &saved) {
    if (saved)
      setenv(name, saved->c_str(), 1);
    else
      unsetenv(name);
  }
  std::optional<std::string> savedPinned, savedBytes;
};

/// Sets a switch of the fake for the scope.
template <typename T> struct Override {
  T &var;
  T saved;
  Override(T &var, T value) : var(var), saved(var) { var = value; }
  ~Override() { var = saved; }
};

/// Forgets the largest pinned allocation and copy the fake saw.
void resetMockMaxima() {
  mockHostAllocMaxBytes = 0;
  mockPinnedCopyMaxBytes = 0;
}

/// The fake's pinned-memory counters and the runtime's transfer counters
/// since construction.
struct Counters {
  int allocs0 = mockHostAllocs, frees0 = mockHostFrees;
  int pinned0 = mockPinnedCopies, pageable0 = mockPageableCopies;
  int64_t h2d0 = 0, d2h0 = 0, h2dBytes0 = 0, d2hBytes0 = 0;
  Counters() {
    kmatch_cuda_transfer_stats(&h2d0, &d2h0, &h2dBytes0, &d2hBytes0);
  }
  int allocs() const { return mockHostAllocs - allocs0; }
  int frees() const { return mockHostFrees - frees0; }
  int pinned() const { return mockPinnedCopies - pinned0; }
  int pageable() const { return mockPageableCopies - pageable0; }
  /// Host <-> device copies the runtime counted.
  int64_t copies() const {
    auto t = transfers();
    return t[0] + t[1];
  }
  /// Host -> device and device -> host copies, and their bytes.
  std::array<int64_t, 4> transfers() const {
    int64_t h2d, d2h, h2dBytes, d2hBytes;
    kmatch_cuda_transfer_stats(&h2d, &d2h, &h2dBytes, &d2hBytes);
    return {h2d - h2d0, d2h - d2h0, h2dBytes - h2dBytes0, d2hBytes - d2hBytes0};
  }
};

/// The gemm, BLAS (gemv, ger, ..., batch_gemm) and DNN (conv2d and its fused
/// forms, pooling, ...) suites; each run of a test case runs one section.
void runShimSuites() {
  kmatch_test::runGemmCases<float>(_mlir_ciface_kmatch_cuda_gemm_f32);
  kmatch_test::runBlasCases<float>(shims_f32);
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cuda));
}

/// A gemm through dense device copies with beta != 0 copies A, B and C in
/// and C out: checks the results and that the counters count those four
/// copies, whatever the staging.
template <typename T>
void checkCountedGemm(intptr_t M, intptr_t N, intptr_t K, Layout layout,
                      std::mt19937 &rng) {
  kmatch_test::GemmShim<T> shim;
  if constexpr (std::is_same_v<T, float>)
    shim = _mlir_ciface_kmatch_cuda_gemm_f32;
  else
    shim = _mlir_ciface_kmatch_cuda_gemm_f64;
  Counters c;
  kmatch_test::checkGemm<T>(shim, M, N, K, false, false, false, layout, layout,
                            layout, T(1.5), T(0.5), rng);
  int64_t e = sizeof(T);
  CHECK(c.transfers() ==
        std::array<int64_t, 4>{3, 1, e * (M * K + K * N + M * N), e * M * N});
}
} // namespace

TEST_CASE("staged copies: the shims match the references, copying only "
          "through one reused pinned buffer",
          "[cuda][staging]") {
  StagingEnv env(nullptr, nullptr);
  Counters c;
  runShimSuites();
  // Every copy (each fits the first, smallest buffer: one chunk) goes
  // through the staging buffer, allocated once for all the launches of a
  // section. Sections of error cases copy nothing.
  INFO("copies " << c.copies());
  CHECK(c.pageable() == 0);
  CHECK(c.pinned() == c.copies());
  CHECK(c.allocs() == (c.copies() > 0 ? 1 : 0));
}

TEST_CASE("staging stays one buffer over many launches", "[cuda][staging]") {
  StagingEnv env(nullptr, nullptr);
  std::mt19937 rng(5);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  Counters c;
  for (int i = 0; i < 200; ++i)
    checkCountedGemm<float>(9, 7, 5, Layout::Padded, rng);
  // Growing to a larger copy replaces the buffer: still one live.
  checkCountedGemm<double>(400, 400, 50, Layout::Dense, rng); // C: 1.28 MB
  CHECK(c.pageable() == 0);
  CHECK(c.pinned() >= 200 * 4);
  CHECK(c.allocs() == 2);
  CHECK(c.allocs() - c.frees() == 1);
}

TEST_CASE("copies larger than the staging buffer go through in chunks",
          "[cuda][staging]") {
  constexpr size_t kCap = 4096;
  StagingEnv env(nullptr, "4096");
  std::mt19937 rng(6);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  resetMockMaxima();
  Counters c;
  SECTION("blocks of whole rows, dense and strided, both ways") {
    // Rows of 188 to 400 bytes: several rows a chunk; each operand 3 to 7
    // chunks; padded operands are strided on the host side.
    checkCountedGemm<double>(70, 50, 30, Layout::Dense, rng);
    checkCountedGemm<double>(70, 50, 30, Layout::Padded, rng);
    checkCountedGemm<float>(61, 53, 47, Layout::Padded, rng);
    CHECK(c.pinned() >= 3 * c.copies());
  }
  SECTION("rows wider than the buffer, in pieces") {
    // B and C rows are 4800 or 6000 bytes: each row in two pieces, A in
    // one; C goes both ways. 1 + 2 * (7 + 9 + 9) pieces for the double
    // gemms, 1 + 2 * (3 + 5 + 5) for the float one.
    checkCountedGemm<double>(9, 600, 7, Layout::Dense, rng);
    checkCountedGemm<double>(9, 600, 7, Layout::Padded, rng);
    checkCountedGemm<float>(5, 1500, 3, Layout::Padded, rng);
    CHECK(c.pinned() == 2 * 51 + 27);
  }
  SECTION("mirror uploads and downloads") {
    // 60 x 50 doubles: 24000 bytes a mirror, six chunks each way.
    Matrix<double> A(60, 50, Layout::Dense, rng), B(50, 60, Layout::Dense, rng),
        C(60, 60, Layout::Dense, rng);
    std::vector<double> expected = C.storage;
    for (intptr_t i = 0; i < 60; ++i)
      for (intptr_t j = 0; j < 60; ++j) {
        long double acc = 0;
        for (intptr_t k = 0; k < 50; ++k)
          acc += (long double)A.at(i, k) * B.at(k, j);
        expected[i * 60 + j] = double(acc);
      }
    UnrankedMemRef a{2, &A.desc}, b{2, &B.desc}, cc{2, &C.desc};
    for (UnrankedMemRef *m : {&a, &b, &cc})
      _mlir_ciface_kmatch_cuda_to_device(m, sizeof(double));
    std::fill(C.storage.begin(), C.storage.begin() + 3600, 0.0);
    _mlir_ciface_kmatch_cuda_gemm_f64(1.0, &A.desc, &B.desc, 0.0, &C.desc, 0, 0,
                                      0);
    _mlir_ciface_kmatch_cuda_to_host(&cc, sizeof(double));
    for (UnrankedMemRef *m : {&a, &b, &cc})
      _mlir_ciface_kmatch_cuda_release(m, sizeof(double));
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    kmatch_test::requireSame(expected, C.storage, 50);
    CHECK(c.transfers() ==
          std::array<int64_t, 4>{3, 1, 8 * (3000 + 3000 + 3600), 8 * 3600});
    CHECK(c.pinned() >= 3 * 6 + 6);
  }
  SECTION("conv2d and its fused forms") {
    // x is 2 x 8 x 12 x 12 floats: 9216 bytes.
    const kmatch_test::ConvGeom g = {2, 8, 12, 12, 6, 3, 3, 1,
                                     1, 1, 1,  1,  1, 1, 1};
    const kmatch_test::DnnShims s = KMATCH_DNN_SHIMS(cuda);
    using kmatch_test::ConvKind;
    using kmatch_test::View;
    for (int layout = 0; layout < 2; ++layout)
      for (ConvKind kind :
           {ConvKind::Conv, ConvKind::ConvAccumulate, ConvKind::BiasAct,
            ConvKind::BnAddAct, ConvKind::Depthwise})
        kmatch_test::checkConv(s, kind, g, layout, 1, View::Dense, View::Padded,
                               View::Strided, rng);
  }
  CHECK(c.pageable() == 0);
  CHECK(c.allocs() == 1);
  CHECK(mockHostAllocMaxBytes == kCap);
  CHECK(mockPinnedCopyMaxBytes > 0);
  CHECK(mockPinnedCopyMaxBytes <= kCap);
}

TEST_CASE("KMATCH_CUDA_PINNED=0 copies directly", "[cuda][staging]") {
  StagingEnv env("0", nullptr);
  Counters c;
  runShimSuites();
  CHECK(c.pinned() == 0);
  CHECK(c.pageable() == c.copies());
  CHECK(c.allocs() == 0);
}

TEST_CASE("a failing cudaHostAlloc falls back to direct copies silently",
          "[cuda][staging]") {
  StagingEnv env(nullptr, nullptr);
  Override<bool> fail(mockFailHostAlloc, true);
  Counters c;
  runShimSuites();
  CHECK(c.pinned() == 0);
  CHECK(c.pageable() == c.copies());
  CHECK(c.allocs() == 0);
}

TEST_CASE("a failing growth keeps staging through the smaller buffer",
          "[cuda][staging]") {
  StagingEnv env(nullptr, nullptr);
  std::mt19937 rng(8);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  resetMockMaxima();
  Counters c;
  checkCountedGemm<float>(4, 4, 4, Layout::Dense, rng);
  REQUIRE(c.allocs() == 1);
  size_t first = mockHostAllocMaxBytes;
  Override<bool> fail(mockFailHostAlloc, true);
  resetMockMaxima();
  // A is 600 x 300 doubles, 1.44 MB: more than the first buffer holds.
  REQUIRE(first < 600 * 300 * 8);
  checkCountedGemm<double>(600, 4, 300, Layout::Padded, rng);
  CHECK(c.allocs() == 1);
  CHECK(c.pageable() == 0);
  CHECK(c.pinned() > c.copies());
  CHECK(mockPinnedCopyMaxBytes <= first);
}
