//===- common_test.cpp - The shared runtime validation layer ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Catch2 tests of runtime/common: the activation function and its NaN
// policy, the strided walker, the DNN launch checks both backends use
// (dnn_checks.h), called directly on descriptors, without a library, and
// the symmetric writes of syrk and syr2k (symmetric.h).
//
//===----------------------------------------------------------------------===//
#include "blas_checks.h"
#include "dnn_launches.h"
#include "symmetric.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

using namespace kmatch_rt;

namespace {

/// A dense NCHW (or any-order) rank-R descriptor over `storage`.
template <int R>
MemRef<float, R> dense(std::vector<float> &storage,
                       std::array<intptr_t, R> sizes) {
  MemRef<float, R> m{};
  intptr_t n = 1;
  for (int d = R - 1; d >= 0; --d) {
    m.sizes[d] = sizes[d];
    m.strides[d] = n;
    n *= sizes[d];
  }
  storage.assign(static_cast<size_t>(n), 1.0f);
  m.allocated = m.aligned = storage.data();
  return m;
}

/// The last error, cleared.
std::string takeError() {
  std::string error = kmatch_rt_last_error();
  kmatch_rt_clear_error();
  return error;
}

} // namespace

TEST_CASE("applyActivation follows arith.maximumf/minimumf on NaN and -0") {
  const float nan = NAN;
  CHECK(std::isnan(applyActivation(KMATCH_ACT_RELU, 0, 0, nan)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_CLAMP, -1, 1, nan)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_CLAMP, nan, 1, 0.5f)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_CLAMP, -1, nan, 0.5f)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_GELU_TANH, 0, 0, nan)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_GELU_ERF, 0, 0, nan)));
  CHECK(std::isnan(applyActivation(KMATCH_ACT_NONE, 0, 0, nan)));
  // maximumf(-0, 0) is +0; minimumf(+0, -0) is -0.
  CHECK(!std::signbit(applyActivation(KMATCH_ACT_RELU, 0, 0, -0.0f)));
  CHECK(std::signbit(applyActivation(KMATCH_ACT_CLAMP, -1, -0.0f, 0.0f)));
  CHECK(applyActivation(KMATCH_ACT_RELU, 0, 0, -3.0f) == 0.0f);
  CHECK(applyActivation(KMATCH_ACT_RELU, 0, 0, 3.0f) == 3.0f);
  CHECK(applyActivation(KMATCH_ACT_CLAMP, -1, 2, -5.0f) == -1.0f);
  CHECK(applyActivation(KMATCH_ACT_CLAMP, -1, 2, 5.0f) == 2.0f);
  CHECK(applyActivation(KMATCH_ACT_CLAMP, -1, 2, 0.5f) == 0.5f);
  // min(max(v, lo), hi) even when the bounds cross.
  CHECK(applyActivation(KMATCH_ACT_CLAMP, 2, 1, 0.0f) == 1.0f);
  CHECK(applyActivation(KMATCH_ACT_GELU_TANH, 0, 0, 1.0f) ==
        Approx(0.8411920f).epsilon(1e-6));
  CHECK(applyActivation(KMATCH_ACT_GELU_ERF, 0, 0, 1.0f) ==
        Approx(0.8413447f).epsilon(1e-6));
}

namespace {
/// torch-mlir's hardsigmoid op by op, as the IR's arith ops define them:
/// addf, cmpf ult (unordered or less), select, cmpf ugt, select, divf.
float hardSigmoidIr(float x) {
  volatile float t = x + 3.0f;
  bool ult = std::isunordered(t, 0.0f) || std::isless(t, 0.0f);
  volatile float s1 = ult ? 0.0f : t;
  bool ugt = std::isunordered(s1, 6.0f) || std::isgreater(s1, 6.0f);
  volatile float s2 = ugt ? 6.0f : s1;
  return s2 / 6.0f;
}

/// Same bits, or both NaN.
bool sameFloat(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) ||
         std::memcmp(&a, &b, sizeof(float)) == 0;
}
} // namespace

