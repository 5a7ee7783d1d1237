//===- kmatch_opt_fuzzer.cpp - Fuzz template application -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// libFuzzer target: arbitrary bytes as an MLIR module. When it parses and
// verifies, runs --kmatch-apply-templates (the project's templates, loaded
// once) and verifies the result. Must never crash, hang, or produce IR that
// fails the verifier.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Templates/Passes.h"
#include "kmatch/Transforms/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

/// Whether `text` has an attribute of linalg.broadcast, linalg.transpose or
/// linalg.reduce (`dimensions = [...]`, `permutation = [...]`) whose value is
/// not a bracketed list of comma-separated integers (`= [0,,1]`, `= x[0]`, an
/// unclosed `[`). MLIR 22's parser of those ops crashes on any of them (a null
/// attribute stored after the parse error; `mlir-opt` itself segfaults on
/// `dimensions = [0,,1]`), so such inputs would only find that upstream crash
/// again, not a kmatch bug. The generic form's `array<i64: ...>` is skipped too:
/// the text alone does not tell it from a custom form given `array<`.
static bool hasMalformedLinalgDims(llvm::StringRef text) {
  for (llvm::StringRef key : {"dimensions", "permutation"}) {
    for (size_t at = text.find(key); at != llvm::StringRef::npos;
         at = text.find(key, at + 1)) {
      llvm::StringRef rest = text.drop_front(at + key.size()).ltrim();
      if (!rest.consume_front("="))
        continue;
      rest = rest.ltrim();
      if (!rest.consume_front("["))
        return true;
      size_t close = rest.find(']');
      if (close == llvm::StringRef::npos)
        return true;
      llvm::StringRef list = rest.take_front(close).trim();
      if (list.empty())
        continue;
      llvm::SmallVector<llvm::StringRef> items;
      list.split(items, ',');
      for (llvm::StringRef item : items) {
        item = item.trim();
        item.consume_front("-");
        if (item.empty() ||
            !llvm::all_of(item, [](char c) { return llvm::isDigit(c); }))
          return true;
      }
    }
  }
  return false;
}

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
    // Loops raise first, as the pipeline does: the raised generics then
    // meet the templates.
    p->addNestedPass<func::FuncOp>(kmatch::createKmatchRaiseLoops());
    p->addPass(kmatch::createKmatchApplyTemplates());
    return p;
  }();
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  // MLIR's lexer expects a NUL-terminated buffer, as files loaded through
  // llvm::MemoryBuffer are; libFuzzer's input is not.
  std::string text(reinterpret_cast<const char *>(data), size);
  if (hasMalformedLinalgDims(text))
    return 0;
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
