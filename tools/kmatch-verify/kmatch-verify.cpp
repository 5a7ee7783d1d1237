//===- kmatch-verify.cpp - Differential verification of rewrites -*- C++ -*-===//
//
// For every function of a module on memrefs or tensors, checks that the
// kmatch-rewritten function computes what the original computes: it builds a
// harness that fills every argument with seeded random values (outputs too,
// so accumulation into initial contents is covered), JIT-runs the original
// (upstream lowering) and the rewritten program (CPU backend) in process with
// the ExecutionEngine, and compares every memref argument and every result
// after the call with dtype-aware tolerances.
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
#include <map>
#include <random>

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required);
static cl::list<std::string> functionNames(
    "functions", cl::desc("Functions to verify (default: every eligible one)"),
    cl::CommaSeparated);
static cl::list<std::string>
    templates("templates", cl::desc("Template files or directories"),
              cl::CommaSeparated);
static cl::opt<unsigned> seed("seed", cl::desc("Random seed"), cl::init(1));
static cl::opt<int64_t> dynSize("dyn-size",
                                cl::desc("Size of every dynamic dimension"),
                                cl::init(7));
static cl::opt<double> rtolF32("rtol-f32", cl::init(1e-4),
                               cl::desc("Relative tolerance for f32"));
static cl::opt<double> rtolF64("rtol-f64", cl::init(1e-10),
                               cl::desc("Relative tolerance for f64"));
static cl::opt<double> floorFraction(
    "floor", cl::init(1e-2),
    cl::desc("Elements smaller than this fraction of an output's largest "
             "magnitude are compared relative to that fraction (rounding in "
             "cancelling sums is not an error)"));
static cl::opt<std::string> jsonOut("json", cl::desc("Write results as JSON"));
static cl::opt<bool> quiet("quiet", cl::desc("Print only failures and the summary"));

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

template <typename T>
void fillRandom(Unranked *m, int64_t s) {
  std::mt19937_64 rng(static_cast<uint64_t>(s));
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  forEachElement<T>(m, [&](T &v) { v = static_cast<T>(dist(rng)); });
}

