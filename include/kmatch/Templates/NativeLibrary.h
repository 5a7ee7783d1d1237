//===- NativeLibrary.h - Native constraints for templates -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The library of native C++ constraints and rewrites that templates call by
// name. Each entry is a small, reusable predicate; which kernel a template
// recognizes is written in the template, not here.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEMPLATES_NATIVELIBRARY_H
#define KMATCH_TEMPLATES_NATIVELIBRARY_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

namespace mlir::detail::pdl_function_builder {
/// Typed native arguments of these attribute kinds. Upstream's generic
/// ProcessDerivedPDLValue (LLVM 22) calls the removed member
/// Attribute::cast<T>() and does not compile; these use llvm::cast.
template <typename T>
struct ProcessKmatchAttr : public ProcessDerivedPDLValue<T, Attribute> {
  using ProcessDerivedPDLValue<T, Attribute>::processAsArg;
  static T processAsArg(Attribute value) { return llvm::cast<T>(value); }
};
template <>
struct ProcessPDLValue<ArrayAttr> : public ProcessKmatchAttr<ArrayAttr> {};
template <>
struct ProcessPDLValue<BoolAttr> : public ProcessKmatchAttr<BoolAttr> {};
template <>
struct ProcessPDLValue<DictionaryAttr>
    : public ProcessKmatchAttr<DictionaryAttr> {};
template <>
struct ProcessPDLValue<FloatAttr> : public ProcessKmatchAttr<FloatAttr> {};
template <>
struct ProcessPDLValue<IntegerAttr> : public ProcessKmatchAttr<IntegerAttr> {};
template <>
struct ProcessPDLValue<StringAttr> : public ProcessKmatchAttr<StringAttr> {};
} // namespace mlir::detail::pdl_function_builder

