//===- Config.cpp - kmatch's configuration ----------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reads kmatch's configuration from the environment and the command line, and
// finds its data next to the running tool.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Config/Config.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/Path.h"
#include <cstdlib>
#include <dlfcn.h>

using namespace kmatch;
namespace cl = llvm::cl;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

static std::string getEnv(const char *name) {
  const char *value = std::getenv(name);
  return value ? std::string(value) : std::string();
}

/// Appends the non-empty entries of colon-separated `list` to `out`.
static void appendPathList(llvm::StringRef list,
                           llvm::SmallVectorImpl<std::string> &out) {
  llvm::SmallVector<llvm::StringRef> entries;
  list.split(entries, ':', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef e : entries)
    out.push_back(e.str());
}

/// The cache directory the environment names, or the user's default one.
static std::string defaultCacheDir() {
  std::string dir = getEnv("KMATCH_CACHE_DIR");
  if (!dir.empty())
    return dir;
  llvm::SmallString<256> result;
  std::string xdg = getEnv("XDG_CACHE_HOME");
  std::string home = getEnv("HOME");
  if (!xdg.empty()) {
    path::append(result, xdg, "kmatch");
  } else if (!home.empty()) {
    path::append(result, home, ".cache", "kmatch");
  } else {
    path::system_temp_directory(/*ErasedOnReboot=*/true, result);
    path::append(result, "kmatch-cache");
  }
  return result.str().str();
}

/// Parses a KMATCH_CACHE value; any other value than read-only and off is
/// the default, read-write.
static CachePolicy parseCachePolicy(llvm::StringRef value) {
  if (value == "read-only")
    return CachePolicy::ReadOnly;
  if (value == "off")
    return CachePolicy::Off;
  return CachePolicy::ReadWrite;
}

/// `<dir of binary>/../share/kmatch` with symlinks resolved, or "" when it is
/// not a directory.
static std::string dataDirBeside(llvm::StringRef binary) {
  if (binary.empty() || !path::is_absolute(binary))
    return "";
  llvm::SmallString<256> dir(path::parent_path(binary));
  path::append(dir, "..", "share", "kmatch");
  llvm::SmallString<256> real;
  if (fs::real_path(dir, real) || !fs::is_directory(real))
    return "";
  return real.str().str();
}

std::string KmatchConfig::findDataDir() {
  std::string fromEnv = getEnv("KMATCH_DATA_DIR");
  if (!fromEnv.empty())
    return fromEnv;
  // The library this code is in, when it is a shared one (an mlir-opt plugin
  // under <prefix>/lib), then the running tool (<prefix>/bin).
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&KmatchConfig::findDataDir), &info) &&
      info.dli_fname) {
    std::string dir = dataDirBeside(info.dli_fname);
    if (!dir.empty())
      return dir;
  }
  static int anchor;
  return dataDirBeside(fs::getMainExecutable(nullptr, &anchor));
}

std::string KmatchConfig::dataPath(llvm::StringRef relative) const {
  if (dataDir.empty())
    return "";
  llvm::SmallString<256> full(dataDir);
  path::append(full, relative);
  // Symlinks are resolved, so that the build tree's staged data is named by
  // its source path in diagnostics and cache keys.
  llvm::SmallString<256> real;
  if (fs::real_path(full, real))
    return "";
  return real.str().str();
}

llvm::SmallVector<std::string>
KmatchConfig::manifestPaths(llvm::ArrayRef<std::string> extra) const {
  llvm::SmallVector<std::string> paths;
  // A missing default manifest is named anyway, for its reader to report.
  std::string manifest = defaultManifest();
  if (manifest.empty()) {
    llvm::SmallString<256> missing(dataDir);
    path::append(missing, "kernels.json");
    manifest = missing.str().str();
  }
  paths.push_back(manifest);
  paths.append(extra.begin(), extra.end());
  paths.append(manifestPath.begin(), manifestPath.end());
  return paths;
}

