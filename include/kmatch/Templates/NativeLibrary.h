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

/// Checks, when a template loads, a constant argument of a call to a native
/// (a spec string such as an einsum or a body expression). On failure, sets
/// `message` to what is wrong.
using NativeArgValidator =
    std::function<mlir::LogicalResult(mlir::Attribute, std::string &message)>;

/// A validator for a string argument: `parses` says whether the string is
/// well formed, and `expected` (e.g. "an einsum spec such as ...") goes into
/// the message when it is not.
NativeArgValidator
stringSpecValidator(std::function<bool(llvm::StringRef)> parses,
                    llvm::StringRef expected);

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

  /// Validates argument `argIndex` of every call to the native constraint or
  /// rewrite `name` whose value there is a constant, at template load time.
  void addValidator(llvm::StringRef name, unsigned argIndex,
                    NativeArgValidator fn);

  /// Runs the validators of native `name` on one call's arguments
  /// (`constantArgs[i]` is null where argument i is not a constant). On
  /// failure, sets `argIndex` and `message` for the first bad argument.
  mlir::LogicalResult validateCall(llvm::StringRef name,
                                   llvm::ArrayRef<mlir::Attribute> constantArgs,
                                   unsigned &argIndex,
                                   std::string &message) const;

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
  llvm::StringMap<llvm::SmallVector<std::pair<unsigned, NativeArgValidator>>>
      validators;
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
