//===- KernelDialect.cpp - The kernel dialect -------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Registers the kernel dialect and its operations, and keeps kmatch's
// configuration and compiled template sets as dialect data.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/TypeID.h"

using namespace mlir;
using namespace kmatch;
using namespace kmatch::kernel;

#include "kmatch/Dialect/Kernel/KernelDialect.cpp.inc"

void KernelDialect::initialize() {
  manifestCache = std::make_unique<kmatch::KernelManifestCache>();
  addOperations<
#define GET_OP_LIST
#include "kmatch/Dialect/Kernel/KernelOps.cpp.inc"
      >();
  // A tool's registerConfig replaces this when the dialect is loaded.
  config = KmatchConfig::fromEnvironment();
}

std::shared_ptr<const CompiledTemplateSet>
KernelDialect::lookupTemplateSet(StringRef key) {
  std::lock_guard<std::mutex> lock(templateSetsMutex);
  auto it = templateSets.find(key);
  return it == templateSets.end() ? nullptr : it->second;
}

void KernelDialect::addTemplateSet(
    StringRef key, std::shared_ptr<const CompiledTemplateSet> set) {
  std::lock_guard<std::mutex> lock(templateSetsMutex);
  templateSets.insert_or_assign(key, std::move(set));
}

namespace {
/// Sets the configuration of each kernel dialect a context loads.
struct ConfigExtension
    : public DialectExtension<ConfigExtension, KernelDialect> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConfigExtension)

  explicit ConfigExtension(KmatchConfig config) : config(std::move(config)) {}
  ConfigExtension(const ConfigExtension &) = default;

  void apply(MLIRContext *, KernelDialect *dialect) const override {
    dialect->setConfig(config);
  }

  KmatchConfig config;
};
} // namespace

void kmatch::registerConfig(DialectRegistry &registry, KmatchConfig config) {
  registry.addExtension(TypeID::get<ConfigExtension>(),
                        std::make_unique<ConfigExtension>(std::move(config)));
}

const KmatchConfig &kmatch::getConfig(MLIRContext *ctx) {
  if (auto *dialect = ctx->getLoadedDialect<KernelDialect>())
    return dialect->getConfig();
  static const KmatchConfig fromEnvironment = KmatchConfig::fromEnvironment();
  return fromEnvironment;
}