/// A gate g and its product x * g (hardsigmoid and hardswish, sigmoid and
/// SiLU) against the IR's f32 ops, bit for bit, on a sweep of [lo, hi]
/// (next float plus `step`); returns the number of points checked.
template <typename G, typename XG, typename Ref>
int sweepGatePair(float lo, float hi, float step, G gate, XG xgate, Ref ref) {
  int checked = 0;
  for (float v = lo; v <= hi; v = std::nextafter(v, hi + 1.0f) + step) {
    float r = ref(v);
    REQUIRE(sameFloat(gate(v), r));
    volatile float product = v * r;
    REQUIRE(sameFloat(xgate(v), product));
    ++checked;
  }
  return checked;
}

TEST_CASE("hardsigmoid and hardswish are torch-mlir's IR, bit for bit") {
  const float inf = INFINITY, nan = NAN;
  auto hsig = [](float v) {
    return applyActivation(KMATCH_ACT_HARDSIGMOID, 0, 0, v);
  };
  auto hswish = [](float v) {
    return applyActivation(KMATCH_ACT_HARDSWISH, 0, 0, v);
  };
  // The clamp's selects send NaN to the lower bound 0.
  CHECK(hsig(nan) == 0.0f);
  CHECK(!std::signbit(hsig(nan)));
  CHECK(hsig(-inf) == 0.0f);
  CHECK(hsig(inf) == 1.0f);
  CHECK(hsig(-3.0f) == 0.0f);
  CHECK(!std::signbit(hsig(-3.0f)));
  CHECK(!std::signbit(hsig(-7.0f)));
  CHECK(hsig(3.0f) == 1.0f);
  CHECK(hsig(-0.0f) == 0.5f);
  CHECK(hsig(1.0f) == 4.0f / 6.0f);
  // hardswish = x * hardsigmoid(x): NaN * 0 and -inf * 0 are NaN, x <= -3
  // gives -0, x >= 3 gives x.
  CHECK(std::isnan(hswish(nan)));
  CHECK(std::isnan(hswish(-inf)));
  CHECK(hswish(inf) == inf);
  CHECK(hswish(-5.0f) == 0.0f);
  CHECK(std::signbit(hswish(-5.0f)));
  CHECK(std::signbit(hswish(-3.0f)));
  CHECK(std::signbit(hswish(-0.0f)));
  CHECK(!std::signbit(hswish(0.0f)));
  CHECK(hswish(4.0f) == 4.0f);
  CHECK(hswish(1e30f) == 1e30f);
  // The IR divides by 6 and then multiplies by x; x * (1/6) or (x * s) / 6
  // round differently: compare every float of a sweep bit for bit.
  CHECK(sweepGatePair(-8.0f, 8.0f, 1.0e-4f, hsig, hswish, hardSigmoidIr) >
        100000);
}

namespace {
/// Keras' hard_sigmoid as IREE's IR computes it, op by op: addf,
/// arith.maximumf with +0 (NaN propagates; +0 above -0), arith.minimumf with
/// 6, then mulf by the f32 constant 0.16666667.
float hardSigmoidMulIr(float x) {
  volatile float t = x + 3.0f;
  volatile float m = std::isnan(t) ? t : t > 0.0f ? t : 0.0f;
  volatile float n = std::isnan(m) ? m : m < 6.0f ? m : 6.0f;
  volatile float sixth = 0.16666667f;
  return n * sixth;
}
} // namespace

TEST_CASE("hardsigmoid_mul and hardswish_mul are Keras' IR, bit for bit") {
  const float inf = INFINITY, nan = NAN;
  auto hsig = [](float v) {
    return applyActivation(KMATCH_ACT_HARDSIGMOID_MUL, 0, 0, v);
  };
  auto hswish = [](float v) {
    return applyActivation(KMATCH_ACT_HARDSWISH_MUL, 0, 0, v);
  };
  // maximumf and minimumf propagate NaN (torch-mlir's selects send it to 0).
  CHECK(std::isnan(hsig(nan)));
  CHECK(std::isnan(hswish(nan)));
  CHECK(hsig(-inf) == 0.0f);
  CHECK(!std::signbit(hsig(-inf)));
  CHECK(hsig(inf) == 1.0f);
  CHECK(!std::signbit(hsig(-3.0f)));
  CHECK(std::signbit(hswish(-5.0f)));
  CHECK(std::isnan(hswish(-inf)));
  CHECK(hswish(inf) == inf);
  // 6 * 0.16666667f rounds to 1, so x >= 3 gives x.
  CHECK(hsig(3.0f) == 1.0f);
  CHECK(hswish(4.0f) == 4.0f);
  // A product by 1/6 rounded, not a division by 6: they differ somewhere.
  bool differs = false;
  for (float v = -3.0f; v <= 3.0f; v += 0.001f)
    differs |= hsig(v) != applyActivation(KMATCH_ACT_HARDSIGMOID, 0, 0, v);
  CHECK(differs);
  CHECK(sweepGatePair(-8.0f, 8.0f, 1.0e-4f, hsig, hswish, hardSigmoidMulIr) >
        100000);
}

