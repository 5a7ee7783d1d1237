//===- TemplateLoader.cpp - Load .pdll templates at run time ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds the template files, loads each as a PDL module (compiling .pdll
// through TemplateCache), rejects templates that call native functions nobody
// registered or leave matcher values unbound, and applies the merged set.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/TemplateLoader.h"
#include "Prepare.h"
#include "TemplateCache.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/NativePlugin.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Native rewrite that every loaded pattern calls first with its name.
const char *const kmatch::kNotePatternRewrite = "__kmatch_note_pattern";

/// Native constraint that every loaded pattern checks last in its matcher.
const char *const kmatch::kMayFireConstraint = "__kmatch_may_fire";
const char *const kmatch::kLaunchTypesConstraint = "__kmatch_launch_types";
const char *const kmatch::kLaunchOperandTypesCheck = "LaunchOperandTypes";

bool kmatch::isLoaderFunction(StringRef name) {
  return name == kNotePatternRewrite || name == kMayFireConstraint ||
         name == kLaunchTypesConstraint;
}

static bool isTemplateFile(StringRef file) {
  return file.ends_with(".pdll") || file.ends_with(".pdl") ||
         file.ends_with(".pdl.mlir");
}

static LogicalResult addSpec(MLIRContext *ctx, StringRef spec,
                             SmallVectorImpl<std::string> &files) {
  Location loc = UnknownLoc::get(ctx);
  if (fs::is_directory(spec)) {
    std::error_code ec;
    size_t before = files.size();
    for (fs::directory_iterator it(spec, ec), end; it != end && !ec;
         it.increment(ec))
      if (isTemplateFile(it->path()) && !fs::is_directory(it->path()))
        files.push_back(it->path());
    if (ec)
      return emitError(loc) << "kmatch: cannot read template directory '"
                            << spec << "': " << ec.message();
    if (files.size() == before)
      return emitError(loc) << "kmatch: template directory '" << spec
                            << "' has no templates (.pdll, .pdl or .pdl.mlir)";
    std::sort(files.begin() + before, files.end());
    return success();
  }
  if (!fs::exists(spec))
    return emitError(loc) << "kmatch: template '" << spec
                          << "' does not exist";
  if (!isTemplateFile(spec))
    return emitError(loc) << "kmatch: '" << spec
                          << "' is not a template (.pdll, .pdl or .pdl.mlir)";
  files.push_back(spec.str());
  return success();
}

FailureOr<SmallVector<std::string>>
kmatch::resolveTemplateSpecs(MLIRContext *ctx, ArrayRef<std::string> specs) {
  const KmatchConfig &config = getConfig(ctx);
  SmallVector<std::string> all(specs.begin(), specs.end());
  if (all.empty()) {
    std::string dir = config.defaultTemplateDir();
    if (dir.empty())
      return emitError(UnknownLoc::get(ctx))
             << "kmatch: no templates given and the default patterns/ "
                "directory was not found; pass templates=<files or dirs>";
    all.push_back(dir);
  }
  for (const std::string &extra : config.templatePath)
    if (!llvm::is_contained(all, extra))
      all.push_back(extra);
  return all;
}

LogicalResult kmatch::loadNativePlugins(MLIRContext *ctx,
                                        ArrayRef<std::string> extra,
                                        SmallVectorImpl<std::string> *all) {
  SmallVector<std::string> libs(extra.begin(), extra.end());
  for (const std::string &lib : getConfig(ctx).nativeLibraries)
    if (!llvm::is_contained(libs, lib))
      libs.push_back(lib);
  bool ok = true;
  for (const std::string &lib : libs) {
    std::string error;
    if (failed(loadNativePlugin(lib, error))) {
      emitError(UnknownLoc::get(ctx)) << "kmatch: " << error;
      ok = false;
    }
  }
  if (all)
    all->assign(libs.begin(), libs.end());
  return success(ok);
}

LogicalResult
kmatch::collectTemplateFiles(MLIRContext *ctx, ArrayRef<std::string> specs,
                             SmallVectorImpl<std::string> &files) {
  FailureOr<SmallVector<std::string>> all = resolveTemplateSpecs(ctx, specs);
  if (failed(all))
    return failure();
  for (const std::string &spec : *all)
    if (failed(addSpec(ctx, spec, files)))
      return failure();
  // De-duplicate by real path, keeping order.
  llvm::StringSet<> seen;
  SmallVector<std::string> unique;
  for (const std::string &file : files) {
    SmallString<256> real;
    if (fs::real_path(file, real))
      real = file;
    if (seen.insert(real).second)
      unique.push_back(real.str().str());
  }
  files.assign(unique.begin(), unique.end());
  return success();
}

