//===- ApplyTemplates.cpp - --kmatch-apply-templates ------------*- C++ -*-===//
//
// The pass that loads kernel templates at run time and rewrites the linalg
// kernels they recognize into kernel.launch.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/Passes.h"

#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHAPPLYTEMPLATES
#include "kmatch/Templates/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {

/// One rewrite, for the report.
struct MatchRecord {
  std::string location;
  std::string opName;
  std::string pattern;
  std::string kernel;
  std::string function;
};

/// The name of the function around `op`, or "" at module level.
static std::string functionName(Operation *op) {
  auto fn = op->getParentOfType<FunctionOpInterface>();
  return fn ? fn.getName().str() : std::string();
}

/// Records which pattern replaced which op.
struct MatchListener : public RewriterBase::Listener {
  MatchListener(const std::string &currentPattern, const uint64_t &invocation)
      : currentPattern(currentPattern), invocation(invocation) {}

  void notifyOperationReplaced(Operation *op, Operation *replacement) override {
    record(op, replacement);
  }
  void notifyOperationReplaced(Operation *op, ValueRange values) override {
    Operation *replacement = nullptr;
    for (Value v : values)
      if ((replacement = v.getDefiningOp()))
        break;
    record(op, replacement);
  }
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    if (isa<kernel::LaunchOp>(op)) {
      lastLaunch = op;
      createdBy[op] = invocation;
    }
  }
  void notifyOperationModified(Operation *op) override {
    // A launch-level pattern (a fold into beta, ...) changed a launch.
    // Launches the current rewrite created are not folds.
    auto created = createdBy.find(op);
    if (!isa<kernel::LaunchOp>(op) || currentPattern.empty() ||
        (created != createdBy.end() && created->second == invocation))
      return;
    std::string loc;
    llvm::raw_string_ostream os(loc);
    op->getLoc().print(os);
    std::pair<std::string, std::string> key{loc, currentPattern};
    if (llvm::is_contained(folds, key))
      return;
    folds.push_back(key);
  }
  void notifyOperationErased(Operation *op) override {
    rejections.erase(op);
    // Ops on memrefs have no results to replace: PDL inserts the launch right
    // before the matched op and then erases it.
    if (op->getNumResults() == 0 && lastLaunch &&
        op->getPrevNode() == lastLaunch)
      record(op, lastLaunch);
  }

  void record(Operation *op, Operation *replacement) {
    auto launch = dyn_cast_or_null<kernel::LaunchOp>(replacement);
    if (!launch || recorded.contains(op) || attributed.contains(launch))
      return;
    recorded.insert(op);
    attributed.insert(launch);
    std::string loc;
    llvm::raw_string_ostream os(loc);
    op->getLoc().print(os);
    matches.push_back({loc, op->getName().getStringRef().str(), currentPattern,
                       launch.getKernelName().str(), functionName(op)});
  }

  /// Set by the pattern-name rewrite of the pattern being applied.
  const std::string &currentPattern;
  /// Counts rewrites; bumped by the pattern-name rewrite.
  const uint64_t &invocation;
  llvm::DenseMap<Operation *, uint64_t> createdBy;
  Operation *lastLaunch = nullptr;
  llvm::DenseSet<Operation *> recorded, attributed;
  std::vector<MatchRecord> matches;
  /// Why constraints rejected each op: (constraint, reason), de-duplicated.
  llvm::DenseMap<Operation *, SmallVector<std::pair<std::string, std::string>>>
      rejections;
  void reject(Operation *op, StringRef constraint, StringRef reason) {
    auto &list = rejections[op];
    std::pair<std::string, std::string> entry{constraint.str(), reason.str()};
    if (!llvm::is_contained(list, entry))
      list.push_back(entry);
  }
  /// (launch location, pattern) of in-place launch rewrites.
  std::vector<std::pair<std::string, std::string>> folds;
};

/// The loop structure of a linalg op, or what a template's shape checks
/// require of one (declared with each shape check in the native library).
using Structure = LoopStructure;

