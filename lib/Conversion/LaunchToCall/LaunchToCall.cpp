//===- LaunchToCall.cpp - Shared lowering of kernel.launch ------*- C++ -*-===//
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

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

static std::vector<std::string> stringList(const llvm::json::Object &obj,
                                           StringRef key) {
  std::vector<std::string> out;
  if (const llvm::json::Array *arr = obj.getArray(key))
    for (const llvm::json::Value &v : *arr)
      if (std::optional<StringRef> s = v.getAsString())
        out.push_back(s->str());
  return out;
}

/// The keys of the top-level "kernels" object of manifest text that
/// llvm::json::parse accepted, in order, with their 1-based lines.
/// llvm::json keeps only the last of duplicate keys, so duplicates are found
/// here, on the text.
static SmallVector<std::pair<std::string, unsigned>>
scanKernelKeys(StringRef text) {
  SmallVector<std::pair<std::string, unsigned>> keys;
  unsigned line = 1;
  int depth = 0, kernelsDepth = -1;
  bool afterKernelsKey = false;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      continue;
    }
    if (c == '"') {
      size_t start = ++i;
      while (i < e && text[i] != '"')
        i += text[i] == '\\' ? 2 : 1;
      StringRef key = text.slice(start, std::min(i, e));
      size_t next = text.find_first_not_of(" \t\r\n", i + 1);
      if (next == StringRef::npos || text[next] != ':')
        continue;
      if (depth == 1 && key == "kernels")
        afterKernelsKey = true;
      else if (depth == kernelsDepth)
        keys.push_back({key.str(), line});
      continue;
    }
    if (c == '{' || c == '[') {
      ++depth;
      if (afterKernelsKey && depth == 2 && c == '{')
        kernelsDepth = depth;
      afterKernelsKey = false;
      continue;
    }
    if (c == '}' || c == ']') {
      if (depth == kernelsDepth)
        kernelsDepth = -2; // only the first "kernels" object counts
      --depth;
    }
  }
  return keys;
}

LogicalResult KernelManifest::addFile(MLIRContext *ctx, StringRef file) {
  Location loc = FileLineColLoc::get(ctx, file, 0, 0);
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return emitError(loc) << "kmatch: cannot read kernel manifest: "
                          << buffer.getError().message();
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json)
    return emitError(loc) << "kmatch: malformed kernel manifest: "
                          << llvm::toString(json.takeError());
  const llvm::json::Object *root = json->getAsObject();
  const llvm::json::Object *entries = root ? root->getObject("kernels") : nullptr;
  if (!entries)
    return emitError(loc) << "kmatch: kernel manifest needs a \"kernels\" object";

  // Each kernel once per file.
  llvm::StringMap<unsigned> lines;
  for (const auto &[name, line] : scanKernelKeys((*buffer)->getBuffer())) {
    auto [it, inserted] = lines.try_emplace(name, line);
    if (inserted)
      continue;
    InFlightDiagnostic diag =
        emitError(FileLineColLoc::get(ctx, file, line, 0))
        << "kmatch: kernel '" << name << "' is defined twice in manifest "
        << file;
    diag.attachNote(FileLineColLoc::get(ctx, file, it->second, 0))
        << "first definition is here";
    return diag;
  }

  for (const auto &[key, value] : *entries) {
    const llvm::json::Object *obj = value.getAsObject();
    if (!obj)
      return emitError(loc) << "kmatch: manifest entry '" << key.str()
                            << "' is not an object";
    ManifestKernel kernel;
    kernel.name = key.str();
    kernel.file = file.str();
    kernel.line = lines.lookup(kernel.name);
    if (std::optional<StringRef> s = obj->getString("summary"))
      kernel.summary = s->str();
    kernel.operands = stringList(*obj, "operands");
    kernel.types = stringList(*obj, "types");
    kernel.backends = stringList(*obj, "backends");
    kernel.rankPolymorphic = obj->getBoolean("rank_polymorphic").value_or(false);
    kernel.deviceResident = obj->getBoolean("device_resident").value_or(false);
    kernel.isOverride = obj->getBoolean("override").value_or(false);
    if (const llvm::json::Array *params = obj->getArray("params")) {
      for (const llvm::json::Value &p : *params) {
        const llvm::json::Object *po = p.getAsObject();
        std::optional<StringRef> name = po ? po->getString("name") : std::nullopt;
        std::optional<StringRef> type = po ? po->getString("type") : std::nullopt;
        if (!name || !type ||
            !llvm::is_contained(ArrayRef<StringRef>{"i32", "i64", "f32", "f64"},
                                *type))
          return emitError(loc)
                 << "kmatch: manifest entry '" << kernel.name
                 << "' has a param without a name or with a type other than "
                    "i32, i64, f32, f64";
        ManifestParam param{name->str(), type->str(), std::nullopt};
        if (std::optional<double> d = po->getNumber("default"))
          param.defaultValue = *d;
        kernel.params.push_back(param);
      }
    }
    if (failed(checkRedefinition(ctx, kernel)))
      return failure();
    kernels[kernel.name] = std::move(kernel);
  }
  return success();
}

