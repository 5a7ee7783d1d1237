//===- Scalars.cpp - Natives on scalars, types and attributes ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Small natives that compare scalars, types, constants and attributes, and
// the generic IR edits templates compose (a constant, a product of scalars,
// an operand or launch attributes set).
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdio>

using namespace mlir;
using namespace kmatch;
using namespace kmatch::detail;

/// A constant +0.0 or integer 0. Not -0.0: a -0.0 fill followed by an
/// accumulation keeps -0.0 where every term is -0.0 or there is none (an
/// empty reduction), which overwriting with the library's sum does not.
static bool isZeroScalar(Value v) {
  return matchPattern(v, m_PosZeroFloat()) || matchPattern(v, m_Zero());
}

/// `d` as printf's %g does ("0", "-inf", "1e-05").
static std::string shortFloat(double d) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%g", d);
  return buffer;
}

/// Why `v` has not exactly one use, for HasOneUse: "the result of
/// linalg.fill is shared: 2 uses (linalg.pooling_nchw_sum, ...)".
static std::string describeUses(Value v) {
  std::string what = "the value";
  if (Operation *def = v.getDefiningOp())
    what = "the result of " + def->getName().getStringRef().str();
  unsigned n = std::distance(v.use_begin(), v.use_end());
  if (n == 0)
    return what + " is unused, expected one use";
  SmallVector<std::string> users;
  for (Operation *user : v.getUsers())
    users.push_back(user->getName().getStringRef().str());
  return what + " is shared: " + std::to_string(n) + " uses (" +
         llvm::join(users, ", ") + "), expected one";
}

/// The static sizes of dims `dims` (an array of integers; -1 is the last
/// dim) of the shaped value `v`, or std::nullopt when v is unranked, a dim is
/// out of range or dynamic.
static std::optional<SmallVector<int64_t>> staticDims(Value v, ArrayAttr dims) {
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
  if (!type || !type.hasRank())
    return std::nullopt;
  SmallVector<int64_t> sizes;
  for (Attribute a : dims) {
    auto dim = dyn_cast<IntegerAttr>(a);
    if (!dim)
      return std::nullopt;
    // A negative dim counts from the last (-1), for templates of any rank.
    int64_t d = dim.getInt() < 0 ? dim.getInt() + type.getRank() : dim.getInt();
    if (d < 0 || d >= type.getRank() || type.isDynamicDim(d))
      return std::nullopt;
    sizes.push_back(type.getDimSize(d));
  }
  return sizes;
}

/// A memref.get_global, before the rewriter's insertion point, of a private
/// constant memref.global holding `splat`, created at the start of the
/// symbol table nearest `v` unless one with the same name (shape, element
/// type and bits of the value) exists there already.
static FailureOr<Value> splatGlobal(PatternRewriter &rewriter, Value v,
                                    DenseElementsAttr splat) {
  Operation *anchor = v.getDefiningOp();
  if (!anchor)
    anchor = v.getParentBlock()->getParentOp();
  Operation *tableOp = SymbolTable::getNearestSymbolTable(anchor);
  if (!tableOp || tableOp->getNumRegions() != 1 ||
      !tableOp->getRegion(0).hasOneBlock())
    return failure();
  auto tensorType = cast<RankedTensorType>(splat.getType());
  auto memrefType =
      MemRefType::get(tensorType.getShape(), tensorType.getElementType());
  std::string name = "__kmatch_splat";
  for (int64_t d : tensorType.getShape())
    name += "_" + std::to_string(d);
  llvm::raw_string_ostream os(name);
  os << "_" << tensorType.getElementType() << "_";
  os << llvm::utohexstr(
      splat.getSplatValue<APFloat>().bitcastToAPInt().getZExtValue());
  // Reuse the first global of that name (or name_1, name_2, ...) holding
  // this splat; a symbol of that name with other contents (a user's, or
  // another type's) moves the new global to the next free suffix, so the
  // rewrite cannot fail on a taken name.
  SymbolTable table(tableOp);
  for (unsigned suffix = 0;; ++suffix) {
    std::string candidate = suffix ? name + "_" + std::to_string(suffix) : name;
    Operation *existing = table.lookup(candidate);
    if (!existing) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&tableOp->getRegion(0).front());
      auto global = memref::GlobalOp::create(
          rewriter, v.getLoc(), candidate, rewriter.getStringAttr("private"),
          memrefType, splat, /*constant=*/true, /*alignment=*/IntegerAttr());
      name = global.getSymName().str();
      break;
    }
    auto global = dyn_cast<memref::GlobalOp>(existing);
    if (global && global.getType() == memrefType && global.getConstant() &&
        global.getInitialValueAttr() == splat) {
      name = candidate;
      break;
    }
  }
  return memref::GetGlobalOp::create(rewriter, v.getLoc(), memrefType, name)
      .getResult();
}