/// Checks that every native function the PDL module calls is registered.
static LogicalResult checkNatives(ModuleOp module, const NativeLibrary &lib) {
  bool ok = true;
  llvm::StringSet<> reported;
  module.walk([&](Operation *op) {
    if (auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(op)) {
      if (lib.hasConstraint(c.getName()) ||
          !reported.insert("c:" + c.getName().str()).second)
        return;
      ok = false;
      emitError(op->getLoc())
          << "template calls native constraint '" << c.getName()
          << "', which is not registered; registered constraints: "
          << llvm::join(lib.constraintNames(), ", ")
          << " (a native of your own is loaded from a plugin with natives= "
             "or KMATCH_NATIVES; see kmatch/Templates/NativePlugin.h)";
    }
    if (auto r = dyn_cast<pdl::ApplyNativeRewriteOp>(op)) {
      if (lib.hasRewrite(r.getName()) ||
          !reported.insert("r:" + r.getName().str()).second)
        return;
      ok = false;
      emitError(op->getLoc())
          << "template calls native rewrite '" << r.getName()
          << "', which is not registered; registered rewrites: "
          << llvm::join(lib.rewriteNames(), ", ")
          << " (a native of your own is loaded from a plugin with natives= "
             "or KMATCH_NATIVES; see kmatch/Templates/NativePlugin.h)";
    }
  });
  return success(ok);
}

/// Runs the natives' validators on the constant arguments of every call, so
/// that a malformed spec string is an error at its template line when the
/// template loads, not a constraint that silently never matches.
static LogicalResult checkNativeArgs(ModuleOp module,
                                     const NativeLibrary &lib) {
  bool ok = true;
  module.walk([&](Operation *op) {
    StringRef name;
    if (auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(op))
      name = c.getName();
    else if (auto r = dyn_cast<pdl::ApplyNativeRewriteOp>(op))
      name = r.getName();
    else
      return;
    SmallVector<Attribute> constantArgs;
    for (Value arg : op->getOperands()) {
      auto attr = arg.getDefiningOp<pdl::AttributeOp>();
      constantArgs.push_back(attr ? attr.getValueAttr() : Attribute());
    }
    unsigned index = 0;
    std::string message;
    if (succeeded(lib.validateCall(name, constantArgs, index, message)))
      return;
    ok = false;
    emitError(op->getLoc()) << "kmatch: argument " << index << " of " << name
                            << ": " << message;
  });
  return success(ok);
}

/// Whether matcher value `v` of a pdl.pattern is bound by the match: reached
/// from the root through pdl.operation operands, attributes or result types
/// (directly, or as the type of such an operand), or a literal. PDL's verifier
/// accepts a pdl.operand used only by a native constraint or by the rewrite,
/// but the PDL-to-PDLInterp lowering crashes on one; reject it here instead.
static bool isBoundInMatcher(Value v, pdl::PatternOp pattern, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (isa<pdl::OperationOp, pdl::ResultOp, pdl::ResultsOp,
          pdl::ApplyNativeConstraintOp>(def))
    return true;
  if (auto attr = dyn_cast<pdl::AttributeOp>(def); attr && attr.getValue())
    return true;
  if (auto type = dyn_cast<pdl::TypeOp>(def); type && type.getConstantType())
    return true;
  if (auto types = dyn_cast<pdl::TypesOp>(def); types && types.getConstantTypes())
    return true;
  for (Operation *user : v.getUsers()) {
    if (user->getParentOp() != pattern)
      continue; // uses in the rewrite do not bind
    if (isa<pdl::OperationOp>(user))
      return true;
    if (isa<pdl::OperandOp, pdl::OperandsOp, pdl::AttributeOp>(user) &&
        isBoundInMatcher(user->getResult(0), pattern, depth + 1))
      return true;
  }
  return false;
}