LogicalResult KernelManifest::checkRedefinition(MLIRContext *ctx,
                                                const ManifestKernel &kernel) {
  const ManifestKernel *previous = lookup(kernel.name);
  if (!previous)
    return success();
  Location here = FileLineColLoc::get(ctx, kernel.file, kernel.line, 0);
  Location there = FileLineColLoc::get(ctx, previous->file, previous->line, 0);
  if (kernel.isOverride) {
    emitWarning(here) << "kmatch: manifest " << kernel.file
                      << " overrides kernel '" << kernel.name
                      << "' defined in " << previous->file;
    return success();
  }
  InFlightDiagnostic diag =
      emitError(here) << "kmatch: manifest " << kernel.file
                      << " redefines kernel '" << kernel.name
                      << "' defined in " << previous->file
                      << "; add \"override\": true to the entry to replace it";
  diag.attachNote(there) << "previous definition is here";
  return diag;
}

FailureOr<KernelManifest> KernelManifest::load(MLIRContext *ctx,
                                               ArrayRef<std::string> extra) {
  KernelManifest manifest;
  SmallVector<std::string> files = getConfig(ctx).manifestPaths(extra);
  // A file named twice (in manifests= and the environment) is read once.
  llvm::StringSet<> seen;
  for (const std::string &f : files) {
    SmallString<256> real;
    if (fs::real_path(f, real))
      real = f;
    if (!seen.insert(real).second)
      continue;
    if (failed(manifest.addFile(ctx, f)))
      return failure();
  }
  return manifest;
}

const ManifestKernel *KernelManifest::lookup(StringRef name) const {
  auto it = kernels.find(name);
  return it == kernels.end() ? nullptr : &it->second;
}

std::vector<std::string> KernelManifest::kernelNames() const {
  std::vector<std::string> names;
  for (const auto &it : kernels)
    names.push_back(it.getKey().str());
  llvm::sort(names);
  return names;
}

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

static FailureOr<Value> materializeParam(OpBuilder &b, kernel::LaunchOp launch,
                                         const ManifestKernel &kernel,
                                         const ManifestParam &param) {
  Attribute attr = launch->getAttr(param.name);
  double number = 0;
  if (!attr) {
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
  Location loc = launch.getLoc();
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

/// Checks that every operand has the kernel's element type: shims take
/// scalars (alpha, beta) by value as `elemType` and shaped operands as
/// descriptors of it, so anything else would reach the shim as garbage.
static LogicalResult checkOperandTypes(kernel::LaunchOp launch,
                                       const ManifestKernel &kernel,
                                       Type elemType) {
  for (auto [i, arg] : llvm::enumerate(launch.getArgs())) {
    Type type = arg.getType();
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
           << " operands (" << llvm::join(kernel->operands, ", ") << "), got "
           << launch.getArgs().size();

  if (failed(checkOperandTypes(launch, *kernel, elemType)) ||
      failed(checkAttributes(launch, *kernel)))
    return failure();

  RewriterBase &b = rewriter;
  b.setInsertionPoint(launch);
  Location loc = launch.getLoc();
  SmallVector<Value> callArgs;
  for (Value arg : launch.getArgs()) {
    auto memref = dyn_cast<MemRefType>(arg.getType());
    if (!memref) {
      callArgs.push_back(arg);
      continue;
    }
    if (kernel->rankPolymorphic) {
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
