//===- ConstantOperands.cpp - Constant inputs into bodies -------*- C++ -*-===//
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
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

static TypedAttr splatValue(Value v, unsigned depth);

TypedAttr kmatch::knownSplat(Value v) { return splatValue(v, 0); }

/// The constant every element of the tensor `v` holds, if one is known.
static TypedAttr splatValue(Value v, unsigned depth) {
  if (depth > 8 || !isa<RankedTensorType>(v.getType()))
    return {};
  DenseElementsAttr dense;
  if (matchPattern(v, m_Constant(&dense)))
    return dense.isSplat() ? dense.getSplatValue<TypedAttr>() : TypedAttr();
  if (auto fill = v.getDefiningOp<linalg::FillOp>()) {
    TypedAttr value;
    if (fill.hasPureTensorSemantics() &&
        matchPattern(fill.getInputs()[0], m_Constant(&value)))
      return value;
    return {};
  }
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic->getNumResults() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return {};
  // Every element of the result is the body evaluated on the inputs'
  // constants: fold the body op by op.
  Block &body = generic.getRegion().front();
  DenseMap<Value, Attribute> known;
  for (OpOperand *in : generic.getDpsInputOperands()) {
    TypedAttr value = splatValue(in->get(), depth + 1);
    if (!value)
      return {};
    known[generic.getMatchingBlockArgument(in)] = value;
  }
  for (Operation &op : body.without_terminator()) {
    if (op.getNumResults() != 1 || op.getNumRegions() != 0 ||
        !isPure(&op))
      return {};
    SmallVector<Attribute> operands;
    for (Value operand : op.getOperands()) {
      Attribute value = known.lookup(operand);
      if (!value && operand.getParentBlock() != &body)
        matchPattern(operand, m_Constant(&value));
      if (!value)
        return {};
      operands.push_back(value);
    }
    SmallVector<OpFoldResult> results;
    if (failed(op.fold(operands, results)) || results.size() != 1)
      return {};
    Attribute result = dyn_cast<Attribute>(results[0]);
    if (!result)
      return {};
    known[op.getResult(0)] = result;
  }
  Value yielded = body.getTerminator()->getOperand(0);
  auto result = dyn_cast_or_null<TypedAttr>(known.lookup(yielded));
  if (!result)
    matchPattern(yielded, m_Constant(&result));
  auto type = cast<RankedTensorType>(v.getType());
  return result && result.getType() == type.getElementType() ? result
                                                             : TypedAttr();
}

/// Whether `v` is a splat arith.constant or a fill of a constant: checked
/// on every input of every generic, so without splatValue's walk through
/// generics, which only inputs that pass this (and 0-d ones) get.
static bool isSplatConstant(Value v) {
  DenseElementsAttr dense;
  if (matchPattern(v, m_Constant(&dense)))
    return dense.isSplat();
  auto fill = v.getDefiningOp<linalg::FillOp>();
  return fill && fill.hasPureTensorSemantics() &&
         matchPattern(fill.getInputs()[0], m_Constant());
}

/// Whether `value` feeds another input of `op`, within a bounded walk up
/// its producers: then it is the data of a chain (a layer norm of a constant
/// x reads x in its mean and in `x - mean`), not a parameter, and the chain's
/// template needs it as an operand.
static bool readsBefore(linalg::LinalgOp op, Value value) {
  SmallVector<Operation *> work;
  llvm::SmallPtrSet<Operation *, 32> seen;
  for (OpOperand *other : op.getDpsInputOperands())
    if (other->get() != value)
      if (Operation *def = other->get().getDefiningOp())
        work.push_back(def);
  while (!work.empty() && seen.size() < 256) {
    Operation *def = work.pop_back_val();
    if (!seen.insert(def).second)
      continue;
    for (Value operand : def->getOperands()) {
      if (operand == value)
        return true;
      if (Operation *up = operand.getDefiningOp())
        work.push_back(up);
    }
  }
  return false;
}

