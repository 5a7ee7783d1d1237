//===- dnn_util.h - Tensor views and checks of the DNN shims ----*- C++ -*-===//
//
// What the DNN shims (dnn.cpp) need before they touch a library: memref
// descriptors as strided views in a kernel's logical dimension order (NCHW
// activations, OIHW filters), the convolution and pooling shape rules, the
// overlap rules, and the cache keys of prepared primitives. No oneDNN here.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CPU_DNN_UTIL_H
#define KMATCH_RUNTIME_CPU_DNN_UTIL_H

#include "../common/matrix.h"
#include "../common/window_fit.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <string>

namespace kmatch_rt {

/// The most dimensions a TensorView holds (a grouped filter: G O I KH KW).
constexpr int kMaxViewRank = 5;

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
  /// [first, last] element addresses touched (strides are positive once
  /// hasPositiveStrides() holds).
  std::pair<const float *, const float *> span() const {
    intptr_t lo = 0, hi = 0;
    for (int d = 0; d < rank; ++d) {
      intptr_t s = (sizes[d] - 1) * strides[d];
      (s < 0 ? lo : hi) += s;
    }
    return {data + lo, data + hi};
  }
  /// Whether `o` is exactly this view: same elements at the same addresses.
  bool sameAs(const TensorView &o) const {
    return data == o.data && rank == o.rank &&
           std::equal(sizes, sizes + rank, o.sizes) &&
           std::equal(strides, strides + rank, o.strides);
  }
  bool sameSizes(const TensorView &o) const {
    return rank == o.rank && std::equal(sizes, sizes + rank, o.sizes);
  }
  /// Whether every dimension of more than one element has a positive stride
  /// (an empty view has no strides that matter).
  bool hasPositiveStrides() const {
    if (empty())
      return true;
    for (int d = 0; d < rank; ++d)
      if (sizes[d] > 1 && strides[d] <= 0)
        return false;
    return true;
  }
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

/// An activation (NCHW logical) of layout 0 (NCHW) or 1 (NHWC).
inline TensorView activationOf(const MemRef<float, 4> &m, int32_t layout) {
  return layout ? viewOf<4>(m, {0, 3, 1, 2}) : viewOf<4>(m, {0, 1, 2, 3});
}

/// A filter (OIHW logical) of layout 0 (FCHW) or 1 (HWCF).
inline TensorView filterOf(const MemRef<float, 4> &m, int32_t layout) {
  return layout ? viewOf<4>(m, {3, 2, 0, 1}) : viewOf<4>(m, {0, 1, 2, 3});
}

/// A depthwise filter of layout 0 (C KH KW) or 1 (KH KW C) as the OIHW
/// filter of a grouped convolution with one input channel per group.
inline TensorView depthwiseFilterOf(const MemRef<float, 3> &m, int32_t layout) {
  TensorView v = layout ? viewOf<3>(m, {2, 0, 1}) : viewOf<3>(m, {0, 1, 2});
  v.rank = 4;
  v.sizes[3] = v.sizes[2], v.strides[3] = v.strides[2];
  v.sizes[2] = v.sizes[1], v.strides[2] = v.strides[1];
  v.sizes[1] = 1, v.strides[1] = v.strides[0] > 0 ? v.strides[0] : 1;
  return v;
}

/// Spatial geometry of a 2-D convolution or pooling window.
struct Window {
  int64_t kernel[2] = {1, 1};
  int64_t stride[2] = {1, 1};
  int64_t dilation[2] = {1, 1};
  int64_t padLo[2] = {0, 0}; // top, left
  int64_t padHi[2] = {0, 0}; // bottom, right