template <typename T>
void record(Unranked *m, int64_t slot) {
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

/// A function is eligible when every argument and result is a ranked
/// memref/tensor of f32/f64 or an f32/f64/index scalar, and it has a body.
static bool isEligible(func::FuncOp fn) {
  if (fn.isExternal() || fn.getName() == "main" ||
      fn.getName().starts_with("__kmatch"))
    return false;
  // The harness allocates identity-layout buffers and casts them to the
  // argument type, so a memref layout must be the identity or fully dynamic.
  auto castable = [](MemRefType t) {
    if (t.getLayout().isIdentity())
      return true;
    auto strided = dyn_cast<StridedLayoutAttr>(t.getLayout());
    return strided && ShapedType::isDynamic(strided.getOffset()) &&
           llvm::all_of(strided.getStrides(), ShapedType::isDynamic);
  };
  auto ok = [&](Type t) {
    if (auto shaped = dyn_cast<ShapedType>(t))
      return shaped.hasRank() && isa<MemRefType, RankedTensorType>(t) &&
             isFloat(shaped.getElementType()) &&
             (!isa<MemRefType>(t) || castable(cast<MemRefType>(t)));
    return isFloat(t) || t.isIndex();
  };
  return llvm::all_of(fn.getArgumentTypes(), ok) &&
         llvm::all_of(fn.getResultTypes(), ok) &&
         fn.getNumArguments() + fn.getNumResults() > 0;
}

static MemRefType staticMemRef(ShapedType t) {
  SmallVector<int64_t> shape;
  for (int64_t d : t.getShape())
    shape.push_back(ShapedType::isDynamic(d) ? dynSize : d);
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
                             unsigned firstSlot, std::mt19937_64 &rng) {
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
  auto harness = func::FuncOp::create(
      b, loc, ("__kmatch_verify_" + fn.getName()).str(), b.getFunctionType({}, {}));
  harness->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(), b.getUnitAttr());
  Block *body = harness.addEntryBlock();
  b.setInsertionPointToStart(body);

  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  unsigned slot = firstSlot;
  SmallVector<Value> args;
  SmallVector<std::pair<Value, Type>> buffers; // memref, element type
  for (Type t : fn.getArgumentTypes()) {
    if (auto shaped = dyn_cast<ShapedType>(t)) {
      MemRefType alloc = staticMemRef(shaped);
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
      args.push_back(tensorType == t
                         ? tensor
                         : tensor::CastOp::create(b, loc, t, tensor));
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
  SmallVector<StringRef> libs{lib, KMATCH_MLIR_C_RUNNER_UTILS};
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

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  kmatch::registerKmatchTemplatesPasses();
  kmatch::registerKmatchConversionPasses();
  kmatch::registerKmatchTransformsPasses();
  cl::ParseCommandLineOptions(
      argc, argv,
      "kmatch-verify: checks that kmatch's rewrite of each function computes "
      "what the original computes\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<kmatch::kernel::KernelDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(inputFile, sourceMgr,
                                                           ParserConfig(&ctx));
  if (!module)
    return 1;

  // Pick the functions and add one harness per function.
  std::mt19937_64 rng(seed);
  struct Target {
    std::string name;
    unsigned firstSlot, numSlots;
  };
  SmallVector<Target> targets;
  SmallVector<func::FuncOp> fns(module->getOps<func::FuncOp>());
  unsigned slot = 0;
  for (func::FuncOp fn : fns) {
    bool named = llvm::is_contained(functionNames, fn.getName().str());
    if (!functionNames.empty() && !named)
      continue;
    if (!isEligible(fn)) {
      if (named)
        llvm::errs() << "kmatch-verify: skipping @" << fn.getName()
                     << ": arguments must be ranked f32/f64 memrefs (identity "
                        "or fully dynamic layout) or tensors, or f32/f64/index "
                        "scalars\n";
      continue;
    }
    unsigned n = buildHarness(*module, fn, slot, rng);
    targets.push_back({fn.getName().str(), slot, n});
    slot += n;
  }
  if (targets.empty()) {
    llvm::errs() << "kmatch-verify: no eligible function in " << inputFile
                 << "\n";
    return 1;
  }

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
  llvm::json::Array results;
  for (const Target &t : targets) {
    Recording ref, got;
    std::string harness = "__kmatch_verify_" + t.name;
    currentRecording = &ref;
    runtimeErrors.clear();
    llvm::Error e1 = refEngine->invokePacked(harness);
    std::string shimError = runtimeErrors.last();
    if (!shimError.empty())
      shimError = "in the original program: " + shimError;
    currentRecording = &got;
    runtimeErrors.clear();
    llvm::Error e2 = newEngine->invokePacked(harness);
    if (shimError.empty())
      shimError = runtimeErrors.last();
    currentRecording = nullptr;
    if (e1 || e2) {
      llvm::errs() << "kmatch-verify: cannot run @" << t.name << ": "
                   << llvm::toString(std::move(e1)) << " "
                   << llvm::toString(std::move(e2)) << "\n";
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
                   << (kernels.empty() ? "no launch"
                                       : "launches: " + llvm::join(kernels, ", "))
                   << "; max rel err " << llvm::formatv("{0:e2}", worst)
                   << ")" << (shimError.empty() ? "" : ": " + shimError)
                   << "\n";
    llvm::json::Array ks;
    for (const std::string &k : kernels)
      ks.push_back(k);
    llvm::json::Object entry{{"function", t.name},
                             {"status", status},
                             {"kernels", std::move(ks)},
                             {"max_rel_err", worst}};
    if (!shimError.empty())
      entry["runtime_error"] = shimError;
    results.push_back(std::move(entry));
  }
  llvm::outs() << "kmatch-verify: " << targets.size() << " functions, "
               << matched << " rewritten, " << failures << " failures\n";
  if (!jsonOut.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(jsonOut, ec);
    if (ec) {
      llvm::errs() << "kmatch-verify: cannot write " << jsonOut << "\n";
      return 1;
    }
    os << llvm::formatv(
        "{0:2}",
        llvm::json::Value(llvm::json::Object{
            {"functions", std::move(results)},
            {"summary", llvm::json::Object{{"functions", (int64_t)targets.size()},
                                           {"rewritten", (int64_t)matched},
                                           {"failures", (int64_t)failures}}}}));
  }
  return failures ? 2 : 0;
}
