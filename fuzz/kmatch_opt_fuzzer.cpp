//===- kmatch_opt_fuzzer.cpp - Fuzz template application -------*- C++ -*-===//
//
// libFuzzer target: arbitrary bytes as an MLIR module. When it parses and
// verifies, runs --kmatch-apply-templates (the project's templates, loaded
// once) and verifies the result. Must never crash, hang, or produce IR that
// fails the verifier.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Templates/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *ctx = [] {
    DialectRegistry registry;
    registerAllDialects(registry);
    registerAllExtensions(registry);
    registry.insert<kmatch::kernel::KernelDialect>();
    kmatch::registerConfig(registry, kmatch::KmatchConfig::fromEnvironment());
    auto *c = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    c->loadAllAvailableDialects();
    return c;
  }();
  static PassManager *pm = [] {
    auto *p = new PassManager(ctx);
    p->addPass(kmatch::createKmatchApplyTemplates());
    return p;
  }();
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  // MLIR's lexer expects a NUL-terminated buffer, as files loaded through
  // llvm::MemoryBuffer are; libFuzzer's input is not.
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(ctx));
  if (!module || failed(verify(*module)))
    return 0;
  if (failed(pm->run(*module)))
    return 0;
  if (failed(verify(*module)))
    std::abort(); // A rewrite produced invalid IR: a bug.
  return 0;
}
