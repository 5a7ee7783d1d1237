//===- SharedInits.cpp - One init per op, on tensors ------------*- C++ -*-===//
//
// See SharedInits.h.
//
//===----------------------------------------------------------------------===//
#include "SharedInits.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

void kmatch::privatizeSharedInits(Operation *root) {
  SmallVector<linalg::FillOp> shared;
  root->walk([&](linalg::FillOp fill) {
    if (fill.hasPureTensorSemantics() && fill->getNumResults() == 1 &&
        !fill->getResult(0).hasOneUse() && !fill->getResult(0).use_empty())
      shared.push_back(fill);
  });
  for (linalg::FillOp fill : shared) {
    SmallVector<OpOperand *> inits;
    bool otherUses = false;
    for (OpOperand &use : fill->getResult(0).getUses()) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
      if (linalgOp && linalgOp.isDpsInit(&use))
        inits.push_back(&use);
      else
        otherUses = true;
    }
    // One init keeps the original when nothing else reads it.
    OpBuilder builder(fill);
    builder.setInsertionPointAfter(fill);
    for (size_t i = otherUses ? 0 : 1; i < inits.size(); ++i)
      inits[i]->set(builder.clone(*fill)->getResult(0));
  }
}