/// The name of `s` in reports ("elementwise", ...).
static StringRef structureName(Structure s) {
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
static Structure opStructure(Operation *operation) {
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
  return NativeLibrary::builtin().shapeCheckStructure(name, attrs);
}

/// One pattern of a template on its own (only for reports and remarks).
struct PatternInfo {
  std::string name;
  std::shared_ptr<FrozenRewritePatternSet> set;
  /// The ops the pattern matches besides its root (e.g. "kernel.launch"),
  /// to say what is missing when nothing on the op itself was rejected.
  SmallVector<std::string> otherOps;
  /// The op name its root must have, if it names one.
  std::optional<std::string> rootName;
  /// The checks it makes on its root op alone (the op and constants), in
  /// order: they can be run on an op whatever PDL matched around it.
  SmallVector<std::pair<std::string, SmallVector<Attribute>>> rootChecks;
};

/// One template file on its own (only for reports and remarks).
struct TemplateInfo {
  std::string name;
  /// Each pattern frozen on its own, so that a report names what failed in
  /// the pattern that came closest, not in whichever PDL tried first.
  std::vector<PatternInfo> patterns;
  /// The shape checks it makes on ops (einsum specs, IsConv2D, ...): the
  /// constraint name and its constant arguments after the op.
  SmallVector<std::pair<std::string, SmallVector<Attribute>>> shapeChecks;
  /// The structures of the kernels it recognizes: per pattern, the most
  /// specific structure its shape checks require (a pool pattern that also
  /// checks its elementwise divide is a convolution pattern).
  uint8_t kernelStructures = 0;
  /// The structures its patterns' root ops have (an epilogue pattern is
  /// rooted at an elementwise op, whatever kernel it fuses into).
  uint8_t rootStructures = 0;
};

struct ApplyTemplatesPass
    : public kmatch::impl::KmatchApplyTemplatesBase<ApplyTemplatesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    SmallVector<std::string> files;
    // For why-not reports, also keep each template on its own (a copy of the
    // module loaded here), to rank how close each came to matching an op
    // that stayed unmatched.
    bool whyNot = !report.empty() || remarks;
    FailureOr<PDLPatternModule> merged = loadTemplateSet(
        ctx, templates, files,
        [this](StringRef name, Operation *) {
          // Every pattern announces its name first (see loadTemplate).
          currentPattern = name.str();
          ++invocation;
        },
        [&](StringRef file, ModuleOp module) {
          if (whyNot)
            perTemplate.push_back(makeTemplateInfo(ctx, file, module));
        },
        &firings);
    if (failed(merged))
      return failure();
    RewritePatternSet set(ctx);
    set.add(std::move(*merged));
    patterns = std::make_shared<FrozenRewritePatternSet>(std::move(set));
    templateFiles.assign(files.begin(), files.end());
    return success();
  }

  /// One template on its own: its name, the shape checks it makes (they tell
  /// whether an op has its shape, whatever order PDL evaluates constraints
  /// in) and the structures they imply, and each pattern frozen separately.
  static TemplateInfo makeTemplateInfo(MLIRContext *ctx, StringRef file,
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
          c.getArgs().front() != root || c.getName() == kMayFireConstraint)
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

  /// Constraints that decide from an op's indexing alone whether it has a
  /// kernel's shape, whatever order PDL evaluates constraints in.
  static bool isShapeCheck(StringRef name) {
    return NativeLibrary::builtin().isShapeCheck(name);
  }

  /// Runs the native constraint `name` on `op` and constant `attrs` outside
  /// of any match. On failure, sets `reason` to the constraint's.
  static bool runCheck(Operation *op, StringRef name, ArrayRef<Attribute> attrs,
                       std::string *reason = nullptr) {
    static const llvm::StringMap<PDLConstraintFunction> functions =
        NativeLibrary::builtin().constraintFunctions();
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

  /// How close one template came to matching an op.
  struct Closeness {
    std::string name;
    unsigned passed = 0;
    bool shapeMatched = false; // an Indexing* constraint passed
    bool sameFamily = false;   // its kernels have the op's structure
    /// Every check on the op passed; a check on an op of the kernel that
    /// the pattern needs around it (not its shape) is what failed.
    bool onlyAround = false;
    std::string constraint, reason;
  };

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
  SmallVector<Closeness> closestTemplates(Operation *op) {
    Structure structure = opStructure(op);
    auto bit = static_cast<uint8_t>(structure);
    SmallVector<Closeness> result;
    for (const TemplateInfo &t : perTemplate) {
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
        if (!bit ||
            static_cast<uint8_t>(shapeCheckStructure(name, attrs)) == bit)
          c->shapeMatched |= runCheck(op, name, attrs);
      // A template without shape checks (e.g. launch-level folds only) can
      // still be close when it was rejected for something else.
      if (t.shapeChecks.empty())
        c->shapeMatched |= !isShapeCheck(c->constraint);
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

  void runOnOperation() override {
    MatchListener listener(currentPattern, invocation);
    LogicalResult converged = success();
    {
      ScopedRejectionSink sink([&](Operation *op, StringRef constraint,
                                   bool passed, StringRef reason) {
        if (!passed)
          listener.reject(op, constraint, reason);
      });
      converged = applyTemplatePatterns(getOperation(), *patterns, &listener,
                                        firings, maxRewrites);
    }
    if (failed(converged))
      return signalPassFailure();
    if (remarks)
      emitWhyNotRemarks(listener);
    if (!report.empty() && failed(writeReport(listener)))
      return signalPassFailure();
  }

  /// The linalg ops left after rewriting, in program order.
  SmallVector<Operation *> unmatchedOps() {
    SmallVector<Operation *> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      // A zero fill is not a kernel; it only matters as part of one.
      if (!isa<linalg::FillOp>(op))
        ops.push_back(op);
    });
    return ops;
  }

  std::string whyNot(Operation *op) {
    SmallVector<Closeness> closest = closestTemplates(op);
    if (closest.empty())
      return "no template applies to " + op->getName().getStringRef().str();
    const Closeness &best = closest.front();
    std::string text = best.shapeMatched
                           ? "closest template "
                           : "no template has this op's indexing; nearest ";
    return text + best.name + ": " + best.constraint + ": " + best.reason;
  }

  void emitWhyNotRemarks(const MatchListener &listener) {
    for (Operation *op : unmatchedOps())
      op->emitRemark("kmatch: not matched; ") << whyNot(op);
  }

  LogicalResult writeReport(const MatchListener &listener) {
    llvm::json::Array matches;
    llvm::StringMap<int64_t> perKernel;
    for (const MatchRecord &m : listener.matches) {
      matches.push_back(llvm::json::Object{{"location", m.location},
                                           {"op", m.opName},
                                           {"template", m.pattern},
                                           {"kernel", m.kernel}});
      ++perKernel[m.kernel];
    }
    llvm::json::Array folds;
    for (const auto &[loc, pattern] : listener.folds)
      folds.push_back(llvm::json::Object{{"location", loc}, {"template", pattern}});
    llvm::json::Object counts;
    for (auto &it : perKernel)
      counts[it.getKey()] = it.getValue();
    llvm::json::Array files;
    for (const std::string &f : templateFiles)
      files.push_back(f);
    llvm::json::Array unmatched;
    llvm::StringMap<std::pair<int64_t, int64_t>> perFunction;
    for (const MatchRecord &m : listener.matches)
      ++perFunction[m.function].first;
    for (Operation *op : unmatchedOps()) {
      std::string loc;
      llvm::raw_string_ostream os(loc);
      op->getLoc().print(os);
      llvm::json::Array rejected;
      auto it = listener.rejections.find(op);
      if (it != listener.rejections.end())
        for (const auto &[constraint, reason] : it->second)
          rejected.push_back(llvm::json::Object{{"constraint", constraint},
                                                {"reason", reason}});
      llvm::json::Array closest;
      for (const Closeness &c : closestTemplates(op))
        closest.push_back(llvm::json::Object{{"template", c.name},
                                             {"shape_matches", c.shapeMatched},
                                             {"checks_passed", c.passed},
                                             {"constraint", c.constraint},
                                             {"reason", c.reason}});
      unmatched.push_back(
          llvm::json::Object{{"location", loc},
                             {"op", op->getName().getStringRef()},
                             {"function", functionName(op)},
                             {"closest_templates", std::move(closest)},
                             {"rejected_by", std::move(rejected)},
                             {"structure", structureName(opStructure(op))}});
      ++perFunction[functionName(op)].second;
    }
    llvm::json::Object functions;
    for (auto &it : perFunction)
      functions[it.getKey()] = llvm::json::Object{
          {"matched", it.getValue().first}, {"unmatched", it.getValue().second}};
    llvm::json::Object perTemplate;
    for (const MatchRecord &m : listener.matches)
      perTemplate[m.pattern] =
          perTemplate.getInteger(m.pattern).value_or(0) + 1;
    llvm::json::Object root{{"templates", std::move(files)},
                            {"matches", std::move(matches)},
                            {"folds", std::move(folds)},
                            {"unmatched", std::move(unmatched)},
                            {"summary",
                             llvm::json::Object{
                                 {"kernels", std::move(counts)},
                                 {"templates", std::move(perTemplate)},
                                 {"functions", std::move(functions)}}}};
    std::error_code ec;
    llvm::raw_fd_ostream os(report, ec, llvm::sys::fs::OF_Text);
    if (ec)
      return getOperation().emitError("kmatch: cannot write report '")
             << report << "': " << ec.message();
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
    return success();
  }

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
  std::vector<TemplateInfo> perTemplate;
  std::string currentPattern;
  uint64_t invocation = 0;
  PatternFirings firings;
  SmallVector<std::string> templateFiles;
};

} // namespace
