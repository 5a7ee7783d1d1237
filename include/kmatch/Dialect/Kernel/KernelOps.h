//===- KernelOps.h - Operations of the kernel dialect -----------*- C++ -*-===//
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
} // namespace kmatch::kernel

#endif // KMATCH_DIALECT_KERNEL_KERNELOPS_H
