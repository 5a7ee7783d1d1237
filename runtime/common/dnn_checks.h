//===- dnn_checks.h - DNN launches, parsed and validated once ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the DNN shims of both backends do before they touch a library: turn
// the memref descriptors and parameters of a convolution, pooling or batch
// norm launch into logical views (NCHW activations, OIHW filters, whatever
// the layout; NCW / OIW and NCDHW / OIDHW for 1-D and 3-D convolutions) and
// a window of 1, 2 or 3 spatial dimensions, and check them: layout, activation,
// shapes, channels, the window (kmatch_window.h through window_fit.h), strides
// and overlap (matrix.h). Every error is reported through kmatch_rt_error,
// named after the kernel, before any output is written; a check returns false
// then. The backends keep only their library calls; each kernel's launch
// struct is in dnn_launches.h. Library-free.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_DNN_CHECKS_H
#define KMATCH_RUNTIME_COMMON_DNN_CHECKS_H

#include "activation.h"
#include "kmatch_batchnorm.h"
#include "kmatch_codes.h"
#include "matrix.h"
#include "strided_walker.h"
#include "window_fit.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace kmatch_rt {

static_assert(std::is_same<int64_t, intptr_t>::value,
              "views walk their int64_t sizes as StridedWalker's intptr_t");

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// The most spatial dimensions of a convolution (D, H, W).
constexpr int kMaxSpatialRank = KMATCH_WINDOW_MAX_DIMS;
/// The most dimensions a TensorView holds: batch, channels and the spatial
/// dimensions.
constexpr int kMaxViewRank = 2 + kMaxSpatialRank;

/// Element (i0, .., iN) of a strided tensor lives at
/// data[i0 * strides[0] + .. + iN * strides[N]], with the dimensions in the
/// kernel's logical order. `memrefSizes` keeps the shape the caller passed,
/// for error messages.
struct TensorView {
  float *data = nullptr;
  int rank = 0;
  int64_t sizes[kMaxViewRank] = {};
  int64_t strides[kMaxViewRank] = {};
  int memrefRank = 0;
  int64_t memrefSizes[kMaxViewRank] = {};

  int64_t numElements() const {
    int64_t n = 1;
    for (int d = 0; d < rank; ++d)
      n *= sizes[d];
    return n;
  }
  bool empty() const { return numElements() == 0; }
  /// Element i of a vector.
  float &at(int64_t i) const { return data[i * strides[0]]; }
  /// Element (a, b, c, d) of a 4-D view.
  float &at(int64_t a, int64_t b, int64_t c, int64_t d) const {
    return data[a * strides[0] + b * strides[1] + c * strides[2] +
                d * strides[3]];
  }
  /// The walk over the view, offsets from `data`.
  StridedWalker walker() const { return {rank, sizes, strides, 0}; }
  /// The elements in logical order, densely (a per-channel vector as the
  /// libraries and the host epilogues take it).
  std::vector<float> gather() const {
    std::vector<float> out;
    out.reserve(static_cast<size_t>(numElements()));
    walker().forEach([&](intptr_t off) { out.push_back(data[off]); });
    return out;
  }
  /// [first, last] element addresses touched, for overlap checks.
  std::pair<const float *, const float *> span() const {
    if (empty())
      return {data, data};
    intptr_t lo = 0, hi = 0;
    for (int d = 0; d < rank; ++d) {
      intptr_t s = (sizes[d] - 1) * strides[d];
      (s < 0 ? lo : hi) += s;
    }
    return {data + lo, data + hi};
  }
  bool sameSizes(const TensorView &o) const {
    return rank == o.rank && std::equal(sizes, sizes + rank, o.sizes);
  }
  /// Whether `o` is exactly this view: the same elements at the same
  /// addresses (strides of one-element dimensions do not matter).
  bool sameAs(const TensorView &o) const {
    if (data != o.data || !sameSizes(o))
      return false;
    for (int d = 0; d < rank; ++d)
      if (sizes[d] > 1 && strides[d] != o.strides[d])
        return false;
    return true;
  }
  /// Whether every dimension of more than one element has a positive stride.
  bool hasPositiveStrides() const { return walker().hasPositiveStrides(); }
  /// The shape as the caller passed it, "AxBxC".
  std::string shape() const {
    intptr_t s[kMaxViewRank];
    std::copy(memrefSizes, memrefSizes + memrefRank, s);
    return shapeString(memrefRank, s);
  }
};

