//===- KmatchPlugin.cpp - kmatch as an mlir-opt plugin ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The dialect and pass plugin entry points that let a stock mlir-opt load
// kmatch: --load-dialect-plugin registers the kernel dialect and the
// transform extension, --load-pass-plugin the passes and pipelines. The
// configuration comes from the environment (KMATCH_DATA_DIR, ...), and the
// data is found at ../share/kmatch from this library.
//
//===----------------------------------------------------------------------===//
#include "kmatch/InitKmatch.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

/// The dialect plugin: the kernel dialect and kmatch's transform ops.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "kmatch", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            kmatch::registerAllKmatchDialects(*registry);
          }};
}

/// The pass plugin: every kmatch pass and the kmatch pipelines.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "kmatch", LLVM_VERSION_STRING, []() {
            kmatch::registerAllKmatchPasses();
          }};
}
