//===- dnn_launches.h - DNN launches, parsed and checked once ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each DNN kernel's launch (convolution, pooling, batch norm, the channel
// scale, gemm + bias + activation) as one struct that the shims of both
// backends build from the memref descriptors and check once (checkConv,
// checkPool, ...), on the views, window and checks of dnn_checks.h. Every
// error is reported through kmatch_rt_error, named after the kernel, before
// any output is written. Library-free.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_DNN_LAUNCHES_H
#define KMATCH_RUNTIME_COMMON_DNN_LAUNCHES_H

#include "dnn_checks.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace kmatch_rt {

/// Batch-norm statistics per channel, folded in double (kmatch_batchnorm.h).
struct BatchNormStats {
  TensorView gamma, beta, mean, var;
  float eps = 0.0f;

  static BatchNormStats of(const MemRef<float, 1> &gamma,
                           const MemRef<float, 1> &beta,
                           const MemRef<float, 1> &mean,
                           const MemRef<float, 1> &var, float eps) {
    return {vectorOf(gamma), vectorOf(beta), vectorOf(mean), vectorOf(var),
            eps};
  }
  /// The four vectors with their names, in argument order.
  std::array<std::pair<const char *, const TensorView *>, 4> named() const {
    return {
        {{"gamma", &gamma}, {"beta", &beta}, {"mean", &mean}, {"var", &var}}};
  }
  /// Per channel c: scale[c] = kmatch_bn_scale(gamma, var, eps) and
  /// shift[c] = kmatch_bn_shift(beta, mean, scale), in double; the shift is
  /// rounded to float once, as the bias of the folded convolution.
  void fold(std::vector<double> &scale, std::vector<float> &shift) const {
    int64_t channels = gamma.sizes[0];
    scale.resize(static_cast<size_t>(channels));
    shift.resize(static_cast<size_t>(channels));
    for (int64_t c = 0; c < channels; ++c) {
      scale[c] = kmatch_bn_scale(gamma.at(c), var.at(c), double(eps));
      shift[c] =
          static_cast<float>(kmatch_bn_shift(beta.at(c), mean.at(c), scale[c]));
    }
  }
};

/// Batch norm folded into a filter: `w` (output channels first) with output
/// channel f scaled by scale[f] (BatchNormStats::fold), each product taken
/// in double and rounded once to float. Dense, in w's logical order.
inline std::vector<float> scaledFilter(const TensorView &w,
                                       const std::vector<double> &scale) {
  std::vector<float> out = w.gather();
  if (scale.empty())
    return out;
  size_t perChannel = out.size() / scale.size();
  for (size_t i = 0; perChannel && i < out.size(); ++i)
    out[i] = static_cast<float>(out[i] * scale[i / perChannel]);
  return out;
}

/// A fused activation: a KMATCH_ACT_* code and clamp's bounds.
struct Activation {
  int32_t code = KMATCH_ACT_NONE;
  float lo = 0.0f, hi = 0.0f;

  float apply(float v) const { return applyActivation(code, lo, hi, v); }
};

/// One convolution launch, every operand a logical view: x (N, C, H, W), w
/// (F, C / groups, KH, KW), y (N, F, OH, OW) (or the same with one spatial
/// dimension W, or three, D, H and W); optionally a bias or
/// batch-norm statistics per output channel, a residual z (y's shape, y
/// itself or apart from it) and an activation. After checkConv, x is cropped
/// to what the windows read and the window's high pads are trimmed.
struct ConvLaunch {
  int32_t layout = KMATCH_LAYOUT_NCHW;
  TensorView x, w, y;
  bool depthwise = false;
  int64_t groups = 1;
  Window window;
  std::optional<TensorView> bias;
  std::optional<BatchNormStats> bn;
  std::optional<TensorView> z;
  Activation act;
  bool accumulate = false;