static LogicalResult checkMatcherBindings(ModuleOp module) {
  bool ok = true;
  for (auto pattern : module.getOps<pdl::PatternOp>()) {
    for (Operation &op : pattern.getBodyRegion().front()) {
      if (!isa<pdl::OperandOp, pdl::OperandsOp, pdl::AttributeOp, pdl::TypeOp,
               pdl::TypesOp>(op))
        continue;
      if (isBoundInMatcher(op.getResult(0), pattern))
        continue;
      ok = false;
      op.emitError("kmatch: this ")
          << op.getName()
          << " is not bound by the match: no pdl.operation in the matcher "
             "uses it, only native constraints or the rewrite do; use it as "
             "an operand, attribute or type of a matched operation";
    }
  }
  return success(ok);
}

OwningOpRef<ModuleOp> kmatch::loadTemplate(MLIRContext *ctx, StringRef file,
                                           const NativeLibrary &lib) {
  Location fileLoc = FileLineColLoc::get(ctx, file, 0, 0);
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer) {
    emitError(fileLoc) << "kmatch: cannot read template: "
                       << buffer.getError().message();
    return nullptr;
  }
  ctx->getOrLoadDialect<pdl::PDLDialect>();
  OwningOpRef<ModuleOp> module =
      file.ends_with(".pdll")
          ? compilePdll(ctx, file, (*buffer)->getBuffer())
          : parseSourceString<ModuleOp>((*buffer)->getBuffer(),
                                        ParserConfig(ctx), file);
  if (!module)
    return nullptr;
  for (Operation &op : module->getBody()->getOperations())
    if (!isa<pdl::PatternOp>(op)) {
      op.emitError("kmatch: a template may only contain pdl.pattern ops, got ")
          << op.getName();
      return nullptr;
    }
  if (failed(checkMatcherBindings(*module)) ||
      failed(checkNatives(*module, lib)) ||
      failed(checkNativeArgs(*module, lib)))
    return nullptr;

  // Qualify pattern names with the template name ("gemm.GemmAccumulate") and
  // make each rewrite announce that name, for the match report.
  std::string stem = path::stem(file).str();
  if (StringRef(stem).ends_with(".pdl"))
    stem = path::stem(stem).str();
  unsigned anon = 0;
  for (auto pattern : module->getOps<pdl::PatternOp>()) {
    std::string name = pattern.getSymName()
                           ? pattern.getSymName()->str()
                           : ("pattern" + std::to_string(anon++));
    std::string qualified = stem + "." + name;
    pattern.setSymName(qualified);
    pdl::RewriteOp rewrite = pattern.getRewriter();
    if (!rewrite.getBody() || !rewrite.getRoot())
      continue;
    // The operand types of the root first, then of every other op the
    // matcher binds: a launch may take any of their operands. A constraint
    // of its own: kMayFireConstraint on the root alone is the same check in
    // every pattern with that root, which PDL's matcher tree shares (with
    // every bound op among its arguments it was not, and matching a module
    // took 1.3x to 5x as long).
    SmallVector<Value> bound{rewrite.getRoot()};
    for (auto operation : pattern.getBodyRegion().getOps<pdl::OperationOp>())
      if (operation.getOp() != rewrite.getRoot())
        bound.push_back(operation.getOp());
    OpBuilder b(rewrite);
    pdl::ApplyNativeConstraintOp::create(b, pattern.getLoc(), TypeRange{},
                                         kLaunchTypesConstraint, bound);
    pdl::ApplyNativeConstraintOp::create(b, pattern.getLoc(), TypeRange{},
                                         kMayFireConstraint,
                                         ValueRange{rewrite.getRoot()});
    b.setInsertionPointToStart(rewrite.getBody());
    Value nameAttr = pdl::AttributeOp::create(b, pattern.getLoc(),
                                              b.getStringAttr(qualified));
    pdl::ApplyNativeRewriteOp::create(
        b, pattern.getLoc(), TypeRange{}, kNotePatternRewrite,
        ValueRange{rewrite.getRoot(), nameAttr});
  }
  return module;
}

namespace {
/// The application of templates running on this thread: where the patterns
/// of a compiled set shared by several passes report (see
/// applyTemplatePatterns).
struct ActiveApplication {
  PatternFirings *firings = nullptr;
  const PatternNoteFn *noteFn = nullptr;
};
} // namespace

static thread_local ActiveApplication activeApplication;

/// Fails when an operand or result of `op` has a type no launch can take,
/// and then tells the rejection sink why, on behalf of `root`.
static LogicalResult checkLaunchOperandTypes(Operation *op, Operation *root) {
  std::string why = kernel::unsupportedLaunchOperandTypeOf(op);
  if (why.empty())
    return success();
  std::string where = op == root || !root
                          ? std::string()
                          : " of " + op->getName().getStringRef().str();
  reportRejection(root ? root : op, kLaunchOperandTypesCheck,
                  "an operand" + where + ": " + why);
  return failure();
}

