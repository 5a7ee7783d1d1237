//===- cuda_dnn_test.cpp - CUDA DNN shims vs naive references ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "dnn_cases.h"

TEST_CASE("cuda DNN shims f32 match the references", "[cuda][dnn]") {
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cuda));
}
