//===- Vectorize.cpp - Tile and vectorize parallel linalg ops ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-vectorize: the all-parallel linalg ops left on buffers become
// scf.for loops over 64-byte vectors (upstream tiling, peeling and
// linalg::vectorize); a remainder tile and everything else stay linalg ops
// for convert-linalg-to-loops. A memref.copy between views that are not both
// contiguous (which would become a call of the runner utils' element-by-
// element memrefCopy) becomes a linalg.copy first, over its trailing dims
// merged where both views are contiguous in them.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "kmatch/Analysis/MemoryAccess.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHVECTORIZE
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

/// The bytes of one vector: a tile's innermost extent is this many bytes.
static constexpr int64_t kVectorBytes = 64;

/// Element types whose vectors load and store like their scalars (i1 packs
/// bits in vectors but not in memrefs; half types are left alone).
static bool isVectorizableElementType(Type type) {
  if (type.isF32() || type.isF64())
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
}

/// Math ops that convert-math-to-llvm lowers on vectors as on scalars (one
/// LLVM intrinsic per op), and the classifications kmatch-expand-math writes
/// as comparisons; the others (erf, cbrt, fpowi, ipowi, ...) go to libm or
/// outlined functions per scalar and stay scalar here.
static bool isVectorizableMathOp(Operation *op) {
  return isa<math::AbsFOp, math::AbsIOp, math::CeilOp, math::CopySignOp,
             math::CosOp, math::CountLeadingZerosOp, math::CountTrailingZerosOp,
             math::CtPopOp, math::ExpOp, math::Exp2Op, math::ExpM1Op,
             math::FloorOp, math::FmaOp, math::IsFiniteOp, math::IsInfOp,
             math::IsNaNOp, math::IsNormalOp, math::LogOp, math::Log10Op,
             math::Log1pOp, math::Log2Op, math::PowFOp, math::RoundOp,
             math::RoundEvenOp, math::RsqrtOp, math::SinOp, math::SqrtOp,
             math::TanhOp, math::TruncOp>(op);
}

/// Whether every op of the body computes one element from scalars without
/// touching memory: arith ops, the math ops above and the yield.
static bool isVectorizableBody(linalg::LinalgOp op) {
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (bodyOp.getNumRegions() != 0 || !isMemoryEffectFree(&bodyOp))
      return false;
    if (!isa_and_present<arith::ArithDialect>(bodyOp.getDialect()) &&
        !isVectorizableMathOp(&bodyOp))
      return false;
    auto isScalar = [](Type t) { return t.isIntOrFloat(); };
    if (!llvm::all_of(bodyOp.getOperandTypes(), isScalar) ||
        !llvm::all_of(bodyOp.getResultTypes(), isScalar))
      return false;
  }
  return true;
}

/// Whether `type` has stride 1 in its last dim.
static bool hasUnitInnerStride(MemRefType type) {
  if (type.getRank() == 0)
    return true;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return strides.back() == 1;
}

/// Whether operand `map` reads along the innermost loop `inner` contiguously:
/// the loop appears only as the map's last result, or not at all (a
/// broadcast along it).
static bool isContiguousAlong(AffineMap map, unsigned inner) {
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    if (!expr.isFunctionOfDim(inner))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || i + 1 != map.getNumResults())
      return false;
  }
  return true;
}

/// Whether an output of `op` may share memory with another operand in a way
/// that makes the order of the element loop matter. Reading and writing the
/// same value through the same map (an in-place update) is fine: each
/// element is read before it is written, by its own lane.
static bool hasOverlappingOutput(linalg::LinalgOp op) {
  for (OpOperand &out : op.getDpsInitsMutable()) {
    for (OpOperand &other : op->getOpOperands()) {
      if (&other == &out || !isa<MemRefType>(other.get().getType()))
        continue;
      if (other.get() == out.get() &&
          op.getMatchingIndexingMap(&other) == op.getMatchingIndexingMap(&out))
        continue;
      if (kmatch::mayOverlap(other.get(), out.get()))
        return true;
    }
  }
  return false;
}

