//===- KernelDialect.h - The kernel dialect ---------------------*- C++ -*-===//
//
// Declares the `kernel` dialect, the target of kmatch's template rewrites.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_DIALECT_KERNEL_KERNELDIALECT_H
#define KMATCH_DIALECT_KERNEL_KERNELDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

namespace kmatch {
class KernelManifestCache;
} // namespace kmatch

#include "kmatch/Dialect/Kernel/KernelDialect.h.inc"

#endif // KMATCH_DIALECT_KERNEL_KERNELDIALECT_H
