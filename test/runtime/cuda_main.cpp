//===- cuda_main.cpp - Entry point of the CUDA runtime tests ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs the CUDA shim tests where a GPU exists. Elsewhere it prints why and
// exits with 77, which ctest reports as "skipped" (never as passed).
//
//===----------------------------------------------------------------------===//
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <cstdio>

extern "C" int kmatch_cuda_device_available(void);

int main(int argc, char **argv) {
  if (!kmatch_cuda_device_available()) {
    std::printf("SKIPPED: no CUDA device present; the CUDA shim tests did not "
                "run\n");
    return 77;
  }
  return Catch::Session().run(argc, argv);
}
