//===- kmatch-verify.cpp - Differential verification -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// For every function of a module on memrefs or tensors, checks that the
// kmatch-rewritten function computes what the original computes: it builds a
// harness that fills every argument with seeded random values (outputs too,
// so accumulation into initial contents is covered), JIT-runs the original
// (upstream lowering) and the rewritten program (CPU backend) in process with
// the ExecutionEngine, and compares every memref argument and every result
// after the call with dtype-aware tolerances.
//
// Whole programs are fine: functions it cannot drive (a `main` without
// arguments, a function on integers, one that frees its arguments) are
// reported SKIPPED with the reason, and dynamic dimensions get sizes that
// agree with the shape relations of the linalg ops (contractions share their
// reduction sizes, convolutions and pools read exactly their input).
//
//===----------------------------------------------------------------------===//
#include "Verify.h"

#include "kmatch/Conversion/Passes.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Pipelines/Pipelines.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/Templates/TemplateLoader.h"
#include "kmatch/TransformOps/KmatchTransformOps.h"
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <map>
#include <random>

using namespace mlir;
namespace cl = llvm::cl;

namespace kmatch::verify {

/// kmatch-verify's own options; --help lists only these and kmatch's
/// configuration (the libraries' backend options are hidden, see main).
cl::OptionCategory verifyCategory("kmatch-verify options");

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                               cl::Required, cl::cat(verifyCategory));
cl::list<std::string>
    functionNames("functions",
                  cl::desc("Functions to verify (default: every eligible one)"),
                  cl::CommaSeparated, cl::cat(verifyCategory));
cl::list<std::string> templates("templates",
                                cl::desc("Template files or directories"),
                                cl::CommaSeparated, cl::cat(verifyCategory));
cl::list<std::string> transformLibraries(
    "transform-library",
    cl::desc("Rewrite with these Transform-dialect templates (their "
             "@__transform_main) instead of the PDLL templates"),
    cl::CommaSeparated, cl::cat(verifyCategory));
cl::list<std::string> natives(
    "natives",
    cl::desc("Native plugins the templates call (see "
             "kmatch/Templates/NativePlugin.h)"),
    cl::CommaSeparated, cl::cat(verifyCategory));
cl::list<std::string>
    manifests("manifests",
              cl::desc("Kernel manifests (JSON) of your own kernels"),
              cl::CommaSeparated, cl::cat(verifyCategory));
cl::list<std::string> sharedLibs(
    "shared-libs",
    cl::desc("Shared libraries with the shims of your own kernels, loaded "
             "into the JIT besides kmatch's runtime"),
    cl::CommaSeparated, cl::cat(verifyCategory));
cl::opt<unsigned> seed("seed", cl::desc("Random seed"), cl::init(1),
                       cl::cat(verifyCategory));
cl::opt<int64_t>
    dynSize("dyn-size",
            cl::desc("Size of a dynamic dimension the linalg ops leave free"),
            cl::init(7), cl::cat(verifyCategory));
cl::list<std::string> dimSizes(
    "dim-size",
    cl::desc("Size of one dynamic dimension of a function argument, as "
             "<function>:<argument>:<dimension>=<size> (argument and "
             "dimension count from 0); the other sizes follow from it"),
    cl::CommaSeparated, cl::cat(verifyCategory));
cl::opt<double> rtolF32("rtol-f32", cl::init(1e-4),
                        cl::desc("Relative tolerance for f32"),
                        cl::cat(verifyCategory));
cl::opt<double> rtolF64("rtol-f64", cl::init(1e-10),
                        cl::desc("Relative tolerance for f64 (for outputs of "
                                 "functions with no f32 value)"),
                        cl::cat(verifyCategory));
cl::opt<double> floorFraction(
    "floor", cl::init(1e-2),
    cl::desc("Elements smaller than this fraction of an output's largest "
             "magnitude are compared relative to that fraction (rounding in "
             "cancelling sums is not an error)"),
    cl::cat(verifyCategory));
