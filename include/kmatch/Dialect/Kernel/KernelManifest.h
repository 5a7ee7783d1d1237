//===- KernelManifest.h - The parsed kernel manifest ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What each kernel.launch name means at the C ABI, read once from the kernel
// manifests (runtime/kernels.json and the user's) and shared, per context, by
// the lowering, the residency planner and the transform ops.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_DIALECT_KERNEL_KERNELMANIFEST_H
#define KMATCH_DIALECT_KERNEL_KERNELMANIFEST_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace kmatch {

/// One launch operand. Each is `{"name": N, "scalar": true}`, `{"name": N,
/// "memref": R}` or `{"name": N, "memref": "*"}`; a plain string "N" names an
/// operand whose kind is not checked (user manifests written before kinds).
struct ManifestOperand {
  enum class Kind { Unchecked, Scalar, MemRef, UnrankedMemRef };
  std::string name;
  Kind kind = Kind::Unchecked;
  /// The rank of a Kind::MemRef operand.
  int64_t rank = 0;
  /// The backends whose shim runs this operand fastest with its channels
  /// (dimension 1) innermost in memory when the launch's layout is
  /// channels-first ("channels_last": ["cpu"]): --kmatch-channels-last
  /// allocates buffers that only such operands use that way.
  std::vector<std::string> channelsLast;
};

/// One kernel parameter passed after the operands.
struct ManifestParam {
  std::string name;
  std::string type; // "i32", "i64", "f32" or "f64"
  std::optional<double> defaultValue;
  /// The code list an integer param takes its values from ("layout",
  /// "activation", see runtime/common/kmatch_codes.h), or "".
  std::string codes;
  /// The memref operand this i64 param says is constant ("constant_of": N):
  /// 0, it may change between calls; otherwise a token for its contents,
  /// which never change at that address (--kmatch-mark-constants). "" for
  /// other params.
  std::string constantOf;
};

/// A manifest entry: what a kernel name means at the C ABI.
struct ManifestKernel {
  std::string name;
  std::string summary;
  std::vector<ManifestOperand> operands;
  std::vector<ManifestParam> params;
  std::vector<std::string> types;
  std::vector<std::string> backends;
  /// Every memref operand is passed unranked (the legacy "rank_polymorphic":
  /// true of user manifests; the project manifest says "memref": "*").
  bool rankPolymorphic = false;
  /// The CUDA shim reads and writes device mirrors (--kmatch-plan-residency).
  bool deviceResident = false;
  /// The entry replaces one of the same name from an earlier manifest
  /// ("override": true); without it a redefinition is an error.
  bool isOverride = false;
  /// Where the entry is defined, for diagnostics.
  std::string file;
  unsigned line = 0;

  std::vector<std::string> operandNames() const;
  /// The position of the operand named `name`, if there is one.
  std::optional<unsigned> operandIndex(llvm::StringRef name) const;
};

/// Kernel name -> entry, merged from a list of manifest files.
class KernelManifest {
public:
  /// Parses `files` in order. Unknown keys and values of the wrong type are
  /// errors naming the file and the key. A kernel defined twice in one file
  /// is an error; one redefined by a later file is an error unless the later
  /// entry says "override": true (then a warning, and it wins). A file named
  /// twice is read once.
  static mlir::FailureOr<KernelManifest>
  parse(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> files);

  /// The parsed manifest of `files`, parsed once per context and list of
  /// files and then shared (kept by the kernel dialect). Diagnostics of a
  /// failed parse are emitted on each call.
  static mlir::FailureOr<const KernelManifest *>
  get(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> files);

  const ManifestKernel *lookup(llvm::StringRef name) const;
  std::vector<std::string> kernelNames() const;

private:
  mlir::LogicalResult addFile(mlir::MLIRContext *ctx, llvm::StringRef path);
  /// Fails (or warns, for an override) when `kernel` redefines one.
  mlir::LogicalResult checkRedefinition(mlir::MLIRContext *ctx,
                                        const ManifestKernel &kernel);
  llvm::StringMap<ManifestKernel> kernels;
};

/// The manifests of `ctx`'s configuration (KmatchConfig::manifestPaths:
/// the project's kernels.json, then `extra`, a pass option, then the
/// configured manifest path), parsed once per context.
mlir::FailureOr<const KernelManifest *>
loadKernelManifest(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> extra);

/// `options` (a pass's manifests= option) followed by the configured
/// manifest path's files it does not name: what a pass that reads the
/// manifest sets its option to in initialize(), so that a crash reproducer
/// carries every manifest (the loader reads each file once).
llvm::SmallVector<std::string>
withConfiguredManifests(mlir::MLIRContext *ctx,
                        llvm::ArrayRef<std::string> options);

/// The code that `attr`, a launch attribute of a param with code list
/// `codes` ("layout", "activation"; runtime/common/kmatch_codes.h), gives: a
/// code of the list or a code's name. None for anything else (the lowering
/// diagnoses it).
std::optional<int32_t> codeOfAttr(llvm::StringRef codes, mlir::Attribute attr);

/// The manifests parsed in one context, by file list (held by the kernel
/// dialect). Thread-safe.
class KernelManifestCache {
public:
  mlir::FailureOr<const KernelManifest *>
  getOrParse(mlir::MLIRContext *ctx, llvm::ArrayRef<std::string> files);

private:
  std::mutex mutex;
  llvm::StringMap<std::unique_ptr<KernelManifest>> parsed;
};

} // namespace kmatch

#endif // KMATCH_DIALECT_KERNEL_KERNELMANIFEST_H
