//===- Passes.h - Template application passes -------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares --kmatch-apply-templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TEMPLATES_PASSES_H
#define KMATCH_TEMPLATES_PASSES_H

#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kmatch {

#define GEN_PASS_DECL
#include "kmatch/Templates/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kmatch/Templates/Passes.h.inc"

} // namespace kmatch

#endif // KMATCH_TEMPLATES_PASSES_H
