//===- matmul.cpp - CPU matmul shims on oneDNN ------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// gemm_bias_act (runtime/kernels.json) and gemmOnDnn (matmul.h): the f32
// @gemm for the shapes oneDNN is faster on, sharing their plans.
//
//===----------------------------------------------------------------------===//
#include "matmul.h"
#include "dnn_context.h"

#include "../common/host_isa.h"

#include "../common/kmatch_rt_cpu.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

using namespace kmatch_rt;
using namespace kmatch_rt::cpu;

//===----------------------------------------------------------------------===//
// Matmul: gemm_bias_act, and the f32 @gemm where oneDNN is the faster library
//===----------------------------------------------------------------------===//

/// Which library runs an f32 @gemm: KMATCH_CPU_GEMM, else the shape rule.
enum class GemmLibrary { Auto, OpenBLAS, OneDNN };

static GemmLibrary gemmLibraryFromEnv() {
  const char *env = std::getenv("KMATCH_CPU_GEMM");
  if (!env || !*env || !std::strcmp(env, "auto"))
    return GemmLibrary::Auto;
  if (!std::strcmp(env, "openblas"))
    return GemmLibrary::OpenBLAS;
  if (!std::strcmp(env, "onednn"))
    return GemmLibrary::OneDNN;
  static bool warned = false;
  if (!warned) {
    warned = true;
    std::fprintf(stderr,
                 "kmatch: KMATCH_CPU_GEMM=%s is not auto, openblas or onednn; "
                 "using auto\n",
                 env);
  }
  return GemmLibrary::Auto;
}

bool kmatch_rt::gemmPinnedToOpenBLAS() {
  return gemmLibraryFromEnv() == GemmLibrary::OpenBLAS;
}

namespace {
/// A prepared matmul: C = alpha * A * B (+ bias) (+ beta * C), then the
/// activation's post-ops. `brgemm` says oneDNN picked its brgemm kernels,
/// the ones measured against OpenBLAS (dense row- or column-major views; it
/// falls back to its own sgemm or a reference kernel for others).
struct MatmulPlan {
  dnnl::matmul prim;
  memory::desc a, b, bias, c;
  bool brgemm = false;
  /// oneDNN's implementation, recorded (noteImplementation) on the plan's
  /// first run: a plan the gemm's rule sends back to OpenBLAS never runs.
  std::string impl;
  bool ran = false;
  /// The activation runs as one host pass over C after the matmul
  /// (applyActivation, the IR's own function) instead of post-ops: oneDNN
  /// had only its reference kernel for the fused chain.
  bool hostActivation = false;
  /// The plan computes C^T = B^T A^T: a, b and c are the descriptors of
  /// B^T, A^T and C^T over the caller's b, a and c.
  bool transposed = false;
  /// oneDNN has only its reference kernel for every formulation (views
  /// with padded rows at some shapes): the plan never runs, OpenBLAS does.
  bool reference = false;
};

/// What a matmul plan is built for, besides its three views: `act` as
/// post-ops (eltwiseOf(`activation`)).
struct MatmulParams {
  bool bias = false;
  float alpha = 1.f, beta = 0.f;
  Activation activation;
  Eltwise act;
};
} // namespace

/// The oneDNN descriptor of a matrix view (positive strides assumed).
static memory::desc descOf(const MatrixView<float> &m) {
  memory::dims strides = {m.rows == 1 && m.rowStride <= 0 ? 1 : m.rowStride,
                          m.cols == 1 && m.colStride <= 0 ? 1 : m.colStride};
  return memory::desc({m.rows, m.cols}, dt::f32, strides);
}

/// Whether oneDNN takes matrix view `m` (see describable).
static bool describable(const MatrixView<float> &m) {
  return accepts([&] { return descOf(m); });
}