static std::optional<double> floatConstant(Value v) {
  FloatAttr attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  return attr.getValueAsDouble();
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult elementTypeIsOneOf(PatternRewriter &, Operation *op,
                                        ArrayAttr allowed) {
  if (op->getNumOperands() == 0)
    return failure();
  Type common;
  for (Value v : op->getOperands()) {
    Type t = getElementTypeOrSelf(v.getType());
    if (common && t != common) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "mixed element types " << common << " and " << t;
      setRejectionReason(text);
      return failure();
    }
    common = t;
  }
  if (llvm::any_of(allowed, [&](Attribute a) {
        auto typeAttr = dyn_cast<TypeAttr>(a);
        return typeAttr && typeAttr.getValue() == common;
      }))
    return success();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "element type " << common << " is not one of " << allowed;
  setRejectionReason(text);
  return failure();
}

static LogicalResult sameScalarNative(PatternRewriter &, Value a, Value b) {
  return success(a && b && sameScalar(a, b));
}

static LogicalResult sameScalarType(PatternRewriter &, Value a, Value b) {
  if (a && b && isa<FloatType>(a.getType()) && a.getType() == b.getType())
    return success();
  setRejectionReason("not float scalars of one type");
  return failure();
}

static LogicalResult sameValue(PatternRewriter &, Value a, Value b) {
  return success(a && a == b);
}

static LogicalResult isFloatConstant(PatternRewriter &, Value v,
                                     FloatAttr want) {
  std::optional<double> got = v ? floatConstant(v) : std::nullopt;
  if (want && got && *got == want.getValueAsDouble())
    return success();
  if (want && got)
    setRejectionReason("the constant is " + shortFloat(*got) + ", expected " +
                       shortFloat(want.getValueAsDouble()));
  else
    setRejectionReason("not a float constant");
  return failure();
}

static LogicalResult isZeroConstant(PatternRewriter &, Value v) {
  return success(v && isZeroScalar(v));
}

static LogicalResult hasOneUseNative(PatternRewriter &, Value v) {
  if (v && v.hasOneUse())
    return success();
  // Listing every user is for a reader only.
  if (v && rejectionReasonWanted())
    setRejectionReason(describeUses(v));
  return failure();
}

static LogicalResult hasUseCount(PatternRewriter &, Value v, IntegerAttr want) {
  if (v && want && std::distance(v.use_begin(), v.use_end()) == want.getInt())
    return success();
  if (v && want)
    setRejectionReason(
        std::to_string(std::distance(v.use_begin(), v.use_end())) +
        " uses, expected " + std::to_string(want.getInt()));
  return failure();
}

static LogicalResult notNanExact(PatternRewriter &, Operation *op) {
  if (!kmatch::isNanExact(op))
    return success();
  setRejectionReason("kmatch.nan_exact: the library call differs on "
                     "NaN, Inf or signed zeros");
  return failure();
}

static LogicalResult isConstantTensor(PatternRewriter &, Value v) {
  return success(static_cast<bool>(f32Constant(v)));
}

