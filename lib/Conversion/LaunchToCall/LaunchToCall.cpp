//===- LaunchToCall.cpp - Shared lowering of kernel.launch ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Maps kernel.launch to a func.call into a kmatch runtime. The mapping is data,
// not code: the kernel manifest (runtime/kernels.json) lists each kernel's
// parameters, element types and backends, and the shim symbol follows the
// rule kmatch_<backend>_<kernel>_<elt>. A new kernel needs a manifest entry
// and a shim, and no change to kmatch.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/LaunchToCall.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch_codes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kmatch;

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

static std::string typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// The memref type a shim receives: same rank and element type, every size,
/// stride and the offset dynamic.
static MemRefType abiMemRefType(MemRefType t) {
  SmallVector<int64_t> shape(t.getRank(), ShapedType::kDynamic);
  SmallVector<int64_t> strides(t.getRank(), ShapedType::kDynamic);
  auto layout = StridedLayoutAttr::get(t.getContext(), ShapedType::kDynamic,
                                       strides);
  return MemRefType::get(shape, t.getElementType(), layout,
                         t.getMemorySpace());
}

/// The names of code list `codes` ("layout", "activation"), for diagnostics.
static std::string codeNames(StringRef codes) {
  SmallVector<std::string> names;
#define KMATCH_CODE_NAME_(E, N, V) names.push_back(std::string(N) + " = " #V);
  if (codes == "layout") {
    KMATCH_FOR_EACH_LAYOUT(KMATCH_CODE_NAME_)
  } else {
    KMATCH_FOR_EACH_ACTIVATION(KMATCH_CODE_NAME_)
  }
#undef KMATCH_CODE_NAME_
  return llvm::join(names, ", ");
}

/// The value of a param with a code list (codeOfAttr), or a diagnostic
/// saying why `attr` is none of its codes.
static FailureOr<double> codeParamValue(kernel::LaunchOp launch,
                                        const ManifestKernel &kernel,
                                        const ManifestParam &param,
                                        Attribute attr) {
  if (std::optional<int32_t> code = codeOfAttr(param.codes, attr))
    return static_cast<double>(*code);
  if (auto str = dyn_cast<StringAttr>(attr)) {
    return launch.emitOpError("attribute '")
           << param.name << "' of kernel '" << kernel.name << "' names "
           << param.codes << " '" << str.getValue() << "', which is not one of "
           << codeNames(param.codes);
  }
  auto intAttr = dyn_cast<IntegerAttr>(attr);
  if (!intAttr || !intAttr.getType().isSignlessInteger())
    return launch.emitOpError("attribute '")
           << param.name << "' of kernel '" << kernel.name << "' must be a "
           << param.codes << " name or code, got " << attr;
  return launch.emitOpError("attribute '")
         << param.name << "' of kernel '" << kernel.name << "' is "
         << intAttr.getValue().getSExtValue() << ", which is not "
         << (StringRef("aeiou").contains(param.codes.front()) ? "an " : "a ")
         << param.codes << " code; " << param.codes
         << " codes: " << codeNames(param.codes);
}

