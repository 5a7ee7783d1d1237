//===- cuda_mock_dnn_test.cpp - DNN shims on the fake cuDNN -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// With the host fake of cuDNN and cuBLASLt (mock_dnn.cpp): the CUDA DNN shims
// fuse what the libraries support, still match the references when the fused
// convolution or the bias epilogues are rejected (and remember the rejection),
// choose an FMA algorithm within the workspace limit, and report a failing
// library call with its name, the status name and file:line, leaving the
// output untouched.
//
//===----------------------------------------------------------------------===//
#include "dnn_cases.h"

#include <cublasLt.h>
#include <cudnn.h>

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;
using kmatch_test::ConvGeom;
using kmatch_test::ConvKind;
using kmatch_test::Layout;
using kmatch_test::View;

// The switches and counters of mock_dnn.cpp.
extern bool mockCudnnRejectFused;
extern unsigned mockLtUnsupportedEpilogues;
extern cudnnStatus_t mockCudnnFailNext;
extern cublasStatus_t mockLtFailNext;
extern int mockCudnnConvCalls;
extern int mockCudnnFusedCalls;
extern cudnnConvolutionFwdAlgo_t mockCudnnLastAlgo;
extern cublasLtEpilogue_t mockLtLastEpilogue;
extern int mockDnnLiveDescriptors;

namespace {
/// Sets a switch of the fake for the scope.
template <typename T> struct Override {
  T &var;
  T saved;
  Override(T &var, T value) : var(var), saved(var) { var = value; }
  ~Override() { var = saved; }
};

/// The plan caches of the DNN shims are keyed by shape and live as long as the
/// process: every case here uses geometries and gemm shapes that no other
/// case uses, so that it sees fresh plans in any order.
const ConvGeom kSymmetric = {2, 3, 6, 8, 5, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1};
const ConvGeom kAsymmetric = {1, 4, 7, 6, 3, 2, 3, 2, 1, 1, 2, 1, 0, 0, 2};
const ConvGeom kFused = {1, 2, 5, 6, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1};
const ConvGeom kFusedThenRejected = {1, 3, 4, 4, 2, 3, 3, 1,
                                     1, 1, 1, 1, 1, 1, 1};

/// Every kernel with a bias, each activation at least once.
void runBiasKernels(const kmatch_test::DnnShims &s, const ConvGeom &g,
                    std::mt19937 &rng) {
  for (int act = 0; act < kmatch_test::activationCount; ++act)
    kmatch_test::checkConv(s, ConvKind::BiasAct, g, act % 2, act, View::Dense,
                           View::Dense, View::Dense, rng);
  kmatch_test::checkConv(s, ConvKind::BiasAddAct, g, 0, 1, View::Dense,
                         View::Padded, View::Dense, rng);
  kmatch_test::checkConv(s, ConvKind::BiasAddActInto, g, 1, 2, View::Permuted,
                         View::Dense, View::Padded, rng);
  kmatch_test::checkConv(s, ConvKind::BnAct, g, 1, 3, View::Dense, View::Dense,
                         View::Strided, rng);
  kmatch_test::checkConv(s, ConvKind::BnAddAct, g, 0, 1, View::Strided,
                         View::Dense, View::Dense, rng);
}
constexpr int kBiasKernelLaunches = kmatch_test::activationCount + 4;
} // namespace

TEST_CASE("cuda DNN shims fuse bias, z and relu where cuDNN supports it",
          "[cuda][dnn][mock]") {
  const kmatch_test::DnnShims s = KMATCH_DNN_SHIMS(cuda);
  std::mt19937 rng(11);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  Override<bool> fused(mockCudnnRejectFused, false);
  int convCalls = mockCudnnConvCalls, fusedCalls = mockCudnnFusedCalls;
  runBiasKernels(s, kFused, rng);
  CHECK(mockCudnnFusedCalls - fusedCalls == kBiasKernelLaunches);
  CHECK(mockCudnnConvCalls == convCalls);
  CHECK(mockCudnnLastAlgo == CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM);

  // Plain convolutions take the first FMA algorithm within 1 GiB of
  // workspace: GEMM, IMPLICIT_PRECOMP_GEMM for a grouped one.
  kmatch_test::checkConv(s, ConvKind::Conv, kFused, 0, 0, View::Dense,
                         View::Dense, View::Dense, rng);
  CHECK(mockCudnnLastAlgo == CUDNN_CONVOLUTION_FWD_ALGO_GEMM);
  kmatch_test::checkConv(s, ConvKind::Depthwise, kFused, 1, 0, View::Dense,
                         View::Dense, View::Dense, rng);
  CHECK(mockCudnnLastAlgo == CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM);
}

