//===- Memory.cpp - Aliasing and composition-legality natives ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Natives that decide, on lib/Analysis/MemoryAccess, whether buffers may
// overlap, whether two values denote the same buffer, whether two ops can be
// merged across what lies between them, whether a memref's leading dims
// collapse, and when a tensor transpose next to a reshape can be a strided
// view (kernel.transpose_view) instead of a copy.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Analysis/MemoryAccess.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace kmatch;
using kmatch::detail::tensorTranspose;

/// Whether `first` comes before `second` in one block and nothing between
/// them may read or write `buffer` (a single-buffer check on the accesses
/// canMergeAcross uses, kept for templates written against it).
static bool nothingTouchesBetween(Operation *first, Operation *second,
                                  Value buffer) {
  if (first->getBlock() != second->getBlock() ||
      !first->isBeforeInBlock(second))
    return false;
  MemoryAccess whole{buffer, /*write=*/true};
  for (Operation *op = first->getNextNode(); op && op != second;
       op = op->getNextNode()) {
    FailureOr<SmallVector<MemoryAccess>> accesses = getMemoryAccesses(op);
    if (failed(accesses))
      return false;
    for (const MemoryAccess &access : *accesses)
      if (!access.value || !isa<BaseMemRefType>(access.value.getType()) ||
          mayOverlapAt(access.value, whole.value, op))
        return false;
  }
  return true;
}

/// Whether no op strictly between `first` and `last` (one block, first
/// before last) may write memory of `buffer`; ops with unknown effects may.
static bool nothingWritesBetween(Operation *first, Operation *last,
                                 Value buffer) {
  if (first->getBlock() != last->getBlock() || !first->isBeforeInBlock(last))
    return false;
  for (Operation *op = first->getNextNode(); op && op != last;
       op = op->getNextNode()) {
    FailureOr<SmallVector<MemoryAccess>> accesses = getMemoryAccesses(op);
    if (failed(accesses))
      return false;
    for (const MemoryAccess &access : *accesses)
      if (access.write &&
          (!access.value || !isa<BaseMemRefType>(access.value.getType()) ||
           mayOverlapAt(access.value, buffer, op)))
        return false;
  }
  return true;
}

/// Why `v` is not a scratch buffer of `uses` users, or "" when it is: a
/// memref.alloc or memref.alloca result used, besides by memref.dealloc ops
/// that follow every other user in its block, by exactly `uses` ops (none of
/// them a view of it). What a chain of ops writes there is seen by nobody
/// else, before or after.
static std::string whyNotScratch(Value v, int64_t uses) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def))
    return "not a memref.alloc or memref.alloca result";
  SmallVector<Operation *> users, deallocs;
  for (Operation *user : v.getUsers()) {
    if (isa<memref::DeallocOp>(user)) {
      deallocs.push_back(user);
      continue;
    }
    if (!llvm::is_contained(users, user))
      users.push_back(user);
  }
  if (static_cast<int64_t>(users.size()) != uses)
    return ("used by " + Twine(users.size()) +
            " ops besides its deallocs, "
            "expected " +
            Twine(uses))
        .str();
  for (Operation *dealloc : deallocs)
    for (Operation *user : users)
      if (dealloc->getBlock() != user->getBlock() ||
          !user->isBeforeInBlock(dealloc))
        return "freed before one of its users";
  return "";
}

/// Whether two memref values provably denote the same buffer: the same value,
/// or the same chain of identical view ops applied to one source.
static bool sameBuffer(Value a, Value b) {
  if (a == b)
    return true;
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || da->getName() != db->getName() ||
      !isa<ViewLikeOpInterface, memref::TransposeOp, memref::CastOp>(da) ||
      da->getNumOperands() != db->getNumOperands() ||
      da->getAttrDictionary() != db->getAttrDictionary() ||
      da->getPropertiesAsAttribute() != db->getPropertiesAsAttribute() ||
      a.getType() != b.getType())
    return false;
  for (auto [x, y] : llvm::zip(da->getOperands(), db->getOperands()))
    if (!sameBuffer(x, y))
      return false;
  return true;
}

/// Whether the first `n` dims of memref `v` can be merged into one by
/// memref.collapse_shape (contiguous in those dims).
static bool leadingDimsCollapsible(Value v, int64_t n) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type || n < 1 || n > type.getRank())
    return false;
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices first;
  for (int64_t d = 0; d < n; ++d)
    first.push_back(d);
  groups.push_back(first);
  for (int64_t d = n; d < type.getRank(); ++d)
    groups.push_back({d});
  return memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups);
}

