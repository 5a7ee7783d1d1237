//===- KmatchTransformOps.h - transform.kmatch.* ops ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares the transform dialect extension of kmatch.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TRANSFORMOPS_KMATCHTRANSFORMOPS_H
#define KMATCH_TRANSFORMOPS_KMATCHTRANSFORMOPS_H

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/MatchInterfaces.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"

#define GET_OP_CLASSES
#include "kmatch/TransformOps/KmatchTransformOps.h.inc"

namespace kmatch {
/// Registers transform.kmatch.* and the native constraints as PDL match
/// hooks of the transform dialect.
void registerTransformDialectExtension(mlir::DialectRegistry &registry);
} // namespace kmatch

#endif // KMATCH_TRANSFORMOPS_KMATCHTRANSFORMOPS_H
