//===- direct_dnn.cpp - Direct oneDNN calls for benchmarks ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The "(c) direct library call" column of the DNN rows of scripts/bench.sh:
// the work kmatch's CPU shim (runtime/cpu/conv.cpp and its siblings) does per
// launch, called straight from C++ with the primitives and scratch buffers made
// once.
//
//   conv: an f32 NCHW convolution (batch 1, OIHW filter, stride 1), created
//     with format_tag::any; each repetition reorders x and w into the layouts
//     oneDNN chose, runs the primitive and reorders y back to NCHW, as the
//     shim does. With bias_relu 1 it has a bias and a relu post-op
//     (conv2d_bias_act), else neither (conv2d).
//   matmul: C = relu(A * B + bias) on row-major f32 matrices, bias along the
//     columns (gemm_bias_act); no reorders, as in the shim.
// Every buffer is a oneDNN memory object of its own (64-byte aligned, as a
// oneDNN user allocates, and as one-shot bufferization allocates the
// lowered program's). On std::vector storage (16 bytes off a 64-byte
// boundary) the AVX2 jit sgemm ran 512^3 in 0.87-0.90x the time.
//
// Usage: kmatch-bench-dnn conv <C> <F> <H> <W> <K> <pad> <bias_relu> <reps>
//        kmatch-bench-dnn matmul <M> <K> <N> <reps>
// One line per call on stderr (bench/bench.py drops its warm-up calls):
// "kernel time: <ms> ms".
//
//===----------------------------------------------------------------------===//
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

using dnnl::algorithm;
using dnnl::memory;
using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

/// Runs `call` `reps` times, printing each time (the caller drops its
/// warm-up calls).
static void timeCalls(int reps, const std::function<void()> &call) {
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    call();
    auto t1 = std::chrono::steady_clock::now();
    std::fprintf(stderr, "kernel time: %.3f ms\n",
                 std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
}

/// A reorder from `from` to `to`, or none when they are the same layout.
/// A buffer of oneDNN's own, every element `value`.
static memory filled(const memory::desc &desc, const dnnl::engine &eng,
                     float value) {
  memory m(desc, eng);
  float *p = static_cast<float *>(m.get_data_handle());
  std::fill(p, p + desc.get_size() / sizeof(float), value);
  return m;
}

static std::optional<dnnl::reorder> reorderIfNeeded(const dnnl::engine &eng,
                                                    const memory::desc &from,
                                                    const memory::desc &to) {
  if (from == to)
    return std::nullopt;
  return dnnl::reorder(dnnl::reorder::primitive_desc(eng, from, eng, to));
}

static void conv(long c, long f, long h, long w, long k, long pad,
                 bool biasRelu, int reps) {
  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(eng);
  long oh = h + 2 * pad - k + 1, ow = w + 2 * pad - k + 1;
  memory::dims xDims = {1, c, h, w}, wDims = {f, c, k, k},
               yDims = {1, f, oh, ow}, bDims = {f};
  memory::desc userX(xDims, dt::f32, tag::nchw),
      userW(wDims, dt::f32, tag::oihw), userY(yDims, dt::f32, tag::nchw),
      userB(bDims, dt::f32, tag::x);
  memory::desc anyX(xDims, dt::f32, tag::any), anyW(wDims, dt::f32, tag::any),
      anyY(yDims, dt::f32, tag::any);
  memory::dims strides = {1, 1}, dilates = {0, 0}, pads = {pad, pad};
  std::optional<dnnl::convolution_forward::desc> desc;
  if (biasRelu)
    desc.emplace(dnnl::prop_kind::forward_inference,
                 algorithm::convolution_direct, anyX, anyW, userB, anyY,
                 strides, dilates, pads, pads);
  else
    desc.emplace(dnnl::prop_kind::forward_inference,
                 algorithm::convolution_direct, anyX, anyW, anyY, strides,
                 dilates, pads, pads);
  dnnl::post_ops ops;
  if (biasRelu)
    ops.append_eltwise(1.f, algorithm::eltwise_relu, 0.f, 0.f);
  dnnl::primitive_attr attr;
  attr.set_post_ops(ops);
  dnnl::convolution_forward::primitive_desc pd(*desc, attr, eng);
  dnnl::convolution_forward prim(pd);
  auto xIn = reorderIfNeeded(eng, userX, pd.src_desc());
  auto wIn = reorderIfNeeded(eng, userW, pd.weights_desc());
  auto yOut = reorderIfNeeded(eng, pd.dst_desc(), userY);

  memory xMem = filled(userX, eng, 1.f), wMem = filled(userW, eng, 0.5f),
         yMem = filled(userY, eng, 0.f), bMem = filled(userB, eng, -0.25f);
  memory xPrim = xIn ? memory(pd.src_desc(), eng) : xMem;
  memory wPrim = wIn ? memory(pd.weights_desc(), eng) : wMem;
  memory yPrim = yOut ? memory(pd.dst_desc(), eng) : yMem;
  timeCalls(reps, [&] {
    if (xIn)
      xIn->execute(stream, xMem, xPrim);
    if (wIn)
      wIn->execute(stream, wMem, wPrim);
    std::unordered_map<int, memory> args = {
        {DNNL_ARG_SRC, xPrim}, {DNNL_ARG_WEIGHTS, wPrim}, {DNNL_ARG_DST, yPrim}};
    if (biasRelu)
      args[DNNL_ARG_BIAS] = bMem;
    prim.execute(stream, args);
    if (yOut)
      yOut->execute(stream, yPrim, yMem);
    stream.wait();
  });
}

static void matmul(long m, long k, long n, int reps) {
  dnnl::engine eng(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(eng);
  memory::desc a({m, k}, dt::f32, tag::ab), b({k, n}, dt::f32, tag::ab),
      bias({1, n}, dt::f32, tag::ab), c({m, n}, dt::f32, tag::ab);
  dnnl::post_ops ops;
  ops.append_eltwise(1.f, algorithm::eltwise_relu, 0.f, 0.f);
  dnnl::primitive_attr attr;
  attr.set_post_ops(ops);
  dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a, b, bias, c), attr,
                                  eng);
  dnnl::matmul prim(pd);
  memory aMem = filled(a, eng, 1.f), bMem = filled(b, eng, 0.5f),
         biasMem = filled(bias, eng, -0.25f), cMem = filled(c, eng, 0.f);
  timeCalls(reps, [&] {
    prim.execute(stream, {{DNNL_ARG_SRC, aMem},
                          {DNNL_ARG_WEIGHTS, bMem},
                          {DNNL_ARG_BIAS, biasMem},
                          {DNNL_ARG_DST, cMem}});
    stream.wait();
  });
}

int main(int argc, char **argv) {
  try {
    if (argc == 10 && !std::strcmp(argv[1], "conv")) {
      conv(std::atol(argv[2]), std::atol(argv[3]), std::atol(argv[4]),
           std::atol(argv[5]), std::atol(argv[6]), std::atol(argv[7]),
           std::atoi(argv[8]) != 0, std::atoi(argv[9]));
      return 0;
    }
    if (argc == 6 && !std::strcmp(argv[1], "matmul")) {
      matmul(std::atol(argv[2]), std::atol(argv[3]), std::atol(argv[4]),
             std::atoi(argv[5]));
      return 0;
    }
  } catch (const dnnl::error &e) {
    std::fprintf(stderr, "oneDNN error: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr,
               "usage: %s conv <C> <F> <H> <W> <K> <pad> <bias_relu> <reps>\n"
               "       %s matmul <M> <K> <N> <reps>\n",
               argv[0], argv[0]);
  return 2;
}
