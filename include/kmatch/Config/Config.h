//===- Config.h - kmatch's configuration ------------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Everything kmatch reads from outside the IR, in one object: where its data
// is (patterns/, transforms/, kernels.json), extra template and manifest
// paths, mlir-pdll and the compiled-template cache. Each tool builds it in
// main from the environment and its command line; the kernel dialect holds
// it for the passes, pipelines and transform ops of a context.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_CONFIG_CONFIG_H
#define KMATCH_CONFIG_CONFIG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include <optional>
#include <string>

namespace kmatch {

/// How the cache of compiled templates (.pdll compiled by mlir-pdll) is used.
enum class CachePolicy {
  /// Read cached compilations and write new ones (the default).
  ReadWrite,
  /// Read cached compilations, never write (a shared or read-only cache).
  ReadOnly,
  /// Compile every template, neither read nor write the cache.
  Off,
};

/// kmatch's configuration. Built by fromEnvironment(), then overridden by a
/// tool's command line (see registerConfigCLOptions); a pass option, where a
/// pass has one, overrides both.
struct KmatchConfig {
  /// Where kmatch's data lives: `<prefix>/share/kmatch`, holding patterns/,
  /// transforms/ and kernels.json. "" when none was found.
  std::string dataDir;
  /// Template files or directories applied besides the default ones or the
  /// pass's `templates=` (KMATCH_TEMPLATE_PATH, colon separated).
  llvm::SmallVector<std::string> templatePath;
  /// Kernel manifests read after the default one and a pass's `manifests=`
  /// (KMATCH_KERNEL_MANIFEST_PATH, colon separated).
  llvm::SmallVector<std::string> manifestPath;
  /// The mlir-pdll to run, when one is named (KMATCH_MLIR_PDLL); it must
  /// then be executable. Otherwise the one LLVM was built with, or
  /// mlir-pdll-22 or mlir-pdll on PATH.
  std::optional<std::string> mlirPdll;
  /// Directory of compiled templates (KMATCH_CACHE_DIR, else
  /// $XDG_CACHE_HOME/kmatch, ~/.cache/kmatch or a temporary directory).
  std::string cacheDir;
  /// How the cache is used (KMATCH_CACHE: read-write, read-only or off).
  CachePolicy cachePolicy = CachePolicy::ReadWrite;
  /// Native plugins (shared libraries of user natives, see
  /// kmatch/Templates/NativePlugin.h) loaded before any template
  /// (KMATCH_NATIVES, colon separated).
  llvm::SmallVector<std::string> nativeLibraries;
  /// After the template sweeps, check that one more sweep applies nothing,
  /// and fail naming a pattern that still fires (KMATCH_CHECK_FIXPOINT=1;
  /// the test suite sets it, see applyTemplatePatterns).
  bool checkFixpoint = false;

  /// The configuration the environment gives, with the data directory found
  /// next to the running tool.
  static KmatchConfig fromEnvironment();

  /// The environment's configuration, overridden by the options of
  /// registerConfigCLOptions given on the command line.
  static KmatchConfig fromEnvironmentAndCommandLine();

  /// The data directory: KMATCH_DATA_DIR, else `../share/kmatch` from the
  /// running executable (an install, or the build tree, where the build
  /// stages the data). "" when neither exists.
  static std::string findDataDir();

  /// `dataDir/<relative>` with symlinks resolved, or "" when it does not
  /// exist.
  std::string dataPath(llvm::StringRef relative) const;

  /// The default template directory (`patterns/`), or "".
  std::string defaultTemplateDir() const { return dataPath("patterns"); }
  /// The transform libraries' directory (`transforms/`), or "".
  std::string transformsDir() const { return dataPath("transforms"); }
  /// The project's kernel manifest (`kernels.json`), or "".
  std::string defaultManifest() const { return dataPath("kernels.json"); }

  /// The kernel manifests in the order they are read: the default one
  /// (named even when missing), `extra` (a pass's `manifests=`), then
  /// manifestPath.
  llvm::SmallVector<std::string>
  manifestPaths(llvm::ArrayRef<std::string> extra = {}) const;
};

/// The category of the configuration's command-line options.
llvm::cl::OptionCategory &getConfigCategory();

/// Registers --kmatch-data-dir, --kmatch-template-path,
/// --kmatch-manifest-path, --kmatch-mlir-pdll, --kmatch-cache-dir,
/// --kmatch-cache and --kmatch-natives, which override the environment variables of the same
/// names. Call before parsing the command line.
void registerConfigCLOptions();

} // namespace kmatch

#endif // KMATCH_CONFIG_CONFIG_H
