// kmatch's configuration: the data directory, the template path, mlir-pdll
// and the template cache come from the environment, and each tool's options
// of the same names override it. A crash reproducer names every template
// the run applied.
//
// RUN: rm -rf %t && mkdir -p %t/empty %t/other
//
// The data directory: the build tree's share/kmatch by default; one without
// patterns/ leaves the pass without default templates.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=GEMM
// RUN: not kmatch-opt %s --kmatch-apply-templates --kmatch-data-dir=%t/empty 2>&1 | FileCheck %s --check-prefix=NODATA
// RUN: env KMATCH_DATA_DIR=%t/empty not kmatch-opt %s --kmatch-apply-templates 2>&1 | FileCheck %s --check-prefix=NODATA
// NODATA: error: kmatch: no templates given and the default patterns/ directory was not found
//
// The template path adds templates to those of templates=.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/dot.pdll | FileCheck %s --check-prefix=NONE
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/dot.pdll --kmatch-template-path=%kmatch_src/patterns/gemm.pdll | FileCheck %s --check-prefix=GEMM
// RUN: env KMATCH_TEMPLATE_PATH=%kmatch_src/patterns/gemm.pdll kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/dot.pdll | FileCheck %s --check-prefix=GEMM
//
// A read-only cache writes nothing; a read-write one is then read without
// mlir-pdll, and the option overrides KMATCH_CACHE_DIR; a cache that is off
// is not read.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll --kmatch-cache-dir=%t/cache --kmatch-cache=read-only | FileCheck %s --check-prefix=GEMM
// RUN: test ! -e %t/cache
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll --kmatch-cache-dir=%t/cache | FileCheck %s --check-prefix=GEMM
// RUN: ls %t/cache | FileCheck %s --check-prefix=CACHED
// RUN: env KMATCH_CACHE_DIR=%t/other kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll --kmatch-cache-dir=%t/cache --kmatch-mlir-pdll=%always-fail | FileCheck %s --check-prefix=GEMM
// RUN: env KMATCH_CACHE=off KMATCH_CACHE_DIR=%t/cache not kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll --kmatch-mlir-pdll=%always-fail 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll --kmatch-cache-dir=%t/cache --kmatch-cache=off --kmatch-mlir-pdll=%always-fail 2>&1 | FileCheck %s --check-prefix=OFF
// CACHED: .pdl.mlirbc
//
// One context compiles a template set once: with a corrupt cache entry left
// in place (read-only), two runs of the pass report it once.
// RUN: for f in %t/cache/*.mlirbc; do truncate -s 300 $f; done
// RUN: kmatch-opt %s --pass-pipeline='builtin.module(kmatch-apply-templates{templates=%kmatch_src/patterns/gemm.pdll},kmatch-apply-templates{templates=%kmatch_src/patterns/gemm.pdll})' --kmatch-cache-dir=%t/cache --kmatch-cache=read-only 2>&1 | FileCheck %s --check-prefix=ONCE
// ONCE-COUNT-1: remark: kmatch: cached compilation
// ONCE-NOT: cached compilation
// ONCE-LABEL: func.func @mm
// ONCE: kernel.launch @gemm
// OFF: error: mlir-pdll failed on this template
//
// The reproducer of a failing run names the templates the configuration
// added, so that it replays without the environment.
// RUN: not kmatch-opt %s --pass-pipeline='builtin.module(kmatch-apply-templates{templates=%kmatch_src/patterns/dot.pdll},kmatch-check-lowered)' --kmatch-template-path=%kmatch_src/patterns/gemm.pdll --mlir-pass-pipeline-crash-reproducer=%t/repro.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=REPRO < %t/repro.mlir
// REPRO: kmatch-apply-templates{{.*}}templates={{[^ ]*}}dot.pdll,{{[^ ]*}}gemm.pdll
// RUN: not kmatch-opt %s --pass-pipeline='builtin.module(kmatch-plan-residency,kmatch-check-lowered)' --kmatch-manifest-path=%S/../Conversion/Inputs/extra-kernels.json --mlir-pass-pipeline-crash-reproducer=%t/repro-residency.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=REPRO-MANIFEST < %t/repro-residency.mlir
// REPRO-MANIFEST: kmatch-plan-residency{manifests={{[^ ]*}}extra-kernels.json}

// GEMM-LABEL: func.func @mm
// GEMM: kernel.launch @gemm
// NONE-LABEL: func.func @mm
// NONE: linalg.matmul
func.func @mm(%a: memref<8x4xf32>, %b: memref<4x2xf32>, %c: memref<8x2xf32>) {
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x2xf32>)
                outs(%c : memref<8x2xf32>)
  return
}