cl::opt<bool> specials(
    "specials",
    cl::desc("Put NaN, +-inf and +-0 into the inputs (1 in 8 elements; NaN "
             "and infinities in one argument per function, signed zeros in "
             "the others; none where the [0, 1) fill applies) and compare "
             "the sign of zeros too. Launches are exact on these only under "
             "kmatch.nan_exact: a FAIL elsewhere is marked as outside it"),
    cl::cat(verifyCategory));
cl::opt<std::string> jsonOut("json", cl::desc("Write results as JSON"),
                             cl::cat(verifyCategory));
cl::opt<bool> quiet("quiet", cl::desc("Print only failures and the summary"),
                    cl::cat(verifyCategory));

} // namespace kmatch::verify

using namespace kmatch::verify;

namespace {
/// One function the harness drives.
struct Target {
  std::string name;
  unsigned firstSlot, numSlots;
  /// The shapes the harness passes, one per shaped argument.
  std::vector<std::string> shapes;
  /// The arguments filled in [0, 1) (see fillsNonNegative).
  std::vector<int64_t> nonNegative;
  /// Whether any value of the function is f32: an f64 output computed
  /// from f32 values is only as close as f32 rounding allows.
  bool usesF32 = false;
  /// Whether the function or an op around it has kmatch.nan_exact.
  bool nanExact = false;
};

/// What one target's two runs gave.
struct Outcome {
  bool ok = true;
  double worst = 0;
  /// The first recorded value that differs, and how.
  std::string mismatch;
  /// A runtime error of either program, or the rewritten one's signal.
  std::string shimError;
};

/// The results, printed as they come and summarized (and written as JSON)
/// at the end.
class Report {
public:
  /// A function with nothing to compare, and why.
  void skip(const std::string &name, const std::string &reason, bool compared) {
    if (!quiet)
      llvm::outs() << "SKIPPED @" << name << ": " << reason << "\n";
    ++skipped;
    notCompared += compared;
    results.push_back(llvm::json::Object{
        {"function", name}, {"status", "SKIPPED"}, {"reason", reason}});
  }

  /// A compared function, rewritten into `kernels` (none: unmatched).
  void add(const Target &t, const std::vector<std::string> &kernels,
           const Outcome &o) {
    matched += !kernels.empty();
    failures += !o.ok;
    bool outside = specials && !o.ok && !t.nanExact;
    failuresOutside += outside;
    std::string status = !o.ok             ? "FAIL"
                         : kernels.empty() ? "UNMATCHED"
                                           : "PASS";
    if (!quiet || !o.ok) {
      llvm::outs() << status << " @" << t.name << " ("
                   << (kernels.empty()
                           ? "no launch"
                           : "launches: " + llvm::join(kernels, ", "))
                   << "; max rel err " << llvm::formatv("{0:e2}", o.worst)
                   << ")" << (o.shimError.empty() ? "" : ": " + o.shimError);
      if (!o.ok && !o.mismatch.empty())
        llvm::outs() << " [" << o.mismatch << "]";
      if (outside)
        llvm::outs() << " [not under kmatch.nan_exact: README, Semantics, "
                        "lists the launches that differ there on NaN, Inf "
                        "and signed zeros]";
      llvm::outs() << "\n";
    }
    llvm::json::Array ks;
    for (const std::string &k : kernels)
      ks.push_back(k);
    llvm::json::Object entry{
        {"function", t.name},
        {"status", status},
        {"kernels", std::move(ks)},
        // JSON has no infinity.
        {"max_rel_err", std::isfinite(o.worst) ? llvm::json::Value(o.worst)
                                               : llvm::json::Value(nullptr)},
        {"shapes", llvm::json::Array(t.shapes)},
        {"nonnegative_args", llvm::json::Array(t.nonNegative)}};
    if (!o.shimError.empty())
      entry["runtime_error"] = o.shimError;
    if (!o.ok && !o.mismatch.empty())
      entry["mismatch"] = o.mismatch;
    if (specials)
      entry["nan_exact"] = t.nanExact;
    results.push_back(std::move(entry));
  }