static FailureOr<Value> materializeParam(OpBuilder &b, kernel::LaunchOp launch,
                                         const ManifestKernel &kernel,
                                         const ManifestParam &param) {
  Attribute attr = launch->getAttr(param.name);
  Location loc = launch.getLoc();
  // An integer attribute of an integer param is taken exactly: through a
  // double, an i64 beyond 2^53 (a constant_of token) would round.
  if (auto intAttr = dyn_cast_if_present<IntegerAttr>(attr);
      intAttr && param.codes.empty() && !isa<BoolAttr>(attr) &&
      isa<IntegerType>(intAttr.getType()) &&
      intAttr.getValue().getSignificantBits() <= 64 &&
      (param.type == "i32" || param.type == "i64")) {
    int64_t value = intAttr.getValue().getSExtValue();
    if (param.type == "i32")
      return arith::ConstantOp::create(
                 b, loc, b.getI32IntegerAttr(static_cast<int32_t>(value)))
          .getResult();
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(value))
        .getResult();
  }
  double number = 0;
  if (attr && !param.codes.empty()) {
    FailureOr<double> code = codeParamValue(launch, kernel, param, attr);
    if (failed(code))
      return failure();
    number = *code;
  } else if (!attr) {
    if (!param.defaultValue)
      return launch.emitOpError("kernel '")
             << kernel.name << "' requires attribute '" << param.name
             << "' (" << param.type << ")";
    number = *param.defaultValue;
  } else if (auto boolAttr = dyn_cast<BoolAttr>(attr)) {
    number = boolAttr.getValue();
  } else if (auto intAttr = dyn_cast<IntegerAttr>(attr)) {
    number = static_cast<double>(intAttr.getValue().getSExtValue());
  } else if (auto floatAttr = dyn_cast<FloatAttr>(attr)) {
    number = floatAttr.getValueAsDouble();
  } else {
    return launch.emitOpError("attribute '")
           << param.name << "' of kernel '" << kernel.name
           << "' must be a bool, integer or float, got " << attr;
  }
  if (param.type == "i32")
    return arith::ConstantOp::create(
               b, loc, b.getI32IntegerAttr(static_cast<int32_t>(number)))
        .getResult();
  if (param.type == "i64")
    return arith::ConstantOp::create(
               b, loc, b.getI64IntegerAttr(static_cast<int64_t>(number)))
        .getResult();
  if (param.type == "f32")
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(number))
        .getResult();
  return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(number))
      .getResult();
}

/// Checks that operand `i` is of the kind the manifest gives it (a scalar,
/// a memref of its rank, or a memref of any rank).
static LogicalResult checkOperandKind(kernel::LaunchOp launch,
                                      const ManifestKernel &kernel, unsigned i,
                                      Type type) {
  if (i >= kernel.operands.size())
    return success();
  const ManifestOperand &op = kernel.operands[i];
  auto fail = [&](StringRef expected) {
    return launch.emitOpError("operand #")
           << i << " ('" << op.name << "') of kernel '" << kernel.name
           << "' must be " << expected << ", got " << type;
  };
  switch (op.kind) {
  case ManifestOperand::Kind::Unchecked:
    return success();
  case ManifestOperand::Kind::Scalar:
    return isa<ShapedType>(type) ? fail("a scalar") : success();
  case ManifestOperand::Kind::UnrankedMemRef:
    return isa<BaseMemRefType>(type) ? success() : fail("a memref");
  case ManifestOperand::Kind::MemRef: {
    auto memref = dyn_cast<MemRefType>(type);
    if (memref && memref.getRank() == op.rank)
      return success();
    return fail(("a memref of rank " + Twine(op.rank)).str());
  }
  }
  return success();
}

/// Checks that every operand is of its manifest kind and has the kernel's
/// element type: shims take scalars (alpha, beta) by value as `elemType` and
/// shaped operands as descriptors of it, so anything else would reach the
/// shim as garbage.
static LogicalResult checkOperandTypes(kernel::LaunchOp launch,
                                       const ManifestKernel &kernel,
                                       Type elemType) {
  for (auto [i, arg] : llvm::enumerate(launch.getArgs())) {
    Type type = arg.getType();
    if (failed(checkOperandKind(launch, kernel, i, type)))
      return failure();
    if (std::string why = kernel::unsupportedLaunchOperandType(type);
        !why.empty())
      return launch.emitOpError("operand #") << i << ": " << why;
    if (auto shaped = dyn_cast<ShapedType>(type)) {
      if (shaped.getElementType() == elemType)
        continue;
      return launch.emitOpError("operand #")
             << i << " has element type " << shaped.getElementType()
             << ", kernel '" << kernel.name << "' on " << elemType
             << " expects " << elemType;
    }
    if (type != elemType)
      return launch.emitOpError("scalar operand #")
             << i << " has type " << type << ", kernel '" << kernel.name
             << "' on " << elemType << " expects " << elemType;
  }
  return success();
}