/// Whether input `in` of `op` is a splat of rank 2 or more (a constant, a
/// fill of one) read element for element (a permutation map) beside an input
/// computed in the program: TensorFlow's constant-folded batch norm, `x -
/// dense<0.25> : tensor<1x112x112x16xf32>`, or relu as `max(x, zeros)` with
/// the zeros a filled tensor. These stay: a splat read through a broadcast
/// (a batch norm's per-channel statistics, a bias) and a rank-1 one (the
/// bias of a vector), operands templates match; the one input of a copy or
/// transpose (a Linear's weight, folded into the gemm's transB); and a splat
/// another input is computed from (readsBefore).
static bool isFullSizeSplat(linalg::LinalgOp op, OpOperand *in) {
  if (!isSplatConstant(in->get()) ||
      cast<ShapedType>(in->get().getType()).getRank() < 2)
    return false;
  AffineMap map = op.getMatchingIndexingMap(in);
  if (!map.isPermutation() || map.getNumDims() != op.getNumLoops())
    return false;
  // Inputs may be scalars (f32) too: those are no computed tensor.
  bool computed = llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *other) {
    auto shaped = dyn_cast<ShapedType>(other->get().getType());
    return shaped && shaped.getRank() != 0 && !isSplatConstant(other->get());
  });
  return computed && !readsBefore(op, in->get());
}

/// Whether the operands of `op` but those at `drop` and `also` still give
/// every loop its extent: a full-size splat may be the one operand a
/// reduction's loop is read through (a row sum of a constant matrix beside a
/// vector), and dropping it would leave that loop without a size.
static bool sizesEveryLoopWithout(linalg::GenericOp op,
                                  ArrayRef<unsigned> drop, unsigned also) {
  SmallVector<AffineMap> maps;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.getOperandNumber() != also &&
        !llvm::is_contained(drop, operand.getOperandNumber()))
      maps.push_back(op.getMatchingIndexingMap(&operand));
  return maps.empty() ||
         inversePermutation(concatAffineMaps(maps, op.getContext()));
}

/// `op` without its inputs at `drop`, whose block arguments have no uses.
static void dropInputs(RewriterBase &rewriter, linalg::GenericOp op,
                       ArrayRef<unsigned> drop) {
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *in : op.getDpsInputOperands())
    if (!llvm::is_contained(drop, in->getOperandNumber())) {
      inputs.push_back(in->get());
      maps.push_back(op.getMatchingIndexingMap(in));
    }
  for (OpOperand &init : op.getDpsInitsMutable())
    maps.push_back(op.getMatchingIndexingMap(&init));
  rewriter.setInsertionPoint(op);
  auto replacement = linalg::GenericOp::create(
      rewriter, op.getLoc(), op->getResultTypes(), inputs, op.getDpsInits(),
      maps, op.getIteratorTypesArray());
  replacement->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  rewriter.inlineRegionBefore(op.getRegion(), replacement.getRegion(),
                              replacement.getRegion().end());
  Block &body = replacement.getRegion().front();
  for (unsigned i : llvm::reverse(drop))
    body.eraseArgument(i);
  rewriter.replaceOp(op, replacement->getResults());
}

void kmatch::generalizeSplatReaders(Operation *root) {
  IRRewriter rewriter(root->getContext());
  SmallVector<linalg::LinalgOp> named;
  root->walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op) && op.hasPureTensorSemantics() &&
        op->getNumResults() == 1 &&
        op.getNumParallelLoops() == op.getNumLoops() && op.getNumLoops() != 0 &&
        llvm::any_of(op.getDpsInputOperands(),
                     [&](OpOperand *in) { return isFullSizeSplat(op, in); }))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    (void)linalg::generalizeNamedOp(rewriter, op);
  }
}

