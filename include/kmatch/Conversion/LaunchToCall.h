//===- LaunchToCall.h - Shared lowering of kernel.launch --------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The backend-independent part of lowering kernel.launch to runtime calls:
// the naming and argument rule for shims, checked against the kernel
// manifest (KernelManifest.h).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_CONVERSION_LAUNCHTOCALL_H
#define KMATCH_CONVERSION_LAUNCHTOCALL_H

#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace kmatch {

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