/// The reassociation [[0, .., n-1], [n], .., [rank-1]].
static SmallVector<ReassociationIndices> leadingGroups(int64_t rank,
                                                       int64_t n) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices first;
  for (int64_t d = 0; d < n; ++d)
    first.push_back(d);
  groups.push_back(first);
  for (int64_t d = n; d < rank; ++d)
    groups.push_back({d});
  return groups;
}

/// The reassociation [[0], .., [rank-3], [rank-2, rank-1]]: the last two
/// dims of the larger side are one dim of the smaller.
static SmallVector<ReassociationIndices> trailingGroups(int64_t rank) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < rank - 2; ++d)
    groups.push_back({d});
  groups.push_back({rank - 2, rank - 1});
  return groups;
}

/// The inverse of permutation `perm`: inverse[perm[i]] = i.
static SmallVector<int64_t> invertPermutation(ArrayRef<int64_t> perm) {
  SmallVector<int64_t> inverse(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inverse[p] = i;
  return inverse;
}

/// Whether a dense row-major buffer of static `shape`, viewed with its dims
/// in the order `perm` (view dim i is buffer dim perm[i], as
/// memref.transpose does), can be reshaped by `groups` into a view:
/// memref.collapse_shape accepts the permuted strides.
static bool permutedCollapses(ArrayRef<int64_t> shape, ArrayRef<int64_t> perm,
                              ArrayRef<ReassociationIndices> groups,
                              Type elementType) {
  if (ShapedType::isDynamicShape(shape) || perm.size() != shape.size())
    return false;
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  SmallVector<int64_t> viewShape, viewStrides;
  for (int64_t p : perm) {
    viewShape.push_back(shape[p]);
    viewStrides.push_back(strides[p]);
  }
  auto type = MemRefType::get(
      viewShape, elementType,
      StridedLayoutAttr::get(elementType.getContext(), 0, viewStrides));
  return memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups);
}

/// Whether two logical elements of the memref `v` certainly, or by the
/// shims' own rule, share an address, judged from its static type: a zero
/// stride on a dim that is not statically of one element (a broadcast made
/// with memref.reinterpret_cast), or, with every size and stride static, the
/// rule the shims apply at run time (runtime/common/matrix.h,
/// overlapsItself: the dims of more than one element, sorted by |stride|,
/// must each step over the span of the smaller ones). The IR updates such an
/// element once per alias, in loop order; a library call cannot, and the
/// shims refuse the view at run time, so the op stays on the default path.
static bool staticallyOverlapsItself(Value v) {
  auto type = dyn_cast<MemRefType>(v.getType());
  return type && kmatch::overlapsItself(type).value_or(false);
}

