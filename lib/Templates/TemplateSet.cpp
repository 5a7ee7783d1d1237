//===- TemplateSet.cpp - Compiled template sets, once per context -------===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Loads and freezes a set of templates once per context: the kernel dialect
// keeps each compiled set by its files, so that the passes, pipeline runs and
// transform ops of one context share it.
//
// The frozen set's matcher, the templates merged and lowered to pdl_interp,
// is cached too (<key>.catalog.mlirbc), so that a warm start neither parses
// each template nor runs the PDL-to-PDLInterp conversion.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"
#include "TemplateCache.h"
#include "WhyNot.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "mlir/Conversion/PDLToPDLInterp/PDLToPDLInterp.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;

CompiledTemplateSet::CompiledTemplateSet() = default;
CompiledTemplateSet::~CompiledTemplateSet() = default;

/// The key of the set of `files`: each file with its size and modification
/// time, so that an edited template is compiled again.
static std::string templateSetKey(ArrayRef<std::string> files,
                                  bool withTemplateInfo) {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << (withTemplateInfo ? "info" : "plain");
  for (const std::string &file : files) {
    fs::file_status status;
    os << '\n' << file;
    if (!fs::status(file, status))
      os << ' ' << status.getSize() << ' '
         << status.getLastModificationTime().time_since_epoch().count();
  }
  return key;
}

/// Bumped whenever the cached catalog's format changes.
static constexpr const char *kCatalogVersion = "kmatch-catalog-v6";

/// The module attribute of a cached catalog that lists its native calls.
static constexpr llvm::StringLiteral kNativeCallsAttr = "kmatch.native_calls";

/// The cache entry name of the catalog of `files`: a hash of each file's
/// template key, in order, or "" when the cache is off or a file is
/// unreadable.
static std::string catalogEntryName(MLIRContext *ctx,
                                    ArrayRef<std::string> files) {
  if (getConfig(ctx).cachePolicy == CachePolicy::Off)
    return "";
  CacheKeyHasher hasher;
  hasher.update(kCatalogVersion);
  hasher.update(LLVM_VERSION_STRING);
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer)
      return "";
    hasher.update(file);
    hasher.update(templateKey(ctx, file, (*buffer)->getBuffer()));
  }
  return hasher.final() + ".catalog.mlirbc";
}

/// Appends to `calls` every native call of PDL module `module`, as
/// [kind ("c" or "r"), name, [constant args, unit where none], [is constant]]:
/// what checkNatives and checkNativeArgs look at, so that a cached catalog
/// is held to the same checks against the natives registered now.
static void collectNativeCalls(ModuleOp module, SetVector<Attribute> &calls) {
  Builder b(module.getContext());
  module.walk([&](Operation *op) {
    StringRef kind, name;
    if (auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(op)) {
      kind = "c";
      name = c.getName();
    } else if (auto r = dyn_cast<pdl::ApplyNativeRewriteOp>(op)) {
      kind = "r";
      name = r.getName();
    } else {
      return;
    }
    // The loader's own functions, added after the checks, are always there.
    if (isLoaderFunction(name))
      return;
    SmallVector<Attribute> args;
    SmallVector<bool> constant;
    for (Value arg : op->getOperands()) {
      auto attr = arg.getDefiningOp<pdl::AttributeOp>();
      Attribute value = attr ? attr.getValueAttr() : Attribute();
      constant.push_back(static_cast<bool>(value));
      args.push_back(value ? value : b.getUnitAttr());
    }
    calls.insert(b.getArrayAttr({b.getStringAttr(kind), b.getStringAttr(name),
                                 b.getArrayAttr(args),
                                 b.getDenseBoolArrayAttr(constant)}));
  });
}

/// Whether every native call of a cached catalog names a registered native
/// and passes its validators (checkNatives and checkNativeArgs, silently).
static bool nativeCallsResolve(ArrayAttr calls, const NativeLibrary &lib) {
  for (Attribute call : calls) {
    auto fields = dyn_cast<ArrayAttr>(call);
    if (!fields || fields.size() != 4)
      return false;
    auto kind = dyn_cast<StringAttr>(fields[0]);
    auto name = dyn_cast<StringAttr>(fields[1]);
    auto args = dyn_cast<ArrayAttr>(fields[2]);
    auto constant = dyn_cast<DenseBoolArrayAttr>(fields[3]);
    if (!kind || !name || !args || !constant ||
        args.size() != static_cast<size_t>(constant.size()))
      return false;
    if (kind.getValue() == "c" ? !lib.hasConstraint(name)
                               : !lib.hasRewrite(name))
      return false;
    SmallVector<Attribute> constantArgs;
    for (auto [arg, isConstant] : llvm::zip(args, constant.asArrayRef()))
      constantArgs.push_back(isConstant ? arg : Attribute());
    unsigned index = 0;
    std::string message;
    if (failed(lib.validateCall(name, constantArgs, index, message)))
      return false;
  }
  return true;
}

