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
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <string>

namespace kmatch {
class NativeLibrary;

/// Receives each applied pattern's qualified name and the op it matched.
using PatternNoteFn = std::function<void(llvm::StringRef, mlir::Operation *)>;

/// Counts the patterns that fire during one application of the templates and
/// stops them past a limit: every loaded pattern first checks `mayFire()` in
/// its matcher, so that a template set that keeps rewriting its own results
/// stops, and the patterns that kept firing can be named.
struct PatternFirings {
  /// Counts one firing of `pattern` on `root`.
  void note(llvm::StringRef pattern, mlir::Operation *root);
  /// Whether another firing is allowed; records that the limit was hit.
  bool mayFire();
  /// Starts counting anew, allowing `limit` firings.
  void reset(int64_t limit);

  int64_t limit = 0, total = 0;
  bool exhausted = false;
  llvm::StringMap<uint64_t> counts;
  /// Where each pattern fired last.
  llvm::StringMap<mlir::Location> lastLoc;
};

/// Applies template `patterns` to `root` with the greedy driver the way
/// kmatch does everywhere (no folding, no CSE, no region simplification),
/// bounded to `maxRewrites` rewrites (0: 16 per op in `root`, at least 1024).
/// `firings` must be the one the patterns were loaded with (see
/// loadTemplateSet). When the bound is hit, emits an error at the op the most
/// frequent pattern last fired on, naming the patterns that kept firing, and
/// fails.
mlir::LogicalResult
applyTemplatePatterns(mlir::Operation *root,
                      const mlir::FrozenRewritePatternSet &patterns,
                      mlir::RewriterBase::Listener *listener,
                      PatternFirings &firings, int64_t maxRewrites = 0);

/// The native rewrite the loader prepends to every pattern's rewrite, with
/// the pattern's qualified name ("gemm.GemmMatmulAccumulate").
extern const char *const kNotePatternRewrite;

/// The native constraint the loader appends to every pattern's matcher: it
/// fails once the rewrite limit of the current application is reached.
extern const char *const kMayFireConstraint;

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

/// Registers the builtin natives, the pattern-name rewrite (reporting to
/// `noteFn` and counting in `firings`, when given) and the firing-limit
/// constraint (checking `firings`, when given) into a module of loaded
/// templates.
void registerTemplateFunctions(mlir::PDLPatternModule &module,
                               PatternNoteFn noteFn,
                               PatternFirings *firings = nullptr);

/// Loads every template of `specs` (see collectTemplateFiles) and merges them
/// into one PDL pattern module with the builtin natives registered. Emits
/// diagnostics and fails when any template does not load. `noteFn`, when
/// given, receives each applied pattern's qualified name and root op;
/// `firings`, when given, counts and limits the rewrites (see
/// applyTemplatePatterns); `inspectFn`, when
/// given, sees each loaded template before it is merged.
mlir::FailureOr<mlir::PDLPatternModule> loadTemplateSet(
    mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> specs,
    llvm::SmallVectorImpl<std::string> &files,
    PatternNoteFn noteFn = nullptr,
    std::function<void(llvm::StringRef, mlir::ModuleOp)> inspectFn = nullptr,
    PatternFirings *firings = nullptr);

} // namespace kmatch

#endif // KMATCH_TEMPLATES_TEMPLATELOADER_H
