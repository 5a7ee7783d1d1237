//===- Memory.cpp - Aliasing and composition-legality natives ---*- C++ -*-===//
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
      if (!access.value ||
          mayOverlap(access.value, whole.value, ArgumentAliasing::Declared) ||
          !isa<BaseMemRefType>(access.value.getType()))
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
           mayOverlap(access.value, buffer, ArgumentAliasing::Declared)))
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
    return ("used by " + Twine(users.size()) + " ops besides its deallocs, "
            "expected " + Twine(uses))
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

/// The linalg.transpose `op` on tensors, or null.
static linalg::TransposeOp tensorTranspose(Operation *op) {
  auto t = dyn_cast_or_null<linalg::TransposeOp>(op);
  if (!t || !t.hasPureTensorSemantics())
    return {};
  return t;
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
  if (!type)
    return false;
  // The row-major strides of an identity layout never overlap, and deriving
  // them (getStridesAndOffset simplifies an affine expression) was the most
  // expensive step of matching a module.
  if (type.getLayout().isIdentity())
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  ArrayRef<int64_t> shape = type.getShape();
  if (llvm::is_contained(shape, 0))
    return false; // Empty: no element at all.
  bool allStatic = true;
  SmallVector<int64_t> dims;
  for (auto [size, stride] : llvm::zip_equal(shape, strides)) {
    bool staticStride = !ShapedType::isDynamic(stride);
    if (staticStride && stride == 0 && size != 1)
      return true;
    if (ShapedType::isDynamic(size) || !staticStride)
      allStatic = false;
  }
  if (!allStatic)
    return false;
  for (auto [d, size] : llvm::enumerate(shape))
    if (size > 1)
      dims.push_back(d);
  auto absStride = [&](int64_t d) { return std::abs(strides[d]); };
  llvm::sort(dims,
             [&](int64_t a, int64_t b) { return absStride(a) < absStride(b); });
  int64_t span = 1;
  for (int64_t d : dims) {
    if (absStride(d) < span)
      return true;
    span += (shape[d] - 1) * absStride(d);
  }
  return false;
}

/// Whether `operand` is one of `inits` (DestinationStyleOpInterface::isDpsInit
/// without building the range again).
static bool isDpsInitIn(MutableArrayRef<OpOperand> inits, OpOperand &operand) {
  return !inits.empty() && &operand >= inits.begin() && &operand < inits.end();
}

