//===- cpu_gemm_test.cpp - CPU gemm shim vs a naive reference ---*- C++ -*-===//
#include "gemm_cases.h"

TEST_CASE("cpu gemm f32 matches the reference", "[cpu][gemm]") {
  kmatch_test::runGemmCases<float>(_mlir_ciface_kmatch_cpu_gemm_f32);
}

TEST_CASE("cpu gemm f64 matches the reference", "[cpu][gemm]") {
  kmatch_test::runGemmCases<double>(_mlir_ciface_kmatch_cpu_gemm_f64);
}