/// Checks that every discardable attribute of the launch is a parameter of
/// the kernel, so that a misspelt parameter is not silently replaced by its
/// default. Dialect-prefixed attributes ("kmatch.*", ...) are annotations of
/// their dialect, not parameters, and are allowed.
static LogicalResult checkAttributes(kernel::LaunchOp launch,
                                     const ManifestKernel &kernel) {
  for (NamedAttribute attr : launch->getDiscardableAttrs()) {
    StringRef name = attr.getName().getValue();
    if (name.contains('.') ||
        llvm::any_of(kernel.params, [&](const ManifestParam &p) {
          return p.name == name;
        }))
      continue;
    SmallVector<StringRef> names;
    for (const ManifestParam &p : kernel.params)
      names.push_back(p.name);
    return launch.emitOpError("attribute '")
           << name << "' is not a parameter of kernel '" << kernel.name
           << "'; its parameters: "
           << (names.empty() ? std::string("none") : llvm::join(names, ", "));
  }
  return success();
}

static LogicalResult lowerLaunch(RewriterBase &rewriter,
                                 kernel::LaunchOp launch, StringRef backend,
                                 const KernelManifest &manifest,
                                 SymbolTable &symbols) {
  const ManifestKernel *kernel = manifest.lookup(launch.getKernelName());
  if (!kernel)
    return launch.emitOpError("unknown kernel '")
           << launch.getKernelName() << "'; known kernels: "
           << llvm::join(manifest.kernelNames(), ", ")
           << " (add an entry to a kernel manifest to define a new one)";
  if (!llvm::is_contained(kernel->backends, backend))
    return launch.emitOpError("kernel '")
           << kernel->name << "' has no " << backend
           << " shim; backends: " << llvm::join(kernel->backends, ", ");
  if (launch.isOnTensors() ||
      llvm::any_of(launch.getArgs().getTypes(), llvm::IsaPred<TensorType>))
    return launch.emitOpError(
        "works on tensors; bufferize (one-shot-bufferize) before lowering");

  Type elemType;
  for (Value arg : launch.getArgs())
    if (auto shaped = dyn_cast<ShapedType>(arg.getType())) {
      elemType = shaped.getElementType();
      break;
    }
  std::string elt = typeName(elemType);
  if (!llvm::is_contained(kernel->types, elt))
    return launch.emitOpError("kernel '")
           << kernel->name << "' has no shim for element type " << elt
           << "; supported: " << llvm::join(kernel->types, ", ");
  if (!kernel->operands.empty() &&
      kernel->operands.size() != launch.getArgs().size())
    return launch.emitOpError("kernel '")
           << kernel->name << "' takes " << kernel->operands.size()
           << " operands (" << llvm::join(kernel->operandNames(), ", ")
           << "), got "
           << launch.getArgs().size();

  if (failed(checkOperandTypes(launch, *kernel, elemType)) ||
      failed(checkAttributes(launch, *kernel)))
    return failure();

  RewriterBase &b = rewriter;
  b.setInsertionPoint(launch);
  Location loc = launch.getLoc();
  SmallVector<Value> callArgs;
  for (auto [i, arg] : llvm::enumerate(launch.getArgs())) {
    auto memref = dyn_cast<MemRefType>(arg.getType());
    if (!memref) {
      callArgs.push_back(arg);
      continue;
    }
    if (kernel->rankPolymorphic ||
        (i < kernel->operands.size() &&
         kernel->operands[i].kind == ManifestOperand::Kind::UnrankedMemRef)) {
      auto unranked = UnrankedMemRefType::get(memref.getElementType(),
                                              memref.getMemorySpace());
      callArgs.push_back(
          memref::CastOp::create(b, loc, unranked, arg).getResult());
      continue;
    }
    MemRefType abiType = abiMemRefType(memref);
    callArgs.push_back(abiType == memref
                           ? arg
                           : memref::CastOp::create(b, loc, abiType, arg)
                                 .getResult());
  }
  for (const ManifestParam &param : kernel->params) {
    FailureOr<Value> v = materializeParam(b, launch, *kernel, param);
    if (failed(v))
      return failure();
    callArgs.push_back(*v);
  }

  std::string symbol =
      ("kmatch_" + backend + "_" + kernel->name + "_" + elt).str();
  auto fnType = b.getFunctionType(ValueRange(callArgs).getTypes(), {});
  auto existing = symbols.lookup<func::FuncOp>(symbol);
  if (existing && existing.getFunctionType() != fnType)
    return launch.emitOpError("shim '")
           << symbol << "' is already declared with type "
           << existing.getFunctionType() << ", but this launch needs "
           << fnType;
  if (!existing) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&symbols.getOp()->getRegion(0).front());
    auto decl = func::FuncOp::create(b, loc, symbol, fnType);
    decl.setPrivate();
    decl->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                  UnitAttr::get(b.getContext()));
    symbols.insert(decl);
  }
  func::CallOp::create(b, loc, symbol, TypeRange{}, callArgs);
  rewriter.eraseOp(launch);
  return success();
}