void kmatch::registerTemplateFunctions(PDLPatternModule &module,
                                       PatternNoteFn noteFn,
                                       PatternFirings *firings) {
  NativeLibrary::active().registerInto(module);
  module.registerRewriteFunction(
      kNotePatternRewrite,
      [noteFn, firings](PatternRewriter &rewriter, PDLResultList &,
                        ArrayRef<PDLValue> args) {
        auto name = args.size() == 2 ? dyn_cast_or_null<StringAttr>(
                                           args[1].dyn_cast<Attribute>())
                                     : StringAttr();
        if (!name)
          return success();
        auto *root = args[0].dyn_cast<Operation *>();
        // The driver revisits an op only when a rewrite changes it. A rewrite
        // that leaves its root as it is (one that changes the root's
        // operands' producers) must still let the root's other patterns try
        // again: this marks it changed.
        if (root)
          rewriter.modifyOpInPlace(root, [] {});
        if (PatternFirings *counter =
                firings ? firings : activeApplication.firings)
          counter->note(name.getValue(), root);
        if (noteFn)
          noteFn(name.getValue(), root);
        else if (activeApplication.noteFn && *activeApplication.noteFn)
          (*activeApplication.noteFn)(name.getValue(), root);
        return success();
      });
  module.registerConstraintFunction(
      kMayFireConstraint,
      [firings](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        // A launch is a host library call: it cannot run inside device code,
        // where each thread would make the call (and none can link it).
        if (!args.empty())
          if (auto *root = args[0].dyn_cast<Operation *>();
              root && kernel::enclosingDeviceCode(root))
            return failure();
        PatternFirings *counter = firings ? firings : activeApplication.firings;
        return success(!counter || counter->mayFire());
      });
  module.registerConstraintFunction(
      kLaunchTypesConstraint,
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        // A launch cannot take a sparse tensor, a memref in another memory
        // space or one with a layout that is not strided (see
        // kernel::unsupportedLaunchOperandType), whichever bound op has it.
        Operation *root =
            args.empty() ? nullptr : args[0].dyn_cast<Operation *>();
        for (const PDLValue &arg : args)
          if (auto *op = arg.dyn_cast<Operation *>())
            if (failed(checkLaunchOperandTypes(op, root)))
              return failure();
        return success();
      });
}

FailureOr<PDLPatternModule>
kmatch::mergeTemplateFiles(MLIRContext *ctx, ArrayRef<std::string> files,
                           PatternNoteFn noteFn,
                           std::function<void(StringRef, ModuleOp)> inspectFn,
                           PatternFirings *firings) {
  const NativeLibrary &lib = NativeLibrary::active();
  // On a cold cache, compile the templates' PDLL several at a time.
  PdllPrefetch prefetch(ctx, files);
  PDLPatternModule merged;
  bool ok = true;
  for (const std::string &file : files) {
    OwningOpRef<ModuleOp> module = loadTemplate(ctx, file, lib);
    if (!module) {
      ok = false;
      continue;
    }
    // MLIR 22 crashes compiling a PDL module without patterns (found by
    // fuzz/template_loader_fuzzer); such a template contributes nothing.
    if (module->getOps<pdl::PatternOp>().empty()) {
      emitWarning(FileLineColLoc::get(ctx, file, 0, 0))
          << "kmatch: template defines no patterns";
      continue;
    }
    if (inspectFn)
      inspectFn(file, *module);
    merged.mergeIn(PDLPatternModule(std::move(module)));
  }
  if (!ok)
    return failure();
  registerTemplateFunctions(merged, std::move(noteFn), firings);
  return merged;
}

//===----------------------------------------------------------------------===//
// Applying templates
//===----------------------------------------------------------------------===//

void PatternFirings::note(StringRef pattern, Operation *root) {
  ++total;
  auto &entry = *counts.try_emplace(pattern, 0).first;
  ++entry.second;
  last = entry.getKey();
  if (root)
    lastLoc.insert_or_assign(pattern, root->getLoc());
}

bool PatternFirings::mayFire() {
  if (total < limit)
    return true;
  exhausted = true;
  return false;
}

void PatternFirings::reset(int64_t newLimit) {
  limit = newLimit;
  total = 0;
  exhausted = false;
  counts.clear();
  lastLoc.clear();
}

