// --kmatch-pipeline fuses and vectorizes what the templates leave (an
// elementwise chain on tensors becomes one loop of 16-lane vectors), lowers a
// reduction to scalar loops in the order it is written, and with
// vectorize=false lowers everything to scalar loops.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false" | FileCheck %s --check-prefix=SCALAR

// CHECK-LABEL: llvm.func @bias_relu
// The two generics became one: a single allocation for the result.
// CHECK-COUNT-1: llvm.call @malloc
// CHECK-NOT: llvm.call @malloc
// CHECK: llvm.load {{.*}} -> vector<16xf32>
// CHECK: llvm.fadd {{.*}} : vector<16xf32>
// CHECK: llvm.intr.maximum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK: llvm.store {{.*}} : vector<16xf32>, !llvm.ptr
// CHECK: llvm.fadd {{.*}} : f32
// CHECK: llvm.intr.maximum({{.*}}) : (f32, f32) -> f32
// CHECK-NOT: llvm.call @malloc
// CHECK-LABEL: llvm.func @row_sum
// CHECK-NOT: vector<
// CHECK: llvm.fadd {{.*}} : f32
// CHECK-NOT: vector<
// CHECK: llvm.return

// SCALAR-NOT: vector<

func.func @bias_relu(%x: tensor<4x40xf32>, %b: tensor<40xf32>) -> tensor<4x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x40xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
    ins(%x, %b : tensor<4x40xf32>, tensor<40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x40xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<4x40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x40xf32>
  return %2 : tensor<4x40xf32>
}

func.func @row_sum(%x: tensor<4x40xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<4x40xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