namespace kmatch {

/// Whether `op` or any op enclosing it carries the unit attribute
/// `kmatch.nan_exact`: the program's NaN, Inf and signed zeros must be kept
/// exactly, so no rewrite whose library call differs on them may fire
/// (README, Semantics). kmatch-verify --specials reads it too.
inline bool isNanExact(mlir::Operation *op) {
  for (; op; op = op->getParentOp())
    if (op->hasAttr("kmatch.nan_exact"))
      return true;
  return false;
}

/// The loop structure of a linalg op, or what a template's shape checks
/// require of one. Why-not reports compare an op only with templates of its
/// structure.
enum class LoopStructure : uint8_t {
  Unknown = 0,
  Elementwise = 1, // all loops parallel (maps, broadcasts, epilogues)
  Contraction = 2, // reductions over dims that index operands directly
  Convolution = 4, // reductions over sliding windows (conv, pooling)
};

/// Declares a native constraint a shape check: it decides from an op's
/// indexing alone whether the op has a kernel's shape, whatever order PDL
/// evaluates constraints in. Given the constant arguments after the op (null
/// where not constant), returns the structure it requires of the op.
using ShapeCheckStructure =
    std::function<LoopStructure(llvm::ArrayRef<mlir::Attribute>)>;

/// The shape checks whose structure does not depend on their arguments.
template <LoopStructure S>
LoopStructure fixedStructure(llvm::ArrayRef<mlir::Attribute>) {
  return S;
}

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

/// One parameter of a native, as its C++ callable declares it: what a call
/// may pass there. The loader and transform.kmatch.match.native check every
/// call's arity and constant arguments against these, so that a wrong call
/// is an error where it is written, not a constraint that never holds.
struct NativeParam {
  enum class Kind : uint8_t {
    Operation,
    Value,
    ValueRange,
    Type,
    TypeRange,
    Attribute,
    Other
  };
  Kind kind = Kind::Other;
  /// For Kind::Attribute: whether an attribute is of the parameter's class.
  bool (*accepts)(mlir::Attribute) = nullptr;
  /// For Kind::Attribute: the class, for messages ("a list", "a string").
  const char *expected = "an attribute";
};

namespace detail {
template <typename T>
const char *attributeKindName() {
  if constexpr (std::is_same_v<T, mlir::ArrayAttr>)
    return "a list [...]";
  else if constexpr (std::is_same_v<T, mlir::StringAttr>)
    return "a string";
  else if constexpr (std::is_same_v<T, mlir::IntegerAttr>)
    return "an integer";
  else if constexpr (std::is_same_v<T, mlir::FloatAttr>)
    return "a float";
  else if constexpr (std::is_same_v<T, mlir::BoolAttr>)
    return "a boolean";
  else if constexpr (std::is_same_v<T, mlir::DictionaryAttr>)
    return "a dictionary {...}";
  else if constexpr (std::is_same_v<T, mlir::TypeAttr>)
    return "a type";
  else
    return "an attribute";
}

template <typename T>
NativeParam nativeParamOf() {
  using Kind = NativeParam::Kind;
  if constexpr (std::is_convertible_v<T, mlir::Operation *>)
    return {Kind::Operation};
  else if constexpr (std::is_same_v<T, mlir::Value>)
    return {Kind::Value};
  else if constexpr (std::is_same_v<T, mlir::ValueRange>)
    return {Kind::ValueRange};
  else if constexpr (std::is_same_v<T, mlir::TypeRange>)
    return {Kind::TypeRange};
  else if constexpr (std::is_base_of_v<mlir::Type, T>)
    return {Kind::Type};
  else if constexpr (std::is_base_of_v<mlir::Attribute, T>)
    return {Kind::Attribute,
            [](mlir::Attribute a) { return a && llvm::isa<T>(a); },
            attributeKindName<T>()};
  else
    return {Kind::Other};
}

/// Whether `value` can be passed as a `T`: of that class when T is a derived
/// attribute or op class (StringAttr, linalg::TransposeOp), anything else
/// unchecked (a plain Attribute, Value or Operation * may be null).
template <typename T> bool acceptsNativeArg(const mlir::PDLValue &value) {
  if constexpr (std::is_base_of_v<mlir::Attribute, T> &&
                !std::is_same_v<T, mlir::Attribute>) {
    auto attr = value.dyn_cast<mlir::Attribute>();
    return attr && llvm::isa<T>(attr);
  } else if constexpr (std::is_base_of_v<mlir::OpState, T>) {
    auto *op = value.dyn_cast<mlir::Operation *>();
    return op && llvm::isa<T>(op);
  } else {
    return true;
  }
}

/// Whether every argument in `values` can be passed to the native callable
/// `Fn`'s parameter of that position (acceptsNativeArg).
template <typename Fn, std::size_t... I>
bool acceptsNativeArgs(llvm::ArrayRef<mlir::PDLValue> values,
                       std::index_sequence<I...>) {
  using Traits = llvm::function_traits<std::decay_t<Fn>>;
  return values.size() == sizeof...(I) &&
         (acceptsNativeArg<
              std::decay_t<typename Traits::template arg_t<I + 1>>>(
              values[I]) &&
          ...);
}

/// The parameters of a native callable after its PatternRewriter &.
template <typename Fn, std::size_t... I>
std::vector<NativeParam> nativeParamsOf(std::index_sequence<I...>) {
  using Traits = llvm::function_traits<std::decay_t<Fn>>;
  return {
      nativeParamOf<std::decay_t<typename Traits::template arg_t<I + 1>>>()...};
}
template <typename Fn>
std::vector<NativeParam> nativeParamsOf() {
  using Traits = llvm::function_traits<std::decay_t<Fn>>;
  return nativeParamsOf<Fn>(std::make_index_sequence<Traits::num_args - 1>());
}
} // namespace detail

class NativeLibrary;
/// See NativePlugin.h.
mlir::LogicalResult loadNativePlugin(llvm::StringRef path, std::string &error);

/// A registry of named native functions callable from PDL(L).
class NativeLibrary {
public:
  /// Returns the library with every builtin constraint and rewrite.
  static const NativeLibrary &builtin();

  /// The natives templates can call in this process: the builtin ones and
  /// those of every native plugin loaded so far (loadNativePlugin).
  static const NativeLibrary &active();