/// The vector width in elements for `op`, or 0 when the op stays scalar.
static int64_t getVectorLanes(linalg::LinalgOp op) {
  // Reductions qualify when the innermost loop is parallel: each lane then
  // accumulates its own element in the IR's order, one reduction step per
  // tile. A reduction along the innermost loop would need reassociation.
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.hasIndexSemantics() ||
      op.getIteratorTypesArray().back() != utils::IteratorType::parallel)
    return 0;
  if (!isa<TilingInterface>(op.getOperation()) || !isVectorizableBody(op))
    return 0;
  unsigned inner = op.getNumLoops() - 1;
  int64_t bits = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = operand.get().getType();
    if (type.isIntOrFloat()) {
      if (!isVectorizableElementType(type))
        return 0;
      continue;
    }
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref || !isVectorizableElementType(memref.getElementType()))
      return 0;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true) ||
        !isContiguousAlong(map, inner))
      return 0;
    if (map.isFunctionOfDim(inner) && !hasUnitInnerStride(memref))
      return 0;
    bits = std::max<int64_t>(bits, memref.getElementTypeBitWidth());
  }
  // Every output must be written along the innermost loop.
  for (OpOperand &out : op.getDpsInitsMutable())
    if (!op.getMatchingIndexingMap(&out).isFunctionOfDim(inner))
      return 0;
  if (bits == 0 || hasOverlappingOutput(op))
    return 0;
  int64_t lanes = kVectorBytes * 8 / bits;
  std::optional<SmallVector<int64_t, 4>> ranges = op.getStaticLoopRanges();
  if (ranges && !ShapedType::isDynamic(ranges->back()) &&
      ranges->back() < lanes)
    return 0;
  return lanes;
}

/// The reassociation [[0], .., [rank-n-1], [rank-n, .., rank-1]]: the
/// trailing `n` dims merged into one.
static SmallVector<ReassociationIndices> trailingGroups(int64_t rank,
                                                        int64_t n) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank - n; ++d)
    groups.push_back({d});
  ReassociationIndices last;
  for (int64_t d = rank - n; d < rank; ++d)
    last.push_back(d);
  groups.push_back(last);
  return groups;
}

/// The most trailing dims of `type` that memref.collapse_shape can merge
/// (upstream's contiguity rule), at least 1 for a ranked non-scalar.
static int64_t collapsibleTrailingDims(MemRefType type) {
  for (int64_t n = type.getRank(); n > 1; --n)
    if (memref::CollapseShapeOp::isGuaranteedCollapsible(
            type, trailingGroups(type.getRank(), n)))
      return n;
  return 1;
}

/// `v` with its trailing `n` dims merged into one, unchanged for n < 2.
static Value collapseTrailing(OpBuilder &b, Location loc, Value v, int64_t n) {
  if (n < 2)
    return v;
  int64_t rank = cast<MemRefType>(v.getType()).getRank();
  return memref::CollapseShapeOp::create(b, loc, v, trailingGroups(rank, n))
      .getResult();
}

/// Turns every memref.copy that the LLVM lowering would hand to memrefCopy
/// (a view that is not contiguous) into a linalg.copy, which the tiling
/// below vectorizes when its inner dim is long enough and loops otherwise.
/// Dims both views lay out contiguously at the end are merged first, so a
/// slice of a concatenation copies whole rows of channels at a time. The
/// copy moves the same elements in the same order of dims; a copy between
/// overlapping views is left as it is.
static void copiesToLinalg(Operation *root) {
  SmallVector<memref::CopyOp> copies;
  root->walk([&](memref::CopyOp copy) { copies.push_back(copy); });
  for (memref::CopyOp copy : copies) {
    auto src = dyn_cast<MemRefType>(copy.getSource().getType());
    auto dst = dyn_cast<MemRefType>(copy.getTarget().getType());
    if (!src || !dst || src.getShape() != dst.getShape() ||
        src.getElementType() != dst.getElementType() ||
        !isVectorizableElementType(src.getElementType()))
      continue;
    if (memref::isStaticShapeAndContiguousRowMajor(src) &&
        memref::isStaticShapeAndContiguousRowMajor(dst))
      continue;
    if (kmatch::mayOverlap(copy.getSource(), copy.getTarget()))
      continue;
    if (src.getRank() == 0)
      continue;
    int64_t merged =
        std::min(collapsibleTrailingDims(src), collapsibleTrailingDims(dst));
    OpBuilder b(copy);
    Value from = collapseTrailing(b, copy.getLoc(), copy.getSource(), merged);
    Value to = collapseTrailing(b, copy.getLoc(), copy.getTarget(), merged);
    linalg::CopyOp::create(b, copy.getLoc(), from, to);
    copy.erase();
  }
}

/// The single linalg op in `loop`'s body, or null.
static linalg::LinalgOp getTiledOp(scf::ForOp loop) {
  linalg::LinalgOp found;
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp)
      continue;
    if (found)
      return nullptr;
    found = linalgOp;
  }
  return found;
}

