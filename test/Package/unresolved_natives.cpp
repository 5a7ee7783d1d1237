//===- unresolved_natives.cpp - A plugin with an unresolved symbol --------===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A native plugin that calls a function nothing defines: loading it must be
// an error that names the symbol (lib/Templates/Natives/Plugins.cpp opens
// plugins with every symbol resolved), not a process that ends at the
// constraint's first call with "symbol lookup error".
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativePlugin.h"

extern "C" int kmatch_test_symbol_nobody_defines(void);

static void registerUnresolvedNatives(kmatch::NativeLibrary &lib) {
  lib.addConstraint("CallsNothing", "calls a function nothing defines",
                    [](mlir::PatternRewriter &, mlir::Operation *) {
                      return mlir::success(
                          kmatch_test_symbol_nobody_defines() == 0);
                    });
}

KMATCH_NATIVE_PLUGIN("unresolved", registerUnresolvedNatives)
