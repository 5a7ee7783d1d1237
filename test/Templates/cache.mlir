// Compiled templates are cached by content hash; a warm start does not run
// mlir-pdll at all, and editing a template recompiles it.
// RUN: rm -rf %t.cache %t.tpl
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: ls %t.cache | FileCheck %s --check-prefix=CACHED
// CACHED: {{^[0-9a-f]+}}.pdl.mlir

// Warm: mlir-pdll is replaced by a program that always fails, yet loading works.
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates | FileCheck %s

// Edited: the cache misses and the failing "mlir-pdll" runs.
// RUN: mkdir -p %t.tpl && cp %kmatch_src/patterns/gemm.pdll %t.tpl/gemm.pdll && echo "// edited" >> %t.tpl/gemm.pdll
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail not kmatch-opt %s --kmatch-apply-templates=templates=%t.tpl 2>&1 | FileCheck %s --check-prefix=RECOMPILE
// RECOMPILE: gemm.pdll:0:0: error: mlir-pdll failed on this template

// CHECK-LABEL: func.func @f(
// CHECK: kernel.launch @gemm
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}