void kmatch::inlineConstantOperands(Operation *root) {
  IRRewriter rewriter(root->getContext());
  SmallVector<linalg::GenericOp> generics;
  root->walk([&](linalg::GenericOp op) {
    if (op.hasPureTensorSemantics())
      generics.push_back(op);
  });
  // Each producer once: a 0-d constant often feeds many generics.
  llvm::SetVector<Operation *> producers;
  for (linalg::GenericOp op : generics) {
    SmallVector<unsigned> drop;
    Block &body = op.getRegion().front();
    for (OpOperand *in : op.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(in->get().getType());
      if (!type || (type.getRank() != 0 && !isFullSizeSplat(op, in)))
        continue;
      BlockArgument arg = op.getMatchingBlockArgument(in);
      TypedAttr value = splatValue(in->get(), 0);
      if (!value || value.getType() != arg.getType() ||
          !sizesEveryLoopWithout(op, drop, in->getOperandNumber()))
        continue;
      rewriter.setInsertionPointToStart(&body);
      Value scalar =
          arith::ConstantOp::create(rewriter, op.getLoc(), value);
      rewriter.replaceAllUsesWith(arg, scalar);
      drop.push_back(in->getOperandNumber());
      if (Operation *producer = in->get().getDefiningOp())
        producers.insert(producer);
    }
    if (!drop.empty())
      dropInputs(rewriter, op, drop);
  }
  // Producers no op reads any more, and what only they read. An op is
  // erased once, when its last user went; until then it stays in the set.
  while (!producers.empty()) {
    Operation *producer = producers.pop_back_val();
    if (!isOpTriviallyDead(producer))
      continue;
    for (Value operand : producer->getOperands())
      if (Operation *def = operand.getDefiningOp())
        producers.insert(def);
    rewriter.eraseOp(producer);
  }
}

std::optional<unsigned> kmatch::convChannelDim(Operation *op, unsigned rank) {
  if (!op || !isa<linalg::ConvolutionOpInterface>(op))
    return std::nullopt;
  StringRef name = op->getName().getStringRef();
  if (!name.contains("conv_"))
    return std::nullopt;
  if (name.contains("_nwc") || name.contains("_nhwc") ||
      name.contains("_ndhwc"))
    return rank - 1;
  if (name.contains("_ncw") || name.contains("_nchw") ||
      name.contains("_ncdhw"))
    return 1;
  return std::nullopt;
}

void kmatch::splatBiasesAlongChannels(Operation *root) {
  struct Bias {
    OpOperand *operand; // the splat
    unsigned dim;       // the conv's channel dim
    TypedAttr value;    // the splat's value
  };
  SmallVector<Bias> found;
  root->walk([&](linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
      return;
    Block &body = op.getRegion().front();
    auto add = dyn_cast<arith::AddFOp>(&body.front());
    if (!add || body.getOperations().size() != 2 ||
        body.getTerminator()->getOperand(0) != add.getResult() ||
        add.getLhs() == add.getRhs() || !isa<BlockArgument>(add.getLhs()) ||
        !isa<BlockArgument>(add.getRhs()))
      return;
    for (unsigned data = 0; data < 2; ++data) {
      OpOperand *x = op.getDpsInputOperand(data);
      OpOperand *c = op.getDpsInputOperand(1 - data);
      auto type = dyn_cast<RankedTensorType>(x->get().getType());
      if (!type || type != op->getResult(0).getType() ||
          !op.getMatchingIndexingMap(x).isIdentity())
        continue;
      std::optional<unsigned> dim =
          convChannelDim(x->get().getDefiningOp(), type.getRank());
      TypedAttr value = knownSplat(c->get());
      if (!dim || !value || value.getType() != type.getElementType() ||
          ShapedType::isDynamic(type.getDimSize(*dim)))
        continue;
      found.push_back({c, *dim, value});
      return;
    }
  });
  IRRewriter rewriter(root->getContext());
  for (auto [c, dim, value] : found) {
    auto op = cast<linalg::GenericOp>(c->getOwner());
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    rewriter.setInsertionPoint(op);
    Value vector = arith::ConstantOp::create(
        rewriter, op.getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({type.getDimSize(dim)},
                                                     type.getElementType()),
                               value));
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps[c->getOperandNumber()] = AffineMap::get(
        op.getNumLoops(), 0, getAffineDimExpr(dim, rewriter.getContext()));
    Operation *producer = c->get().getDefiningOp();
    rewriter.modifyOpInPlace(op, [&] {
      c->set(vector);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    if (producer && isOpTriviallyDead(producer))
      rewriter.eraseOp(producer);
  }
}
