//===- dnn_cases.h - DNN shim tests shared by both backends -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Checks the f32 DNN shims of one backend (conv1d, conv2d, conv3d, the fused
// conv2d variants, depthwise conv, pooling, batchnorm, add, gemm_bias_act)
// against naive double-precision references: odd sizes, both layouts, strides 1
// and 2, dilation 2, asymmetric padding, every activation, padded, permuted and
// strided views, the batch-norm fold, the residual input, and the error
// paths. A backend instantiates them with KMATCH_DNN_SHIMS(backend).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEST_RUNTIME_DNN_CASES_H
#define KMATCH_TEST_RUNTIME_DNN_CASES_H

#include "gemm_cases.h"
#include "kmatch_codes.h"

#include <array>
#include <cfloat>
#include <cstring>
#include <limits>
#include <type_traits>

namespace kmatch_test {
using kmatch_rt::UnrankedMemRef;

/// The DNN kernels these cases test, X(kernel, member, ...): each member's
/// type is the kernel's f32 signature from kmatch_kernels.h
/// (runtime/kernels.json).
#define KMATCH_DNN_CASE_KERNELS(X, ...)                                        \
  X(conv1d, conv1d, __VA_ARGS__)                                               \
  X(conv2d, conv2d, __VA_ARGS__)                                               \
  X(conv3d, conv3d, __VA_ARGS__)                                               \
  X(conv2d_bias_act, conv2dBiasAct, __VA_ARGS__)                               \
  X(conv2d_bias_add_act, conv2dBiasAddAct, __VA_ARGS__)                        \
  X(conv2d_bn_act, conv2dBnAct, __VA_ARGS__)                                   \
  X(conv2d_bn_add_act, conv2dBnAddAct, __VA_ARGS__)                            \
  X(grouped_conv2d, groupedConv2d, __VA_ARGS__)                                \
  X(depthwise_conv2d, depthwiseConv2d, __VA_ARGS__)                            \
  X(depthwise_conv2d_bn_act, depthwiseConv2dBnAct, __VA_ARGS__)                \
  X(maxpool2d, maxpool2d, __VA_ARGS__)                                         \
  X(avgpool2d, avgpool2d, __VA_ARGS__)                                         \
  X(batchnorm, batchnorm, __VA_ARGS__)                                         \
  X(add, add, __VA_ARGS__)                                                     \
  X(broadcast_add, broadcastAdd, __VA_ARGS__)                                  \
  X(copy, copy, __VA_ARGS__)                                                   \
  X(scale_channels, scaleChannels, __VA_ARGS__)                                \
  X(softmax, softmax, __VA_ARGS__)                                             \
  X(layernorm, layernorm, __VA_ARGS__)                                         \
  X(scale_shift, scaleShift, __VA_ARGS__)                                      \
  X(gemm_bias_act, gemmBiasAct, __VA_ARGS__)

/// The DNN shims of one backend.
struct DnnShims {
#define KMATCH_DNN_MEMBER_(KERNEL, MEMBER, ...)                                \
  kmatch_rt::shim::KERNEL##_f32 *MEMBER;
  KMATCH_DNN_CASE_KERNELS(KMATCH_DNN_MEMBER_, )
#undef KMATCH_DNN_MEMBER_
};

/// The DNN shims of `backend` (cpu, cuda).
#define KMATCH_DNN_SHIM_(KERNEL, MEMBER, BACKEND)                              \
  KMATCH_SHIM(BACKEND, KERNEL, f32),
#define KMATCH_DNN_SHIMS(backend)                                              \
  kmatch_test::DnnShims { KMATCH_DNN_CASE_KERNELS(KMATCH_DNN_SHIM_, backend) }

/// How a tensor is laid out in its backing store: row-major and dense;
/// with an offset and two unused elements after every row of every
/// dimension; with the memref's dimensions stored in another order (NCHW
/// stored channels-last, other ranks reversed); or with inner stride 2.
/// Broadcast: the outermost dim of the storage order has stride 0 (every
/// index along it reads the same elements); Reversed: the innermost has a
/// negative stride. Both are valid inputs of a linalg op, never outputs.
/// Aligned: dense from a 64-byte boundary, as one-shot bufferization
/// allocates (the CPU convolutions run on such channels-last buffers
/// without reorders).
enum class View {
  Dense,
  Padded,
  Permuted,
  Strided,
  Broadcast,
  Reversed,
  Aligned
};

/// A tensor of rank R in its own random storage, and its descriptor. The
/// storage outside the view must stay untouched by the shims.
template <int R>
struct Tensor {
  std::vector<float> storage;
  MemRef<float, R> desc;

  Tensor(std::array<intptr_t, R> sizes, View view, std::mt19937 &rng) {
    std::array<int, R> order; // outermost first
    for (int d = 0; d < R; ++d)
      order[d] = view == View::Permuted ? R - 1 - d : d;
    if constexpr (R == 4)
      if (view == View::Permuted)
        order = {0, 2, 3, 1}; // NCHW stored channels-last
    intptr_t stride = view == View::Strided ? 2 : 1;
    intptr_t pad = view == View::Padded ? 2 : 0;
    for (int i = R - 1; i >= 0; --i) {
      int d = order[i];
      desc.sizes[d] = sizes[d];
      desc.strides[d] = stride;
      stride *= sizes[d] + pad;
    }
    storage.resize(16 + stride + 3);
    intptr_t offset = view == View::Dense ? 0 : 7;
    if (view == View::Aligned)
      offset = (64 - reinterpret_cast<uintptr_t>(storage.data()) % 64) % 64 /
               sizeof(float);
    desc.offset = offset;
    if (view == View::Broadcast && R > 0)
      desc.strides[order[0]] = 0;
    if (view == View::Reversed && R > 0 && sizes[order[R - 1]] > 0) {
      int d = order[R - 1];
      desc.offset += (sizes[d] - 1) * desc.strides[d];
      desc.strides[d] = -desc.strides[d];
    }
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    for (float &v : storage)
      v = static_cast<float>(dist(rng));
    desc.allocated = desc.aligned = storage.data();
  }
  size_t index(std::array<intptr_t, R> idx) const {
    intptr_t off = desc.offset;
    for (int d = 0; d < R; ++d)
      off += idx[d] * desc.strides[d];
    return static_cast<size_t>(off);
  }
  float &at(std::array<intptr_t, R> idx) { return storage[index(idx)]; }
  intptr_t numElements() const {
    intptr_t n = 1;
    for (int d = 0; d < R; ++d)
      n *= desc.sizes[d];
    return n;
  }
  /// Calls f(idx) for every element of the view.
  template <typename F>
  void forEach(F &&f) const {
    if (numElements() == 0)
      return;
    std::array<intptr_t, R> idx{};
    for (intptr_t n = numElements(); n > 0; --n) {
      f(idx);
      for (int d = R - 1; d >= 0; --d) {
        if (++idx[d] < desc.sizes[d])
          break;
        idx[d] = 0;
      }
    }
  }
  UnrankedMemRef unranked() { return {R, &desc}; }
};

/// The allowed error of an output element relative to the magnitude of its
/// reference sum, max(1, sum of |terms|). f32 accumulation of the sizes here
/// stays below 1e-5; 1e-4 could not tell gelu's tanh form from its erf form
/// (they differ by up to 4.7e-4).
inline double dnnRelativeTolerance = 1e-5;

/// What an output's storage must hold after a launch: the values (its old
/// storage outside the view) and per element the allowed error (0 outside
/// the view: untouched).
struct Expected {
  std::vector<double> value, tolerance;

  explicit Expected(const std::vector<float> &before)
      : value(before.begin(), before.end()), tolerance(before.size(), 0.0) {}
  /// Element i should be v, the reference sum of terms of total magnitude
  /// `magnitude`.
  void set(size_t i, double v, double magnitude) {
    value[i] = v;
    tolerance[i] = dnnRelativeTolerance * std::max(1.0, magnitude);
  }
  void check(const std::vector<float> &got) const {
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    REQUIRE(got.size() == value.size());
    for (size_t i = 0; i < got.size(); ++i)
      if (value[i] != got[i] && !(std::fabs(value[i] - got[i]) <= tolerance[i]) &&
          !(std::isnan(value[i]) && std::isnan(got[i])))
        FAIL("storage[" << i << "]: expected " << value[i] << ", got "
                        << got[i]);
  }
};

/// torch-mlir's hardsigmoid in double: clamp(v + 3, 0, 6) / 6, its clamp's
/// selects sending NaN to 0.
inline double hardSigmoidRef(double v) {
  double t = v + 3;
  if (std::isnan(t) || t < 0)
    t = 0;
  return std::min(t, 6.0) / 6;
}

/// The number of activation codes: 0 to activationCount - 1
/// (runtime/common/kmatch_codes.h).
#define KMATCH_TEST_COUNT_ACTIVATION_(E, N, V) +1
constexpr int activationCount =
    0 KMATCH_FOR_EACH_ACTIVATION(KMATCH_TEST_COUNT_ACTIVATION_);
#undef KMATCH_TEST_COUNT_ACTIVATION_

/// act as runtime/common/kmatch_codes.h defines each code, in double.
inline double activate(int act, double lo, double hi, double v) {
  switch (act) {
  case 10:
  case 11: {
    double s = std::isnan(v) ? v : std::min(std::max(v + 3, 0.0), 6.0) / 6;
    return act == 10 ? s : v * s;
  }
  case 9: {
    double t = std::isnan(v) || v < lo ? lo : v;
    return t > hi ? hi : t;
  }
  case 7:
    return 1 / (1 + std::exp(-v));
  case 8:
    return v / (1 + std::exp(-v));
  case 5:
    return v * hardSigmoidRef(v);
  case 6:
    return hardSigmoidRef(v);
  case 1:
    return std::max(v, 0.0);
  case 2:
    return std::min(std::max(v, lo), hi);
  case 3:
    return 0.5 * v *
           (1 + std::tanh(0.7978845608028654 * (v + 0.044715 * v * v * v)));
  case 4:
    return 0.5 * v * (1 + std::erf(v / std::sqrt(2.0)));
  }
  return v;
}

/// A convolution (or pooling) problem in logical NCHW terms.
struct ConvGeom {
  intptr_t N, C, H, W, F, KH, KW;
  int64_t sh, sw, dh, dw, pt, pl, pb, pr;
  /// The output extent when not the largest the padded input allows: the
  /// windows then read only a prefix of it (a crop, trimmed high pads).
  intptr_t oh = 0, ow = 0;
  /// grouped_conv2d's groups, dividing C and F.
  intptr_t groups = 1;

