// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- kmatch_window.h - The input window a sliding-window op reads -*- C -*-===*
 *
 * One rule, shared by the template natives (rewrite time, static shapes) and
 * by the CPU and CUDA shims (run time, dynamic shapes): which part of a
 * (padded) input a convolution or pooling along one spatial dimension reads.
 *
 * Linalg lets the input be larger than its output needs: torch-mlir's
 * ceil_mode pools pad asymmetrically with more rows than any window reaches,
 * and a conv may read only a prefix of its input (a crop). A library derives
 * the output extent from the input extent, so the launch must pass exactly
 * the window linalg reads. With
 *
 *   need = (out - 1) * stride + (kernel - 1) * dilation + 1
 *
 * elements of the padded input read (out >= 1), and padLo + in + padHi
 * available, the excess is trimmed first from padHi, then from the end of
 * the input. padLo is never trimmed: it fixes where the first window starts.
 *
 * A 2-D op fits H and W, a 1-D one W, a 3-D one D, H and W, each by the
 * same rule.
 *
 * Header-only C with no dependency, so lib/ and runtime/ include the same
 * definition.
 *
 *===----------------------------------------------------------------------===*/
#ifndef KMATCH_RT_KMATCH_WINDOW_H
#define KMATCH_RT_KMATCH_WINDOW_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What kmatch_window_fit decided for one spatial dimension.
typedef enum {
  /// The window fits; *inUsed and *padHiUsed hold the trimmed extents.
  KMATCH_WINDOW_OK = 0,
  /// A parameter is out of range (kernel, stride or dilation < 1, a
  /// negative pad, input or output extent).
  KMATCH_WINDOW_INVALID = 1,
  /// The last window reaches past the padded input: linalg would read out
  /// of bounds, so the op is not a valid program for these sizes.
  KMATCH_WINDOW_TOO_SMALL = 2,
  /// Every window lies in the low padding and no input element is read
  /// (the trimmed input would be empty), which no library call takes.
  KMATCH_WINDOW_READS_NO_INPUT = 3,
} kmatch_window_status;

/// The padded input elements `out` windows (`out` >= 1) reach:
/// (out - 1) * stride + (kernel - 1) * dilation + 1.
static inline int64_t kmatch_window_need(int64_t kernel, int64_t stride,
                                         int64_t dilation, int64_t out) {
  return (out - 1) * stride + (kernel - 1) * dilation + 1;
}

/// Fits one spatial dimension: `in` input elements with `padLo`/`padHi`
/// padding, a `kernel`-wide window moved by `stride` with `dilation`, and
/// `out` outputs. On KMATCH_WINDOW_OK, *inUsed is the number of leading
/// input elements that are read and *padHiUsed the high padding still
/// reached, so that a library computing
///   (padLo + inUsed + padHiUsed - (kernel - 1) * dilation - 1) / stride + 1
/// gets exactly `out`, reading exactly what linalg reads. An empty output
/// (out == 0) reads nothing and keeps the input as it is.
static inline kmatch_window_status
kmatch_window_fit(int64_t in, int64_t padLo, int64_t padHi, int64_t kernel,
                  int64_t stride, int64_t dilation, int64_t out,
                  int64_t *inUsed, int64_t *padHiUsed) {
  /* Launches may carry any i64; no real extent reaches 2^31, and below it the
   * rule's products cannot overflow. */
  const int64_t limit = (int64_t)1 << 31;
  if (kernel < 1 || stride < 1 || dilation < 1 || padLo < 0 || padHi < 0 ||
      in < 0 || out < 0 || kernel >= limit || stride >= limit ||
      dilation >= limit || padLo >= limit || padHi >= limit || in >= limit ||
      out >= limit)
    return KMATCH_WINDOW_INVALID;
  if (out == 0) {
    *inUsed = in;
    *padHiUsed = padHi;
    return KMATCH_WINDOW_OK;
  }
  int64_t need = kmatch_window_need(kernel, stride, dilation, out);
  int64_t avail = padLo + in + padHi;
  if (avail < need)
    return KMATCH_WINDOW_TOO_SMALL;
  int64_t excess = avail - need;
  int64_t fromPad = excess < padHi ? excess : padHi;
  int64_t used = in - (excess - fromPad);
  if (used <= 0)
    return KMATCH_WINDOW_READS_NO_INPUT;
  *inUsed = used;
  *padHiUsed = padHi - fromPad;
  return KMATCH_WINDOW_OK;
}

