//===- matmul.h - The f32 CPU gemm on oneDNN's matmul -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The CPU @gemm on f32 runs on one of two libraries, chosen per shape:
// oneDNN's matmul (brgemm) is faster than OpenBLAS's sgemm on this project's
// machines for medium products and for small K (1.1-1.8x), OpenBLAS on tiny
// ones (less work per call) and large square ones (bench/RESULTS.md). Below
// AVX-512, where oneDNN has no brgemm, its jit sgemm is faster only on
// smaller products (matmul.cpp, jitMatmulFaster).
// KMATCH_CPU_GEMM=openblas|onednn pins the choice (docs/Using.md, Environment).
// matmul.cpp holds the rule and the oneDNN call, next to gemm_bias_act's, which
// shares its plans; gemm.cpp the whole f32 gemm on views, which syrk's small
// and thin products run as (level3.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CPU_MATMUL_H
#define KMATCH_RUNTIME_CPU_MATMUL_H

#include "../common/matrix.h"

#include <cstring>

namespace kmatch_rt {

/// C = alpha * a * b + beta * c for validated views (a: M x K, b: K x N, c:
/// M x N, c overlapping neither) on oneDNN's matmul, when the rule picks it
/// for this shape and layout. Returns false, having done nothing, when the
/// launch is OpenBLAS's; true when it ran (or failed and reported the error).
bool gemmOnDnn(const char *kernel, float alpha, const MatrixView<float> &a,
               const MatrixView<float> &b, float beta,
               const MatrixView<float> &c);

/// Whether oneDNN picked its brgemm matmul kernels, by the implementation
/// name it reports (`impl_info_str`): faster than OpenBLAS here on every
/// product in the rule's range; its other kernels only on smaller ones.
inline bool isBrgemmImpl(const char *impl) {
  return std::strncmp(impl, "brg", 3) == 0;
}

/// Whether KMATCH_CPU_GEMM=openblas pins the f32 products to OpenBLAS: the
/// gemm's, and the off-diagonal products of syrk's split (level3.cpp), which
/// otherwise run on oneDNN's matmul.
bool gemmPinnedToOpenBLAS();

/// C = alpha * a * b + beta * c for validated views (c non-empty, overlapping
/// neither input), as the f32 @gemm computes it: oneDNN or OpenBLAS by the
/// rule above, the reference loops when alpha drops a non-finite product.
/// Errors are reported (kmatch_rt_error) under `kernel`.
void gemmOnCpu(const char *kernel, float alpha, const MatrixView<float> &a,
               const MatrixView<float> &b, float beta,
               const MatrixView<float> &c);

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CPU_MATMUL_H
