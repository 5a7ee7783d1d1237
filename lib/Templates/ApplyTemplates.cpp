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

#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "llvm/Support/JSON.h"
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

/// One template file on its own (only for reports and remarks).
struct TemplateInfo {
  std::string name;
  std::shared_ptr<FrozenRewritePatternSet> set;
  /// The shape checks it makes on a root op (einsum specs, IsConv2D, ...):
  /// the constraint name and its constant arguments after the op.
  SmallVector<std::pair<std::string, SmallVector<Attribute>>> shapeChecks;
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
  /// in), and its patterns frozen separately.
  static TemplateInfo makeTemplateInfo(MLIRContext *ctx, StringRef file,
                                       ModuleOp module) {
    TemplateInfo info;
    info.name = llvm::sys::path::stem(file).str();
    if (StringRef(info.name).ends_with(".pdl"))
      info.name = llvm::sys::path::stem(info.name).str();
    module.walk([&](pdl::ApplyNativeConstraintOp c) {
      if (!isShapeCheck(c.getName()) || c.getArgs().empty())
        return;
      SmallVector<Attribute> attrs;
      for (Value arg : c.getArgs().drop_front()) {
        auto attr = arg.getDefiningOp<pdl::AttributeOp>();
        if (!attr || !attr.getValueAttr())
          return;
        attrs.push_back(attr.getValueAttr());
      }
      info.shapeChecks.push_back({c.getName().str(), attrs});
    });
    PDLPatternModule pdl(OwningOpRef<ModuleOp>(module.clone()));
    registerTemplateFunctions(pdl, nullptr);
    RewritePatternSet single(ctx);
    single.add(std::move(pdl));
    info.set = std::make_shared<FrozenRewritePatternSet>(std::move(single));
    return info;
  }

  /// Constraints that decide from an op's indexing alone whether it has a
  /// kernel's shape, whatever order PDL evaluates constraints in.
  static bool isShapeCheck(StringRef name) {
    return llvm::is_contained(
        {StringRef("IndexingMatchesEinsum"),
         StringRef("IndexingMatchesEinsumUpToTranspose"),
         StringRef("IndexingIsElementwise"), StringRef("IsConv2D"),
         StringRef("IsDepthwiseConv2D"), StringRef("IsPool2D")},
        name);
  }

  /// Runs a shape check on `op` outside of any match.
  static bool passesShapeCheck(Operation *op, StringRef name,
                               ArrayRef<Attribute> attrs) {
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
    ScopedRejectionSink quiet([](Operation *, StringRef, bool, StringRef) {});
    return succeeded(it->second(rewriter, results, args));
  }

  /// How close one template came to matching an op.
  struct Closeness {
    std::string name;
    unsigned passed = 0;
    bool shapeMatched = false; // an Indexing* constraint passed
    std::string constraint, reason;
  };

  /// The templates that got furthest on `op`, best first: those whose einsum
  /// spec (the kernel's shape) the op has, then by the number of native
  /// checks passed before the first rejection.
  SmallVector<Closeness> closestTemplates(Operation *op) {
    SmallVector<Closeness> result;
    for (const TemplateInfo &t : perTemplate) {
      Closeness c{t.name, 0, false, "", ""};
      for (const auto &[name, attrs] : t.shapeChecks)
        c.shapeMatched |= passesShapeCheck(op, name, attrs);
      const auto &set = t.set;
      {
        ScopedRejectionSink sink([&](Operation *o, StringRef constraint,
                                     bool passed, StringRef reason) {
          if (o != op)
            return;
          if (passed) {
            ++c.passed;
          } else if (c.constraint.empty()) {
            c.constraint = constraint.str();
            c.reason = reason.str();
          }
        });
        PatternApplicator applicator(*set);
        applicator.applyDefaultCostModel();
        PatternRewriter rewriter(op->getContext());
        rewriter.setInsertionPoint(op);
        // The full set already failed on op, so no pattern applies here.
        (void)applicator.matchAndRewrite(op, rewriter);
      }
      if (c.constraint.empty())
        continue;
      // A template without shape checks (e.g. launch-level folds only) can
      // still be close when it was rejected for something else.
      if (t.shapeChecks.empty())
        c.shapeMatched |= !isShapeCheck(c.constraint);
      result.push_back(std::move(c));
    }
    llvm::stable_sort(result, [](const Closeness &a, const Closeness &b) {
      return std::make_pair(a.shapeMatched, a.passed) >
             std::make_pair(b.shapeMatched, b.passed);
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
                             {"rejected_by", std::move(rejected)}});
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
  SmallVector<TemplateInfo> perTemplate;
  std::string currentPattern;
  uint64_t invocation = 0;
  PatternFirings firings;
  SmallVector<std::string> templateFiles;
};

} // namespace
