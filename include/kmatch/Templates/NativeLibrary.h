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

/// Registers the builtin natives (NativeLibrary.cpp).
void registerBuiltinNatives(NativeLibrary &lib);

} // namespace kmatch

#endif // KMATCH_TEMPLATES_NATIVELIBRARY_H