TEST_CASE("cuda DNN shims run unfused when cuDNN rejects the fused call",
          "[cuda][dnn][mock]") {
  const kmatch_test::DnnShims s = KMATCH_DNN_SHIMS(cuda);
  std::mt19937 rng(12);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  Override<bool> rejected(mockCudnnRejectFused, true);
  int convCalls = mockCudnnConvCalls, fusedCalls = mockCudnnFusedCalls;
  for (const ConvGeom &g : {kSymmetric, kAsymmetric})
    runBiasKernels(s, g, rng);
  // One rejection per shape and fused activation (identity, relu): the shims
  // remember it and go straight to cudnnConvolutionForward afterwards.
  CHECK(mockCudnnFusedCalls - fusedCalls == 2 * 2);
  CHECK(mockCudnnConvCalls - convCalls == 2 * kBiasKernelLaunches);
}

TEST_CASE("gemm_bias_act applies on the host what cuBLASLt cannot",
          "[cuda][dnn][mock]") {
  const kmatch_test::DnnShims s = KMATCH_DNN_SHIMS(cuda);
  std::mt19937 rng(13);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();
  {
    Override<unsigned> none(mockLtUnsupportedEpilogues, 0u);
    kmatch_test::checkGemmBiasAct(s, 6, 11, 4, false, true, 1, Layout::Dense,
                                  Layout::Padded, Layout::Dense, rng);
    CHECK(mockLtLastEpilogue == CUBLASLT_EPILOGUE_RELU_BIAS);
  }
  {
    // No RELU_BIAS: BIAS on the device, relu on the host.
    Override<unsigned> noRelu(mockLtUnsupportedEpilogues,
                              1u << CUBLASLT_EPILOGUE_RELU_BIAS);
    for (bool tA : {false, true})
      kmatch_test::checkGemmBiasAct(s, 9, 5, 7, tA, !tA, 1, Layout::Dense,
                                    Layout::ColMajor, Layout::Padded, rng);
    CHECK(mockLtLastEpilogue == CUBLASLT_EPILOGUE_BIAS);
  }
  {
    // No bias epilogue at all: bias and activation on the host.
    Override<unsigned> noBias(mockLtUnsupportedEpilogues,
                              (1u << CUBLASLT_EPILOGUE_RELU_BIAS) |
                                  (1u << CUBLASLT_EPILOGUE_BIAS));
    for (int act = 0; act < kmatch_test::activationCount; ++act)
      kmatch_test::checkGemmBiasAct(s, 12, 3, 8, act & 1, act & 2, act,
                                    Layout::Dense, Layout::InnerStride2,
                                    Layout::Dense, rng);
    CHECK(mockLtLastEpilogue == CUBLASLT_EPILOGUE_DEFAULT);
  }
  {
    // Nothing at all: reported, C untouched.
    Override<unsigned> nothing(mockLtUnsupportedEpilogues, ~0u);
    kmatch_test::Matrix<float> A(5, 2, Layout::Dense, rng),
        B(2, 3, Layout::Dense, rng), C(5, 3, Layout::Dense, rng);
    kmatch_test::Tensor<1> bias({3}, View::Dense, rng);
    std::vector<float> before = C.storage;
    s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, 1, 0, 0);
    kmatch_test::requireError("gemm_bias_act_f32 (cuda)",
                              "cublasLtMatmulAlgoGetHeuristic found no "
                              "algorithm for 5x3x2");
    CHECK(C.storage == before);
  }
}

