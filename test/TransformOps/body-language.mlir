// The body language covers what importers emit: select and cmpf (exactly the
// predicate written: ogt and ugt differ on NaN), negation, exp and division
// by a sum. Near misses stay unmatched.
// RUN: kmatch-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/importer-bodies.mlir \
// RUN:   --transform-interpreter | FileCheck %s

#id = affine_map<(i) -> (i)>

// CHECK-LABEL: func.func @leaky(
// CHECK: kernel.launch @leaky_relu
func.func @leaky(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %s = arith.constant 0.01 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.cmpf ogt, %a, %c0 : f32
    %m = arith.mulf %a, %s : f32
    %r = arith.select %c, %a, %m : f32
    linalg.yield %r : f32
  }
  return
}

// ugt is not ogt (a NaN takes the other arm).
// CHECK-LABEL: func.func @leaky_ugt(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @leaky_ugt(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %s = arith.constant 0.01 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.cmpf ugt, %a, %c0 : f32
    %m = arith.mulf %a, %s : f32
    %r = arith.select %c, %a, %m : f32
    linalg.yield %r : f32
  }
  return
}

// The arms swapped.
// CHECK-LABEL: func.func @leaky_swapped(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @leaky_swapped(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %s = arith.constant 0.01 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.cmpf ogt, %a, %c0 : f32
    %m = arith.mulf %a, %s : f32
    %r = arith.select %c, %m, %a : f32
    linalg.yield %r : f32
  }
  return
}

// CHECK-LABEL: func.func @sigmoid(
// CHECK: kernel.launch @sigmoid
func.func @sigmoid(%x: memref<16xf32>, %y: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  }
  return
}

// exp(x) instead of exp(-x): 1 - sigmoid.
// CHECK-LABEL: func.func @not_sigmoid(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @not_sigmoid(%x: memref<16xf32>, %y: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  }
  return
}

// x - (+0) is x exactly, wherever it stands: still a sigmoid.
// CHECK-LABEL: func.func @sigmoid_minus_zero(
// CHECK: kernel.launch @sigmoid
func.func @sigmoid_minus_zero(%x: memref<16xf32>, %y: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.subf %a, %zero : f32
    %n = arith.negf %z : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  }
  return
}

// x - (-0) is not x (it turns -0 into +0).
// CHECK-LABEL: func.func @sigmoid_minus_negzero(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @sigmoid_minus_negzero(%x: memref<16xf32>, %y: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant -0.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.subf %a, %zero : f32
    %n = arith.negf %z : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  }
  return
}
