//===- cpu_dnn_test.cpp - CPU DNN shims vs naive references -----*- C++ -*-===//
#include "dnn_cases.h"

TEST_CASE("cpu DNN shims f32 match the references", "[cpu][dnn]") {
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cpu));
}