  /// Adds a constraint. `fn` is a typed callable, (PatternRewriter &, Op or
  /// Value or Attribute arguments...) -> LogicalResult, whose arguments are
  /// unpacked and checked by upstream's PDL function builder. A constraint
  /// declared with `shapeCheck` is a shape check (see ShapeCheckStructure).
  /// A native is documented where templates declare it (the builtin ones in
  /// patterns/include/kmatch/Natives.pdll, a plugin's in its own .pdll).
  template <typename Fn>
  void addConstraint(llvm::StringRef name, Fn &&fn,
                     ShapeCheckStructure shapeCheck = nullptr) {
    signatures[name] = detail::nativeParamsOf<Fn>();
    // A named function is taken as its pointer (upstream's builder reads
    // the signature of what it is given).
    addConstraintFunction(name,
                          mlir::detail::pdl_function_builder::buildConstraintFn(
                              std::decay_t<Fn>(std::forward<Fn>(fn))),
                          std::move(shapeCheck));
  }
  /// The same, for plugins written against the older signature with a doc
  /// string (which nothing reads).
  template <typename Fn>
  void addConstraint(llvm::StringRef name, llvm::StringRef doc, Fn &&fn,
                     ShapeCheckStructure shapeCheck = nullptr) {
    (void)doc;
    addConstraint(name, std::forward<Fn>(fn), std::move(shapeCheck));
  }

  /// Adds a rewrite: a typed callable, (PatternRewriter &, arguments...) ->
  /// void, LogicalResult, a result (Value, Attribute, Operation *) or a
  /// FailureOr of one.
  /// Upstream's builder checks a rewrite's arguments only in builds with
  /// assertions; here an argument not of its parameter's class (a non-string
  /// where the rewrite takes a StringAttr) fails the rewrite in every build,
  /// so typed parameters are safe whatever a template passes.
  template <typename Fn> void addRewrite(llvm::StringRef name, Fn &&fn) {
    using Callable = std::decay_t<Fn>;
    signatures[name] = detail::nativeParamsOf<Fn>();
    mlir::PDLRewriteFunction rewrite =
        mlir::detail::pdl_function_builder::buildRewriteFn(
            Callable(std::forward<Fn>(fn)));
    if constexpr (!std::is_convertible_v<Callable, mlir::PDLRewriteFunction>)
      rewrite = [rewrite = std::move(rewrite)](
                    mlir::PatternRewriter &rewriter,
                    mlir::PDLResultList &results,
                    llvm::ArrayRef<mlir::PDLValue> values) {
        using Traits = llvm::function_traits<Callable>;
        if (!detail::acceptsNativeArgs<Callable>(
                values, std::make_index_sequence<Traits::num_args - 1>()))
          return mlir::failure();
        return rewrite(rewriter, results, values);
      };
    addRewriteFunction(name, std::move(rewrite));
  }
  /// The same, with the older signature's doc string (which nothing reads).
  template <typename Fn>
  void addRewrite(llvm::StringRef name, llvm::StringRef doc, Fn &&fn) {
    (void)doc;
    addRewrite(name, std::forward<Fn>(fn));
  }

  /// Each native as `Constraint Name(Op, Attr)` or `Rewrite Name(Value)`,
  /// its parameters by PDL kind, sorted: what Natives.pdll must declare
  /// (test/Templates/natives-declared.mlir checks it).
  std::vector<std::string> describeAll() const;

  bool hasConstraint(llvm::StringRef name) const {
    return constraints.count(name);
  }
  bool hasRewrite(llvm::StringRef name) const { return rewrites.count(name); }

  /// Whether constraint `name` was declared a shape check.
  bool isShapeCheck(llvm::StringRef name) const;

  /// Declares constraint `name` a body check: it decides what an op's body
  /// computes (BodyIs, IsActivation). An op rejected only by body checks
  /// has the template's shape but computes something else (why-not reports).
  void markBodyCheck(llvm::StringRef name) { bodyChecks.insert(name); }
  bool isBodyCheck(llvm::StringRef name) const {
    return bodyChecks.contains(name);
  }

  /// Declares constraint `name` a late check: it looks beyond its operands
  /// (at every op between two statements), so that it costs more than any
  /// other check of a pattern. PDL's lowering orders a constraint on an op
  /// before the checks on that op's operands and attributes; for a pattern
  /// that pairs an op with every other user of a buffer, that is one scan
  /// per pair, quadratic in a function's ops. The template loader moves a
  /// late check after all the other checks of each pattern (its result does
  /// not change: constraints are pure).
  void markLateCheck(llvm::StringRef name) { lateChecks.insert(name); }
  bool isLateCheck(llvm::StringRef name) const {
    return lateChecks.contains(name);
  }

  /// The structure the shape check `name` requires of its op, given its
  /// constant arguments after the op; Unknown for another constraint.
  LoopStructure shapeCheckStructure(llvm::StringRef name,
                                    llvm::ArrayRef<mlir::Attribute> args) const;

