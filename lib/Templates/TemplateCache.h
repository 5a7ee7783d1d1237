//===- TemplateCache.h - Compile .pdll with mlir-pdll, cached ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Turns a .pdll template into a PDL module: from the compiled-template cache
// (MLIR bytecode) when it holds the template's compilation, else by running
// mlir-pdll.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H
#define KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include <string>

namespace kmatch {

/// The key of a cache entry: every part fed to it, each with its length (so
/// that no two sequences of parts read alike), hashed with XXH3-128 at the
/// end. A content key, not a defense against a chosen collision: whoever
/// could choose the templates' bytes could change the templates.
class CacheKeyHasher {
public:
  void update(llvm::StringRef part);
  /// 32 lowercase hex digits.
  std::string final() const;

private:
  std::string parts;
};

/// Compiles .pdll `file` with text `content` to a PDL module (the PDL
/// dialect must be loaded in `ctx`), with the mlir-pdll and the cache of
/// `ctx`'s configuration. Emits diagnostics at the template's lines and
/// returns null when it does not compile.
mlir::OwningOpRef<mlir::ModuleOp> compilePdll(mlir::MLIRContext *ctx,
                                              llvm::StringRef file,
                                              llvm::StringRef content);

/// What determines the compiled form of template `file` with text
/// `content`: for .pdll, the key of its compilation in the cache (path,
/// content, included templates, MLIR version); for PDL, its path and content.
std::string templateKey(mlir::MLIRContext *ctx, llvm::StringRef file,
                        llvm::StringRef content);

/// The module cached as `name` in the cache of `ctx`'s configuration, or
/// null when the cache is off, has no such entry, or the entry fails its
/// checksum (with a remark naming it as `what`).
mlir::OwningOpRef<mlir::ModuleOp> readCachedModule(mlir::MLIRContext *ctx,
                                                   llvm::StringRef name,
                                                   llvm::StringRef what);

/// Caches `module` as `name` (MLIR bytecode behind a checksum, written
/// atomically) when the configuration's cache is read-write.
void writeCachedModule(mlir::MLIRContext *ctx, llvm::StringRef name,
                       mlir::ModuleOp module);

namespace detail {
/// What one mlir-pdll run left: its exit code (negative when it could not
/// run, or crashed or timed out), its output and its stderr.
struct PdllResult {
  std::string pdll;
  int rc = -1;
  std::string execError;
  bool hasOutput = false;
  std::string output, errors;
};
} // namespace detail

/// Runs mlir-pdll ahead, several at a time, on the .pdll templates among
/// `files` that the cache does not hold. While it lives, compilePdll on this
/// thread takes those compilations instead of running mlir-pdll one template
/// at a time. Diagnostics, caching and checks stay compilePdll's.
class PdllPrefetch {
public:
  PdllPrefetch(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> files);
  ~PdllPrefetch();
  PdllPrefetch(const PdllPrefetch &) = delete;
  PdllPrefetch &operator=(const PdllPrefetch &) = delete;

private:
  llvm::StringMap<detail::PdllResult> results;
  llvm::StringMap<detail::PdllResult> *previous;
};

} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H