KmatchConfig KmatchConfig::fromEnvironment() {
  KmatchConfig config;
  config.dataDir = findDataDir();
  appendPathList(getEnv("KMATCH_TEMPLATE_PATH"), config.templatePath);
  appendPathList(getEnv("KMATCH_KERNEL_MANIFEST_PATH"), config.manifestPath);
  std::string pdll = getEnv("KMATCH_MLIR_PDLL");
  if (!pdll.empty())
    config.mlirPdll = pdll;
  config.cacheDir = defaultCacheDir();
  config.cachePolicy = parseCachePolicy(getEnv("KMATCH_CACHE"));
  appendPathList(getEnv("KMATCH_NATIVES"), config.nativeLibraries);
  config.checkFixpoint = getEnv("KMATCH_CHECK_FIXPOINT") == "1";
  return config;
}

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

cl::OptionCategory &kmatch::getConfigCategory() {
  static cl::OptionCategory category(
      "kmatch configuration",
      "Override the environment variables of the same names");
  return category;
}

namespace {
/// The configuration's command-line options; see registerConfigCLOptions.
struct ConfigCLOptions {
  cl::opt<std::string> dataDir{
      "kmatch-data-dir",
      cl::desc("Directory holding patterns/, transforms/ and kernels.json "
               "(KMATCH_DATA_DIR; default: ../share/kmatch from the tool)"),
      cl::value_desc("dir"), cl::cat(getConfigCategory())};
  cl::list<std::string> templatePath{
      "kmatch-template-path",
      cl::desc("Extra template files or directories, applied with the "
               "others (KMATCH_TEMPLATE_PATH)"),
      cl::CommaSeparated, cl::value_desc("paths"),
      cl::cat(getConfigCategory())};
  cl::list<std::string> manifestPath{
      "kmatch-manifest-path",
      cl::desc("Extra kernel manifests, read after the project's "
               "(KMATCH_KERNEL_MANIFEST_PATH)"),
      cl::CommaSeparated, cl::value_desc("files"),
      cl::cat(getConfigCategory())};
  cl::opt<std::string> mlirPdll{
      "kmatch-mlir-pdll",
      cl::desc("The mlir-pdll that compiles templates (KMATCH_MLIR_PDLL)"),
      cl::value_desc("path"), cl::cat(getConfigCategory())};
  cl::opt<std::string> cacheDir{
      "kmatch-cache-dir",
      cl::desc("Directory of compiled templates (KMATCH_CACHE_DIR; default: "
               "$XDG_CACHE_HOME/kmatch or ~/.cache/kmatch)"),
      cl::value_desc("dir"), cl::cat(getConfigCategory())};
  cl::opt<CachePolicy> cache{
      "kmatch-cache",
      cl::desc("How compiled templates are cached (KMATCH_CACHE)"),
      cl::values(clEnumValN(CachePolicy::ReadWrite, "read-write",
                            "read cached compilations and write new ones"),
                 clEnumValN(CachePolicy::ReadOnly, "read-only",
                            "read cached compilations, never write"),
                 clEnumValN(CachePolicy::Off, "off", "always run mlir-pdll")),
      cl::cat(getConfigCategory())};
  cl::list<std::string> natives{
      "kmatch-natives",
      cl::desc("Native plugins (shared libraries of native constraints and "
               "rewrites) loaded before the templates (KMATCH_NATIVES)"),
      cl::CommaSeparated, cl::value_desc("libs"),
      cl::cat(getConfigCategory())};
};
} // namespace

static llvm::ManagedStatic<ConfigCLOptions> clOptions;

void kmatch::registerConfigCLOptions() { *clOptions; }

KmatchConfig KmatchConfig::fromEnvironmentAndCommandLine() {
  KmatchConfig config = fromEnvironment();
  if (!clOptions.isConstructed())
    return config;
  if (clOptions->dataDir.getNumOccurrences())
    config.dataDir = clOptions->dataDir;
  if (clOptions->templatePath.getNumOccurrences())
    config.templatePath.assign(clOptions->templatePath.begin(),
                               clOptions->templatePath.end());
  if (clOptions->manifestPath.getNumOccurrences())
    config.manifestPath.assign(clOptions->manifestPath.begin(),
                               clOptions->manifestPath.end());
  if (clOptions->mlirPdll.getNumOccurrences())
    config.mlirPdll = clOptions->mlirPdll;
  if (clOptions->cacheDir.getNumOccurrences())
    config.cacheDir = clOptions->cacheDir;
  if (clOptions->cache.getNumOccurrences())
    config.cachePolicy = clOptions->cache;
  if (clOptions->natives.getNumOccurrences())
    config.nativeLibraries.assign(clOptions->natives.begin(),
                                  clOptions->natives.end());
  return config;
}