static LogicalResult staticDimIs(PatternRewriter &, Value v, IntegerAttr dim,
                                 IntegerAttr size) {
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
  if (!type || !type.hasRank() || dim.getInt() >= type.getRank() ||
      dim.getInt() < 0)
    return failure();
  return success(type.getDimSize(dim.getInt()) == size.getInt());
}

static LogicalResult hasStaticDims(PatternRewriter &, Value v, ArrayAttr dims) {
  if (staticDims(v, dims))
    return success();
  std::string text;
  llvm::raw_string_ostream os(text);
  auto type = v ? dyn_cast<ShapedType>(v.getType()) : ShapedType();
  // Say which dim fails and why: one a rank does not have (a 4-D
  // template's channel dim asked of a matrix) is no dynamic size.
  if (type && type.hasRank()) {
    for (Attribute a : dims) {
      auto dim = dyn_cast<IntegerAttr>(a);
      int64_t d = !dim               ? 0
                  : dim.getInt() < 0 ? dim.getInt() + type.getRank()
                                     : dim.getInt();
      if (dim && (d < 0 || d >= type.getRank())) {
        os << type << " has rank " << type.getRank() << ", no dim "
           << dim.getInt();
        break;
      }
      if (dim && type.isDynamicDim(d)) {
        os << "dim " << dim.getInt() << " of " << type << " is dynamic";
        break;
      }
    }
  }
  if (text.empty())
    os << "dims " << dims << " of " << (v ? v.getType() : Type())
       << " are not all static";
  setRejectionReason(text);
  return failure();
}

static LogicalResult isOneOf(PatternRewriter &, Attribute a, ArrayAttr list) {
  return success(a && llvm::is_contained(list, a));
}

static FailureOr<Value> floatConstantNative(PatternRewriter &rewriter,
                                            Operation *op, Attribute value) {
  auto elemType = dyn_cast_or_null<FloatType>(outputElementType(op));
  double d = 0;
  if (auto f = dyn_cast_or_null<FloatAttr>(value))
    d = f.getValueAsDouble();
  else if (auto i = dyn_cast_or_null<IntegerAttr>(value))
    d = static_cast<double>(i.getInt());
  else
    return failure();
  if (!elemType)
    return failure();
  return kernel::scalarConstant(rewriter, op->getLoc(),
                                rewriter.getFloatAttr(elemType, d));
}