  /// A plain convolution of layout `layout` (checked by checkConv) with
  /// R - 2 spatial dimensions, those of `window`.
  template <int R>
  static ConvLaunch of(const MemRef<float, R> &x, const MemRef<float, R> &w,
                       const MemRef<float, R> &y, int32_t layout,
                       const Window &window) {
    return make(x, filterOf(w, layout), y, layout, window);
  }
  /// A depthwise convolution: groups = x's channels.
  static ConvLaunch depthwiseOf(const MemRef<float, 4> &x,
                                const MemRef<float, 3> &w,
                                const MemRef<float, 4> &y, int32_t layout,
                                const Window &window) {
    ConvLaunch l = make(x, depthwiseFilterOf(w, layout), y, layout, window);
    l.depthwise = true;
    l.groups = l.x.sizes[1];
    return l;
  }
  /// conv1d, conv2d, conv3d (a filter of x's rank) and depthwise_conv2d (a
  /// filter of one dimension less): y (+)= conv(x, w).
  template <int R, int WRank>
  static ConvLaunch accumulating(const MemRef<float, R> &x,
                                 const MemRef<float, WRank> &w,
                                 const MemRef<float, R> &y, int32_t layout,
                                 const Window &window, int32_t accumulate) {
    static_assert(WRank == R || (R == 4 && WRank == 3),
                  "a filter of x's rank, or a 2-D depthwise filter");
    ConvLaunch l;
    if constexpr (WRank != R)
      l = depthwiseOf(x, w, y, layout, window);
    else
      l = of(x, w, y, layout, window);
    l.accumulate = accumulate != 0;
    return l;
  }
  /// grouped_conv2d: y (+)= conv(x, w) in `groups` groups, w (F, C / groups,
  /// KH, KW) logically.
  static ConvLaunch grouped(const MemRef<float, 4> &x,
                            const MemRef<float, 4> &w,
                            const MemRef<float, 4> &y, int32_t layout,
                            const Window &window, int64_t groups,
                            int32_t accumulate) {
    ConvLaunch l = accumulating(x, w, y, layout, window, accumulate);
    l.groups = groups;
    return l;
  }
  /// conv2d_bias_act (z null) and conv2d_bias_add_act: y = act(conv + bias
  /// (+ z)).
  static ConvLaunch
  withBias(const MemRef<float, 4> &x, const MemRef<float, 4> &w,
           const MemRef<float, 1> &bias, const MemRef<float, 4> *z,
           const MemRef<float, 4> &y, int32_t layout, const Window &window,
           int32_t act, float lo, float hi) {
    ConvLaunch l = of(x, w, y, layout, window);
    l.bias = vectorOf(bias);
    if (z)
      l.setResidual(*z);
    l.setActivation(act, lo, hi);
    return l;
  }
  /// conv2d_bn_act (z null) and conv2d_bn_add_act: y = act(bn(conv) (+ z)).
  static ConvLaunch
  withBatchNorm(const MemRef<float, 4> &x, const MemRef<float, 4> &w,
                const MemRef<float, 1> &gamma, const MemRef<float, 1> &beta,
                const MemRef<float, 1> &mean, const MemRef<float, 1> &var,
                const MemRef<float, 4> *z, const MemRef<float, 4> &y,
                int32_t layout, const Window &window, int32_t act, float lo,
                float hi, float eps) {
    ConvLaunch l = of(x, w, y, layout, window);
    l.bn = BatchNormStats::of(gamma, beta, mean, var, eps);
    if (z)
      l.setResidual(*z);
    l.setActivation(act, lo, hi);
    return l;
  }
  /// depthwise_conv2d_bn_act: y = act(bn(depthwise conv)).
  static ConvLaunch depthwiseWithBatchNorm(
      const MemRef<float, 4> &x, const MemRef<float, 3> &w,
      const MemRef<float, 1> &gamma, const MemRef<float, 1> &beta,
      const MemRef<float, 1> &mean, const MemRef<float, 1> &var,
      const MemRef<float, 4> &y, int32_t layout, const Window &window,
      int32_t act, float lo, float hi, float eps) {
    ConvLaunch l = depthwiseOf(x, w, y, layout, window);
    l.bn = BatchNormStats::of(gamma, beta, mean, var, eps);
    l.setActivation(act, lo, hi);
    return l;
  }
  void setResidual(const MemRef<float, 4> &m) { z = activationOf(m, layout); }
  void setActivation(int32_t code, float lo, float hi) { act = {code, lo, hi}; }

