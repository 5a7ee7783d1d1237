//===- TemplateLoader.h - Load .pdll templates at run time ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds template files, compiles .pdll to PDL by running mlir-pdll (cached by
// content hash), checks that every native function they call exists, and
// keeps the compiled set once per context.
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
#include <memory>
#include <string>
#include <vector>

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
  /// The pattern that fired last (a key of `counts`, which never moves).
  llvm::StringRef last;
};

/// Applies template `patterns` to `root` the way kmatch does everywhere: with
/// upstream's greedy worklist driver (no folding, no CSE, no region
/// simplification) in top-down sweeps over the ops of `root` outside linalg
/// payloads (no kernel is launched from a loop body), each erasing the ops
/// it left dead. Every rewrite revisits its root. Another sweep runs after
/// an erasure that may enable a match tried earlier (an op erased as dead,
/// an op on memrefs erased by a rewrite rooted elsewhere); with `fixpoint`,
/// until a sweep rewrites nothing, as upstream's region driver does. The
/// rewrites are bounded to `maxRewrites` (0: 16 per op swept, at least 1024).
/// `firings` must be the one the patterns were loaded with (see
/// mergeTemplateFiles). When the bound is hit, emits an error at the op the
/// most frequent pattern last fired on, naming the patterns that kept firing,
/// and fails. Patterns loaded without a firing counter or a note function of
/// their own (a shared CompiledTemplateSet) count in `firings` and report to
/// `noteFn`, when given. Under KMATCH_CHECK_FIXPOINT=1 (the test suite), an
/// application without `fixpoint` fails if one more sweep rewrites anything.
mlir::LogicalResult
applyTemplatePatterns(mlir::Operation *root,
                      const mlir::FrozenRewritePatternSet &patterns,
                      mlir::RewriterBase::Listener *listener,
                      PatternFirings &firings, int64_t maxRewrites = 0,
                      PatternNoteFn noteFn = nullptr, bool fixpoint = false);

/// The native rewrite the loader prepends to every pattern's rewrite, with
/// the pattern's qualified name ("gemm.GemmMatmulAccumulate").
extern const char *const kNotePatternRewrite;

/// The native constraint the loader appends to every pattern's matcher: it
/// fails once the rewrite limit of the current application is reached.
extern const char *const kMayFireConstraint;

/// The native constraint the loader also appends to every pattern's matcher,
/// with the root and every other op the matcher binds: it fails when one has
/// an operand or result no launch can take.
extern const char *const kLaunchTypesConstraint;

/// Whether `name` is one of the functions the loader adds to every pattern
/// (kNotePatternRewrite, kMayFireConstraint, kLaunchTypesConstraint): no
/// template calls them, and they are no check of a template's own.
bool isLoaderFunction(llvm::StringRef name);

/// The name under which that constraint reports an op it rejects because a
/// bound op has an operand no launch can take (a sparse tensor, a memref in
/// another memory space; kernel::unsupportedLaunchOperandType). Every other
/// check of the pattern passed by then.
extern const char *const kLaunchOperandTypesCheck;

/// `specs` (files or directories), or the configuration's default template
/// directory when there are none, followed by the configuration's template
/// path (KMATCH_TEMPLATE_PATH). Resolving a resolved list changes nothing.
/// Emits an error when there is no spec and no default directory.
mlir::FailureOr<llvm::SmallVector<std::string>>
resolveTemplateSpecs(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> specs);

/// Loads the native plugins (NativePlugin.h) of `extra` (a pass's
/// `natives=`) and of the configuration (KMATCH_NATIVES, --kmatch-natives),
/// and returns the whole list, in load order, in `all` when given. Emits an
/// error for each that does not load.
mlir::LogicalResult
loadNativePlugins(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> extra,
                  llvm::SmallVectorImpl<std::string> *all = nullptr);

/// Expands resolveTemplateSpecs(`specs`) into a sorted, de-duplicated list
/// of template files. Emits an error for a spec that does not exist.
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
/// `noteFn` and counting in `firings`, when given, else to those of the
/// running applyTemplatePatterns) and the firing-limit constraint (checking
/// the same `firings`) into a module of loaded templates.
void registerTemplateFunctions(mlir::PDLPatternModule &module,
                               PatternNoteFn noteFn,
                               PatternFirings *firings = nullptr);

/// Loads the template files `files` (collected by collectTemplateFiles, the
/// native plugins loaded by loadNativePlugins: nothing is resolved or loaded
/// again) and merges them into one PDL pattern module with the builtin
/// natives registered. Emits diagnostics and fails when any template does not
/// load. `noteFn`, when given, receives each applied pattern's qualified name
/// and root op; `firings`, when given, counts and limits the rewrites (see
/// applyTemplatePatterns); `inspectFn`, when given, sees each loaded template
/// before it is merged.
mlir::FailureOr<mlir::PDLPatternModule> mergeTemplateFiles(
    mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> files,
    PatternNoteFn noteFn = nullptr,
    std::function<void(llvm::StringRef, mlir::ModuleOp)> inspectFn = nullptr,
    PatternFirings *firings = nullptr);

struct TemplateInfo;

/// Templates loaded, merged with the builtin natives and frozen once per
/// context, and shared by the passes, pipeline runs and transform ops that
/// apply them (they report through applyTemplatePatterns).
class CompiledTemplateSet {
public:
  CompiledTemplateSet();
  ~CompiledTemplateSet();

  /// The template files, in load order.
  llvm::SmallVector<std::string> files;
  /// Every pattern of every template.
  mlir::FrozenRewritePatternSet patterns;
  /// Each template on its own, for why-not reports; empty unless asked for.
  std::vector<TemplateInfo> perTemplate;
};

/// The templates of `specs` (see collectTemplateFiles; resolved once here)
/// compiled in `ctx`: the set an earlier caller compiled in this context
/// when the files are the same and unchanged, else one loaded now (see
/// mergeTemplateFiles). The caller has loaded the native plugins
/// (loadNativePlugins) the templates call. `withTemplateInfo` also keeps
/// each template on its own. Emits diagnostics and fails when a template
/// does not load.
mlir::FailureOr<std::shared_ptr<const CompiledTemplateSet>>
getOrLoadTemplateSet(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> specs,
                     bool withTemplateInfo = false);

} // namespace kmatch

#endif // KMATCH_TEMPLATES_TEMPLATELOADER_H