LogicalResult kmatch::lowerLaunchesToCalls(RewriterBase &rewriter,
                                           ModuleOp module, StringRef backend,
                                           const KernelManifest &manifest) {
  SymbolTable symbols(module);
  SmallVector<kernel::LaunchOp> launches;
  module.walk([&](kernel::LaunchOp op) { launches.push_back(op); });
  bool ok = true;
  for (kernel::LaunchOp launch : launches)
    ok &= succeeded(lowerLaunch(rewriter, launch, backend, manifest, symbols));
  return success(ok);
}

//===----------------------------------------------------------------------===//
// Transfers
//===----------------------------------------------------------------------===//

LogicalResult kmatch::lowerTransfersToCalls(RewriterBase &rewriter,
                                            ModuleOp module,
                                            StringRef backend) {
  SmallVector<Operation *> transfers;
  module.walk([&](Operation *op) {
    if (isa<kernel::ToDeviceOp, kernel::ToHostOp, kernel::ReleaseOp>(op))
      transfers.push_back(op);
  });
  if (transfers.empty())
    return success();
  SymbolTable symbols(module);
  for (Operation *op : transfers) {
    if (backend != "cuda") {
      rewriter.eraseOp(op); // host memory is the only memory
      continue;
    }
    StringRef which = isa<kernel::ToDeviceOp>(op) ? "to_device"
                      : isa<kernel::ToHostOp>(op) ? "to_host"
                                                  : "release";
    Value buffer = op->getOperand(0);
    auto type = cast<MemRefType>(buffer.getType());
    unsigned bits = type.getElementTypeBitWidth();
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    auto unranked =
        UnrankedMemRefType::get(type.getElementType(), type.getMemorySpace());
    Value arg = memref::CastOp::create(rewriter, loc, unranked, buffer);
    Value bytes = arith::ConstantOp::create(
        rewriter, loc, rewriter.getI64IntegerAttr((bits + 7) / 8));
    // One untyped entry point per transfer: the element size is an argument.
    // Declare it with an element-type-specific name only in IR, so memrefs of
    // different element types get distinct (correctly typed) declarations.
    std::string symbol = ("kmatch_" + backend + "_" + which).str();
    std::string declName = symbol + "_" + typeName(type.getElementType());
    auto fnType = rewriter.getFunctionType({unranked, bytes.getType()}, {});
    auto decl = symbols.lookup<func::FuncOp>(declName);
    if (!decl) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&module.getBodyRegion().front());
      decl = func::FuncOp::create(rewriter, loc, declName, fnType);
      decl.setPrivate();
      decl->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(rewriter.getContext()));
      symbols.insert(decl);
    }
    func::CallOp::create(rewriter, loc, declName, TypeRange{},
                         ValueRange{arg, bytes});
    rewriter.eraseOp(op);
  }
  return success();
}
