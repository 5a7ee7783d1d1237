//===- cuda_dnn_test.cpp - CUDA DNN shims vs naive references ---*- C++ -*-===//
#include "dnn_cases.h"

TEST_CASE("cuda DNN shims f32 match the references", "[cuda][dnn]") {
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cuda));
}
