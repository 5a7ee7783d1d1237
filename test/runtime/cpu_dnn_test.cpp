//===- cpu_dnn_test.cpp - CPU DNN shims vs naive references -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "activation.h"
#include "dnn_cases.h"
#include "kmatch_profile.h"

#include <cstdlib>

namespace {
/// The ISA oneDNN is capped at (ONEDNN_MAX_CPU_ISA), "" when native.
std::string cappedIsa() {
  const char *isa = std::getenv("ONEDNN_MAX_CPU_ISA");
  return isa ? isa : "";
}

/// Whether every kernel must run on optimized implementations: at the
/// native ISA and under AVX2. Under a lower cap (SSE41) some formulations
/// have no JIT kernel, and the reference ones are reported instead.
bool referenceKernelsAreFailures() {
  std::string isa = cappedIsa();
  for (char &c : isa)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return isa.empty() || isa == "ALL" || isa.rfind("AVX2", 0) == 0 ||
         isa.rfind("AVX512", 0) == 0 || isa.rfind("AVX10", 0) == 0 ||
         isa.rfind("AMX", 0) == 0;
}

/// Every kernel row that created a reference primitive, with the
/// implementations it got, one per line.
std::string referenceRows() {
  std::string rows;
  for (kmatch_rt::ProfileSlot *s = kmatch_rt::profileSlots.load(); s;
       s = s->next) {
    if (!s->referencePrimitives.load())
      continue;
    std::lock_guard<std::mutex> lock(s->implMutex);
    rows += std::string(s->kernel) + " " + s->type + " (" + s->backend +
            "): " + std::string(s->implementations) + "\n";
  }
  return rows;
}
} // namespace

TEST_CASE("cpu DNN shims f32 match the references", "[cpu][dnn]") {
  int64_t before = kmatch_rt_reference_primitives();
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cpu));
  // Every primitive the catalog's shapes created, checked by the
  // implementation oneDNN picked (kmatch_profile.h), at this ISA.
  int64_t reference = kmatch_rt_reference_primitives() - before;
  INFO("ONEDNN_MAX_CPU_ISA=" << cappedIsa()
                             << "; reference primitives by "
                                "kernel:\n"
                             << referenceRows());
  if (referenceKernelsAreFailures()) {
    CHECK(reference == 0);
  } else if (reference != 0) {
    WARN(reference << " reference primitive(s) below AVX2, reported, not "
                      "failed");
  }
}

namespace {
/// The distance of a and b in units in the last place (finite floats).
int64_t ulpDistance(float a, float b) {
  auto ordered = [](float f) {
    int32_t i;
    std::memcpy(&i, &f, sizeof(i));
    return i < 0 ? int64_t(INT32_MIN) - i : int64_t(i);
  };
  return std::llabs(ordered(a) - ordered(b));
}

/// The most oneDNN 2.6's logistic and swish post-ops were measured to differ
/// from the IR's f32 ops (libm's expf) for x >= -86.9 (README, Divergences
/// 5); below that the library's exp flushes to 0. 8 ulp on its AVX2 and
/// AVX-512 kernels; its SSE4.1 kernels (ONEDNN_MAX_CPU_ISA=SSE41, a CPU
/// without AVX2) were measured at up to 61.
int64_t oneDnnSigmoidUlps() { return referenceKernelsAreFailures() ? 8 : 64; }
} // namespace