namespace {
/// torch-mlir's clamp op by op, as the IR's arith ops define them: cmpf ult
/// (unordered or less), select, cmpf ugt, select.
float clampSelectIr(float x, float lo, float hi) {
  bool ult = std::isunordered(x, lo) || std::isless(x, lo);
  volatile float t = ult ? lo : x;
  bool ugt = std::isunordered(t, hi) || std::isgreater(t, hi);
  return ugt ? hi : t;
}
} // namespace

TEST_CASE("clamp_select is torch-mlir's clamp IR, bit for bit") {
  const float inf = INFINITY, nan = NAN;
  auto clamp = [](float lo, float hi, float v) {
    return applyActivation(KMATCH_ACT_CLAMP_SELECT, lo, hi, v);
  };
  // NaN goes to the lower bound (clamp's maximumf form propagates it).
  CHECK(clamp(0, 6, nan) == 0.0f);
  CHECK(!std::signbit(clamp(0, 6, nan)));
  CHECK(clamp(-1, 1, nan) == -1.0f);
  CHECK(clamp(-inf, 6, nan) == -inf);
  // clamp(min=lo) alone is the pair with hi = +inf: NaN still goes to lo.
  CHECK(clamp(0, inf, nan) == 0.0f);
  CHECK(clamp(0, inf, inf) == inf);
  CHECK(clamp(0, inf, 1e30f) == 1e30f);
  // -0 >= +0 and -0 <= +0: a -0 at a zero bound stays -0 (relu6 of -0 is
  // -0; maximumf would give +0).
  CHECK(std::signbit(clamp(0, 6, -0.0f)));
  CHECK(std::signbit(clamp(-6, 0, -0.0f)));
  CHECK(std::signbit(clamp(0, 0, -0.0f)));
  CHECK(!std::signbit(clamp(0, 0, 0.0f)));
  CHECK(!std::signbit(clamp(0, 6, -1.0f)));
  CHECK(clamp(0, 6, -inf) == 0.0f);
  CHECK(clamp(0, 6, inf) == 6.0f);
  CHECK(clamp(0, 6, 6.0f) == 6.0f);
  CHECK(clamp(0, 6, 7.0f) == 6.0f);
  CHECK(clamp(-1, 1, -0.5f) == -0.5f);
  CHECK(clamp(-1, 1, -2.0f) == -1.0f);
  // lo > hi (never fused) is hi everywhere, NaN included.
  CHECK(clamp(2, 1, nan) == 1.0f);
  CHECK(clamp(2, 1, 0.0f) == 1.0f);
  // Every float of a sweep of [-8, 8], and the specials, for relu6,
  // hardtanh and a one-sided clamp.
  const float bounds[][2] = {{0, 6}, {-1, 1}, {-6, 0}, {0, inf}, {0.5f, 0.5f}};
  const float specials[] = {nan, -nan, inf, -inf, 0.0f, -0.0f, 1e-45f, -1e-45f};
  for (const auto &b : bounds) {
    INFO("lo " << b[0] << ", hi " << b[1]);
    for (float v : specials)
      REQUIRE(sameFloat(clamp(b[0], b[1], v), clampSelectIr(v, b[0], b[1])));
    int checked = 0;
    for (float v = -8.0f; v <= 8.0f; v = std::nextafter(v, 9.0f) + 1.0e-4f) {
      REQUIRE(sameFloat(clamp(b[0], b[1], v), clampSelectIr(v, b[0], b[1])));
      ++checked;
    }
    CHECK(checked > 100000);
  }
}

namespace {
/// torch-mlir's sigmoid op by op, as its IR computes it in f32: negf,
/// math.exp (lowered to libm's expf), addf 1, divf 1 by the sum.
float sigmoidIr(float x) {
  volatile float n = -x;
  volatile float e = expf(n);
  volatile float s = 1.0f + e;
  return 1.0f / s;
}
} // namespace

