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

#endif // KMATCH_DIALECT_KERNEL_KERNELOPS_H
