//===- KernelDialect.cpp - The kernel dialect -------------------*- C++ -*-===//
//
// Registers the kernel dialect and its operations.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"

using namespace mlir;
using namespace kmatch::kernel;

#include "kmatch/Dialect/Kernel/KernelDialect.cpp.inc"

void KernelDialect::initialize() {
  manifestCache = std::make_unique<kmatch::KernelManifestCache>();
  addOperations<
#define GET_OP_LIST
#include "kmatch/Dialect/Kernel/KernelOps.cpp.inc"
      >();
}