  intptr_t OH() const {
    return oh ? oh : (H + pt + pb - dh * (KH - 1) - 1) / sh + 1;
  }
  intptr_t OW() const {
    return ow ? ow : (W + pl + pr - dw * (KW - 1) - 1) / sw + 1;
  }
};

inline std::array<intptr_t, 4>
activationShape(int layout, intptr_t n, intptr_t c, intptr_t h, intptr_t w) {
  return layout ? std::array<intptr_t, 4>{n, h, w, c}
                : std::array<intptr_t, 4>{n, c, h, w};
}

/// Index of logical NCHW element (n, c, h, w) of an activation memref.
inline std::array<intptr_t, 4>
activationIndex(int layout, intptr_t n, intptr_t c, intptr_t h, intptr_t w) {
  return activationShape(layout, n, c, h, w);
}

/// Which kernel of the convolution family a case runs.
enum class ConvKind {
  Conv,           // conv2d, y = conv
  ConvAccumulate, // conv2d, y += conv
  BiasAct,        // conv2d_bias_act
  BiasAddAct,     // conv2d_bias_add_act, z its own tensor
  BiasAddActInto, // conv2d_bias_add_act, z is y
  BnAct,          // conv2d_bn_act
  BnAddAct,       // conv2d_bn_add_act
  Depthwise,      // depthwise_conv2d, y = conv
  DepthwiseAccumulate,
  DepthwiseBnAct,   // depthwise_conv2d_bn_act
  Grouped,          // grouped_conv2d (g.groups), y = conv
  GroupedAccumulate // grouped_conv2d, y += conv
};

/// Runs one convolution-family launch and checks it against the reference.
inline void checkConv(const DnnShims &s, ConvKind kind, const ConvGeom &g,
                      int layout, int act, View vx, View vw, View vy,
                      std::mt19937 &rng) {
  bool depthwise = kind == ConvKind::Depthwise ||
                   kind == ConvKind::DepthwiseAccumulate ||
                   kind == ConvKind::DepthwiseBnAct;
  bool grouped =
      kind == ConvKind::Grouped || kind == ConvKind::GroupedAccumulate;
  intptr_t groups = grouped ? g.groups : 1;
  intptr_t F = depthwise ? g.C : g.F, OH = g.OH(), OW = g.OW();
  // Input channels per filter, and output channels per group.
  intptr_t Cg = g.C / groups, Fg = F / groups;
  INFO("kind=" << int(kind) << " layout=" << layout << " act=" << act
               << " views=" << int(vx) << int(vw) << int(vy) << " N=" << g.N
               << " C=" << g.C << " H=" << g.H << " W=" << g.W << " F=" << F
               << " K=" << g.KH << "x" << g.KW << " s=" << g.sh << "," << g.sw
               << " d=" << g.dh << "," << g.dw << " pads=" << g.pt << ","
               << g.pl << "," << g.pb << "," << g.pr << " groups=" << groups);
  Tensor<4> x(activationShape(layout, g.N, g.C, g.H, g.W), vx, rng);
  Tensor<4> w(layout ? std::array<intptr_t, 4>{g.KH, g.KW, Cg, F}
                     : std::array<intptr_t, 4>{F, Cg, g.KH, g.KW},
              vw, rng);
  Tensor<3> wd(layout ? std::array<intptr_t, 3>{g.KH, g.KW, g.C}
                      : std::array<intptr_t, 3>{g.C, g.KH, g.KW},
               vw, rng);
  Tensor<4> y(activationShape(layout, g.N, F, OH, OW), vy, rng);
  // z channels-last with y channels-last: the residual a channels-last
  // buffer holds (--kmatch-channels-last), copied, not reordered.
  Tensor<4> z(activationShape(layout, g.N, F, OH, OW),
              vy == View::Dense      ? View::Padded
              : vy == View::Permuted ? View::Permuted
                                     : View::Dense,
              rng);
  Tensor<1> bias({F}, View::Strided, rng), gamma({F}, View::Dense, rng),
      beta({F}, View::Padded, rng), mean({F}, View::Dense, rng),
      var({F}, View::Strided, rng);
  for (intptr_t f = 0; f < F; ++f)
    var.at({f}) = 0.1f + std::fabs(var.at({f})) * 2;
  const float lo = -0.3f, hi = 0.4f, eps = 1e-3f;

  auto xAt = [&](intptr_t n, intptr_t c, intptr_t h, intptr_t ww) -> double {
    return x.at(activationIndex(layout, n, c, h, ww));
  };
  // c is x's channel; a grouped filter holds the channels of f's group.
  auto wAt = [&](intptr_t f, intptr_t c, intptr_t kh, intptr_t kw) -> double {
    if (depthwise)
      return layout ? wd.at({kh, kw, f}) : wd.at({f, kh, kw});
    c -= (f / Fg) * Cg;
    return layout ? w.at({kh, kw, c, f}) : w.at({f, c, kh, kw});
  };
  Expected expected(y.storage);
  for (intptr_t n = 0; n < g.N; ++n)
    for (intptr_t f = 0; f < F; ++f)
      for (intptr_t oh = 0; oh < OH; ++oh)
        for (intptr_t ow = 0; ow < OW; ++ow) {
          double acc = 0, mag = 0;
          intptr_t c0 = depthwise ? f : (f / Fg) * Cg,
                   c1 = depthwise ? f + 1 : c0 + Cg;
          for (intptr_t c = c0; c < c1; ++c)
            for (intptr_t kh = 0; kh < g.KH; ++kh)
              for (intptr_t kw = 0; kw < g.KW; ++kw) {
                intptr_t ih = oh * g.sh - g.pt + kh * g.dh;
                intptr_t iw = ow * g.sw - g.pl + kw * g.dw;
                if (ih < 0 || ih >= g.H || iw < 0 || iw >= g.W)
                  continue;
                double t = xAt(n, c, ih, iw) * wAt(f, c, kh, kw);
                acc += t;
                mag += std::fabs(t);
              }
          size_t yi = y.index(activationIndex(layout, n, f, oh, ow));
          double old = y.storage[yi];
          double zv = kind == ConvKind::BiasAddActInto
                          ? old
                          : z.at(activationIndex(layout, n, f, oh, ow));
          double v = acc;
          switch (kind) {
          case ConvKind::ConvAccumulate:
          case ConvKind::DepthwiseAccumulate:
          case ConvKind::GroupedAccumulate:
            v += old;
            mag += std::fabs(old);
            break;
          case ConvKind::BiasAct:
          case ConvKind::BiasAddAct:
          case ConvKind::BiasAddActInto: {
            double b = bias.at({f});
            bool add = kind != ConvKind::BiasAct;
            v = activate(act, lo, hi, acc + b + (add ? zv : 0.0));
            mag += std::fabs(b) + (add ? std::fabs(zv) : 0.0);
            break;
          }
          case ConvKind::BnAct:
          case ConvKind::BnAddAct:
          case ConvKind::DepthwiseBnAct: {
            double sc = gamma.at({f}) / std::sqrt(double(var.at({f})) + eps);
            bool add = kind == ConvKind::BnAddAct;
            v = activate(act, lo, hi,
                         sc * (acc - mean.at({f})) + beta.at({f}) +
                             (add ? zv : 0.0));
            mag = std::fabs(sc) * (mag + std::fabs(mean.at({f}))) +
                  std::fabs(beta.at({f})) + (add ? std::fabs(zv) : 0.0);
            break;
          }
          default:
            break;
          }
          expected.set(yi, v, mag);
        }
  std::vector<float> xBefore = x.storage, zBefore = z.storage;
  const int64_t sh = g.sh, sw = g.sw, dh = g.dh, dw = g.dw, pt = g.pt,
                pl = g.pl, pb = g.pb, pr = g.pr;
  switch (kind) {
  case ConvKind::Conv:
  case ConvKind::ConvAccumulate:
    s.conv2d(&x.desc, &w.desc, &y.desc, layout, sh, sw, dh, dw, pt, pl, pb, pr,
             kind == ConvKind::ConvAccumulate, 0);
    break;
  case ConvKind::BiasAct:
    s.conv2dBiasAct(&x.desc, &w.desc, &bias.desc, &y.desc, layout, sh, sw, dh,
                    dw, pt, pl, pb, pr, act, lo, hi, 0);
    break;
  case ConvKind::BiasAddAct:
  case ConvKind::BiasAddActInto:
    s.conv2dBiasAddAct(&x.desc, &w.desc, &bias.desc,
                       kind == ConvKind::BiasAddAct ? &z.desc : &y.desc,
                       &y.desc, layout, sh, sw, dh, dw, pt, pl, pb, pr, act, lo,
                       hi, 0);
    break;
  case ConvKind::BnAct:
    s.conv2dBnAct(&x.desc, &w.desc, &gamma.desc, &beta.desc, &mean.desc,
                  &var.desc, &y.desc, layout, sh, sw, dh, dw, pt, pl, pb, pr,
                  act, lo, hi, eps, 0);
    break;
  case ConvKind::BnAddAct:
    s.conv2dBnAddAct(&x.desc, &w.desc, &gamma.desc, &beta.desc, &mean.desc,
                     &var.desc, &z.desc, &y.desc, layout, sh, sw, dh, dw, pt,
                     pl, pb, pr, act, lo, hi, eps, 0);
    break;
  case ConvKind::Depthwise:
  case ConvKind::DepthwiseAccumulate:
    s.depthwiseConv2d(&x.desc, &wd.desc, &y.desc, layout, sh, sw, dh, dw, pt,
                      pl, pb, pr, kind == ConvKind::DepthwiseAccumulate, 0);
    break;
  case ConvKind::DepthwiseBnAct:
    s.depthwiseConv2dBnAct(&x.desc, &wd.desc, &gamma.desc, &beta.desc,
                           &mean.desc, &var.desc, &y.desc, layout, sh, sw, dh,
                           dw, pt, pl, pb, pr, act, lo, hi, eps, 0);
    break;
  case ConvKind::Grouped:
  case ConvKind::GroupedAccumulate:
    s.groupedConv2d(&x.desc, &w.desc, &y.desc, layout, groups, sh, sw, dh, dw,
                    pt, pl, pb, pr, kind == ConvKind::GroupedAccumulate, 0);
    break;
  }
  expected.check(y.storage);
  CHECK(x.storage == xBefore);
  CHECK(z.storage == zBefore);
}

/// A convolution of S spatial dims (1 to 3, outermost first) in logical
/// terms, for the rank-generic reference of conv1d, conv2d and conv3d.
template <int S> struct ConvGeomNd {
  intptr_t N, C, F;
  std::array<intptr_t, S> in, kernel;
  std::array<int64_t, S> stride, dilation, padLo, padHi;
  /// Output extents below the largest the padded input allows (0: the
  /// largest): the windows read a prefix of x.
  std::array<intptr_t, S> out{};

  intptr_t outAt(int i) const {
    return out[i]
               ? out[i]
               : (in[i] + padLo[i] + padHi[i] - dilation[i] * (kernel[i] - 1) -
                  1) / stride[i] +
                     1;
  }
};

/// The memref shape of an activation (N, C, spatial..) or a filter (F, C,
/// kernel..) of layout 0 (channels first) or 1 (channels last: (N,
/// spatial.., C) and (kernel.., C, F)).
template <int S>
std::array<intptr_t, S + 2> convShape(int layout, bool filter, intptr_t a,
                                      intptr_t b,
                                      const std::array<intptr_t, S> &spatial) {
  std::array<intptr_t, S + 2> shape;
  if (!layout) {
    shape[0] = a, shape[1] = b;
    for (int i = 0; i < S; ++i)
      shape[2 + i] = spatial[i];
    return shape;
  }
  int lead = filter ? 0 : 1;
  if (!filter)
    shape[0] = a;
  for (int i = 0; i < S; ++i)
    shape[lead + i] = spatial[i];
  if (filter)
    shape[S] = b, shape[S + 1] = a;
  else
    shape[S + 1] = b;
  return shape;
}

/// Calls f(idx) for every index of the box `sizes` (odometer order).
template <int S, typename F>
void forEachIndex(const std::array<intptr_t, S> &sizes, F &&f) {
  for (intptr_t d : sizes)
    if (d == 0)
      return;
  std::array<intptr_t, S> idx{};
  while (true) {
    f(idx);
    int d = S - 1;
    for (; d >= 0; --d) {
      if (++idx[d] < sizes[d])
        break;
      idx[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// Runs conv1d (S = 1), conv2d (2) or conv3d (3), y = conv or y += conv,
/// and checks it against a naive reference over any spatial rank.
template <int S>
void checkConvNd(const DnnShims &s, const ConvGeomNd<S> &g, int layout,
                 bool accumulate, View vx, View vw, View vy,
                 std::mt19937 &rng) {
  constexpr int R = S + 2;
  std::array<intptr_t, S> out;
  for (int i = 0; i < S; ++i)
    out[i] = g.outAt(i);
  INFO("conv" << S << "d layout=" << layout << " accumulate=" << accumulate
              << " views=" << int(vx) << int(vw) << int(vy) << " N=" << g.N
              << " C=" << g.C << " F=" << g.F << " in0=" << g.in[0]
              << " k0=" << g.kernel[0] << " out0=" << out[0]);
  Tensor<R> x(convShape<S>(layout, false, g.N, g.C, g.in), vx, rng);
  Tensor<R> w(convShape<S>(layout, true, g.F, g.C, g.kernel), vw, rng);
  Tensor<R> y(convShape<S>(layout, false, g.N, g.F, out), vy, rng);
  auto at = [&](Tensor<R> &t, bool filter, intptr_t a, intptr_t b,
                const std::array<intptr_t, S> &spatial) -> float & {
    return t.at(convShape<S>(layout, filter, a, b, spatial));
  };
  Expected expected(y.storage);
  for (intptr_t n = 0; n < g.N; ++n)
    for (intptr_t f = 0; f < g.F; ++f)
      forEachIndex<S>(out, [&](const std::array<intptr_t, S> &o) {
        double acc = 0, mag = 0;
        for (intptr_t c = 0; c < g.C; ++c)
          forEachIndex<S>(g.kernel, [&](const std::array<intptr_t, S> &k) {
            std::array<intptr_t, S> i;
            for (int d = 0; d < S; ++d) {
              i[d] = o[d] * g.stride[d] - g.padLo[d] + k[d] * g.dilation[d];
              if (i[d] < 0 || i[d] >= g.in[d])
                return;
            }
            double t = double(at(x, false, n, c, i)) * at(w, true, f, c, k);
            acc += t;
            mag += std::fabs(t);
          });
        size_t yi = y.index(convShape<S>(layout, false, n, f, o));
        if (accumulate) {
          acc += y.storage[yi];
          mag += std::fabs(y.storage[yi]);
        }
        expected.set(yi, acc, mag);
      });
  std::vector<float> xBefore = x.storage, wBefore = w.storage;
  const auto &st = g.stride, &dl = g.dilation, &lo = g.padLo, &hi = g.padHi;
  if constexpr (S == 1)
    s.conv1d(&x.desc, &w.desc, &y.desc, layout, st[0], dl[0], lo[0], hi[0],
             accumulate, 0);
  else if constexpr (S == 2)
    s.conv2d(&x.desc, &w.desc, &y.desc, layout, st[0], st[1], dl[0], dl[1],
             lo[0], lo[1], hi[0], hi[1], accumulate, 0);
  else
    s.conv3d(&x.desc, &w.desc, &y.desc, layout, st[0], st[1], st[2], dl[0],
             dl[1], dl[2], lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], accumulate,
             0);
  expected.check(y.storage);
  CHECK(x.storage == xBefore);
  CHECK(w.storage == wBefore);
}

/// Runs one pooling launch and checks it against the reference (a max over
/// a window wholly in the padding is -inf; max(floor, ...) with a floor).
inline void checkPool(const DnnShims &s, bool max, const ConvGeom &g,
                      int layout, View vx, View vy, std::mt19937 &rng,
                      float floor = -INFINITY) {
  intptr_t OH = g.OH(), OW = g.OW();
  INFO("max=" << max << " layout=" << layout << " views=" << int(vx) << int(vy)
              << " N=" << g.N << " C=" << g.C << " H=" << g.H << " W=" << g.W
              << " K=" << g.KH << "x" << g.KW << " s=" << g.sh << "," << g.sw
              << " pads=" << g.pt << "," << g.pl << "," << g.pb << "," << g.pr
              << " floor=" << floor);
  Tensor<4> x(activationShape(layout, g.N, g.C, g.H, g.W), vx, rng);
  Tensor<4> y(activationShape(layout, g.N, g.C, OH, OW), vy, rng);
  Expected expected(y.storage);
  for (intptr_t n = 0; n < g.N; ++n)
    for (intptr_t c = 0; c < g.C; ++c)
      for (intptr_t oh = 0; oh < OH; ++oh)
        for (intptr_t ow = 0; ow < OW; ++ow) {
          double m = floor, sum = 0, mag = 0;
          for (intptr_t kh = 0; kh < g.KH; ++kh)
            for (intptr_t kw = 0; kw < g.KW; ++kw) {
              intptr_t ih = oh * g.sh - g.pt + kh, iw = ow * g.sw - g.pl + kw;
              if (ih < 0 || ih >= g.H || iw < 0 || iw >= g.W)
                continue;
              double v = x.at(activationIndex(layout, n, c, ih, iw));
              m = std::max(m, v);
              sum += v;
              mag += std::fabs(v);
            }
          double v = max ? m : sum / double(g.KH * g.KW);
          expected.set(y.index(activationIndex(layout, n, c, oh, ow)), v,
                       max ? 1.0 : mag);
        }
  if (max)
    s.maxpool2d(&x.desc, &y.desc, layout, g.KH, g.KW, g.sh, g.sw, g.pt, g.pl,
                g.pb, g.pr, floor);
  else
    s.avgpool2d(&x.desc, &y.desc, layout, g.KH, g.KW, g.sh, g.sw, g.pt, g.pl,
                g.pb, g.pr);
  expected.check(y.storage);
}

/// Runs one batchnorm launch and checks it against the reference.
inline void checkBatchnorm(const DnnShims &s, int layout, intptr_t N,
                           intptr_t C, intptr_t H, intptr_t W, View vx, View vy,
                           std::mt19937 &rng) {
  INFO("layout=" << layout << " views=" << int(vx) << int(vy) << " N=" << N
                 << " C=" << C << " H=" << H << " W=" << W);
  Tensor<4> x(activationShape(layout, N, C, H, W), vx, rng);
  Tensor<4> y(activationShape(layout, N, C, H, W), vy, rng);
  Tensor<1> gamma({C}, View::Strided, rng), beta({C}, View::Dense, rng),
      mean({C}, View::Padded, rng), var({C}, View::Strided, rng);
  for (intptr_t c = 0; c < C; ++c)
    var.at({c}) = 0.05f + std::fabs(var.at({c}));
  const float eps = 1e-2f;
  Expected expected(y.storage);
  for (intptr_t n = 0; n < N; ++n)
    for (intptr_t c = 0; c < C; ++c)
      for (intptr_t h = 0; h < H; ++h)
        for (intptr_t w = 0; w < W; ++w) {
          double sc = gamma.at({c}) / std::sqrt(double(var.at({c})) + eps);
          double xv = x.at(activationIndex(layout, n, c, h, w));
          double v = sc * (xv - mean.at({c})) + beta.at({c});
          double mag =
              std::fabs(sc) * (std::fabs(xv) + std::fabs(mean.at({c}))) +
              std::fabs(beta.at({c}));
          expected.set(y.index(activationIndex(layout, n, c, h, w)), v, mag);
        }
  s.batchnorm(&x.desc, &gamma.desc, &beta.desc, &mean.desc, &var.desc, &y.desc,
              layout, eps);
  expected.check(y.storage);
}

/// y = a + b at rank R; `into` 0: y its own tensor, 1: y is a, 2: y is b.
template <int R>
void checkAdd(const DnnShims &s, std::array<intptr_t, R> sizes, View va,
              View vb, View vy, int into, std::mt19937 &rng) {
  INFO("rank=" << R << " views=" << int(va) << int(vb) << int(vy)
               << " into=" << into);
  Tensor<R> a(sizes, va, rng), b(sizes, vb, rng), y(sizes, vy, rng);
  Tensor<R> &out = into == 1 ? a : into == 2 ? b : y;
  Expected expected(out.storage);
  a.forEach([&](const std::array<intptr_t, R> &i) {
    double av = a.at(i), bv = b.at(i);
    expected.set(out.index(i), av + bv, std::fabs(av) + std::fabs(bv));
  });
  UnrankedMemRef ua = a.unranked(), ub = b.unranked(), uy = out.unranked();
  s.add(&ua, &ub, &uy);
  expected.check(out.storage);
}

/// y = a + b at rank R, b of size 1 along the dims in `unit` (a bit mask)
/// and broadcast along them; NaN, +-inf and -0 among b's elements.
template <int R>
void checkBroadcastAdd(const DnnShims &s, std::array<intptr_t, R> sizes,
                       unsigned unit, View va, View vb, View vy,
                       std::mt19937 &rng) {
  INFO("rank=" << R << " unit=" << unit << " views=" << int(va) << int(vb)
               << int(vy));
  std::array<intptr_t, R> bsizes = sizes;
  for (int d = 0; d < R; ++d)
    if (unit & (1u << d))
      bsizes[d] = 1;
  Tensor<R> a(sizes, va, rng), b(bsizes, vb, rng), y(sizes, vy, rng);
  const float specials[] = {std::numeric_limits<float>::quiet_NaN(),
                            std::numeric_limits<float>::infinity(),
                            -std::numeric_limits<float>::infinity(), -0.0f};
  intptr_t k = 0;
  b.forEach([&](const std::array<intptr_t, R> &i) {
    if (k % 5 == 2)
      b.at(i) = specials[(k / 5) % 4];
    ++k;
  });
  Expected expected(y.storage);
  a.forEach([&](const std::array<intptr_t, R> &i) {
    std::array<intptr_t, R> j = i;
    for (int d = 0; d < R; ++d)
      if (unit & (1u << d))
        j[d] = 0;
    double av = a.at(i), bv = b.at(j);
    expected.set(y.index(i), av + bv, std::fabs(av) + std::fabs(bv));
  });
  UnrankedMemRef ua = a.unranked(), ub = b.unranked(), uy = y.unranked();
  s.broadcastAdd(&ua, &ub, &uy);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  expected.check(y.storage);
}

/// y = x at rank R, bit for bit (a NaN with a payload, -0 and +-inf among
/// x); x and the storage around y's view stay untouched.
template <int R>
void checkCopy(const DnnShims &s, std::array<intptr_t, R> sizes, View vx,
               View vy, std::mt19937 &rng) {
  INFO("rank=" << R << " views=" << int(vx) << int(vy));
  Tensor<R> x(sizes, vx, rng), y(sizes, vy, rng);
  uint32_t payloadNan = 0x7fc12345u;
  const float specials[] = {-0.0f, std::numeric_limits<float>::infinity(),
                            -std::numeric_limits<float>::infinity()};
  intptr_t k = 0;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    if (k % 4 == 1)
      std::memcpy(&x.at(i), &payloadNan, sizeof(float));
    else if (k % 4 == 3)
      x.at(i) = specials[(k / 4) % 3];
    ++k;
  });
  std::vector<float> want = y.storage, xBefore = x.storage;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    want[y.index(i)] = x.storage[x.index(i)];
  });
  UnrankedMemRef ux = x.unranked(), uy = y.unranked();
  s.copy(&ux, &uy);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  CHECK(std::memcmp(want.data(), y.storage.data(),
                    want.size() * sizeof(float)) == 0);
  if (vx != View::Broadcast || vy != View::Broadcast)
    CHECK(std::memcmp(xBefore.data(), x.storage.data(),
                      xBefore.size() * sizeof(float)) == 0);
}

