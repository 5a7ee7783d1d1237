//===- ReducedDims.cpp - Reductions that keep their reduced dim -*- C++ -*-===//
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

/// The expand_shape every used result of `op` goes through, when there is
/// one (the same reassociation and type for every result's element type),
/// that only inserts static unit dims; null otherwise.
static tensor::ExpandShapeOp unitDimExpand(linalg::GenericOp op) {
  tensor::ExpandShapeOp found;
  for (Value r : op->getResults()) {
    if (r.use_empty())
      continue;
    if (!r.hasOneUse())
      return {};
    auto expand = dyn_cast<tensor::ExpandShapeOp>(*r.getUsers().begin());
    if (!expand || !expand.getResultType().hasStaticShape())
      return {};
    if (found &&
        (expand.getReassociationIndices() != found.getReassociationIndices() ||
         expand.getResultType().getShape() != found.getResultType().getShape()))
      return {};
    found = expand;
  }
  if (!found)
    return {};
  for (Value r : op->getResults())
    if (cast<RankedTensorType>(r.getType()).getShape() !=
        found.getSrcType().getShape())
      return {};
  // Each group holds its source dim and unit dims only.
  ArrayRef<int64_t> to = found.getResultType().getShape();
  ArrayRef<int64_t> from = found.getSrcType().getShape();
  for (auto [src, group] : llvm::enumerate(found.getReassociationIndices())) {
    int64_t size = from[src], kept = 0;
    for (int64_t d : group) {
      if (to[d] != 1 && to[d] != size)
        return {};
      kept += to[d] == size ? 1 : 0;
    }
    if (kept < 1)
      return {};
  }
  return found;
}

/// Whether writing `op`'s results through `expand` puts a unit dim exactly
/// where each reduced loop sits: with the inserted dims read as the
/// reduction loops, in order, every init map becomes the identity (a
/// reduction's keepdim form). A unit dim inserted elsewhere (a batch_matmul's
/// leading batch of 1) is no reduced dim.
static bool insertsReducedDims(linalg::GenericOp op,
                               tensor::ExpandShapeOp expand) {
  ArrayRef<int64_t> to = expand.getResultType().getShape();
  ArrayRef<int64_t> from = expand.getSrcType().getShape();
  SmallVector<unsigned> reductions;
  op.getReductionDims(reductions);
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    if (map.getNumDims() != to.size())
      return false;
    unsigned next = 0, pos = 0;
    for (auto [src, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      bool placed = false;
      for (int64_t d : group) {
        AffineExpr expr;
        if (!placed && to[d] == from[src]) {
          expr = map.getResult(src);
          placed = true;
        } else if (next < reductions.size()) {
          expr = getAffineDimExpr(reductions[next++], op.getContext());
        } else {
          return false;
        }
        if (expr != getAffineDimExpr(pos++, op.getContext()))
          return false;
      }
    }
    if (next != reductions.size())
      return false;
  }
  return true;
}

void kmatch::keepReducedDims(Operation *root) {
  SmallVector<std::pair<linalg::GenericOp, tensor::ExpandShapeOp>> found;
  root->walk([&](linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() == 0)
      return;
    if (tensor::ExpandShapeOp expand = unitDimExpand(op);
        expand && insertsReducedDims(op, expand))
      found.push_back({op, expand});
  });
  IRRewriter rewriter(root->getContext());
  for (auto [op, expand] : found) {
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    ArrayRef<int64_t> to = expand.getResultType().getShape();
    ArrayRef<int64_t> from = expand.getSrcType().getShape();
    MLIRContext *ctx = rewriter.getContext();
    rewriter.setInsertionPoint(op);
    SmallVector<Value> inits;
    SmallVector<AffineMap> maps;
    for (OpOperand *in : op.getDpsInputOperands())
      maps.push_back(op.getMatchingIndexingMap(in));
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = cast<RankedTensorType>(init.get().getType());
      auto expanded = RankedTensorType::get(to, type.getElementType());
      // A fill stays a fill (templates read the init's fill value); any
      // other init is expanded.
      if (auto fill = init.get().getDefiningOp<linalg::FillOp>()) {
        Value empty = tensor::EmptyOp::create(rewriter, op.getLoc(), to,
                                              type.getElementType());
        inits.push_back(linalg::FillOp::create(rewriter, fill.getLoc(),
                                               fill.getInputs(),
                                               ValueRange{empty})
                            .getResult(0));
      } else {
        inits.push_back(tensor::ExpandShapeOp::create(
            rewriter, op.getLoc(), expanded, init.get(), groups));
      }
      // The reduced result keeps its dims: the source dim of each group
      // where it sits, 0 on the unit dims around it.
      AffineMap map = op.getMatchingIndexingMap(&init);
      SmallVector<AffineExpr> results;
      for (auto [src, group] : llvm::enumerate(groups)) {
        bool placed = false;
        for (int64_t d : group) {
          if (!placed && to[d] == from[src]) {
            results.push_back(map.getResult(src));
            placed = true;
          } else {
            results.push_back(getAffineConstantExpr(0, ctx));
          }
        }
      }
      maps.push_back(AffineMap::get(map.getNumDims(), 0, results, ctx));
    }
    SmallVector<Type> types;
    for (Value init : inits)
      types.push_back(init.getType());
    auto kept = linalg::GenericOp::create(rewriter, op.getLoc(), types,
                                          op.getDpsInputs(), inits, maps,
                                          op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), kept.getRegion(),
                                kept.getRegion().begin());
    for (auto [old, now] : llvm::zip(op->getResults(), kept->getResults()))
      if (!old.use_empty())
        rewriter.replaceOp(*old.getUsers().begin(), now);
    rewriter.eraseOp(op);
  }
}
