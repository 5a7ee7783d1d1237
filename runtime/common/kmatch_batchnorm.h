//===- kmatch_batchnorm.h - The batch-norm fold, written once -*- C -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Inference batch norm y = gamma * (x - mean) / sqrt(var + eps) + beta is
// folded, per channel and in double, into a scale s and a shift:
//   y = s * x + (beta - mean * s),  s = gamma / sqrt(var + eps).
// Used by the template natives (FoldBatchNormFilter/Bias, constant folds at
// rewrite time) and by both backends' conv+bn shims (at run time), so the
// three agree to the last bit. Library-free C.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_BATCHNORM_H
#define KMATCH_RUNTIME_COMMON_KMATCH_BATCHNORM_H

#include <math.h>

/// s = gamma / sqrt(var + eps), in double.
static inline double kmatch_bn_scale(double gamma, double var, double eps) {
  return gamma / sqrt(var + eps);
}

/// The folded bias, beta - mean * s, for s = kmatch_bn_scale(...).
static inline double kmatch_bn_shift(double beta, double mean, double scale) {
  return beta - mean * scale;
}

#endif // KMATCH_RUNTIME_COMMON_KMATCH_BATCHNORM_H
