//===- kmatch-verify.cpp - Differential verification of rewrites -*- C++
//-*-===//
//
// For every function of a module on memrefs or tensors, checks that the
// kmatch-rewritten function computes what the original computes: it builds a
// harness that fills every argument with seeded random values (outputs too,
// so accumulation into initial contents is covered), JIT-runs the original
// (upstream lowering) and the rewritten program (CPU backend) in process with
// the ExecutionEngine, and compares every memref argument and every result
// after the call with dtype-aware tolerances.
//
// Whole programs are fine: functions it cannot drive (a `main` without
// arguments, a function on integers, one that frees its arguments) are
// reported SKIPPED with the reason, and dynamic dimensions get sizes that
// agree with the shape relations of the linalg ops (contractions share their
// reduction sizes, convolutions and pools read exactly their input).
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/Passes.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Pipelines/Pipelines.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <csetjmp>
#include <csignal>
#include <cstring>
#include <map>
#include <random>

using namespace mlir;
namespace cl = llvm::cl;

/// kmatch-verify's own options; --help lists only these (the libraries'
/// backend options are hidden, see main).
static cl::OptionCategory verifyCategory("kmatch-verify options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required, cl::cat(verifyCategory));
static cl::list<std::string>
    functionNames("functions",
                  cl::desc("Functions to verify (default: every eligible one)"),
                  cl::CommaSeparated, cl::cat(verifyCategory));
static cl::list<std::string>
    templates("templates", cl::desc("Template files or directories"),
              cl::CommaSeparated, cl::cat(verifyCategory));
static cl::opt<unsigned> seed("seed", cl::desc("Random seed"), cl::init(1),
                              cl::cat(verifyCategory));
static cl::opt<int64_t>
    dynSize("dyn-size",
            cl::desc("Size of a dynamic dimension the linalg ops leave free"),
            cl::init(7), cl::cat(verifyCategory));
static cl::list<std::string> dimSizes(
    "dim-size",
    cl::desc("Size of one dynamic dimension of a function argument, as "
             "<function>:<argument>:<dimension>=<size> (argument and "
             "dimension count from 0); the other sizes follow from it"),
    cl::CommaSeparated, cl::cat(verifyCategory));
static cl::opt<double> rtolF32("rtol-f32", cl::init(1e-4),
                               cl::desc("Relative tolerance for f32"),
                               cl::cat(verifyCategory));
static cl::opt<double> rtolF64("rtol-f64", cl::init(1e-10),
                               cl::desc("Relative tolerance for f64"),
                               cl::cat(verifyCategory));
static cl::opt<double> floorFraction(
    "floor", cl::init(1e-2),
    cl::desc("Elements smaller than this fraction of an output's largest "
             "magnitude are compared relative to that fraction (rounding in "
             "cancelling sums is not an error)"),
    cl::cat(verifyCategory));
static cl::opt<std::string> jsonOut("json", cl::desc("Write results as JSON"),
                                    cl::cat(verifyCategory));
static cl::opt<bool> quiet("quiet",
                           cl::desc("Print only failures and the summary"),
                           cl::cat(verifyCategory));

//===----------------------------------------------------------------------===//
// Runtime callbacks for the harness
//===----------------------------------------------------------------------===//

namespace {
struct Unranked {
  int64_t rank;
  void *descriptor;
};

/// Values recorded by one run: slot -> (element type is f64, values).
struct Recording {
  std::map<int64_t, std::pair<bool, std::vector<double>>> slots;
};
Recording *currentRecording = nullptr;

template <typename T>
void forEachElement(Unranked *m, llvm::function_ref<void(T &)> fn) {
  struct Head {
    T *allocated;
    T *aligned;
    intptr_t offset;
    intptr_t sizes[1];
  };
  auto *head = static_cast<Head *>(m->descriptor);
  const intptr_t *sizes = head->sizes;
  const intptr_t *strides = head->sizes + m->rank;
  int64_t total = 1;
  for (int64_t d = 0; d < m->rank; ++d)
    total *= sizes[d];
  for (int64_t linear = 0; linear < total; ++linear) {
    int64_t rest = linear;
    intptr_t offset = head->offset;
    for (int64_t d = m->rank - 1; d >= 0; --d) {
      offset += (rest % sizes[d]) * strides[d];
      rest /= sizes[d];
    }
    fn(head->aligned[offset]);
  }
}

template <typename T> void fillRandom(Unranked *m, int64_t s) {
  std::mt19937_64 rng(static_cast<uint64_t>(s));
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  forEachElement<T>(m, [&](T &v) { v = static_cast<T>(dist(rng)); });
}

template <typename T> void record(Unranked *m, int64_t slot) {
  if (!currentRecording)
    return;
  auto &entry = currentRecording->slots[slot];
  entry.first = sizeof(T) == 8;
  entry.second.clear();
  forEachElement<T>(m, [&](T &v) { entry.second.push_back(v); });
}
} // namespace

extern "C" void kmatchVerifyFillF32(Unranked *m, int64_t s) {
  fillRandom<float>(m, s);
}
extern "C" void kmatchVerifyFillF64(Unranked *m, int64_t s) {
  fillRandom<double>(m, s);
}
extern "C" void kmatchVerifyRecordF32(Unranked *m, int64_t slot) {
  record<float>(m, slot);
}
extern "C" void kmatchVerifyRecordF64(Unranked *m, int64_t slot) {
  record<double>(m, slot);
}

//===----------------------------------------------------------------------===//
// Harness construction
//===----------------------------------------------------------------------===//

static bool isFloat(Type t) { return isa<Float32Type, Float64Type>(t); }

/// Whether the harness can pass and read back a value of type `t`.
static bool isDrivable(Type t) {
  // The harness allocates identity-layout buffers and casts them to the
  // argument type, so a memref layout must be the identity or fully dynamic.
  auto castable = [](MemRefType m) {
    if (m.getLayout().isIdentity())
      return true;
    auto strided = dyn_cast<StridedLayoutAttr>(m.getLayout());
    return strided && ShapedType::isDynamic(strided.getOffset()) &&
           llvm::all_of(strided.getStrides(), ShapedType::isDynamic);
  };
  if (auto shaped = dyn_cast<ShapedType>(t))
    return shaped.hasRank() && isa<MemRefType, RankedTensorType>(t) &&
           isFloat(shaped.getElementType()) &&
           (!isa<MemRefType>(t) || castable(cast<MemRefType>(t)));
  return isFloat(t) || t.isIndex();
}

/// The function `call` calls, when it is a func.func of `module`.
static func::FuncOp getCallee(ModuleOp module, Operation *call) {
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
/// lowers (linalg, kernel).
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
          func::FuncOp callee = getCallee(module, op);
          if (callee && !callee.isExternal() &&
              hasKernelWork(module, callee, memo))
            return WalkResult::interrupt();
          return WalkResult::advance();
        }).wasInterrupted();
  memo[fn] = found;
  return found;
}