/// y = softmax(x) along `axis` (as passed; -1 the last dim) at rank R,
/// against a double reference computed as the IR does (the row max
/// propagates NaN). `special` puts -inf, NaN and +inf into some rows: a
/// row with one -inf, a row all -inf, a row with a NaN, a row with +inf.
/// `inPlace`: y is x.
template <int R>
void checkSoftmax(const DnnShims &s, std::array<intptr_t, R> sizes,
                  int64_t axis, View vx, View vy, bool special, bool inPlace,
                  std::mt19937 &rng) {
  INFO("rank=" << R << " axis=" << axis << " views=" << int(vx) << int(vy)
               << " special=" << special << " inPlace=" << inPlace);
  Tensor<R> x(sizes, vx, rng), y(sizes, vy, rng);
  int dim = axis < 0 ? R + static_cast<int>(axis) : static_cast<int>(axis);
  intptr_t n = sizes[dim];
  const double inf = std::numeric_limits<double>::infinity();
  // Rows are numbered by their start index's position in x.forEach order.
  std::vector<std::array<intptr_t, R>> starts;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    if (i[dim] == 0)
      starts.push_back(i);
  });
  if (special) {
    auto row = [&](size_t r, intptr_t k) {
      std::array<intptr_t, R> i = starts[r % starts.size()];
      i[dim] = k % n;
      return i;
    };
    x.at(row(0, 1)) = -INFINITY;
    for (intptr_t k = 0; k < n; ++k)
      x.at(row(1, k)) = -INFINITY;
    x.at(row(2, n - 1)) = NAN;
    x.at(row(3, 0)) = INFINITY;
  }
  Tensor<R> &out = inPlace ? x : y;
  Expected expected(out.storage);
  for (std::array<intptr_t, R> i : starts) {
    double m = -inf;
    for (i[dim] = 0; i[dim] < n; ++i[dim]) {
      double v = x.at(i);
      m = std::isnan(v) || std::isnan(m) ? NAN : std::max(m, v);
    }
    double sum = 0;
    std::vector<double> e(static_cast<size_t>(n));
    for (i[dim] = 0; i[dim] < n; ++i[dim])
      sum += e[i[dim]] = std::exp(double(x.at(i)) - m);
    for (i[dim] = 0; i[dim] < n; ++i[dim])
      expected.set(out.index(i), e[i[dim]] / sum, 1.0);
  }
  UnrankedMemRef ux = x.unranked(), uy = out.unranked();
  s.softmax(&ux, &uy, axis);
  expected.check(out.storage);
}

/// y = (x - mean) * rsqrt(var + eps) * gamma + beta over the last dim at
/// rank R, against a double reference. `special` puts a NaN in one row and
/// +inf in another (the IR's mean, and so the row, is NaN). `inPlace`: y is
/// x.
template <int R>
void checkLayernorm(const DnnShims &s, std::array<intptr_t, R> sizes,
                    View vx, View vy, View vg, bool special, bool inPlace,
                    std::mt19937 &rng) {
  INFO("rank=" << R << " views=" << int(vx) << int(vy) << int(vg)
               << " special=" << special << " inPlace=" << inPlace);
  Tensor<R> x(sizes, vx, rng), y(sizes, vy, rng);
  intptr_t n = sizes[R - 1];
  Tensor<1> gamma({n}, vg, rng), beta({n}, View::Dense, rng);
  const float eps = 1e-5f;
  std::vector<std::array<intptr_t, R>> starts;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    if (i[R - 1] == 0)
      starts.push_back(i);
  });
  if (special && !starts.empty()) {
    std::array<intptr_t, R> i = starts[0];
    i[R - 1] = n - 1;
    x.at(i) = NAN;
    i = starts[starts.size() / 2];
    x.at(i) = INFINITY;
  }
  Tensor<R> &out = inPlace ? x : y;
  Expected expected(out.storage);
  for (std::array<intptr_t, R> i : starts) {
    double sum = 0, sq = 0;
    for (i[R - 1] = 0; i[R - 1] < n; ++i[R - 1])
      sum += x.at(i);
    double mean = sum / n;
    for (i[R - 1] = 0; i[R - 1] < n; ++i[R - 1])
      sq += (x.at(i) - mean) * (x.at(i) - mean);
    double rstd = 1 / std::sqrt(sq / n + double(eps));
    for (i[R - 1] = 0; i[R - 1] < n; ++i[R - 1]) {
      double g = gamma.at({i[R - 1]}), b = beta.at({i[R - 1]});
      double v = (x.at(i) - mean) * rstd;
      // Normalized values are O(1) (up to sqrt(n)); the library may compute
      // the variance in another order.
      expected.set(out.index(i), v * g + b,
                   (std::fabs(v) + 1) * std::fabs(g) + std::fabs(b) + 1);
    }
  }
  UnrankedMemRef ux = x.unranked(), uy = out.unranked();
  s.layernorm(&ux, &gamma.desc, &beta.desc, &uy, eps);
  expected.check(out.storage);
}

