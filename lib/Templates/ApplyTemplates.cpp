//===- ApplyTemplates.cpp - --kmatch-apply-templates ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pass that loads kernel templates at run time and rewrites the linalg
// kernels they recognize into kernel.launch.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/Passes.h"

#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"
#include "kmatch/Transforms/RaiseLoops.h"
#include "WhyNot.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace kmatch {
#define GEN_PASS_DEF_KMATCHAPPLYTEMPLATES
#include "kmatch/Templates/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {

/// One rewrite, for the report.
struct MatchRecord {
  /// Printed only when the report is written: printing a location builds
  /// an AsmState, which was a measurable part of rewriting a large module.
  Location location;
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
    // An erased op's address may be reused by an op created later, which
    // must not look recorded or attributed already.
    recorded.erase(op);
    attributed.erase(op);
    createdBy.erase(op);
    if (lastLaunch == op)
      lastLaunch = nullptr;
  }

  void record(Operation *op, Operation *replacement) {
    auto launch = dyn_cast_or_null<kernel::LaunchOp>(replacement);
    if (!launch || recorded.contains(op) || attributed.contains(launch))
      return;
    recorded.insert(op);
    attributed.insert(launch);
    matches.push_back({op->getLoc(), op->getName().getStringRef().str(),
                       currentPattern, launch.getKernelName().str(),
                       functionName(op)});
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

struct ApplyTemplatesPass
    : public kmatch::impl::KmatchApplyTemplatesBase<ApplyTemplatesPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    // Natives first: the templates call them. The option then names every
    // plugin loaded, as it names every template, for crash reproducers.
    SmallVector<std::string> allNatives;
    if (failed(loadNativePlugins(ctx, natives, &allNatives)))
      return failure();
    natives = allNatives;
    // For why-not reports, the set also keeps each template on its own, to
    // rank how close each came to matching an op that stayed unmatched.
    bool whyNot = !report.empty() || remarks;
    FailureOr<std::shared_ptr<const CompiledTemplateSet>> set =
        getOrLoadTemplateSet(ctx, templates, whyNot);
    if (failed(set))
      return failure();
    templateSet = std::move(*set);
    // The option names every template file applied, whatever the
    // configuration added, so that a crash reproducer carries them.
    templates = llvm::to_vector(templateSet->files);
    return success();
  }

  void runOnOperation() override {
    MatchListener listener(currentPattern, invocation);
    if (!report.empty())
      linalgOpsBefore = unmatchedOps().size();
    LogicalResult converged = success();
    {
      // Only the report reads the rejections. Without a sink, natives format
      // no reasons and nothing is recorded per constraint call.
      std::optional<ScopedRejectionSink> sink;
      if (!report.empty())
        sink.emplace([&](Operation *op, StringRef constraint, bool passed,
                         StringRef reason) {
          if (!passed)
            listener.reject(op, constraint, reason);
        });
      // Only the report reads what the listener records (which pattern
      // replaced which op, the folds): without one, no listener, and no
      // strings built per rewrite.
      converged = applyTemplatePatterns(
          getOperation(), templateSet->patterns,
          report.empty() ? nullptr : &listener, firings, maxRewrites,
          [this](StringRef name, Operation *) {
            // Every pattern announces its name first (see loadTemplate).
            currentPattern = name.str();
            ++invocation;
          },
          fixpoint);
    }
    if (failed(converged))
      return signalPassFailure();
    if (remarks)
      emitWhyNotRemarks(listener);
    if (!report.empty() && failed(writeReport(listener)))
      return signalPassFailure();
  }

  /// The linalg ops left after rewriting, in program order: structured ops
  /// and the others (linalg.softmax, linalg.pack, ...), which no template
  /// may know.
  SmallVector<Operation *> unmatchedOps() {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      // A zero fill is not a kernel; it only matters as part of one. An
      // unregistered op (--allow-unregistered-dialect) has no dialect.
      if (isa_and_present<linalg::LinalgDialect>(op->getDialect()) &&
          !isa<linalg::FillOp, linalg::YieldOp, linalg::IndexOp>(op))
        ops.push_back(op);
    });
    return ops;
  }

  void emitWhyNotRemarks(const MatchListener &listener) {
    for (Operation *op : unmatchedOps())
      op->emitRemark("kmatch: not matched; ")
          << whyNot(templateSet->perTemplate, op);
  }

  /// Whether `kernel` is a convolution or matrix product: what an epilogue
  /// (batch norm, residual add, activation) fuses into.
  static bool isComputeKernel(StringRef kernel) {
    return kernel.starts_with("conv") ||
           kernel.starts_with("depthwise_conv") ||
           kernel.starts_with("gemm") || kernel == "batch_gemm";
  }

  /// The floating-point operations of a conv or matmul launch (two per
  /// multiply-add), from its operand shapes; nullopt where a shape is dynamic.
  /// Convolutions: numel(Y) * numel(W) / channels(Y) multiply-adds (W holds
  /// channels(Y) filters of the per-output window, grouped or depthwise
  /// alike). Matrix products: numel(C) * K, K read from A under transA.
  static std::optional<int64_t> computeFlops(kernel::LaunchOp launch) {
    SmallVector<ShapedType> shaped;
    for (Value v : launch->getOperands())
      if (auto t = dyn_cast<ShapedType>(v.getType()))
        shaped.push_back(t);
    if (shaped.size() < 3 ||
        llvm::any_of(shaped, [](ShapedType t) { return !t.hasStaticShape(); }))
      return std::nullopt;
    ShapedType out = shaped.back();
    StringRef kernel = launch.getKernelName();
    int64_t k = 0;
    if (kernel.starts_with("conv") || kernel.starts_with("depthwise_conv")) {
      auto layout = launch->getAttrOfType<IntegerAttr>("layout");
      bool channelsLast = layout && layout.getInt() == 1;
      int64_t channels =
          out.getRank() < 2 ? 0
                            : out.getDimSize(channelsLast ? out.getRank() - 1 : 1);
      if (channels <= 0)
        return std::nullopt;
      k = shaped[1].getNumElements() / channels;
    } else {
      ShapedType a = shaped[0];
      if (a.getRank() < 2)
        return std::nullopt;
      Attribute trans = launch->getAttr("transA");
      bool transA = false;
      if (auto b = dyn_cast_or_null<BoolAttr>(trans))
        transA = b.getValue();
      else if (auto i = dyn_cast_or_null<IntegerAttr>(trans))
        transA = i.getInt() != 0;
      k = a.getDimSize(a.getRank() - (transA ? 2 : 1));
    }
    return 2 * out.getNumElements() * k;
  }

  /// An epilogue left apart from the launch it reads: an elementwise linalg
  /// op that computes (not a layout op: transpose, broadcast, copy, or a
  /// generic that only yields an input), or a @batchnorm or @add launch.
  static bool isEpilogueLeftApart(Operation *user) {
    if (auto launch = dyn_cast<kernel::LaunchOp>(user))
      return launch.getKernelName() == "batchnorm" ||
             launch.getKernelName() == "add";
    auto op = dyn_cast<linalg::LinalgOp>(user);
    if (!op || op.getNumParallelLoops() != op.getNumLoops() ||
        isa<linalg::TransposeOp, linalg::BroadcastOp, linalg::CopyOp>(user))
      return false;
    Block *body = op.getBlock();
    return !(body && body->getOperations().size() == 1 &&
             isa<BlockArgument>(body->getTerminator()->getOperand(0)));
  }

  LogicalResult writeReport(const MatchListener &listener) {
    llvm::json::Array matches;
    for (const MatchRecord &m : listener.matches) {
      std::string loc;
      llvm::raw_string_ostream os(loc);
      m.location.print(os);
      matches.push_back(llvm::json::Object{{"location", loc},
                                           {"op", m.opName},
                                           {"template", m.pattern},
                                           {"kernel", m.kernel},
                                           {"function", m.function}});
    }
    // The launches of the final IR, by kernel and by function: a launch a
    // later template folded into another is no kernel call.
    llvm::StringMap<int64_t> perKernel;
    llvm::StringMap<std::pair<int64_t, int64_t>> perFunction;
    getOperation().walk([&](kernel::LaunchOp launch) {
      ++perKernel[launch.getKernelName()];
      ++perFunction[functionName(launch)].first;
    });
    llvm::json::Array folds;
    for (const auto &[loc, pattern] : listener.folds)
      folds.push_back(llvm::json::Object{{"location", loc}, {"template", pattern}});
    llvm::json::Object counts;
    for (auto &it : perKernel)
      counts[it.getKey()] = it.getValue();
    llvm::json::Array files;
    for (const std::string &f : templateSet->files)
      files.push_back(f);
    llvm::json::Array unmatched;
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
      for (const Closeness &c : closestTemplates(templateSet->perTemplate, op))
        closest.push_back(llvm::json::Object{{"template", c.name},
                                             {"shape_matches", c.shapeMatched},
                                             {"checks_passed", c.passed},
                                             {"body_matches", !c.bodyMismatch},
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
    // Fusion (tensors): conv and matmul launches, and those whose result an
    // epilogue still reads apart from them.
    // Their FLOPs too: a big conv left apart weighs more than a small one.
    int64_t computeLaunches = 0, computeFlopsTotal = 0, flopsApart = 0;
    llvm::json::Array apart;
    getOperation().walk([&](kernel::LaunchOp launch) {
      if (!isComputeKernel(launch.getKernelName()))
        return;
      ++computeLaunches;
      int64_t flops = computeFlops(launch).value_or(0);
      computeFlopsTotal += flops;
      for (Operation *user : launch->getUsers()) {
        if (!isEpilogueLeftApart(user))
          continue;
        flopsApart += flops;
        std::string loc;
        llvm::raw_string_ostream os(loc);
        launch->getLoc().print(os);
        apart.push_back(llvm::json::Object{
            {"location", loc},
            {"kernel", launch.getKernelName()},
            {"epilogue", user->getName().getStringRef()},
            {"flops", flops}});
        return;
      }
    });
    // The loop nests --kmatch-raise-loops left, with why.
    llvm::json::Array loopsLeft;
    getOperation().walk([&](Operation *op) {
      auto why = op->getAttrOfType<StringAttr>(kStaysLoopAttr);
      if (!why)
        return;
      std::string loc;
      llvm::raw_string_ostream os(loc);
      op->getLoc().print(os);
      loopsLeft.push_back(llvm::json::Object{{"location", loc},
                                             {"function", functionName(op)},
                                             {"why", why.getValue()}});
    });
    int64_t loopsLeftCount = loopsLeft.size();
    int64_t apartCount = apart.size();
    int64_t unmatchedCount = unmatched.size();
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
                            {"epilogues_apart", std::move(apart)},
                            {"unmatched", std::move(unmatched)},
                            {"loops_left", std::move(loopsLeft)},
                            {"summary",
                             llvm::json::Object{
                                 {"kernels", std::move(counts)},
                                 {"templates", std::move(perTemplate)},
                                 {"linalg_ops_before", linalgOpsBefore},
                                 {"linalg_ops_after", unmatchedCount},
                                 {"compute_launches", computeLaunches},
                                 {"epilogues_apart", apartCount},
                                 {"compute_flops", computeFlopsTotal},
                                 {"flops_apart", flopsApart},
                                 {"loop_nests_left", loopsLeftCount},
                                 {"functions", std::move(functions)}}}};
    std::error_code ec;
    llvm::raw_fd_ostream os(report, ec, llvm::sys::fs::OF_Text);
    if (ec)
      return getOperation().emitError("kmatch: cannot write report '")
             << report << "': " << ec.message();
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
    return success();
  }

  /// The templates, compiled once per context.
  std::shared_ptr<const CompiledTemplateSet> templateSet;
  std::string currentPattern;
  uint64_t invocation = 0;
  /// The linalg ops (as unmatchedOps counts them) before rewriting.
  int64_t linalgOpsBefore = 0;
  PatternFirings firings;
};

} // namespace
