//===- KernelOps.cpp - kernel.launch ----------------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Verifiers, side effects and bufferization of kernel.launch, the verifier
// and bufferization of kernel.transpose_view, and the transfer ops' verifier.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Analysis/MemoryAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace kmatch::kernel;

#define GET_OP_CLASSES
#include "kmatch/Dialect/Kernel/KernelOps.cpp.inc"

Value kmatch::kernel::scalarConstant(OpBuilder &builder, Location loc,
                                     TypedAttr value) {
  // A few constants back at most: those made for this launch, or the
  // program's own right before the op. Looking further would cost a scan
  // per rewrite.
  if (Block *block = builder.getInsertionBlock()) {
    Block::iterator it = builder.getInsertionPoint();
    for (int looked = 0; it != block->begin() && looked < 8; ++looked) {
      auto constant = dyn_cast<arith::ConstantOp>(*--it);
      if (!constant)
        break;
      if (constant.getValue() == value)
        return constant.getResult();
    }
  }
  return arith::ConstantOp::create(builder, loc, value).getResult();
}

std::string kmatch::kernel::unsupportedLaunchOperandType(Type t) {
  // The common cases first, and cheaply: the loader checks every operand of
  // every op a pattern binds, on every match.
  if (!isa<ShapedType>(t))
    return "";
  auto memref = dyn_cast<MemRefType>(t);
  if (memref && !memref.getMemorySpace() &&
      (memref.getLayout().isIdentity() ||
       isa<StridedLayoutAttr>(memref.getLayout())))
    return "";
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (tensor && !tensor.getEncoding())
    return "";
  std::string why;
  llvm::raw_string_ostream os(why);
  if (isa<UnrankedTensorType, UnrankedMemRefType>(t)) {
    os << "the unranked " << t << " has no sizes and strides to pass";
  } else if (tensor) {
    os << t << " has the encoding " << tensor.getEncoding()
       << ": its storage is no dense array a library can read";
  } else if (memref) {
    if (Attribute space = memref.getMemorySpace())
      os << t << " is in memory space " << space
         << "; library launches take memrefs in the default memory space";
    else if (!memref.isStrided())
      os << t
         << " has a layout that is no strided one, and a launch passes "
            "sizes and strides";
  }
  return why;
}

std::string kmatch::kernel::unsupportedLaunchOperandTypeOf(Operation *op) {
  for (TypeRange types :
       {TypeRange(op->getOperandTypes()), TypeRange(op->getResultTypes())})
    for (Type t : types)
      if (std::string why = unsupportedLaunchOperandType(t); !why.empty())
        return why;
  return "";
}

/// Whether `attr` is an attribute of the GPU dialect (#gpu.thread<x>,
/// #gpu.block<x>, #gpu.loop_dim_map<...>, ...).
static bool isGpuAttr(Attribute attr) {
  return attr.getDialect().getNamespace() == "gpu";
}

/// Whether the regions of `op` run on a device (enclosingDeviceCode).
static bool isDeviceRegionOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (llvm::is_contained({StringRef("gpu.module"), StringRef("gpu.func"),
                          StringRef("gpu.launch"), StringRef("omp.target"),
                          StringRef("acc.parallel"), StringRef("acc.kernels"),
                          StringRef("acc.serial")},
                         name))
    return true;
  if (name != "scf.forall" && name != "scf.parallel")
    return false;
  auto mapping = dyn_cast_or_null<ArrayAttr>(op->getAttr("mapping"));
  return mapping && llvm::any_of(mapping, isGpuAttr);
}

Operation *kmatch::kernel::enclosingDeviceCode(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (isDeviceRegionOp(parent))
      return parent;
  return nullptr;
}

void LaunchOp::build(OpBuilder &builder, OperationState &state,
                     StringRef callee, ValueRange inputs, ValueRange outs) {
  SmallVector<Type> resultTypes;
  for (Value out : outs)
    if (isa<RankedTensorType>(out.getType()))
      resultTypes.push_back(out.getType());
  build(builder, state, resultTypes,
        FlatSymbolRefAttr::get(builder.getContext(), callee),
        llvm::to_vector(llvm::concat<const Value>(inputs, outs)),
        builder.getI64IntegerAttr(outs.size()));
}