/// Why the harness cannot drive `fn`, or an empty string when it can.
static std::string whyNotDrivable(ModuleOp module, func::FuncOp fn,
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
    return reason + "; the harness drives ranked f32/f64 memrefs (identity "
                    "or fully dynamic layout) and tensors, and f32/f64/index "
                    "scalars";
  int arg = freedArgument(module, fn, freed);
  if (arg >= 0)
    return "frees its argument #" + std::to_string(arg) +
           " (memref.dealloc), which the harness reads afterwards";
  if (!hasKernelWork(module, fn, work))
    return "no linalg or kernel op: nothing for kmatch to rewrite";
  return "";
}

//===----------------------------------------------------------------------===//
// Sizes for dynamic dimensions
//===----------------------------------------------------------------------===//

namespace {
/// Chooses sizes for the dynamic dimensions of the functions' arguments so
/// that the shapes agree where the ops relate them: every dimension a linalg
/// op indexes with a plain loop dimension has that loop's size (contractions
/// share their sizes); one indexed with `s*d0 + t*d1 + c` (convolutions,
/// pools) has exactly the extent the op reads; casts, DPS results, calls and
/// `tensor.empty`/`memref.alloc` sizes taken with `dim` carry sizes along.
/// Free sizes get --dyn-size, fixed ones --dim-size.
class DimSolver {
public:
  /// Collects the relations in every function of `module`.
  void collect(ModuleOp module);
  /// Fixes one dimension (from --dim-size).
  /// Fixes one dimension (from --dim-size); returns the size the ops already
  /// imply for it when that differs.
  std::optional<int64_t> fix(Value v, unsigned dim, int64_t size) {
    int id = slot(v, dim);
    std::optional<int64_t> known = value(id);
    if (known && *known != size)
      return known;
    setValue(id, size);
    return std::nullopt;
  }
  /// Gives every dimension a size.
  void solve(int64_t freeSize);
  /// The size chosen for `v`'s dimension `dim`.
  int64_t sizeOf(Value v, unsigned dim, int64_t freeSize) {
    std::optional<int64_t> known = value(slot(v, dim));
    return known ? *known : freeSize;
  }

private:
  /// size(target) = sum(coef * (size(loop) - 1)) + cst + 1.
  struct Extent {
    int target;
    SmallVector<std::pair<int64_t, int>> terms;
    int64_t cst;
  };

