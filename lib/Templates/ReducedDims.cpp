//===- ReducedDims.cpp - Reductions that keep their reduced dim -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

/// An elementwise link between a reduction and its expand: a
/// linalg.generic on tensors, all-parallel with identity maps, that reads
/// `v` (its only use) beside other inputs of v's type (TensorFlow's mean:
/// the sum, then `/ dense<196.0> : tensor<1x96xf32>`, then the expand), and
/// whose body does not read its init.
static linalg::GenericOp elementwiseLink(Value v) {
  if (!v.hasOneUse())
    return {};
  auto g = dyn_cast<linalg::GenericOp>(*v.getUsers().begin());
  if (!g || !g.hasPureTensorSemantics() || g.getNumDpsInits() != 1 ||
      g.getNumParallelLoops() != g.getNumLoops() ||
      g->getResult(0).getType() != v.getType() ||
      !llvm::all_of(g.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }) ||
      !llvm::all_of(g.getDpsInputs(),
                    [&](Value in) { return in.getType() == v.getType(); }) ||
      g.payloadUsesValueFromOperand(g.getDpsInitOperand(0)))
    return {};
  return g;
}

/// The expand_shape every used result of `op` goes through, when there is
/// one (the same reassociation and type for every result's element type),
/// that only inserts static unit dims; null otherwise. A single result may
/// reach it through elementwise links (elementwiseLink), returned in
/// `links` in order.
static tensor::ExpandShapeOp
unitDimExpand(linalg::GenericOp op, SmallVectorImpl<linalg::GenericOp> &links) {
  tensor::ExpandShapeOp found;
  links.clear();
  for (Value r : op->getResults()) {
    if (r.use_empty())
      continue;
    if (op->getNumResults() == 1)
      while (linalg::GenericOp link = elementwiseLink(r)) {
        links.push_back(link);
        r = link->getResult(0);
      }
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
/// reduction's keepdim form), or a permutation that places each reduced
/// loop where an input of the same rank reads it (TensorFlow's NHWC mean,
/// loops (n, c, h, w), reads (n, h, w, c) and keeps (n, 1, 1, c)). A unit
/// dim inserted elsewhere (a batch_matmul's leading batch of 1) is no
/// reduced dim.
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
    unsigned next = 0;
    SmallVector<AffineExpr> exprs;
    SmallVector<unsigned> reducedAt;
    for (auto [src, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      bool placed = false;
      for (int64_t d : group) {
        if (!placed && to[d] == from[src]) {
          exprs.push_back(map.getResult(src));
          placed = true;
        } else if (next < reductions.size()) {
          reducedAt.push_back(exprs.size());
          exprs.push_back(
              getAffineDimExpr(reductions[next++], op.getContext()));
        } else {
          return false;
        }
      }
    }
    if (next != reductions.size())
      return false;
    AffineMap kept =
        AffineMap::get(map.getNumDims(), 0, exprs, op.getContext());
    if (kept.isIdentity())
      continue;
    if (!kept.isPermutation())
      return false;
    bool readThere = llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *in) {
      AffineMap inMap = op.getMatchingIndexingMap(in);
      return inMap.getNumResults() == exprs.size() &&
             llvm::all_of(reducedAt, [&](unsigned p) {
               return inMap.getResult(p) == exprs[p];
             });
    });
    if (!readThere)
      return false;
  }
  return true;
}

/// Each link of `links` again on the expanded shape of `expand`, the first
/// reading `v` where it read the reduction, into a fresh tensor (the links
/// do not read their inits); their other inputs expanded alike (a splat
/// constant as the same splat of the new shape, for inlineConstantOperands
/// to read). Returns the last one's result.
static Value relink(IRRewriter &rewriter, Value old, Value v,
                    ArrayRef<linalg::GenericOp> links,
                    tensor::ExpandShapeOp expand) {
  ArrayRef<int64_t> to = expand.getResultType().getShape();
  for (linalg::GenericOp link : links) {
    rewriter.setInsertionPoint(link);
    auto type = cast<RankedTensorType>(link->getResult(0).getType());
    auto expanded = RankedTensorType::get(to, type.getElementType());
    // The inputs in their order, the reduction's value where it was.
    SmallVector<Value> ordered;
    for (Value in : link.getDpsInputs()) {
      DenseElementsAttr splat;
      if (in == old)
        ordered.push_back(v);
      else if (matchPattern(in, m_Constant(&splat)) && splat.isSplat())
        ordered.push_back(arith::ConstantOp::create(
            rewriter, link.getLoc(), splat.resizeSplat(expanded)));
      else
        ordered.push_back(
            tensor::ExpandShapeOp::create(rewriter, link.getLoc(), expanded, in,
                                          expand.getReassociationIndices()));
    }
    Value empty = tensor::EmptyOp::create(rewriter, link.getLoc(), to,
                                          type.getElementType());
    SmallVector<AffineMap> maps(ordered.size() + 1,
                                rewriter.getMultiDimIdentityMap(to.size()));
    auto now = linalg::GenericOp::create(
        rewriter, link.getLoc(), TypeRange{expanded}, ordered,
        ValueRange{empty}, maps,
        SmallVector<utils::IteratorType>(to.size(),
                                         utils::IteratorType::parallel));
    rewriter.inlineRegionBefore(link.getRegion(), now.getRegion(),
                                now.getRegion().begin());
    v = now->getResult(0);
    old = link->getResult(0);
  }
  return v;
}

void kmatch::keepReducedDims(Operation *root) {
  struct Found {
    linalg::GenericOp op;
    tensor::ExpandShapeOp expand;
    SmallVector<linalg::GenericOp> links;
  };
  SmallVector<Found> found;
  root->walk([&](linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() == 0)
      return;
    SmallVector<linalg::GenericOp> links;
    if (tensor::ExpandShapeOp expand = unitDimExpand(op, links);
        expand && insertsReducedDims(op, expand))
      found.push_back({op, expand, std::move(links)});
  });
  IRRewriter rewriter(root->getContext());
  for (auto &[op, expand, links] : found) {
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
    if (!links.empty()) {
      // One result, through its links: they run again on the kept dims,
      // and the last replaces the expand.
      Value last =
          relink(rewriter, op->getResult(0), kept->getResult(0), links, expand);
      rewriter.replaceOp(expand, last);
      for (linalg::GenericOp link : llvm::reverse(links))
        rewriter.eraseOp(link);
      rewriter.eraseOp(op);
      continue;
    }
    for (auto [old, now] : llvm::zip(op->getResults(), kept->getResults()))
      if (!old.use_empty())
        rewriter.replaceOp(*old.getUsers().begin(), now);
    rewriter.eraseOp(op);
  }
}
