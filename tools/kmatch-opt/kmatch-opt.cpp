//===- kmatch-opt.cpp - The kmatch driver -----------------------*- C++ -*-===//
//
// mlir-opt with the kernel dialect and the kmatch passes and pipelines.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Conversion/Passes.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Pipelines/Pipelines.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/Transforms/Passes.h"
#include "kmatch/TransformOps/KmatchTransformOps.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  kmatch::registerKmatchTemplatesPasses();
  kmatch::registerKmatchConversionPasses();
  kmatch::registerKmatchTransformsPasses();
  kmatch::registerPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<kmatch::kernel::KernelDialect>();
  kmatch::registerTransformDialectExtension(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "kmatch optimizer driver\n", registry));
}