TEST_CASE("sigmoid and silu are torch-mlir's IR, bit for bit") {
  const float inf = INFINITY, nan = NAN;
  auto sig = [](float v) {
    return applyActivation(KMATCH_ACT_SIGMOID, 0, 0, v);
  };
  auto silu = [](float v) { return applyActivation(KMATCH_ACT_SILU, 0, 0, v); };
  // 1 / (1 + exp(-x)): NaN propagates, exp(inf) = inf gives +0, exp(-inf)
  // = 0 gives 1, and -0 gives 1 / 2.
  CHECK(std::isnan(sig(nan)));
  CHECK(sig(-inf) == 0.0f);
  CHECK(!std::signbit(sig(-inf)));
  CHECK(sig(inf) == 1.0f);
  CHECK(sig(-0.0f) == 0.5f);
  CHECK(sig(0.0f) == 0.5f);
  CHECK(sig(-100.0f) == 0.0f);
  CHECK(sig(100.0f) == 1.0f);
  // silu = x * sigmoid(x): -inf * 0 is NaN, -0 * 0.5 is -0, and a negative
  // x whose exp(-x) overflows gives -0.
  CHECK(std::isnan(silu(nan)));
  CHECK(std::isnan(silu(-inf)));
  CHECK(silu(inf) == inf);
  CHECK(silu(-0.0f) == 0.0f);
  CHECK(std::signbit(silu(-0.0f)));
  CHECK(!std::signbit(silu(0.0f)));
  CHECK(silu(-100.0f) == 0.0f);
  CHECK(std::signbit(silu(-100.0f)));
  CHECK(silu(100.0f) == 100.0f);
  // x / (1 + exp(-x)), or the sigmoid in double, round differently: compare
  // a sweep of [-100, 100] bit for bit (it crosses exp's overflow, and the
  // subnormal sigmoids below about -87).
  CHECK(sweepGatePair(-100.0f, 100.0f, 1.7e-3f, sig, silu, sigmoidIr) > 100000);
}

TEST_CASE("activation and layout codes are checked with one message") {
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  for (int32_t act = 0; act <= 11; ++act)
    CHECK(checkActivation("k", act));
  CHECK(takeError() == "");
  CHECK(!checkActivation("k", 12));
  CHECK(takeError().find("unknown activation 12 (0 none, 1 relu, 2 clamp, 3 "
                         "gelu_tanh, 4 gelu_erf, 5 hardswish, 6 "
                         "hardsigmoid, 7 sigmoid, 8 silu, 9 clamp_select, 10 "
                         "hardsigmoid_mul, 11 hardswish_mul)") !=
        std::string::npos);
  CHECK(checkLayout("k", KMATCH_LAYOUT_NCHW));
  CHECK(checkLayout("k", KMATCH_LAYOUT_NHWC));
  CHECK(!checkLayout("k", -1));
  CHECK(takeError().find("unknown layout -1") != std::string::npos);
}

TEST_CASE("the strided walker visits views in lockstep, innermost fastest") {
  // a: dense 2x3x4; b: the same elements, transposed strides (4, 1, 12 ..).
  intptr_t sizes[3] = {2, 3, 4};
  intptr_t aStrides[3] = {12, 4, 1};
  intptr_t bStrides[3] = {1, 2, 6};
  StridedWalker a{3, sizes, aStrides, 0}, b{3, sizes, bStrides, 5};
  std::vector<std::pair<intptr_t, intptr_t>> seen;
  forEachInLockstep<2>({&a, &b}, [&](const std::array<intptr_t, 2> &o) {
    seen.push_back({o[0], o[1]});
  });
  REQUIRE(seen.size() == 24);
  size_t k = 0;
  for (intptr_t i = 0; i < 2; ++i)
    for (intptr_t j = 0; j < 3; ++j)
      for (intptr_t l = 0; l < 4; ++l, ++k) {
        CHECK(seen[k].first == i * 12 + j * 4 + l);
        CHECK(seen[k].second == 5 + i * 1 + j * 2 + l * 6);
      }
  // Rank 0 visits its one element; an empty view none.
  StridedWalker scalar{0, nullptr, nullptr, 7};
  std::vector<intptr_t> offsets;
  scalar.forEach([&](intptr_t o) { offsets.push_back(o); });
  CHECK(offsets == std::vector<intptr_t>{7});
  intptr_t emptySizes[2] = {3, 0}, emptyStrides[2] = {1, 1};
  StridedWalker empty{2, emptySizes, emptyStrides, 0};
  empty.forEach([&](intptr_t) { FAIL("visited an empty view"); });
}

