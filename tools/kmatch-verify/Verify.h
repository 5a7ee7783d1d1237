//===- Verify.h - kmatch-verify's parts ------------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the files of kmatch-verify share: the options the harness and the
// runs read, the dynamic-size solver, harness construction, and running and
// comparing the original and the rewritten program.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TOOLS_KMATCH_VERIFY_VERIFY_H
#define KMATCH_TOOLS_KMATCH_VERIFY_VERIFY_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CommandLine.h"

#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace kmatch::verify {
using namespace mlir;

//===----------------------------------------------------------------------===//
// Options (defined in kmatch-verify.cpp)
//===----------------------------------------------------------------------===//

extern llvm::cl::list<std::string> templates;
extern llvm::cl::list<std::string> natives;
extern llvm::cl::list<std::string> manifests;
extern llvm::cl::list<std::string> sharedLibs;
extern llvm::cl::opt<int64_t> dynSize;
extern llvm::cl::list<std::string> dimSizes;
extern llvm::cl::opt<double> floorFraction;
extern llvm::cl::opt<bool> specials;

/// What --specials puts into one argument's fill, at a seeded 1 in 8 of its
/// elements (the fill callbacks' third operand).
enum class SpecialFill : int64_t {
  /// No specials (no --specials, or an argument filled in [0, 1)).
  None = 0,
  /// +0 and -0: they do not spread through a sum.
  SignedZeros = 1,
  /// NaN, +inf, -inf, +0 and -0: one argument per function, so that a NaN
  /// in one operand of a contraction leaves most outputs finite.
  All = 2,
};

//===----------------------------------------------------------------------===//
// Sizes for dynamic dimensions (DimSolver.cpp)
//===----------------------------------------------------------------------===//

/// Chooses sizes for the dynamic dimensions of the functions' arguments so
/// that the shapes agree where the ops relate them: every dimension a linalg
/// op indexes with a plain loop dimension has that loop's size (contractions
/// share their sizes); one indexed with `s*d0 + t*d1 + c` (convolutions,
/// pools) has exactly the extent the op reads; casts, DPS results, calls of
/// a function called from one place and `tensor.empty`/`memref.alloc` sizes
/// taken with `dim` carry sizes along. Free sizes get --dyn-size, fixed ones
/// --dim-size; relations the sizes cannot all meet are recorded per function.
class DimSolver {
public:
  /// Collects the relations in every function of `module`.
  void collect(ModuleOp module);
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
  /// Gives every dimension a size, then checks the sizes against every
  /// relation (see whyInconsistent).
  void solve(int64_t freeSize);
  /// Why no sizes satisfy the relations of `fn` or of a function it calls
  /// (two different sizes for one dimension, or an extent that does not fit
  /// its window); an empty string when the chosen sizes do.
  std::string whyInconsistent(ModuleOp module, func::FuncOp fn);
  /// The size chosen for `v`'s dimension `dim`.
  int64_t sizeOf(Value v, unsigned dim, int64_t freeSize) {
    std::optional<int64_t> known = value(slot(v, dim));
    return known ? *known : freeSize;
  }

private:
  /// size(target) = sum(coef * (size(loop) - 1)) + cst + 1 when `exact`
  /// (pads, reshapes); at least that for a linalg operand (a strided window
  /// may leave elements unread). `op` states the relation.
  struct Extent {
    int target;
    SmallVector<std::pair<int64_t, int>> terms;
    int64_t cst;
    bool exact;
    Operation *op;
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
    // A conflict (two different known sizes) keeps the first, and is
    // recorded against the function of the op that states the relation.
    std::optional<int64_t> va = value(a), vb = value(b);
    if (va && vb && *va != *vb)
      conflict(current, "one dimension would be both " + std::to_string(*va) +
                            " and " + std::to_string(*vb));
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
  /// Records that `op`'s relation cannot hold (the first one per function).
  void conflict(Operation *op, const std::string &what);

