// A damaged cache entry cannot change behaviour: each entry (a template's
// PDL, and the template set's lowered matcher) carries the 128-bit XXH3 of its
// bytecode, and an entry that is truncated, empty or has bytes changed is
// rebuilt (with a remark) and replaced, giving the right rewrite.
// RUN: rm -rf %t.cache && mkdir -p %t.cache
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s
// RUN: ls %t.cache | sed -E "s/^[0-9a-f]+//" | sort | FileCheck %s --check-prefix=ONE
// ONE: {{^}}.catalog.mlirbc{{$}}
// ONE-NEXT: {{^}}.pdl.mlirbc{{$}}
// ONE-NOT: {{.}}

// Truncated.
// RUN: for f in %t.cache/*.mlirbc; do truncate -s 300 $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// The entry was replaced: a warm run needs no mlir-pdll.
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// Empty.
// RUN: for f in %t.cache/*.mlirbc; do : > $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// Bytes changed: the kernel name gemm (in the bytecode's string table)
// becomes gemv, a launch of the wrong kernel.
// RUN: for f in %t.cache/*.mlirbc; do grep -c gemm $f; sed -i 's/gemm/gemv/g' $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=REMARK,CHECK
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll | FileCheck %s

// Only the set's entry damaged: the set is rebuilt from the template's.
// RUN: for f in %t.cache/*.catalog.mlirbc; do sed -i 's/gemm/gemv/g' $f; done
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=SET,CHECK
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%always-fail kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemm.pdll 2>&1 | FileCheck %s --check-prefixes=CHECK,NOREMARK

// No temporary file is left behind.
// RUN: ls %t.cache | sed -E "s/^[0-9a-f]+//" | sort | FileCheck %s --check-prefix=ONE

// SET: remark: kmatch: cached template set {{.*}}.catalog.mlirbc fails its checksum; building it again
// SET-NOT: cached compilation
// NOREMARK-NOT: remark
// REMARK: gemm.pdll:0:0: remark: kmatch: cached compilation {{.*}}.pdl.mlirbc fails its checksum; recompiling the template

// CHECK-LABEL: func.func @f(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}
