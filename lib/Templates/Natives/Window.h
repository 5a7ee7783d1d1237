//===- Window.h - The input-window rule for natives -------------*- C++ -*-===//
//
// The H/W window rule of runtime/common/kmatch_window.h as the window natives
// (Natives/Window.cpp) and the launch folds (Natives/Dnn.cpp) use it.
// Internal to lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H
#define KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/ADT/STLExtras.h"

#include "kmatch_window.h"

#include <array>

namespace kmatch::detail {

using WindowDim = kmatch_window_dim;

/// What kmatch_window_fit_hw decided for H and W, with the extents read and
/// the high pads reached when both fit.
struct WindowFit : kmatch_window_fit_result {
  kmatch_window_status status = KMATCH_WINDOW_INVALID;
};

inline WindowFit fitWindow(const std::array<WindowDim, 2> &dims) {
  WindowFit fit{};
  fit.status = kmatch_window_fit_hw(dims.data(), &fit);
  return fit;
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
/// "nhwc"): a reduction over all of H and W of a static input into a keepdim
/// output. Returns the input's type; std::nullopt for another op.
std::optional<mlir::ShapedType> globalPoolInput(mlir::Operation *op,
                                                llvm::StringRef layout);

inline bool allStatic(llvm::ArrayRef<int64_t> sizes) {
  return llvm::none_of(sizes, mlir::ShapedType::isDynamic);
}

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVES_WINDOW_H