LogicalResult LaunchOp::verify() {
  if (getCallee().empty())
    return emitOpError("requires a non-empty kernel name");
  int64_t numOuts = getNumOuts();
  if (numOuts < 1)
    return emitOpError("requires at least one out operand (num_outs >= 1)");
  if (numOuts > static_cast<int64_t>(getArgs().size()))
    return emitOpError("num_outs (")
           << numOuts << ") exceeds the number of operands ("
           << getArgs().size() << ")";

  bool anyTensor = false, anyMemRef = false;
  for (Value arg : getArgs()) {
    Type t = arg.getType();
    anyTensor |= isa<TensorType>(t);
    anyMemRef |= isa<BaseMemRefType>(t);
    if (isa<UnrankedTensorType, UnrankedMemRefType>(t))
      return emitOpError("operands must be ranked, got ") << t;
  }
  if (anyTensor && anyMemRef)
    return emitOpError("mixes tensor and memref operands; a launch works "
                       "either on tensors or on memrefs");

  for (Value out : getOuts())
    if (!isa<ShapedType>(out.getType()))
      return emitOpError("out operands must be tensors or memrefs, got ")
             << out.getType();

  if (!anyTensor) {
    if (getNumResults() != 0)
      return emitOpError("on memrefs must not have results");
    return success();
  }
  if (getNumResults() != static_cast<uint64_t>(numOuts))
    return emitOpError("on tensors must have one result per out operand (")
           << numOuts << "), got " << getNumResults();
  for (auto [out, res] : llvm::zip(getOuts(), getResults()))
    if (out.getType() != res.getType())
      return emitOpError("result type ")
             << res.getType() << " does not match its out operand type "
             << out.getType();
  return success();
}

void LaunchOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // Be conservative about the library: every memref input may be read, every
  // memref out may be read (beta != 0) and written.
  // A launch the verifier would reject (a template's rewrite can build one
  // before anything verifies it: num_outs missing, 0 or past the operands,
  // an out that is no buffer) writes all memory: it must not look dead and
  // vanish with the computation it replaced, but stay for the verifier.
  IntegerAttr outs = getNumOutsAttr();
  int64_t numOuts = outs ? outs.getInt() : 0;
  int64_t numOperands = getNumOperands();
  bool wellFormed = numOuts >= 1 && numOuts <= numOperands;
  int64_t firstOut = wellFormed ? numOperands - numOuts : numOperands;
  bool writes = getNumResults() > 0;
  for (OpOperand &operand : getOperation()->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    effects.emplace_back(MemoryEffects::Read::get(), &operand,
                         SideEffects::DefaultResource::get());
    if (operand.getOperandNumber() >= firstOut) {
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
      writes = true;
    }
  }
  if (!wellFormed || !writes)
    effects.emplace_back(MemoryEffects::Write::get(),
                         SideEffects::DefaultResource::get());
}

//===----------------------------------------------------------------------===//
// BufferizableOpInterface
//===----------------------------------------------------------------------===//

bool LaunchOp::bufferizesToMemoryRead(
    OpOperand &opOperand, const bufferization::AnalysisState &state) {
  // Outs are read too: kernels accumulate into them unless told otherwise.
  return true;
}

bool LaunchOp::bufferizesToMemoryWrite(
    OpOperand &opOperand, const bufferization::AnalysisState &state) {
  return isDpsInit(&opOperand);
}

bufferization::AliasingValueList
LaunchOp::getAliasingValues(OpOperand &opOperand,
                            const bufferization::AnalysisState &state) {
  if (!isDpsInit(&opOperand))
    return {};
  return {{getTiedOpResult(&opOperand), bufferization::BufferRelation::Equivalent}};
}

LogicalResult LaunchOp::bufferize(RewriterBase &rewriter,
                                  const bufferization::BufferizationOptions &options,
                                  bufferization::BufferizationState &state) {
  SmallVector<Value> newArgs;
  SmallVector<Value> outBuffers;
  unsigned firstOut = getNumOperands() - getNumOuts();
  for (OpOperand &operand : getOperation()->getOpOperands()) {
    Value v = operand.get();
    if (!isa<TensorType>(v.getType())) {
      newArgs.push_back(v);
      continue;
    }
    FailureOr<Value> buffer =
        bufferization::getBuffer(rewriter, v, options, state);
    if (failed(buffer))
      return failure();
    newArgs.push_back(*buffer);
    if (operand.getOperandNumber() >= firstOut)
      outBuffers.push_back(*buffer);
  }
  rewriter.setInsertionPoint(getOperation());
  auto newOp = LaunchOp::create(rewriter, getLoc(), TypeRange{}, getCalleeAttr(),
                                newArgs, getNumOutsAttr());
  // Keep the kernel parameters (discardable attributes).
  for (NamedAttribute attr : getOperation()->getDiscardableAttrs())
    newOp->setAttr(attr.getName(), attr.getValue());
  bufferization::replaceOpWithBufferizedValues(rewriter, getOperation(),
                                               outBuffers);
  return success();
}

//===----------------------------------------------------------------------===//
// kernel.transpose_view
//===----------------------------------------------------------------------===//