TEST_CASE("a failing cuDNN or cuBLASLt call names the call and the status",
          "[cuda][dnn][mock][errors]") {
  const kmatch_test::DnnShims s = KMATCH_DNN_SHIMS(cuda);
  std::mt19937 rng(14);
  kmatch_rt_set_error_mode(1);
  kmatch_rt_clear_error();

  SECTION("an execution failure of cudnnPoolingForward") {
    kmatch_test::Tensor<4> x({1, 2, 5, 5}, View::Dense, rng),
        y({1, 2, 2, 2}, View::Dense, rng);
    std::vector<float> before = y.storage;
    mockCudnnFailNext = CUDNN_STATUS_EXECUTION_FAILED;
    s.maxpool2d(&x.desc, &y.desc, 0, 3, 3, 2, 2, 0, 0, 0, 0, -INFINITY);
    CHECK(mockCudnnFailNext == CUDNN_STATUS_SUCCESS);
    std::string error = kmatch_rt_last_error();
    INFO(error);
    CHECK(error.find("maxpool2d_f32 (cuda)") != std::string::npos);
    CHECK(error.find("cudnnPoolingForward(") != std::string::npos);
    CHECK(error.find("CUDNN_STATUS_EXECUTION_FAILED") != std::string::npos);
    // cuDNN's own message, from cudnnGetLastErrorString.
    CHECK(error.find("injected failure") != std::string::npos);
    CHECK(error.find("runtime/cuda/pool.cpp:") != std::string::npos);
    CHECK(y.storage == before);
  }
  SECTION("a fused convolution rejected after it once ran") {
    Override<bool> fused(mockCudnnRejectFused, false);
    kmatch_test::checkConv(s, ConvKind::BiasAct, kFusedThenRejected, 0, 1,
                           View::Dense, View::Dense, View::Dense, rng);
    mockCudnnRejectFused = true;
    kmatch_test::Tensor<4> x({1, 3, 4, 4}, View::Dense, rng),
        w({2, 3, 3, 3}, View::Dense, rng), y({1, 2, 4, 4}, View::Dense, rng);
    kmatch_test::Tensor<1> bias({2}, View::Dense, rng);
    std::vector<float> before = y.storage;
    s.conv2dBiasAct(&x.desc, &w.desc, &bias.desc, &y.desc, 0, 1, 1, 1, 1, 1, 1,
                    1, 1, 1, 0, 0, 0);
    std::string error = kmatch_rt_last_error();
    INFO(error);
    CHECK(error.find("conv2d_bias_act_f32 (cuda)") != std::string::npos);
    CHECK(error.find("cudnnConvolutionBiasActivationForward") !=
          std::string::npos);
    CHECK(error.find("CUDNN_STATUS_NOT_SUPPORTED_SHAPE") != std::string::npos);
    CHECK(y.storage == before);
  }
  SECTION("an execution failure of cublasLtMatmul") {
    kmatch_test::Matrix<float> A(3, 4, Layout::Dense, rng),
        B(4, 2, Layout::Dense, rng), C(3, 2, Layout::Dense, rng);
    kmatch_test::Tensor<1> bias({2}, View::Dense, rng);
    std::vector<float> before = C.storage;
    mockLtFailNext = CUBLAS_STATUS_EXECUTION_FAILED;
    s.gemmBiasAct(&A.desc, &B.desc, &bias.desc, &C.desc, 0, 0, 0, 0, 0);
    CHECK(mockLtFailNext == CUBLAS_STATUS_SUCCESS);
    std::string error = kmatch_rt_last_error();
    INFO(error);
    CHECK(error.find("gemm_bias_act_f32 (cuda)") != std::string::npos);
    CHECK(error.find("cublasLtMatmul(") != std::string::npos);
    CHECK(error.find("runtime/cuda/matmul.cpp:") != std::string::npos);
    CHECK(C.storage == before);
  }
  // The early returns destroyed every descriptor they had created.
  CHECK(mockDnnLiveDescriptors == 0);
  kmatch_rt_clear_error();
}
