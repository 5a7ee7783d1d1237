//===- Harness.cpp - The harness that drives one function ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Decides which functions the harness can drive (float, index or integer
// arguments, castable layouts, no freed arguments, kernel work or loops to
// compare) and builds
// `__kmatch_verify_<fn>`, which fills every argument with seeded random
// values (in [0, 1) where they reach a square root or a logarithm, else in
// [-1, 1), with --specials some NaN, infinities and signed zeros), calls the
// function and records every memref argument and result.
//
//===----------------------------------------------------------------------===//
#include "Verify.h"

#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>

namespace kmatch::verify {

static bool isFloat(Type t) { return isa<Float32Type, Float64Type>(t); }

/// Whether the harness can pass and read back a value of type `t`.
static bool isDrivable(Type t) {
  // The harness allocates dense host buffers, as a launch takes them
  // (kernel::unsupportedLaunchOperandType: no encoding, the default memory
  // space, ranked), and casts them to the argument type, so a memref layout
  // must be the identity or fully dynamic.
  auto castable = [](MemRefType m) {
    if (m.getLayout().isIdentity())
      return true;
    auto strided = dyn_cast<StridedLayoutAttr>(m.getLayout());
    return strided && ShapedType::isDynamic(strided.getOffset()) &&
           llvm::all_of(strided.getStrides(), ShapedType::isDynamic);
  };
  if (auto shaped = dyn_cast<ShapedType>(t))
    return kmatch::kernel::unsupportedLaunchOperandType(t).empty() &&
           (isFloat(shaped.getElementType()) ||
            shaped.getElementType().isSignlessInteger()) &&
           (!isa<MemRefType>(t) || castable(cast<MemRefType>(t)));
  return isFloat(t) || t.isIndex() || t.isSignlessInteger();
}

func::FuncOp getCallee(ModuleOp module, Operation *call) {
  auto callOp = dyn_cast<CallOpInterface>(call);
  if (!callOp)
    return nullptr;
  auto ref =
      llvm::dyn_cast_if_present<SymbolRefAttr>(callOp.getCallableForCallee());
  return ref ? module.lookupSymbol<func::FuncOp>(ref) : nullptr;
}

/// The entry-block argument `v` is a view or cast of, if any.
static BlockArgument getArgumentBehind(func::FuncOp fn, Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      v = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<CastOpInterface>(def)) {
      v = def->getOperand(0);
      continue;
    }
    return nullptr;
  }
  auto arg = dyn_cast<BlockArgument>(v);
  if (arg && arg.getOwner() == &fn.getBody().front())
    return arg;
  return nullptr;
}

/// The index of an argument `fn` (or a function it calls) frees, or -1.
static int freedArgument(ModuleOp module, func::FuncOp fn,
                         llvm::DenseMap<Operation *, int> &memo) {
  auto [it, inserted] = memo.try_emplace(fn, -1);
  if (!inserted)
    return it->second;
  int found = -1;
  fn.walk([&](Operation *op) {
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      if (BlockArgument arg = getArgumentBehind(fn, dealloc.getMemref()))
        found = arg.getArgNumber();
    } else if (func::FuncOp callee = getCallee(module, op)) {
      int freed =
          callee.isExternal() ? -1 : freedArgument(module, callee, memo);
      if (freed >= 0 && freed < (int)op->getNumOperands())
        if (BlockArgument arg = getArgumentBehind(fn, op->getOperand(freed)))
          found = arg.getArgNumber();
    }
    return found >= 0 ? WalkResult::interrupt() : WalkResult::advance();
  });
  memo[fn] = found;
  return found;
}

/// Whether `fn`, or a function it calls, has an op kmatch rewrites or
/// lowers (linalg, kernel) or a loop --kmatch-raise-loops may raise.
static bool hasKernelWork(ModuleOp module, func::FuncOp fn,
                          llvm::DenseMap<Operation *, bool> &memo) {
  auto [it, inserted] = memo.try_emplace(fn, false);
  if (!inserted)
    return it->second;
  bool found =
      fn.walk([&](Operation *op) {
          Dialect *dialect = op->getDialect();
          if (dialect &&
              isa<linalg::LinalgDialect, kmatch::kernel::KernelDialect>(
                  dialect))
            return WalkResult::interrupt();
          if (isa<affine::AffineForOp, scf::ForOp>(op))
            return WalkResult::interrupt();
          func::FuncOp callee = getCallee(module, op);
          if (callee && !callee.isExternal() &&
              hasKernelWork(module, callee, memo))
            return WalkResult::interrupt();
          return WalkResult::advance();
        }).wasInterrupted();
  memo[fn] = found;
  return found;
}