  /// Prints the summary line and writes --json; false if it cannot.
  bool summarize(size_t numTargets) {
    int64_t verified = numTargets - notCompared;
    llvm::outs() << "kmatch-verify: " << verified << " functions, " << matched
                 << " rewritten, " << failures << " failures, " << skipped
                 << " skipped";
    if (specials)
      llvm::outs() << " (with specials; " << failuresOutside
                   << " of the failures outside kmatch.nan_exact)";
    llvm::outs() << "\n";
    if (jsonOut.empty())
      return true;
    std::error_code ec;
    llvm::raw_fd_ostream os(jsonOut, ec);
    if (ec) {
      llvm::errs() << "kmatch-verify: cannot write " << jsonOut << "\n";
      return false;
    }
    os << llvm::formatv(
        "{0:2}",
        llvm::json::Value(llvm::json::Object{
            {"functions", std::move(results)},
            {"summary", llvm::json::Object{{"functions", verified},
                                           {"rewritten", (int64_t)matched},
                                           {"failures", (int64_t)failures},
                                           {"skipped", (int64_t)skipped},
                                           {"specials", (bool)specials},
                                           {"failures_outside_nan_exact",
                                            (int64_t)failuresOutside}}}}));
    return true;
  }

  unsigned failures = 0;

private:
  llvm::json::Array results;
  unsigned matched = 0, skipped = 0;
  /// Targets with nothing to compare: the original program traps, or its
  /// result depends on memory it never wrote.
  unsigned notCompared = 0;
  /// Under --specials, failures of functions outside kmatch.nan_exact, where
  /// README (Semantics) documents divergences on NaN, Inf and signed zeros.
  unsigned failuresOutside = 0;
};
} // namespace

/// The functions to drive, each with its harness added to `module`; those
/// that cannot be driven go to `report` with the reason.
static SmallVector<Target> pickTargets(ModuleOp module, DimSolver &dims,
                                       Report &report) {
  std::mt19937_64 rng(seed);
  SmallVector<Target> targets;
  SmallVector<func::FuncOp> fns(module.getOps<func::FuncOp>());
  llvm::DenseMap<Operation *, int> freedMemo;
  llvm::DenseMap<Operation *, bool> workMemo;
  unsigned slot = 0;
  for (func::FuncOp fn : fns) {
    if (fn.isExternal() || fn.getName().starts_with("__kmatch"))
      continue;
    if (!functionNames.empty() &&
        !llvm::is_contained(functionNames, fn.getName().str()))
      continue;
    std::string reason = whyNotDrivable(module, fn, freedMemo, workMemo);
    if (reason.empty())
      reason = dims.whyInconsistent(module, fn);
    if (!reason.empty()) {
      report.skip(fn.getName().str(), reason, /*compared=*/false);
      continue;
    }
    unsigned n = buildHarness(module, fn, slot, rng, dims);
    std::vector<std::string> shapes;
    for (BlockArgument arg : fn.getArguments()) {
      if (!isa<ShapedType>(arg.getType()))
        continue;
      MemRefType m = staticMemRef(arg, dims);
      shapes.push_back(llvm::join(
          llvm::map_range(m.getShape(),
                          [](int64_t d) { return std::to_string(d); }),
          "x"));
    }
    std::vector<int64_t> nonNegative;
    for (BlockArgument arg : fn.getArguments())
      if (isa<ShapedType>(arg.getType()) && fillsNonNegative(arg))
        nonNegative.push_back(arg.getArgNumber());
    auto isF32 = [](Type t) { return getElementTypeOrSelf(t).isF32(); };
    bool usesF32 = false;
    fn.walk([&](Operation *op) {
      usesF32 |= llvm::any_of(op->getResultTypes(), isF32);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          usesF32 |= llvm::any_of(block.getArgumentTypes(), isF32);
    });
    targets.push_back({fn.getName().str(), slot, n, std::move(shapes),
                       std::move(nonNegative), usesF32,
                       kmatch::isNanExact(fn)});
    slot += n;
  }
  return targets;
}

