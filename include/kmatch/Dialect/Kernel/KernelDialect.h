//===- KernelDialect.h - The kernel dialect ---------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares the `kernel` dialect, the target of kmatch's template rewrites,
// which also holds kmatch's configuration and compiled templates per context.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_DIALECT_KERNEL_KERNELDIALECT_H
#define KMATCH_DIALECT_KERNEL_KERNELDIALECT_H

#include "kmatch/Config/Config.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <mutex>

namespace kmatch {
/// Templates loaded and frozen once per context (defined in Templates).
class CompiledTemplateSet;
} // namespace kmatch

namespace kmatch {
class KernelManifestCache;
} // namespace kmatch

#include "kmatch/Dialect/Kernel/KernelDialect.h.inc"

namespace kmatch {

/// Makes every kernel dialect that `registry` loads hold `config`: each
/// tool's main calls this with the configuration it built.
void registerConfig(mlir::DialectRegistry &registry, KmatchConfig config);

/// The configuration of `ctx`: its kernel dialect's when loaded, else the
/// environment's.
const KmatchConfig &getConfig(mlir::MLIRContext *ctx);

} // namespace kmatch

#endif // KMATCH_DIALECT_KERNEL_KERNELDIALECT_H
