//===- TemplateLoader.h - Load .pdll templates at run time ------*- C++ -*-===//
//
// Finds template files, compiles .pdll to PDL by running mlir-pdll (cached by
// content hash) and checks that every native function they call exists.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEMPLATES_TEMPLATELOADER_H
#define KMATCH_TEMPLATES_TEMPLATELOADER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "mlir/IR/PatternMatch.h"
#include <functional>
#include <string>

namespace kmatch {
class NativeLibrary;

/// The native rewrite the loader prepends to every pattern's rewrite, with
/// the pattern's qualified name ("gemm.GemmMatmulAccumulate").
extern const char *const kNotePatternRewrite;

/// The project's default template directory, or "" when none is found.
std::string findDefaultTemplateDir();

/// Expands `specs` (files or directories) plus KMATCH_TEMPLATE_PATH into a
/// sorted, de-duplicated list of template files. Emits an error for a spec
/// that does not exist.
mlir::LogicalResult collectTemplateFiles(mlir::MLIRContext *ctx,
                                         llvm::ArrayRef<std::string> specs,
                                         llvm::SmallVectorImpl<std::string> &files);

/// Loads one template file as a PDL module. `.pdll` files are compiled with
/// mlir-pdll; `.pdl`/`.mlir` files are parsed as PDL directly. Diagnostics
/// point into the template. Checks natives against `lib`.
mlir::OwningOpRef<mlir::ModuleOp> loadTemplate(mlir::MLIRContext *ctx,
                                               llvm::StringRef path,
                                               const NativeLibrary &lib);

/// Registers the builtin natives and the pattern-name rewrite (reporting to
/// `noteFn`, when given) into a module of loaded templates.
void registerTemplateFunctions(mlir::PDLPatternModule &module,
                               std::function<void(llvm::StringRef)> noteFn);

/// Loads every template of `specs` (see collectTemplateFiles) and merges them
/// into one PDL pattern module with the builtin natives registered. Emits
/// diagnostics and fails when any template does not load. `noteFn`, when
/// given, receives each applied pattern's qualified name; `inspectFn`, when
/// given, sees each loaded template before it is merged.
mlir::FailureOr<mlir::PDLPatternModule> loadTemplateSet(
    mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> specs,
    llvm::SmallVectorImpl<std::string> &files,
    std::function<void(llvm::StringRef)> noteFn = nullptr,
    std::function<void(llvm::StringRef, mlir::ModuleOp)> inspectFn = nullptr);

} // namespace kmatch

#endif // KMATCH_TEMPLATES_TEMPLATELOADER_H