  int newSlot() {
    parent.push_back(parent.size());
    return parent.size() - 1;
  }
  int find(int x) {
    while (parent[x] != x)
      x = parent[x] = parent[parent[x]];
    return x;
  }
  std::optional<int64_t> value(int x) {
    auto it = values.find(find(x));
    if (it == values.end())
      return std::nullopt;
    return it->second;
  }
  void setValue(int x, int64_t v) { values.try_emplace(find(x), v); }
  void unite(int a, int b) {
    a = find(a), b = find(b);
    if (a == b)
      return;
    // A conflict (two different known sizes) keeps the first: the program
    // then relates dimensions only some sizes satisfy.
    std::optional<int64_t> va = value(a), vb = value(b);
    parent[b] = a;
    values.erase(b);
    if (!va && vb)
      values[a] = *vb;
  }
  int slot(Value v, unsigned dim) {
    auto [it, inserted] = valueSlots.try_emplace({v, dim}, 0);
    if (!inserted)
      return it->second;
    int id = newSlot();
    valueSlots[{v, dim}] = id;
    auto shaped = dyn_cast<ShapedType>(v.getType());
    if (shaped && shaped.hasRank() && dim < shaped.getRank() &&
        !shaped.isDynamicDim(dim))
      setValue(id, shaped.getDimSize(dim));
    return id;
  }
  void uniteShapes(Value a, Value b) {
    auto ta = dyn_cast<ShapedType>(a.getType());
    auto tb = dyn_cast<ShapedType>(b.getType());
    if (!ta || !tb || !ta.hasRank() || !tb.hasRank() ||
        ta.getRank() != tb.getRank())
      return;
    for (unsigned d = 0; d < ta.getRank(); ++d)
      unite(slot(a, d), slot(b, d));
  }
  /// A dynamic size operand `size` of `v`'s dimension `dim`.
  void relateSize(Value v, unsigned dim, Value size) {
    Operation *def = size.getDefiningOp();
    if (!def)
      return;
    std::optional<int64_t> index;
    Value source;
    if (auto d = dyn_cast<tensor::DimOp>(def)) {
      index = d.getConstantIndex();
      source = d.getSource();
    } else if (auto d = dyn_cast<memref::DimOp>(def)) {
      index = d.getConstantIndex();
      source = d.getSource();
    } else if (auto c = dyn_cast<arith::ConstantIndexOp>(def)) {
      setValue(slot(v, dim), c.value());
      return;
    }
    if (index && source)
      unite(slot(v, dim), slot(source, *index));
  }
  void collectLinalg(linalg::LinalgOp op);

  SmallVector<int> parent;
  DenseMap<int, int64_t> values;
  DenseMap<std::pair<Value, unsigned>, int> valueSlots;
  SmallVector<Extent> extents;
};
} // namespace

