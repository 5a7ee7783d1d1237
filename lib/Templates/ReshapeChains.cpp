//===- ReshapeChains.cpp - Expand-of-expand as one expand -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Prepare.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {
/// Rooted at the inner expand, so that the driver, which visits the ops a
/// template creates, sees it: a template's expand (a gemm's rows split back
/// into the batch_matmul's) read only by the exporter's own expand (the
/// batch dim of 1 put back) becomes one expand of the inner one's source.
struct ComposeExpandChain : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp inner,
                                PatternRewriter &rewriter) const override {
    if (!inner->hasOneUse())
      return failure();
    auto outer = dyn_cast<tensor::ExpandShapeOp>(*inner->user_begin());
    if (!outer || outer.getSrc() != inner.getResult())
      return failure();
    // Source dim i of the inner expand became the dims of its group in the
    // middle tensor; each of those became the dims of its group in the
    // outer result.
    SmallVector<ReassociationIndices> outerGroups =
        outer.getReassociationIndices();
    SmallVector<ReassociationIndices> groups;
    for (const ReassociationIndices &middle : inner.getReassociationIndices()) {
      ReassociationIndices &group = groups.emplace_back();
      for (int64_t m : middle)
        llvm::append_range(group, outerGroups[m]);
    }
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        outer, outer.getResultType(), inner.getSrc(), groups,
        outer.getMixedOutputShape());
    rewriter.eraseOp(inner);
    return success();
  }
};
} // namespace

void kmatch::populateReshapeChainPatterns(RewritePatternSet &patterns) {
  patterns.add<ComposeExpandChain>(patterns.getContext());
}
