//===- CheckLowered.cpp - Nothing left outside the LLVM dialect -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-check-lowered: the end of kmatch-pipeline; every op that is not in
// the LLVM dialect is reported by name, and a Transform-dialect schedule left
// in the module once, as a schedule.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "llvm/ADT/StringSet.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHCHECKLOWERED
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
struct CheckLowered : kmatch::impl::KmatchCheckLoweredBase<CheckLowered> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> left, casts, schedules;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      Dialect *dialect = op->getDialect();
      if (isa<ModuleOp>(op) ||
          (dialect &&
           dialect->getNamespace() == LLVM::LLVMDialect::getDialectNamespace()))
        return WalkResult::advance();
      // A Transform-dialect schedule (upstream tests carry one beside the
      // payload) is not part of the program: one error for the whole of it.
      if (dialect && dialect->getNamespace() ==
                         transform::TransformDialect::getDialectNamespace()) {
        schedules.push_back(op);
        return WalkResult::skip();
      }
      (isa<UnrealizedConversionCastOp>(op) ? casts : left).push_back(op);
      return WalkResult::advance();
    });
    for (Operation *op : schedules)
      op->emitError() << "a Transform-dialect schedule ('" << op->getName()
                      << "') is left in the module; kmatch-pipeline does not "
                         "run it: apply it first (mlir-opt "
                         "--transform-interpreter) or remove it";
    // Casts are only the trace a failed conversion leaves around an op it
    // could not convert: name them only when nothing else is left.
    llvm::StringSet<> reported;
    for (Operation *op : left.empty() ? casts : left) {
      // One error per op name: the first occurrence is enough to act on.
      if (!reported.insert(op->getName().getStringRef()).second)
        continue;
      op->emitError() << "'" << op->getName()
                      << "' is left after lowering to the LLVM dialect; no "
                         "lowering for it runs in this pipeline";
    }
    if (!reported.empty() || !schedules.empty())
      signalPassFailure();
  }
};
} // namespace