/// Moves every late check of the lowered matcher (NativeLibrary::
/// markLateCheck) after the other checks of the patterns it guards: before
/// each pdl_interp.record_match only its true edge reaches, where a failure
/// goes on as that record_match does. A late check with a record_match in a
/// region nested deeper than its own (a pdl_interp.foreach it precedes)
/// stays where it is: moved, it would run once per candidate. Every other
/// check, and what the matcher records, is as before.
static void sinkLateChecks(ModuleOp module, const NativeLibrary &lib) {
  struct Move {
    pdl_interp::ApplyConstraintOp check;
    SmallVector<pdl_interp::RecordMatchOp> guarded;
  };
  SmallVector<Move> moves;
  module.walk([&](pdl_interp::FuncOp func) {
    std::optional<DominanceInfo> dom;
    SmallVector<pdl_interp::RecordMatchOp> records;
    func.walk([&](pdl_interp::ApplyConstraintOp check) {
      Block *onTrue = check.getTrueDest();
      if (check->getNumResults() != 0 || !lib.isLateCheck(check.getName()) ||
          onTrue == check.getFalseDest() ||
          onTrue->getSinglePredecessor() != check->getBlock())
        return;
      if (!dom) {
        dom.emplace(func);
        func.walk([&](pdl_interp::RecordMatchOp r) { records.push_back(r); });
      }
      Move move{check, {}};
      bool nested = false;
      for (pdl_interp::RecordMatchOp record : records) {
        if (!dom->dominates(onTrue, record->getBlock()))
          continue;
        nested |= record->getParentRegion() != check->getParentRegion();
        move.guarded.push_back(record);
      }
      if (!nested && !move.guarded.empty())
        moves.push_back(std::move(move));
    });
  });
  for (Move &move : moves) {
    pdl_interp::ApplyConstraintOp check = move.check;
    OpBuilder b(check);
    for (pdl_interp::RecordMatchOp record : move.guarded) {
      Block *head = record->getBlock();
      Block *tail = head->splitBlock(record);
      b.setInsertionPointToEnd(head);
      pdl_interp::ApplyConstraintOp::create(
          b, check.getLoc(), TypeRange(), check.getNameAttr(), check.getArgs(),
          check.getIsNegatedAttr(), tail, record.getDest());
    }
    b.setInsertionPoint(check);
    pdl_interp::BranchOp::create(b, check.getLoc(), check.getTrueDest());
    check.erase();
  }
}

/// Lays out the blocks of every region of the lowered matcher in reverse
/// post-order, each block before its successors (unreachable ones last).
/// The bytecode built from the matcher at every load runs MLIR's liveness
/// analysis on it, whose worklist takes the block last queued first: in this
/// order each block is settled after its successors, and the analysis does a
/// tenth of the set unions it does in the order the lowering leaves (the
/// pdl_interp matcher is acyclic; a pdl_interp.foreach loops in a region of
/// its own). What the matcher does is unchanged: every branch names its
/// destination.
static void layOutReversePostOrder(ModuleOp module) {
  module.walk([](Region *region) {
    if (region->empty() || region->hasOneBlock())
      return;
    SmallVector<Block *> order(llvm::post_order(&region->front()));
    std::reverse(order.begin(), order.end());
    // Moving the reachable blocks to the back in order leaves the
    // unreachable ones in front of them; those go to the back after.
    llvm::SmallPtrSet<Block *, 32> reachable(order.begin(), order.end());
    for (Block *block : order)
      region->getBlocks().splice(region->end(), region->getBlocks(), block);
    for (Block &block : llvm::make_early_inc_range(*region)) {
      if (&block == order.front())
        break;
      if (!reachable.contains(&block))
        region->getBlocks().splice(region->end(), region->getBlocks(), &block);
    }
  });
}

