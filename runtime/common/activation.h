//===- activation.h - The fused activations, applied once -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The activation codes of kmatch_codes.h (KMATCH_ACT_*) as the shims of both
// backends check them and as their host paths apply them (the epilogues and
// fallbacks a library call does not cover). Library-free.
//
// NaN policy: an activation computes what the matched linalg IR computes.
// relu and clamp are built from arith.maximumf / arith.minimumf, which
// propagate NaN (and order -0 below +0). So relu(NaN) = NaN, clamp(NaN) =
// NaN, and a NaN bound of clamp gives NaN too; the GELUs propagate NaN
// through their arithmetic. hardsigmoid and hardswish are torch-mlir's, whose
// clamp is a pair of selects that send NaN to the lower bound: hardsigmoid
// (NaN) = 0, hardswish(NaN) = NaN * 0 = NaN, hardswish(-inf) = -inf * 0 =
// NaN, and hardswish(x) = -0 for x <= -3 (x * +0). sigmoid is torch-mlir's
// 1 / (1 + exp(-x)) in f32 (negf, math.exp, addf, divf; exp is libm's expf,
// as the lowered IR calls it): sigmoid(NaN) = NaN, sigmoid(-inf) = +0,
// sigmoid(+inf) = 1; silu is x * sigmoid(x): silu(-inf) = -inf * 0 = NaN,
// silu(-0) = -0 * 0.5 = -0. clamp_select is torch-mlir's clamp, the same
// pair of selects with the launch's bounds: NaN goes to act_lo, and x = -0
// stays -0 (-0 >= +0). Both backends apply exactly this function.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_ACTIVATION_H
#define KMATCH_RUNTIME_COMMON_ACTIVATION_H

#include "kmatch_codes.h"
#include "kmatch_rt.h"

#include <cmath>
#include <cstdint>
#include <string>

namespace kmatch_rt {

/// Whether `act` is a KMATCH_ACT_* code; reports it for `kernel` if not,
/// with the list of codes.
inline bool checkActivation(const char *kernel, int32_t act) {
  if (kmatch_activation_name(act))
    return true;
  std::string known;
#define KMATCH_ACTIVATION_LIST_(E, N, V)                                       \
  known += (known.empty() ? "" : ", ") + std::to_string(V) + " " N;
  KMATCH_FOR_EACH_ACTIVATION(KMATCH_ACTIVATION_LIST_)
#undef KMATCH_ACTIVATION_LIST_
  kmatch_rt_error(kernel, "unknown activation %d (%s)", act, known.c_str());
  return false;
}

/// arith.maximumf: NaN if either operand is NaN, and +0 above -0.
inline float maximumf(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return NAN;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

/// arith.minimumf: NaN if either operand is NaN, and -0 below +0.
inline float minimumf(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return NAN;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

/// torch-mlir's clamp (aten.clamp, hardtanh, relu6) as its IR computes it:
/// t = select(v <u lo, lo, v), then select(t >u hi, hi, t). Unordered
/// compares: a NaN v goes to lo; v equal to a bound keeps its own sign (-0
/// with lo = +0 stays -0).
inline float clampSelect(float v, float lo, float hi) {
  float t = !(v >= lo) ? lo : v; // v <u lo
  return !(t <= hi) ? hi : t;    // t >u hi
}

/// torch-mlir's hardsigmoid, as its IR computes it in f32: t = v + 3, its
/// clamp to [0, 6] (clampSelect: a NaN goes to 0), then s / 6 (a division,
/// not a multiplication by 1/6).
inline float hardSigmoid(float v) {
  return clampSelect(v + 3.0f, 0.0f, 6.0f) / 6.0f;
}

/// TensorFlow/Keras' hard_sigmoid, relu6(x + 3) * (1 / 6), as IREE's IR
/// computes it in f32: t = v + 3, maximumf(t, 0) then minimumf(s, 6) (a NaN
/// stays NaN), then a product by 1/6 rounded to f32 (0.16666667), not a
/// division.
inline float hardSigmoidMul(float v) {
  return minimumf(maximumf(v + 3.0f, 0.0f), 6.0f) * (1.0f / 6.0f);
}

/// torch-mlir's sigmoid, as its IR computes it in f32: negf, math.exp
/// (libm's expf), addf 1, then 1 divided by the sum.
inline float sigmoid(float v) { return 1.0f / (1.0f + std::exp(-v)); }

/// Activation `act` (a checked KMATCH_ACT_* code) of `v`: relu is
/// maximumf(v, 0), clamp minimumf(maximumf(v, lo), hi), clamp_select
/// clampSelect(v, lo, hi), the GELUs are
/// evaluated in double and rounded once, hardsigmoid, hardswish, sigmoid
/// and silu are computed in f32 in the IR's order (v * hardSigmoid(v),
/// v * sigmoid(v)).
inline float applyActivation(int32_t act, float lo, float hi, float v) {
  switch (act) {
  case KMATCH_ACT_SIGMOID:
    return sigmoid(v);
  case KMATCH_ACT_SILU:
    return v * sigmoid(v);
  case KMATCH_ACT_HARDSIGMOID:
    return hardSigmoid(v);
  case KMATCH_ACT_HARDSWISH:
    return v * hardSigmoid(v);
  case KMATCH_ACT_HARDSIGMOID_MUL:
    return hardSigmoidMul(v);
  case KMATCH_ACT_HARDSWISH_MUL:
    return v * hardSigmoidMul(v);
  case KMATCH_ACT_RELU:
    return maximumf(v, 0.0f);
  case KMATCH_ACT_CLAMP:
    return minimumf(maximumf(v, lo), hi);
  case KMATCH_ACT_CLAMP_SELECT:
    return clampSelect(v, lo, hi);
  case KMATCH_ACT_GELU_TANH: {
    double x = v;
    return static_cast<float>(
        0.5 * x *
        (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x))));
  }
  case KMATCH_ACT_GELU_ERF: {
    double x = v;
    return static_cast<float>(0.5 * x *
                              (1.0 + std::erf(x * 0.7071067811865476)));
  }
  default:
    return v;
  }
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_ACTIVATION_H