/// Every element of `got` is `want`'s bit for bit, NaN matching any NaN.
inline void checkBitForBit(const std::vector<float> &want,
                           const std::vector<float> &got) {
  REQUIRE(want.size() == got.size());
  for (size_t i = 0; i < want.size(); ++i) {
    INFO("storage[" << i << "]: expected " << want[i] << ", got " << got[i]);
    CHECK(((std::isnan(want[i]) && std::isnan(got[i])) ||
           std::memcmp(&want[i], &got[i], sizeof(float)) == 0));
  }
}

/// Two storages hold the same bits (inputs that must stay untouched; they
/// may hold NaN).
inline bool sameBits(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() &&
         std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

/// y = x * s + t over the last dim (scale_shift) at rank R against the f32
/// product rounded, then the f32 sum, bit for bit (a fused multiply-add
/// rounds once and differs on most random inputs), with NaN, +-Inf and -0
/// among x, s and t. `inPlace`: y is x.
template <int R>
void checkScaleShift(const DnnShims &s, std::array<intptr_t, R> sizes, View vx,
                     View vy, View vs, bool inPlace, std::mt19937 &rng) {
  INFO("rank=" << R << " views=" << int(vx) << int(vy) << int(vs)
               << " inPlace=" << inPlace);
  Tensor<R> x(sizes, vx, rng), y(sizes, vy, rng);
  intptr_t n = sizes[R - 1];
  Tensor<1> sc({n}, vs, rng), sh({n}, View::Strided, rng);
  const float inf = std::numeric_limits<float>::infinity();
  const float special[] = {NAN, inf, -inf, -0.0f, 0.0f};
  intptr_t k = 0;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    if (k++ % 7 == 0)
      x.at(i) = special[(k / 7) % 5];
  });
  for (intptr_t j = 0; j < n; j += 5) {
    sc.at({j}) = special[(j / 5) % 5];
    sh.at({j}) = j % 2 ? -0.0f : special[(j / 5 + 2) % 5];
  }
  Tensor<R> &out = inPlace ? x : y;
  std::vector<float> want = out.storage;
  x.forEach([&](const std::array<intptr_t, R> &i) {
    volatile float p = x.at(i) * sc.at({i[R - 1]});
    want[out.index(i)] = p + sh.at({i[R - 1]});
  });
  std::vector<float> sBefore = sc.storage, tBefore = sh.storage;
  UnrankedMemRef ux = x.unranked(), uy = out.unranked();
  s.scaleShift(&ux, &sc.desc, &sh.desc, &uy);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  checkBitForBit(want, out.storage);
  CHECK(sameBits(sc.storage, sBefore));
  CHECK(sameBits(sh.storage, tBefore));
}

/// y = x * s[n, c] (scale_channels) against the one f32 product, bit for
/// bit, with NaN, +-Inf and -0 among x and s; `inPlace`: y is x itself;
/// `sharedScale`: s has batch 1, the same scale for every image.
inline void checkScaleChannels(const DnnShims &s, int layout, intptr_t N,
                               intptr_t C, intptr_t H, intptr_t W, View vx,
                               View vs, View vy, bool inPlace,
                               std::mt19937 &rng, bool sharedScale = false) {
  INFO("layout=" << layout << " N=" << N << " C=" << C << " H=" << H
                 << " W=" << W << " views=" << int(vx) << int(vs) << int(vy)
                 << " inPlace=" << inPlace << " sharedScale=" << sharedScale);
  Tensor<4> x(activationShape(layout, N, C, H, W), vx, rng);
  Tensor<4> sc(activationShape(layout, sharedScale ? 1 : N, C, 1, 1), vs, rng);
  Tensor<4> y(activationShape(layout, N, C, H, W), vy, rng);
  const float inf = std::numeric_limits<float>::infinity();
  const float xSpecial[] = {NAN, inf, -inf, -0.0f, 0.0f, 3.0f};
  const float sSpecial[] = {0.0f, -0.0f, inf, NAN, -2.0f};
  intptr_t k = 0;
  x.forEach([&](const std::array<intptr_t, 4> &i) {
    if (k++ % 5 == 0)
      x.at(i) = xSpecial[(k / 5) % 6];
  });
  k = 0;
  sc.forEach([&](const std::array<intptr_t, 4> &i) {
    if (k++ % 3 == 0)
      sc.at(i) = sSpecial[(k / 3) % 5];
  });
  Tensor<4> &out = inPlace ? x : y;
  std::vector<float> want = out.storage;
  x.forEach([&](const std::array<intptr_t, 4> &i) {
    // activationShape order: i is (n, c, h, w) or (n, h, w, c).
    intptr_t n = sharedScale ? 0 : i[0];
    std::array<intptr_t, 4> si = layout
                                     ? std::array<intptr_t, 4>{n, 0, 0, i[3]}
                                     : std::array<intptr_t, 4>{n, i[1], 0, 0};
    want[out.index(i)] = x.at(i) * sc.at(si);
  });
  std::vector<float> xBefore = x.storage, sBefore = sc.storage;
  s.scaleChannels(&x.desc, &sc.desc, &out.desc, layout);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  checkBitForBit(want, out.storage);
  if (!inPlace)
    CHECK(sameBits(x.storage, xBefore));
  CHECK(sameBits(sc.storage, sBefore));
}

/// C = act(op(A) op(B) + bias) against the reference.
inline void checkGemmBiasAct(const DnnShims &s, intptr_t M, intptr_t N,
                             intptr_t K, bool tA, bool tB, int act, Layout la,
                             Layout lb, Layout lc, std::mt19937 &rng) {
  INFO("M=" << M << " N=" << N << " K=" << K << " tA=" << tA << " tB=" << tB
            << " act=" << act << " layouts=" << int(la) << int(lb) << int(lc));
  Matrix<float> A(tA ? K : M, tA ? M : K, la, rng);
  Matrix<float> B(tB ? N : K, tB ? K : N, lb, rng);
  Matrix<float> C(M, N, lc, rng);
  Tensor<1> bias({N}, View::Strided, rng);
  const float lo = -0.25f, hi = 0.5f;
  Expected expected(C.storage);
  for (intptr_t i = 0; i < M; ++i)
    for (intptr_t j = 0; j < N; ++j) {
      double acc = bias.at({j}), mag = std::fabs(acc);
      for (intptr_t k = 0; k < K; ++k) {
        double t = double(tA ? A.at(k, i) : A.at(i, k)) *
                   (tB ? B.at(j, k) : B.at(k, j));
        acc += t;
        mag += std::fabs(t);
      }
      expected.set(&C.at(i, j) - C.storage.data(), activate(act, lo, hi, acc),
                   mag);
    }
  s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, tA, tB, act, lo, hi);
  expected.check(C.storage);
}

/// Requires that the last error names `kernel` and contains `what`, then
/// clears it.
inline void requireError(const std::string &kernel, const std::string &what) {
  std::string error = kmatch_rt_last_error();
  INFO("error: " << error);
  CHECK(error.find(kernel) != std::string::npos);
  CHECK(error.find(what) != std::string::npos);
  kmatch_rt_clear_error();
}

/// gemm_bias_act with K = 0 is C = act(bias), computed on the host by both
/// backends: requires each element of a 2 x N C to be `expected` for the
/// bias `in`, its sign included (any NaN for a NaN).
template <size_t N>
void checkHostActivation(const DnnShims &s, std::mt19937 &rng,
                         const float (&in)[N], int act,
                         const float (&expected)[N], float lo = 0.0f,
                         float hi = 0.0f) {
  INFO("act " << act);
  Matrix<float> A(2, 0, Layout::Dense, rng), B(0, N, Layout::Dense, rng);
  Tensor<1> bias({intptr_t(N)}, View::Strided, rng);
  for (size_t j = 0; j < N; ++j)
    bias.at({intptr_t(j)}) = in[j];
  Matrix<float> C(2, N, Layout::Padded, rng);
  s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, act, lo, hi);
  REQUIRE(std::string(kmatch_rt_last_error()) == "");
  for (intptr_t i = 0; i < 2; ++i)
    for (size_t j = 0; j < N; ++j) {
      INFO("x = " << in[j]);
      if (std::isnan(expected[j])) {
        CHECK(std::isnan(C.at(i, j)));
        continue;
      }
      CHECK(C.at(i, j) == expected[j]);
      CHECK(std::signbit(C.at(i, j)) == std::signbit(expected[j]));
    }
}