/// Views memref `m` with logical dimension d being memref dimension
/// order[d]. A single-element dimension's stride is meaningless; a
/// non-positive one is replaced by 1 so that libraries accept it.
template <int R>
TensorView viewOf(const MemRef<float, R> &m, const std::array<int, R> &order) {
  TensorView v;
  v.data = m.data();
  v.rank = v.memrefRank = R;
  for (int d = 0; d < R; ++d) {
    v.sizes[d] = m.sizes[order[d]];
    v.strides[d] = m.strides[order[d]];
    if (v.sizes[d] == 1 && v.strides[d] <= 0)
      v.strides[d] = 1;
    v.memrefSizes[d] = m.sizes[d];
  }
  return v;
}

/// Views a rank-1 memref.
inline TensorView vectorOf(const MemRef<float, 1> &m) {
  return viewOf<1>(m, {0});
}

/// Whether a layout code puts the channels last (NHWC, and NWC / NDHWC at
/// the other spatial ranks); the other layout, NCHW, puts them first.
inline bool isNhwc(int32_t layout) { return layout == KMATCH_LAYOUT_NHWC; }

/// An activation of rank R = 2 + spatial dims, logical (N, C, spatial..)
/// whatever the (checked) layout: NCHW as it is, NHWC (N, spatial.., C)
/// permuted.
template <int R>
TensorView activationOf(const MemRef<float, R> &m, int32_t layout) {
  static_assert(R >= 3 && R <= kMaxViewRank, "1 to 3 spatial dims");
  std::array<int, R> order;
  for (int d = 0; d < R; ++d)
    order[d] = d;
  if (isNhwc(layout)) {
    order[1] = R - 1;
    for (int d = 2; d < R; ++d)
      order[d] = d - 1;
  }
  return viewOf<R>(m, order);
}

/// A filter of rank R, logical (F, C, spatial..) (OIHW): NCHW filters are
/// (F, C, KH, KW), NHWC filters (KH, KW, C, F), at every spatial rank.
template <int R>
TensorView filterOf(const MemRef<float, R> &m, int32_t layout) {
  static_assert(R >= 3 && R <= kMaxViewRank, "1 to 3 spatial dims");
  std::array<int, R> order;
  for (int d = 0; d < R; ++d)
    order[d] = d;
  if (isNhwc(layout)) {
    order[0] = R - 1, order[1] = R - 2;
    for (int d = 2; d < R; ++d)
      order[d] = d - 2;
  }
  return viewOf<R>(m, order);
}

/// A depthwise filter of layout NCHW (C KH KW) or NHWC (KH KW C) as the OIHW
/// filter of a grouped convolution with one input channel per group.
inline TensorView depthwiseFilterOf(const MemRef<float, 3> &m, int32_t layout) {
  TensorView v =
      isNhwc(layout) ? viewOf<3>(m, {2, 0, 1}) : viewOf<3>(m, {0, 1, 2});
  v.rank = 4;
  v.sizes[3] = v.sizes[2], v.strides[3] = v.strides[2];
  v.sizes[2] = v.sizes[1], v.strides[2] = v.strides[1];
  v.sizes[1] = 1, v.strides[1] = v.strides[0] > 0 ? v.strides[0] : 1;
  return v;
}

//===----------------------------------------------------------------------===//
// The window
//===----------------------------------------------------------------------===//

/// Spatial geometry of a convolution or pooling window of `spatial` (1 to 3)
/// dimensions, outermost first: [0] W for 1-D; [0] H, [1] W for 2-D; [0] D,
/// [1] H, [2] W for 3-D.
struct Window {
  int spatial = 2;
  int64_t kernel[kMaxSpatialRank] = {1, 1, 1};
  int64_t stride[kMaxSpatialRank] = {1, 1, 1};
  int64_t dilation[kMaxSpatialRank] = {1, 1, 1};
  int64_t padLo[kMaxSpatialRank] = {0, 0, 0}; // front, top, left
  int64_t padHi[kMaxSpatialRank] = {0, 0, 0}; // back, bottom, right

