//===- activation.h - The fused activations, applied once -------*- C++ -*-===//
//
// The activation codes of kmatch_codes.h (KMATCH_ACT_*) as the shims of both
// backends check them and as their host paths apply them (the epilogues and
// fallbacks a library call does not cover). Library-free.
//
// NaN policy: an activation computes what the matched linalg IR computes,
// and that IR is built from arith.maximumf / arith.minimumf, which propagate
// NaN (and order -0 below +0). So relu(NaN) = NaN, clamp(NaN) = NaN, and a
// NaN bound of clamp gives NaN too; the GELUs propagate NaN through their
// arithmetic. Both backends apply exactly this function.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_ACTIVATION_H
#define KMATCH_RUNTIME_COMMON_ACTIVATION_H

#include "kmatch_codes.h"
#include "kmatch_rt.h"

#include <cmath>
#include <cstdint>

namespace kmatch_rt {

/// Whether `act` is a KMATCH_ACT_* code; reports it for `kernel` if not.
inline bool checkActivation(const char *kernel, int32_t act) {
  if (kmatch_activation_name(act))
    return true;
  kmatch_rt_error(kernel,
                  "unknown activation %d (0 none, 1 relu, 2 clamp, 3 gelu "
                  "tanh, 4 gelu erf)",
                  act);
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

/// Activation `act` (a checked KMATCH_ACT_* code) of `v`: relu is
/// maximumf(v, 0), clamp minimumf(maximumf(v, lo), hi), and the GELUs are
/// evaluated in double and rounded once.
inline float applyActivation(int32_t act, float lo, float hi, float v) {
  switch (act) {
  case KMATCH_ACT_RELU:
    return maximumf(v, 0.0f);
  case KMATCH_ACT_CLAMP:
    return minimumf(maximumf(v, lo), hi);
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