  /// The op whose relations collect() is adding.
  Operation *current = nullptr;
  /// Function name -> why its sizes are inconsistent.
  std::map<std::string, std::string> conflicts;
  SmallVector<int> parent;
  DenseMap<int, int64_t> values;
  DenseMap<std::pair<Value, unsigned>, int> valueSlots;
  SmallVector<Extent> extents;
};

/// Applies --dim-size; false (with a message) on a malformed entry.
bool applyDimSizes(ModuleOp module, DimSolver &solver);

//===----------------------------------------------------------------------===//
// Harness construction (Harness.cpp)
//===----------------------------------------------------------------------===//

/// Erases the module's Transform-dialect schedule (transform.sequence,
/// transform.named_sequence and the other transform ops, and a nested module
/// left empty by that), as upstream's -test-transform-dialect-erase-schedule
/// does before lowering: a schedule is no code either program runs. Returns
/// the number of top-level transform ops erased.
unsigned eraseTransformSchedule(ModuleOp module);

/// Erases every function definition of `module` that no harness
/// (`__kmatch_verify_<fn>`) reaches through symbol uses: a whole program's
/// `main`, helpers of functions that were skipped. Neither program runs them,
/// and one the pipeline cannot lower (sparse tensors, complex numbers) would
/// otherwise stop the verification of every function. Returns how many.
unsigned eraseUnreachedFunctions(ModuleOp module);

/// The function `call` calls, when it is a func.func of `module`.
func::FuncOp getCallee(ModuleOp module, Operation *call);

/// Why the harness cannot drive `fn`, or an empty string when it can.
/// `freed` and `work` remember what was found per function.
std::string whyNotDrivable(ModuleOp module, func::FuncOp fn,
                           llvm::DenseMap<Operation *, int> &freed,
                           llvm::DenseMap<Operation *, bool> &work);

/// The static memref type the harness allocates for argument `arg`.
MemRefType staticMemRef(Value arg, DimSolver &dims);

/// Whether the harness fills argument `arg` in [0, 1) rather than [-1, 1):
/// its elements reach the operand of a square root or a logarithm in a
/// linalg body (a batch norm's variance), where a negative fill would give
/// the IR a NaN no real input has.
bool fillsNonNegative(BlockArgument arg);

/// Builds `__kmatch_verify_<fn>`: fill, call, record. Slots are numbered
/// from `firstSlot`; returns the number used.
unsigned buildHarness(ModuleOp module, func::FuncOp fn, unsigned firstSlot,
                      std::mt19937_64 &rng, DimSolver &dims);

//===----------------------------------------------------------------------===//
// Running (Runner.cpp)
//===----------------------------------------------------------------------===//

/// Values recorded by one run: slot -> (element type is f64, values).
struct Recording {
  std::map<int64_t, std::pair<bool, std::vector<double>>> slots;
};

/// Where the harness's record callbacks write; null records nothing.
extern Recording *currentRecording;

/// The runtime's error reporting (runtime/common/kmatch_rt.h), looked up in
/// the library the JIT loaded: shim errors are recorded and returned, never
/// an abort of the verifier, and each becomes a FAIL with its message.
struct RuntimeErrors {
  void (*setMode)(int) = nullptr;
  const char *(*last)() = nullptr;
  void (*clear)() = nullptr;

  /// Finds the functions in the runtime library; false when it cannot.
  bool load();
};

/// The CPU runtime library next to the tool (../lib/libkmatch_rt_cpu.so).
std::string runtimeLibrary();

/// JIT-compiles `module` against the CPU runtime and MLIR's runner utils.
std::unique_ptr<ExecutionEngine> jit(ModuleOp module);

/// Runs kmatch's cpu pipeline on `module`, with or without templates, and
/// with or without fusion and vectorization of what stays on the default path.
LogicalResult lower(ModuleOp module, bool applyTemplates, bool vectorize);

/// How two recordings of one slot compare.
struct Comparison {
  /// Largest relative error over the finite elements; infinite when a
  /// mismatch is not a matter of rounding.
  double maxRelErr = 0;
  /// The first element that must be equal and is not (NaN on one side only,
  /// a different infinity, and with `signedZeros` a zero of the other sign);
  /// empty when there is none.
  std::string mismatch;
};

/// Compares the original's recording `ref` of one slot with the rewritten
/// program's `got`.
Comparison compare(const std::vector<double> &ref,
                   const std::vector<double> &got, bool signedZeros);

/// Runs `harness`; returns the signal that stopped it (a program that
/// divides by zero or reads out of bounds on these inputs), 0 when it
/// returned. A JIT error goes to `error`.
int runGuarded(ExecutionEngine &engine, StringRef harness, std::string &error);

/// The byte the JIT'd programs' `malloc` and `aligned_alloc` fill each new
/// block with, or -1 for none (whatever malloc returns). memref.alloc lowers
/// to them; the harness's own buffers are filled before use either way.
extern int mallocPoison;

/// Whether the values `harness` records change with what malloc returns:
/// runs it twice, new blocks filled with 0x00 and with 0xFF (NaN in f32 and
/// f64). A program that does reads memory it never wrote (a memref.alloc
/// read before it is written), and its original and rewritten results need
/// not agree.
bool readsUnwrittenMemory(ExecutionEngine &engine, StringRef harness);

} // namespace kmatch::verify

#endif // KMATCH_TOOLS_KMATCH_VERIFY_VERIFY_H
