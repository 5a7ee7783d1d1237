//===- MarkManualDeallocation.cpp - Keep the program's own frees -*- C++
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// --kmatch-mark-manual-deallocation: functions that free their own buffers
// keep doing so; ownership-based deallocation frees only what bufferization
// allocates.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/EquivalenceClasses.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHMARKMANUALDEALLOCATION
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
/// Whether `op` frees a buffer itself.
static bool freesMemory(Operation *op) { return isa<memref::DeallocOp>(op); }

static bool returnsMemRef(FunctionOpInterface fn) {
  return llvm::any_of(fn.getResultTypes(), llvm::IsaPred<BaseMemRefType>);
}

struct MarkManualDeallocation
    : kmatch::impl::KmatchMarkManualDeallocationBase<MarkManualDeallocation> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Functions joined by calls share one memory discipline: a caller may
    // allocate what its callee frees, and the other way round.
    llvm::EquivalenceClasses<Operation *> groups;
    llvm::SmallPtrSet<Operation *, 8> manual;
    SmallVector<FunctionOpInterface> fns;
    module.walk([&](FunctionOpInterface fn) {
      fns.push_back(fn);
      groups.insert(fn);
      fn.walk([&](Operation *op) {
        if (freesMemory(op))
          manual.insert(fn);
        auto call = dyn_cast<CallOpInterface>(op);
        if (!call)
          return;
        auto ref = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee());
        if (!ref)
          return;
        Operation *callee = SymbolTable::lookupNearestSymbolFrom(op, ref);
        if (callee && isa<FunctionOpInterface>(callee))
          groups.unionSets(fn, callee);
      });
    });
    if (manual.empty())
      return;
    auto isManual = [&](Operation *fn) {
      return llvm::any_of(
          manual, [&](Operation *m) { return groups.isEquivalent(fn, m); });
    };
    // A group with a function that returns a memref cannot follow the
    // ownership rules (the caller owns, and frees, every returned memref):
    // kmatch-buffer-deallocation leaves the whole group alone.
    llvm::SmallPtrSet<Operation *, 4> skippedGroups;
    for (FunctionOpInterface fn : fns)
      if (isManual(fn) && returnsMemRef(fn))
        skippedGroups.insert(groups.getLeaderValue(fn));
    MLIRContext *ctx = module.getContext();
    auto attr = StringAttr::get(
        ctx, bufferization::BufferizationDialect::kManualDeallocation);
    for (FunctionOpInterface fn : fns) {
      if (!isManual(fn))
        continue;
      if (skippedGroups.contains(groups.getLeaderValue(fn)))
        fn->setAttr("kmatch.skip_deallocation", UnitAttr::get(ctx));
      fn.walk([&](Operation *op) {
        if (isa<memref::AllocOp, memref::ReallocOp, memref::DeallocOp>(op))
          op->setAttr(attr, UnitAttr::get(ctx));
      });
    }
  }
};
} // namespace
