//===- zoo_fusion.cpp - A fused DNN launch against separate primitives -*- C++
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The Zoo fusion rows of scripts/bench.sh: one of the zoo's fused conv
// launches (kmatch's CPU shim, called through its C entry point as a
// lowered program calls it) against the same library's best primitives run
// separately: the convolution, then batch normalization, the residual add
// and the activation, each its own oneDNN primitive. Activations are NHWC
// in memory and passed to the shim as logical NCHW views, as
// --kmatch-channels-last leaves them; the filter is a constant weight
// (w_constant), prepared once on both sides.
//
// Usage: kmatch-bench-zoo-fusion <kind> <N> <C> <F> <HW> <K> <stride> <rounds>
//   kind: bn_act (conv2d_bn_act, relu), bn_add_act (conv2d_bn_add_act, relu)
//         or bn_add (conv2d_bn_add_act, no activation)
// 10 untimed calls of each, then <rounds> rounds, each one call of the fused
// launch and one of the separate sequence, alternating which goes first;
// prints "fused: <ms> ms" and "separate: <ms> ms" per call on stderr, and the
// implementations oneDNN picked for the separate primitives on stdout.
//
//===----------------------------------------------------------------------===//
#include "kmatch_codes.h"
#include "kmatch_rt_cpu.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

using dnnl::algorithm;
using dnnl::memory;
using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

namespace {
/// Buffers on 64-byte boundaries, as one-shot bufferization allocates the
/// lowered program's (buffer-alignment=64).
template <typename T> struct Aligned64 {
  using value_type = T;
  Aligned64() = default;
  template <typename U> Aligned64(const Aligned64<U> &) {}
  T *allocate(size_t n) {
    size_t bytes = (n * sizeof(T) + 63) / 64 * 64;
    if (void *p = std::aligned_alloc(64, bytes))
      return static_cast<T *>(p);
    throw std::bad_alloc();
  }
  void deallocate(T *p, size_t) { std::free(p); }
  bool operator==(const Aligned64 &) const { return true; }
  bool operator!=(const Aligned64 &) const { return false; }
};
using Buffer = std::vector<float, Aligned64<float>>;

struct Case {
  bool add = false, relu = false;
  long n, c, f, hw, k, stride, pad, ohw;
};

/// A 4-D NHWC buffer seen as logical NCHW, as the shims receive it.
kmatch_rt::MemRef<float, 4> nchwView(Buffer &d, long n, long c, long h,
                                     long w) {
  return {d.data(), d.data(), 0, {n, c, h, w}, {h * w * c, 1, w * c, c}};
}

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - t0)
      .count();
}
} // namespace

