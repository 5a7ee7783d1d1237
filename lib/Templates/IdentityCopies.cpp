//===- IdentityCopies.cpp - Copies of a tensor into its own type -*- C++ -*-===//
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

/// Whether result k of `map` reads loop k, or index 0 of a dim of static size
/// 1 (torch-mlir's `(0, d1, d2)` at batch 1), for every k.
static bool readsInPlace(AffineMap map, ShapedType type) {
  if (map.getNumResults() != map.getNumDims() ||
      static_cast<int64_t>(map.getNumResults()) != type.getRank())
    return false;
  for (auto [k, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (dim.getPosition() != k)
        return false;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || type.getDimSize(k) != 1)
      return false;
  }
  return true;
}

/// A linalg.generic on tensors that yields its one input element into an
/// init of the same type, every element read where it is written.
static bool isIdentityCopy(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops())
    return false;
  Block &body = op.getRegion().front();
  if (&body.front() != body.getTerminator() ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return false;
  OpOperand *in = op.getDpsInputOperand(0);
  OpOperand *out = op.getDpsInitOperand(0);
  auto type = dyn_cast<RankedTensorType>(in->get().getType());
  if (!type || type != out->get().getType() ||
      type != op->getResult(0).getType())
    return false;
  return readsInPlace(op.getMatchingIndexingMap(in), type) &&
         readsInPlace(op.getMatchingIndexingMap(out), type);
}

void kmatch::forwardIdentityCopies(Operation *root) {
  SmallVector<linalg::GenericOp> copies;
  root->walk([&](linalg::GenericOp op) {
    if (isIdentityCopy(op))
      copies.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::GenericOp op : copies)
    rewriter.replaceOp(op, op.getDpsInputs()[0]);
}
