//===- cuda_blas_test.cpp - CUDA BLAS shims vs naive references -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "blas_cases.h"

static const kmatch_test::BlasShims<float> shims_f32 =
    KMATCH_BLAS_SHIMS(cuda, f32);
static const kmatch_test::BlasShims<double> shims_f64 =
    KMATCH_BLAS_SHIMS(cuda, f64);

TEST_CASE("cuda BLAS shims f32 match the references", "[cuda][blas]") {
  kmatch_test::runBlasCases<float>(shims_f32);
}

TEST_CASE("cuda BLAS shims f64 match the references", "[cuda][blas]") {
  kmatch_test::runBlasCases<double>(shims_f64);
}
