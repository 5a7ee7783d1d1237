//===- cuda_gemm_test.cpp - CUDA gemm shim vs a naive reference -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "gemm_cases.h"

TEST_CASE("cuda gemm f32 matches the reference", "[cuda][gemm]") {
  kmatch_test::runGemmCases<float>(_mlir_ciface_kmatch_cuda_gemm_f32);
}

TEST_CASE("cuda gemm f64 matches the reference", "[cuda][gemm]") {
  kmatch_test::runGemmCases<double>(_mlir_ciface_kmatch_cuda_gemm_f64);
}

TEST_CASE("cuda batch_gemm applies alpha once to the finished sum",
          "[cuda][gemm]") {
  kmatch_test::runScaleAfterSumCases(_mlir_ciface_kmatch_cuda_batch_gemm_f32);
}