/// Whether `operand` is one of `inits` (DestinationStyleOpInterface::isDpsInit
/// without building the range again).
static bool isDpsInitIn(MutableArrayRef<OpOperand> inits, OpOperand &operand) {
  return !inits.empty() && &operand >= inits.begin() && &operand < inits.end();
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult outputDoesNotOverlapInputs(PatternRewriter &,
                                                Operation *operation) {
  auto op = dyn_cast<DestinationStyleOpInterface>(operation);
  if (!op)
    return failure();
  OperandRange initRange = kmatch::detail::dpsInits(operation);
  MutableArrayRef<OpOperand> inits =
      initRange.empty()
          ? MutableArrayRef<OpOperand>()
          : operation->getOpOperands().slice(initRange.getBeginOperandIndex(),
                                             initRange.size());
  for (OpOperand &init : inits)
    if (staticallyOverlapsItself(init.get())) {
      setRejectionReason("output #" + Twine(init.getOperandNumber()) +
                         " overlaps itself: two of its elements share "
                         "an address (a zero stride)");
      return failure();
    }
  for (OpOperand &init : inits)
    for (OpOperand &input : operation->getOpOperands())
      if (!isDpsInitIn(inits, input) && mayOverlap(init.get(), input.get())) {
        setRejectionReason("output may share memory with input #" +
                           Twine(input.getOperandNumber()));
        return failure();
      }
  return success();
}

static LogicalResult launchOperandTypes(PatternRewriter &, Operation *op) {
  std::string why = kernel::unsupportedLaunchOperandTypeOf(op);
  if (why.empty())
    return success();
  setRejectionReason(why);
  return failure();
}

static LogicalResult inHostCode(PatternRewriter &, Operation *op) {
  Operation *device = kernel::enclosingDeviceCode(op);
  if (!device)
    return success();
  if (rejectionReasonWanted())
    setRejectionReason("the op is in device code, inside " +
                       device->getName().getStringRef());
  return failure();
}

static LogicalResult disjointBuffers(PatternRewriter &, Value a, Value b) {
  if (a && b && !mayOverlap(a, b))
    return success();
  setRejectionReason("the buffers may share memory");
  return failure();
}

static LogicalResult sameBufferNative(PatternRewriter &, Value a, Value b) {
  return success(a && b && sameBuffer(a, b));
}

static LogicalResult nothingTouchesBetweenNative(PatternRewriter &,
                                                 Operation *first,
                                                 Operation *second,
                                                 Value buffer) {
  if (first && second && buffer && isa<MemRefType>(buffer.getType()) &&
      nothingTouchesBetween(first, second, buffer))
    return success();
  setRejectionReason("another op may access the buffer in between");
  return failure();
}

static LogicalResult nothingInterferesBetween(PatternRewriter &,
                                              Operation *first,
                                              Operation *second) {
  std::string why;
  if (first && second &&
      canMergeAcross(first, second, rejectionReasonWanted() ? &why : nullptr))
    return success();
  setRejectionReason(why.empty() ? "not two ops" : why);
  return failure();
}

static LogicalResult leadingDimsCollapsibleNative(PatternRewriter &, Value v,
                                                  IntegerAttr count) {
  if (v && count && leadingDimsCollapsible(v, count.getInt()))
    return success();
  setRejectionReason("leading dims are not collapsible (not a memref, "
                     "or not contiguous)");
  return failure();
}

static LogicalResult leadingDimsExpandBack(PatternRewriter &, Value v,
                                           IntegerAttr count) {
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
  if (count && type && type.hasRank() && count.getInt() <= type.getRank() &&
      llvm::count_if(type.getShape().take_front(count.getInt()),
                     ShapedType::isDynamic) <= 1)
    return success();
  setRejectionReason("two of the dims to merge and expand back are "
                     "dynamic");
  return failure();
}

static FailureOr<Value> collapseLeadingDims(PatternRewriter &rewriter, Value v,
                                            IntegerAttr n) {
  if (!v)
    return failure();
  if (auto tensor = dyn_cast<RankedTensorType>(v.getType())) {
    if (n.getInt() < 1 || n.getInt() > tensor.getRank())
      return failure();
    return tensor::CollapseShapeOp::create(
               rewriter, v.getLoc(), v,
               leadingGroups(tensor.getRank(), n.getInt()))
        .getResult();
  }
  if (!leadingDimsCollapsible(v, n.getInt()))
    return failure();
  auto type = cast<MemRefType>(v.getType());
  return memref::CollapseShapeOp::create(
             rewriter, v.getLoc(), v, leadingGroups(type.getRank(), n.getInt()))
      .getResult();
}

/// `v` with a dim of size 1 put before its first dim (`leading`) or after
/// its last, by a tensor or memref expand_shape.
static FailureOr<Value> withUnitDim(PatternRewriter &rewriter, Value v,
                                    bool leading) {
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : nullptr;
  if (!type || !type.hasRank() || type.getRank() < 1)
    return failure();
  int64_t rank = type.getRank();
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<OpFoldResult> sizes =
      kmatch::detail::mixedSizes(rewriter, v.getLoc(), v);
  int64_t at = leading ? 0 : rank;
  shape.insert(shape.begin() + at, 1);
  sizes.insert(sizes.begin() + at, rewriter.getIndexAttr(1));
  auto groups = leading ? leadingGroups(rank + 1, 2) : trailingGroups(rank + 1);
  return kmatch::detail::expandShapeOf(rewriter, v.getLoc(), v, shape, groups,
                                       sizes);
}

static FailureOr<Value> appendUnitDim(PatternRewriter &rewriter, Value v) {
  return withUnitDim(rewriter, v, /*leading=*/false);
}

static FailureOr<Value> prependUnitDim(PatternRewriter &rewriter, Value v) {
  return withUnitDim(rewriter, v, /*leading=*/true);
}

/// Operand `index` of the linalg op `op`, which indexes it by a map whose
/// results are loop dims in increasing order (IndexingIsElementwiseBut),
/// with a dim of size 1 put at each loop dim the map leaves out, by one
/// expand_shape: the operand at the loop rank, broadcast along its unit dims.
/// An operand at the loop rank already (read at 0 along its unit dims) is
/// returned as it is.
static FailureOr<Value> broadcastOperand(PatternRewriter &rewriter,
                                         Operation *operation,
                                         IntegerAttr index) {
  auto op = dyn_cast_or_null<linalg::LinalgOp>(operation);
  if (!op || !index || index.getInt() < 0 ||
      index.getInt() >= op->getNumOperands())
    return failure();
  OpOperand &operand = op->getOpOperand(index.getInt());
  Value v = operand.get();
  std::optional<SmallVector<bool>> inserted = kmatch::detail::broadcastUnitDims(
      op.getMatchingIndexingMap(&operand), dyn_cast<ShapedType>(v.getType()),
      op.getNumLoops());
  if (!inserted)
    return failure();
  if (!llvm::is_contained(*inserted, true))
    return v; // at the loop rank already, read at 0 along its unit dims
  return kmatch::detail::withUnitDimsAt(rewriter, v.getLoc(), v, *inserted);
}

static FailureOr<Value> dropTrailingUnitDim(PatternRewriter &rewriter,
                                            Value v) {
  auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!type || type.getRank() < 2 || type.getDimSize(type.getRank() - 1) != 1)
    return failure();
  return tensor::CollapseShapeOp::create(rewriter, v.getLoc(), v,
                                         trailingGroups(type.getRank()))
      .getResult();
}

