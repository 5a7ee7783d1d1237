//===- NativePlugin.h - Native constraints loaded at run time ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A native plugin is a shared library of a user's own native constraints and
// rewrites, loaded by kmatch-opt, kmatch-verify and the passes at run time
// (`natives=` on --kmatch-apply-templates and --kmatch-pipeline, the
// `natives` attribute of transform.kmatch.apply_templates, KMATCH_NATIVES,
// --kmatch-natives), so a template can call them without a rebuild of kmatch.
// The library exports one C function, kmatchGetNativePluginInfo, returning
// a KmatchNativePluginInfo; kmatch checks its versions and calls
// `registerNatives` with an empty library, whose entries it then adds to the
// builtin ones (a name already taken is an error, never an override):
//
//   #include "kmatch/Templates/NativePlugin.h"
//
//   static void registerMine(kmatch::NativeLibrary &lib) {
//     lib.addConstraint("IsBig", [](mlir::PatternRewriter &,
//                                   mlir::Operation *op) { ... });
//   }
//   KMATCH_NATIVE_PLUGIN("mine", registerMine)
//
// Build it against the same LLVM/MLIR (libMLIR.so) as kmatch and leave its
// kmatch and MLIR symbols undefined: they resolve to the loading tool's.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEMPLATES_NATIVEPLUGIN_H
#define KMATCH_TEMPLATES_NATIVEPLUGIN_H

#include "kmatch/Templates/NativeLibrary.h"
#include "llvm/Config/llvm-config.h"
#include <cstdint>

/// Bumped whenever NativeLibrary's interface to plugins changes.
#define KMATCH_NATIVE_PLUGIN_API_VERSION 1

extern "C" {
/// What a native plugin exports through kmatchGetNativePluginInfo.
struct KmatchNativePluginInfo {
  /// KMATCH_NATIVE_PLUGIN_API_VERSION the plugin was built with.
  uint32_t apiVersion;
  /// LLVM_VERSION_STRING the plugin was built with; must be kmatch's.
  const char *llvmVersion;
  /// A name for diagnostics.
  const char *pluginName;
  /// Adds the plugin's natives to `lib`.
  void (*registerNatives)(kmatch::NativeLibrary &lib);
};
}

/// Defines kmatchGetNativePluginInfo for a plugin named NAME whose natives
/// REGISTER_FN (void(kmatch::NativeLibrary &)) adds.
#define KMATCH_NATIVE_PLUGIN(NAME, REGISTER_FN)                                \
  extern "C" __attribute__((visibility("default")))                          \
  KmatchNativePluginInfo kmatchGetNativePluginInfo() {                         \
    return {KMATCH_NATIVE_PLUGIN_API_VERSION, LLVM_VERSION_STRING, NAME,       \
            REGISTER_FN};                                                      \
  }

namespace kmatch {
/// Loads the native plugin at `path` into NativeLibrary::active(), once per
/// process (a path loaded before succeeds at once). On failure, `error` says
/// why: the library does not load, exports no kmatchGetNativePluginInfo,
/// was built for another API or LLVM version, or defines a native whose name
/// is taken.
mlir::LogicalResult loadNativePlugin(llvm::StringRef path, std::string &error);
} // namespace kmatch

#endif // KMATCH_TEMPLATES_NATIVEPLUGIN_H