static FailureOr<Value> splatConstant(PatternRewriter &rewriter, Value v,
                                      ArrayAttr dims, FloatAttr f) {
  std::optional<SmallVector<int64_t>> shape = staticDims(v, dims);
  auto elemType = dyn_cast<FloatType>(getElementTypeOrSelf(v.getType()));
  if (!shape || !elemType)
    return failure();
  llvm::APFloat x = f.getValue();
  bool lost;
  x.convert(elemType.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  auto type = RankedTensorType::get(*shape, elemType);
  auto splat = DenseElementsAttr::get(
      type, ArrayRef<Attribute>(FloatAttr::get(elemType, x)));
  if (isa<TensorType>(v.getType()))
    return arith::ConstantOp::create(rewriter, v.getLoc(), splat).getResult();
  if (!isa<MemRefType>(v.getType()))
    return failure();
  return splatGlobal(rewriter, v, splat);
}

static Type typeOf(PatternRewriter &, Value v) { return v.getType(); }

static FailureOr<Value> multiplyScalars(PatternRewriter &rewriter, Value a,
                                        Value b) {
  if (!a || !b || a.getType() != b.getType() || !isa<FloatType>(a.getType()))
    return failure();
  if (floatConstant(a) == 1.0)
    return b;
  if (floatConstant(b) == 1.0)
    return a;
  return arith::MulFOp::create(rewriter, a.getLoc(), a, b).getResult();
}

static LogicalResult setOperandNative(PatternRewriter &rewriter, Operation *op,
                                      IntegerAttr i, Value v) {
  if (!v || i.getInt() < 0 || i.getInt() >= op->getNumOperands())
    return failure();
  rewriter.modifyOpInPlace(op, [&] { op->setOperand(i.getInt(), v); });
  return success();
}

static LogicalResult setKernelParams(PatternRewriter &rewriter, Operation *op,
                                     DictionaryAttr dict) {
  rewriter.modifyOpInPlace(op, [&] {
    for (NamedAttribute attr : dict)
      op->setAttr(attr.getName(), attr.getValue());
  });
  return success();
}

static LogicalResult isFlagOrAbsent(PatternRewriter &rewriter, Operation *op,
                                    StringAttr name) {
  if (op && name &&
      flippedFlag(op->getAttr(name.getValue()), rewriter.getContext()))
    return success();
  setRejectionReason("the flag is neither a bool nor an integer 0 or 1");
  return failure();
}

static LogicalResult flipKernelParam(PatternRewriter &rewriter, Operation *op,
                                     StringAttr name) {
  std::optional<Attribute> flipped =
      flippedFlag(op->getAttr(name.getValue()), rewriter.getContext());
  if (!flipped)
    return failure();
  rewriter.modifyOpInPlace(op, [&] { op->setAttr(name.getValue(), *flipped); });
  return success();
}

static void eraseIfUnused(PatternRewriter &rewriter, Operation *op) {
  if (op && op->use_empty() && isMemoryEffectFree(op))
    rewriter.eraseOp(op);
}

static LogicalResult copyKernelParams(PatternRewriter &rewriter, Operation *to,
                                      Operation *from, ArrayAttr except) {
  auto skipped = [&](StringRef name) {
    return name == "callee" || name == "num_outs" ||
           llvm::any_of(except, [&](Attribute a) {
             auto s = dyn_cast<StringAttr>(a);
             return s && s.getValue() == name;
           });
  };
  rewriter.modifyOpInPlace(to, [&] {
    for (NamedAttribute a : from->getAttrs())
      if (!skipped(a.getName()))
        to->setAttr(a.getName(), a.getValue());
  });
  return success();
}

void kmatch::registerScalarNatives(NativeLibrary &lib) {
  lib.addConstraint("ElementTypeIsOneOf", elementTypeIsOneOf);

  lib.addValidator("ElementTypeIsOneOf", 1,
                   [](Attribute list, std::string &message) -> LogicalResult {
                     auto types = dyn_cast<ArrayAttr>(list);
                     if (types && !types.empty() &&
                         llvm::all_of(types, llvm::IsaPred<TypeAttr>))
                       return success();
                     message = "expected a non-empty list of element types "
                               "such as [f32, f64]";
                     return failure();
                   });

  lib.addConstraint("SameScalar", sameScalarNative);
  lib.addConstraint("SameScalarType", sameScalarType);
  lib.addConstraint("SameValue", sameValue);
  lib.addConstraint("IsFloatConstant", isFloatConstant);
  lib.addConstraint("IsZeroConstant", isZeroConstant);
  lib.addConstraint("HasOneUse", hasOneUseNative);
  lib.addConstraint("HasUseCount", hasUseCount);
  lib.addConstraint("NotNanExact", notNanExact);
  lib.addConstraint("IsConstantTensor", isConstantTensor);
  lib.addConstraint("StaticDimIs", staticDimIs);
  lib.addConstraint("HasStaticDims", hasStaticDims);
  lib.addConstraint("IsOneOf", isOneOf);
  lib.addRewrite("FloatConstant", floatConstantNative);
  lib.addRewrite("SplatConstant", splatConstant);
  lib.addRewrite("TypeOf", typeOf);
  lib.addRewrite("MultiplyScalars", multiplyScalars);
  lib.addRewrite("SetOperand", setOperandNative);
  lib.addRewrite("SetKernelParams", setKernelParams);
  lib.addConstraint("IsFlagOrAbsent", isFlagOrAbsent);
  lib.addRewrite("FlipKernelParam", flipKernelParam);
  lib.addRewrite("EraseIfUnused", eraseIfUnused);
  lib.addRewrite("CopyKernelParams", copyKernelParams);
}
