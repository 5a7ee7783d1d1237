//===- Helpers.h - Shared pieces of the native functions -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Scalar comparisons and body checks used by the native concept files
// (lib/Templates/Natives/*.cpp). Internal to lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVES_HELPERS_H
#define KMATCH_LIB_TEMPLATES_NATIVES_HELPERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringMap.h"

#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch_codes.h"

#include <optional>

namespace kmatch::detail {

/// The type of `op`'s last operand, or its element type when shaped (the
/// output of a destination-style op).
inline mlir::Type outputElementType(mlir::Operation *op) {
  if (op->getNumOperands() == 0)
    return {};
  mlir::Type t = op->getOperands().back().getType();
  if (auto shaped = mlir::dyn_cast<mlir::ShapedType>(t))
    return shaped.getElementType();
  return t;
}

/// The inits of destination-style `op`, as getDpsInits() gives them. The
/// interface builds the operand-segment attribute on every call (so do
/// getNumDpsInits() and getNumDpsInputs()), a measurable part of matching a
/// large module; linalg.generic and linalg.matmul, the common ops, read their
/// segment sizes instead.
inline mlir::OperandRange dpsInits(mlir::Operation *op) {
  if (auto generic = llvm::dyn_cast<mlir::linalg::GenericOp>(op))
    return generic.getOutputs();
  if (auto matmul = llvm::dyn_cast<mlir::linalg::MatmulOp>(op))
    return matmul.getOutputs();
  return llvm::cast<mlir::DestinationStyleOpInterface>(op).getDpsInits();
}

/// The number of inits of destination-style `op` (dpsInits).
inline int64_t numDpsInits(mlir::Operation *op) { return dpsInits(op).size(); }

/// The number of inputs of destination-style `op`: its other operands.
inline int64_t numDpsInputs(mlir::Operation *op) {
  return op->getNumOperands() - numDpsInits(op);
}

/// The sizes of the shaped value `v`: static ones as attributes, dynamic ones
/// as values. A tensor result of a destination-style op (a fill, a generic, a
/// launch) has its init's sizes, so they are read from where the chain of
/// inits starts (a tensor.empty's own operands, or a tensor.dim of something
/// else) instead of a new tensor.dim of `v`: such a use would keep a
/// zero fill from folding into the launch that updates it, which needs the
/// fill to have that one use.
inline llvm::SmallVector<mlir::OpFoldResult>
mixedSizes(mlir::OpBuilder &builder, mlir::Location loc, mlir::Value v) {
  if (mlir::isa<mlir::MemRefType>(v.getType()))
    return mlir::memref::getMixedSizes(builder, loc, v);
  while (auto result = mlir::dyn_cast<mlir::OpResult>(v)) {
    auto dps =
        mlir::dyn_cast<mlir::DestinationStyleOpInterface>(result.getOwner());
    if (!dps || !dps.hasPureTensorSemantics())
      break;
    v = dps.getTiedOpOperand(result)->get();
  }
  if (auto empty = v.getDefiningOp<mlir::tensor::EmptyOp>())
    return empty.getMixedSizes();
  return mlir::tensor::getMixedSizes(builder, loc, v);
}

/// `v` (a ranked tensor or memref) reshaped to `shape` by a tensor or memref
/// expand_shape with the reassociation `groups` and the result `sizes`;
/// failure where a memref's strides do not allow it.
inline mlir::FailureOr<mlir::Value>
expandShapeOf(mlir::OpBuilder &builder, mlir::Location loc, mlir::Value v,
              llvm::ArrayRef<int64_t> shape,
              llvm::ArrayRef<mlir::ReassociationIndices> groups,
              llvm::ArrayRef<mlir::OpFoldResult> sizes) {
  auto type = mlir::cast<mlir::ShapedType>(v.getType());
  if (mlir::isa<mlir::RankedTensorType>(type))
    return mlir::tensor::ExpandShapeOp::create(
               builder, loc,
               mlir::RankedTensorType::get(shape, type.getElementType()), v,
               groups, sizes)
        .getResult();
  mlir::FailureOr<mlir::MemRefType> expanded =
      mlir::memref::ExpandShapeOp::computeExpandedType(
          mlir::cast<mlir::MemRefType>(type), shape, groups);
  if (mlir::failed(expanded))
    return mlir::failure();
  return mlir::memref::ExpandShapeOp::create(builder, loc, *expanded, v, groups,
                                             sizes)
      .getResult();
}

/// The reassociation of an expand_shape that inserts the unit dims
/// `inserted`: each joins the group of the next kept dim (trailing ones the
/// last kept dim's).
inline llvm::SmallVector<mlir::ReassociationIndices>
unitDimGroups(llvm::ArrayRef<bool> inserted) {
  llvm::SmallVector<mlir::ReassociationIndices> groups;
  mlir::ReassociationIndices pending;
  for (unsigned i = 0; i < inserted.size(); ++i) {
    pending.push_back(i);
    if (inserted[i])
      continue;
    groups.push_back(pending);
    pending.clear();
  }
  if (!pending.empty() && !groups.empty())
    groups.back().append(pending.begin(), pending.end());
  return groups;
}

/// `v` (a ranked tensor or memref with one dim per false entry of
/// `inserted`) with a dim of size 1 at each true entry, by one expand_shape.
inline mlir::FailureOr<mlir::Value>
withUnitDimsAt(mlir::OpBuilder &builder, mlir::Location loc, mlir::Value v,
               llvm::ArrayRef<bool> inserted) {
  auto type = mlir::cast<mlir::ShapedType>(v.getType());
  llvm::SmallVector<mlir::OpFoldResult> sourceSizes =
      mixedSizes(builder, loc, v);
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<mlir::OpFoldResult> sizes;
  unsigned next = 0;
  for (bool unit : inserted) {
    shape.push_back(unit ? 1 : type.getDimSize(next));
    sizes.push_back(unit ? builder.getIndexAttr(1) : sourceSizes[next]);
    next += !unit;
  }
  return expandShapeOf(builder, loc, v, shape, unitDimGroups(inserted), sizes);
}

/// How a broadcast operand of `type`, indexed by `map` in a linalg op of
/// `loops` loops, reaches the loop rank: true at each loop dim a unit dim
/// must be inserted at. Either the map's results are loop dims in increasing
/// order, some left out (those are inserted); or the operand is at the loop
/// rank, dim j read at d_j or at 0 where its static size is 1 (nothing
/// inserted). std::nullopt for any other map.
inline std::optional<llvm::SmallVector<bool>>
broadcastUnitDims(mlir::AffineMap map, mlir::ShapedType type, int64_t loops) {
  if (!type || !type.hasRank() || type.getRank() < 1 ||
      map.getNumResults() != type.getRank() || type.getRank() > loops)
    return std::nullopt;
  bool atLoopRank = type.getRank() == loops;
  llvm::SmallVector<bool> inserted(loops, !atLoopRank);
  int64_t last = -1;
  for (auto [j, e] : llvm::enumerate(map.getResults())) {
    auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(e);
    auto zero = mlir::dyn_cast<mlir::AffineConstantExpr>(e);
    if (atLoopRank) {
      if (!(dim && dim.getPosition() == j) &&
          !(zero && zero.getValue() == 0 && type.getDimSize(j) == 1))
        return std::nullopt;
      continue;
    }
    if (!dim || static_cast<int64_t>(dim.getPosition()) <= last)
      return std::nullopt;
    last = dim.getPosition();
    inserted[last] = false;
  }
  return inserted;
}

/// `make(text)`, computed once per thread for each spec string: templates
/// pass a few constant specs that natives match against many ops. StringMap
/// entries never move, so the reference stays valid for the thread's life.
/// Each call site passes its own lambda, and so gets its own cache.
template <typename T, typename MakeFn>
const T &oncePerThread(llvm::StringRef text, MakeFn make) {
  thread_local llvm::StringMap<T> cache;
  auto [it, inserted] = cache.try_emplace(text);
  if (inserted)
    it->second = make(text);
  return it->second;
}

/// Sets `why` to `reason()` when a why-not reader wants the reason
/// (rejectionReasonWanted). A native rejects most ops it sees, and formatting
/// a reason costs more than the check it explains.
template <typename ReasonFn> void explain(std::string &why, ReasonFn reason) {
  if (kmatch::rejectionReasonWanted())
    why = reason();
}

/// The code (kmatch_codes.h) of the layout a template names ("nchw"),
/// std::nullopt for another name.
inline std::optional<int32_t> parseLayout(llvm::StringRef name) {
  int32_t code;
  if (!kmatch_layout_from_name(name.str().c_str(), &code))
    return std::nullopt;
  return code;
}

/// The code of the activation a template names ("relu"), std::nullopt for
/// another name.
inline std::optional<int32_t> parseActivation(llvm::StringRef name) {
  int32_t code;
  if (!kmatch_activation_from_name(name.str().c_str(), &code))
    return std::nullopt;
  return code;
}

/// The layout code of NHWC data (`nhwc`) or NCHW data.
inline int32_t layoutCode(bool nhwc) {
  return nhwc ? KMATCH_LAYOUT_NHWC : KMATCH_LAYOUT_NCHW;
}

/// Whether a launch's layout code is NHWC.
inline bool isNhwc(int64_t code) { return code == KMATCH_LAYOUT_NHWC; }

/// The integer attribute `name` of `op`, 0 when absent.
inline int64_t intParam(mlir::Operation *op, llvm::StringRef name) {
  auto attr =
      op ? op->getAttrOfType<mlir::IntegerAttr>(name) : mlir::IntegerAttr();
  return attr ? attr.getInt() : 0;
}

/// The linalg.transpose `op` on tensors, or null.
inline mlir::linalg::TransposeOp tensorTranspose(mlir::Operation *op) {
  auto t = mlir::dyn_cast_or_null<mlir::linalg::TransposeOp>(op);
  if (!t || !t.hasPureTensorSemantics())
    return {};
  return t;
}

/// Whether `op` is a linalg.transpose that swaps the last two dims and keeps
/// the others in place ([1, 0], [0, 2, 1], ...).
inline bool isLastTwoDimsTranspose(mlir::Operation *op) {
  auto transpose = mlir::dyn_cast_or_null<mlir::linalg::TransposeOp>(op);
  if (!transpose)
    return false;
  llvm::ArrayRef<int64_t> perm = transpose.getPermutation();
  int64_t rank = perm.size();
  if (rank < 2)
    return false;
  for (int64_t i = 0; i < rank - 2; ++i)
    if (perm[i] != i)
      return false;
  return perm[rank - 2] == rank - 1 && perm[rank - 1] == rank - 2;
}

/// The negation of a launch flag: a bool, or an integer 0 or 1 of any width
/// (kernels.json declares the transposes i32), keeping its type; absent
/// (null) counts as false and becomes `true`. Anything else: nullopt.
inline std::optional<mlir::Attribute> flippedFlag(mlir::Attribute flag,
                                                  mlir::MLIRContext *context) {
  if (!flag)
    return mlir::BoolAttr::get(context, true);
  if (auto b = mlir::dyn_cast<mlir::BoolAttr>(flag))
    return mlir::BoolAttr::get(context, !b.getValue());
  auto i = mlir::dyn_cast<mlir::IntegerAttr>(flag);
  if (!i || !i.getType().isSignlessInteger() || i.getValue().ugt(1))
    return std::nullopt;
  return mlir::IntegerAttr::get(i.getType(), i.getValue().isZero() ? 1 : 0);
}

/// The elements of `v` when it is an f32 arith.constant with dense
/// elements, or null.
inline mlir::DenseElementsAttr f32Constant(mlir::Value v) {
  mlir::DenseElementsAttr attr;
  if (!v || !mlir::matchPattern(v, mlir::m_Constant(&attr)) ||
      !attr.getElementType().isF32())
    return {};
  return attr;
}

/// The value of a float scalar that is a constant or a chain of
/// arith.truncf / arith.extf of one (torch-mlir truncates an f64 eps inside
/// a body), folded exactly as the casts compute it: each cast rounds to
/// nearest even, the default. A cast with another rounding mode is not
/// folded.
inline std::optional<llvm::APFloat> foldedFloatConstant(mlir::Value v) {
  mlir::FloatAttr attr;
  if (!v)
    return std::nullopt;
  if (mlir::matchPattern(v, mlir::m_Constant(&attr)))
    return attr.getValue();
  auto floatType = llvm::dyn_cast<mlir::FloatType>(v.getType());
  mlir::Operation *def = v.getDefiningOp();
  if (!floatType || !def || !llvm::isa<mlir::arith::TruncFOp, mlir::arith::ExtFOp>(def))
    return std::nullopt;
  if (auto trunc = llvm::dyn_cast<mlir::arith::TruncFOp>(def);
      trunc && trunc.getRoundingmodeAttr())
    return std::nullopt;
  std::optional<llvm::APFloat> in = foldedFloatConstant(def->getOperand(0));
  if (!in)
    return std::nullopt;
  bool lost;
  in->convert(floatType.getFloatSemantics(),
              llvm::APFloat::rmNearestTiesToEven, &lost);
  return in;
}

/// Two scalars are the same value or equal constants (folded through
/// truncf/extf, compared bit for bit).
inline bool sameScalar(mlir::Value a, mlir::Value b) {
  if (a == b)
    return true;
  mlir::Attribute ca, cb;
  if (mlir::matchPattern(a, mlir::m_Constant(&ca)) &&
      mlir::matchPattern(b, mlir::m_Constant(&cb)))
    return ca == cb;
  std::optional<llvm::APFloat> fa = foldedFloatConstant(a);
  std::optional<llvm::APFloat> fb = foldedFloatConstant(b);
  return fa && fb && a.getType() == b.getType() && fa->bitwiseIsEqual(*fb);
}

/// `v` is a constant or defined outside `op` (loop-invariant for its body).
inline bool isInvariant(mlir::Value v, mlir::Operation *op) {
  if (mlir::matchPattern(v, mlir::m_Constant()))
    return true;
  return !op->isAncestor(v.getParentRegion()->getParentOp());
}

/// Whether every op of `body` but its terminator is free of memory effects
/// (nested regions included) and feeds the terminator's operands, directly or
/// through other ops of the body. A kernel replaces a body's yielded value
/// only; a store, a call or a dead op in the body would be dropped. Every
/// native that inspects a body calls this first.
///
/// An op's uses are in later ops of the body or in their regions (the body
/// is an SSA block, and its values are not visible outside it). By induction
/// from the terminator back, every op feeds the terminator exactly when every
/// op has a use: no worklist is needed.
inline bool bodyIsPureDataflow(mlir::Block &body) {
  if (body.empty() || !body.mightHaveTerminator())
    return false;
  for (mlir::Operation &op : body.without_terminator())
    if (op.use_empty() || !mlir::isMemoryEffectFree(&op))
      return false;
  return true;
}

/// Whether `map` is the identity, where a result `0` also stands for `d_i`
/// at position i when the operand's dim i and loop i both have static size 1
/// (torch-mlir's broadcast maps at batch 1: `(d0, d1) -> (0, d1)`).
inline bool isIdentityUpToUnitDims(mlir::AffineMap map, mlir::ShapedType operand,
                                   llvm::ArrayRef<int64_t> loopRanges) {
  if (map.getNumResults() != map.getNumDims())
    return false;
  for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(expr)) {
      if (dim.getPosition() != pos)
        return false;
      continue;
    }
    auto constant = mlir::dyn_cast<mlir::AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || operand.getDimSize(pos) != 1 ||
        pos >= loopRanges.size() || loopRanges[pos] != 1)
      return false;
  }
  return true;
}

/// Whether every op of `op`'s body is pure and region-free, and the body
/// reads neither its inits nor the iteration's indices: a function of the
/// input elements alone, which may be inlined into another body.
inline bool pureElementwiseBody(mlir::linalg::GenericOp op) {
  mlir::Block &body = op.getRegion().front();
  for (mlir::BlockArgument init :
       body.getArguments().drop_front(op.getNumDpsInputs()))
    if (!init.use_empty())
      return false;
  for (mlir::Operation &inner : body.without_terminator())
    if (!mlir::isMemoryEffectFree(&inner) ||
        mlir::isa<mlir::linalg::IndexOp>(inner) || inner.getNumRegions() != 0)
      return false;
  return true;
}

/// Whether the body of `op` only yields its first block argument: a copy of
/// its first input, element type and all.
inline bool yieldsFirstInput(mlir::linalg::GenericOp op) {
  mlir::Block &body = op.getRegion().front();
  mlir::Operation *yield = body.getTerminator();
  return &body.front() == yield && yield->getNumOperands() == 1 &&
         body.getNumArguments() > 0 &&
         yield->getOperand(0) == body.getArgument(0);
}

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVES_HELPERS_H