/// The cached matmul plan for views a, b, c and `params`; call under
/// withDnn.
static MatmulPlan &matmulPlan(DnnContext &ctx, const char *&step,
                              const MatrixView<float> &a,
                              const MatrixView<float> &b,
                              const MatrixView<float> &c,
                              const MatmulParams &params) {
  // Never destroyed, like dnnContext().
  static auto &cache = *new PlanCache<MatmulPlan>;
  PlanKey key("matmul");
  for (const MatrixView<float> *m : {&a, &b, &c})
    key.add(static_cast<int64_t>(m->rows))
        .add(static_cast<int64_t>(m->cols))
        .add(static_cast<int64_t>(m->rowStride))
        .add(static_cast<int64_t>(m->colStride));
  key.add(static_cast<int64_t>(params.bias)).add(params.alpha).add(params.beta);
  addActivation(key, params.act);
  return cache.get(key, [&] {
    step = "creating the matmul primitive";
    // The formulations of the same product, in order of preference: as
    // given, or as C^T = B^T A^T (the same memory, read transposed); with
    // the activation as post-ops, or applied on the host after the matmul.
    // oneDNN 2.6 below AVX-512 runs its reference matmul for a
    // column-major C, and for some eltwise post-ops (hardswish, the GELUs,
    // logistic, swish, the hardsigmoid chain) on some layouts. The first
    // formulation oneDNN runs optimized is kept.
    auto formulation = [&](bool transposed, bool fusedAct) {
      MatmulPlan plan;
      plan.transposed = transposed;
      plan.hostActivation = !fusedAct;
      const MatrixView<float> &l = transposed ? b : a, &r = transposed ? a : b;
      plan.a = descOf(transposed ? l.transposed() : l);
      plan.b = descOf(transposed ? r.transposed() : r);
      plan.c = descOf(transposed ? c.transposed() : c);
      std::optional<dnnl::matmul::desc> desc;
      if (params.bias) {
        // One bias element per column of C: per row of C^T.
        plan.bias = transposed ? memory::desc({c.cols, 1}, dt::f32, tag::ab)
                               : memory::desc({1, c.cols}, dt::f32, tag::ab);
        desc.emplace(plan.a, plan.b, plan.bias, plan.c);
      } else {
        desc.emplace(plan.a, plan.b, plan.c);
      }
      // beta * C is a sum post-op scaled by beta, before the activation;
      // alpha scales the product (oneDNN's output scale) before both.
      dnnl::primitive_attr attr =
          postOps(0, params.beta != 0.f, fusedAct ? params.act : Eltwise{},
                  /*dstRank=*/2, params.beta);
      if (params.alpha != 1.f)
        attr.set_output_scales(0, {params.alpha});
      dnnl::matmul::primitive_desc pd(*desc, attr, ctx.engine);
      plan.impl = pd.impl_info_str();
      if (transposed)
        plan.impl += "(transposed)";
      if (plan.hostActivation)
        plan.impl += "+host activation";
      plan.brgemm = isBrgemmImpl(pd.impl_info_str());
      plan.prim = dnnl::matmul(pd);
      return plan;
    };
    bool hasAct = !params.act.steps.empty();
    MatmulPlan first = formulation(false, true);
    if (!isReferenceImplementation(first.impl.c_str()))
      return first;
    for (auto [transposed, fused] :
         {std::pair{true, true}, std::pair{false, false},
          std::pair{true, false}}) {
      if (!fused && !hasAct)
        continue;
      MatmulPlan other = formulation(transposed, fused);
      if (!isReferenceImplementation(other.impl.c_str()))
        return other;
    }
    first.reference = true;
    return first;
  });
}

