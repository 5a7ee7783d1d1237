//===- WhyNot.cpp - Why an op matched no template ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Ranks templates by how close they came to matching an op that stayed
// unmatched: each template's patterns are run on their own around the op,
// and the checks made on the op are counted.
//
//===----------------------------------------------------------------------===//
#include "WhyNot.h"

#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace kmatch;

StringRef kmatch::structureName(Structure s) {
  switch (s) {
  case Structure::Elementwise:
    return "elementwise";
  case Structure::Contraction:
    return "contraction";
  case Structure::Convolution:
    return "convolution";
  case Structure::Unknown:
    break;
  }
  return "unknown";
}

/// The structure of `op`: all-parallel loops are elementwise; reductions over
/// windows (an index that is a sum of loop dims, isaConvolutionOpInterface)
/// are convolutions; other reductions over plain loop dims are contractions,
/// whatever the body computes (the body is then the reason it is not one).
Structure kmatch::opStructure(Operation *operation) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op)
    return Structure::Unknown;
  if (op.getNumReductionLoops() == 0)
    return Structure::Elementwise;
  if (linalg::isaConvolutionOpInterface(op))
    return Structure::Convolution;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true))
      return Structure::Convolution;
  return Structure::Contraction;
}

/// The structure a shape check requires of its op, as its registration in
/// the native library declares it.
static Structure shapeCheckStructure(StringRef name,
                                     ArrayRef<Attribute> attrs) {
  return NativeLibrary::active().shapeCheckStructure(name, attrs);
}

/// Constraints that decide from an op's indexing alone whether it has a
/// kernel's shape, whatever order PDL evaluates constraints in.
static bool isShapeCheck(StringRef name) {
  return NativeLibrary::active().isShapeCheck(name);
}

/// `pattern` of `module` frozen on its own.
static PatternInfo makePatternInfo(MLIRContext *ctx, ModuleOp module,
                                   pdl::PatternOp pattern) {
  PatternInfo info;
  info.name = pattern.getSymName().value_or("").str();
  Value root = pattern.getRewriter().getRoot();
  // The matcher is the pattern's body up to pdl.rewrite.
  for (Operation &o : pattern.getBodyRegion().front()) {
    if (auto operation = dyn_cast<pdl::OperationOp>(o)) {
      std::optional<StringRef> name = operation.getOpName();
      if (operation.getOp() == root && name)
        info.rootName = name->str();
      if (operation.getOp() != root &&
          !llvm::is_contained(info.otherOps, name.value_or("an op")))
        info.otherOps.push_back(name.value_or("an op").str());
      continue;
    }
    auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(o);
    if (!c || c.getIsNegated() || c.getArgs().empty() ||
        c.getArgs().front() != root || isLoaderFunction(c.getName()))
      continue;
    SmallVector<Attribute> attrs;
    for (Value arg : c.getArgs().drop_front())
      if (auto attr = arg.getDefiningOp<pdl::AttributeOp>();
          attr && attr.getValueAttr())
        attrs.push_back(attr.getValueAttr());
    if (attrs.size() + 1 == c.getArgs().size())
      info.rootChecks.push_back({c.getName().str(), attrs});
  }
  OwningOpRef<ModuleOp> single(cast<ModuleOp>(module->cloneWithoutRegions()));
  single->getBodyRegion().emplaceBlock();
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(single->getBody());
  builder.clone(*pattern);
  PDLPatternModule pdl(std::move(single));
  registerTemplateFunctions(pdl, nullptr);
  RewritePatternSet set(ctx);
  set.add(std::move(pdl));
  info.set = std::make_shared<FrozenRewritePatternSet>(std::move(set));
  return info;
}

/// One template on its own: its name, the shape checks it makes (they tell
/// whether an op has its shape, whatever order PDL evaluates constraints
/// in) and the structures they imply, and each pattern frozen separately.
TemplateInfo kmatch::makeTemplateInfo(MLIRContext *ctx, StringRef file,
                                      ModuleOp module) {
  TemplateInfo info;
  info.name = llvm::sys::path::stem(file).str();
  if (StringRef(info.name).ends_with(".pdl"))
    info.name = llvm::sys::path::stem(info.name).str();
  for (auto pattern : module.getOps<pdl::PatternOp>()) {
    Value root = pattern.getRewriter().getRoot();
    uint8_t kernel = 0, atRoot = 0;
    pattern.walk([&](pdl::ApplyNativeConstraintOp c) {
      if (!isShapeCheck(c.getName()) || c.getArgs().empty())
        return;
      SmallVector<Attribute> attrs;
      for (Value arg : c.getArgs().drop_front()) {
        auto attr = arg.getDefiningOp<pdl::AttributeOp>();
        if (!attr || !attr.getValueAttr())
          return;
        attrs.push_back(attr.getValueAttr());
      }
      auto s = static_cast<uint8_t>(shapeCheckStructure(c.getName(), attrs));
      kernel = std::max(kernel, s);
      if (c.getArgs().front() == root)
        atRoot |= s;
      info.shapeChecks.push_back({c.getName().str(), attrs});
    });
    info.kernelStructures |= kernel;
    info.rootStructures |= atRoot;
    info.patterns.push_back(makePatternInfo(ctx, module, pattern));
  }
  return info;
}