/// Applies the templates (or the Transform library) to `rewritten`, as the
/// pipeline would, before lowering.
static LogicalResult rewrite(MLIRContext &ctx, ModuleOp rewritten) {
  PassManager pm(&ctx);
  if (!transformLibraries.empty()) {
    if (!templates.empty()) {
      llvm::errs() << "kmatch-verify: give --templates or "
                      "--transform-library, not both\n";
      return failure();
    }
    if (failed(kmatch::loadNativePlugins(&ctx, natives)))
      return failure();
    transform::PreloadLibraryPassOptions preload;
    preload.transformLibraryPaths = llvm::to_vector(transformLibraries);
    pm.addPass(transform::createPreloadLibraryPass(preload));
    pm.addPass(transform::createInterpreterPass());
  } else {
    kmatch::KmatchApplyTemplatesOptions applyOptions;
    applyOptions.templates = llvm::to_vector(templates);
    applyOptions.natives = llvm::to_vector(natives);
    // Loops first, as --kmatch-pipeline raises them.
    pm.addNestedPass<func::FuncOp>(kmatch::createKmatchRaiseLoops());
    pm.addPass(kmatch::createKmatchApplyTemplates(applyOptions));
  }
  return pm.run(rewritten);
}

/// Compares what the two runs of `t` recorded.
static void compareRecordings(const Target &t, const Recording &ref,
                              const Recording &got, Outcome &o) {
  for (unsigned s = t.firstSlot; s < t.firstSlot + t.numSlots; ++s) {
    auto r = ref.slots.find(s), g = got.slots.find(s);
    if (r == ref.slots.end() && g == got.slots.end())
      continue;
    if (r == ref.slots.end() || g == got.slots.end()) {
      o.ok = false;
      continue;
    }
    Comparison c = compare(r->second.second, g->second.second, specials);
    double rtol = r->second.first && !t.usesF32 ? rtolF64 : rtolF32;
    if (!c.mismatch.empty() || c.maxRelErr > rtol)
      o.ok = false;
    if (o.mismatch.empty() && !c.mismatch.empty())
      o.mismatch = "recorded value #" + std::to_string(s - t.firstSlot) + " " +
                   c.mismatch;
    o.worst = std::max(o.worst, c.maxRelErr);
  }
  if (!o.shimError.empty())
    o.ok = false;
}

