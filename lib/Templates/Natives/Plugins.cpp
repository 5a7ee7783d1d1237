//===- Plugins.cpp - Native plugins loaded at run time ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// loadNativePlugin: opens a user's shared library of natives, checks the
// versions it was built for, and adds its natives to NativeLibrary::active().
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativePlugin.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include <dlfcn.h>
#include <mutex>

using namespace mlir;
using namespace kmatch;

LogicalResult kmatch::loadNativePlugin(StringRef path, std::string &error) {
  static std::mutex mutex;
  static llvm::StringSet<> loaded;
  std::lock_guard<std::mutex> lock(mutex);
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path(path, real)) {
    error = ("cannot load native plugin '" + path + "': no such file").str();
    return failure();
  }
  if (loaded.contains(real))
    return success();

  // Resolve every symbol now: LLVM's DynamicLibrary opens lazily, so a
  // plugin calling a function the tool does not export would load and then
  // end the process at its first call ("symbol lookup error"). Loaded with
  // RTLD_NOW, the missing symbol is a load error that names it (a tool
  // linking kmatch exports its symbols through kmatch::Templates' link
  // options; docs/Templates.md, Natives of your own).
  // The handle stays open, as the permanent library below keeps it.
  if (!dlopen(real.c_str(), RTLD_NOW | RTLD_GLOBAL)) {
    const char *why = dlerror();
    error = ("cannot load native plugin '" + path +
             "': " + (why ? why : "dlopen failed"))
                .str();
    return failure();
  }
  std::string dlError;
  llvm::sys::DynamicLibrary library =
      llvm::sys::DynamicLibrary::getPermanentLibrary(real.c_str(), &dlError);
  if (!library.isValid()) {
    error = ("cannot load native plugin '" + path + "': " + dlError).str();
    return failure();
  }
  using InfoFn = KmatchNativePluginInfo (*)();
  auto getInfo = reinterpret_cast<InfoFn>(
      library.getAddressOfSymbol("kmatchGetNativePluginInfo"));
  if (!getInfo) {
    error = ("'" + path +
             "' is not a native plugin: it exports no "
             "kmatchGetNativePluginInfo (see kmatch/Templates/NativePlugin.h)")
                .str();
    return failure();
  }
  KmatchNativePluginInfo info = getInfo();
  const char *name = info.pluginName ? info.pluginName : "?";
  if (info.apiVersion != KMATCH_NATIVE_PLUGIN_API_VERSION) {
    error =
        ("native plugin '" + Twine(name) + "' (" + path +
         ") was built for plugin API version " + Twine(info.apiVersion) +
         "; this kmatch has version " + Twine(KMATCH_NATIVE_PLUGIN_API_VERSION))
            .str();
    return failure();
  }
  if (!info.llvmVersion ||
      StringRef(info.llvmVersion) != StringRef(LLVM_VERSION_STRING)) {
    error = ("native plugin '" + Twine(name) + "' (" + path +
             ") was built against LLVM " +
             (info.llvmVersion ? info.llvmVersion : "?") +
             "; this kmatch uses LLVM " LLVM_VERSION_STRING)
                .str();
    return failure();
  }
  if (!info.registerNatives) {
    error = ("native plugin '" + Twine(name) + "' (" + path +
             ") has no registerNatives function")
                .str();
    return failure();
  }
  NativeLibrary natives;
  info.registerNatives(natives);
  std::string clash;
  if (failed(NativeLibrary::mutableActive().mergeFrom(std::move(natives),
                                                      clash))) {
    error =
        ("native plugin '" + Twine(name) + "' (" + path + ") defines native '" +
         clash + "', which is already defined (builtin or by another plugin)")
            .str();
    return failure();
  }
  loaded.insert(real);
  return success();
}