/// Runs the native constraint `name` on `op` and constant `attrs` outside
/// of any match. On failure, sets `reason` to the constraint's.
static bool runCheck(Operation *op, StringRef name, ArrayRef<Attribute> attrs,
                     std::string *reason = nullptr) {
  static const llvm::StringMap<PDLConstraintFunction> functions =
      NativeLibrary::active().constraintFunctions();
  auto it = functions.find(name);
  if (it == functions.end())
    return false;
  struct NoResults : PDLResultList {
    NoResults() : PDLResultList(0) {}
  } results;
  SmallVector<PDLValue> args = {PDLValue(op)};
  for (Attribute a : attrs)
    args.push_back(PDLValue(a));
  PatternRewriter rewriter(op->getContext());
  ScopedRejectionSink quiet(
      [&](Operation *, StringRef, bool passed, StringRef why) {
        if (!passed && reason)
          *reason = why.str();
      });
  return succeeded(it->second(rewriter, results, args));
}

/// A rejection on an op next to the one being explained.
struct Elsewhere {
  std::string opName, constraint, reason;
};

/// Runs `pattern` on `root` and records, in `c`, the checks made on `op`:
/// how many passed and the first that failed; in `elsewhere`, the first
/// check that failed on another op.
static void tryPattern(const PatternInfo &pattern, Operation *root,
                       Operation *op, Closeness &c,
                       std::optional<Elsewhere> &elsewhere) {
  ScopedRejectionSink sink(
      [&](Operation *o, StringRef constraint, bool passed, StringRef reason) {
        if (o != op) {
          if (passed || !c.constraint.empty())
            return;
          std::string name = o->getName().getStringRef().str();
          if (!elsewhere)
            elsewhere = Elsewhere{name, constraint.str(), reason.str()};
          // A check on a value is reported to each of its users: then it
          // is about no one of them.
          else if (elsewhere->constraint == constraint &&
                   elsewhere->reason == reason && elsewhere->opName != name)
            elsewhere->opName.clear();
          return;
        }
        if (!c.constraint.empty())
          return;
        if (passed) {
          ++c.passed;
          return;
        }
        c.constraint = constraint.str();
        c.reason = reason.str();
        // The loader's last check: the pattern accepted all else.
        c.onlyAround |= constraint == kLaunchOperandTypesCheck;
      });
  PatternApplicator applicator(*pattern.set);
  applicator.applyDefaultCostModel();
  PatternRewriter rewriter(root->getContext());
  rewriter.setInsertionPoint(root);
  // The full set already failed on root, so no pattern applies here.
  (void)applicator.matchAndRewrite(root, rewriter);
}

/// Explains a pattern that passed every check on the op by the check that
/// failed on another op it needs. The op is part of this template's kernel
/// when that other op has the kernel's shape and failed on something else
/// (its fill, its uses, the divisor): then nothing is closer.
static void explainElsewhere(Closeness &c, const Elsewhere &elsewhere) {
  c.onlyAround = !isShapeCheck(elsewhere.constraint);
  c.constraint = elsewhere.constraint;
  c.reason = elsewhere.opName.empty()
                 ? "next to the op: " + elsewhere.reason
                 : "the " + elsewhere.opName +
                       " it needs with this op: " + elsewhere.reason;
}

/// For a pattern with `op` as its root that rejected nothing on it (PDL
/// gave up on another op first, or the op has another name than the
/// pattern's root): runs its checks on `op` alone, in order. The first
/// that fails is the reason; when all pass, the op's name or the ops
/// around it are.
static void explainAtRoot(const PatternInfo &pattern, Operation *op,
                          Closeness &c,
                          const std::optional<Elsewhere> &elsewhere) {
  unsigned passed = 0;
  for (const auto &[name, attrs] : pattern.rootChecks) {
    std::string reason = "not satisfied";
    if (runCheck(op, name, attrs, &reason)) {
      ++passed;
      continue;
    }
    c.passed = std::max(c.passed, passed);
    c.constraint = name;
    c.reason = reason;
    return;
  }
  c.passed = std::max(c.passed, passed);
  if (pattern.rootName && *pattern.rootName != op->getName().getStringRef()) {
    // Checks on an op the pattern is not rooted at say nothing of how
    // close it is (an embedding gather passes an epilogue's element-type
    // check on a kernel.launch root): it ranks below every pattern that
    // checked the op where it stands.
    c.passed = 0;
    c.constraint = "Structure";
    c.reason = "every check on the op passed, but " + pattern.name +
               " matches " + *pattern.rootName + ", not " +
               op->getName().getStringRef().str();
    return;
  }
  if (elsewhere && passed > 0) {
    explainElsewhere(c, *elsewhere);
    return;
  }
  c.constraint = "Structure";
  c.reason = "every check on the op passed, but " + pattern.name +
             " also needs " + llvm::join(pattern.otherOps, ", ") +
             " connected to it, and none fits";
}