TEST_CASE("sameOrApart: exactly the input, or no shared address") {
  float buffer[16];
  intptr_t sizes[1] = {4}, unit[1] = {1}, two[1] = {2};
  StridedWalker y{1, sizes, unit, 0}, same{1, sizes, unit, 0},
      shifted{1, sizes, unit, 2}, after{1, sizes, unit, 4},
      interleaved{1, sizes, two, 1};
  CHECK(sameOrApart(y, buffer, same, buffer, sizeof(float)));
  CHECK(!sameOrApart(y, buffer, shifted, buffer, sizeof(float)));
  CHECK(sameOrApart(y, buffer, after, buffer, sizeof(float)));
  CHECK(!sameOrApart(y, buffer, interleaved, buffer, sizeof(float)));
}

TEST_CASE("overlapsItself: any rank, sound on zero and overlapping strides") {
  // Dense views of every rank up to 20 (the rank-polymorphic kernels take
  // them all; 8 dims of size > 1 were once refused as overlapping).
  for (int rank = 1; rank <= 20; ++rank) {
    std::vector<intptr_t> sizes(rank, 2), strides(rank);
    intptr_t n = 1;
    for (int d = rank - 1; d >= 0; --d, n *= 2)
      strides[d] = n;
    INFO("rank " << rank);
    CHECK_FALSE(overlapsItself(rank, sizes.data(), strides.data()));
    // A transposed order is the same elements.
    std::swap(strides[0], strides[rank - 1]);
    CHECK_FALSE(overlapsItself(rank, sizes.data(), strides.data()));
    if (rank > 1) {
      // Two dims stepping over each other, and a broadcast (zero) stride.
      strides[0] = strides[rank - 1];
      CHECK(overlapsItself(rank, sizes.data(), strides.data()));
      strides[0] = 0;
      CHECK(overlapsItself(rank, sizes.data(), strides.data()));
      // An empty view overlaps nothing.
      sizes[rank / 2] = 0;
      CHECK_FALSE(overlapsItself(rank, sizes.data(), strides.data()));
    }
  }
}

