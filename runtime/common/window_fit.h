//===- window_fit.h - Fitting a launch's windows, with errors ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Applies kmatch_window_fit (kmatch_window.h, the one rule) to every spatial
// dimension (W; H, W; or D, H, W) of a convolution or pooling launch and
// reports what does not
// fit through kmatch_rt_error. Shared by the CPU and CUDA DNN shims, which
// then crop the input view to the elements the windows read (same
// strides, no copy) and pass the trimmed high pads to their library.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_WINDOW_FIT_H
#define KMATCH_RUNTIME_COMMON_WINDOW_FIT_H

#include "kmatch_rt.h"
#include "kmatch_window.h"

#include <cstdint>
#include <string>

namespace kmatch_rt {

using WindowDim = kmatch_window_dim;
using WindowFit = kmatch_window_fit_result;

/// Fits the `count` spatial dimensions dims[0..count) by
/// kmatch_window_fit_dims. Reports for `kernel`, with `describe()` (the
/// caller's description of the operands and the window, a std::string built
/// only for the message), and returns false when a dimension does not fit.
template <typename Describe>
bool fitWindows(const char *kernel, const WindowDim *dims, int count,
                WindowFit &fit, const Describe &describe) {
  kmatch_window_status status = kmatch_window_fit_dims(dims, count, &fit);
  if (status == KMATCH_WINDOW_OK)
    return true;
  std::string text = describe();
  const char *shapes = text.c_str();
  const char *name = kmatch_window_dim_name(count, fit.failedDim);
  if (!name) {
    kmatch_rt_error(kernel, "invalid window: %s", shapes);
    return false;
  }
  const WindowDim &d = dims[fit.failedDim];
  switch (status) {
  case KMATCH_WINDOW_TOO_SMALL:
    kmatch_rt_error(
        kernel,
        "shape mismatch: %s: along %s, %lld outputs need %lld "
        "padded input elements, the input has %lld",
        shapes, name, (long long)d.out,
        (long long)kmatch_window_need(d.kernel, d.stride, d.dilation, d.out),
        (long long)(d.padLo + d.in + d.padHi));
    return false;
  case KMATCH_WINDOW_READS_NO_INPUT:
    kmatch_rt_error(kernel,
                    "shape mismatch: %s: along %s, every window lies in "
                    "the padding and reads no input",
                    shapes, name);
    return false;
  default:
    kmatch_rt_error(kernel, "invalid window: %s", shapes);
    return false;
  }
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_WINDOW_FIT_H