TEST_CASE("cpu sigmoid and silu post-ops stay within the documented ulp of "
          "the IR",
          "[cpu][dnn]") {
  kmatch_rt::shim::gemm_bias_act_f32 *gemmBiasAct =
      KMATCH_SHIM(cpu, gemm_bias_act, f32);
  kmatch_rt::shim::conv2d_bias_act_f32 *conv2dBiasAct =
      KMATCH_SHIM(cpu, conv2d_bias_act, f32);
  std::mt19937 rng(77);
  // Pre-activations the library computes exactly: a K = 1 gemm by 1 with a
  // zero bias, and a 1x1 convolution of 16 channels, all but the first zero,
  // with a filter of ones. x covers [-86.9, 88] and the specials.
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> xs = {-inf, inf, 0.0f, -1.0f, 1.0f, 17.0f, -17.0f, 88.0f};
  std::uniform_real_distribution<float> wide(-86.9f, 88.0f), narrow(-20, 20);
  for (int i = 0; i < 4000; ++i)
    xs.push_back(i % 2 ? wide(rng) : narrow(rng));
  const intptr_t M = static_cast<intptr_t>(xs.size()), C = 16;
  for (int32_t act : {int32_t(KMATCH_ACT_SIGMOID), int32_t(KMATCH_ACT_SILU)}) {
    INFO("act " << act);
    auto check = [&](float x, float got) {
      INFO("x = " << x << ", got " << got);
      float want = kmatch_rt::applyActivation(act, 0, 0, x);
      if (std::isnan(want)) {
        CHECK(std::isnan(got));
        return;
      }
      REQUIRE(!std::isnan(got));
      CHECK(std::signbit(got) == std::signbit(want));
      CHECK(ulpDistance(got, want) <= oneDnnSigmoidUlps());
    };
    // gemm_bias_act (oneDNN matmul with an eltwise post-op).
    kmatch_test::Matrix<float> A(M, 1, kmatch_test::Layout::Dense, rng),
        B(1, 3, kmatch_test::Layout::Dense, rng),
        Cm(M, 3, kmatch_test::Layout::Padded, rng);
    kmatch_test::Tensor<1> bias({3}, kmatch_test::View::Dense, rng);
    for (intptr_t i = 0; i < M; ++i)
      A.at(i, 0) = xs[i];
    for (intptr_t j = 0; j < 3; ++j) {
      B.at(0, j) = 1.0f;
      bias.at({j}) = 0.0f;
    }
    gemmBiasAct(&A.desc, &B.desc, &bias.desc, &Cm.desc, 0, 0, act, 0, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 0; j < 3; ++j)
        check(xs[i], Cm.at(i, j));
    // conv2d_bias_act, NHWC, a 1x1 filter (the AVX-512 convolutions).
    kmatch_test::Tensor<4> x({1, M, 1, C}, kmatch_test::View::Dense, rng),
        w({1, 1, C, 4}, kmatch_test::View::Dense, rng),
        y({1, M, 1, 4}, kmatch_test::View::Dense, rng);
    kmatch_test::Tensor<1> cb({4}, kmatch_test::View::Dense, rng);
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t c = 0; c < C; ++c)
        x.at({0, i, 0, c}) = c == 0 ? xs[i] : 0.0f;
    for (float &v : w.storage)
      v = 1.0f;
    for (float &v : cb.storage)
      v = 0.0f;
    conv2dBiasAct(&x.desc, &w.desc, &cb.desc, &y.desc, KMATCH_LAYOUT_NHWC, 1, 1,
                  1, 1, 0, 0, 0, 0, act, 0, 0, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t f = 0; f < 4; ++f)
        check(xs[i], y.at({0, i, 0, f}));
  }
}

TEST_CASE("cpu convolutions keep the filters of constant weights by address "
          "and token",
          "[cpu][dnn]") {
  using kmatch_test::Tensor;
  using kmatch_test::View;
  kmatch_rt::shim::conv2d_f32 *conv2d = KMATCH_SHIM(cpu, conv2d, f32);
  std::mt19937 rng(91);
  // NCHW with 16 filters of 8 channels: oneDNN reorders the OIHW filter
  // into a blocked layout, which w_constant != 0 lets the shim keep.
  Tensor<4> x({1, 8, 10, 10}, View::Dense, rng),
      w({16, 8, 3, 3}, View::Dense, rng), w2({16, 8, 3, 3}, View::Dense, rng);
  // One y for every call: the plan (and the filters it keeps) depends on
  // y's alignment (convKey), which a fresh buffer per call would vary.
  Tensor<4> y({1, 16, 8, 8}, View::Dense, rng);
  auto run = [&](Tensor<4> &filter, int64_t token) {
    conv2d(&x.desc, &filter.desc, &y.desc, KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 0, 0,
           0, 0, 0, token);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    // The view; the storage's random tail differs per tensor.
    return std::vector<float>(y.storage.begin(),
                              y.storage.begin() + y.numElements());
  };
  // Tokens of their own, so that no other case's filters are found.
  const int64_t t1 = 0x51ab0001, t2 = 0x51ab0002;
  std::vector<float> fresh = run(w, 0);
  // First call with a token: prepared and kept; the next call finds it.
  CHECK(run(w, t1) == fresh);
  CHECK(run(w, t1) == fresh);
  // Another buffer with the same token: its own filter.
  CHECK(run(w2, t1) == run(w2, 0));
  // New contents at the same address under a new token: prepared again.
  for (float &v : w.storage)
    v *= -2.0f;
  std::vector<float> changed = run(w, 0);
  CHECK(changed != fresh);
  CHECK(run(w, t2) == changed);
  // Under the old token the kept filter is what the shim runs: a token
  // promises the contents (what --kmatch-mark-constants guarantees), and
  // this is how a stale promise shows.
  CHECK(run(w, t1) == fresh);
  // Without a token, always the current contents.
  CHECK(run(w, 0) == changed);
}

