//===- cuda_gemm_test.cpp - CUDA gemm shim vs a naive reference -*- C++ -*-===//
#include "gemm_cases.h"

using kmatch_rt::MemRef;

extern "C" {
void _mlir_ciface_kmatch_cuda_gemm_f32(float, MemRef<float, 2> *,
                                      MemRef<float, 2> *, float,
                                      MemRef<float, 2> *, int32_t, int32_t,
                                      int32_t);
void _mlir_ciface_kmatch_cuda_gemm_f64(double, MemRef<double, 2> *,
                                      MemRef<double, 2> *, double,
                                      MemRef<double, 2> *, int32_t, int32_t,
                                      int32_t);
}

TEST_CASE("cuda gemm f32 matches the reference", "[cuda][gemm]") {
  kmatch_test::runGemmCases<float>(_mlir_ciface_kmatch_cuda_gemm_f32);
}

TEST_CASE("cuda gemm f64 matches the reference", "[cuda][gemm]") {
  kmatch_test::runGemmCases<double>(_mlir_ciface_kmatch_cuda_gemm_f64);
}
