// kmatch-verify takes a whole program: a main that prints (runner utils are
// loaded), functions that free memory themselves, and functions it cannot
// drive, each reported SKIPPED with the reason. Dynamic dimensions get sizes
// the ops agree on: a strided convolution's input is exactly as large as its
// window reads, a pool's likewise, and a matmul's shared dimension is one
// size. Only a FAIL makes the exit status non-zero.
//
// RUN: kmatch-verify %s --json=%t.json | FileCheck %s
// RUN: %python -c "import json,sys; [print(f['function'], *f.get('shapes', [])) for f in json.load(open(sys.argv[1]))['functions']]" %t.json | FileCheck %s --check-prefix=JSON
// --dim-size fixes one size; the others follow from it.
// RUN: kmatch-verify %s --functions=conv_dyn,matmul_dyn --dim-size=conv_dyn:0:1=9,matmul_dyn:1:0=3 --json=%t.fixed.json
// RUN: %python -c "import json,sys; [print(f['function'], *f.get('shapes', [])) for f in json.load(open(sys.argv[1]))['functions']]" %t.fixed.json | FileCheck %s --check-prefix=FIXED
// RUN: not kmatch-verify %s --dim-size=conv_dyn:5:0=1 2>&1 | FileCheck %s --check-prefix=BADSIZE
// RUN: not kmatch-verify %s --dim-size=conv_dyn:0:3=2 2>&1 | FileCheck %s --check-prefix=FIXEDSIZE
//
// CHECK-DAG: SKIPPED @main: no arguments or results to compare
// CHECK-DAG: SKIPPED @frees_arg: frees its argument #1 (memref.dealloc)
// CHECK-DAG: SKIPPED @frees_via_call: frees its argument #0
// CHECK-DAG: SKIPPED @on_ints: no float buffer argument or float result to compare (integer buffers are driven as 0 and not compared)
// CHECK-DAG: SKIPPED @fill_pattern: no linalg or kernel op
// CHECK-DAG: SKIPPED @divides_by_index: the original program stops with signal 8
// CHECK-DAG: {{PASS|UNMATCHED}} @conv_dyn
// CHECK-DAG: {{PASS|UNMATCHED}} @pool_dyn
// CHECK-DAG: PASS @matmul_dyn (launches: gemm
// CHECK-DAG: PASS @own_scratch (launches: gemm
// CHECK: kmatch-verify: 4 functions, {{[0-9]+}} rewritten, 0 failures, 6 skipped
//
// Input H = (7 - 1) * 2 + (3 - 1) + 1 = 15 for 7 output rows at stride 2;
// the pool (3x3 window, stride 1, dilation 2) reads (7 - 1) + 2 * 2 + 1 = 11.
// JSON-DAG: conv_dyn 7x15x15x4 3x3x4x5 7x7x7x5
// JSON-DAG: pool_dyn 7x11x11x3 3x3 7x7x7x3
// JSON-DAG: matmul_dyn 7x7 7x7 7x7
//
// 9 input rows at stride 2 leave (9 - 1 - 2) / 2 + 1 = 4 output rows.
// FIXED-DAG: conv_dyn 7x9x15x4 3x3x4x5 7x4x7x5
// FIXED-DAG: matmul_dyn 7x3 3x7 7x7
// BADSIZE: kmatch-verify: --dim-size=conv_dyn:5:0=1: expected <function>:<argument>:<dimension>=<size>
// FIXEDSIZE: kmatch-verify: --dim-size=conv_dyn:0:3=2: the ops (or an earlier --dim-size) fix this dimension to 4

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv_dyn(%in: tensor<?x?x?x4xf32>, %f: tensor<3x3x4x5xf32>, %out: tensor<?x?x?x5xf32>) -> tensor<?x?x?x5xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %f : tensor<?x?x?x4xf32>, tensor<3x3x4x5xf32>) outs(%out : tensor<?x?x?x5xf32>) -> tensor<?x?x?x5xf32>
  return %r : tensor<?x?x?x5xf32>
}

func.func @pool_dyn(%in: memref<?x?x?x3xf32>, %w: memref<3x3xf32>, %out: memref<?x?x?x3xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : memref<?x?x?x3xf32>, memref<3x3xf32>) outs(%out : memref<?x?x?x3xf32>)
  return
}

func.func @matmul_dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

// Allocates and frees its own scratch buffer.
func.func @own_scratch(%A: memref<4x4xf32>, %C: memref<4x4xf32>) {
  %t = memref.alloc() : memref<4x4xf32>
  memref.copy %A, %t : memref<4x4xf32> to memref<4x4xf32>
  linalg.matmul ins(%A, %t : memref<4x4xf32>, memref<4x4xf32>) outs(%C : memref<4x4xf32>)
  memref.dealloc %t : memref<4x4xf32>
  return
}

func.func @frees_arg(%A: memref<4x4xf32>, %B: memref<4x4xf32>) {
  linalg.copy ins(%A : memref<4x4xf32>) outs(%B : memref<4x4xf32>)
  memref.dealloc %B : memref<4x4xf32>
  return
}

func.func @frees_via_call(%A: memref<4x4xf32>) {
  %B = memref.alloc() : memref<4x4xf32>
  func.call @frees_arg(%B, %A) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  memref.dealloc %B : memref<4x4xf32>
  return
}

func.func @on_ints(%a: memref<4xi32>, %b: memref<4xi32>) {
  linalg.copy ins(%a : memref<4xi32>) outs(%b : memref<4xi32>)
  return
}

// Index arguments are 0 in the harness: this one divides by it.
func.func @divides_by_index(%A: memref<4xf32>, %n: index) {
  %c8 = arith.constant 8 : index
  %q = arith.divui %c8, %n : index
  %v = arith.index_cast %q : index to i64
  %f = arith.sitofp %v : i64 to f32
  linalg.fill ins(%f : f32) outs(%A : memref<4xf32>)
  return
}

func.func @fill_pattern(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %m[%c0, %c0] : memref<4x4xf32>
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x4xf32>
  %C = memref.alloc() : memref<4x4xf32>
  func.call @fill_pattern(%A) : (memref<4x4xf32>) -> ()
  func.call @own_scratch(%A, %C) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  %u = memref.cast %C : memref<4x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4x4xf32>
  memref.dealloc %C : memref<4x4xf32>
  return
}
