//===- NativeLibrary.cpp - The registry of native functions -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The registry that every native concept file registers into: names, docs,
// load-time validators, shape-check declarations, and the rejection sink that
// carries a constraint's reason to the apply pass. Depends on no native.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace kmatch;

static thread_local RejectionSink currentSink;
static thread_local std::string currentReason;

ScopedRejectionSink::ScopedRejectionSink(RejectionSink sink)
    : previous(std::move(currentSink)) {
  currentSink = std::move(sink);
}
ScopedRejectionSink::~ScopedRejectionSink() {
  currentSink = std::move(previous);
}

void kmatch::setRejectionReason(const Twine &reason) {
  if (currentSink)
    currentReason = reason.str();
}

void kmatch::reportRejection(Operation *op, StringRef check, StringRef reason) {
  if (currentSink)
    currentSink(op, check, /*passed=*/false, reason);
}

bool kmatch::rejectionReasonWanted() { return static_cast<bool>(currentSink); }

void NativeLibrary::addConstraintFunction(StringRef name,
                                          PDLConstraintFunction fn,
                                          ShapeCheckStructure shapeCheck) {
  std::string constraintName = name.str();
  // Report results (with the constraint's reason, if it gave one) to the
  // rejection sink, attributed to the first Op argument, or for a check on
  // values only (HasOneUse(fill.0)), to the ops that use the first Value
  // argument: a shared fill is why the op reading it stays unmatched.
  auto reporting = [constraintName, fn = std::move(fn)](
                       PatternRewriter &rewriter, PDLResultList &results,
                       ArrayRef<PDLValue> args) -> LogicalResult {
    currentReason.clear();
    LogicalResult result = fn(rewriter, results, args);
    if (!currentSink)
      return result;
    StringRef reason = succeeded(result) || !currentReason.empty()
                           ? StringRef(currentReason)
                           : StringRef("not satisfied");
    SmallVector<Operation *> ops;
    if (auto it = llvm::find_if(
            args, [](const PDLValue &a) { return a.isa<Operation *>(); });
        it != args.end()) {
      ops.push_back(it->cast<Operation *>());
    } else if (auto it = llvm::find_if(
                   args, [](const PDLValue &a) { return a.isa<Value>(); });
               it != args.end()) {
      for (Operation *user : it->cast<Value>().getUsers())
        if (!llvm::is_contained(ops, user))
          ops.push_back(user);
    }
    for (Operation *op : ops)
      currentSink(op, constraintName, succeeded(result), reason);
    return result;
  };
  constraints[name] =
      Entry{std::move(reporting), nullptr, std::move(shapeCheck)};
}

LogicalResult NativeLibrary::mergeFrom(NativeLibrary &&other,
                                       std::string &clash) {
  for (const llvm::StringMap<Entry> *names :
       {&other.constraints, &other.rewrites})
    for (const auto &e : *names)
      if (constraints.count(e.getKey()) || rewrites.count(e.getKey())) {
        clash = e.getKey().str();
        return failure();
      }
  for (auto &e : other.constraints)
    constraints[e.getKey()] = std::move(e.getValue());
  for (auto &e : other.rewrites)
    rewrites[e.getKey()] = std::move(e.getValue());
  for (const auto &e : other.bodyChecks)
    bodyChecks.insert(e.getKey());
  for (const auto &e : other.lateChecks)
    lateChecks.insert(e.getKey());
  for (auto &e : other.signatures)
    signatures[e.getKey()] = std::move(e.getValue());
  for (auto &e : other.validators) {
    auto &list = validators[e.getKey()];
    list.append(e.getValue().begin(), e.getValue().end());
  }
  return success();
}

void NativeLibrary::addRewriteFunction(StringRef name,
                                       PDLRewriteFunction fn) {
  // A rewrite runs after its pattern matched and may already have changed
  // the IR, and MLIR's greedy driver cannot recover from its failure (it
  // aborts with a crash banner). Every rewrite a template calls must be
  // unable to fail or be guarded by a constraint that checks the same thing
  // (Natives.pdll names the guard). Should one still fail, this is a bug in
  // a template or a native: say which, at the op, and stop with exit status
  // 1 instead of a crash banner.
  std::string rewriteName = name.str();
  auto guarded = [rewriteName, fn = std::move(fn)](
                     PatternRewriter &rewriter, PDLResultList &results,
                     ArrayRef<PDLValue> args) -> LogicalResult {
    if (succeeded(fn(rewriter, results, args)))
      return success();
    Location loc = rewriter.getUnknownLoc();
    for (const PDLValue &a : args) {
      if (a.isa<Operation *>() && a.cast<Operation *>()) {
        loc = a.cast<Operation *>()->getLoc();
        break;
      }
      if (a.isa<Value>() && a.cast<Value>()) {
        loc = a.cast<Value>().getLoc();
        break;
      }
    }
    emitError(loc) << "kmatch: the native rewrite '" << rewriteName
                   << "' failed after its pattern matched; the template must "
                      "guard it with the constraint that checks the same "
                      "thing (patterns/include/kmatch/Natives.pdll)";
    llvm::report_fatal_error("kmatch: stopped after a failed native rewrite",
                             /*gen_crash_diag=*/false);
  };
  rewrites[name] = Entry{nullptr, std::move(guarded), nullptr};
}

