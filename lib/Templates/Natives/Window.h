//===- Window.h - The input-window rule for natives -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The window rule of runtime/common/kmatch_window.h as the window natives
// (Natives/Window.cpp) and the launch folds (Natives/Dnn.cpp) use it, over
// 1, 2 or 3 spatial dims, and the convolution layouts templates name.
// Internal to lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H
#define KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include "kmatch_codes.h"
#include "kmatch_window.h"

#include <optional>
#include <string>

namespace kmatch::detail {

using WindowDim = kmatch_window_dim;

/// What kmatch_window_fit_dims decided for every spatial dim, with the
/// extents read and the high pads reached when all fit.
struct WindowFit : kmatch_window_fit_result {
  kmatch_window_status status = KMATCH_WINDOW_INVALID;
};

inline WindowFit fitWindow(llvm::ArrayRef<WindowDim> dims) {
  WindowFit fit{};
  fit.status = kmatch_window_fit_dims(dims.data(), int(dims.size()), &fit);
  return fit;
}

/// The launch parameter names of spatial dim i of a window of `spatial`
/// dims (kernels.json), from kmatch_window.h's names: stride_h,
/// dilation_h, pad_top, pad_bottom for H.
struct SpatialParamNames {
  std::string stride, dilation, padLo, padHi;
};

inline SpatialParamNames spatialParamNames(unsigned spatial, unsigned i) {
  const char *dim = kmatch_window_dim_name(int(spatial), int(i));
  const char *lo = kmatch_window_pad_lo_name(int(spatial), int(i));
  const char *hi = kmatch_window_pad_hi_name(int(spatial), int(i));
  if (!dim || !lo || !hi)
    return {};
  std::string d = llvm::StringRef(dim).lower();
  return {"stride_" + d, "dilation_" + d, std::string("pad_") + lo,
          std::string("pad_") + hi};
}

/// A convolution layout as templates name it: an optional batch `n`,
/// channels `c` first or last (or none), and the spatial dims `w`, `hw` or
/// `dhw`: "nchw", "nhwc", "ncw", "nwc", "ncdhw", "ndhwc"; without a batch
/// "hwc", "chw", ...; without batch and channels "w", "hw", "dhw" (a
/// single-channel convolution). A layout with channels and no batch, or with
/// neither, runs as a launch on views with the missing dims (of size 1)
/// inserted. "ngchw" is a grouped convolution (x NGCHW, w GFCHW, y NGFHW:
/// linalg.conv_2d_ngchw_gfchw), launched on views with the groups and the
/// channels merged (x N(G*C)HW, w (G*F)CHW, y N(G*F)HW) and a `groups` param.
struct ConvLayout {
  bool batch = false, channels = false, channelsLast = false;
  /// A group dim right after the batch in x and y, first in the filter.
  bool grouped = false;
  /// The filter has the output channels first and the input channels last
  /// (FHWC, as TOSA and IREE write it: "nhwc_fhwc"); the launch reads it
  /// through a transposed view in the HWCF order it takes.
  bool filterOutFirst = false;
  unsigned spatial = 0;

  /// The rank of x and y.
  unsigned dataRank() const { return batch + grouped + channels + spatial; }
  /// The position of the channels in x and y (when there are channels).
  unsigned channelPos() const {
    return channelsLast ? batch + grouped + spatial : batch + grouped;
  }
  /// The position of spatial dim i in x and y.
  unsigned spatialPos(unsigned i) const {
    return batch + grouped + (channels && !channelsLast) + i;
  }
  /// The launch's layout code: channels last is NHWC, otherwise (channels
  /// first, or none: inserted first) NCHW.
  int32_t code() const {
    return channelsLast ? KMATCH_LAYOUT_NHWC : KMATCH_LAYOUT_NCHW;
  }
  /// Batched with channels: the launch takes the operands as they are.
  bool isFull() const { return batch && channels; }
  bool isBatched2D() const { return isFull() && spatial == 2 && !grouped; }
};

inline std::optional<ConvLayout> parseConvLayout(llvm::StringRef name) {
  ConvLayout l;
  if (name == "ngchw") {
    l.batch = l.channels = l.grouped = true;
    l.spatial = 2;
    return l;
  }
  auto [data, filter] = name.split('_');
  if (!filter.empty()) {
    // Only "n<spatial>c_f<spatial>c": batched channels-last data.
    if (!data.starts_with("n") || !data.ends_with("c") ||
        filter != ("f" + data.drop_front().drop_back() + "c").str())
      return std::nullopt;
    l.filterOutFirst = true;
    name = data;
  }
  l.batch = name.consume_front("n");
  if (name.consume_front("c"))
    l.channels = true;
  else if (name.consume_back("c"))
    l.channels = l.channelsLast = true;
  if (name != "w" && name != "hw" && name != "dhw")
    return std::nullopt;
  if (l.batch && !l.channels)
    return std::nullopt; // no such convolution: a batch of one channel
  l.spatial = unsigned(name.size());
  return l;
}

/// "FCHW", "HWCF", "FCW", "DHW", ...: the filter of a conv (`conv`) or
/// depthwise conv in layout `l`, for messages.
inline std::string filterLayoutName(const ConvLayout &l, bool conv) {
  std::string spatial = llvm::StringRef("DHW").take_back(l.spatial).str();
  if (!l.channels)
    return spatial;
  if (l.grouped)
    return "GFC" + spatial;
  if (conv && l.filterOutFirst)
    return "F" + spatial + "C";
  std::string channels = conv ? (l.channelsLast ? "CF" : "FC") : "C";
  return l.channelsLast ? spatial + channels : channels + spatial;
}

inline const char *windowStatusText(kmatch_window_status status) {
  switch (status) {
  case KMATCH_WINDOW_OK:
    return "fits";
  case KMATCH_WINDOW_INVALID:
    return "has an out-of-range kernel, stride, dilation, pad or extent";
  case KMATCH_WINDOW_TOO_SMALL:
    return "reaches past the end of the (padded) input";
  case KMATCH_WINDOW_READS_NO_INPUT:
    return "reads only padding, no input element";
  }
  return "is not expressible";
}

/// For a linalg op that is a global 2-D pooling in `layout` ("nchw" or
/// "nhwc"): a reduction over all of H and W (neither 0) of a static input
/// into a keepdim output. Returns the input's type; std::nullopt for another
/// op.
std::optional<mlir::ShapedType> globalPoolInput(mlir::Operation *op,
                                                llvm::StringRef layout);

inline bool allStatic(llvm::ArrayRef<int64_t> sizes) {
  return llvm::none_of(sizes, mlir::ShapedType::isDynamic);
}

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H