static LogicalResult isLeadingDimsExpand(PatternRewriter &, Operation *op,
                                         IntegerAttr n) {
  auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(op);
  if (expand && expand.getSrcType().getRank() == 2 &&
      expand.getResultType().getRank() == n.getInt() + 1 &&
      expand.getReassociationIndices() ==
          leadingGroups(n.getInt() + 1, n.getInt()))
    return success();
  setRejectionReason("not a tensor.expand_shape splitting only the "
                     "leading dim of a matrix");
  return failure();
}

static FailureOr<Value> expandLeadingDims(PatternRewriter &rewriter, Value v,
                                          Value like, IntegerAttr n) {
  auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  auto likeType = like ? dyn_cast<RankedTensorType>(like.getType()) : nullptr;
  if (!type || !likeType || n.getInt() < 1 ||
      likeType.getRank() != type.getRank() + n.getInt() - 1)
    return failure();
  auto resultType =
      RankedTensorType::get(likeType.getShape(), type.getElementType());
  SmallVector<OpFoldResult> sizes =
      kmatch::detail::mixedSizes(rewriter, v.getLoc(), like);
  return tensor::ExpandShapeOp::create(
             rewriter, v.getLoc(), resultType, v,
             leadingGroups(likeType.getRank(), n.getInt()), sizes)
      .getResult();
}

static LogicalResult transposeReadsAsView(PatternRewriter &, Operation *tOp,
                                          Operation *cOp) {
  linalg::TransposeOp t = tensorTranspose(tOp);
  auto c = dyn_cast_or_null<tensor::CollapseShapeOp>(cOp);
  if (!t || !c || c.getSrc() != t->getResult(0)) {
    setRejectionReason("not a tensor linalg.transpose and a "
                       "tensor.collapse_shape of its result");
    return failure();
  }
  auto input = cast<RankedTensorType>(t.getInput().getType());
  if (permutedCollapses(input.getShape(), t.getPermutation(),
                        c.getReassociationIndices(), input.getElementType()))
    return success();
  setRejectionReason("the collapse would copy the transposed view (the "
                     "merged dims are not contiguous in it)");
  return failure();
}

static LogicalResult transposeWritesAsView(PatternRewriter &, Operation *eOp,
                                           Operation *tOp) {
  auto e = dyn_cast_or_null<tensor::ExpandShapeOp>(eOp);
  linalg::TransposeOp t = tensorTranspose(tOp);
  if (!t || !e || t.getInput() != e.getResult()) {
    setRejectionReason("not a tensor.expand_shape and a tensor "
                       "linalg.transpose of its result");
    return failure();
  }
  auto result = cast<RankedTensorType>(t.getInit().getType());
  if (permutedCollapses(result.getShape(),
                        invertPermutation(t.getPermutation()),
                        e.getReassociationIndices(), result.getElementType()))
    return success();
  setRejectionReason("the expanded dims are not contiguous in the "
                     "transposed order");
  return failure();
}

static FailureOr<Value> transposeView(PatternRewriter &rewriter, Value v,
                                      Operation *tOp, BoolAttr inverse) {
  linalg::TransposeOp t = tensorTranspose(tOp);
  auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!t || !type ||
      type.getRank() != static_cast<int64_t>(t.getPermutation().size()))
    return failure();
  SmallVector<int64_t> perm = inverse.getValue()
                                  ? invertPermutation(t.getPermutation())
                                  : llvm::to_vector(t.getPermutation());
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfterValue(v);
  return kernel::TransposeViewOp::create(rewriter, v.getLoc(), v, perm)
      .getResult();
}

