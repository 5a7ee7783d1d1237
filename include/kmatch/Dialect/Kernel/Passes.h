//===- Passes.h - Kernel dialect transformations ----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares the passes that transform kernel dialect IR in place
// (--kmatch-plan-residency, --kmatch-channels-last).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_DIALECT_KERNEL_PASSES_H
#define KMATCH_DIALECT_KERNEL_PASSES_H

#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kmatch {

#define GEN_PASS_DECL
#include "kmatch/Dialect/Kernel/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kmatch/Dialect/Kernel/Passes.h.inc"

} // namespace kmatch

#endif // KMATCH_DIALECT_KERNEL_PASSES_H