  /// Whether every output sums over nothing: no input channel per group, or
  /// a kernel extent of 0 (libraries reject both). Valid after checkConv.
  bool emptyReduction() const {
    if (w.sizes[1] == 0 || x.sizes[1] == 0)
      return true;
    for (int i = 0; i < window.spatial; ++i)
      if (window.kernel[i] == 0)
        return true;
    return false;
  }

  /// For an empty reduction: y = act(s + bias (+ z)), s = y when the conv
  /// accumulates and 0 otherwise, the bias batch norm's folded shift where
  /// there is batch norm (its scale multiplies the empty sum). Over y and z
  /// in lockstep, the channel dim 1 of the logical views.
  void computeEmptyReduction() const {
    std::vector<float> perChannel;
    if (bias)
      perChannel = bias->gather();
    if (bn) {
      std::vector<double> scale;
      bn->fold(scale, perChannel);
    }
    int64_t channels = y.sizes[1];
    int64_t plane =
        channels == 0 ? 0 : y.numElements() / (y.sizes[0] * channels);
    int64_t i = 0;
    StridedWalker wy = y.walker(), wz = z ? z->walker() : wy;
    float *zData = z ? z->data : y.data;
    forEachInLockstep<2>({&wy, &wz}, [&](const std::array<intptr_t, 2> &o) {
      int64_t c = (i++ / plane) % channels;
      float v = accumulate ? y.data[o[0]] : 0.0f;
      if (!perChannel.empty())
        v += perChannel[c];
      if (z)
        v += zData[o[1]];
      y.data[o[0]] = act.apply(v);
    });
  }

private:
  template <int R>
  static ConvLaunch make(const MemRef<float, R> &x, const TensorView &w,
                         const MemRef<float, R> &y, int32_t layout,
                         const Window &window) {
    ConvLaunch l;
    l.layout = layout;
    l.x = activationOf(x, layout);
    l.w = w;
    l.y = activationOf(y, layout);
    l.window = window;
    return l;
  }
};

