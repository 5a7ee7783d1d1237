//===- cuda_mock_errors_test.cpp - CUDA error reporting ---------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// With the host fake of cudart (mock_cuda.cpp) failing an allocation, the
// CUDA gemm shim reports the failing call, the CUDA error name and file:line,
// and leaves C untouched.
//
//===----------------------------------------------------------------------===//
#include "gemm_cases.h"

using kmatch_rt::MemRef;

extern bool mockFailNextMalloc;

TEST_CASE("a CUDA error names the call, the error and file:line",
          "[cuda][errors]") {
  std::mt19937 rng(3);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  kmatch_test::Matrix<float> A(4, 3, kmatch_test::Layout::Dense, rng),
      B(3, 2, kmatch_test::Layout::Dense, rng),
      C(4, 2, kmatch_test::Layout::Dense, rng);
  std::vector<float> before = C.storage;
  mockFailNextMalloc = true;
  _mlir_ciface_kmatch_cuda_gemm_f32(1.0f, &A.desc, &B.desc, 0.0f, &C.desc, 0, 0,
                                    0);
  std::string error = kmatch_rt_last_error();
  INFO(error);
  CHECK(error.find("gemm_f32 (cuda)") != std::string::npos);
  CHECK(error.find("cudaMalloc") != std::string::npos);
  CHECK(error.find("cudaErrorMemoryAllocation") != std::string::npos);
  CHECK(error.find("gemm.cpp:") != std::string::npos);
  CHECK(C.storage == before);
  kmatch_rt_clear_error();
}