void kmatch::registerMemoryNatives(NativeLibrary &lib) {
  lib.addConstraint(
      "OutputDoesNotOverlapInputs",
      "(op) on memrefs, no out operand may share memory with an input "
      "(distinct function arguments are assumed disjoint), nor have two of "
      "its elements on one address by its static layout (a zero stride)",
      [](PatternRewriter &, Operation *operation) -> LogicalResult {
        auto op = dyn_cast<DestinationStyleOpInterface>(operation);
        if (!op)
          return failure();
        OperandRange initRange = kmatch::detail::dpsInits(operation);
        MutableArrayRef<OpOperand> inits =
            initRange.empty()
                ? MutableArrayRef<OpOperand>()
                : operation->getOpOperands().slice(
                      initRange.getBeginOperandIndex(), initRange.size());
        for (OpOperand &init : inits)
          if (staticallyOverlapsItself(init.get())) {
            setRejectionReason("output #" + Twine(init.getOperandNumber()) +
                               " overlaps itself: two of its elements share "
                               "an address (a zero stride)");
            return failure();
          }
        for (OpOperand &init : inits)
          for (OpOperand &input : operation->getOpOperands())
            if (!isDpsInitIn(inits, input) &&
                mayOverlap(init.get(), input.get())) {
              setRejectionReason("output may share memory with input #" +
                                 Twine(input.getOperandNumber()));
              return failure();
            }
        return success();
      });

  lib.addConstraint(
      "LaunchOperandTypes",
      "(op) every operand and result of op is of a type a launch can take: "
      "no tensor with an encoding (sparse), no memref outside the default "
      "memory space or with a layout that is not strided, nothing unranked. "
      "The loader checks it on every op a PDLL pattern binds; a Transform "
      "matcher calls it before transform.kmatch.replace_with_launch",
      [](PatternRewriter &, Operation *op) -> LogicalResult {
        std::string why = kernel::unsupportedLaunchOperandTypeOf(op);
        if (why.empty())
          return success();
        setRejectionReason(why);
        return failure();
      });

  lib.addConstraint(
      "InHostCode",
      "(op) op is host code: no gpu.module, gpu.func, gpu.launch, "
      "omp.target, OpenACC compute region or loop mapped onto GPU "
      "processors encloses it (kernel::enclosingDeviceCode). The loader "
      "checks it on every PDLL pattern's root; a Transform matcher calls it "
      "before transform.kmatch.replace_with_launch",
      [](PatternRewriter &, Operation *op) -> LogicalResult {
        Operation *device = kernel::enclosingDeviceCode(op);
        if (!device)
          return success();
        if (rejectionReasonWanted())
          setRejectionReason("the op is in device code, inside " +
                             device->getName().getStringRef());
        return failure();
      });

  lib.addConstraint(
      "DisjointBuffers",
      "(a, b) the memrefs a and b cannot share memory, by the aliasing rule",
      [](PatternRewriter &, Value a, Value b) -> LogicalResult {
        if (a && b && !mayOverlap(a, b))
          return success();
        setRejectionReason("the buffers may share memory");
        return failure();
      });

  lib.addConstraint(
      "SameBuffer",
      "(a, b) a and b provably denote the same memory: the same value, or "
      "identical views of one source",
      [](PatternRewriter &, Value a, Value b) {
        return success(a && b && sameBuffer(a, b));
      });

  lib.addConstraint(
      "NothingTouchesBetween",
      "(first, second, buffer) first precedes second in one block and no op "
      "in between may read or write the memref `buffer`",
      [](PatternRewriter &, Operation *first, Operation *second,
         Value buffer) -> LogicalResult {
        if (first && second && buffer && isa<MemRefType>(buffer.getType()) &&
            nothingTouchesBetween(first, second, buffer))
          return success();
        setRejectionReason("another op may access the buffer in between");
        return failure();
      });

  lib.addConstraint(
      "NothingInterferesBetween",
      "(first, second) first precedes second in one block and no op in "
      "between writes memory either reads, or reads or writes memory either "
      "writes (through views and aliases; unknown effects conflict): the two "
      "may be merged into one statement at either position",
      [](PatternRewriter &, Operation *first,
         Operation *second) -> LogicalResult {
        std::string why;
        if (first && second &&
            canMergeAcross(first, second,
                           rejectionReasonWanted() ? &why : nullptr))
          return success();
        setRejectionReason(why.empty() ? "not two ops" : why);
        return failure();
      });

  lib.addConstraint(
      "LeadingDimsCollapsible",
      "(v, n) v is a memref whose first n dims memref.collapse_shape can merge "
      "(contiguous in those dims)",
      [](PatternRewriter &, Value v, Attribute n) -> LogicalResult {
        auto count = dyn_cast_or_null<IntegerAttr>(n);
        if (v && count && leadingDimsCollapsible(v, count.getInt()))
          return success();
        setRejectionReason("leading dims are not collapsible (not a memref, "
                           "or not contiguous)");
        return failure();
      });

  lib.addConstraint(
      "LeadingDimsExpandBack",
      "(v, n) at most one of the first n dims of shaped v is dynamic: a "
      "tensor rewrite that collapses them and expands the result back leaves, "
      "after bufferization, a memref.expand_shape of a collapse_shape that "
      "MLIR 22's expand-strided-metadata crashes on when two merged dims are "
      "dynamic",
      [](PatternRewriter &, Value v, Attribute n) -> LogicalResult {
        auto count = dyn_cast_or_null<IntegerAttr>(n);
        auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
        if (count && type && type.hasRank() &&
            count.getInt() <= type.getRank() &&
            llvm::count_if(type.getShape().take_front(count.getInt()),
                           ShapedType::isDynamic) <= 1)
          return success();
        setRejectionReason("two of the dims to merge and expand back are "
                           "dynamic");
        return failure();
      });

  lib.addRewrite(
      "CollapseLeadingDims",
      "(v, n) -> memref.collapse_shape (memrefs accepted by "
      "LeadingDimsCollapsible) or tensor.collapse_shape of v merging its "
      "first n dims",
      [](PatternRewriter &rewriter, Value v,
         Attribute count) -> FailureOr<Value> {
        auto n = dyn_cast_or_null<IntegerAttr>(count);
        if (!n || !v)
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
                   rewriter, v.getLoc(), v,
                   leadingGroups(type.getRank(), n.getInt()))
            .getResult();
      });

  lib.addRewrite(
      "AppendUnitDim",
      "(v) -> v with a trailing dim of size 1 (tensor.expand_shape or "
      "memref.expand_shape): a vector as a one-column matrix",
      [](PatternRewriter &rewriter, Value v) -> FailureOr<Value> {
        auto type = v ? dyn_cast<ShapedType>(v.getType()) : nullptr;
        if (!type || !type.hasRank() || type.getRank() < 1)
          return failure();
        int64_t rank = type.getRank();
        SmallVector<int64_t> shape(type.getShape());
        shape.push_back(1);
        SmallVector<OpFoldResult> sizes =
            kmatch::detail::mixedSizes(rewriter, v.getLoc(), v);
        sizes.push_back(rewriter.getIndexAttr(1));
        auto groups = trailingGroups(rank + 1);
        if (isa<RankedTensorType>(type))
          return tensor::ExpandShapeOp::create(
                     rewriter, v.getLoc(),
                     RankedTensorType::get(shape, type.getElementType()), v,
                     groups, sizes)
              .getResult();
        auto memrefType = cast<MemRefType>(type);
        FailureOr<MemRefType> expanded =
            memref::ExpandShapeOp::computeExpandedType(memrefType, shape,
                                                       groups);
        if (failed(expanded))
          return failure();
        return memref::ExpandShapeOp::create(rewriter, v.getLoc(), *expanded, v,
                                             groups, sizes)
            .getResult();
      });

  lib.addRewrite(
      "DropTrailingUnitDim",
      "(v) -> tensor.collapse_shape of v merging its trailing dim of size 1 "
      "into the one before",
      [](PatternRewriter &rewriter, Value v) -> FailureOr<Value> {
        auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
        if (!type || type.getRank() < 2 ||
            type.getDimSize(type.getRank() - 1) != 1)
          return failure();
        return tensor::CollapseShapeOp::create(rewriter, v.getLoc(), v,
                                               trailingGroups(type.getRank()))
            .getResult();
      });

  lib.addConstraint(
      "IsLeadingDimsExpand",
      "(op, n) a tensor.expand_shape of a 2-D tensor into n+1 dims that "
      "splits only the first dim: [[0, .., n-1], [n]]",
      [](PatternRewriter &, Operation *op, IntegerAttr n) -> LogicalResult {
        auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(op);
        if (expand && expand.getSrcType().getRank() == 2 &&
            expand.getResultType().getRank() == n.getInt() + 1 &&
            expand.getReassociationIndices() ==
                leadingGroups(n.getInt() + 1, n.getInt()))
          return success();
        setRejectionReason("not a tensor.expand_shape splitting only the "
                           "leading dim of a matrix");
        return failure();
      });

  lib.addRewrite(
      "ExpandLeadingDims",
      "(v, like, n) -> tensor.expand_shape of v (a tensor whose first dim is "
      "the product of the first n dims of tensor `like`) to like's type",
      [](PatternRewriter &rewriter, Value v, Value like,
         IntegerAttr n) -> FailureOr<Value> {
        auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
        auto likeType =
            like ? dyn_cast<RankedTensorType>(like.getType()) : nullptr;
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
      });

  lib.addConstraint(
      "TransposeReadsAsView",
      "(t, c) t is a linalg.transpose of a static tensor and c a "
      "tensor.collapse_shape of its result that stays a view once t is one: "
      "the collapse accepts the permuted strides of t's dense input",
      [](PatternRewriter &, Operation *tOp, Operation *cOp) -> LogicalResult {
        linalg::TransposeOp t = tensorTranspose(tOp);
        auto c = dyn_cast_or_null<tensor::CollapseShapeOp>(cOp);
        if (!t || !c || c.getSrc() != t->getResult(0)) {
          setRejectionReason("not a tensor linalg.transpose and a "
                             "tensor.collapse_shape of its result");
          return failure();
        }
        auto input = cast<RankedTensorType>(t.getInput().getType());
        if (permutedCollapses(input.getShape(), t.getPermutation(),
                              c.getReassociationIndices(),
                              input.getElementType()))
          return success();
        setRejectionReason("the collapse would copy the transposed view (the "
                           "merged dims are not contiguous in it)");
        return failure();
      });

  lib.addConstraint(
      "TransposeWritesAsView",
      "(e, t) e is a tensor.expand_shape and t a linalg.transpose of its "
      "result, static: a tensor in t's result order, viewed in t's input "
      "order (the inverse permutation), collapses by e's reassociation into "
      "a view of e's source type, so what e expands can be written there",
      [](PatternRewriter &, Operation *eOp, Operation *tOp) -> LogicalResult {
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
                              e.getReassociationIndices(),
                              result.getElementType()))
          return success();
        setRejectionReason("the expanded dims are not contiguous in the "
                           "transposed order");
        return failure();
      });

  lib.addRewrite(
      "TransposeView",
      "(v, t, inverse) -> kernel.transpose_view of the tensor v by the "
      "permutation of linalg.transpose t (its inverse when inverse is true), "
      "created right after v",
      [](PatternRewriter &rewriter, Value v, Operation *tOp,
         Attribute inverseAttr) -> FailureOr<Value> {
        linalg::TransposeOp t = tensorTranspose(tOp);
        auto inverse = dyn_cast_or_null<BoolAttr>(inverseAttr);
        auto type = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
        if (!t || !inverse || !type ||
            type.getRank() != static_cast<int64_t>(t.getPermutation().size()))
          return failure();
        SmallVector<int64_t> perm =
            inverse.getValue() ? invertPermutation(t.getPermutation())
                               : llvm::to_vector(t.getPermutation());
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointAfterValue(v);
        return kernel::TransposeViewOp::create(rewriter, v.getLoc(), v, perm)
            .getResult();
      });

  lib.addRewrite(
      "CollapseAs",
      "(v, e) -> tensor.collapse_shape of the tensor v by the reassociation "
      "of the tensor.expand_shape e (v of e's result type), created right "
      "after v",
      [](PatternRewriter &rewriter, Value v,
         Operation *eOp) -> FailureOr<Value> {
        auto e = dyn_cast_or_null<tensor::ExpandShapeOp>(eOp);
        if (!e || !v || v.getType() != e.getResultType())
          return failure();
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointAfterValue(v);
        return tensor::CollapseShapeOp::create(rewriter, v.getLoc(),
                                               e.getSrcType(), v,
                                               e.getReassociationIndices())
            .getResult();
      });

  lib.addConstraint(
      "ComesBefore",
      "(a, b) a and b are in one block, a before b",
      [](PatternRewriter &, Operation *a, Operation *b) -> LogicalResult {
        if (a && b && a != b && a->getBlock() == b->getBlock() &&
            a->isBeforeInBlock(b))
          return success();
        setRejectionReason("not in one block in this order");
        return failure();
      });

  lib.addConstraint(
      "NothingWritesBetween",
      "(first, last, buffer) first precedes last in one block and no op in "
      "between may write the memref `buffer` (through views and aliases; "
      "unknown effects may)",
      [](PatternRewriter &, Operation *first, Operation *last,
         Value buffer) -> LogicalResult {
        if (first && last && buffer && isa<MemRefType>(buffer.getType()) &&
            nothingWritesBetween(first, last, buffer))
          return success();
        setRejectionReason("another op may write the buffer in between");
        return failure();
      });

  lib.addConstraint(
      "IsScratchBuffer",
      "(v, n) v is a memref.alloc or memref.alloca used by exactly n ops "
      "besides the memref.dealloc ops that follow them all (no view of it): "
      "the values a chain leaves there are read by nobody else",
      [](PatternRewriter &, Value v, IntegerAttr uses) -> LogicalResult {
        std::string why = uses ? whyNotScratch(v, uses.getInt())
                               : std::string("no use count");
        if (why.empty())
          return success();
        setRejectionReason(why);
        return failure();
      });

  // The scans of the ops between two statements, and of every user.
  for (StringRef name : {"NothingTouchesBetween", "NothingInterferesBetween",
                         "NothingWritesBetween", "IsScratchBuffer"})
    lib.markLateCheck(name);
}