/// Runs `t`'s harness in both programs and compares, into `report`. Fails
/// only when the JIT cannot run the harness at all.
static LogicalResult verifyTarget(const Target &t, ExecutionEngine &refEngine,
                                  ExecutionEngine &newEngine,
                                  RuntimeErrors &runtimeErrors,
                                  const std::vector<std::string> &kernels,
                                  Report &report) {
  Recording ref, got;
  std::string harness = "__kmatch_verify_" + t.name;
  // New blocks are NaN in the original program and zeros in the
  // rewritten one, so that a read of memory neither wrote differs every
  // time, not by chance (readsUnwrittenMemory then says so).
  currentRecording = &ref;
  runtimeErrors.clear();
  std::string jitError;
  mallocPoison = 0xFF;
  int refSignal = runGuarded(refEngine, harness, jitError);
  mallocPoison = -1;
  Outcome o;
  o.shimError = runtimeErrors.last();
  if (!o.shimError.empty())
    o.shimError = "in the original program: " + o.shimError;
  if (refSignal) {
    // The program itself does not run on these inputs: nothing to compare.
    currentRecording = nullptr;
    report.skip(t.name,
                "the original program stops with signal " +
                    std::to_string(refSignal) + " (" + strsignal(refSignal) +
                    ") on the harness's inputs (index arguments are 0; "
                    "--dim-size sets sizes)",
                /*compared=*/true);
    return success();
  }
  currentRecording = &got;
  runtimeErrors.clear();
  mallocPoison = 0x00;
  int newSignal = runGuarded(newEngine, harness, jitError);
  mallocPoison = -1;
  if (o.shimError.empty())
    o.shimError = runtimeErrors.last();
  if (newSignal && o.shimError.empty())
    o.shimError = "the rewritten program stops with signal " +
                  std::to_string(newSignal) + " (" + strsignal(newSignal) + ")";
  currentRecording = nullptr;
  if (!jitError.empty()) {
    llvm::errs() << "kmatch-verify: cannot run @" << t.name << ": " << jitError
                 << "\n";
    return failure();
  }
  compareRecordings(t, ref, got, o);
  // A difference is the rewrite's only where the original program's own
  // result does not depend on memory it never wrote.
  if (!o.ok && o.shimError.empty() && readsUnwrittenMemory(refEngine, harness))
    report.skip(t.name,
                "the original program reads memory it never wrote (its "
                "result changes with what malloc returns: a memref.alloc read "
                "before it is written, or a read out of bounds at sizes "
                "that do not fit its views; give related sizes with "
                "--dim-size)",
                /*compared=*/true);
  else
    report.add(t, kernels, o);
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  kmatch::registerKmatchTemplatesPasses();
  kmatch::registerKmatchConversionPasses();
  kmatch::registerKmatchTransformsPasses();
  kmatch::registerConfigCLOptions();
  cl::HideUnrelatedOptions({&verifyCategory, &kmatch::getConfigCategory()});
  cl::ParseCommandLineOptions(
      argc, argv,
      "kmatch-verify: checks that kmatch's rewrite of each function computes "
      "what the original computes\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<kmatch::kernel::KernelDialect>();
  kmatch::registerTransformDialectExtension(registry);
  kmatch::registerConfig(registry,
                         kmatch::KmatchConfig::fromEnvironmentAndCommandLine());
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(inputFile, sourceMgr, ParserConfig(&ctx));
  if (!module)
    return 1;
  // Upstream's integration programs carry the Transform schedule their RUN
  // lines apply or erase; neither program the harness compares runs it.
  if (unsigned erased = eraseTransformSchedule(*module))
    llvm::errs() << "kmatch-verify: ignoring the Transform schedule (" << erased
                 << " top-level transform op" << (erased == 1 ? "" : "s")
                 << ")\n";

  // Sizes for dynamic dimensions, consistent across the whole module.
  DimSolver dims;
  dims.collect(*module);
  if (!applyDimSizes(*module, dims))
    return 1;
  dims.solve(dynSize);

  Report report;
  SmallVector<Target> targets = pickTargets(*module, dims, report);
  for (const std::string &name : functionNames)
    if (!module->lookupSymbol<func::FuncOp>(name)) {
      llvm::errs() << "kmatch-verify: no function @" << name << " in "
                   << inputFile << "\n";
      return 1;
    }
  if (targets.empty())
    return report.summarize(0) ? 0 : 1;

  // Only what the harnesses call is compiled: a function the pipeline cannot
  // lower (a sparse one, a main on complex numbers) stops nothing else.
  eraseUnreachedFunctions(*module);

  OwningOpRef<ModuleOp> original = module->clone();
  OwningOpRef<ModuleOp> rewritten = module->clone();
  // Which functions kmatch rewrites, before lowering.
  if (failed(rewrite(ctx, *rewritten)))
    return 1;
  llvm::StringMap<std::vector<std::string>> kernelsOf;
  rewritten->walk([&](kmatch::kernel::LaunchOp launch) {
    auto fn = launch->getParentOfType<func::FuncOp>();
    kernelsOf[fn.getName()].push_back(launch.getKernelName().str());
  });
  // The reference is upstream's lowering as is (scalar loops); the rewritten
  // program gets kmatch's whole pipeline, fusion and vectorization included.
  if (failed(lower(*original, /*applyTemplates=*/false, /*vectorize=*/false)) ||
      failed(lower(*rewritten, /*applyTemplates=*/false, /*vectorize=*/true)))
    return 1;

  std::unique_ptr<ExecutionEngine> refEngine = jit(*original);
  std::unique_ptr<ExecutionEngine> newEngine = jit(*rewritten);
  if (!refEngine || !newEngine)
    return 1;
  RuntimeErrors runtimeErrors;
  if (!runtimeErrors.load()) {
    llvm::errs() << "kmatch-verify: cannot find the error entry points of "
                 << runtimeLibrary() << "\n";
    return 1;
  }
  for (const Target &t : targets)
    if (failed(verifyTarget(t, *refEngine, *newEngine, runtimeErrors,
                            kernelsOf.lookup(t.name), report)))
      return 1;
  if (!report.summarize(targets.size()))
    return 1;
  return report.failures ? 2 : 0;
}