TEST_CASE("checkConv: views, window fit, channels, strides, overlap") {
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  std::vector<float> xs, ws, ys, zs, bs;
  // x 1x2x7x7, w 3x2x3x3, y 1x3x2x2 with stride 2: the windows read 5 of
  // the 7 rows and columns.
  auto X = dense<4>(xs, {1, 2, 7, 7});
  auto W = dense<4>(ws, {3, 2, 3, 3});
  auto Y = dense<4>(ys, {1, 3, 2, 2});
  Window window = windowOf(2, 2, 1, 1, 0, 0, 1, 1);

  SECTION("a window that reads a prefix crops x and trims the high pads") {
    ConvLaunch l = ConvLaunch::of(X, W, Y, KMATCH_LAYOUT_NCHW, window);
    REQUIRE(checkConv("k", StridePolicy::PositiveOnly, l));
    CHECK(l.x.sizes[2] == 5);
    CHECK(l.x.sizes[3] == 5);
    CHECK(l.window.padHi[0] == 0);
    CHECK(l.window.kernel[0] == 3);
    CHECK(takeError() == "");
  }
  SECTION("NHWC views are logical NCHW / OIHW") {
    auto Xn = dense<4>(xs, {1, 7, 7, 2});
    auto Wn = dense<4>(ws, {3, 3, 2, 3});
    auto Yn = dense<4>(ys, {1, 2, 2, 3});
    ConvLaunch l = ConvLaunch::of(Xn, Wn, Yn, KMATCH_LAYOUT_NHWC, window);
    REQUIRE(checkConv("k", StridePolicy::PositiveOnly, l));
    CHECK(l.x.sizes[1] == 2);
    CHECK(l.x.strides[1] == 1);
    CHECK(l.w.sizes[0] == 3);
    CHECK(l.w.strides[0] == 1);
  }
  SECTION("a channel mismatch names the shapes and the window") {
    auto W4 = dense<4>(ws, {4, 2, 3, 3});
    ConvLaunch l = ConvLaunch::of(X, W4, Y, KMATCH_LAYOUT_NCHW, window);
    CHECK(!checkConv("k", StridePolicy::Any, l));
    std::string error = takeError();
    CHECK(error.find("shape mismatch: x is 1x2x7x7, w is 4x2x3x3, y is "
                     "1x3x2x2 (layout NCHW, kernel 3x3, stride 2x2") !=
          std::string::npos);
    CHECK(error.find("expected y of 4 output channels") != std::string::npos);
  }
  SECTION("an unknown activation is reported before anything else") {
    ConvLaunch l = ConvLaunch::of(X, W, Y, 7, window);
    l.setActivation(12, 0, 0);
    CHECK(!checkConv("k", StridePolicy::Any, l));
    CHECK(takeError().find("unknown activation 12") != std::string::npos);
  }
  SECTION("a negative stride: refused by PositiveOnly, taken by Any") {
    MemRef<float, 4> flipped = X;
    flipped.offset = 6;
    flipped.strides[3] = -1;
    ConvLaunch l = ConvLaunch::of(flipped, W, Y, KMATCH_LAYOUT_NCHW, window);
    CHECK(!checkConv("k", StridePolicy::PositiveOnly, l));
    CHECK(takeError().find("x (1x2x7x7) has a zero or negative stride") !=
          std::string::npos);
    ConvLaunch any = ConvLaunch::of(flipped, W, Y, KMATCH_LAYOUT_NCHW, window);
    CHECK(checkConv("k", StridePolicy::Any, any));
    CHECK(takeError() == "");
  }
  SECTION("per-channel vectors and the residual") {
    auto Bias = dense<1>(bs, {4});
    ConvLaunch l = ConvLaunch::of(X, W, Y, KMATCH_LAYOUT_NCHW, window);
    l.bias = vectorOf(Bias);
    CHECK(!checkConv("k", StridePolicy::Any, l));
    CHECK(takeError().find("shape mismatch: bias has 4 elements, expected 3 "
                           "(one per output channel)") != std::string::npos);
    ConvLaunch same = ConvLaunch::of(X, W, Y, KMATCH_LAYOUT_NCHW, window);
    same.setResidual(Y);
    CHECK(checkConv("k", StridePolicy::Any, same));
    MemRef<float, 4> shifted = Y;
    shifted.offset = 1;
    shifted.sizes[3] = 1;
    ConvLaunch partial = ConvLaunch::of(X, W, Y, KMATCH_LAYOUT_NCHW, window);
    partial.setResidual(shifted);
    CHECK(!checkConv("k", StridePolicy::Any, partial));
    CHECK(takeError().find("z is 1x3x2x1, y is 1x3x2x2") != std::string::npos);
  }
  SECTION("y overlapping x is reported") {
    ConvLaunch l = ConvLaunch::of(X, W, Y, KMATCH_LAYOUT_NCHW, window);
    l.y.data = l.x.data;
    CHECK(!checkConv("k", StridePolicy::Any, l));
    CHECK(takeError().find("overlaps input x") != std::string::npos);
  }
}

TEST_CASE("checkPool and checkBatchNorm") {
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  std::vector<float> xs, ys, gs, bs, ms, vs;
  auto X = dense<4>(xs, {1, 2, 5, 5});
  auto Y = dense<4>(ys, {1, 2, 2, 2});
  PoolLaunch p;
  const float none = -INFINITY;
  REQUIRE(checkPool("k", StridePolicy::PositiveOnly, X, Y, 0, 2, 2, 2, 2, 0, 0,
                    0, 0, none, p));
  CHECK(p.x.sizes[2] == 4);
  CHECK(p.floor == none);
  REQUIRE(checkPool("k", StridePolicy::PositiveOnly, X, Y, 0, 2, 2, 2, 2, 0, 0,
                    0, 0, -3.5f, p));
  CHECK(p.floor == -3.5f);
  CHECK(!checkPool("k", StridePolicy::Any, X, Y, 0, 2, 2, 2, 2, 0, 0, 0, 0, NAN,
                   p));
  CHECK(takeError().find("floor is NaN") != std::string::npos);
  auto Y3 = dense<4>(ys, {1, 2, 3, 3});
  CHECK(!checkPool("k", StridePolicy::Any, X, Y3, 0, 2, 2, 2, 2, 0, 0, 0, 0,
                   none, p));
  CHECK(takeError().find("along H, 3 outputs need 6 padded input elements") !=
        std::string::npos);
  CHECK(!checkPool("k", StridePolicy::Any, X, Y, 0, 0, 2, 2, 2, 0, 0, 0, 0,
                   none, p));
  CHECK(takeError().find("invalid window: kernel 0x2") != std::string::npos);

  auto Yb = dense<4>(ys, {1, 2, 5, 5});
  auto G = dense<1>(gs, {2}), B = dense<1>(bs, {2}), M = dense<1>(ms, {3}),
       V = dense<1>(vs, {2});
  BatchNormLaunch b;
  CHECK(
      !checkBatchNorm("k", StridePolicy::Any, X, G, B, M, V, Yb, 0, 1e-5f, b));
  CHECK(takeError().find("mean has 3 elements, expected 2 (one per channel)") !=
        std::string::npos);
}

