// transform.kmatch.match.native: kmatch's natives as Transform matchers, so a
// Transform-only template checks what a PDLL template checks (body, indexing,
// element types, aliasing), with near misses that stay unmatched, and
// kmatch-verify checks it (--transform-library).
//
// RUN: kmatch-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/add-sequence.mlir \
// RUN:   --transform-interpreter | FileCheck %s
// RUN: kmatch-verify %s --transform-library=%S/Inputs/add-sequence.mlir | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: func.func @add(
// CHECK: kernel.launch @add(%arg0, %arg1, %arg2) {num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
// VERIFY-DAG: PASS @add (launches: add;
// VERIFY-DAG: PASS @add_3d (launches: add;
// VERIFY-DAG: UNMATCHED @accumulates
// VERIFY-DAG: UNMATCHED @sub
// VERIFY-DAG: UNMATCHED @f64
// VERIFY-DAG: UNMATCHED @aliased
// VERIFY-DAG: UNMATCHED @broadcast
// VERIFY: 0 failures
func.func @add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %y: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %z, %x : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @add_3d(
// CHECK: kernel.launch @add
func.func @add_3d(%a: tensor<2x3x5xf32>, %b: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %e = tensor.empty() : tensor<2x3x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<2x3x5xf32>, tensor<2x3x5xf32>) outs(%e : tensor<2x3x5xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}

// Near misses.
// CHECK-LABEL: func.func @accumulates(
// CHECK-NOT: kernel.launch
func.func @accumulates(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %y: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    %t = arith.addf %s, %o : f32
    linalg.yield %t : f32
  }
  return
}

// CHECK-LABEL: func.func @sub(
// CHECK-NOT: kernel.launch
func.func @sub(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %y: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.subf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @f64(
// CHECK-NOT: kernel.launch
func.func @f64(%a: memref<4x8xf64>, %b: memref<4x8xf64>, %y: memref<4x8xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf64>, memref<4x8xf64>) outs(%y : memref<4x8xf64>) {
  ^bb0(%x: f64, %z: f64, %o: f64):
    %s = arith.addf %x, %z : f64
    linalg.yield %s : f64
  }
  return
}

// The output is a shifted view of an input: not the same elements, not apart.
// CHECK-LABEL: func.func @aliased(
// CHECK-NOT: kernel.launch
func.func @aliased(%a: memref<5x8xf32>, %b: memref<4x8xf32>) {
  %a0 = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<5x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %a1 = memref.subview %a[1, 0] [4, 8] [1, 1] : memref<5x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 8>>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a0, %b : memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32>) outs(%a1 : memref<4x8xf32, strided<[8, 1], offset: 8>>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @broadcast(
// CHECK-NOT: kernel.launch
func.func @broadcast(%a: memref<4x8xf32>, %b: memref<8xf32>, %y: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}
