//===- LaunchToCall.h - Shared lowering of kernel.launch --------*- C++ -*-===//
//
// The backend-independent part of lowering kernel.launch to runtime calls:
// the kernel manifest and the naming and argument rule for shims.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_CONVERSION_LAUNCHTOCALL_H
#define KMATCH_CONVERSION_LAUNCHTOCALL_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace kmatch {

/// One kernel parameter passed after the operands.
struct ManifestParam {
  std::string name;
  std::string type; // "i32", "i64", "f32" or "f64"
  std::optional<double> defaultValue;
};

/// A manifest entry: what a kernel name means at the C ABI.
struct ManifestKernel {
  std::string name;
  std::string summary;
  std::vector<std::string> operands;
  std::vector<ManifestParam> params;
  std::vector<std::string> types;
  std::vector<std::string> backends;
  /// Memrefs are passed unranked (memref<*xE>): one shim serves every rank.
  bool rankPolymorphic = false;
  /// The CUDA shim reads and writes device mirrors (--kmatch-plan-residency).
  bool deviceResident = false;
  /// The entry replaces one of the same name from an earlier manifest
  /// ("override": true); without it a redefinition is an error.
  bool isOverride = false;
  /// Where the entry is defined, for diagnostics.
  std::string file;
  unsigned line = 0;
};

/// Kernel name -> entry, merged from the project's manifest and extras.
class KernelManifest {
public:
  /// Loads the default manifest, then `extra` files, then the files in
  /// KMATCH_KERNEL_MANIFEST_PATH (colon separated). A kernel defined twice in
  /// one file is an error; one redefined by a later file is an error unless
  /// the later entry says "override": true (then a warning, and it wins).
  static mlir::FailureOr<KernelManifest>
  load(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> extra);

  const ManifestKernel *lookup(llvm::StringRef name) const;
  std::vector<std::string> kernelNames() const;

private:
  mlir::LogicalResult addFile(mlir::MLIRContext *ctx, llvm::StringRef path);
  /// Fails (or warns, for an override) when `kernel` redefines one.
  mlir::LogicalResult checkRedefinition(mlir::MLIRContext *ctx,
                                        const ManifestKernel &kernel);
  llvm::StringMap<ManifestKernel> kernels;
};

/// Replaces every kernel.launch in `module` with a call to
/// `kmatch_<backend>_<kernel>_<elt>`. Emits a diagnostic and fails on a
/// launch it cannot lower.
mlir::LogicalResult lowerLaunchesToCalls(mlir::RewriterBase &rewriter,
                                         mlir::ModuleOp module,
                                         llvm::StringRef backend,
                                         const KernelManifest &manifest);

/// Replaces kernel.to_device / to_host / release with calls of
/// `kmatch_<backend>_<op>(memref<*xE>, i64 elementBytes)`; on the cpu backend
/// they are no-ops and are erased.
mlir::LogicalResult lowerTransfersToCalls(mlir::RewriterBase &rewriter,
                                          mlir::ModuleOp module,
                                          llvm::StringRef backend);

} // namespace kmatch

#endif // KMATCH_CONVERSION_LAUNCHTOCALL_H