TEST_CASE("the batch-norm fold is kmatch_batchnorm.h's, in double") {
  std::vector<float> gs = {2.0f, 0.5f}, bs = {1.0f, -1.0f}, ms = {0.25f, 3.0f},
                     vs = {4.0f, 0.01f};
  auto vec = [](std::vector<float> &s) {
    return MemRef<float, 1>{s.data(), s.data(), 0, {2}, {1}};
  };
  BatchNormStats stats =
      BatchNormStats::of(vec(gs), vec(bs), vec(ms), vec(vs), 1e-3f);
  std::vector<double> scale;
  std::vector<float> shift;
  stats.fold(scale, shift);
  REQUIRE(scale.size() == 2);
  for (int c = 0; c < 2; ++c) {
    double s = kmatch_bn_scale(gs[c], vs[c], double(1e-3f));
    CHECK(scale[c] == s);
    CHECK(shift[c] == static_cast<float>(kmatch_bn_shift(bs[c], ms[c], s)));
  }
}

namespace {
/// C (n x n, element (i, j) at i * rs + j * cs) over a larger buffer whose
/// other elements must stay untouched.
template <typename T> struct SymmetricCase {
  intptr_t n, rs, cs, ldp;
  std::vector<T> c, p;
  SymmetricCase(intptr_t n, bool colMajor, intptr_t pad)
      : n(n), rs(colMajor ? 1 : n + pad), cs(colMajor ? n + pad : 1),
        ldp(paddedLd<T>(n)) {
    c.resize(static_cast<size_t>((n + pad) * std::max<intptr_t>(n, 1)));
    for (size_t i = 0; i < c.size(); ++i)
      c[i] = T(int(i * 7 % 23) - 11);
    p.resize(static_cast<size_t>(n * ldp));
    for (size_t i = 0; i < p.size(); ++i)
      p[i] = T(int(i * 5 % 19) - 9) / T(4);
  }
  MatrixView<T> view() { return {c.data(), n, n, rs, cs}; }
};
} // namespace

TEMPLATE_TEST_CASE("symmetricFromLower writes P's lower triangle + beta * C "
                   "to every element of C, and nothing else",
                   "", float, double) {
  using T = TestType;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  // Sizes around the SSE widths and strips; C row- or column-major, rows a
  // power of two apart (pad 0 at n = 64) or not.
  for (intptr_t n : {0, 1, 2, 3, 4, 5, 7, 8, 17, 31, 64, 67, 130})
    for (bool colMajor : {false, true})
      for (intptr_t pad : {0, 3})
        for (T beta : {T(0), T(1.5)}) {
          CAPTURE(n, colMajor, pad, beta);
          SymmetricCase<T> k(n, colMajor, pad);
          if (beta == T(0)) // beta = 0 must not read C.
            for (intptr_t i = 0; i < n; ++i)
              for (intptr_t j = 0; j < n; ++j)
                k.view().at(i, j) = nan;
          std::vector<T> before = k.c;
          symmetricFromLower(k.view(), beta, k.p.data(), k.ldp);
          std::vector<bool> inC(k.c.size(), false);
          for (intptr_t i = 0; i < n; ++i)
            for (intptr_t j = 0; j < n; ++j) {
              size_t at = static_cast<size_t>(i * k.rs + j * k.cs);
              inC[at] = true;
              T v = k.p[std::max(i, j) * k.ldp + std::min(i, j)];
              T want = beta == T(0) ? v : v + beta * before[at];
              CAPTURE(i, j);
              REQUIRE(k.c[at] == want);
            }
          for (size_t at = 0; at < k.c.size(); ++at)
            if (!inC[at])
              REQUIRE(k.c[at] == before[at]);
        }
}

