//===- NativeLibrary.h - Native constraints for templates -------*- C++ -*-===//
//
// The library of native C++ constraints and rewrites that templates call by
// name. Each entry is a small, reusable predicate; which kernel a template
// recognizes is written in the template, not here.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEMPLATES_NATIVELIBRARY_H
#define KMATCH_TEMPLATES_NATIVELIBRARY_H

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringMap.h"
#include <functional>

namespace kmatch {

/// A registry of named native functions callable from PDL(L).
class NativeLibrary {
public:
  /// Returns the library with every builtin constraint and rewrite.
  static const NativeLibrary &builtin();

  void addConstraint(llvm::StringRef name, llvm::StringRef doc,
                     mlir::PDLConstraintFunction fn);
  void addRewrite(llvm::StringRef name, llvm::StringRef doc,
                  mlir::PDLRewriteFunction fn);

  bool hasConstraint(llvm::StringRef name) const {
    return constraints.count(name);
  }
  bool hasRewrite(llvm::StringRef name) const { return rewrites.count(name); }

  /// Registers every function into a PDL pattern module.
  void registerInto(mlir::PDLPatternModule &module) const;

  /// The constraint functions by name (e.g. for transform PDL match hooks).
  llvm::StringMap<mlir::PDLConstraintFunction> constraintFunctions() const;

  /// Names, sorted, for diagnostics.
  llvm::SmallVector<std::string> constraintNames() const;
  llvm::SmallVector<std::string> rewriteNames() const;

private:
  struct Entry {
    std::string doc;
    mlir::PDLConstraintFunction constraint;
    mlir::PDLRewriteFunction rewrite;
  };
  llvm::StringMap<Entry> constraints;
  llvm::StringMap<Entry> rewrites;
};

/// Receives every native constraint evaluation on an op (the first Op
/// argument of the call): the constraint's name, whether it passed, and when
/// it did not, a short reason.
using RejectionSink = std::function<void(mlir::Operation *, llvm::StringRef,
                                         bool, llvm::StringRef)>;

/// Installs `sink` for constraints evaluated on this thread while the guard
/// lives (the apply pass uses it for the report and why-not remarks).
class ScopedRejectionSink {
public:
  explicit ScopedRejectionSink(RejectionSink sink);
  ~ScopedRejectionSink();

private:
  RejectionSink previous;
};

/// Called by a constraint to say why it rejects; the reason reaches the sink
/// when the constraint returns failure.
void setRejectionReason(const llvm::Twine &reason);

/// Whether `op`'s indexing matches an einsum spec, as the constraints
/// IndexingMatchesEinsum(UpToTranspose) check it.
bool indexingMatchesEinsum(mlir::Operation *op, llvm::StringRef spec,
                           bool upToTranspose);

/// Registers the builtin natives (NativeLibrary.cpp).
void registerBuiltinNatives(NativeLibrary &lib);

/// The DNN recognizers and folds (lib/Templates/DnnNatives.cpp).
void registerDnnNatives(NativeLibrary &lib);

} // namespace kmatch

#endif // KMATCH_TEMPLATES_NATIVELIBRARY_H
