//===- kmatch-opt.cpp - The kmatch driver -----------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// mlir-opt with the kernel dialect and the kmatch passes and pipelines, and
// kmatch's configuration built from the environment and the command line.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Config/Config.h"
#include "kmatch/InitKmatch.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"

/// Hides from --help the options libLLVM and libMLIR register as they load
/// (hundreds of backend flags such as --amdgpu-*): they still work, and
/// --help-hidden lists them. The options of MlirOptMain, the passes and
/// pipelines (--kmatch-pipeline) are registered after this and stay.
static void hideLibraryOptions() {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::StringRef name = entry.first;
    if (name.starts_with("help") || name == "version")
      continue;
    if (entry.second->getOptionHiddenFlag() == llvm::cl::NotHidden)
      entry.second->setHiddenFlag(llvm::cl::Hidden);
  }
}

static llvm::cl::opt<bool> listNatives(
    "kmatch-list-natives",
    llvm::cl::desc("Print every builtin native constraint and rewrite, one "
                   "per line with its parameters' PDL types, and exit"),
    llvm::cl::init(false));

int main(int argc, char **argv) {
  hideLibraryOptions();
  mlir::registerAllPasses();
  kmatch::registerAllKmatchPasses();
  kmatch::registerConfigCLOptions();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  kmatch::registerAllKmatchDialects(registry);
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "kmatch optimizer driver\n", registry);
  if (listNatives) {
    for (const std::string &line : kmatch::NativeLibrary::builtin().describeAll())
      llvm::outs() << line << "\n";
    return 0;
  }
  kmatch::registerConfig(registry,
                         kmatch::KmatchConfig::fromEnvironmentAndCommandLine());
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFile, outputFile, registry));
}