  bool valid() const {
    if (spatial < 1 || spatial > kMaxSpatialRank)
      return false;
    for (int i = 0; i < spatial; ++i)
      if (kernel[i] < 1 || stride[i] < 1 || dilation[i] < 1 || padLo[i] < 0 ||
          padHi[i] < 0)
        return false;
    return true;
  }
  bool symmetric() const {
    for (int i = 0; i < spatial; ++i)
      if (padLo[i] != padHi[i])
        return false;
    return true;
  }
  /// "kernel 3x3, stride 1x1, dilation 1x1, pads (top 1, left 1, bottom 1,
  /// right 1)", with the names of kmatch_window.h.
  std::string str() const {
    if (spatial < 1 || spatial > kMaxSpatialRank)
      return "a window of " + std::to_string(spatial) + " spatial dims";
    auto extents = [&](const int64_t *v) {
      std::string s;
      for (int i = 0; i < spatial; ++i)
        s += (i ? "x" : "") + std::to_string(v[i]);
      return s;
    };
    std::string pads;
    for (int i = 0; i < 2 * spatial; ++i) {
      bool hi = i >= spatial;
      int d = hi ? i - spatial : i;
      pads += std::string(i ? ", " : "") +
              (hi ? kmatch_window_pad_hi_name(spatial, d)
                  : kmatch_window_pad_lo_name(spatial, d)) +
              " " + std::to_string(hi ? padHi[d] : padLo[d]);
    }
    return "kernel " + extents(kernel) + ", stride " + extents(stride) +
           ", dilation " + extents(dilation) + ", pads (" + pads + ")";
  }
};

/// The window of a launch's geometry parameters, one entry per spatial
/// dimension (outermost first) in each list; the kernel extent is the
/// filter's, or the pool's parameter, set later. Lists of different lengths
/// give an invalid window.
inline Window windowOf(std::initializer_list<int64_t> strides,
                       std::initializer_list<int64_t> dilations,
                       std::initializer_list<int64_t> padLo,
                       std::initializer_list<int64_t> padHi) {
  Window w;
  w.spatial = static_cast<int>(strides.size());
  if (w.spatial < 1 || w.spatial > kMaxSpatialRank ||
      dilations.size() != strides.size() || padLo.size() != strides.size() ||
      padHi.size() != strides.size()) {
    w.spatial = 0;
    return w;
  }
  std::copy(strides.begin(), strides.end(), w.stride);
  std::copy(dilations.begin(), dilations.end(), w.dilation);
  std::copy(padLo.begin(), padLo.end(), w.padLo);
  std::copy(padHi.begin(), padHi.end(), w.padHi);
  return w;
}

/// The window of a 2-D launch's geometry parameters.
inline Window windowOf(int64_t strideH, int64_t strideW, int64_t dilationH,
                       int64_t dilationW, int64_t padTop, int64_t padLeft,
                       int64_t padBottom, int64_t padRight) {
  return windowOf({strideH, strideW}, {dilationH, dilationW}, {padTop, padLeft},
                  {padBottom, padRight});
}

/// In the body of a 2-D convolution's entry (KMATCH_*_ENTRY, the manifest's
/// parameter names): its window.
#define KMATCH_CONV_WINDOW                                                     \
  ::kmatch_rt::windowOf(stride_h, stride_w, dilation_h, dilation_w, pad_top,   \
                        pad_left, pad_bottom, pad_right)

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

/// Which strides a backend takes: oneDNN descriptors only positive ones; the
/// CUDA shims gather any view into dense staging buffers.
enum class StridePolicy { PositiveOnly, Any };

/// The layout's name at a spatial rank (1 to 3): NCW, NCHW, NCDHW or NWC,
/// NHWC, NDHWC.
inline const char *layoutName(int32_t layout, int spatial = 2) {
  static const char *const first[] = {"NCW", "NCHW", "NCDHW"};
  static const char *const last[] = {"NWC", "NHWC", "NDHWC"};
  if (spatial < 1 || spatial > kMaxSpatialRank)
    spatial = 2;
  return (isNhwc(layout) ? last : first)[spatial - 1];
}