/// Splits `expr` into sum(coef * dim) + cst with positive coefficients.
static bool splitAffine(AffineExpr expr,
                        SmallVector<std::pair<int64_t, unsigned>> &terms,
                        int64_t &cst) {
  if (auto c = dyn_cast<AffineConstantExpr>(expr)) {
    cst += c.getValue();
    return true;
  }
  if (auto d = dyn_cast<AffineDimExpr>(expr)) {
    terms.push_back({1, d.getPosition()});
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return splitAffine(bin.getLHS(), terms, cst) &&
           splitAffine(bin.getRHS(), terms, cst);
  if (bin.getKind() != AffineExprKind::Mul)
    return false;
  auto dim = dyn_cast<AffineDimExpr>(bin.getLHS());
  auto coef = dyn_cast<AffineConstantExpr>(bin.getRHS());
  if (!dim || !coef) {
    dim = dyn_cast<AffineDimExpr>(bin.getRHS());
    coef = dyn_cast<AffineConstantExpr>(bin.getLHS());
  }
  if (!dim || !coef || coef.getValue() <= 0)
    return false;
  terms.push_back({coef.getValue(), dim.getPosition()});
  return true;
}

void DimSolver::collectLinalg(linalg::LinalgOp op) {
  SmallVector<int> loops;
  for (unsigned i = 0; i < op.getNumLoops(); ++i)
    loops.push_back(newSlot());
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (!shaped || !shaped.hasRank())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (map.getNumResults() != shaped.getRank())
      continue;
    for (auto [r, expr] : llvm::enumerate(map.getResults())) {
      SmallVector<std::pair<int64_t, unsigned>> terms;
      int64_t cst = 0;
      if (!splitAffine(expr, terms, cst) || terms.empty())
        continue;
      int target = slot(operand.get(), r);
      if (terms.size() == 1 && terms[0].first == 1 && cst == 0) {
        unite(target, loops[terms[0].second]);
        continue;
      }
      Extent extent{target, {}, cst};
      for (auto [coef, pos] : terms)
        extent.terms.push_back({coef, loops[pos]});
      extents.push_back(extent);
    }
  }
  // Results have the shapes of their inits.
  for (auto [result, init] :
       llvm::zip(op->getResults(), op.getDpsInitsMutable()))
    uniteShapes(result, init.get());
}

void DimSolver::collect(ModuleOp module) {
  module.walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      collectLinalg(linalgOp);
      return;
    }
    if (isa<tensor::CastOp, memref::CastOp, bufferization::ToTensorOp,
            bufferization::ToBufferOp>(op)) {
      uniteShapes(op->getOperand(0), op->getResult(0));
      return;
    }
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      for (auto [result, init] :
           llvm::zip(op->getResults(), dps.getDpsInitsMutable()))
        uniteShapes(result, init.get());
    }
    auto sizedBy = [&](Value result, ValueRange sizes) {
      auto shaped = cast<ShapedType>(result.getType());
      unsigned next = 0;
      for (unsigned d = 0; d < shaped.getRank() && next < sizes.size(); ++d)
        if (shaped.isDynamicDim(d))
          relateSize(result, d, sizes[next++]);
    };
    if (auto empty = dyn_cast<tensor::EmptyOp>(op))
      return sizedBy(empty.getResult(), empty.getDynamicSizes());
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      return sizedBy(alloc.getResult(), alloc.getDynamicSizes());
    if (auto alloca = dyn_cast<memref::AllocaOp>(op))
      return sizedBy(alloca.getResult(), alloca.getDynamicSizes());
    func::FuncOp callee = getCallee(module, op);
    if (!callee || callee.isExternal() ||
        callee.getNumArguments() != op->getNumOperands())
      return;
    for (auto [operand, arg] :
         llvm::zip(op->getOperands(), callee.getArguments()))
      uniteShapes(operand, arg);
    callee.walk([&](func::ReturnOp ret) {
      if (ret->getNumOperands() != op->getNumResults())
        return;
      for (auto [result, returned] :
           llvm::zip(op->getResults(), ret.getOperands()))
        uniteShapes(result, returned);
    });
  });
}

void DimSolver::solve(int64_t freeSize) {
  while (true) {
    bool progress = true;
    while (progress) {
      progress = false;
      for (const Extent &e : extents) {
        std::optional<int64_t> target = value(e.target);
        int64_t sum = e.cst;
        int unknown = -1, numUnknown = 0;
        int64_t unknownCoef = 0;
        for (auto [coef, loop] : e.terms) {
          if (std::optional<int64_t> size = value(loop)) {
            sum += coef * (*size - 1);
            continue;
          }
          ++numUnknown;
          unknown = loop;
          unknownCoef = coef;
        }
        if (!target && numUnknown == 0) {
          setValue(e.target, std::max<int64_t>(sum + 1, 0));
          progress = true;
        } else if (target && numUnknown == 1) {
          // The largest loop size whose window still fits.
          int64_t room = *target - 1 - sum;
          setValue(unknown, room < 0 ? 0 : room / unknownCoef + 1);
          progress = true;
        }
      }
    }
    // Nothing follows from what is known: give a free size to a loop of an
    // extent first (so the extent follows), then to any other slot.
    int pick = -1;
    for (const Extent &e : extents) {
      for (auto [coef, loop] : e.terms)
        if (!value(loop)) {
          pick = loop;
          break;
        }
      if (pick >= 0)
        break;
    }
    if (pick < 0)
      for (auto [key, id] : valueSlots)
        if (!value(id) && isa<BlockArgument>(key.first)) {
          pick = id;
          break;
        }
    if (pick < 0)
      return;
    setValue(pick, freeSize);
  }
}