/// One spatial dimension of a sliding-window op, in kmatch_window_fit's
/// terms.
typedef struct {
  int64_t in, padLo, padHi, kernel, stride, dilation, out;
} kmatch_window_dim;

/// The most spatial dimensions a window has (3-D convolutions: D, H, W).
#define KMATCH_WINDOW_MAX_DIMS 3

/// What kmatch_window_fit_dims decided for each spatial dimension: on
/// KMATCH_WINDOW_OK the input extents read and the high pads reached,
/// otherwise the dimension that does not fit (0 is the outermost).
typedef struct {
  int64_t inUsed[KMATCH_WINDOW_MAX_DIMS];
  int64_t padHiUsed[KMATCH_WINDOW_MAX_DIMS];
  int failedDim;
} kmatch_window_fit_result;

/// Fits the `count` (1 to KMATCH_WINDOW_MAX_DIMS) spatial dimensions of a
/// convolution or pooling, outermost first.
static inline kmatch_window_status
kmatch_window_fit_dims(const kmatch_window_dim *dims, int count,
                       kmatch_window_fit_result *fit) {
  fit->failedDim = 0;
  if (count < 1 || count > KMATCH_WINDOW_MAX_DIMS)
    return KMATCH_WINDOW_INVALID;
  for (int i = 0; i < count; ++i) {
    const kmatch_window_dim *d = &dims[i];
    kmatch_window_status status = kmatch_window_fit(
        d->in, d->padLo, d->padHi, d->kernel, d->stride, d->dilation, d->out,
        &fit->inUsed[i], &fit->padHiUsed[i]);
    if (status != KMATCH_WINDOW_OK) {
      fit->failedDim = i;
      return status;
    }
  }
  fit->failedDim = -1;
  return KMATCH_WINDOW_OK;
}

/// The names of spatial dimension i of a `count`-dimensional window, as the
/// launch parameters (kernels.json: stride_<dim>, dilation_<dim>,
/// pad_<low>, pad_<high>, in lower case) and the shims' messages spell them:
/// the last `count` of D, H, W; low pads front, top, left; high pads back,
/// bottom, right. NULL outside 1 <= count <= 3, 0 <= i < count.
static inline const char *kmatch_window_dim_name(int count, int i) {
  static const char *const names[KMATCH_WINDOW_MAX_DIMS] = {"D", "H", "W"};
  if (count < 1 || count > KMATCH_WINDOW_MAX_DIMS || i < 0 || i >= count)
    return 0;
  return names[KMATCH_WINDOW_MAX_DIMS - count + i];
}

static inline const char *kmatch_window_pad_lo_name(int count, int i) {
  static const char *const names[KMATCH_WINDOW_MAX_DIMS] = {"front", "top",
                                                            "left"};
  if (count < 1 || count > KMATCH_WINDOW_MAX_DIMS || i < 0 || i >= count)
    return 0;
  return names[KMATCH_WINDOW_MAX_DIMS - count + i];
}

static inline const char *kmatch_window_pad_hi_name(int count, int i) {
  static const char *const names[KMATCH_WINDOW_MAX_DIMS] = {"back", "bottom",
                                                            "right"};
  if (count < 1 || count > KMATCH_WINDOW_MAX_DIMS || i < 0 || i >= count)
    return 0;
  return names[KMATCH_WINDOW_MAX_DIMS - count + i];
}

#ifdef __cplusplus
}
#endif

#endif /* KMATCH_RT_KMATCH_WINDOW_H */