  bool valid() const {
    for (int i = 0; i < 2; ++i)
      if (kernel[i] < 1 || stride[i] < 1 || dilation[i] < 1 || padLo[i] < 0 ||
          padHi[i] < 0)
        return false;
    return true;
  }
  std::string str() const {
    char buf[256];
    std::snprintf(buf, sizeof(buf),
                  "kernel %lldx%lld, stride %lldx%lld, dilation %lldx%lld, "
                  "pads (top %lld, left %lld, bottom %lld, right %lld)",
                  (long long)kernel[0], (long long)kernel[1],
                  (long long)stride[0], (long long)stride[1],
                  (long long)dilation[0], (long long)dilation[1],
                  (long long)padLo[0], (long long)padLo[1], (long long)padHi[0],
                  (long long)padHi[1]);
    return buf;
  }
};

/// A convolution's window: the strides, dilations and pads of a launch and
/// the kernel extent of its filter.
inline Window convWindow(int64_t strideH, int64_t strideW, int64_t dilationH,
                         int64_t dilationW, int64_t padTop, int64_t padLeft,
                         int64_t padBottom, int64_t padRight) {
  Window w;
  w.stride[0] = strideH, w.stride[1] = strideW;
  w.dilation[0] = dilationH, w.dilation[1] = dilationW;
  w.padLo[0] = padTop, w.padLo[1] = padLeft;
  w.padHi[0] = padBottom, w.padHi[1] = padRight;
  return w;
}

inline const char *layoutName(int32_t layout) {
  return layout ? "NHWC" : "NCHW";
}

/// Reports a layout other than 0 or 1.
inline bool checkLayout(const char *kernel, int32_t layout) {
  if (layout == 0 || layout == 1)
    return true;
  kmatch_rt_error(kernel, "unknown layout %d (0: NCHW, 1: NHWC)", layout);
  return false;
}

/// Reports a view with a non-positive stride, which the library cannot take.
inline bool checkStrides(const char *kernel, const char *name,
                         const TensorView &v) {
  if (v.hasPositiveStrides())
    return true;
  kmatch_rt_error(kernel,
                  "%s (%s) has a zero or negative stride; only positive "
                  "strides are supported",
                  name, v.shape().c_str());
  return false;
}

/// Reports an output with a non-positive stride or two elements on one
/// address (it overlaps itself).
inline bool checkOutput(const char *kernel, const char *name,
                        const TensorView &v) {
  return checkStrides(kernel, name, v) &&
         checkOutputDistinct(kernel, name, v.rank, v.sizes, v.strides);
}

/// Reports an output that overlaps an input.
inline bool checkNoOverlap(const char *kernel, const char *outName,
                           const TensorView &out, const char *inName,
                           const TensorView &in) {
  return checkOutputApart(kernel, outName, out, out.shape(), inName, in,
                          in.shape());
}

/// Fits the window to x and y along H and W (kmatch_window.h): crops x's
/// view to the rows and columns the windows read and trims win's high pads,
/// so that the library computes exactly y's extent. Reports (naming
/// `kernel` and the shapes) and returns false when they do not fit.
inline bool fitWindow(const char *kernel, int32_t layout, TensorView &x,
                      const TensorView &y, Window &win) {
  WindowDim dims[2];
  for (int i = 0; i < 2; ++i)
    dims[i] = {x.sizes[2 + i], win.padLo[i], win.padHi[i], win.kernel[i],
               win.stride[i],  win.dilation[i], y.sizes[2 + i]};
  std::string shapes = "x is " + x.shape() + ", y is " + y.shape() +
                       " (layout " + layoutName(layout) + ", " + win.str() +
                       ")";
  WindowFit fit;
  if (!fitWindows(kernel, dims, fit, shapes.c_str()))
    return false;
  for (int i = 0; i < 2; ++i) {
    x.sizes[2 + i] = fit.inUsed[i];
    win.padHi[i] = fit.padHiUsed[i];
  }
  return true;
}

/// Checks a (grouped) convolution: x N x C x H x W, w F x C/groups x KH x KW,
/// y N x F x OH x OW (all logical); fills in the window's kernel extent and
/// fits the window (fitWindow: x cropped, high pads trimmed).
inline bool checkConvShapes(const char *kernel, int32_t layout, TensorView &x,
                            const TensorView &w, const TensorView &y,
                            int64_t groups, Window &win) {
  win.kernel[0] = w.sizes[2], win.kernel[1] = w.sizes[3];
  if (!win.valid()) {
    kmatch_rt_error(kernel, "invalid window: %s", win.str().c_str());
    return false;
  }
  if (w.sizes[1] * groups != x.sizes[1] || w.sizes[0] != y.sizes[1] ||
      x.sizes[0] != y.sizes[0]) {
    kmatch_rt_error(kernel,
                    "shape mismatch: x is %s, w is %s, y is %s (layout %s, "
                    "%s); expected y of %lld output channels",
                    x.shape().c_str(), w.shape().c_str(), y.shape().c_str(),
                    layoutName(layout), win.str().c_str(),
                    (long long)(w.sizes[0]));
    return false;
  }
  return fitWindow(kernel, layout, x, y, win);
}

/// Checks a per-channel vector (bias, gamma, ...) of `channels` elements.
inline bool checkChannelVector(const char *kernel, const char *name,
                               const TensorView &v, int64_t channels) {
  if (v.sizes[0] == channels)
    return true;
  kmatch_rt_error(kernel, "shape mismatch: %s has %lld elements, expected %lld",
                  name, (long long)v.sizes[0], (long long)channels);
  return false;
}

/// The cache key of a prepared primitive: the raw bytes of everything that
/// determines it (shapes, strides, parameters), never data pointers.
class PlanKey {
public:
  explicit PlanKey(const char *kind) { bytes = kind; }
  PlanKey &add(int64_t v) {
    bytes.append(reinterpret_cast<const char *>(&v), sizeof(v));
    return *this;
  }
  PlanKey &add(float v) {
    uint32_t bits;
    std::memcpy(&bits, &v, sizeof(bits));
    return add(static_cast<int64_t>(bits));
  }
  PlanKey &add(const TensorView &v) {
    add(static_cast<int64_t>(v.rank));
    for (int d = 0; d < v.rank; ++d)
      add(v.sizes[d]).add(v.strides[d]);
    return *this;
  }
  PlanKey &add(const Window &w) {
    for (int i = 0; i < 2; ++i)
      add(w.kernel[i])
          .add(w.stride[i])
          .add(w.dilation[i])
          .add(w.padLo[i])
          .add(w.padHi[i]);
    return *this;
  }
  const std::string &str() const { return bytes; }

private:
  std::string bytes;
};

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CPU_DNN_UTIL_H