/// Appends the ops nested in `op`'s regions that a template may root at, in
/// post-order (the order upstream's region driver visits them): every op
/// except those in the payload of a linalg op. A payload holds the scalar
/// body of one iteration, where no kernel can be launched, and is most of a
/// linalg program's ops.
static void collectTemplateRoots(Operation *op,
                                 SmallVectorImpl<Operation *> &roots) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block) {
        if (!isa<linalg::LinalgOp>(nested))
          collectTemplateRoots(&nested, roots);
        roots.push_back(&nested);
      }
}

/// Erases the ops a sweep left without users and without memory effects (a
/// tensor.pad whose conv now reads the unpadded input), users before
/// producers, through `rewriter` so that listeners see each erasure.
static void eraseDeadOps(Operation *op, RewriterBase &rewriter) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested :
           llvm::make_early_inc_range(llvm::reverse(block))) {
        if (!isa<linalg::LinalgOp>(nested))
          eraseDeadOps(&nested, rewriter);
        if (nested.getNumResults() != 0 && isOpTriviallyDead(&nested))
          rewriter.eraseOp(&nested);
      }
}

namespace {
/// Forwards every notification, and notes the erasures after which a
/// failed match may succeed in another sweep: an op erased outside a
/// rewrite (dead), which leaves its operands with fewer uses for a
/// HasOneUse checked earlier, and an op on memrefs that a rewrite rooted
/// elsewhere erased (a scale folded into a later gemm), which may
/// have stood between two statements that a merge tried earlier.
struct SweepListener : public RewriterBase::ForwardingListener {
  using ForwardingListener::ForwardingListener;

  void notifyPatternBegin(const Pattern &pattern, Operation *op) override {
    ForwardingListener::notifyPatternBegin(pattern, op);
    rewriteRoot = op;
    created.clear();
  }
  /// The ops a rewrite created are verified when it ends: a user's template
  /// can build an op its verifier rejects (a launch without outs), which the
  /// driver would otherwise erase as dead, and the computation it replaced
  /// with it would vanish without a word.
  void notifyPatternEnd(const Pattern &pattern, LogicalResult status) override {
    ForwardingListener::notifyPatternEnd(pattern, status);
    rewriteRoot = nullptr;
    if (succeeded(status))
      for (Operation *op : created)
        if (failed(mlir::verify(op, /*verifyRecursively=*/false))) {
          // PDL patterns have no debug name; the rewrite noted its own.
          StringRef name = pattern.getDebugName();
          if (name.empty() && firings)
            name = firings->last;
          emitError(op->getLoc())
              << "kmatch: the rewrite of pattern '" << name
              << "' built an invalid '" << op->getName()
              << "' (the error above); fix the template's rewrite";
          invalid = true;
        }
    created.clear();
  }
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    ForwardingListener::notifyOperationInserted(op, previous);
    if (rewriteRoot)
      created.insert(op);
  }
  void notifyOperationErased(Operation *op) override {
    ForwardingListener::notifyOperationErased(op);
    created.remove(op);
    // The op's regions are gone by now: its memref operands stand for its
    // effects.
    if (!rewriteRoot ||
        (op != rewriteRoot &&
         llvm::any_of(op->getOperandTypes(), llvm::IsaPred<BaseMemRefType>)))
      enabling = true;
  }

  Operation *rewriteRoot = nullptr;
  /// Where the rewrites note their patterns' names.
  const PatternFirings *firings = nullptr;
  /// The ops the current rewrite created and did not erase.
  llvm::SetVector<Operation *> created;
  /// An erasure that may enable a match happened since this was reset.
  bool enabling = false;
  /// A rewrite built an op that does not verify.
  bool invalid = false;
};
} // namespace

