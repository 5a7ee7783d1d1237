//===- my-opt.cpp - An opt tool of a project that uses kmatch ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Upstream's dialects and passes plus kmatch's, as a downstream project
// writes it against the installed package.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Config/Config.h"
#include "kmatch/InitKmatch.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  kmatch::registerAllKmatchPasses();
  kmatch::registerConfigCLOptions();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  kmatch::registerAllKmatchDialects(registry);
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "an opt tool with kmatch\n", registry);
  // This tool is not installed beside kmatch's data: unless told otherwise,
  // use the data of the kmatch it was built against.
  kmatch::KmatchConfig config =
      kmatch::KmatchConfig::fromEnvironmentAndCommandLine();
  if (config.dataDir.empty())
    config.dataDir = MY_KMATCH_DATA_DIR;
  kmatch::registerConfig(registry, std::move(config));
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFile, outputFile, registry));
}
