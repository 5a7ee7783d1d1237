//===- SharedInits.cpp - One init per op, on tensors ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

/// An op that only makes a new tensor: a fill, or an all-parallel
/// linalg op (torch-mlir's conv bias broadcast) writing into tensor.empty.
/// Copying it duplicates no effect and reads nothing another op wrote.
static bool makesInit(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1)
    return false;
  if (isa<linalg::FillOp>(op))
    return true;
  if (!isa<linalg::GenericOp, linalg::BroadcastOp>(op) ||
      op.getNumParallelLoops() != op.getNumLoops())
    return false;
  return llvm::all_of(op.getDpsInits(), [](Value init) {
    return init.getDefiningOp<tensor::EmptyOp>() != nullptr;
  });
}

void kmatch::privatizeSharedInits(Operation *root) {
  SmallVector<linalg::LinalgOp> shared;
  root->walk([&](linalg::LinalgOp op) {
    if (makesInit(op) && !op->getResult(0).hasOneUse() &&
        !op->getResult(0).use_empty())
      shared.push_back(op);
  });
  for (linalg::LinalgOp op : shared) {
    SmallVector<OpOperand *> inits;
    bool otherUses = false;
    for (OpOperand &use : op->getResult(0).getUses()) {
      auto user = dyn_cast<linalg::LinalgOp>(use.getOwner());
      if (user && user.isDpsInit(&use))
        inits.push_back(&use);
      else
        otherUses = true;
    }
    // One init keeps the original when nothing else reads it.
    OpBuilder builder(op);
    builder.setInsertionPointAfter(op);
    for (size_t i = otherUses ? 0 : 1; i < inits.size(); ++i)
      inits[i]->set(builder.clone(*op)->getResult(0));
  }
}
