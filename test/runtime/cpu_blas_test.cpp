//===- cpu_blas_test.cpp - CPU BLAS shims vs naive references ---*- C++ -*-===//
#include "blas_cases.h"

static const kmatch_test::BlasShims<float> shims_f32 =
    KMATCH_BLAS_SHIMS(cpu, f32);
static const kmatch_test::BlasShims<double> shims_f64 =
    KMATCH_BLAS_SHIMS(cpu, f64);

TEST_CASE("cpu BLAS shims f32 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<float>(shims_f32);
}

TEST_CASE("cpu BLAS shims f64 match the references", "[cpu][blas]") {
  kmatch_test::runBlasCases<double>(shims_f64);
}