/// Whether `perm` lists 0 .. rank-1 once each.
static bool isPermutation(ArrayRef<int64_t> perm, int64_t rank) {
  if (static_cast<int64_t>(perm.size()) != rank)
    return false;
  SmallVector<bool> seen(rank, false);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen[p])
      return false;
    seen[p] = true;
  }
  return true;
}

void TransposeViewOp::build(OpBuilder &builder, OperationState &state,
                            Value input, ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> shape;
  for (int64_t p : permutation)
    shape.push_back(type.getDimSize(p));
  build(builder, state, RankedTensorType::get(shape, type.getElementType()),
        input, builder.getDenseI64ArrayAttr(permutation));
}

LogicalResult TransposeViewOp::verify() {
  auto in = getInput().getType();
  auto out = getResult().getType();
  ArrayRef<int64_t> perm = getPermutation();
  if (!isPermutation(perm, in.getRank()))
    return emitOpError("permutation must list each of the ")
           << in.getRank() << " input dims once";
  if (in.getElementType() != out.getElementType() ||
      out.getRank() != in.getRank())
    return emitOpError("result must have the input's element type and rank");
  for (auto [i, p] : llvm::enumerate(perm))
    if (out.getDimSize(i) != in.getDimSize(p))
      return emitOpError("result dim ")
             << i << " must be input dim " << p << " (" << in.getDimSize(p)
             << "), got " << out.getDimSize(i);
  return success();
}

bool TransposeViewOp::bufferizesToMemoryRead(
    OpOperand &, const bufferization::AnalysisState &) {
  return false;
}

bool TransposeViewOp::bufferizesToMemoryWrite(
    OpOperand &, const bufferization::AnalysisState &) {
  return false;
}

bufferization::AliasingValueList
TransposeViewOp::getAliasingValues(OpOperand &,
                                   const bufferization::AnalysisState &) {
  return {{getResult(), bufferization::BufferRelation::Equivalent}};
}

/// The type memref.transpose gives `source` under `perm`: sizes and strides
/// permuted, the offset kept.
static FailureOr<MemRefType> transposedMemRefType(MemRefType source,
                                                  ArrayRef<int64_t> perm) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(source.getStridesAndOffset(strides, offset)))
    return failure();
  SmallVector<int64_t> shape, permutedStrides;
  for (int64_t p : perm) {
    shape.push_back(source.getDimSize(p));
    permutedStrides.push_back(strides[p]);
  }
  return MemRefType::get(
      shape, source.getElementType(),
      StridedLayoutAttr::get(source.getContext(), offset, permutedStrides),
      source.getMemorySpace());
}

FailureOr<bufferization::BufferLikeType> TransposeViewOp::getBufferType(
    Value value, const bufferization::BufferizationOptions &options,
    const bufferization::BufferizationState &state,
    SmallVector<Value> &invocationStack) {
  FailureOr<bufferization::BufferLikeType> input =
      bufferization::getBufferType(getInput(), options, state,
                                   invocationStack);
  if (failed(input))
    return failure();
  auto memref = dyn_cast<MemRefType>(*input);
  if (!memref)
    return emitOpError("input buffer is not a ranked memref: ") << *input;
  FailureOr<MemRefType> type = transposedMemRefType(memref, getPermutation());
  if (failed(type))
    return emitOpError("input buffer has no strided layout: ") << memref;
  return cast<bufferization::BufferLikeType>(*type);
}

LogicalResult
TransposeViewOp::bufferize(RewriterBase &rewriter,
                           const bufferization::BufferizationOptions &options,
                           bufferization::BufferizationState &state) {
  FailureOr<Value> buffer =
      bufferization::getBuffer(rewriter, getInput(), options, state);
  if (failed(buffer))
    return failure();
  auto map = AffineMap::getPermutationMap(
      llvm::to_vector_of<unsigned>(getPermutation()), getContext());
  Value view = memref::TransposeOp::create(rewriter, getLoc(), *buffer,
                                           AffineMapAttr::get(map));
  bufferization::replaceOpWithBufferizedValues(rewriter, getOperation(), view);
  return success();
}

//===----------------------------------------------------------------------===//
// Transfers
//===----------------------------------------------------------------------===//

/// A transfer names a whole buffer: the runtime keeps one mirror per
/// allocation, and a view would leave the rest of the buffer stale.
static LogicalResult verifyRootOperand(Operation *op, Value buffer) {
  if (kmatch::isRootBuffer(buffer))
    return success();
  return op->emitOpError("operand must be a whole buffer, not a view of one "
                         "(its root is ")
         << kmatch::getRootBuffer(buffer) << ")";
}

LogicalResult ToDeviceOp::verify() {
  return verifyRootOperand(*this, getBuffer());
}
LogicalResult ToHostOp::verify() { return verifyRootOperand(*this, getBuffer()); }
LogicalResult ReleaseOp::verify() {
  return verifyRootOperand(*this, getBuffer());
}