/// The first linalg op in `fn` whose payload reads an init that is a
/// `tensor.empty`: its result depends on uninitialized memory, which the
/// original and the rewritten program need not agree on.
static linalg::LinalgOp readsEmptyInit(func::FuncOp fn) {
  linalg::LinalgOp found;
  fn.walk([&](linalg::LinalgOp op) {
    for (OpOperand &init : op.getDpsInitsMutable()) {
      if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
          !op.payloadUsesValueFromOperand(&init))
        continue;
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

/// Why the harness cannot drive `fn`, or an empty string when it can.
std::string whyNotDrivable(ModuleOp module, func::FuncOp fn,
                           llvm::DenseMap<Operation *, int> &freed,
                           llvm::DenseMap<Operation *, bool> &work) {
  if (fn.getNumArguments() + fn.getNumResults() == 0)
    return "no arguments or results to compare (a whole program's entry "
           "point; verify the functions it calls)";
  std::string reason;
  llvm::raw_string_ostream os(reason);
  for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes()))
    if (!isDrivable(t)) {
      os << "argument #" << i << " is " << t;
      break;
    }
  if (reason.empty())
    for (auto [i, t] : llvm::enumerate(fn.getResultTypes()))
      if (!isDrivable(t)) {
        os << "result #" << i << " is " << t;
        break;
      }
  if (!reason.empty())
    return reason + "; the harness drives ranked f32/f64/integer memrefs "
                    "(default memory space; identity or fully dynamic "
                    "layout) and tensors without an encoding, and "
                    "f32/f64/index/integer scalars";
  // Integer buffers are driven (as 0) but not compared: a function needs a
  // float buffer argument or a float result to check.
  auto floatBuffer = [](Type t) {
    return isa<MemRefType>(t) && isFloat(getElementTypeOrSelf(t));
  };
  if (llvm::none_of(fn.getArgumentTypes(), floatBuffer) &&
      llvm::none_of(fn.getResultTypes(),
                    [](Type t) { return isFloat(getElementTypeOrSelf(t)); }))
    return "no float buffer argument or float result to compare (integer "
           "buffers are driven as 0 and not compared)";
  int arg = freedArgument(module, fn, freed);
  if (arg >= 0)
    return "frees its argument #" + std::to_string(arg) +
           " (memref.dealloc), which the harness reads afterwards";
  if (!hasKernelWork(module, fn, work))
    return "no linalg or kernel op, and no loop: nothing for kmatch to "
           "rewrite";
  if (linalg::LinalgOp op = readsEmptyInit(fn)) {
    os << "'" << op->getName() << "' at " << op->getLoc()
       << " reads its init, a tensor.empty: the result depends on "
          "uninitialized memory (fill the init first)";
    return reason;
  }
  return "";
}

MemRefType staticMemRef(Value arg, DimSolver &dims) {
  auto t = cast<ShapedType>(arg.getType());
  SmallVector<int64_t> shape;
  for (auto [i, d] : llvm::enumerate(t.getShape()))
    shape.push_back(ShapedType::isDynamic(d) ? dims.sizeOf(arg, i, dynSize)
                                             : d);
  return MemRefType::get(shape, t.getElementType());
}

static func::FuncOp declare(OpBuilder &b, ModuleOp module, StringRef name,
                            FunctionType type) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto fn = func::FuncOp::create(b, module.getLoc(), name, type);
  fn.setPrivate();
  fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(), b.getUnitAttr());
  return fn;
}

