//===- MemoryAccess.h - Buffers, aliasing and merge legality ----*- C++ -*-===//
//
// What kmatch knows about memory, written once: the root buffer behind a
// view, whether two memrefs may share memory, and whether two statements may
// be merged into one across the ops between them. Used by the template
// natives (aliasing, composition legality), the residency planner and the
// transfer ops' verifier.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_ANALYSIS_MEMORYACCESS_H
#define KMATCH_ANALYSIS_MEMORYACCESS_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include <string>

namespace kmatch {

/// The whole buffer a memref is a view of: follows every view-like op
/// (subview, cast, reinterpret_cast, expand/collapse_shape, transpose, ...)
/// back to its source. A value that is not a view is its own root.
mlir::Value getRootBuffer(mlir::Value v);

/// Whether `v` is an argument of the entry block of a function.
bool isFunctionArgument(mlir::Value v);

/// Whether `v` is the root of its buffer (getRootBuffer(v) == v).
inline bool isRootBuffer(mlir::Value v) { return getRootBuffer(v) == v; }

/// Whether two memrefs may share memory. Views of one buffer always may, even
/// disjoint ones. Distinct memref arguments of a function are assumed not to
/// overlap (like C `restrict` and Fortran dummy arguments). A buffer the
/// function allocates overlaps no argument and no `memref.get_global`, and
/// globals of different symbols do not overlap; everything else relies on
/// upstream's local alias analysis. Values that are not memrefs (tensors,
/// scalars) never share memory.
bool mayOverlap(mlir::Value a, mlir::Value b);

/// One memory access of an op or of something nested in it. `value` is null
/// when the op does not say which memory it accesses.
struct MemoryAccess {
  mlir::Value value;
  bool write;
};

/// The memory accesses of `op` and of every op nested in it (frees count as
/// writes, allocations are not accesses), or failure when some op's effects
/// are unknown (no MemoryEffectOpInterface: calls, unregistered ops).
mlir::FailureOr<llvm::SmallVector<MemoryAccess>>
getMemoryAccesses(mlir::Operation *op);

/// Whether `first` and `second` may be merged into one statement placed at
/// either of their positions: `first` precedes `second` in one block, and no
/// op in between writes memory either of them reads, or reads or writes
/// memory either of them writes (RAW, WAR and WAW on every operand, through
/// views and aliases, nested regions included). Ops whose effects are
/// unknown (calls, unregistered ops) conflict with everything. When the
/// answer is no and `why` is given, it names the conflicting op.
bool canMergeAcross(mlir::Operation *first, mlir::Operation *second,
                    std::string *why = nullptr);

} // namespace kmatch

#endif // KMATCH_ANALYSIS_MEMORYACCESS_H