TEST_CASE("cpu batch norm folded into constant filters follows the "
          "statistics",
          "[cpu][dnn]") {
  using kmatch_test::Tensor;
  using kmatch_test::View;
  std::mt19937 rng(93);
  // With a token (w_constant), batch norm's scale is folded into the kept
  // filter and its shift is the bias; without, it runs as post-ops. Both
  // compute conv * scale + shift, to rounding.
  Tensor<4> x({2, 8, 9, 9}, View::Dense, rng),
      z({2, 16, 9, 9}, View::Dense, rng), w({16, 8, 3, 3}, View::Dense, rng);
  Tensor<3> dw({8, 3, 3}, View::Dense, rng);
  Tensor<1> gamma({16}, View::Dense, rng), beta({16}, View::Dense, rng),
      mean({16}, View::Dense, rng), var({16}, View::Dense, rng);
  for (intptr_t c = 0; c < 16; ++c)
    var.at({c}) = 0.5f + std::abs(var.at({c}));
  enum Kind { Bn, BnAdd, Depthwise };
  // One y per width for every call: the plan depends on y's alignment
  // (convKey), which a fresh buffer per call would vary.
  Tensor<4> y16({2, 16, 9, 9}, View::Dense, rng),
      y8({2, 8, 9, 9}, View::Dense, rng);
  auto run = [&](Kind kind, int64_t token) {
    intptr_t f = kind == Depthwise ? 8 : 16;
    Tensor<4> &y = kind == Depthwise ? y8 : y16;
    Tensor<1> g({f}, View::Dense, rng), b({f}, View::Dense, rng),
        m({f}, View::Dense, rng), v({f}, View::Dense, rng);
    for (intptr_t c = 0; c < f; ++c)
      g.at({c}) = gamma.at({c}), b.at({c}) = beta.at({c}),
      m.at({c}) = mean.at({c}), v.at({c}) = var.at({c});
    int32_t relu = KMATCH_ACT_RELU;
    if (kind == Bn)
      KMATCH_SHIM(cpu, conv2d_bn_act, f32)
    (&x.desc, &w.desc, &g.desc, &b.desc, &m.desc, &v.desc, &y.desc,
     KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1, relu, 0, 0, 1e-5f, token);
    else if (kind == BnAdd) KMATCH_SHIM(cpu, conv2d_bn_add_act, f32)(
        &x.desc, &w.desc, &g.desc, &b.desc, &m.desc, &v.desc, &z.desc, &y.desc,
        KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1, relu, 0, 0, 1e-5f, token);
    else KMATCH_SHIM(cpu, depthwise_conv2d_bn_act, f32)(
        &x.desc, &dw.desc, &g.desc, &b.desc, &m.desc, &v.desc, &y.desc,
        KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1, relu, 0, 0, 1e-5f, token);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    return std::vector<float>(y.storage.begin(),
                              y.storage.begin() + y.numElements());
  };
  auto close = [](const std::vector<float> &a, const std::vector<float> &b) {
    REQUIRE(a.size() == b.size());
    for (size_t i = 0; i < a.size(); ++i)
      if (!(std::abs(a[i] - b[i]) <= 1e-5f * (1.0f + std::abs(b[i]))))
        return false;
    return true;
  };
  for (Kind kind : {Bn, BnAdd, Depthwise}) {
    INFO("kind " << kind);
    const int64_t token = 0x7ab0 + kind;
    std::vector<float> postOps = run(kind, 0), folded = run(kind, token);
    CHECK(close(folded, postOps));
    CHECK(run(kind, token) == folded); // the kept filter
    // New statistics at the same filter and token: folded again.
    for (intptr_t c = 0; c < 16; ++c)
      gamma.at({c}) *= -1.5f;
    std::vector<float> changed = run(kind, 0);
    CHECK(!close(changed, postOps));
    CHECK(close(run(kind, token), changed));
    for (intptr_t c = 0; c < 16; ++c)
      gamma.at({c}) /= -1.5f;
  }
}

