// The "Adding a kernel template" recipe, extracted from docs/Templates.md as
// users read it: the template must match the same kernel on tensors and on
// memrefs (and nothing else), and the manifest entry must lower both launches
// to the shim.
//
// RUN: rm -rf %t && %python %S/Inputs/extract-readme-recipe.py %kmatch_src/docs/Templates.md %t
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%t/mykernel.pdll | FileCheck %s --check-prefix=MATCH
// The whole pipeline bufferizes the tensor launch and lowers both launches
// through the manifest to the shim.
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu templates=%t/mykernel.pdll manifests=%t/mykernel.json" \
// RUN:   | FileCheck %s --check-prefix=LOWER

// MATCH-LABEL: func.func @on_tensors(
// MATCH: %[[R:.*]] = kernel.launch @mykernel(%arg0, %arg1, %{{.*}}) {num_outs = 1 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// MATCH: return %[[R]]
// LOWER-LABEL: llvm.func @on_tensors(
// LOWER: llvm.call @kmatch_cpu_mykernel_f32(
func.func @on_tensors(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// MATCH-LABEL: func.func @on_memrefs(
// MATCH: kernel.launch @mykernel(%arg0, %arg1, %arg2) {num_outs = 1 : i64} : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// LOWER-LABEL: llvm.func @on_memrefs(
// LOWER: llvm.call @kmatch_cpu_mykernel_f32(
// LOWER-LABEL: llvm.func @accumulates(
// LOWER-NOT: @kmatch_cpu_mykernel_f32
// LOWER-LABEL: llvm.func @f64(
// LOWER-NOT: @kmatch_cpu_mykernel_f32
func.func @on_memrefs(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// Near misses: accumulate (z += x * y) and f64 stay unmatched.
// MATCH-LABEL: func.func @accumulates(
// MATCH-NOT: kernel.launch
// MATCH: linalg.generic
func.func @accumulates(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  return
}

// MATCH-LABEL: func.func @f64(
// MATCH-NOT: kernel.launch
// MATCH: linalg.generic
func.func @f64(%x: memref<4x8xf64>, %y: memref<4x8xf64>, %z: memref<4x8xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x8xf64>, memref<4x8xf64>) outs(%z : memref<4x8xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %m = arith.mulf %a, %b : f64
    linalg.yield %m : f64
  }
  return
}