LogicalResult kmatch::applyTemplatePatterns(
    Operation *root, const FrozenRewritePatternSet &patterns,
    RewriterBase::Listener *listener, PatternFirings &firings,
    int64_t maxRewrites, PatternNoteFn noteFn, bool fixpoint) {
  fillsFromScalarGenerics(root);
  dropUnitChannelMultipliers(root);
  normalizeUnitDimReads(root);
  keepReducedDims(root);
  forwardIdentityCopies(root);
  foldCollapsedBroadcasts(root);
  dropUnitBatches(root);
  foldBroadcastCopies(root);
  fuseBatchNormChains(root);
  generalizeSplatReaders(root);
  splatBiasesAlongChannels(root);
  dropUnitDimsOfBiases(root);
  privatizeSharedInits(root);
  inlineConstantOperands(root);
  fuseActivationDags(root);
  SmallVector<Operation *> roots;
  collectTemplateRoots(root, roots);
  if (maxRewrites <= 0)
    maxRewrites = std::max<int64_t>(1024, 16 * roots.size());
  // Every template rewrite removes a linalg op or changes a launch, so a
  // terminating template set needs few rewrites per op. Past the bound, the
  // constraint every pattern ends its matcher with fails; with folding off,
  // nothing else changes the IR, so the driver then stops.
  firings.reset(maxRewrites);
  SweepListener sweepListener(listener);
  sweepListener.firings = &firings;
  GreedyRewriteConfig config;
  config.enableFolding(false)
      .enableConstantCSE(false)
      .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled)
      .setListener(&sweepListener);
  if (root->getNumRegions() == 1)
    config.setScope(&root->getRegion(0));
  {
    // Patterns loaded without callbacks of their own report here.
    ActiveApplication previous = activeApplication;
    activeApplication = {&firings, &noteFn};
    // A sweep runs upstream's worklist driver once over the ops a template
    // may root at, top-down: producers are rewritten before their consumers
    // are tried, so a consumer sees the launch it folds into, on tensors and
    // memrefs alike. Ops a rewrite creates, changes or leaves with one user
    // join the worklist, and every rewrite revisits its root (see the note
    // rewrite). The ops it leaves dead go at the end.
    IRRewriter rewriter(root->getContext(), &sweepListener);
    auto sweep = [&](bool collect) {
      if (collect) {
        roots.clear();
        collectTemplateRoots(root, roots);
      }
      std::reverse(roots.begin(), roots.end());
      int64_t before = firings.total;
      sweepListener.enabling = false;
      if (!roots.empty())
        (void)applyOpPatternsGreedily(roots, patterns, config);
      eraseDeadOps(root, rewriter);
      return firings.total != before;
    };
    // Upstream's region driver sweeps until a sweep changes nothing, and so
    // does `fixpoint`. Otherwise another sweep runs only after an erasure
    // that may enable a match tried before it (SweepListener): a second
    // sweep over a module that needs none was a quarter of the pass.
    bool fired = sweep(/*collect=*/false);
    while (!firings.exhausted && !sweepListener.invalid &&
           (fixpoint ? fired : sweepListener.enabling))
      fired = sweep(/*collect=*/true);
    if (sweepListener.invalid) {
      activeApplication = previous;
      return failure();
    }
    // KMATCH_CHECK_FIXPOINT=1 (set by the test suite): one more sweep must
    // rewrite nothing.
    if (!fixpoint && getConfig(root->getContext()).checkFixpoint &&
        !firings.exhausted) {
      llvm::StringMap<uint64_t> before = firings.counts;
      if (sweep(/*collect=*/true))
        for (const auto &it : firings.counts) {
          if (before.lookup(it.getKey()) == it.getValue())
            continue;
          activeApplication = previous;
          return emitError(firings.lastLoc.at(it.getKey()))
                 << "kmatch: " << it.getKey()
                 << " fired in one more sweep (KMATCH_CHECK_FIXPOINT): the "
                    "sweeps left it unapplied; root it at the consumer, or "
                    "apply the templates with fixpoint";
        }
    }
    activeApplication = previous;
  }
  if (!firings.exhausted)
    return success();

  SmallVector<std::pair<StringRef, uint64_t>> fired;
  for (const auto &it : firings.counts)
    fired.push_back({it.getKey(), it.getValue()});
  // Most firings first, then by name.
  llvm::stable_sort(fired, [](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  Location loc = root->getLoc();
  if (!fired.empty()) {
    auto it = firings.lastLoc.find(fired.front().first);
    if (it != firings.lastLoc.end())
      loc = it->second;
  }
  InFlightDiagnostic diag = emitError(loc)
                            << "kmatch: templates did not converge after "
                            << maxRewrites << " rewrites";
  if (fired.size() > 3)
    fired.resize(3);
  SmallVector<std::string> names;
  for (const auto &[name, count] : fired)
    names.push_back((name + " (" + Twine(count) + " times)").str());
  if (!names.empty())
    diag << "; the patterns that kept firing: " << llvm::join(names, ", ");
  return diag;
}