/// C = act(C + bias[j]) (C = act(C) without a bias) over rows [i0, i1) of
/// C; the activation is the IR's (applyActivation). The one body of the
/// per-ISA copies below (host_isa.h): each inlines it whole.
[[gnu::always_inline]] inline void activationRows(const MatrixView<float> &c,
                                                  const float *bias,
                                                  const Activation &act,
                                                  intptr_t i0, intptr_t i1) {
  auto pass = [&](auto f) __attribute__((always_inline)) {
    for (intptr_t i = i0; i < i1; ++i) {
      float *row = &c.at(i, 0);
      intptr_t cs = c.colStride;
      if (cs == 1 && bias) // the vectorized loops: dense rows
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j] = f(row[j] + bias[j]);
      else if (cs == 1)
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j] = f(row[j]);
      else
        for (intptr_t j = 0; j < c.cols; ++j)
          row[j * cs] = f(bias ? row[j * cs] + bias[j] : row[j * cs]);
    }
  };
  switch (act.code) {
  case KMATCH_ACT_NONE:
    pass([](float v) __attribute__((always_inline)) { return v; });
    break;
  case KMATCH_ACT_RELU:
    pass([](float v)
             __attribute__((always_inline)) { return maximumf(v, 0.0f); });
    break;
  case KMATCH_ACT_CLAMP:
    pass([&](float v) __attribute__((always_inline)) {
      return minimumf(maximumf(v, act.lo), act.hi);
    });
    break;
  case KMATCH_ACT_CLAMP_SELECT:
    pass([&](float v) __attribute__((always_inline)) {
      return clampSelect(v, act.lo, act.hi);
    });
    break;
  default:
    pass([&](float v) { return act.apply(v); });
  }
}