int main(int argc, char **argv) {
  if (argc != 9) {
    std::fprintf(stderr,
                 "usage: %s bn_act|bn_add_act|bn_add <N> <C> <F> <HW> <K> "
                 "<stride> <rounds>\n",
                 argv[0]);
    return 2;
  }
  Case k;
  std::string kind = argv[1];
  k.add = kind != "bn_act";
  k.relu = kind != "bn_add";
  k.n = std::atol(argv[2]), k.c = std::atol(argv[3]), k.f = std::atol(argv[4]);
  k.hw = std::atol(argv[5]), k.k = std::atol(argv[6]);
  k.stride = std::atol(argv[7]);
  int rounds = std::atoi(argv[8]);
  k.pad = k.k / 2;
  k.ohw = (k.hw + 2 * k.pad - k.k) / k.stride + 1;

  Buffer x(k.n * k.c * k.hw * k.hw), w(k.f * k.c * k.k * k.k),
      z(k.n * k.f * k.ohw * k.ohw), y(z.size()), y2(z.size());
  Buffer gamma(k.f), beta(k.f), mean(k.f), var(k.f);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = float((i * 7) % 13) / 13.f - 0.5f;
  for (size_t i = 0; i < w.size(); ++i)
    w[i] = float((i * 5) % 11) / 110.f - 0.05f;
  for (size_t i = 0; i < z.size(); ++i)
    z[i] = float(i % 3) - 1.f;
  for (long i = 0; i < k.f; ++i)
    gamma[i] = 1.f + 0.01f * i, beta[i] = 0.1f, mean[i] = 0.05f,
    var[i] = 0.5f + 0.001f * i;
  const float eps = 1e-5f;

  // The fused launch, through the shim's C entry point.
  auto X = nchwView(x, k.n, k.c, k.hw, k.hw);
  auto Z = nchwView(z, k.n, k.f, k.ohw, k.ohw);
  auto Y = nchwView(y, k.n, k.f, k.ohw, k.ohw);
  kmatch_rt::MemRef<float, 4> W = {w.data(),
                                   w.data(),
                                   0,
                                   {k.f, k.c, k.k, k.k},
                                   {k.c * k.k * k.k, k.k * k.k, k.k, 1}};
  auto vec = [](Buffer &v) {
    return kmatch_rt::MemRef<float, 1>{
        v.data(), v.data(), 0, {long(v.size())}, {1}};
  };
  auto G = vec(gamma), B = vec(beta), M = vec(mean), V = vec(var);
  int32_t act = k.relu ? KMATCH_ACT_RELU : KMATCH_ACT_NONE;
  std::function<void()> fused = [&] {
    if (k.add)
      KMATCH_SHIM(cpu, conv2d_bn_add_act, f32)
    (&X, &W, &G, &B, &M, &V, &Z, &Y, KMATCH_LAYOUT_NCHW, k.stride, k.stride, 1,
     1, k.pad, k.pad, k.pad, k.pad, act, 0.f, 0.f, eps,
     /*w_constant=*/1);
    else KMATCH_SHIM(cpu, conv2d_bn_act, f32)(
        &X, &W, &G, &B, &M, &V, &Y, KMATCH_LAYOUT_NCHW, k.stride, k.stride, 1,
        1, k.pad, k.pad, k.pad, k.pad, act, 0.f, 0.f, eps,
        /*w_constant=*/1);
  };

  // The separate primitives, on the same NHWC buffers.
  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(eng);
  memory::dims xd = {k.n, k.c, k.hw, k.hw}, yd = {k.n, k.f, k.ohw, k.ohw},
               wd = {k.f, k.c, k.k, k.k};
  memory::desc userX(xd, dt::f32, tag::nhwc), userY(yd, dt::f32, tag::nhwc),
      userW(wd, dt::f32, tag::oihw), chan({k.f}, dt::f32, tag::x);
  dnnl::convolution_forward::desc cd(
      dnnl::prop_kind::forward_inference, algorithm::convolution_direct,
      memory::desc(xd, dt::f32, tag::any), memory::desc(wd, dt::f32, tag::any),
      memory::desc(yd, dt::f32, tag::any), {k.stride, k.stride}, {0, 0},
      {k.pad, k.pad}, {k.pad, k.pad});
  dnnl::convolution_forward::primitive_desc cpd(cd, eng);
  // The same implementation on the NHWC buffers themselves, where oneDNN
  // has it, needs no reorders (as the shim's plan takes it).
  try {
    dnnl::convolution_forward::primitive_desc direct(
        dnnl::convolution_forward::desc(
            dnnl::prop_kind::forward_inference, algorithm::convolution_direct,
            userX, memory::desc(wd, dt::f32, tag::any), userY,
            {k.stride, k.stride}, {0, 0}, {k.pad, k.pad}, {k.pad, k.pad}),
        eng);
    if (std::string(direct.impl_info_str()) == cpd.impl_info_str())
      cpd = direct;
  } catch (const dnnl::error &) {
  }
  dnnl::convolution_forward conv(cpd);
  std::optional<dnnl::reorder> xIn, yOut;
  if (cpd.src_desc() != userX)
    xIn.emplace(dnnl::reorder::primitive_desc(eng, userX, eng, cpd.src_desc()));
  if (cpd.dst_desc() != userY)
    yOut.emplace(
        dnnl::reorder::primitive_desc(eng, cpd.dst_desc(), eng, userY));
  memory xMem(userX, eng, x.data()), yMem(userY, eng, y2.data()),
      zMem(userY, eng, z.data());
  memory xPrim = xIn ? memory(cpd.src_desc(), eng) : xMem;
  memory yPrim = yOut ? memory(cpd.dst_desc(), eng) : yMem;
  memory wPrim(cpd.weights_desc(), eng), wUser(userW, eng, w.data());
  // A constant filter: reordered once, as the shim keeps it.
  dnnl::reorder(
      dnnl::reorder::primitive_desc(eng, userW, eng, cpd.weights_desc()))
      .execute(stream, wUser, wPrim);
  dnnl::batch_normalization_forward::primitive_desc bpd(
      dnnl::batch_normalization_forward::desc(
          dnnl::prop_kind::forward_inference, userY, eps,
          dnnl::normalization_flags::use_global_stats |
              dnnl::normalization_flags::use_scale |
              dnnl::normalization_flags::use_shift),
      eng);
  dnnl::batch_normalization_forward bn(bpd);
  dnnl::binary::primitive_desc apd(
      dnnl::binary::desc(algorithm::binary_add, userY, userY, userY), eng);
  dnnl::binary add(apd);
  dnnl::eltwise_forward::primitive_desc rpd(
      dnnl::eltwise_forward::desc(dnnl::prop_kind::forward_inference,
                                  algorithm::eltwise_relu, userY, 0.f, 0.f),
      eng);
  dnnl::eltwise_forward relu(rpd);
  std::printf("separate: conv=%s bn=%s add=%s relu=%s\n", cpd.impl_info_str(),
              bpd.impl_info_str(), apd.impl_info_str(), rpd.impl_info_str());
  memory g(chan, eng, gamma.data()), b(chan, eng, beta.data()),
      m(chan, eng, mean.data()), v(chan, eng, var.data());
  std::function<void()> separate = [&] {
    if (xIn)
      xIn->execute(stream, xMem, xPrim);
    conv.execute(stream, {{DNNL_ARG_SRC, xPrim},
                          {DNNL_ARG_WEIGHTS, wPrim},
                          {DNNL_ARG_DST, yPrim}});
    if (yOut)
      yOut->execute(stream, yPrim, yMem);
    bn.execute(stream, {{DNNL_ARG_SRC, yMem},
                        {DNNL_ARG_DST, yMem},
                        {DNNL_ARG_SCALE, g},
                        {DNNL_ARG_SHIFT, b},
                        {DNNL_ARG_MEAN, m},
                        {DNNL_ARG_VARIANCE, v}});
    if (k.add)
      add.execute(stream, {{DNNL_ARG_SRC_0, yMem},
                           {DNNL_ARG_SRC_1, zMem},
                           {DNNL_ARG_DST, yMem}});
    if (k.relu)
      relu.execute(stream, {{DNNL_ARG_SRC, yMem}, {DNNL_ARG_DST, yMem}});
    stream.wait();
  };

  try {
    for (int i = 0; i < 10; ++i)
      fused(), separate();
    // Both computed the same thing (to rounding: BN folded or not).
    double worst = 0;
    for (size_t i = 0; i < y.size(); ++i)
      worst = std::max(worst, double(std::abs(y[i] - y2[i])) /
                                  (1.0 + std::abs(double(y2[i]))));
    std::printf("fused and separate differ by %.3g at most\n", worst);
    for (int r = 0; r < rounds; ++r) {
      for (int j = 0; j < 2; ++j) {
        bool fusedNow = (r + j) % 2 == 0;
        auto t0 = std::chrono::steady_clock::now();
        (fusedNow ? fused : separate)();
        std::fprintf(stderr, "%s: %.4f ms\n", fusedNow ? "fused" : "separate",
                     msSince(t0));
      }
    }
  } catch (const dnnl::error &e) {
    std::fprintf(stderr, "oneDNN error: %s\n", e.what());
    return 1;
  }
  return kmatch_rt_reference_primitives() == 0 ? 0 : 3;
}