static LogicalResult transposeFeedsLaunches(PatternRewriter &, Operation *op) {
  linalg::TransposeOp t = tensorTranspose(op);
  auto takesNoTranspose = [](Operation *user) {
    auto launch = dyn_cast<kernel::LaunchOp>(user);
    return launch && !launch->hasAttr("transA") && !launch->hasAttr("transB");
  };
  if (t && !t->getResult(0).use_empty() &&
      llvm::all_of(t->getResult(0).getUsers(), takesNoTranspose))
    return success();
  setRejectionReason("not a tensor linalg.transpose read only by launches "
                     "that take no transposed operand");
  return failure();
}

static LogicalResult resultsFeedLaunches(PatternRewriter &, Operation *op) {
  if (op && op->getNumResults() != 0 && !op->use_empty() &&
      llvm::all_of(op->getUsers(), llvm::IsaPred<kernel::LaunchOp>))
    return success();
  setRejectionReason("not an op whose results only launches read (the "
                     "elementwise fusion takes it with its neighbours)");
  return failure();
}

static FailureOr<Value> collapseAs(PatternRewriter &rewriter, Value v,
                                   Operation *eOp) {
  auto e = dyn_cast_or_null<tensor::ExpandShapeOp>(eOp);
  if (!e || !v || v.getType() != e.getResultType())
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfterValue(v);
  return tensor::CollapseShapeOp::create(rewriter, v.getLoc(), e.getSrcType(),
                                         v, e.getReassociationIndices())
      .getResult();
}

static LogicalResult comesBefore(PatternRewriter &, Operation *a,
                                 Operation *b) {
  if (a && b && a != b && a->getBlock() == b->getBlock() &&
      a->isBeforeInBlock(b))
    return success();
  setRejectionReason("not in one block in this order");
  return failure();
}

static LogicalResult nothingWritesBetweenNative(PatternRewriter &,
                                                Operation *first,
                                                Operation *last, Value buffer) {
  if (first && last && buffer && isa<MemRefType>(buffer.getType()) &&
      nothingWritesBetween(first, last, buffer))
    return success();
  setRejectionReason("another op may write the buffer in between");
  return failure();
}

static LogicalResult isScratchBuffer(PatternRewriter &, Value v,
                                     IntegerAttr uses) {
  std::string why =
      uses ? whyNotScratch(v, uses.getInt()) : std::string("no use count");
  if (why.empty())
    return success();
  setRejectionReason(why);
  return failure();
}

void kmatch::registerMemoryNatives(NativeLibrary &lib) {
  lib.addConstraint("OutputDoesNotOverlapInputs", outputDoesNotOverlapInputs);
  lib.addConstraint("LaunchOperandTypes", launchOperandTypes);
  lib.addConstraint("InHostCode", inHostCode);
  lib.addConstraint("DisjointBuffers", disjointBuffers);
  lib.addConstraint("SameBuffer", sameBufferNative);
  lib.addConstraint("NothingTouchesBetween", nothingTouchesBetweenNative);
  lib.addConstraint("NothingInterferesBetween", nothingInterferesBetween);
  lib.addConstraint("LeadingDimsCollapsible", leadingDimsCollapsibleNative);
  lib.addConstraint("LeadingDimsExpandBack", leadingDimsExpandBack);
  lib.addRewrite("CollapseLeadingDims", collapseLeadingDims);
  lib.addRewrite("AppendUnitDim", appendUnitDim);
  lib.addRewrite("PrependUnitDim", prependUnitDim);
  lib.addRewrite("DropTrailingUnitDim", dropTrailingUnitDim);
  lib.addRewrite("BroadcastOperand", broadcastOperand);
  lib.addConstraint("IsLeadingDimsExpand", isLeadingDimsExpand);
  lib.addRewrite("ExpandLeadingDims", expandLeadingDims);
  lib.addConstraint("TransposeReadsAsView", transposeReadsAsView);
  lib.addConstraint("TransposeWritesAsView", transposeWritesAsView);
  lib.addRewrite("TransposeView", transposeView);
  lib.addConstraint("TransposeFeedsLaunches", transposeFeedsLaunches);
  lib.addConstraint("ResultsFeedLaunches", resultsFeedLaunches);
  lib.addRewrite("CollapseAs", collapseAs);
  lib.addConstraint("ComesBefore", comesBefore);
  lib.addConstraint("NothingWritesBetween", nothingWritesBetweenNative);
  lib.addConstraint("IsScratchBuffer", isScratchBuffer);

  // The scans of the ops between two statements, and of every user.
  for (StringRef name : {"NothingTouchesBetween", "NothingInterferesBetween",
                         "NothingWritesBetween", "IsScratchBuffer"})
    lib.markLateCheck(name);
}