KMATCH_TARGET_AVX512 static void
activationRowsAvx512(const MatrixView<float> &c, const float *bias,
                     const Activation &act, intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

KMATCH_TARGET_AVX2 static void activationRowsAvx2(const MatrixView<float> &c,
                                                  const float *bias,
                                                  const Activation &act,
                                                  intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

static void activationRowsBaseline(const MatrixView<float> &c,
                                   const float *bias, const Activation &act,
                                   intptr_t i0, intptr_t i1) {
  activationRows(c, bias, act, i0, i1);
}

/// C = act(C + bias[j]) in one pass over C, rows across the OpenMP pool, on
/// the widest ISA the CPU and the cap allow (hostIsa). At 512x512 the AVX2
/// copy took half the baseline's time on this project's machine.
static void activationOnHost(const MatrixView<float> &c, const float *bias,
                             const Activation &act) {
  HostIsa isa = hostIsa();
  auto rows = isa == HostIsa::Avx512 ? activationRowsAvx512
              : isa == HostIsa::Avx2 ? activationRowsAvx2
                                     : activationRowsBaseline;
  intptr_t chunk = 16;
  intptr_t chunks = (c.rows + chunk - 1) / chunk;
#pragma omp parallel for schedule(static) if (c.rows * c.cols >= (1 << 16))
  for (intptr_t t = 0; t < chunks; ++t)
    rows(c, bias, act, t * chunk, std::min(c.rows, (t + 1) * chunk));
}

/// Runs a prepared matmul on the caller's buffers; `bias` is dense (c.cols
/// elements) or null.
static void runMatmul(DnnContext &ctx, const char *&step, MatmulPlan &p,
                      const MatrixView<float> &a, const MatrixView<float> &b,
                      const float *bias, const MatrixView<float> &c,
                      const Eltwise &act, const Activation &activation) {
  step = "running the matmul";
  if (!p.ran) {
    noteImplementation("matmul", p.impl.c_str());
    p.ran = true;
  }
  std::unordered_map<int, memory> args = {
      {DNNL_ARG_SRC, wrap(ctx, p.a, p.transposed ? b.data : a.data)},
      {DNNL_ARG_WEIGHTS, wrap(ctx, p.b, p.transposed ? a.data : b.data)},
      {DNNL_ARG_DST, wrap(ctx, p.c, c.data)}};
  if (bias)
    args[DNNL_ARG_BIAS] = wrap(ctx, p.bias, bias);
  if (!p.hostActivation)
    bindActivationArgs(ctx, act, 0, /*dstRank=*/2, args);
  run(ctx, p.prim, args);
  ctx.stream.wait();
  if (!p.hostActivation)
    return;
  step = "applying the activation";
  activationOnHost(c, /*bias=*/nullptr, activation);
}

/// The m * n * k range, [min, max), in which oneDNN's matmul runs an f32
/// @gemm by default. On this project's machine (AVX-512, 2 cores) oneDNN
/// 2.6's brgemm matmul was 1.1-1.8x faster than OpenBLAS 0.3.21's sgemm from
/// 96^3 to 512^3 and on every shape with K = 64 measured, 0.9-1.0x at 1024^3
/// and 2048^3; below 64^3 the shim's per-call oneDNN work (the lock, the
/// plan lookup, the memory objects: about 1 us) exceeds OpenBLAS's whole
/// call (0.1 us at 8^3, 3 us at 64^3).
static constexpr int64_t kDnnGemmMinWork = int64_t(1) << 19;
static constexpr int64_t kDnnGemmMaxWork = int64_t(1) << 29;

/// Below AVX-512 oneDNN 2.6 has no brgemm matmul, and its matmul runs its
/// jit sgemm (`gemm:jit`). Against OpenBLAS 0.3.21 (Haswell kernels), both
/// capped at AVX2 on this project's machine (2 threads, medians of 30 calls
/// in 3 interleaved rounds), the jit sgemm took 0.7-0.8x OpenBLAS's time at
/// 128^3 and 256^3 and 0.2-0.3x for one to eight rows (1x2048x1000,
/// 8x512x1000), but 1.1-1.6x from 512^3 up. With a bias and relu as
/// post-ops, against OpenBLAS and the host pass, it took 0.8-0.9x at 256^3
/// and 128x768x768 and 1.1x at 768^3 and 1024^3. At 512^3 the two were
/// within 0.9-1.1x of each other from run to run, and the jit sgemm's time
/// varied with where the caller's buffers sit (up to 1.4x between two
/// allocations of the same sizes; OpenBLAS's by 5%). Measured again with
/// both on the same buffers (bias and relu, OpenBLAS's OpenMP variant, 41
/// interleaved calls each, the buffers 64-byte aligned or 16 bytes off):
/// 0.84-0.98x at 512^3, 0.93-1.13x at 640^3, 0.97-1.00x at 768^3 and
/// 1.04-1.07x at 1024^3, so with an epilogue the jit sgemm takes products
/// below 2^28 (512^3 included). So without brgemm an f32 product runs on
/// the jit sgemm where its work m * n * k is in [kDnnGemmMinWork, max)
/// with these maxima.
static constexpr int64_t kJitGemmMaxWork = int64_t(1) << 25;
static constexpr int64_t kJitGemmEpilogueMaxWork = int64_t(1) << 28;

/// Whether oneDNN's jit sgemm (no brgemm) is the faster library for an f32
/// product of `work` = m * n * k, with or without a fused epilogue.
static bool jitMatmulFaster(int64_t work, bool epilogue) {
  return work >= kDnnGemmMinWork &&
         work < (epilogue ? kJitGemmEpilogueMaxWork : kJitGemmMaxWork);
}

KMATCH_CPU_ENTRY(gemm_bias_act, f32) {
  GemmBiasActLaunch g;
  DenseInputs dense;
  MemRef<float, 2> aRead = dense.densify(*A), bRead = dense.densify(*B);
  MemRef<float, 1> biasRead = dense.densify(*Bias);
  if (!checkGemmBiasAct(kernel, StridePolicy::PositiveOnly, &aRead, &bRead,
                        &biasRead, C, transA, transB, act, act_lo, act_hi, g) ||
      g.computedOnHost())
    return;
  MatmulParams params;
  params.bias = true;
  params.activation = g.act;
  params.act = eltwiseOf(g.act);
  std::vector<float> biasDense = g.bias.gather();
  // oneDNN's matmul where it runs its brgemm kernels, or its jit sgemm
  // on the products it is faster on (jitMatmulFaster); OpenBLAS and the
  // host pass otherwise, unless KMATCH_CPU_GEMM pins a library; never
  // oneDNN's reference kernel, nor views it cannot describe. An
  // activation the host pass would compute per element in libm (the
  // GELUs, sigmoid, SiLU, hard*) stays a oneDNN post-op on its vectorized
  // kernels: on the host, GELU over ConvNeXt's MLP took longer than the
  // product.
  GemmLibrary library = gemmLibraryFromEnv();
  bool cheapOnHost =
      g.act.code == KMATCH_ACT_NONE || g.act.code == KMATCH_ACT_RELU ||
      g.act.code == KMATCH_ACT_CLAMP || g.act.code == KMATCH_ACT_CLAMP_SELECT;
  bool onBlas = library == GemmLibrary::OpenBLAS || !describable(g.a) ||
                !describable(g.b) || !describable(g.c);
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    if (onBlas)
      return;
    MatmulPlan &p = matmulPlan(ctx, step, g.a, g.b, g.c, params);
    int64_t work = static_cast<int64_t>(g.c.rows) * g.c.cols * g.a.cols;
    if (p.reference ||
        (!p.brgemm && library == GemmLibrary::Auto && cheapOnHost &&
         !jitMatmulFaster(work, /*epilogue=*/true))) {
      onBlas = true;
      return;
    }
    runMatmul(ctx, step, p, g.a, g.b, biasDense.data(), g.c, params.act,
              params.activation);
  });
  if (!onBlas)
    return;
  // The product on the f32 gemm's path (OpenBLAS), then C = act(C +
  // bias) in one host pass, the IR's order and activation.
  static std::atomic<bool> noted{false};
  if (!noted.exchange(true))
    noteImplementation("matmul", "blas+host epilogue");
  gemmOnCpu(kernel, 1.f, g.a, g.b, 0.f, g.c);
  activationOnHost(g.c, biasDense.data(), g.act);
}

