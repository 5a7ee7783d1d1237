//===- template_loader_fuzzer.cpp - Fuzz the template loader ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// libFuzzer target: arbitrary bytes as a PDL template (the form a .pdll
// compiles to, and what .pdl/.pdl.mlir templates are). Parses it, checks the
// native functions it calls, and builds and freezes the pattern set, as
// --kmatch-apply-templates does. Must never crash or hang.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *ctx = [] {
    auto *c = new MLIRContext(MLIRContext::Threading::DISABLED);
    c->loadDialect<pdl::PDLDialect, pdl_interp::PDLInterpDialect,
                   kmatch::kernel::KernelDialect>();
    c->allowUnregisteredDialects();
    return c;
  }();
  static std::string path = [] {
    llvm::SmallString<128> p;
    llvm::sys::fs::createTemporaryFile("kmatch-fuzz", "pdl.mlir", p);
    return p.str().str();
  }();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return 0;
    os.write(reinterpret_cast<const char *>(data), size);
  }
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  // Exactly what --kmatch-apply-templates does with templates=<path>.
  FailureOr<PDLPatternModule> pdl = kmatch::mergeTemplateFiles(ctx, {path});
  if (failed(pdl))
    return 0;
  RewritePatternSet set(ctx);
  set.add(std::move(*pdl));
  FrozenRewritePatternSet frozen(std::move(set));
  return 0;
}