/// How close the best pattern of `t` came to matching `op`. Patterns are
/// tried from `op` and from the ops using its results or, on memrefs, its
/// output buffer after it (an avgpool pattern is rooted at the divide after
/// the pool), and only checks made on `op` count. The pattern that passed
/// most checks on `op` before one failed is the closest.
static std::optional<Closeness> closeness(const TemplateInfo &t,
                                          Operation *op) {
  SmallVector<Operation *> roots = {op};
  auto addRoot = [&](Operation *user) {
    if (!llvm::is_contained(roots, user))
      roots.push_back(user);
  };
  for (Operation *user : op->getUsers())
    addRoot(user);
  // On memrefs, the next op of the kernel reads the buffer op writes.
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    for (OpOperand &init : dps.getDpsInitsMutable())
      if (isa<MemRefType>(init.get().getType()))
        for (Operation *user : init.get().getUsers())
          if (user->getBlock() == op->getBlock() && op->isBeforeInBlock(user))
            addRoot(user);
  std::optional<Closeness> best;
  for (const PatternInfo &p : t.patterns) {
    for (Operation *root : roots) {
      Closeness c;
      c.name = t.name;
      std::optional<Elsewhere> elsewhere;
      tryPattern(p, root, op, c, elsewhere);
      if (c.constraint.empty() && root == op &&
          (!p.rootChecks.empty() || !p.otherOps.empty()))
        explainAtRoot(p, op, c, elsewhere);
      else if (c.constraint.empty() && c.passed > 0 && elsewhere)
        explainElsewhere(c, *elsewhere);
      if (c.constraint.empty())
        continue;
      if (!best || std::make_pair(c.onlyAround, c.passed) >
                       std::make_pair(best->onlyAround, best->passed))
        best = std::move(c);
    }
  }
  return best;
}

/// The templates that got furthest on `op`, best first. Only templates
/// that can apply to the op's structure (elementwise, contraction,
/// convolution; see opStructure) are compared. First come those that
/// accept the op itself and failed only on the ops around it (a pool whose
/// fill is shared), then those whose kernels have the op's structure
/// before those merely rooted at such ops (epilogues, the divide of an
/// avgpool); then those whose shape check the op passes; then by the
/// number of native checks passed before the first rejection.
SmallVector<Closeness>
kmatch::closestTemplates(ArrayRef<TemplateInfo> templates, Operation *op) {
  Structure structure = opStructure(op);
  auto bit = static_cast<uint8_t>(structure);
  SmallVector<Closeness> result;
  for (const TemplateInfo &t : templates) {
    bool sameFamily = bit && (t.kernelStructures & bit);
    bool appliesToRoot = bit && (t.rootStructures & bit);
    // A template of another structure is never close. Templates without
    // shape checks (launch-level folds) only match kernel.launch ops.
    if (structure != Structure::Unknown && !sameFamily && !appliesToRoot)
      continue;
    std::optional<Closeness> c = closeness(t, op);
    if (!c)
      continue;
    c->sameFamily = sameFamily;
    for (const auto &[name, attrs] : t.shapeChecks)
      if (!bit || static_cast<uint8_t>(shapeCheckStructure(name, attrs)) == bit)
        c->shapeMatched |= runCheck(op, name, attrs);
    // An op with no indexing (linalg.softmax, linalg.pack) is close only to
    // a template whose shape check it passes.
    if (!isa<linalg::LinalgOp>(op) && !c->shapeMatched)
      continue;
    // A template without shape checks (e.g. launch-level folds only) can
    // still be close when it was rejected for something else.
    if (t.shapeChecks.empty())
      c->shapeMatched |= !isShapeCheck(c->constraint);
    c->bodyMismatch = NativeLibrary::active().isBodyCheck(c->constraint);
    result.push_back(std::move(*c));
  }
  llvm::stable_sort(result, [](const Closeness &a, const Closeness &b) {
    return std::make_tuple(a.onlyAround, a.sameFamily, a.shapeMatched,
                           a.passed) >
           std::make_tuple(b.onlyAround, b.sameFamily, b.shapeMatched,
                           b.passed);
  });
  if (result.size() > 3)
    result.resize(3);
  return result;
}
std::string kmatch::whyNot(ArrayRef<TemplateInfo> templates, Operation *op) {
  SmallVector<Closeness> closest = closestTemplates(templates, op);
  if (closest.empty())
    return "no template applies to " + op->getName().getStringRef().str();
  const Closeness &best = closest.front();
  if (best.shapeMatched && best.bodyMismatch) {
    // Templates of this shape that all compute something else are not
    // "close": say what the body is, and which templates have the shape.
    SmallVector<std::string> names;
    for (const Closeness &c : closest)
      names.push_back(c.name);
    return "no template computes this body (" + best.constraint + ": " +
           best.reason + "); templates of this shape: " +
           llvm::join(names, ", ");
  }
  std::string text = best.shapeMatched
                         ? "closest template "
                         : "no template has this op's indexing; nearest ";
  return text + best.name + ": " + best.constraint + ": " + best.reason;
}