/// Follows views, casts and reshapes, linalg ops from an input's block
/// argument through their body, and an elementwise op's result on. Without
/// it, the rewrite's documented NaN divergences (a relu after the NaN) would
/// show as failures.
bool fillsNonNegative(BlockArgument arg) {
  SmallVector<Value> worklist{arg};
  llvm::DenseSet<Value> seen{arg};
  auto push = [&](Value v) {
    if (seen.insert(v).second)
      worklist.push_back(v);
  };
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<math::SqrtOp, math::RsqrtOp, math::LogOp, math::Log1pOp,
              math::Log2Op, math::Log10Op>(user))
        return true;
      auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
      if (!linalgOp) {
        // Scalar ops in a body, views, casts and reshapes pass values on.
        if (user->getNumRegions() == 0)
          for (Value r : user->getResults())
            push(r);
        continue;
      }
      if (!linalgOp.isDpsInput(&use) || !linalgOp.getBlock())
        continue;
      push(linalgOp.getMatchingBlockArgument(&use));
      // What an elementwise op writes carries its inputs on (`var + eps`
      // apart from its rsqrt); a reduction's does not: a layer norm's
      // variance is a sum of squares, whatever the signs of its input.
      if (linalgOp.getNumReductionLoops() != 0)
        continue;
      for (Value r : user->getResults())
        push(r);
      for (OpOperand &init : linalgOp.getDpsInitsMutable())
        if (isa<MemRefType>(init.get().getType()))
          push(init.get());
    }
  }
  return false;
}

/// Builds `__kmatch_verify_<fn>`: fill, call, record. Slots are numbered
/// from `firstSlot`; returns the number used.
unsigned buildHarness(ModuleOp module, func::FuncOp fn, unsigned firstSlot,
                      std::mt19937_64 &rng, DimSolver &dims) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  Location loc = fn.getLoc();
  auto unranked = [&](Type elem) { return UnrankedMemRefType::get(elem, 0); };
  auto helper = [&](StringRef base, Type elem, unsigned numI64 = 1) {
    std::string name = (base + (elem.isF32() ? "F32" : "F64")).str();
    SmallVector<Type> operands(1 + numI64, b.getI64Type());
    operands[0] = unranked(elem);
    return declare(b, module, name, b.getFunctionType(operands, {}));
  };
  b.setInsertionPointToEnd(module.getBody());
  auto harness =
      func::FuncOp::create(b, loc, ("__kmatch_verify_" + fn.getName()).str(),
                           b.getFunctionType({}, {}));
  harness->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                   b.getUnitAttr());
  Block *body = harness.addEntryBlock();
  b.setInsertionPointToStart(body);

  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  // Under --specials, one float argument (not one filled in [0, 1)) carries
  // the NaNs and infinities, the others signed zeros only: a NaN in every
  // operand of a reduction would make almost every output NaN.
  auto takesSpecials = [](BlockArgument arg) {
    return isFloat(getElementTypeOrSelf(arg.getType())) &&
           (!isa<ShapedType>(arg.getType()) || !fillsNonNegative(arg));
  };
  int carrier = -1;
  if (specials) {
    SmallVector<int> candidates;
    for (BlockArgument arg : fn.getArguments())
      if (takesSpecials(arg))
        candidates.push_back(arg.getArgNumber());
    if (!candidates.empty())
      carrier = candidates[rng() % candidates.size()];
  }
  unsigned slot = firstSlot;
  SmallVector<Value> args;
  SmallVector<std::pair<Value, Type>> buffers; // memref, element type
  for (BlockArgument arg : fn.getArguments()) {
    Type t = arg.getType();
    if (auto shaped = dyn_cast<ShapedType>(t)) {
      MemRefType alloc = staticMemRef(arg, dims);
      Value m = memref::AllocOp::create(b, loc, alloc);
      Type elem = shaped.getElementType();
      if (!isFloat(elem)) {
        // Integer buffers are usually positions (token ids, gather
        // indices): all 0, in bounds everywhere. They are not compared.
        Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));
        linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{m});
      } else {
        Value u = memref::CastOp::create(b, loc, unranked(elem), m);
        Value s = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(rng()));
        if (fillsNonNegative(arg)) {
          func::CallOp::create(b, loc,
                               helper("kmatchVerifyFillNonNegative", elem),
                               ValueRange{u, s});
        } else {
          SpecialFill special = !specials ? SpecialFill::None
                                : (int)arg.getArgNumber() == carrier
                                    ? SpecialFill::All
                                    : SpecialFill::SignedZeros;
          Value k = arith::ConstantOp::create(
              b, loc, b.getI64IntegerAttr(static_cast<int64_t>(special)));
          func::CallOp::create(b, loc, helper("kmatchVerifyFill", elem, 2),
                               ValueRange{u, s, k});
        }
      }
      if (auto mt = dyn_cast<MemRefType>(t)) {
        args.push_back(mt == alloc ? m : memref::CastOp::create(b, loc, mt, m));
        if (isFloat(elem))
          buffers.push_back({m, elem});
        continue;
      }
      auto tensorType = RankedTensorType::get(alloc.getShape(), elem);
      Value tensor = bufferization::ToTensorOp::create(
          b, loc, tensorType, m, /*restrict=*/true, /*writable=*/false);
      args.push_back(
          tensorType == t ? tensor : tensor::CastOp::create(b, loc, t, tensor));
      continue;
    }
    if (t.isIndex() || t.isSignlessInteger()) {
      // Index and integer arguments are usually positions or sizes (cgeist's
      // i32 bounds); 0 is in bounds everywhere.
      args.push_back(arith::ConstantOp::create(b, loc, b.getZeroAttr(t)));
      continue;
    }
    double v = 0.5 + 0.5 * std::fabs(dist(rng));
    if ((int)arg.getArgNumber() == carrier) {
      const double values[] = {std::nan(""), INFINITY, -INFINITY, 0.0, -0.0};
      v = values[rng() % 5];
    }
    args.push_back(arith::ConstantOp::create(b, loc, b.getFloatAttr(t, v)));
  }
  auto call = func::CallOp::create(b, loc, fn, args);
  for (auto [m, elem] : buffers) {
    Value u = memref::CastOp::create(b, loc, unranked(elem), m);
    Value s = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(slot++));
    func::CallOp::create(b, loc, helper("kmatchVerifyRecord", elem),
                         ValueRange{u, s});
  }
  for (Value r : call.getResults()) {
    Type t = r.getType();
    Type elem = getElementTypeOrSelf(t);
    if (!isFloat(elem)) {
      ++slot;
      continue;
    }
    Value m;
    if (auto tensor = dyn_cast<RankedTensorType>(t)) {
      m = bufferization::ToBufferOp::create(
          b, loc, MemRefType::get(tensor.getShape(), elem), r);
    } else if (isa<MemRefType>(t)) {
      m = r;
    } else {
      m = memref::AllocOp::create(b, loc, MemRefType::get({1}, elem));
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      memref::StoreOp::create(b, loc, r, m, ValueRange{zero});
    }
    Value u = memref::CastOp::create(b, loc, unranked(elem), m);
    Value s = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(slot++));
    func::CallOp::create(b, loc, helper("kmatchVerifyRecord", elem),
                         ValueRange{u, s});
  }
  func::ReturnOp::create(b, loc);
  return slot - firstSlot;
}