/// Validates a convolution launch (see ConvLaunch), in this order: the
/// activation, the layout, strides, y overlapping itself, the window, the
/// channels, the window's fit, y overlapping x or w, the per-channel vectors,
/// the residual.
inline bool checkConv(const char *kernel, StridePolicy policy, ConvLaunch &l) {
  if (!checkActivation(kernel, l.act.code) || !checkLayout(kernel, l.layout))
    return false;
  if (!checkStrides(kernel, policy, "x", l.x) ||
      !checkStrides(kernel, policy, "w", l.w) ||
      !checkOutput(kernel, policy, "y", l.y))
    return false;
  if (l.window.spatial != l.x.rank - 2) {
    kmatch_rt_error(kernel,
                    "invalid window: %d spatial dims for operands of rank %d",
                    l.window.spatial, l.x.rank);
    return false;
  }
  for (int i = 0; i < l.window.spatial; ++i)
    l.window.kernel[i] = l.w.sizes[2 + i];
  // An empty reduction reads no input: a kernel extent of 0 is valid, and
  // the window need not fit x (computeEmptyReduction writes y).
  bool empty = l.emptyReduction();
  Window checked = l.window;
  for (int i = 0; i < checked.spatial; ++i)
    checked.kernel[i] = std::max<int64_t>(checked.kernel[i], 1);
  if (!checkWindow(kernel, empty ? checked : l.window))
    return false;
  if (l.groups < 1) {
    kmatch_rt_error(kernel, "invalid groups: %lld", (long long)l.groups);
    return false;
  }
  int64_t channels = l.x.sizes[1], outChannels = l.w.sizes[0];
  bool channelsAgree = l.depthwise ? outChannels == channels
                                   : l.w.sizes[1] * l.groups == channels &&
                                         outChannels % l.groups == 0;
  // Built for a message only: a launch that passes never formats it.
  auto shapes = [&] {
    return describeWindowLaunch(l.layout, l.x, &l.w, l.y, l.window);
  };
  if (!channelsAgree || l.y.sizes[1] != outChannels ||
      l.x.sizes[0] != l.y.sizes[0]) {
    if (l.groups > 1 && !l.depthwise)
      kmatch_rt_error(kernel,
                      "shape mismatch: %s in %lld groups; expected x of "
                      "groups * %lld channels, w of a multiple of groups "
                      "output channels and y of %lld",
                      shapes().c_str(), (long long)l.groups,
                      (long long)l.w.sizes[1], (long long)outChannels);
    else
      kmatch_rt_error(
          kernel, "shape mismatch: %s; expected y of %lld output channels",
          shapes().c_str(), (long long)(l.depthwise ? channels : outChannels));
    return false;
  }
  if ((!empty && !fitWindow(kernel, l.x, l.y, l.window, shapes)) ||
      !checkNoOverlap(kernel, "y", l.y, "x", l.x) ||
      !checkNoOverlap(kernel, "y", l.y, "w", l.w))
    return false;
  if (l.bias && !checkChannelVector(kernel, policy, "bias", *l.bias,
                                    outChannels, "output channel", l.y))
    return false;
  if (l.bn)
    for (auto [name, v] : l.bn->named())
      if (!checkChannelVector(kernel, policy, name, *v, outChannels,
                              "output channel", l.y))
        return false;
  if (!l.z)
    return true;
  if (!checkStrides(kernel, policy, "z", *l.z))
    return false;
  if (!l.z->sameSizes(l.y)) {
    kmatch_rt_error(kernel, "shape mismatch: z is %s, y is %s",
                    l.z->shape().c_str(), l.y.shape().c_str());
    return false;
  }
  return l.z->sameAs(l.y) || checkNoOverlap(kernel, "y", l.y, "z", *l.z);
}

/// One pooling launch: x (N, C, H, W) and y (N, C, OH, OW), logical.
struct PoolLaunch {
  int32_t layout = KMATCH_LAYOUT_NCHW;
  TensorView x, y;
  Window window;
  /// maxpool2d's floor: y = maximumf(floor, the window's max); -inf for none
  /// (and for avgpool2d).
  float floor = -std::numeric_limits<float>::infinity();

  /// Whether a max pool has a floor to apply after the library's pooling.
  bool hasFloor() const {
    return floor != -std::numeric_limits<float>::infinity();
  }
  /// maximumf(floor, a): a NaN `a` stays NaN, -0 sits below +0.
  float floored(float a) const {
    return a < floor || (floor == 0.0f && a == 0.0f && std::signbit(a)) ? floor
                                                                        : a;
  }
};

/// Parses and validates a max or average pooling launch: the layout,
/// strides, y overlapping itself, the window, N and C, the window's fit (x
/// cropped, high pads trimmed: avgpool's divisor stays the window's area,
/// padding counted), y overlapping x, and a max pool's floor (not NaN).
inline bool checkPool(const char *kernel, StridePolicy policy,
                      const MemRef<float, 4> &X, const MemRef<float, 4> &Y,
                      int32_t layout, int64_t kernelH, int64_t kernelW,
                      int64_t strideH, int64_t strideW, int64_t padTop,
                      int64_t padLeft, int64_t padBottom, int64_t padRight,
                      float floor, PoolLaunch &p) {
  if (!checkLayout(kernel, layout))
    return false;
  if (std::isnan(floor)) {
    kmatch_rt_error(kernel, "floor is NaN (a max pool's floor is a number)");
    return false;
  }
  p.floor = floor;
  p.layout = layout;
  p.x = activationOf(X, layout);
  p.y = activationOf(Y, layout);
  p.window =
      windowOf(strideH, strideW, 1, 1, padTop, padLeft, padBottom, padRight);
  p.window.kernel[0] = kernelH, p.window.kernel[1] = kernelW;
  if (!checkStrides(kernel, policy, "x", p.x) ||
      !checkOutput(kernel, policy, "y", p.y) || !checkWindow(kernel, p.window))
    return false;
  auto shapes = [&] {
    return describeWindowLaunch(layout, p.x, nullptr, p.y, p.window);
  };
  if (p.y.sizes[0] != p.x.sizes[0] || p.y.sizes[1] != p.x.sizes[1]) {
    kmatch_rt_error(kernel, "shape mismatch: %s", shapes().c_str());
    return false;
  }
  return fitWindow(kernel, p.x, p.y, p.window, shapes) &&
         checkNoOverlap(kernel, "y", p.y, "x", p.x);
}

