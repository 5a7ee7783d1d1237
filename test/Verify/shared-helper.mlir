// kmatch-verify sizes a function called from several places on its own. An
// allocation helper called for the input, the filter and the output of a
// convolution used to unite all three through its result, so the solver gave
// them one shape: the original program read outside its input and the shim
// refused the shapes, a false FAIL. Sizes that no choice satisfies (a caller
// whose static shapes contradict what its callee's ops relate) are reported
// as SKIPPED, naming the relation, instead of running a program that reads
// out of bounds.
// RUN: kmatch-verify %s --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK-DAG: UNMATCHED @filled (no launch;
// CHECK-DAG: PASS @conv (launches: conv2d;
// CHECK-DAG: SKIPPED @program: no arguments or results to compare
// CHECK-DAG: UNMATCHED @copy (no launch;
// CHECK-DAG: SKIPPED @copy_4_to_5: no sizes satisfy the shapes its ops relate (func.call at {{.*}}shared-helper.mlir:{{[0-9]+}}:{{[0-9]+}}: one dimension would be both {{4 and 5|5 and 4}}); where the sizes are free, choose them with --dim-size
// CHECK-DAG: SKIPPED @conv_dyn: no sizes satisfy the shapes its ops relate (linalg.conv_2d_nhwc_hwcf at {{.*}}: a dimension of 4 is too small for 6 elements the op reads)
// CHECK-DAG: SKIPPED @conv_too_small: no sizes satisfy the shapes its ops relate (in @conv_dyn, which it calls: linalg.conv_2d_nhwc_hwcf
// CHECK: kmatch-verify: 3 functions, 1 rewritten, 0 failures, 4 skipped
// The convolution's shapes follow from its own window, not from the helper.
// JSON: "function": "conv"
// JSON: "shapes": [
// JSON-NEXT: "7x13x13x7",
// JSON-NEXT: "7x7x7x7",
// JSON-NEXT: "7x7x7x7"

func.func @filled(%a: index, %b: index, %c: index, %d: index, %v: f32) -> memref<?x?x?x?xf32> {
  %m = memref.alloc(%a, %b, %c, %d) : memref<?x?x?x?xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?x?x?x?xf32>)
  return %m : memref<?x?x?x?xf32>
}

func.func @conv(%x: memref<?x?x?x?xf32>, %w: memref<?x?x?x?xf32>, %y: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%y : memref<?x?x?x?xf32>)
  return
}

func.func @program() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %x = call @filled(%c1, %c5, %c5, %c2, %one) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  %w = call @filled(%c3, %c3, %c2, %c1, %one) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  %y = call @filled(%c1, %c3, %c3, %c1, %zero) : (index, index, index, index, f32) -> memref<?x?x?x?xf32>
  call @conv(%x, %w, %y) : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  memref.dealloc %x : memref<?x?x?x?xf32>
  memref.dealloc %w : memref<?x?x?x?xf32>
  memref.dealloc %y : memref<?x?x?x?xf32>
  return
}

func.func @copy(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.copy ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}

func.func @copy_4_to_5(%a: memref<4xf32>, %b: memref<5xf32>) {
  %ad = memref.cast %a : memref<4xf32> to memref<?xf32>
  %bd = memref.cast %b : memref<5xf32> to memref<?xf32>
  call @copy(%ad, %bd) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @conv_dyn(%x: memref<?x?x?x?xf32>, %w: memref<?x?x?x?xf32>, %y: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%y : memref<?x?x?x?xf32>)
  return
}

// A 3x3 window over 4 rows gives 2 outputs, not 4.
func.func @conv_too_small(%x: memref<1x4x4x1xf32>, %w: memref<3x3x1x1xf32>, %y: memref<1x4x4x1xf32>) {
  %xd = memref.cast %x : memref<1x4x4x1xf32> to memref<?x?x?x?xf32>
  %wd = memref.cast %w : memref<3x3x1x1xf32> to memref<?x?x?x?xf32>
  %yd = memref.cast %y : memref<1x4x4x1xf32> to memref<?x?x?x?xf32>
  call @conv_dyn(%xd, %wd, %yd) : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
  return
}
