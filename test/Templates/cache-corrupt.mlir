// A damaged cache entry cannot change behaviour: each entry carries the
// SHA-256 of its PDL, and an entry that is truncated, empty or has one byte
// changed is recompiled (with a remark) and replaced, giving the right rewrite.
// RUN: rm -rf %t.cache && mkdir -p %t.cache
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s
// RUN: ls %t.cache | FileCheck %s --check-prefix=ONE
// ONE: {{^[0-9a-f]+}}.pdl.mlir
// ONE-NOT: .pdl.mlir

// Truncated.
// RUN: for f in %t.cache/*.pdl.mlir; do truncate -s 300 $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// The entry was replaced: a warm run needs no mlir-pdll.
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// Empty.
// RUN: for f in %t.cache/*.pdl.mlir; do : > $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// One byte changed: the kernel name gemm becomes gemv, a launch of the wrong
// kernel.
// RUN: for f in %t.cache/*.pdl.mlir; do sed -i 's/@gemm/@gemv/' $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// No temporary file is left behind.
// RUN: ls %t.cache | FileCheck %s --check-prefix=ONE

// REMARK: gemm.pdll:0:0: remark: kmatch: cached compilation {{.*}}.pdl.mlir fails its checksum; recompiling the template

// CHECK-LABEL: func.func @f(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}