unsigned eraseTransformSchedule(ModuleOp module) {
  SmallVector<Operation *> schedule;
  llvm::SetVector<ModuleOp> holders;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isa_and_present<transform::TransformDialect>(op->getDialect()))
      return WalkResult::advance();
    schedule.push_back(op);
    if (auto holder = dyn_cast<ModuleOp>(op->getParentOp());
        holder && holder != module)
      holders.insert(holder);
    return WalkResult::skip();
  });
  for (Operation *op : schedule)
    op->erase();
  for (ModuleOp holder : holders)
    if (holder.getBody()->empty())
      holder->erase();
  return schedule.size();
}

unsigned eraseUnreachedFunctions(ModuleOp module) {
  SymbolTableCollection symbols;
  llvm::SetVector<Operation *> reached;
  for (func::FuncOp fn : module.getOps<func::FuncOp>())
    if (fn.getName().starts_with("__kmatch_verify_"))
      reached.insert(fn);
  for (unsigned i = 0; i < reached.size(); ++i) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(reached[i]);
    if (!uses)
      continue;
    for (const SymbolTable::SymbolUse &use : *uses)
      if (Operation *callee =
              symbols.lookupNearestSymbolFrom(reached[i], use.getSymbolRef()))
        if (isa<func::FuncOp>(callee))
          reached.insert(callee);
  }
  SmallVector<func::FuncOp> unreached;
  for (func::FuncOp fn : module.getOps<func::FuncOp>())
    if (!fn.isExternal() && !reached.contains(fn))
      unreached.push_back(fn);
  for (func::FuncOp fn : unreached)
    fn->erase();
  return unreached.size();
}

} // namespace kmatch::verify
