//===- KernelDialect.td - The backend-neutral kernel dialect -*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_DIALECT_KERNEL_KERNELDIALECT_TD
#define KMATCH_DIALECT_KERNEL_KERNELDIALECT_TD

include "mlir/IR/OpBase.td"

def Kernel_Dialect : Dialect {
  let name = "kernel";
  let cppNamespace = "::kmatch::kernel";
  let summary = "Backend-neutral launches of library kernels";
  let description = [{
    The `kernel` dialect is what kmatch templates rewrite into. A
    `kernel.launch @gemm(...)` names *what* is computed (a kernel family such
    as `gemm`, `syrk`, `conv2d`) and carries its operands and parameters; a
    backend lowering pass (`--kmatch-lower-to-cpu`, `--kmatch-lower-to-cuda`)
    later decides *how*, by calling a shim of the kmatch runtime.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let extraClassDeclaration = [{
    /// kmatch's configuration in this context: the one a tool set with
    /// registerConfig, else the environment's.
    const ::kmatch::KmatchConfig &getConfig() const { return config; }
    void setConfig(::kmatch::KmatchConfig newConfig) {
      config = std::move(newConfig);
    }

    /// The template set compiled under `key` in this context, or null.
    std::shared_ptr<const ::kmatch::CompiledTemplateSet>
    lookupTemplateSet(::llvm::StringRef key);
    /// Keeps `set` under `key` for the passes, pipeline runs and transform
    /// ops that use this context after it.
    void addTemplateSet(::llvm::StringRef key,
        std::shared_ptr<const ::kmatch::CompiledTemplateSet> set);

    /// The kernel manifests parsed in this context, shared by the passes and
    /// transform ops that read them (KernelManifest.h).
    ::kmatch::KernelManifestCache &getManifestCache() { return *manifestCache; }

  private:
    ::kmatch::KmatchConfig config;
    std::mutex templateSetsMutex;
    ::llvm::StringMap<std::shared_ptr<const ::kmatch::CompiledTemplateSet>>
        templateSets;
    std::unique_ptr<::kmatch::KernelManifestCache> manifestCache;

  public:
  }];
}

class Kernel_Op<string mnemonic, list<Trait> traits = []>
    : Op<Kernel_Dialect, mnemonic, traits>;

#endif // KMATCH_DIALECT_KERNEL_KERNELDIALECT_TD