/// Reports a layout that is no KMATCH_LAYOUT_* code.
inline bool checkLayout(const char *kernel, int32_t layout) {
  if (kmatch_layout_name(layout))
    return true;
  kmatch_rt_error(kernel,
                  "unknown layout %d (0: NCHW, channels first; 1: NHWC, "
                  "channels last)",
                  layout);
  return false;
}

/// Reports, under PositiveOnly, a view with a non-positive stride.
inline bool checkStrides(const char *kernel, StridePolicy policy,
                         const char *name, const TensorView &v) {
  if (policy == StridePolicy::Any || v.hasPositiveStrides())
    return true;
  kmatch_rt_error(kernel,
                  "%s (%s) has a zero or negative stride; only positive "
                  "strides are supported",
                  name, v.shape().c_str());
  return false;
}

/// Reports an output with a stride the policy refuses or two elements on
/// one address (it overlaps itself).
inline bool checkOutput(const char *kernel, StridePolicy policy,
                        const char *name, const TensorView &v) {
  return checkStrides(kernel, policy, name, v) &&
         checkOutputDistinct(kernel, name, v.rank, v.sizes, v.strides);
}

/// Reports an output that overlaps an input.
inline bool checkNoOverlap(const char *kernel, const char *outName,
                           const TensorView &out, const char *inName,
                           const TensorView &in) {
  if (!spansOverlap(out, in))
    return true;
  kmatch_rt_error(kernel, "output %s (%s) overlaps input %s (%s)", outName,
                  out.shape().c_str(), inName, in.shape().c_str());
  return false;
}

/// Reports an invalid window (a kernel, stride or dilation below 1, a
/// negative pad).
inline bool checkWindow(const char *kernel, const Window &win) {
  if (win.valid())
    return true;
  kmatch_rt_error(kernel, "invalid window: %s", win.str().c_str());
  return false;
}

/// "x is .., [w is .., ]y is .. (layout L, <window>)", for messages.
inline std::string describeWindowLaunch(int32_t layout, const TensorView &x,
                                        const TensorView *w,
                                        const TensorView &y,
                                        const Window &win) {
  std::string s = "x is " + x.shape() + ", ";
  if (w)
    s += "w is " + w->shape() + ", ";
  return s + "y is " + y.shape() + " (layout " +
         layoutName(layout, win.spatial) + ", " + win.str() + ")";
}

/// Fits the window to x and y along every spatial dimension
/// (kmatch_window.h): crops x's view to the elements the windows read and
/// trims win's high pads, so that a library computes exactly y's extent.
/// Reports (naming `kernel` and `describe()`, describeWindowLaunch's text,
/// built only then) and returns false when they do not fit.
template <typename Describe>
bool fitWindow(const char *kernel, TensorView &x, const TensorView &y,
               Window &win, const Describe &describe) {
  WindowDim dims[kMaxSpatialRank];
  for (int i = 0; i < win.spatial; ++i)
    dims[i] = {x.sizes[2 + i], win.padLo[i],    win.padHi[i],  win.kernel[i],
               win.stride[i],  win.dilation[i], y.sizes[2 + i]};
  WindowFit fit;
  if (!fitWindows(kernel, dims, win.spatial, fit, describe))
    return false;
  for (int i = 0; i < win.spatial; ++i) {
    x.sizes[2 + i] = fit.inUsed[i];
    win.padHi[i] = fit.padHiUsed[i];
  }
  return true;
}

/// Reports a per-channel vector (bias, gamma, ...) that is not `channels`
/// long, has a stride the policy refuses, or that y overlaps. `per` names
/// what its elements are per ("output channel", "channel").
inline bool checkChannelVector(const char *kernel, StridePolicy policy,
                               const char *name, const TensorView &v,
                               int64_t channels, const char *per,
                               const TensorView &y) {
  if (!checkStrides(kernel, policy, name, v))
    return false;
  if (v.sizes[0] != channels) {
    kmatch_rt_error(kernel,
                    "shape mismatch: %s has %lld elements, expected %lld (one "
                    "per %s)",
                    name, (long long)v.sizes[0], (long long)channels, per);
    return false;
  }
  return checkNoOverlap(kernel, "y", y, name, v);
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_DNN_CHECKS_H
