//===- kmatch_codes.h - Codes shared by templates, lowering, runtime -*- C -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The integer codes that travel in kernel.launch attributes (layouts,
// activation kinds), written once. The natives and the lowering map the names
// templates use ("nchw", "relu") to these values through the X-macro lists;
// the runtime decodes them through the enums. Library-free C, like IREE's
// ukernel exported_bits.h: a code, once shipped, never changes its value.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_CODES_H
#define KMATCH_RUNTIME_COMMON_KMATCH_CODES_H

#include <stdint.h>
#include <string.h>

/// X(ENUM_SUFFIX, "name", value). Data layouts of the DNN kernels: nchw has
/// activations (N, C, H, W) and filters (F, C, KH, KW); nhwc has activations
/// (N, H, W, C) and filters (KH, KW, C, F) (depthwise: (C, KH, KW) and
/// (KH, KW, C)). The same codes mean channels first or last at every spatial
/// rank: NCW/FCW and NWC/WCF for conv1d, NCDHW/FCDHW and NDHWC/DHWCF for
/// conv3d.
#define KMATCH_FOR_EACH_LAYOUT(X)                                              \
  X(NCHW, "nchw", 0)                                                           \
  X(NHWC, "nhwc", 1)

/// X(ENUM_SUFFIX, "name", value). Activations fused after a kernel: relu is
/// max(x, 0); clamp is min(max(x, act_lo), act_hi); gelu_tanh is
/// 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))); gelu_erf is
/// 0.5 x (1 + erf(x / sqrt(2))); hardsigmoid is torch-mlir's
/// clamp(x + 3, 0, 6) / 6, whose clamp is select(t <u 0, 0, t) then
/// select(s >u 6, 6, s) (a NaN becomes 0); hardswish is x * hardsigmoid(x);
/// sigmoid is torch-mlir's 1 / (1 + exp(-x)); silu (swish) is
/// x * sigmoid(x); clamp_select is torch-mlir's clamp (hardtanh, relu6):
/// t = select(x <u act_lo, act_lo, x), then select(t >u act_hi, act_hi, t)
/// (a NaN becomes act_lo, -0 stays -0; act_hi = +inf for clamp(min=) alone);
/// hardsigmoid_mul is TensorFlow/Keras' hard_sigmoid as IREE lowers it,
/// min(max(x + 3, 0), 6) * 0.16666667 (maximumf/minimumf: a NaN stays NaN;
/// the product by 1/6 rounded to f32, not a division), and hardswish_mul is
/// x * hardsigmoid_mul(x). activation.h applies them exactly.
#define KMATCH_FOR_EACH_ACTIVATION(X)                                          \
  X(NONE, "none", 0)                                                           \
  X(RELU, "relu", 1)                                                           \
  X(CLAMP, "clamp", 2)                                                         \
  X(GELU_TANH, "gelu_tanh", 3)                                                 \
  X(GELU_ERF, "gelu_erf", 4)                                                   \
  X(HARDSWISH, "hardswish", 5)                                                 \
  X(HARDSIGMOID, "hardsigmoid", 6)                                             \
  X(SIGMOID, "sigmoid", 7)                                                     \
  X(SILU, "silu", 8)                                                           \
  X(CLAMP_SELECT, "clamp_select", 9)                                           \
  X(HARDSIGMOID_MUL, "hardsigmoid_mul", 10)                                    \
  X(HARDSWISH_MUL, "hardswish_mul", 11)

#define KMATCH_CODES_ENUM_LAYOUT_(E, N, V) KMATCH_LAYOUT_##E = V,
#define KMATCH_CODES_ENUM_ACTIVATION_(E, N, V) KMATCH_ACT_##E = V,
typedef enum { KMATCH_FOR_EACH_LAYOUT(KMATCH_CODES_ENUM_LAYOUT_) } kmatch_layout;
typedef enum {
  KMATCH_FOR_EACH_ACTIVATION(KMATCH_CODES_ENUM_ACTIVATION_)
} kmatch_activation;
#undef KMATCH_CODES_ENUM_LAYOUT_
#undef KMATCH_CODES_ENUM_ACTIVATION_

/// The value of layout `name` in *code; 0 when `name` is not a layout.
static inline int kmatch_layout_from_name(const char *name, int32_t *code) {
#define KMATCH_CODES_MATCH_(E, N, V)                                           \
  if (strcmp(name, N) == 0) {                                                  \
    *code = V;                                                                 \
    return 1;                                                                  \
  }
  KMATCH_FOR_EACH_LAYOUT(KMATCH_CODES_MATCH_)
  return 0;
}

/// The value of activation `name` in *code; 0 when `name` is not one.
static inline int kmatch_activation_from_name(const char *name,
                                              int32_t *code) {
  KMATCH_FOR_EACH_ACTIVATION(KMATCH_CODES_MATCH_)
  return 0;
#undef KMATCH_CODES_MATCH_
}

/// The name of layout `code`, or NULL when it is not one.
static inline const char *kmatch_layout_name(int32_t code) {
#define KMATCH_CODES_NAME_(E, N, V)                                            \
  if (code == V)                                                               \
    return N;
  KMATCH_FOR_EACH_LAYOUT(KMATCH_CODES_NAME_)
  return 0;
}

/// The name of activation `code`, or NULL when it is not one.
static inline const char *kmatch_activation_name(int32_t code) {
  KMATCH_FOR_EACH_ACTIVATION(KMATCH_CODES_NAME_)
  return 0;
#undef KMATCH_CODES_NAME_
}

#endif // KMATCH_RUNTIME_COMMON_KMATCH_CODES_H