/// Whether every dimension of more than one element has a positive stride
/// (oneDNN takes no others).
static bool positivelyStrided(const MatrixView<float> &m) {
  return (m.rows <= 1 || m.rowStride > 0) && (m.cols <= 1 || m.colStride > 0);
}

bool kmatch_rt::gemmOnDnn(const char *kernel, float alpha,
                          const MatrixView<float> &a,
                          const MatrixView<float> &b, float beta,
                          const MatrixView<float> &c) {
  GemmLibrary library = gemmLibraryFromEnv();
  if (library == GemmLibrary::OpenBLAS || a.cols == 0 ||
      !positivelyStrided(a) || !positivelyStrided(b) || !positivelyStrided(c) ||
      !describable(a) || !describable(b) || !describable(c))
    return false;
  int64_t work = static_cast<int64_t>(c.rows) * c.cols * a.cols;
  if (library == GemmLibrary::Auto &&
      (work < kDnnGemmMinWork || work >= kDnnGemmMaxWork))
    return false;
  // True from here on unless the kernel oneDNN picks sends the launch back:
  // a oneDNN failure is reported, and then the launch has run its course.
  bool ran = true;
  withDnn(kernel, [&](DnnContext &ctx, const char *&step) {
    MatmulParams params;
    params.alpha = alpha;
    params.beta = beta;
    MatmulPlan &p = matmulPlan(ctx, step, a, b, c, params);
    // A layout brgemm does not take is OpenBLAS's, unless the jit sgemm is
    // the faster there (jitMatmulFaster); and so is one oneDNN has only its
    // reference kernel for, even when pinned to oneDNN.
    if (p.reference || (!p.brgemm && library == GemmLibrary::Auto &&
                        !jitMatmulFaster(work, /*epilogue=*/false))) {
      ran = false;
      return;
    }
    runMatmul(ctx, step, p, a, b, /*bias=*/nullptr, c, params.act,
              params.activation);
  });
  return ran;
}