namespace {
struct Vectorize : kmatch::impl::KmatchVectorizeBase<Vectorize> {
  LogicalResult initialize(MLIRContext *context) override {
    // Folds the peeled tile sizes into static subview shapes.
    RewritePatternSet canonical(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(canonical);
    for (RegisteredOperationName name : context->getRegisteredOperations())
      name.getCanonicalizationPatterns(canonical, context);
    canonicalPatterns = std::move(canonical);

    // Lowers the vectorized tile to 1-D loads, stores and arithmetic.
    RewritePatternSet lowering(context);
    // A reduction tile reduces one element per lane (its reduced dims have
    // extent 1): multi_reduction becomes lane-wise combines with the
    // accumulator, in the loops' order.
    vector::populateVectorMultiReductionLoweringPatterns(
        lowering, vector::VectorMultiReductionLowering::InnerParallel);
    vector::populateCastAwayVectorLeadingOneDimPatterns(lowering);
    vector::populateVectorTransferDropUnitDimsPatterns(lowering);
    vector::populateVectorTransferPermutationMapLoweringPatterns(lowering);
    vector::populateVectorTransferLoweringPatterns(lowering,
                                                   /*maxTransferRank=*/1);
    vector::populateVectorBroadcastLoweringPatterns(lowering);
    vector::populateVectorShapeCastLoweringPatterns(lowering);
    memref::populateFoldMemRefAliasOpPatterns(lowering);
    vector::TransferReadOp::getCanonicalizationPatterns(lowering, context);
    vector::TransferWriteOp::getCanonicalizationPatterns(lowering, context);
    vector::BroadcastOp::getCanonicalizationPatterns(lowering, context);
    vector::ShapeCastOp::getCanonicalizationPatterns(lowering, context);
    memref::SubViewOp::getCanonicalizationPatterns(lowering, context);
    loweringPatterns = std::move(lowering);
    return success();
  }

  void runOnOperation() override {
    copiesToLinalg(getOperation());
    SmallVector<std::pair<linalg::LinalgOp, int64_t>> candidates;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (int64_t lanes = getVectorLanes(op))
        candidates.push_back({op, lanes});
    });
    IRRewriter rewriter(&getContext());
    for (auto [op, lanes] : candidates)
      vectorizeOp(rewriter, op, lanes);
  }

  /// Tiles `op` by [1, ..., 1, lanes], peels the innermost loop and
  /// vectorizes the full tiles. Whatever step does not apply leaves valid
  /// linalg ops behind.
  void vectorizeOp(RewriterBase &rewriter, linalg::LinalgOp op, int64_t lanes) {
    unsigned numLoops = op.getNumLoops();
    SmallVector<OpFoldResult> tileSizes(numLoops, rewriter.getIndexAttr(1));
    tileSizes.back() = rewriter.getIndexAttr(lanes);
    scf::SCFTilingOptions options;
    options.setTileSizes(tileSizes);
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(op.getOperation()), options);
    if (failed(tiled))
      return;
    rewriter.eraseOp(op);
    if (tiled->loops.size() != numLoops)
      return;
    auto inner = dyn_cast<scf::ForOp>(tiled->loops.back().getOperation());
    if (!inner)
      return;

    // The main loop keeps full tiles; the partial one keeps the remainder.
    scf::ForOp partial;
    (void)scf::peelForLoopAndSimplifyBounds(rewriter, inner, partial);
    GreedyRewriteConfig config;
    // Bounded both ways, so that patterns that undo each other cannot keep
    // the driver going; what is left unlowered still lowers to loops.
    config.setMaxIterations(8)
        .setMaxNumRewrites(4096)
        .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    (void)applyPatternsGreedily(inner.getRegion(), canonicalPatterns, config);

    linalg::LinalgOp tile = getTiledOp(inner);
    if (!tile || tile.hasDynamicShape() ||
        failed(linalg::vectorizeOpPrecondition(tile)))
      return;
    rewriter.setInsertionPoint(tile);
    FailureOr<linalg::VectorizationResult> vectorized =
        linalg::vectorize(rewriter, tile);
    if (failed(vectorized))
      return;
    if (vectorized->replacements.empty())
      rewriter.eraseOp(tile);
    else
      rewriter.replaceOp(tile, vectorized->replacements);
    (void)applyPatternsGreedily(inner.getRegion(), loweringPatterns, config);
  }

  FrozenRewritePatternSet canonicalPatterns;
  FrozenRewritePatternSet loweringPatterns;
};
} // namespace