TEMPLATE_TEST_CASE("putBlock and putBlockTransposed write dst from src "
                   "(+ beta * dst) on every shape and stride",
                   "", float, double) {
  using T = TestType;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  std::vector<intptr_t> sizes = {0, 1, 2, 3, 4, 5, 6, 7, 9, 16, 17, 33, 67};
  for (intptr_t rows : sizes)
    for (intptr_t cols : sizes)
      for (bool colMajor : {false, true})
        for (bool transposed : {false, true})
          for (T beta : {T(0), T(-0.5)}) {
            CAPTURE(rows, cols, colMajor, transposed, beta);
            // dst is rows x cols inside a buffer with 2 spare rows and
            // columns; src is (transposed ? cols x rows : rows x cols).
            intptr_t ld = (colMajor ? rows : cols) + 2;
            intptr_t rs = colMajor ? 1 : ld, cs = colMajor ? ld : 1;
            std::vector<T> dst(
                static_cast<size_t>(ld * ((colMajor ? cols : rows) + 2)));
            for (size_t i = 0; i < dst.size(); ++i)
              dst[i] = T(int(i * 7 % 23) - 11);
            MatrixView<T> view{dst.data() + ld + 1, rows, cols, rs, cs};
            if (beta == T(0))
              for (intptr_t i = 0; i < rows; ++i)
                for (intptr_t j = 0; j < cols; ++j)
                  view.at(i, j) = nan;
            intptr_t srcRows = transposed ? cols : rows;
            intptr_t lds = (transposed ? rows : cols) + 3;
            std::vector<T> src(static_cast<size_t>(srcRows * lds) + 1);
            for (size_t i = 0; i < src.size(); ++i)
              src[i] = T(int(i * 5 % 19) - 9) / T(4);
            std::vector<T> before = dst;
            if (transposed)
              putBlockTransposed(view, src.data(), lds, beta);
            else
              putBlock(view, src.data(), lds, beta);
            std::vector<bool> inDst(dst.size(), false);
            for (intptr_t i = 0; i < rows; ++i)
              for (intptr_t j = 0; j < cols; ++j) {
                size_t at = static_cast<size_t>(&view.at(i, j) - dst.data());
                inDst[at] = true;
                T v = transposed ? src[j * lds + i] : src[i * lds + j];
                T want = beta == T(0) ? v : v + beta * before[at];
                CAPTURE(i, j);
                REQUIRE(dst[at] == want);
              }
            for (size_t at = 0; at < dst.size(); ++at)
              if (!inDst[at])
                REQUIRE(dst[at] == before[at]);
          }
}

TEMPLATE_TEST_CASE("mirrorLowerToUpperRows copies the strict lower triangle "
                   "onto the upper one, by row ranges",
                   "", float, double) {
  using T = TestType;
  for (intptr_t n : {1, 3, 4, 9, 33, 64, 100})
    for (intptr_t pad : {0, 5}) {
      CAPTURE(n, pad);
      intptr_t ld = n + pad;
      std::vector<T> c(static_cast<size_t>(n * ld));
      for (size_t i = 0; i < c.size(); ++i)
        c[i] = T(int(i * 3 % 29));
      std::vector<T> before = c;
      for (intptr_t i0 = 0; i0 < n; i0 += 16)
        mirrorLowerToUpperRows(c.data(), n, ld, i0, std::min(n, i0 + 16));
      for (intptr_t i = 0; i < n; ++i)
        for (intptr_t j = 0; j < ld; ++j) {
          CAPTURE(i, j);
          T want = j >= n || j <= i ? before[i * ld + j] : before[j * ld + i];
          REQUIRE(c[i * ld + j] == want);
        }
    }
}

TEST_CASE("paddedLd: whole cache lines, never a multiple of 4 KiB") {
  CHECK(paddedLd<float>(1) == 16);
  CHECK(paddedLd<float>(500) == 512);
  CHECK(paddedLd<float>(1024) == 1040);
  CHECK(paddedLd<double>(512) == 520);
  for (intptr_t n = 1; n < 5000; ++n) {
    CHECK(paddedLd<float>(n) >= n);
    CHECK(paddedLd<float>(n) % 16 == 0);
    CHECK((paddedLd<float>(n) * 4) % 4096 != 0);
  }
}