/// Applies --dim-size; false (with a message) on a malformed entry.
static bool applyDimSizes(ModuleOp module, DimSolver &solver) {
  for (StringRef entry : dimSizes) {
    SmallVector<StringRef> parts;
    auto [where, sizeText] = entry.split('=');
    where.split(parts, ':');
    int64_t size, arg, dim;
    func::FuncOp fn;
    if (parts.size() == 3)
      fn = module.lookupSymbol<func::FuncOp>(parts[0]);
    if (parts.size() != 3 || sizeText.getAsInteger(10, size) || size < 0 ||
        parts[1].getAsInteger(10, arg) || parts[2].getAsInteger(10, dim) ||
        !fn || fn.isExternal() || arg < 0 || arg >= fn.getNumArguments()) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry
                   << ": expected <function>:<argument>:<dimension>=<size> "
                      "naming an argument of a function of the module\n";
      return false;
    }
    auto shaped = dyn_cast<ShapedType>(fn.getArgument(arg).getType());
    if (!shaped || !shaped.hasRank() || dim < 0 || dim >= shaped.getRank()) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry << ": argument #"
                   << arg << " of @" << fn.getName() << " has no dimension "
                   << dim << "\n";
      return false;
    }
    if (std::optional<int64_t> implied =
            solver.fix(fn.getArgument(arg), dim, size)) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry << ": the ops (or "
                   << "an earlier --dim-size) fix this dimension to "
                   << *implied << "\n";
      return false;
    }
  }
  return true;
}