/// One inference batch-norm launch: x and y (N, C, H, W), logical.
struct BatchNormLaunch {
  int32_t layout = KMATCH_LAYOUT_NCHW;
  TensorView x, y;
  BatchNormStats stats;
};

/// Parses and validates a batch-norm launch: the layout, strides, y
/// overlapping itself, y's shape, y overlapping x (y may not even be x
/// itself), and the four per-channel vectors.
inline bool
checkBatchNorm(const char *kernel, StridePolicy policy,
               const MemRef<float, 4> &X, const MemRef<float, 1> &gamma,
               const MemRef<float, 1> &beta, const MemRef<float, 1> &mean,
               const MemRef<float, 1> &var, const MemRef<float, 4> &Y,
               int32_t layout, float eps, BatchNormLaunch &b) {
  if (!checkLayout(kernel, layout))
    return false;
  b.layout = layout;
  b.x = activationOf(X, layout);
  b.y = activationOf(Y, layout);
  b.stats = BatchNormStats::of(gamma, beta, mean, var, eps);
  if (!checkStrides(kernel, policy, "x", b.x) ||
      !checkOutput(kernel, policy, "y", b.y))
    return false;
  if (!b.x.sameSizes(b.y)) {
    kmatch_rt_error(kernel, "shape mismatch: x is %s, y is %s",
                    b.x.shape().c_str(), b.y.shape().c_str());
    return false;
  }
  if (!checkNoOverlap(kernel, "y", b.y, "x", b.x))
    return false;
  for (auto [name, v] : b.stats.named())
    if (!checkChannelVector(kernel, policy, name, *v, b.x.sizes[1], "channel",
                            b.y))
      return false;
  return true;
}

/// One scale_channels launch: y = x * s over H and W, x and y (N, C, H, W)
/// and s (N, C, 1, 1) or, one scale for every image, (1, C, 1, 1), logical.
struct ScaleChannelsLaunch {
  int32_t layout = KMATCH_LAYOUT_NCHW;
  TensorView x, s, y;

  /// y = x * s element by element, as the IR's one f32 product (in either
  /// operand order: IEEE multiplication commutes). y may be x itself.
  void computeOnHost() const {
    for (int64_t n = 0; n < y.sizes[0]; ++n)
      for (int64_t c = 0; c < y.sizes[1]; ++c) {
        float scale = s.at(s.sizes[0] == 1 ? 0 : n, c, 0, 0);
        for (int64_t h = 0; h < y.sizes[2]; ++h)
          for (int64_t w = 0; w < y.sizes[3]; ++w)
            y.at(n, c, h, w) = x.at(n, c, h, w) * scale;
      }
  }
};

