//===- ActivationDags.cpp - An activation spread over generics -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Natives/Body.h"
#include "Natives/Helpers.h"
#include "Prepare.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

/// An elementwise generic on float tensors: all-parallel, one result, every
/// operand read and written through the identity, and a pure body that
/// neither reads the init nor the indices.
static bool isElementwiseNode(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !isa<FloatType>(getElementTypeOrSelf(op->getResult(0).getType())))
    return false;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isIdentity())
      return false;
  return kmatch::detail::pureElementwiseBody(op);
}

/// The most generics a DAG may have: Hugging Face's GELU has eight. A
/// bound keeps a long chain of elementwise ops (each tried as a sink) from
/// costing the square of its length.
static constexpr unsigned kMaxDagOps = 16;

/// The generics of the DAG that ends in `sink` and reads one tensor `x`:
/// every producer of a member's input that is an elementwise generic used by
/// that member only is a member; every other input is `x`. Empty when the
/// DAG reads two different tensors (or none).
static llvm::SetVector<Operation *> unaryDag(linalg::GenericOp sink, Value &x) {
  llvm::SetVector<Operation *> members;
  SmallVector<linalg::GenericOp> worklist{sink};
  x = nullptr;
  while (!worklist.empty()) {
    linalg::GenericOp node = worklist.pop_back_val();
    if (!members.insert(node))
      continue;
    if (members.size() > kMaxDagOps)
      return {};
    for (Value in : node.getDpsInputs()) {
      auto producer = in.getDefiningOp<linalg::GenericOp>();
      if (producer && producer->getBlock() == sink->getBlock() &&
          producer->hasOneUse() && isElementwiseNode(producer)) {
        worklist.push_back(producer);
        continue;
      }
      if (x && in != x)
        return {};
      x = in;
    }
  }
  if (!x || x.getType() != sink->getResult(0).getType())
    return {};
  return members;
}

/// One generic over `x` computing what the DAG computes, its members' body
/// ops cloned in program order (each value computed once, as before).
static linalg::GenericOp fuseDag(RewriterBase &rewriter, linalg::GenericOp sink,
                                 Value x, ArrayRef<Operation *> ordered) {
  MLIRContext *ctx = rewriter.getContext();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(sink.getNumLoops(), ctx);
  rewriter.setInsertionPoint(sink);
  return linalg::GenericOp::create(
      rewriter, sink.getLoc(), sink->getResultTypes(), ValueRange{x},
      sink.getDpsInits(), SmallVector<AffineMap>{identity, identity},
      sink.getIteratorTypesArray(),
      [&](OpBuilder &b, Location loc, ValueRange args) {
        llvm::DenseMap<Value, Value> computed; // member result -> scalar
        for (Operation *op : ordered) {
          auto member = cast<linalg::GenericOp>(op);
          Block &body = member.getRegion().front();
          IRMapping map;
          for (OpOperand *in : member.getDpsInputOperands()) {
            Value scalar =
                in->get() == x ? args[0] : computed.lookup(in->get());
            map.map(member.getMatchingBlockArgument(in), scalar);
          }
          for (Operation &inner : body.without_terminator())
            b.clone(inner, map);
          computed[member->getResult(0)] =
              map.lookupOrDefault(body.getTerminator()->getOperand(0));
        }
        linalg::YieldOp::create(b, loc, computed.lookup(sink->getResult(0)));
      });
}

void kmatch::fuseActivationDags(Operation *root) {
  SmallVector<linalg::GenericOp> sinks;
  root->walk([&](linalg::GenericOp op) {
    if (isElementwiseNode(op))
      sinks.push_back(op);
  });
  llvm::DenseSet<Operation *> erased;
  IRRewriter rewriter(root->getContext());
  // Latest first: a DAG is tried from its last op before any of its parts.
  for (linalg::GenericOp sink : llvm::reverse(sinks)) {
    if (erased.contains(sink))
      continue;
    Value x;
    llvm::SetVector<Operation *> members = unaryDag(sink, x);
    if (members.size() < 2)
      continue;
    SmallVector<Operation *> ordered(members.begin(), members.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    linalg::GenericOp fused = fuseDag(rewriter, sink, x, ordered);
    if (!kmatch::detail::isActivationBody(fused, "in0")) {
      rewriter.eraseOp(fused);
      continue;
    }
    rewriter.replaceOp(sink, fused->getResults());
    for (Operation *op : llvm::reverse(ordered)) {
      if (op == sink.getOperation())
        continue;
      rewriter.eraseOp(op);
      erased.insert(op);
    }
  }
}
