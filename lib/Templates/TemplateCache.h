//===- TemplateCache.h - Compile .pdll with mlir-pdll, cached ---*- C++ -*-===//
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
#include <string>

namespace kmatch {

/// Compiles .pdll `file` with text `content` to a PDL module (the PDL
/// dialect must be loaded in `ctx`), with the mlir-pdll and the cache of
/// `ctx`'s configuration. Emits diagnostics at the template's lines and
/// returns null when it does not compile.
mlir::OwningOpRef<mlir::ModuleOp> compilePdll(mlir::MLIRContext *ctx,
                                              llvm::StringRef file,
                                              llvm::StringRef content);

} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_TEMPLATECACHE_H