std::vector<std::string> NativeLibrary::describeAll() const {
  auto kindName = [](NativeParam::Kind kind) -> const char * {
    switch (kind) {
    case NativeParam::Kind::Operation:
      return "Op";
    case NativeParam::Kind::Value:
      return "Value";
    case NativeParam::Kind::ValueRange:
      return "ValueRange";
    case NativeParam::Kind::Type:
      return "Type";
    case NativeParam::Kind::TypeRange:
      return "TypeRange";
    case NativeParam::Kind::Attribute:
      return "Attr";
    case NativeParam::Kind::Other:
      break;
    }
    return "?";
  };
  std::vector<std::string> out;
  for (auto [map, what] : {std::pair(&constraints, "Constraint"),
                           std::pair(&rewrites, "Rewrite")})
    for (const auto &entry : *map) {
      std::string line = std::string(what) + " " + entry.getKey().str() + "(";
      if (const std::vector<NativeParam> *params = signature(entry.getKey()))
        for (auto [i, p] : llvm::enumerate(*params))
          line += (i ? ", " : "") + std::string(kindName(p.kind));
      out.push_back(line + ")");
    }
  llvm::sort(out);
  return out;
}

bool NativeLibrary::isShapeCheck(StringRef name) const {
  auto it = constraints.find(name);
  return it != constraints.end() && it->second.shapeCheck;
}

LoopStructure
NativeLibrary::shapeCheckStructure(StringRef name,
                                   ArrayRef<Attribute> args) const {
  auto it = constraints.find(name);
  if (it == constraints.end() || !it->second.shapeCheck)
    return LoopStructure::Unknown;
  return it->second.shapeCheck(args);
}

void NativeLibrary::addValidator(StringRef name, unsigned argIndex,
                                 NativeArgValidator fn) {
  validators[name].push_back({argIndex, std::move(fn)});
}

LogicalResult NativeLibrary::validateCall(StringRef name,
                                          ArrayRef<Attribute> constantArgs,
                                          unsigned &argIndex,
                                          std::string &message) const {
  if (const std::vector<NativeParam> *params = signature(name)) {
    if (constantArgs.size() != params->size()) {
      argIndex = constantArgs.size();
      message = "takes " + std::to_string(params->size()) + " argument" +
                (params->size() == 1 ? "" : "s") + ", given " +
                std::to_string(constantArgs.size());
      return failure();
    }
    for (auto [index, param] : llvm::enumerate(*params)) {
      Attribute arg = constantArgs[index];
      if (!arg)
        continue;
      if (param.kind != NativeParam::Kind::Attribute) {
        argIndex = index;
        message = "takes an op, value or type here, not a constant";
        return failure();
      }
      if (param.accepts && !param.accepts(arg)) {
        argIndex = index;
        llvm::raw_string_ostream os(message);
        os << "expected " << param.expected << ", got " << arg;
        return failure();
      }
    }
  }
  auto it = validators.find(name);
  if (it == validators.end())
    return success();
  for (const auto &[index, validate] : it->second) {
    if (index >= constantArgs.size() || !constantArgs[index])
      continue;
    if (succeeded(validate(constantArgs[index], message)))
      continue;
    argIndex = index;
    return failure();
  }
  return success();
}

NativeArgValidator
kmatch::stringSpecValidator(std::function<bool(StringRef)> parses,
                            StringRef expected) {
  return [parses = std::move(parses), expected = expected.str()](
             Attribute attr, std::string &message) -> LogicalResult {
    auto str = dyn_cast<StringAttr>(attr);
    if (str && parses(str.getValue()))
      return success();
    llvm::raw_string_ostream os(message);
    if (str)
      os << "malformed spec \"" << str.getValue() << "\"";
    else
      os << "got " << attr;
    os << "; expected " << expected;
    return failure();
  };
}

void NativeLibrary::registerInto(PDLPatternModule &module) const {
  for (const auto &it : constraints)
    module.registerConstraintFunction(it.getKey(), it.getValue().constraint);
  for (const auto &it : rewrites)
    module.registerRewriteFunction(it.getKey(), it.getValue().rewrite);
}

template <typename T>
static SmallVector<std::string> sortedKeys(const llvm::StringMap<T> &map) {
  SmallVector<std::string> names;
  for (const auto &it : map)
    names.push_back(it.getKey().str());
  llvm::sort(names);
  return names;
}

llvm::StringMap<PDLConstraintFunction>
NativeLibrary::constraintFunctions() const {
  llvm::StringMap<PDLConstraintFunction> fns;
  for (const auto &it : constraints)
    fns[it.getKey()] = it.getValue().constraint;
  return fns;
}

SmallVector<std::string> NativeLibrary::constraintNames() const {
  return sortedKeys(constraints);
}
SmallVector<std::string> NativeLibrary::rewriteNames() const {
  return sortedKeys(rewrites);
}