namespace {
/// Every other row and column of an N x C x 9 x 9 buffer, x[:, :, ::2, ::2]
/// as torch slicing leaves it after bufferization: 5 x 5 images whose rows
/// are 18 floats apart, so 5 rows span 90 floats and the channels, 81 apart,
/// interleave with them. A valid, non-overlapping view that oneDNN refuses
/// to describe. The rest of the buffer holds a sentinel that must stay.
struct EveryOther {
  static constexpr float kSentinel = -12345.5f;
  intptr_t n, c;
  std::vector<float> storage;
  kmatch_rt::MemRef<float, 4> desc;

  EveryOther(intptr_t n, intptr_t c, std::mt19937 &rng)
      : n(n), c(c), storage(n * c * 81, kSentinel) {
    std::uniform_real_distribution<float> dist(-1.f, 1.f);
    desc = {
        storage.data(), storage.data(), 0, {n, c, 5, 5}, {c * 81, 81, 18, 2}};
    forEach([&](float &v) { v = dist(rng); });
  }
  template <typename F>
  void forEach(F &&f) {
    for (intptr_t a = 0; a < n; ++a)
      for (intptr_t b = 0; b < c; ++b)
        for (intptr_t h = 0; h < 5; ++h)
          for (intptr_t w = 0; w < 5; ++w)
            f(storage[a * c * 81 + b * 81 + h * 18 + w * 2]);
  }
  /// The view's elements in logical order, as a dense tensor.
  kmatch_test::Tensor<4> dense(std::mt19937 &rng) {
    kmatch_test::Tensor<4> t({n, c, 5, 5}, kmatch_test::View::Dense, rng);
    size_t i = 0;
    forEach([&](float &v) { t.storage[i++] = v; });
    return t;
  }
  /// Whether the view equals `want` (dense, logical order) within rounding,
  /// and the rest of the buffer still holds the sentinel.
  bool matches(const kmatch_test::Tensor<4> &want) {
    size_t i = 0;
    bool ok = true;
    forEach([&](float &v) {
      float w = want.storage[i++];
      ok &= std::abs(v - w) <= 1e-5f * (1.f + std::abs(w));
    });
    size_t sentinels = 0;
    for (float v : storage)
      sentinels += v == kSentinel;
    return ok && sentinels == storage.size() - size_t(n * c * 25);
  }
};
} // namespace