inline void runDnnCases(const DnnShims &s) {
  std::mt19937 rng(7);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  // Odd sizes; stride 2; dilation 2; asymmetric pads; 1x1; enough channels
  // for blocked layouts.
  const ConvGeom geoms[] = {
      {2, 3, 7, 9, 4, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},
      {1, 5, 8, 7, 6, 3, 2, 2, 2, 1, 1, 0, 1, 1, 0},
      {2, 4, 9, 10, 3, 3, 3, 1, 2, 2, 2, 2, 1, 0, 3},
      {1, 3, 5, 5, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0},
      {3, 16, 6, 6, 17, 3, 3, 2, 1, 1, 2, 1, 0, 2, 1},
  };
  const View views[] = {View::Dense, View::Padded, View::Permuted,
                        View::Strided};

  SECTION("conv2d: y = conv and y += conv, both layouts, every geometry") {
    for (const ConvGeom &g : geoms)
      for (int layout = 0; layout < 2; ++layout)
        for (ConvKind k : {ConvKind::Conv, ConvKind::ConvAccumulate}) {
          checkConv(s, k, g, layout, 0, View::Dense, View::Dense, View::Dense,
                    rng);
          // Channels-last, 64-byte aligned: no reorders where oneDNN has
          // the same implementation on these layouts (conv.cpp, planConv).
          if (layout == 1)
            checkConv(s, k, g, layout, 0, View::Aligned, View::Dense,
                      View::Aligned, rng);
        }
  }
  SECTION("conv2d on padded, permuted and strided views") {
    for (View vx : views)
      for (View vw : views)
        for (View vy : views)
          checkConv(s, ConvKind::ConvAccumulate, geoms[2],
                    (int(vx) + int(vy)) % 2, 0, vx, vw, vy, rng);
  }
  SECTION("conv2d_bias_act: every activation") {
    for (const ConvGeom &g : geoms)
      for (int act = 0; act < activationCount; ++act)
        checkConv(s, ConvKind::BiasAct, g, act % 2, act, View::Dense,
                  View::Dense, act == 2 ? View::Padded : View::Dense, rng);
  }
  SECTION("conv2d_bias_add_act: z apart from y and z = y") {
    for (const ConvGeom &g : geoms)
      for (int layout = 0; layout < 2; ++layout) {
        checkConv(s, ConvKind::BiasAddAct, g, layout, 1, View::Dense,
                  View::Dense, View::Dense, rng);
        checkConv(s, ConvKind::BiasAddActInto, g, layout, 2, View::Permuted,
                  View::Dense, View::Padded, rng);
        if (layout == 1)
          for (ConvKind k : {ConvKind::BiasAddAct, ConvKind::BiasAddActInto})
            checkConv(s, k, g, layout, 1, View::Aligned, View::Dense,
                      View::Aligned, rng);
      }
  }
  SECTION("conv2d_bn_act and conv2d_bn_add_act fold the statistics") {
    for (const ConvGeom &g : geoms)
      for (int layout = 0; layout < 2; ++layout) {
        checkConv(s, ConvKind::BnAct, g, layout, 3 + layout, View::Dense,
                  View::Padded, View::Dense, rng);
        checkConv(s, ConvKind::BnAct, g, layout, 5 + layout, View::Padded,
                  View::Dense, View::Permuted, rng);
        checkConv(s, ConvKind::BnAddAct, g, layout, 1, View::Strided,
                  View::Dense, View::Dense, rng);
        checkConv(s, ConvKind::BnAddAct, g, layout, 1, View::Permuted,
                  View::Dense, View::Permuted, rng);
        if (layout == 1)
          for (ConvKind k : {ConvKind::BnAct, ConvKind::BnAddAct})
            checkConv(s, k, g, layout, 3, View::Aligned, View::Dense,
                      View::Aligned, rng);
      }
  }
  SECTION("depthwise_conv2d: both layouts, views, accumulate") {
    for (const ConvGeom &g : geoms)
      for (int layout = 0; layout < 2; ++layout) {
        checkConv(s, ConvKind::Depthwise, g, layout, 0, View::Dense,
                  View::Dense, View::Dense, rng);
        checkConv(s, ConvKind::DepthwiseAccumulate, g, layout, 0, View::Padded,
                  View::Strided, View::Permuted, rng);
        if (layout == 1)
          checkConv(s, ConvKind::Depthwise, g, layout, 0, View::Aligned,
                    View::Dense, View::Aligned, rng);
      }
  }
  SECTION("grouped_conv2d: both layouts, views, accumulate, 1 to C groups") {
    // groups divides C and F: N, C, H, W, F, KH, KW, strides, dilations,
    // pads (top, left, bottom, right), output crop, groups.
    const ConvGeom grouped[] = {
        {2, 6, 7, 9, 9, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 3},
        {1, 8, 9, 8, 4, 3, 2, 2, 1, 2, 1, 0, 1, 2, 0, 0, 0, 4},
        {1, 4, 5, 5, 8, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 2},
        {3, 4, 6, 6, 4, 3, 3, 1, 2, 1, 1, 1, 0, 0, 1, 0, 0, 4},
        {1, 6, 6, 7, 6, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1}};
    for (const ConvGeom &g : grouped)
      for (int layout = 0; layout < 2; ++layout) {
        checkConv(s, ConvKind::Grouped, g, layout, 0, View::Dense, View::Dense,
                  View::Dense, rng);
        checkConv(s, ConvKind::GroupedAccumulate, g, layout, 0, View::Permuted,
                  View::Strided, View::Padded, rng);
      }
  }
  SECTION("inputs with zero or negative strides are read as they index") {
    // A broadcast x (the batch dim at stride 0) and a reversed filter: the
    // CPU shims read dense copies (oneDNN takes positive strides only).
    const ConvGeom g = {2, 4, 6, 7, 6, 3, 2, 1, 2, 1, 1, 1, 0, 1, 1, 0, 0, 2};
    for (int layout = 0; layout < 2; ++layout) {
      for (ConvKind k : {ConvKind::Conv, ConvKind::ConvAccumulate,
                         ConvKind::BiasAct, ConvKind::BnAddAct,
                         ConvKind::Depthwise, ConvKind::GroupedAccumulate})
        checkConv(s, k, g, layout, 1, View::Broadcast, View::Reversed,
                  View::Dense, rng);
      checkConv(s, ConvKind::Conv, g, layout, 0, View::Reversed,
                View::Broadcast, View::Padded, rng);
      checkPool(s, true, g, layout, View::Broadcast, View::Dense, rng);
      checkPool(s, false, g, layout, View::Reversed, View::Dense, rng);
      checkBatchnorm(s, layout, 2, 5, 3, 7, View::Broadcast, View::Dense, rng);
      checkBatchnorm(s, layout, 2, 5, 3, 7, View::Reversed, View::Padded, rng);
    }
  }
  SECTION("depthwise_conv2d_bn_act folds the statistics, every activation") {
    for (const ConvGeom &g : geoms)
      for (int act = 0; act < activationCount; ++act)
        checkConv(s, ConvKind::DepthwiseBnAct, g, act % 2, act,
                  act == 3 ? View::Permuted : View::Dense,
                  act == 4 ? View::Strided : View::Dense,
                  act == 5 ? View::Padded : View::Dense, rng);
  }
  SECTION("an empty reduction is the epilogue alone, every conv kind") {
    // No input channels, or a kernel extent of 0 (any output size is then
    // valid): libraries reject both; the shims write act(0 or y (+ bias or
    // batch norm's shift) (+ z)).
    const ConvGeom empty[] = {
        {2, 0, 5, 6, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},
        {1, 3, 5, 6, 4, 0, 2, 2, 1, 1, 1, 0, 1, 0, 0, 3, 4},
        {1, 2, 4, 4, 2, 3, 0, 1, 1, 1, 1, 0, 0, 0, 0, 2, 5},
    };
    for (const ConvGeom &g : empty)
      for (int layout = 0; layout < 2; ++layout) {
        for (ConvKind k : {ConvKind::Conv, ConvKind::ConvAccumulate})
          checkConv(s, k, g, layout, 0, View::Dense, View::Dense, View::Padded,
                    rng);
        checkConv(s, ConvKind::BiasAct, g, layout, 1 + layout, View::Dense,
                  View::Dense, View::Dense, rng);
        checkConv(s, ConvKind::BiasAddAct, g, layout, 4, View::Dense,
                  View::Strided, View::Dense, rng);
        checkConv(s, ConvKind::BnAddAct, g, layout, 8, View::Padded,
                  View::Dense, View::Permuted, rng);
        if (g.C != 0)
          checkConv(s, ConvKind::DepthwiseAccumulate, g, layout, 0, View::Dense,
                    View::Dense, View::Dense, rng);
      }
  }
  SECTION("a repeated launch reads its new operands") {
    for (int i = 0; i < 3; ++i)
      checkConv(s, ConvKind::BiasAct, geoms[4], 1, 1, View::Dense, View::Dense,
                View::Dense, rng);
  }
  // 1-D and 3-D: odd sizes, stride 2, dilation 2, asymmetric pads, a kernel
  // of 1, enough channels for blocked layouts, and crops (outputs that read
  // a prefix of x).
  const ConvGeomNd<1> geoms1[] = {
      {2, 3, 4, {11}, {3}, {1}, {1}, {1}, {1}},
      {1, 5, 6, {16}, {3}, {2}, {2}, {0}, {3}},
      {3, 16, 17, {9}, {1}, {1}, {1}, {0}, {0}},
      {1, 2, 3, {13}, {4}, {3}, {1}, {2}, {0}, {3}},
  };
  const ConvGeomNd<3> geoms3[] = {
      {2,
       3,
       4,
       {5, 6, 7},
       {3, 2, 3},
       {1, 1, 1},
       {1, 1, 1},
       {1, 0, 1},
       {1, 0, 1}},
      {1,
       2,
       3,
       {7, 6, 8},
       {2, 3, 2},
       {2, 1, 2},
       {1, 2, 1},
       {0, 1, 2},
       {1, 0, 0}},
      {1,
       16,
       17,
       {3, 4, 3},
       {1, 1, 1},
       {1, 1, 1},
       {1, 1, 1},
       {0, 0, 0},
       {0, 0, 0}},
      {1,
       2,
       2,
       {6, 5, 6},
       {2, 2, 2},
       {2, 1, 1},
       {1, 1, 2},
       {1, 0, 0},
       {2, 1, 0},
       {2, 3, 2}},
  };
  SECTION("conv1d and conv3d: y = conv and y += conv, both layouts") {
    for (int layout = 0; layout < 2; ++layout)
      for (bool accumulate : {false, true}) {
        for (const ConvGeomNd<1> &g : geoms1)
          checkConvNd<1>(s, g, layout, accumulate, View::Dense, View::Dense,
                         View::Dense, rng);
        for (const ConvGeomNd<3> &g : geoms3)
          checkConvNd<3>(s, g, layout, accumulate, View::Dense, View::Dense,
                         View::Dense, rng);
      }
  }
  SECTION("conv1d and conv3d on padded, permuted and strided views") {
    for (View vx : views)
      for (View vw : views)
        for (View vy : views) {
          int layout = (int(vx) + int(vy)) % 2;
          checkConvNd<1>(s, geoms1[1], layout, true, vx, vw, vy, rng);
          checkConvNd<3>(s, geoms3[1], layout, true, vx, vw, vy, rng);
        }
  }
  SECTION("conv2d agrees with the rank-generic reference") {
    const ConvGeomNd<2> g2 = {2,      3,      4,      {7, 9}, {3, 2},
                              {2, 1}, {1, 2}, {1, 0}, {0, 2}};
    for (int layout = 0; layout < 2; ++layout)
      checkConvNd<2>(s, g2, layout, layout == 1, View::Padded, View::Dense,
                     View::Strided, rng);
  }
  SECTION("conv1d and conv3d errors are reported, y untouched") {
    Tensor<3> x1({1, 2, 8}, View::Dense, rng), w1({3, 2, 3}, View::Dense, rng),
        y1({1, 3, 7}, View::Dense, rng), w1c({3, 4, 3}, View::Dense, rng);
    std::vector<float> before1 = y1.storage;
    // 7 outputs need 9 inputs, x has 8.
    s.conv1d(&x1.desc, &w1.desc, &y1.desc, 0, 1, 1, 0, 0, 0, 0);
    requireError("conv1d_f32", "along W, 7 outputs need 9 padded input "
                               "elements, the input has 8");
    s.conv1d(&x1.desc, &w1c.desc, &y1.desc, 0, 1, 1, 1, 1, 0, 0);
    requireError("conv1d_f32", "shape mismatch");
    s.conv1d(&x1.desc, &w1.desc, &y1.desc, 3, 1, 1, 1, 1, 0, 0);
    requireError("conv1d_f32", "unknown layout 3");
    s.conv1d(&x1.desc, &w1.desc, &y1.desc, 0, 1, 0, 1, 1, 0, 0);
    requireError("conv1d_f32", "invalid window");
    CHECK(y1.storage == before1);

    Tensor<5> x3({1, 2, 4, 5, 5}, View::Dense, rng),
        w3({3, 2, 2, 2, 2}, View::Dense, rng),
        y3({1, 3, 4, 4, 4}, View::Dense, rng);
    std::vector<float> before3 = y3.storage;
    s.conv3d(&x3.desc, &w3.desc, &y3.desc, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
             0, 0, 0);
    requireError("conv3d_f32", "along D, 4 outputs need 5 padded input "
                               "elements, the input has 4");
    // Every window along D lies in the front padding.
    s.conv3d(&x3.desc, &w3.desc, &y3.desc, 0, 1, 1, 1, 1, 1, 1, 9, 0, 0, 0, 0,
             0, 0, 0);
    requireError("conv3d_f32", "reads no input");
    s.conv3d(&x3.desc, &w3.desc, &y3.desc, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, -1,
             0, 0, 0);
    requireError("conv3d_f32", "invalid window");
    CHECK(y3.storage == before3);

    // y overlapping itself (W stride 0) and overlapping x.
    MemRef<float, 5> yo = y3.desc;
    yo.strides[4] = 0;
    s.conv3d(&x3.desc, &w3.desc, &yo, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
             0);
    requireError("conv3d_f32", "y (");
    CHECK(y3.storage == before3);
    Tensor<3> sq({1, 2, 8}, View::Dense, rng), w11({2, 2, 1}, View::Dense, rng);
    std::vector<float> sqBefore = sq.storage;
    s.conv1d(&sq.desc, &w11.desc, &sq.desc, 0, 1, 1, 0, 0, 1, 0);
    requireError("conv1d_f32", "overlaps input x");
    CHECK(sq.storage == sqBefore);
  }
  SECTION("maxpool2d and avgpool2d: padding is -inf for max, 0 for avg") {
    const ConvGeom pools[] = {
        {2, 3, 7, 9, 0, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1},
        {1, 5, 8, 7, 0, 2, 3, 1, 2, 1, 1, 0, 2, 1, 0},
        {2, 17, 6, 5, 0, 3, 2, 3, 1, 1, 1, 2, 1, 0, 1},
        {1, 3, 4, 5, 0, 1, 2, 1, 2, 1, 1, 2, 1, 1, 3}, // windows in padding
    };
    for (const ConvGeom &g : pools)
      for (int layout = 0; layout < 2; ++layout)
        for (bool max : {true, false}) {
          checkPool(s, max, g, layout, View::Dense, View::Dense, rng);
          checkPool(s, max, g, layout, View::Permuted, View::Padded, rng);
          checkPool(s, max, g, layout, View::Permuted, View::Permuted, rng);
          checkPool(s, max, g, layout, View::Strided, View::Strided, rng);
        }
  }
  SECTION("maxpool2d's floor: max(floor, window) in maximumf's order") {
    // Random data lies around 0: a floor of 0 replaces about half of the
    // outputs, -3.4e38 (torch-mlir's fill) and -0.25 some; windows wholly
    // in the padding (the last geometry) give the floor.
    const ConvGeom pools[] = {
        {2, 3, 7, 9, 0, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1},
        {1, 3, 4, 5, 0, 1, 2, 1, 2, 1, 1, 2, 1, 1, 3},
    };
    for (const ConvGeom &g : pools)
      for (int layout = 0; layout < 2; ++layout)
        for (float floor : {0.0f, -0.25f, -FLT_MAX, 2.0f}) {
          checkPool(s, true, g, layout, View::Dense, View::Dense, rng, floor);
          checkPool(s, true, g, layout, View::Permuted, View::Strided, rng,
                    floor);
        }
    // Signed zeros and infinities, one 2x2 window per output:
    // maximumf(+0, -0) = +0, maximumf(-0, -0) = -0, max(-FLT_MAX, -inf...)
    // = -FLT_MAX, max(c, +inf) = +inf. (A window of -0 and +0 may pool to
    // -0, docs/Semantics.md, Divergences 2; a floor of +0 makes it +0.)
    struct Case {
      float floor, window[4], want;
    } cases[] = {
        {0.0f, {-0.0f, -0.0f, -1.0f, -0.0f}, 0.0f},
        {-0.0f, {-0.0f, -0.0f, -1.0f, -0.0f}, -0.0f},
        {-FLT_MAX, {-INFINITY, -INFINITY, -INFINITY, -INFINITY}, -FLT_MAX},
        {-INFINITY, {-INFINITY, -INFINITY, -INFINITY, -INFINITY}, -INFINITY},
        {7.0f, {INFINITY, 1.0f, 2.0f, 3.0f}, INFINITY},
        {7.0f, {-INFINITY, 1.0f, 2.0f, 3.0f}, 7.0f},
    };
    for (int layout = 0; layout < 2; ++layout)
      for (const Case &c : cases) {
        INFO("layout " << layout << " floor " << c.floor << " want " << c.want);
        Tensor<4> x(activationShape(layout, 1, 1, 2, 2), View::Dense, rng);
        Tensor<4> y(activationShape(layout, 1, 1, 1, 1), View::Dense, rng);
        for (int i = 0; i < 4; ++i)
          x.at(activationIndex(layout, 0, 0, i / 2, i % 2)) = c.window[i];
        s.maxpool2d(&x.desc, &y.desc, layout, 2, 2, 2, 2, 0, 0, 0, 0, c.floor);
        REQUIRE(std::string(kmatch_rt_last_error()) == "");
        float got = y.at(activationIndex(layout, 0, 0, 0, 0));
        CHECK(got == c.want);
        CHECK(std::signbit(got) == std::signbit(c.want));
      }
    Tensor<4> x(activationShape(0, 1, 1, 2, 2), View::Dense, rng);
    Tensor<4> y(activationShape(0, 1, 1, 1, 1), View::Dense, rng);
    std::vector<float> before = y.storage;
    s.maxpool2d(&x.desc, &y.desc, 0, 2, 2, 2, 2, 0, 0, 0, 0, NAN);
    requireError("maxpool2d_f32", "floor is NaN");
    CHECK(y.storage == before);
  }
  SECTION("windows that read a prefix of x: crops and trimmed high pads") {
    // linalg lets x be larger than y needs (kmatch_window.h): the shims
    // crop x and trim the high pads, never rejecting.
    const ConvGeom convs[] = {
        // A crop at stride 1 (7x6 possible, 5x4 wanted) and at stride 2.
        {1, 3, 9, 8, 2, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0, 5, 4},
        {2, 3, 10, 9, 2, 3, 3, 2, 2, 1, 1, 0, 0, 0, 0, 3, 2},
        // pad_bottom / pad_right beyond what y needs (trimmed), dilated.
        {1, 2, 6, 6, 3, 3, 3, 1, 1, 1, 1, 1, 1, 4, 3, 6, 6},
        {1, 2, 9, 9, 2, 3, 3, 1, 2, 2, 1, 1, 0, 3, 2, 3, 3},
    };
    for (const ConvGeom &g : convs)
      for (int layout = 0; layout < 2; ++layout) {
        checkConv(s, ConvKind::Conv, g, layout, 0, View::Dense, View::Dense,
                  View::Dense, rng);
        checkConv(s, ConvKind::BiasAct, g, layout, 1, View::Strided,
                  View::Dense, View::Padded, rng);
        checkConv(s, ConvKind::DepthwiseAccumulate, g, layout, 0, View::Padded,
                  View::Dense, View::Dense, rng);
      }
    // torch-mlir's ceil_mode pools: an asymmetric pad with more rows and
    // columns than any window reaches (-inf for max, 0 for avg; avg divides
    // by kernel_h * kernel_w whatever was trimmed).
    const ConvGeom pools[] = {
        {1, 3, 6, 7, 0, 3, 3, 2, 2, 1, 1, 0, 0, 3, 3, 3, 4},
        {2, 3, 6, 7, 0, 3, 3, 2, 2, 1, 1, 1, 1, 3, 3, 3, 4},
        {1, 2, 7, 6, 0, 2, 3, 2, 1, 1, 1, 1, 0, 2, 4, 2, 3},
    };
    for (const ConvGeom &g : pools)
      for (int layout = 0; layout < 2; ++layout)
        for (bool max : {true, false}) {
          checkPool(s, max, g, layout, View::Dense, View::Dense, rng);
          checkPool(s, max, g, layout, View::Strided, View::Padded, rng);
        }
  }
  SECTION("maxpool2d propagates NaN like arith.maximumf") {
    for (int layout = 0; layout < 2; ++layout)
      for (intptr_t where : {0, 1, 2, 4}) {
        INFO("layout " << layout << " NaN at window position " << where);
        // One 3x3 window (stride 3) per output; NaN at one position of the
        // window of output (0, 0).
        Tensor<4> x(activationShape(layout, 1, 2, 6, 6), View::Dense, rng);
        Tensor<4> y(activationShape(layout, 1, 2, 2, 2), View::Dense, rng);
        x.at(activationIndex(layout, 0, 1, where / 3, where % 3)) = NAN;
        s.maxpool2d(&x.desc, &y.desc, layout, 3, 3, 3, 3, 0, 0, 0, 0,
                    where == 4 ? 0.5f : -INFINITY);
        REQUIRE(std::string(kmatch_rt_last_error()) == "");
        CHECK(std::isnan(y.at(activationIndex(layout, 0, 1, 0, 0))));
        CHECK(!std::isnan(y.at(activationIndex(layout, 0, 1, 0, 1))));
        CHECK(!std::isnan(y.at(activationIndex(layout, 0, 0, 0, 0))));
      }
    // A map large enough to be scanned for NaN on several threads, NCHW
    // stored channels-last: a NaN at the last element in memory reaches the
    // last output of its channel, and only that one.
    Tensor<4> x({2, 16, 48, 48}, View::Permuted, rng);
    Tensor<4> y({2, 16, 16, 16}, View::Permuted, rng);
    x.at({1, 15, 47, 47}) = NAN;
    s.maxpool2d(&x.desc, &y.desc, 0, 3, 3, 3, 3, 0, 0, 0, 0, -INFINITY);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    int nans = 0;
    y.forEach([&](std::array<intptr_t, 4> i) { nans += std::isnan(y.at(i)); });
    CHECK(nans == 1);
    CHECK(std::isnan(y.at({1, 15, 15, 15})));
  }
  SECTION("softmax, layernorm, scale_shift and broadcast_add errors are "
          "reported, y untouched") {
    Tensor<2> x({3, 4}, View::Dense, rng), y({3, 4}, View::Dense, rng);
    Tensor<2> y5({3, 5}, View::Dense, rng);
    Tensor<1> g3({3}, View::Dense, rng), b4({4}, View::Dense, rng);
    std::vector<float> before = y.storage, before5 = y5.storage;
    UnrankedMemRef ux = x.unranked(), uy = y.unranked(), uy5 = y5.unranked();
    s.softmax(&ux, &uy, 2);
    requireError("softmax_f32", "axis 2 out of range");
    s.softmax(&ux, &uy5, -1);
    requireError("softmax_f32", "shape mismatch");
    s.layernorm(&ux, &g3.desc, &b4.desc, &uy, 1e-5f);
    requireError("layernorm_f32", "gamma is [3]");
    // y is gamma's storage: gamma would change under the rows still to come.
    Tensor<1> y1({4}, View::Dense, rng), x1({4}, View::Dense, rng);
    UnrankedMemRef ux1 = x1.unranked(), ug1 = y1.unranked();
    s.layernorm(&ux1, &y1.desc, &b4.desc, &ug1, 1e-5f);
    requireError("layernorm_f32", "overlaps gamma or beta");
    s.scaleShift(&ux, &b4.desc, &g3.desc, &uy);
    requireError("scale_shift_f32", "t is [3]");
    s.scaleShift(&ux1, &b4.desc, &y1.desc, &ug1);
    requireError("scale_shift_f32", "overlaps s or t");
    // b's dims must be y's or 1; a must be y's shape.
    Tensor<2> b13({1, 3}, View::Dense, rng);
    UnrankedMemRef ub13 = b13.unranked();
    s.broadcastAdd(&ux, &ub13, &uy);
    requireError("broadcast_add_f32", "b is 1x3");
    s.broadcastAdd(&uy5, &ux, &uy);
    requireError("broadcast_add_f32", "shape mismatch");
    // y over the storage of a broadcast b: b would change under the rows
    // still to come.
    Tensor<2> big({3, 4}, View::Dense, rng);
    MemRef<float, 2> row{
        big.desc.allocated, big.desc.aligned, 0, {1, 4}, {4, 1}};
    UnrankedMemRef urow{2, &row}, ubig = big.unranked();
    s.broadcastAdd(&ux, &urow, &ubig);
    requireError("broadcast_add_f32", "partially overlaps an input");
    CHECK(y.storage == before);
    CHECK(y5.storage == before5);
  }
  SECTION("windows that do not fit are reported, y untouched") {
    Tensor<4> x({1, 2, 5, 5}, View::Dense, rng),
        w({2, 2, 3, 3}, View::Dense, rng);
    // Too small: 4 output rows need 6 rows, x has 5 (no padding).
    Tensor<4> y({1, 2, 4, 3}, View::Dense, rng);
    std::vector<float> before = y.storage;
    s.conv2d(&x.desc, &w.desc, &y.desc, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    requireError("conv2d_f32", "along H, 4 outputs need 6 padded input "
                               "elements, the input has 5");
    s.maxpool2d(&x.desc, &y.desc, 0, 3, 3, 1, 1, 0, 0, 0, 0, -INFINITY);
    requireError("maxpool2d_f32", "along H");
    // Reads no input: every window lies in the top padding.
    Tensor<4> p({1, 2, 2, 3}, View::Dense, rng);
    std::vector<float> pBefore = p.storage;
    s.avgpool2d(&x.desc, &p.desc, 0, 2, 3, 1, 1, 8, 0, 0, 0);
    requireError("avgpool2d_f32", "reads no input");
    s.conv2d(&x.desc, &w.desc, &p.desc, 0, 1, 1, 1, 1, 8, 0, 0, 0, 0, 0);
    requireError("conv2d_f32", "reads no input");
    CHECK(y.storage == before);
    CHECK(p.storage == pBefore);
  }
  SECTION("batchnorm over channels, both layouts and views") {
    for (int layout = 0; layout < 2; ++layout)
      for (View v : views) {
        checkBatchnorm(s, layout, 2, 5, 3, 7, v, View::Dense, rng);
        checkBatchnorm(s, layout, 1, 17, 4, 4, View::Dense, v, rng);
      }
  }
  SECTION("add at every rank, on views, and in place") {
    for (View v : views) {
      checkAdd<1>(s, {13}, v, View::Dense, View::Padded, 0, rng);
      checkAdd<2>(s, {5, 7}, View::Strided, v, View::Dense, 0, rng);
      checkAdd<3>(s, {3, 4, 5}, View::Dense, View::Permuted, v, 0, rng);
      checkAdd<4>(s, {2, 3, 4, 5}, v, View::Padded, View::Permuted, 1, rng);
      checkAdd<5>(s, {2, 1, 3, 2, 3}, View::Padded, v, View::Dense, 2, rng);
    }
    checkAdd<13>(s, {2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 3}, View::Padded,
                 View::Strided, View::Permuted, 0, rng);
    kmatch_rt::MemRef<float, 0> a0{}, b0{}, y0{};
    float av = 1.5f, bv = -0.25f, yv = 7.f;
    a0 = {&av, &av, 0};
    b0 = {&bv, &bv, 0};
    y0 = {&yv, &yv, 0};
    UnrankedMemRef ua{0, &a0}, ub{0, &b0}, uy{0, &y0};
    s.add(&ua, &ub, &uy);
    CHECK(yv == 1.25f);
  }
  SECTION("broadcast_add along unit dims, on views, NaN Inf -0") {
    for (View v : views) {
      if (v == View::Broadcast || v == View::Reversed)
        continue; // inputs only: as b below
      checkBroadcastAdd<4>(s, {1, 4, 6, 6}, 0b0010, View::Dense, View::Dense, v,
                           rng); // an attention mask over the heads
      checkBroadcastAdd<2>(s, {5, 7}, 0b01, v, View::Strided, View::Dense,
                           rng); // a row vector
      checkBroadcastAdd<3>(s, {3, 4, 5}, 0b110, View::Padded, View::Dense, v,
                           rng);
    }
    for (View v : views) {
      checkBroadcastAdd<4>(s, {2, 3, 4, 5}, 0b1001, View::Dense, v, View::Dense,
                           rng);
      checkBroadcastAdd<2>(s, {4, 9}, 0b10, View::Dense, v, View::Permuted,
                           rng); // a column vector
    }
    checkBroadcastAdd<4>(s, {2, 3, 64, 64}, 0b0011, View::Dense, View::Dense,
                         View::Dense, rng);
    checkBroadcastAdd<3>(s, {2, 3, 4}, 0, View::Dense, View::Padded,
                         View::Dense, rng); // nothing to broadcast
    checkBroadcastAdd<2>(s, {0, 5}, 0b10, View::Dense, View::Dense, View::Dense,
                         rng); // empty
  }
  SECTION("copy (a transpose) at every rank, on views, bit for bit") {
    for (View v : views) {
      checkCopy<1>(s, {13}, v, View::Dense, rng);
      checkCopy<2>(s, {5, 7}, View::Permuted, v, rng);
      checkCopy<3>(s, {3, 4, 5}, v, View::Strided, rng);
      checkCopy<4>(s, {2, 3, 4, 5}, View::Permuted, v, rng);
      checkCopy<4>(s, {2, 3, 4, 5}, v, View::Permuted, rng);
      checkCopy<5>(s, {2, 1, 3, 2, 3}, View::Padded, v, rng);
    }
    checkCopy<4>(s, {1, 96, 56, 56}, View::Permuted, View::Dense, rng);
    checkCopy<4>(s, {0, 3, 4, 5}, View::Permuted, View::Dense, rng);
    checkCopy<13>(s, {2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 3}, View::Padded,
                  View::Permuted, rng);
    // y is exactly x: nothing to do.
    Tensor<2> x({4, 5}, View::Padded, rng);
    std::vector<float> before = x.storage;
    UnrankedMemRef ux = x.unranked();
    s.copy(&ux, &ux);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    CHECK(before == x.storage);
  }
  SECTION("copy errors are reported, y untouched") {
    Tensor<2> x({4, 5}, View::Dense, rng), y({5, 4}, View::Dense, rng);
    std::vector<float> before = y.storage;
    UnrankedMemRef ux = x.unranked(), uy = y.unranked();
    s.copy(&ux, &uy);
    requireError("copy_f32", "shape mismatch");
    CHECK(before == y.storage);
    // y a transposed view of x's own storage: overlaps it partially.
    Tensor<2> sq({4, 4}, View::Dense, rng);
    MemRef<float, 2> t = sq.desc;
    std::swap(t.strides[0], t.strides[1]);
    UnrankedMemRef us = sq.unranked(), ut{2, &t};
    before = sq.storage;
    s.copy(&us, &ut);
    requireError("copy_f32", "overlaps");
    CHECK(before == sq.storage);
  }
  SECTION("softmax at every rank and axis, on views, in place, -inf NaN +inf") {
    for (View v : views) {
      checkSoftmax<1>(s, {13}, -1, v, View::Dense, false, false, rng);
      checkSoftmax<2>(s, {5, 7}, -1, View::Strided, v, true, false, rng);
      checkSoftmax<3>(s, {4, 3, 9}, -1, v, View::Padded, true, false, rng);
      checkSoftmax<3>(s, {4, 6, 5}, 1, View::Dense, v, true, false, rng);
      checkSoftmax<4>(s, {2, 3, 4, 5}, 0, v, View::Permuted, false, false,
                      rng);
      checkSoftmax<2>(s, {6, 33}, -1, v, v, true, true, rng);
    }
    checkSoftmax<2>(s, {4, 1}, -1, View::Dense, View::Dense, false, false,
                    rng);
    checkSoftmax<3>(s, {0, 3, 4}, -1, View::Dense, View::Dense, false, false,
                    rng);
    checkSoftmax<13>(s, {2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 3}, -1,
                     View::Padded, View::Strided, true, false, rng);
  }
  SECTION("layernorm over the last dim, on views, in place, NaN and +inf") {
    for (View v : views) {
      checkLayernorm<1>(s, {13}, v, View::Dense, View::Dense, false, false,
                        rng);
      checkLayernorm<2>(s, {5, 64}, View::Dense, v, View::Strided, true,
                        false, rng);
      checkLayernorm<3>(s, {2, 16, 64}, v, View::Dense, View::Dense, true,
                        false, rng);
      checkLayernorm<4>(s, {1, 7, 7, 32}, View::Dense, View::Dense, v, false,
                        false, rng);
      checkLayernorm<2>(s, {6, 33}, v, v, View::Padded, true, true, rng);
    }
    checkLayernorm<2>(s, {4, 1}, View::Dense, View::Dense, View::Dense, false,
                      false, rng);
    checkLayernorm<3>(s, {0, 3, 4}, View::Dense, View::Dense, View::Dense,
                      false, false, rng);
  }
  SECTION("scale_shift over the last dim, on views, in place, NaN Inf -0") {
    for (View v : views) {
      checkScaleShift<1>(s, {13}, v, View::Dense, View::Dense, false, rng);
      checkScaleShift<2>(s, {5, 64}, View::Dense, v, View::Strided, true, rng);
      checkScaleShift<3>(s, {1, 24, 40}, v, View::Dense, View::Dense, false,
                         rng);
      checkScaleShift<3>(s, {2, 16, 64}, View::Dense, View::Dense, v, true,
                         rng);
      checkScaleShift<4>(s, {1, 7, 7, 32}, View::Dense, View::Padded, v, false,
                         rng);
    }
    // x read through a broadcast view, s reversed: the host loop.
    checkScaleShift<3>(s, {3, 4, 8}, View::Broadcast, View::Dense,
                       View::Reversed, false, rng);
    checkScaleShift<2>(s, {4, 1}, View::Dense, View::Dense, View::Dense, false,
                       rng);
    checkScaleShift<3>(s, {0, 3, 4}, View::Dense, View::Dense, View::Dense,
                       false, rng);
  }
  SECTION("gemm_bias_act: transposes, layouts, activations") {
    const intptr_t shapes[][3] = {
        {1, 1, 1}, {3, 5, 7}, {17, 9, 13}, {33, 20, 5}};
    for (auto &sh : shapes)
      for (int t = 0; t + 1 < activationCount; ++t)
        checkGemmBiasAct(s, sh[0], sh[1], sh[2], t & 1, t & 2, t + 1,
                         Layout::Dense, Layout::Dense, Layout::Dense, rng);
    const Layout layouts[] = {Layout::Dense, Layout::Padded, Layout::ColMajor,
                              Layout::InnerStride2};
    for (Layout la : layouts)
      for (Layout lb : layouts)
        for (Layout lc : layouts)
          checkGemmBiasAct(s, 7, 6, 5, int(la) & 1, int(lb) & 1,
                           (int(la) + int(lb) + int(lc)) % activationCount, la,
                           lb, lc, rng);
    checkGemmBiasAct(s, 4, 3, 0, false, true, 2, Layout::Dense, Layout::Dense,
                     Layout::Padded, rng);
  }

  SECTION("host activations propagate NaN like arith.maximumf/minimumf") {
    // K = 0: both backends compute C = act(bias) on the host, without a
    // library call. relu is maximumf(v, 0) and clamp minimumf(maximumf(v,
    // lo), hi): NaN in, NaN out; -0 clamps to +0 under relu.
    Matrix<float> A(3, 0, Layout::Dense, rng), B(0, 4, Layout::Dense, rng);
    Tensor<1> bias({4}, View::Dense, rng);
    const float in[4] = {NAN, -1.0f, 2.0f, -0.0f};
    for (intptr_t j = 0; j < 4; ++j)
      bias.at({j}) = in[j];
    struct Case {
      int act;
      float expected[4];
    };
    const Case cases[] = {{1, {NAN, 0.0f, 2.0f, 0.0f}},
                          {2, {NAN, -0.5f, 1.0f, -0.0f}},
                          {3, {NAN, 0, 0, 0}},
                          {4, {NAN, 0, 0, 0}}};
    for (const Case &c : cases) {
      INFO("act " << c.act);
      Matrix<float> C(3, 4, Layout::Padded, rng);
      s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, c.act, -0.5f,
                    1.0f);
      REQUIRE(std::string(kmatch_rt_last_error()) == "");
      for (intptr_t i = 0; i < 3; ++i) {
        CHECK(std::isnan(C.at(i, 0)));
        if (c.act > 2)
          continue;
        for (intptr_t j = 1; j < 4; ++j) {
          CHECK(C.at(i, j) == c.expected[j]);
          CHECK(std::signbit(C.at(i, j)) == std::signbit(c.expected[j]));
        }
      }
    }
  }

  SECTION("scale_channels: both layouts, views, in place, NaN Inf -0") {
    for (int layout = 0; layout < 2; ++layout) {
      checkScaleChannels(s, layout, 1, 16, 8, 8, View::Dense, View::Dense,
                         View::Dense, false, rng);
      checkScaleChannels(s, layout, 3, 5, 4, 7, View::Padded, View::Strided,
                         View::Permuted, false, rng);
      checkScaleChannels(s, layout, 2, 3, 1, 1, View::Permuted, View::Dense,
                         View::Strided, false, rng);
      checkScaleChannels(s, layout, 2, 9, 5, 3, View::Dense, View::Padded,
                         View::Dense, true, rng);
      checkScaleChannels(s, layout, 0, 9, 5, 3, View::Dense, View::Dense,
                         View::Dense, false, rng);
      // One scale for every image (ConvNeXt's layer scale).
      checkScaleChannels(s, layout, 3, 6, 4, 5, View::Dense, View::Dense,
                         View::Dense, false, rng, /*sharedScale=*/true);
      checkScaleChannels(s, layout, 2, 5, 3, 3, View::Padded, View::Strided,
                         View::Dense, true, rng, /*sharedScale=*/true);
    }
    // A zero stride in x (a broadcast view) goes through the host loop.
    Tensor<4> x({2, 3, 4, 5}, View::Dense, rng),
        sc({2, 3, 1, 1}, View::Dense, rng), y({2, 3, 4, 5}, View::Dense, rng);
    MemRef<float, 4> xb = x.desc;
    xb.strides[2] = 0;
    s.scaleChannels(&xb, &sc.desc, &y.desc, 0);
    REQUIRE(std::string(kmatch_rt_last_error()) == "");
    for (intptr_t n = 0; n < 2; ++n)
      for (intptr_t c = 0; c < 3; ++c)
        for (intptr_t h = 0; h < 4; ++h)
          for (intptr_t w = 0; w < 5; ++w)
            CHECK(y.at({n, c, h, w}) ==
                  x.at({n, c, 0, w}) * sc.at({n, c, 0, 0}));
  }
  SECTION("scale_channels errors are reported, y untouched") {
    Tensor<4> x({2, 3, 4, 5}, View::Dense, rng),
        y({2, 3, 4, 5}, View::Dense, rng), sc({2, 3, 1, 1}, View::Dense, rng),
        sWide({2, 3, 2, 1}, View::Dense, rng),
        sFewer({2, 2, 1, 1}, View::Dense, rng),
        sOtherBatch({3, 3, 1, 1}, View::Dense, rng),
        yShort({2, 3, 3, 5}, View::Dense, rng);
    const std::vector<float> before = y.storage;
    s.scaleChannels(&x.desc, &sWide.desc, &y.desc, 0);
    requireError("scale_channels_f32", "shape mismatch");
    s.scaleChannels(&x.desc, &sOtherBatch.desc, &y.desc, 0);
    requireError("scale_channels_f32", "shape mismatch");
    s.scaleChannels(&x.desc, &sFewer.desc, &y.desc, 0);
    requireError("scale_channels_f32",
                 "expected y of x's shape and s of N x C x 1 x 1 or 1 x C x 1 "
                 "x 1");
    s.scaleChannels(&x.desc, &sc.desc, &yShort.desc, 0);
    requireError("scale_channels_f32", "shape mismatch");
    s.scaleChannels(&x.desc, &sc.desc, &y.desc, 2);
    requireError("scale_channels_f32", "unknown layout 2");
    CHECK(y.storage == before);
    // y overlapping x, shifted by one element (not x itself).
    Tensor<4> big({2, 3, 4, 6}, View::Dense, rng);
    MemRef<float, 4> xIn = big.desc, yOut = big.desc;
    xIn.sizes[3] = 5;
    yOut.sizes[3] = 5;
    yOut.offset = 1;
    const std::vector<float> bigBefore = big.storage;
    s.scaleChannels(&xIn, &sc.desc, &yOut, 0);
    requireError("scale_channels_f32", "overlaps input x");
    CHECK(big.storage == bigBefore);
    // y is s (x of 1x1 images).
    Tensor<4> xOne({2, 3, 1, 1}, View::Dense, rng);
    const std::vector<float> sBefore = sc.storage;
    s.scaleChannels(&xOne.desc, &sc.desc, &sc.desc, 0);
    requireError("scale_channels_f32", "overlaps input s");
    CHECK(sc.storage == sBefore);
    // y overlapping itself.
    MemRef<float, 4> yo = y.desc;
    yo.strides[2] = 1;
    s.scaleChannels(&x.desc, &sc.desc, &yo, 0);
    requireError("scale_channels_f32", "overlaps itself");
    CHECK(y.storage == before);
  }

  SECTION("host hardswish and hardsigmoid are torch-mlir's, NaN and -0") {
    // The IR's clamp sends NaN to 0: hardsigmoid(NaN) = +0, hardswish(NaN)
    // = NaN * 0 = NaN, hardswish(-inf) = NaN, hardswish(x <= -3) = -0,
    // hardswish(-0) = -0.
    const float inf = std::numeric_limits<float>::infinity();
    const float in[6] = {NAN, -inf, -5.0f, -0.0f, 1.0f, inf};
    const float third = 4.0f / 6.0f; // (1 + 3) / 6 in f32, as the IR divides
    checkHostActivation(s, rng, in, KMATCH_ACT_HARDSWISH,
                        {NAN, NAN, -0.0f, -0.0f, 1.0f * third, inf});
    checkHostActivation(s, rng, in, KMATCH_ACT_HARDSIGMOID,
                        {0.0f, 0.0f, 0.0f, 0.5f, third, 1.0f});
  }

  SECTION("host hardswish_mul and hardsigmoid_mul are Keras', NaN and -0") {
    // maximumf/minimumf propagate NaN: hardsigmoid_mul(NaN) = NaN;
    // hardswish_mul(-inf) = -inf * 0 = NaN, (x <= -3) = -0, (-0) = -0.
    const float inf = std::numeric_limits<float>::infinity();
    const float in[6] = {NAN, -inf, -5.0f, -0.0f, 1.0f, inf};
    const float third = 4.0f * 0.16666667f; // (1 + 3) * (1/6 in f32)
    checkHostActivation(s, rng, in, KMATCH_ACT_HARDSWISH_MUL,
                        {NAN, NAN, -0.0f, -0.0f, 1.0f * third, inf});
    checkHostActivation(s, rng, in, KMATCH_ACT_HARDSIGMOID_MUL,
                        {NAN, 0.0f, 0.0f, 0.5f, third, 1.0f});
  }

  SECTION("host clamp_select is torch-mlir's clamp, NaN and -0") {
    // select(x <u lo, lo, x), then select(t >u hi, hi, t): NaN and -inf go
    // to lo, +inf to hi, and -0 at a bound +0 stays -0.
    const float inf = std::numeric_limits<float>::infinity();
    const float in[8] = {NAN, -inf, -5.0f, -0.0f, 0.0f, 6.0f, 7.0f, inf};
    checkHostActivation(s, rng, in, KMATCH_ACT_CLAMP_SELECT,
                        {0.0f, 0.0f, 0.0f, -0.0f, 0.0f, 6.0f, 6.0f, 6.0f}, 0.0f,
                        6.0f);
    checkHostActivation(s, rng, in, KMATCH_ACT_CLAMP_SELECT,
                        {-1.0f, -1.0f, -1.0f, -0.0f, 0.0f, 1.0f, 1.0f, 1.0f},
                        -1.0f, 1.0f);
  }

  SECTION("host sigmoid and silu are torch-mlir's, NaN, Inf and -0") {
    // The IR's f32 ops: sigmoid = 1 / (1 + exp(-x)) propagates NaN,
    // sigmoid(-inf) = +0, sigmoid(inf) = 1; silu = x * sigmoid(x):
    // silu(-inf) = -inf * 0 = NaN, silu(-0) = -0, silu(-100) = -100 * 0 = -0.
    const float inf = std::numeric_limits<float>::infinity();
    const float in[7] = {NAN, -inf, -100.0f, -0.0f, 0.0f, 100.0f, inf};
    checkHostActivation(s, rng, in, KMATCH_ACT_SIGMOID,
                        {NAN, 0.0f, 0.0f, 0.5f, 0.5f, 1.0f, 1.0f});
    checkHostActivation(s, rng, in, KMATCH_ACT_SILU,
                        {NAN, NAN, -0.0f, -0.0f, 0.0f, 100.0f, inf});
  }

  SECTION("shape mismatches are reported and outputs stay untouched") {
    const ConvGeom &g = geoms[0];
    Tensor<4> x({2, 3, 7, 9}, View::Dense, rng),
        w({4, 3, 3, 3}, View::Dense, rng);
    Tensor<4> wrongC({4, 2, 3, 3}, View::Dense, rng);
    // yLong needs 8 + 2 padded rows of x, which has 7 + 2 (a y with fewer
    // rows than the padded input allows is a crop, not a mismatch).
    Tensor<4> yShort({2, 4, 6, 9}, View::Dense, rng),
        yLong({2, 4, 8, 9}, View::Dense, rng), y({2, 4, 7, 9}, View::Dense, rng);
    Tensor<1> bias({4}, View::Dense, rng), bias5({5}, View::Dense, rng);
    std::vector<float> before = yLong.storage;
    s.conv2dBiasAct(&x.desc, &w.desc, &bias.desc, &yLong.desc, 0, g.sh, g.sw,
                    g.dh, g.dw, g.pt, g.pl, g.pb, g.pr, 1, 0, 0, 0);
    requireError("conv2d_bias_act_f32", "shape mismatch");
    CHECK(yLong.storage == before);

    before = y.storage;
    s.conv2d(&x.desc, &wrongC.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0);
    requireError("conv2d_f32", "shape mismatch");
    s.conv2dBiasAct(&x.desc, &w.desc, &bias5.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1,
                    1, 1, 0, 0, 0, 0);
    requireError("conv2d_bias_act_f32", "bias has 5 elements, expected 4");
    s.conv2dBiasAct(&x.desc, &w.desc, &bias.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1,
                    1, 1, activationCount, 0, 0, 0);
    requireError("conv2d_bias_act_f32",
                 "unknown activation " + std::to_string(activationCount));
    s.conv2dBnAct(&x.desc, &w.desc, &bias.desc, &bias.desc, &bias5.desc,
                  &bias.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0,
                  1e-5f, 0);
    requireError("conv2d_bn_act_f32", "mean has 5 elements");
    s.conv2dBiasAddAct(&x.desc, &w.desc, &bias.desc, &yShort.desc, &y.desc, 0,
                       1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0);
    requireError("conv2d_bias_add_act_f32", "z is 2x4x6x9, y is 2x4x7x9");
    s.conv2d(&x.desc, &w.desc, &y.desc, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0);
    requireError("conv2d_f32", "unknown layout 2");
    s.conv2d(&x.desc, &w.desc, &y.desc, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0);
    requireError("conv2d_f32", "invalid window");
    Tensor<3> wd({4, 3, 3}, View::Dense, rng);
    s.depthwiseConv2d(&x.desc, &wd.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0,
                      0);
    requireError("depthwise_conv2d_f32", "shape mismatch");
    // x's 3 channels are not 2 groups of w's 1; w's 4 filters are not 3
    // groups; 0 groups.
    Tensor<4> w1({4, 1, 3, 3}, View::Dense, rng);
    s.groupedConv2d(&x.desc, &w1.desc, &y.desc, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0,
                    0);
    requireError("grouped_conv2d_f32", "in 2 groups; expected x of groups * 1");
    s.groupedConv2d(&x.desc, &w1.desc, &y.desc, 0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0,
                    0);
    requireError("grouped_conv2d_f32", "in 3 groups");
    s.groupedConv2d(&x.desc, &w.desc, &y.desc, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0,
                    0);
    requireError("grouped_conv2d_f32", "invalid groups: 0");
    CHECK(y.storage == before);

    // p: 5 columns need 11 of x's 9 (no padding); q: 5 rows need 11 of
    // x's 7 + 2 padded rows.
    Tensor<4> p({2, 3, 3, 5}, View::Dense, rng), q({2, 3, 5, 5}, View::Dense, rng);
    before = p.storage;
    std::vector<float> qBefore = q.storage;
    s.maxpool2d(&x.desc, &p.desc, 0, 3, 3, 2, 2, 0, 0, 0, 0, -INFINITY);
    requireError("maxpool2d_f32", "shape mismatch");
    s.avgpool2d(&x.desc, &q.desc, 0, 3, 3, 2, 2, 1, 1, 1, 1);
    requireError("avgpool2d_f32", "shape mismatch");
    CHECK(p.storage == before);
    CHECK(q.storage == qBefore);

    Tensor<4> bnOut({2, 3, 7, 9}, View::Dense, rng);
    before = bnOut.storage;
    s.batchnorm(&x.desc, &bias.desc, &bias.desc, &bias.desc, &bias.desc,
                &bnOut.desc, 0, 1e-5f);
    requireError("batchnorm_f32", "gamma has 4 elements, expected 3");
    CHECK(bnOut.storage == before);

    Tensor<2> a({3, 4}, View::Dense, rng), b({4, 3}, View::Dense, rng);
    before = a.storage;
    UnrankedMemRef ua = a.unranked(), ub = b.unranked();
    s.add(&ua, &ub, &ua);
    requireError("add_f32", "shape mismatch: a is 3x4, b is 4x3");
    CHECK(a.storage == before);

    Matrix<float> A(4, 3, Layout::Dense, rng), B(3, 5, Layout::Dense, rng),
        C(4, 5, Layout::Dense, rng);
    std::vector<float> cBefore = C.storage;
    s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, 0, 0, 0);
    requireError("gemm_bias_act_f32", "bias has 4 elements");
    s.gemmBiasAct(&A.desc, &A.desc, &bias5.desc, &C.desc, 0, 0, 0, 0, 0);
    requireError("gemm_bias_act_f32", "shape mismatch");
    CHECK(C.storage == cBefore);
  }
  SECTION("outputs that overlap themselves are reported, untouched") {
    // y's rows interleave (H stride 1 = W stride): positive strides, yet
    // two logical elements share an address.
    Tensor<4> x({1, 4, 5, 5}, View::Dense, rng),
        w({4, 4, 1, 1}, View::Dense, rng), y({1, 4, 5, 5}, View::Dense, rng);
    Tensor<3> wd({4, 1, 1}, View::Dense, rng);
    Tensor<1> bias({4}, View::Dense, rng);
    MemRef<float, 4> yo = y.desc;
    yo.strides[2] = 1;
    std::vector<float> before = y.storage;
    s.conv2d(&x.desc, &w.desc, &yo, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    requireError("conv2d_f32", "output y (");
    s.conv2dBiasAct(&x.desc, &w.desc, &bias.desc, &yo, 0, 1, 1, 1, 1, 0, 0, 0,
                    0, 1, 0, 0, 0);
    requireError("conv2d_bias_act_f32", "overlaps itself");
    s.depthwiseConv2d(&x.desc, &wd.desc, &yo, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    requireError("depthwise_conv2d_f32", "overlaps itself");
    s.maxpool2d(&x.desc, &yo, 0, 1, 1, 1, 1, 0, 0, 0, 0, -INFINITY);
    requireError("maxpool2d_f32", "overlaps itself");
    s.avgpool2d(&x.desc, &yo, 0, 1, 1, 1, 1, 0, 0, 0, 0);
    requireError("avgpool2d_f32", "overlaps itself");
    s.batchnorm(&x.desc, &bias.desc, &bias.desc, &bias.desc, &bias.desc, &yo,
                0, 1e-5f);
    requireError("batchnorm_f32", "overlaps itself");
    UnrankedMemRef ux = x.unranked(), uy{4, &yo};
    s.add(&ux, &ux, &uy);
    requireError("add_f32", "overlaps itself");
    CHECK(y.storage == before);
    Matrix<float> A(4, 3, Layout::Dense, rng), B(3, 4, Layout::Dense, rng),
        C(4, 4, Layout::Dense, rng);
    std::vector<float> cBefore = C.storage;
    C.desc.strides[0] = 1;
    s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, 0, 0, 0);
    requireError("gemm_bias_act_f32", "output C (4x4, strides [1, 1]) overlaps "
                                      "itself");
    CHECK(C.storage == cBefore);
  }
  SECTION("outputs overlapping inputs are reported") {
    // A 1x1 convolution with as many output channels as input ones: y may
    // take x's descriptor.
    Tensor<4> x({1, 4, 5, 5}, View::Dense, rng),
        w({4, 4, 1, 1}, View::Dense, rng);
    std::vector<float> before = x.storage;
    s.conv2d(&x.desc, &w.desc, &x.desc, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0);
    requireError("conv2d_f32", "overlaps input x");
    CHECK(x.storage == before);
    // z partially overlapping y: y shifted by one element.
    Tensor<4> y({1, 4, 5, 5}, View::Padded, rng);
    Tensor<1> bias({4}, View::Dense, rng);
    MemRef<float, 4> z = y.desc;
    z.offset += 1;
    s.conv2dBiasAddAct(&x.desc, &w.desc, &bias.desc, &z, &y.desc, 0, 1, 1, 1, 1,
                       0, 0, 0, 0, 0, 0, 0, 0);
    requireError("conv2d_bias_add_act_f32", "overlaps input z");
    Tensor<4> p({1, 4, 5, 5}, View::Dense, rng);
    s.avgpool2d(&p.desc, &p.desc, 0, 1, 1, 1, 1, 0, 0, 0, 0);
    requireError("avgpool2d_f32", "overlaps input x");
    s.batchnorm(&p.desc, &bias.desc, &bias.desc, &bias.desc, &bias.desc,
                &p.desc, 0, 1e-5f);
    requireError("batchnorm_f32", "overlaps input x");
    UnrankedMemRef ux = x.unranked(), uz{4, &z}, uy = y.unranked();
    s.add(&ux, &uz, &uy);
    requireError("add_f32", "partially overlaps");
    Matrix<float> A(4, 4, Layout::Dense, rng), B(4, 4, Layout::Dense, rng);
    s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &A.desc, 0, 0, 0, 0, 0);
    requireError("gemm_bias_act_f32", "overlaps");
  }
}

} // namespace kmatch_test

#endif // KMATCH_TEST_RUNTIME_DNN_CASES_H
