//===- KernelOps.h - Operations of the kernel dialect -----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Declares kernel.launch.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_DIALECT_KERNEL_KERNELOPS_H
#define KMATCH_DIALECT_KERNEL_KERNELOPS_H

#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "kmatch/Dialect/Kernel/KernelOps.h.inc"

#include <string>

namespace kmatch::kernel {
/// Why a value of type `t` cannot be an operand of a library launch, or ""
/// when it can. Every shim takes dense, host-addressable arrays described by
/// sizes and strides, so a launch cannot take a tensor with an encoding (a
/// sparse tensor's storage is no dense array), a memref outside the default
/// memory space, a memref whose layout is no strided one, or an unranked
/// value. Templates never match an op that binds one (TemplateLoader.cpp),
/// and the lowering refuses a launch that has one (LaunchToCall.cpp).
std::string unsupportedLaunchOperandType(mlir::Type t);

/// The same for the first operand or result of `op` that a launch cannot
/// take, or "" when there is none.
std::string unsupportedLaunchOperandTypeOf(mlir::Operation *op);

/// A launch's scalar operand: an arith.constant of `value` at `builder`'s
/// insertion point, or one of the constants right before it when one holds
/// the same value, so that a launch's alpha and beta of 1 are one constant.
/// Equal means the same attribute: +0 and -0, or two NaN payloads, differ.
mlir::Value scalarConstant(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::TypedAttr value);

/// The innermost op around `op` whose regions run on a device, or null when
/// `op` is host code. A launch is a host library call, so no template
/// rewrites an op in device code (TemplateLoader.cpp) and
/// transform.kmatch.replace_with_launch refuses one. Device code is the
/// inside of a gpu.module, a gpu.func, a gpu.launch, an OpenMP omp.target,
/// an OpenACC compute region (acc.parallel, acc.kernels, acc.serial), or an
/// scf.forall or scf.parallel whose `mapping` names GPU processors
/// (#gpu.block<x>, #gpu.thread<x>, #gpu.loop_dim_map<...>), which the GPU
/// mapping transforms turn into a gpu.launch. Matched by name: kmatch
/// depends on none of these dialects.
mlir::Operation *enclosingDeviceCode(mlir::Operation *op);
} // namespace kmatch::kernel

#endif // KMATCH_DIALECT_KERNEL_KERNELOPS_H