  /// Validates argument `argIndex` of every call to the native constraint or
  /// rewrite `name` whose value there is a constant, at template load time.
  void addValidator(llvm::StringRef name, unsigned argIndex,
                    NativeArgValidator fn);

  /// Checks one call of native `name` (`constantArgs[i]` is null where
  /// argument i is not a constant): its arity and each constant argument's
  /// kind against the native's C++ parameters, then the native's validators.
  /// On failure, sets `argIndex` and `message` for the first bad argument
  /// (argIndex is the argument count for a wrong arity).
  mlir::LogicalResult validateCall(llvm::StringRef name,
                                   llvm::ArrayRef<mlir::Attribute> constantArgs,
                                   unsigned &argIndex,
                                   std::string &message) const;

  /// Registers every function into a PDL pattern module.
  void registerInto(mlir::PDLPatternModule &module) const;

  /// The constraint functions by name (e.g. for transform PDL match hooks).
  llvm::StringMap<mlir::PDLConstraintFunction> constraintFunctions() const;

  /// The parameters of native `name`, or null when it was registered
  /// without a typed callable.
  const std::vector<NativeParam> *signature(llvm::StringRef name) const {
    auto it = signatures.find(name);
    return it == signatures.end() ? nullptr : &it->second;
  }

  /// The constraint `name`, or null.
  const mlir::PDLConstraintFunction *
  lookupConstraint(llvm::StringRef name) const {
    auto it = constraints.find(name);
    return it == constraints.end() ? nullptr : &it->second.constraint;
  }

  /// Names, sorted, for diagnostics.
  llvm::SmallVector<std::string> constraintNames() const;
  llvm::SmallVector<std::string> rewriteNames() const;

private:
  friend mlir::LogicalResult loadNativePlugin(llvm::StringRef path,
                                              std::string &error);
  static NativeLibrary &mutableActive();
  /// Adds every entry of `other`, unless one of its names is taken here: then
  /// adds nothing and sets `clash` to that name.
  mlir::LogicalResult mergeFrom(NativeLibrary &&other, std::string &clash);

  void addConstraintFunction(llvm::StringRef name,
                             mlir::PDLConstraintFunction fn,
                             ShapeCheckStructure shapeCheck);
  void addRewriteFunction(llvm::StringRef name,
                          mlir::PDLRewriteFunction fn);

  struct Entry {
    mlir::PDLConstraintFunction constraint;
    mlir::PDLRewriteFunction rewrite;
    ShapeCheckStructure shapeCheck;
  };
  llvm::StringMap<Entry> constraints;
  llvm::StringMap<Entry> rewrites;
  llvm::StringMap<llvm::SmallVector<std::pair<unsigned, NativeArgValidator>>>
      validators;
  llvm::StringMap<std::vector<NativeParam>> signatures;
  llvm::StringSet<> bodyChecks;
  llvm::StringSet<> lateChecks;
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

/// Tells the installed sink, if any, that `check` rejected `op` for `reason`:
/// for checks the loader makes itself, outside any native constraint.
void reportRejection(mlir::Operation *op, llvm::StringRef check,
                     llvm::StringRef reason);

/// Whether a sink is installed, so that setRejectionReason keeps the reason:
/// a constraint may skip printing what nobody reads.
bool rejectionReasonWanted();

/// Whether `op`'s indexing matches an einsum spec, as the constraints
/// IndexingMatchesEinsum(UpToTranspose) check it.
bool indexingMatchesEinsum(mlir::Operation *op, llvm::StringRef spec,
                           bool upToTranspose);

/// The natives of each concept file under lib/Templates/Natives/; builtin()
/// registers them all (Natives/Builtin.cpp).
void registerScalarNatives(NativeLibrary &lib); // Natives/Scalars.cpp
void registerCodeNatives(NativeLibrary &lib);   // Natives/Codes.cpp
void registerBodyNatives(NativeLibrary &lib);   // Natives/Body.cpp
void registerEinsumNatives(NativeLibrary &lib); // Natives/Einsum.cpp
void registerWindowNatives(NativeLibrary &lib); // Natives/Window.cpp
void registerMemoryNatives(NativeLibrary &lib); // Natives/Memory.cpp
void registerDnnNatives(NativeLibrary &lib);    // Natives/Dnn.cpp
void registerFoldNatives(NativeLibrary &lib);   // Natives/Folds.cpp

} // namespace kmatch

#endif // KMATCH_TEMPLATES_NATIVELIBRARY_H