/// Parses and validates a scale_channels launch: the layout, strides, y
/// overlapping itself, y's shape (x's), s's shape (N or 1, C, 1, 1), y
/// overlapping s, and y overlapping x unless it is exactly x.
inline bool checkScaleChannels(const char *kernel, StridePolicy policy,
                               const MemRef<float, 4> &X,
                               const MemRef<float, 4> &S,
                               const MemRef<float, 4> &Y, int32_t layout,
                               ScaleChannelsLaunch &l) {
  if (!checkLayout(kernel, layout))
    return false;
  l.layout = layout;
  l.x = activationOf(X, layout);
  l.s = activationOf(S, layout);
  l.y = activationOf(Y, layout);
  if (!checkStrides(kernel, policy, "x", l.x) ||
      !checkStrides(kernel, policy, "s", l.s) ||
      !checkOutput(kernel, policy, "y", l.y))
    return false;
  if (!l.x.sameSizes(l.y) ||
      (l.s.sizes[0] != l.x.sizes[0] && l.s.sizes[0] != 1) ||
      l.s.sizes[1] != l.x.sizes[1] || l.s.sizes[2] != 1 || l.s.sizes[3] != 1) {
    kmatch_rt_error(kernel,
                    "shape mismatch: x is %s, s is %s, y is %s (layout %s); "
                    "expected y of x's shape and s of N x C x 1 x 1 or 1 x C "
                    "x 1 x 1",
                    l.x.shape().c_str(), l.s.shape().c_str(),
                    l.y.shape().c_str(), layoutName(layout));
    return false;
  }
  return checkNoOverlap(kernel, "y", l.y, "s", l.s) &&
         (l.y.sameAs(l.x) || checkNoOverlap(kernel, "y", l.y, "x", l.x));
}

/// One gemm_bias_act launch: C = act(op(A) op(B) + bias), the bias along
/// C's columns.
struct GemmBiasActLaunch {
  MatrixView<float> a, b, c;
  TensorView bias;
  Activation act;

  /// Computes on the host what needs no library call: nothing for an empty
  /// C, C = act(bias) (along the columns) for an empty reduction (K = 0),
  /// which libraries may reject. Returns whether C is computed.
  bool computedOnHost() const {
    if (c.empty())
      return true;
    if (a.cols != 0)
      return false;
    for (intptr_t i = 0; i < c.rows; ++i)
      for (intptr_t j = 0; j < c.cols; ++j)
        c.at(i, j) = act.apply(bias.at(j));
    return true;
  }
};

/// Parses and validates a gemm_bias_act launch: the activation, the gemm
/// operands (gemmViews), the bias length, strides, C overlapping the bias.
inline bool checkGemmBiasAct(const char *kernel, StridePolicy policy,
                             const MemRef<float, 2> *A,
                             const MemRef<float, 2> *B,
                             const MemRef<float, 1> *Bias,
                             const MemRef<float, 2> *C, int32_t transA,
                             int32_t transB, int32_t act, float actLo,
                             float actHi, GemmBiasActLaunch &g) {
  if (!checkActivation(kernel, act) ||
      !gemmViews(kernel, A, B, C, transA, transB, /*transC=*/0, g.a, g.b, g.c))
    return false;
  g.act = {act, actLo, actHi};
  g.bias = vectorOf(*Bias);
  if (g.bias.sizes[0] != g.c.cols) {
    kmatch_rt_error(kernel,
                    "shape mismatch: bias has %lld elements, expected %zd (the "
                    "columns of C, %zdx%zd)",
                    (long long)g.bias.sizes[0], g.c.cols, g.c.rows, g.c.cols);
    return false;
  }
  auto positive = [](const MatrixView<float> &m) {
    return m.empty() || ((m.rows <= 1 || m.rowStride > 0) &&
                         (m.cols <= 1 || m.colStride > 0));
  };
  if (policy == StridePolicy::PositiveOnly &&
      (!positive(g.a) || !positive(g.b) || !positive(g.c) ||
       !g.bias.hasPositiveStrides())) {
    kmatch_rt_error(kernel, "an operand has a zero or negative stride; only "
                            "positive strides are supported");
    return false;
  }
  if (spansOverlap(g.c, g.bias)) {
    kmatch_rt_error(kernel, "output C (%zdx%zd) overlaps input bias", g.c.rows,
                    g.c.cols);
    return false;
  }
  return true;
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_DNN_LAUNCHES_H