static MemRefType staticMemRef(Value arg, DimSolver &dims) {
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

/// Builds `__kmatch_verify_<fn>`: fill, call, record. Slots are numbered
/// from `firstSlot`; returns the number used.
static unsigned buildHarness(ModuleOp module, func::FuncOp fn,
                             unsigned firstSlot, std::mt19937_64 &rng,
                             DimSolver &dims) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  Location loc = fn.getLoc();
  auto unranked = [&](Type elem) { return UnrankedMemRefType::get(elem, 0); };
  auto helper = [&](StringRef base, Type elem) {
    std::string name = (base + (elem.isF32() ? "F32" : "F64")).str();
    return declare(b, module, name,
                   b.getFunctionType({unranked(elem), b.getI64Type()}, {}));
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
  unsigned slot = firstSlot;
  SmallVector<Value> args;
  SmallVector<std::pair<Value, Type>> buffers; // memref, element type
  for (BlockArgument arg : fn.getArguments()) {
    Type t = arg.getType();
    if (auto shaped = dyn_cast<ShapedType>(t)) {
      MemRefType alloc = staticMemRef(arg, dims);
      Value m = memref::AllocOp::create(b, loc, alloc);
      Type elem = shaped.getElementType();
      Value u = memref::CastOp::create(b, loc, unranked(elem), m);
      Value s = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(rng()));
      func::CallOp::create(b, loc, helper("kmatchVerifyFill", elem),
                           ValueRange{u, s});
      if (auto mt = dyn_cast<MemRefType>(t)) {
        args.push_back(mt == alloc ? m : memref::CastOp::create(b, loc, mt, m));
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
    if (t.isIndex()) {
      // Index arguments are usually positions; 0 is in bounds everywhere.
      args.push_back(arith::ConstantIndexOp::create(b, loc, 0));
      continue;
    }
    args.push_back(arith::ConstantOp::create(
        b, loc, b.getFloatAttr(t, 0.5 + 0.5 * std::fabs(dist(rng)))));
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

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

static std::string runtimeLibrary() {
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(nullptr, &anchor);
  SmallString<256> lib(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(lib, "..", "lib", "libkmatch_rt_cpu.so");
  return lib.str().str();
}

/// The runtime's error reporting (runtime/common/kmatch_rt.h), looked up in
/// the library the JIT loaded: shim errors are recorded and returned, never
/// an abort of the verifier, and each becomes a FAIL with its message.
struct RuntimeErrors {
  void (*setMode)(int) = nullptr;
  const char *(*last)() = nullptr;
  void (*clear)() = nullptr;

  bool load() {
    std::string error;
    auto lib = llvm::sys::DynamicLibrary::getPermanentLibrary(
        runtimeLibrary().c_str(), &error);
    if (!lib.isValid())
      return false;
    setMode = reinterpret_cast<void (*)(int)>(
        lib.getAddressOfSymbol("kmatch_rt_set_error_mode"));
    last = reinterpret_cast<const char *(*)()>(
        lib.getAddressOfSymbol("kmatch_rt_last_error"));
    clear = reinterpret_cast<void (*)()>(
        lib.getAddressOfSymbol("kmatch_rt_clear_error"));
    if (!setMode || !last || !clear)
      return false;
    setMode(1);
    return true;
  }
};

static std::unique_ptr<ExecutionEngine> jit(ModuleOp module) {
  ExecutionEngineOptions options;
  std::string lib = runtimeLibrary();
  SmallVector<StringRef> libs{lib, KMATCH_MLIR_C_RUNNER_UTILS,
                              KMATCH_MLIR_RUNNER_UTILS};
  options.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(module, options);
  if (!engine) {
    llvm::errs() << "kmatch-verify: JIT failed: "
                 << llvm::toString(engine.takeError()) << "\n";
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](StringRef name, void *fn) {
      map[interner(("_mlir_ciface_" + name).str())] = {
          llvm::orc::ExecutorAddr::fromPtr(fn), llvm::JITSymbolFlags::Exported};
    };
    add("kmatchVerifyFillF32", (void *)&kmatchVerifyFillF32);
    add("kmatchVerifyFillF64", (void *)&kmatchVerifyFillF64);
    add("kmatchVerifyRecordF32", (void *)&kmatchVerifyRecordF32);
    add("kmatchVerifyRecordF64", (void *)&kmatchVerifyRecordF64);
    return map;
  });
  return std::move(*engine);
}

static LogicalResult lower(ModuleOp module, bool applyTemplates) {
  PassManager pm(module.getContext());
  kmatch::PipelineOptions options;
  options.applyTemplates = applyTemplates;
  options.templates = llvm::to_vector(templates);
  kmatch::buildPipeline(pm, options);
  return pm.run(module);
}

/// Largest relative error between two recordings of one slot; -1 when the
/// shapes differ or NaNs disagree.
static double compare(const std::vector<double> &ref,
                      const std::vector<double> &got) {
  if (ref.size() != got.size())
    return -1;
  double scale = 0;
  for (double v : ref)
    if (std::isfinite(v))
      scale = std::max(scale, std::fabs(v));
  double worst = 0;
  for (size_t i = 0; i < ref.size(); ++i) {
    double a = ref[i], b = got[i];
    if (std::isnan(a) || std::isnan(b)) {
      if (std::isnan(a) != std::isnan(b))
        return -1;
      continue;
    }
    if (a == b)
      continue;
    // Relative to the element, but never to less than --floor of the slot's
    // magnitude: cancellation near zero is rounding, not a bug.
    double denom =
        std::max({std::fabs(a), std::fabs(b), floorFraction * scale, 1e-300});
    worst = std::max(worst, std::fabs(a - b) / denom);
  }
  return worst;
}

static sigjmp_buf crashJump;
static volatile sig_atomic_t crashSignal;
static void onCrash(int signal) {
  crashSignal = signal;
  siglongjmp(crashJump, 1);
}

/// Runs `harness`; returns the signal that stopped it (a program that
/// divides by zero or reads out of bounds on these inputs), 0 when it
/// returned. A JIT error goes to `error`.
static int runGuarded(ExecutionEngine &engine, StringRef harness,
                      std::string &error) {
  const int signals[] = {SIGSEGV, SIGFPE, SIGBUS, SIGILL};
  struct sigaction action = {}, old[4];
  action.sa_handler = onCrash;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_NODEFER;
  for (auto [i, signal] : llvm::enumerate(signals))
    sigaction(signal, &action, &old[i]);
  crashSignal = 0;
  if (sigsetjmp(crashJump, /*savemask=*/1) == 0)
    if (llvm::Error e = engine.invokePacked(harness))
      error = llvm::toString(std::move(e));
  for (auto [i, signal] : llvm::enumerate(signals))
    sigaction(signal, &old[i], nullptr);
  return crashSignal;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  kmatch::registerKmatchTemplatesPasses();
  kmatch::registerKmatchConversionPasses();
  kmatch::registerKmatchTransformsPasses();
  kmatch::registerConfigCLOptions();
  cl::HideUnrelatedOptions({&verifyCategory, &kmatch::getConfigCategory()});
  cl::ParseCommandLineOptions(
      argc, argv,
      "kmatch-verify: checks that kmatch's rewrite of each function computes "
      "what the original computes\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<kmatch::kernel::KernelDialect>();
  kmatch::registerConfig(registry,
                         kmatch::KmatchConfig::fromEnvironmentAndCommandLine());
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(inputFile, sourceMgr, ParserConfig(&ctx));
  if (!module)
    return 1;

  // Sizes for dynamic dimensions, consistent across the whole module.
  DimSolver dims;
  dims.collect(*module);
  if (!applyDimSizes(*module, dims))
    return 1;
  dims.solve(dynSize);

  // Pick the functions and add one harness per function.
  std::mt19937_64 rng(seed);
  struct Target {
    std::string name;
    unsigned firstSlot, numSlots;
    /// The shapes the harness passes, one per shaped argument.
    std::vector<std::string> shapes;
  };
  SmallVector<Target> targets;
  SmallVector<std::pair<std::string, std::string>> skipped; // name, reason
  SmallVector<func::FuncOp> fns(module->getOps<func::FuncOp>());
  llvm::DenseMap<Operation *, int> freedMemo;
  llvm::DenseMap<Operation *, bool> workMemo;
  unsigned slot = 0;
  for (func::FuncOp fn : fns) {
    if (fn.isExternal() || fn.getName().starts_with("__kmatch"))
      continue;
    if (!functionNames.empty() &&
        !llvm::is_contained(functionNames, fn.getName().str()))
      continue;
    std::string reason = whyNotDrivable(*module, fn, freedMemo, workMemo);
    if (!reason.empty()) {
      skipped.push_back({fn.getName().str(), reason});
      continue;
    }
    unsigned n = buildHarness(*module, fn, slot, rng, dims);
    std::vector<std::string> shapes;
    for (BlockArgument arg : fn.getArguments()) {
      if (!isa<ShapedType>(arg.getType()))
        continue;
      MemRefType m = staticMemRef(arg, dims);
      shapes.push_back(llvm::join(
          llvm::map_range(m.getShape(),
                          [](int64_t d) { return std::to_string(d); }),
          "x"));
    }
    targets.push_back({fn.getName().str(), slot, n, std::move(shapes)});
    slot += n;
  }
  for (const std::string &name : functionNames)
    if (!module->lookupSymbol<func::FuncOp>(name)) {
      llvm::errs() << "kmatch-verify: no function @" << name << " in "
                   << inputFile << "\n";
      return 1;
    }

  llvm::json::Array results;
  for (auto &[name, reason] : skipped) {
    if (!quiet)
      llvm::outs() << "SKIPPED @" << name << ": " << reason << "\n";
    results.push_back(llvm::json::Object{
        {"function", name}, {"status", "SKIPPED"}, {"reason", reason}});
  }
  unsigned crashed = 0; // targets the original program cannot run
  auto summarize = [&](unsigned matched, unsigned failures) {
    int64_t verified = targets.size() - crashed;
    llvm::outs() << "kmatch-verify: " << verified << " functions, " << matched
                 << " rewritten, " << failures << " failures, "
                 << skipped.size() << " skipped\n";
    if (jsonOut.empty())
      return true;
    std::error_code ec;
    llvm::raw_fd_ostream os(jsonOut, ec);
    if (ec) {
      llvm::errs() << "kmatch-verify: cannot write " << jsonOut << "\n";
      return false;
    }
    os << llvm::formatv(
        "{0:2}", llvm::json::Value(llvm::json::Object{
                     {"functions", std::move(results)},
                     {"summary", llvm::json::Object{
                                     {"functions", verified},
                                     {"rewritten", (int64_t)matched},
                                     {"failures", (int64_t)failures},
                                     {"skipped", (int64_t)skipped.size()}}}}));
    return true;
  };
  if (targets.empty())
    return summarize(0, 0) ? 0 : 1;

  OwningOpRef<ModuleOp> original = module->clone();
  OwningOpRef<ModuleOp> rewritten = module->clone();

  // Which functions kmatch rewrites, before lowering.
  {
    PassManager pm(&ctx);
    kmatch::KmatchApplyTemplatesOptions applyOptions;
    applyOptions.templates = llvm::to_vector(templates);
    pm.addPass(kmatch::createKmatchApplyTemplates(applyOptions));
    if (failed(pm.run(*rewritten)))
      return 1;
  }
  llvm::StringMap<std::vector<std::string>> kernelsOf;
  rewritten->walk([&](kmatch::kernel::LaunchOp launch) {
    auto fn = launch->getParentOfType<func::FuncOp>();
    kernelsOf[fn.getName()].push_back(launch.getKernelName().str());
  });
  if (failed(lower(*original, /*applyTemplates=*/false)) ||
      failed(lower(*rewritten, /*applyTemplates=*/false)))
    return 1;

  std::unique_ptr<ExecutionEngine> refEngine = jit(*original);
  std::unique_ptr<ExecutionEngine> newEngine = jit(*rewritten);
  if (!refEngine || !newEngine)
    return 1;
  RuntimeErrors runtimeErrors;
  if (!runtimeErrors.load()) {
    llvm::errs() << "kmatch-verify: cannot find the error entry points of "
                 << runtimeLibrary() << "\n";
    return 1;
  }

  unsigned failures = 0, matched = 0;
  for (const Target &t : targets) {
    Recording ref, got;
    std::string harness = "__kmatch_verify_" + t.name;
    currentRecording = &ref;
    runtimeErrors.clear();
    std::string jitError;
    int refSignal = runGuarded(*refEngine, harness, jitError);
    std::string shimError = runtimeErrors.last();
    if (!shimError.empty())
      shimError = "in the original program: " + shimError;
    if (refSignal) {
      // The program itself does not run on these inputs: nothing to compare.
      currentRecording = nullptr;
      std::string reason =
          "the original program stops with signal " +
          std::to_string(refSignal) + " (" + strsignal(refSignal) +
          ") on the harness's inputs (index arguments are 0; --dim-size sets "
          "sizes)";
      if (!quiet)
        llvm::outs() << "SKIPPED @" << t.name << ": " << reason << "\n";
      skipped.push_back({t.name, reason});
      ++crashed;
      results.push_back(llvm::json::Object{
          {"function", t.name}, {"status", "SKIPPED"}, {"reason", reason}});
      continue;
    }
    currentRecording = &got;
    runtimeErrors.clear();
    int newSignal = runGuarded(*newEngine, harness, jitError);
    if (shimError.empty())
      shimError = runtimeErrors.last();
    if (newSignal && shimError.empty())
      shimError = "the rewritten program stops with signal " +
                  std::to_string(newSignal) + " (" + strsignal(newSignal) + ")";
    currentRecording = nullptr;
    if (!jitError.empty()) {
      llvm::errs() << "kmatch-verify: cannot run @" << t.name << ": "
                   << jitError << "\n";
      return 1;
    }
    double worst = 0;
    bool ok = true;
    for (unsigned s = t.firstSlot; s < t.firstSlot + t.numSlots; ++s) {
      auto r = ref.slots.find(s), g = got.slots.find(s);
      if (r == ref.slots.end() && g == got.slots.end())
        continue;
      if (r == ref.slots.end() || g == got.slots.end()) {
        ok = false;
        continue;
      }
      double err = compare(r->second.second, g->second.second);
      double rtol = r->second.first ? rtolF64 : rtolF32;
      if (err < 0 || err > rtol)
        ok = false;
      worst = std::max(worst, err < 0 ? INFINITY : err);
    }
    if (!shimError.empty())
      ok = false;
    auto kernels = kernelsOf.lookup(t.name);
    matched += !kernels.empty();
    failures += !ok;
    std::string status = !ok ? "FAIL" : kernels.empty() ? "UNMATCHED" : "PASS";
    if (!quiet || !ok)
      llvm::outs() << status << " @" << t.name << " ("
                   << (kernels.empty()
                           ? "no launch"
                           : "launches: " + llvm::join(kernels, ", "))
                   << "; max rel err " << llvm::formatv("{0:e2}", worst) << ")"
                   << (shimError.empty() ? "" : ": " + shimError) << "\n";
    llvm::json::Array ks;
    for (const std::string &k : kernels)
      ks.push_back(k);
    llvm::json::Object entry{{"function", t.name},
                             {"status", status},
                             {"kernels", std::move(ks)},
                             {"max_rel_err", worst},
                             {"shapes", llvm::json::Array(t.shapes)}};
    if (!shimError.empty())
      entry["runtime_error"] = shimError;
    results.push_back(std::move(entry));
  }
  if (!summarize(matched, failures))
    return 1;
  return failures ? 2 : 0;
}