/// Lowers the merged PDL module to pdl_interp in place, as
/// FrozenRewritePatternSet would (it skips a module with no pdl.pattern),
/// and moves the late checks last (sinkLateChecks).
static LogicalResult lowerToPdlInterp(ModuleOp module) {
  auto simplify = [](Operation *op) {
    if (isOpTriviallyDead(op))
      op->erase();
  };
  module.getBody()->walk(simplify);
  DenseMap<Operation *, PDLPatternConfigSet *> configMap;
  PassManager pm(module->getName());
  pm.enableVerifier(false);
  pm.addPass(createConvertPDLToPDLInterpPass(configMap));
  if (failed(pm.run(module)))
    return failure();
  sinkLateChecks(module, NativeLibrary::active());
  module.getBody()->walk(simplify);
  layOutReversePostOrder(module);
  return success();
}

FailureOr<std::shared_ptr<const CompiledTemplateSet>>
kmatch::getOrLoadTemplateSet(MLIRContext *ctx, ArrayRef<std::string> specs,
                             bool withTemplateInfo) {
  SmallVector<std::string> files;
  if (failed(collectTemplateFiles(ctx, specs, files)))
    return failure();
  auto *dialect = ctx->getLoadedDialect<kernel::KernelDialect>();
  std::string key = templateSetKey(files, withTemplateInfo);
  if (dialect)
    if (std::shared_ptr<const CompiledTemplateSet> set =
            dialect->lookupTemplateSet(key))
      return set;

  auto set = std::make_shared<CompiledTemplateSet>();
  auto freeze = [&](PDLPatternModule &&merged) {
    RewritePatternSet patterns(ctx);
    patterns.add(std::move(merged));
    populateReshapeChainPatterns(patterns);
    set->patterns = FrozenRewritePatternSet(std::move(patterns));
    if (dialect)
      dialect->addTemplateSet(key, set);
    return std::shared_ptr<const CompiledTemplateSet>(set);
  };

  // Warm: the catalog's lowered matcher, held to the native checks against
  // the natives registered now. Why-not reports need each template on its
  // own and load them all.
  std::string catalog =
      withTemplateInfo ? std::string() : catalogEntryName(ctx, files);
  if (!catalog.empty()) {
    ctx->getOrLoadDialect<pdl::PDLDialect>();
    ctx->getOrLoadDialect<pdl_interp::PDLInterpDialect>();
    OwningOpRef<ModuleOp> lowered =
        readCachedModule(ctx, catalog, "template set");
    auto calls = lowered
                     ? (*lowered)->getAttrOfType<ArrayAttr>(kNativeCallsAttr)
                     : ArrayAttr();
    if (calls && nativeCallsResolve(calls, NativeLibrary::active())) {
      (*lowered)->removeAttr(kNativeCallsAttr);
      PDLPatternModule merged(std::move(lowered));
      registerTemplateFunctions(merged, /*noteFn=*/nullptr);
      set->files.assign(files.begin(), files.end());
      return freeze(std::move(merged));
    }
  }

  SetVector<Attribute> calls;
  size_t withPatterns = 0;
  FailureOr<PDLPatternModule> merged = mergeTemplateFiles(
      ctx, files, /*noteFn=*/nullptr, [&](StringRef file, ModuleOp module) {
        ++withPatterns;
        collectNativeCalls(module, calls);
        if (withTemplateInfo)
          set->perTemplate.push_back(makeTemplateInfo(ctx, file, module));
      });
  if (failed(merged))
    return failure();
  set->files.assign(files.begin(), files.end());
  ModuleOp module = merged->getModule();
  if (!module)
    return freeze(std::move(*merged));
  if (failed(lowerToPdlInterp(module)))
    return emitError(UnknownLoc::get(ctx))
           << "kmatch: cannot lower the templates to the PDL interpreter";
  // A set that warned (a template without patterns) is not cached, so that
  // every load warns.
  // A cached catalog is read without the verifier (its checksum says it is
  // what was written here), so it is verified once, before it is written.
  if (!catalog.empty() && withPatterns == files.size() &&
      succeeded(verify(module))) {
    module->setAttr(kNativeCallsAttr, ArrayAttr::get(ctx, calls.getArrayRef()));
    writeCachedModule(ctx, catalog, module);
    module->removeAttr(kNativeCallsAttr);
  }
  return freeze(std::move(*merged));
}
