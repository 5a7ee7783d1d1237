//===- TemplateCache.h - Compile .pdll with mlir-pdll, cached ---*- C++ -*-===//
//
// Turns a .pdll template into PDL text: from the compiled-template cache
// when it holds the template's compilation, else by running mlir-pdll.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H
#define KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"
#include <string>

namespace kmatch {

/// Compiles .pdll `file` with text `content` to PDL text, with the mlir-pdll
/// and the cache of `ctx`'s configuration. Emits diagnostics at the
/// template's lines and fails when it does not compile.
mlir::FailureOr<std::string> compilePdll(mlir::MLIRContext *ctx,
                                         llvm::StringRef file,
                                         llvm::StringRef content);

} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H