TEST_CASE("cpu DNN shims take views oneDNN cannot describe", "[cpu][dnn]") {
  using kmatch_test::Tensor;
  using kmatch_test::View;
  std::mt19937 rng(97);
  const intptr_t N = 2, C = 3, F = 4;
  EveryOther x(N, C, rng);
  Tensor<4> xd = x.dense(rng);
  Tensor<4> w({F, C, 3, 3}, View::Dense, rng);
  Tensor<1> g({F}, View::Dense, rng), b({F}, View::Dense, rng),
      m({F}, View::Dense, rng), v({F}, View::Dense, rng);
  for (intptr_t i = 0; i < F; ++i)
    v.at({i}) = 0.5f + std::abs(v.at({i}));
  auto noError = [] { return std::string(kmatch_rt_last_error()) == ""; };

  SECTION("conv2d into a strided y, overwriting and accumulating") {
    for (int32_t accumulate : {0, 1}) {
      EveryOther y(N, F, rng);
      Tensor<4> yd = y.dense(rng);
      KMATCH_SHIM(cpu, conv2d, f32)
      (&x.desc, &w.desc, &y.desc, KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1,
       accumulate, 0);
      REQUIRE(noError());
      KMATCH_SHIM(cpu, conv2d, f32)
      (&xd.desc, &w.desc, &yd.desc, KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1,
       accumulate, 0);
      CHECK(y.matches(yd));
    }
  }
  SECTION("conv2d_bn_add_act with a strided residual and y") {
    for (int64_t token : {int64_t(0), int64_t(0x5eed)}) {
      EveryOther z(N, F, rng), y(N, F, rng);
      Tensor<4> zd = z.dense(rng), yd = y.dense(rng);
      KMATCH_SHIM(cpu, conv2d_bn_add_act, f32)
      (&x.desc, &w.desc, &g.desc, &b.desc, &m.desc, &v.desc, &z.desc, &y.desc,
       KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1, KMATCH_ACT_RELU, 0, 0, 1e-5f,
       token);
      REQUIRE(noError());
      KMATCH_SHIM(cpu, conv2d_bn_add_act, f32)
      (&xd.desc, &w.desc, &g.desc, &b.desc, &m.desc, &v.desc, &zd.desc,
       &yd.desc, KMATCH_LAYOUT_NCHW, 1, 1, 1, 1, 1, 1, 1, 1, KMATCH_ACT_RELU, 0,
       0, 1e-5f, token);
      CHECK(y.matches(yd));
    }
  }
  SECTION("max and average pooling") {
    for (bool max : {true, false}) {
      EveryOther y(N, C, rng);
      Tensor<4> yd = y.dense(rng);
      auto pool = [&](auto *in, auto *out) {
        if (max)
          KMATCH_SHIM(cpu, maxpool2d, f32)
        (in, out, KMATCH_LAYOUT_NCHW, 3, 3, 1, 1, 1, 1, 1, 1, -INFINITY);
        else KMATCH_SHIM(cpu, avgpool2d, f32)(in, out, KMATCH_LAYOUT_NCHW, 3, 3,
                                              1, 1, 1, 1, 1, 1);
      };
      pool(&x.desc, &y.desc);
      REQUIRE(noError());
      pool(&xd.desc, &yd.desc);
      CHECK(y.matches(yd));
    }
  }
  SECTION("batchnorm") {
    Tensor<1> gc({C}, View::Dense, rng), bc({C}, View::Dense, rng),
        mc({C}, View::Dense, rng), vc({C}, View::Dense, rng);
    for (intptr_t i = 0; i < C; ++i)
      vc.at({i}) = 0.5f + std::abs(vc.at({i}));
    EveryOther y(N, C, rng);
    Tensor<4> yd = y.dense(rng);
    KMATCH_SHIM(cpu, batchnorm, f32)
    (&x.desc, &gc.desc, &bc.desc, &mc.desc, &vc.desc, &y.desc,
     KMATCH_LAYOUT_NCHW, 1e-5f);
    REQUIRE(noError());
    KMATCH_SHIM(cpu, batchnorm, f32)
    (&xd.desc, &gc.desc, &bc.desc, &mc.desc, &vc.desc, &yd.desc,
     KMATCH_LAYOUT_NCHW, 1e-5f);
    CHECK(y.matches(yd));
  }
  SECTION("softmax, add and scale_channels") {
    EveryOther y(N, C, rng), y2(N, C, rng), y3(N, C, rng);
    Tensor<4> yd = y.dense(rng), y2d = y2.dense(rng), y3d = y3.dense(rng);
    kmatch_rt::UnrankedMemRef ux{4, &x.desc}, uxd{4, &xd.desc}, uy{4, &y.desc},
        uyd{4, &yd.desc}, uy2{4, &y2.desc}, uy2d{4, &y2d.desc};
    KMATCH_SHIM(cpu, softmax, f32)(&ux, &uy, 3);
    REQUIRE(noError());
    KMATCH_SHIM(cpu, softmax, f32)(&uxd, &uyd, 3);
    CHECK(y.matches(yd));
    KMATCH_SHIM(cpu, add, f32)(&ux, &ux, &uy2);
    REQUIRE(noError());
    KMATCH_SHIM(cpu, add, f32)(&uxd, &uxd, &uy2d);
    CHECK(y2.matches(y2d));
    Tensor<4> s({N, C, 1, 1}, View::Dense, rng);
    KMATCH_SHIM(cpu, scale_channels, f32)
    (&x.desc, &s.desc, &y3.desc, KMATCH_LAYOUT_NCHW);
    REQUIRE(noError());
    KMATCH_SHIM(cpu, scale_channels, f32)
    (&xd.desc, &s.desc, &y3d.desc, KMATCH_LAYOUT_NCHW);
    CHECK(y3.matches(y3d));
  }
}
