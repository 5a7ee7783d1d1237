// A transpose of gemm results is computed by the gemms themselves,
// C^T = B^T A^T: A and B swap, transA and transB flip, and the transpose
// (which would otherwise be a copy) goes. MobileBERT's attention scores are
// the model: per-head gemms inserted into one tensor, expanded to the heads
// and transposed per head. Near misses stay: a per-column bias (it would be
// per-row in the transpose), a tile across two heads, a gemm result with
// another user, tiles inserted into a tensor with contents.
//
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 8 rewritten, 0 failures, 0 skipped

// Two heads of 6x4 * 4x5 plus a splat bias, inserted into 12x5, expanded
// to 1x2x6x5 and transposed per head (TensorFlow's output-permuted copy).
// CHECK-LABEL: func.func @heads(
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm_bias_act(%arg2, %arg0, %{{.*}}, %{{.*}}) {{.*}}transA = true, transB = true{{.*}} -> tensor<5x6xf32>
// CHECK: kernel.launch @gemm_bias_act(%arg3, %arg1, %{{.*}}, %{{.*}}) {{.*}}transA = true, transB = true{{.*}} -> tensor<5x6xf32>
// CHECK: tensor.insert_slice %{{.*}}[0, 0] [5, 6] [1, 1] : tensor<5x6xf32> into tensor<10x6xf32>
// CHECK: tensor.insert_slice %{{.*}}[5, 0] [5, 6] [1, 1] : tensor<5x6xf32> into tensor<10x6xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1, 2], [3]] output_shape [1, 2, 5, 6]
// CHECK-NOT: @copy
// CHECK: return
func.func @heads(%a0: tensor<6x4xf32>, %a1: tensor<6x4xf32>, %b0: tensor<4x5xf32>,
                 %b1: tensor<4x5xf32>) -> tensor<1x2x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.5> : tensor<5xf32>
  %e = tensor.empty() : tensor<6x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
  %m0 = linalg.matmul ins(%a0, %b0 : tensor<6x4xf32>, tensor<4x5xf32>) outs(%f : tensor<6x5xf32>) -> tensor<6x5xf32>
  %g0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%bias, %m0 : tensor<5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  %m1 = linalg.matmul ins(%a1, %b1 : tensor<6x4xf32>, tensor<4x5xf32>) outs(%f : tensor<6x5xf32>) -> tensor<6x5xf32>
  %g1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%bias, %m1 : tensor<5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  %big = tensor.empty() : tensor<12x5xf32>
  %i0 = tensor.insert_slice %g0 into %big[0, 0] [6, 5] [1, 1] : tensor<6x5xf32> into tensor<12x5xf32>
  %i1 = tensor.insert_slice %g1 into %i0[6, 0] [6, 5] [1, 1] : tensor<6x5xf32> into tensor<12x5xf32>
  %x = tensor.expand_shape %i1 [[0, 1, 2], [3]] output_shape [1, 2, 6, 5] : tensor<12x5xf32> into tensor<1x2x6x5xf32>
  %te = tensor.empty() : tensor<1x2x5x6xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x6x5xf32>) outs(%te : tensor<1x2x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x5x6xf32>
  return %t : tensor<1x2x5x6xf32>
}

// -----

// One gemm whose B is already transposed (transB), with a splat bias and a
// relu, then transposed: B^T's transpose is B, so transA flips to false.
// CHECK-LABEL: func.func @single(
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm_bias_act(%arg1, %arg0, %{{.*}}, %{{.*}}) {act = 1 : i32{{.*}}transA = false, transB = true{{.*}} -> tensor<3x7xf32>
// CHECK-NEXT: return
func.func @single(%a: tensor<7x4xf32>, %w: tensor<3x4xf32>) -> tensor<3x7xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<-0.25> : tensor<3xf32>
  %we = tensor.empty() : tensor<4x3xf32>
  %wt = linalg.transpose ins(%w : tensor<3x4xf32>) outs(%we : tensor<4x3xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<7x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<7x3xf32>) -> tensor<7x3xf32>
  %m = linalg.matmul ins(%a, %wt : tensor<7x4xf32>, tensor<4x3xf32>) outs(%f : tensor<7x3xf32>) -> tensor<7x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<7x3xf32>, tensor<3xf32>) outs(%e : tensor<7x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<7x3xf32>
  %te = tensor.empty() : tensor<3x7xf32>
  %t = linalg.transpose ins(%g : tensor<7x3xf32>) outs(%te : tensor<3x7xf32>) permutation = [1, 0]
  return %t : tensor<3x7xf32>
}

// -----

// Two gemms side by side in columns, transposed as one matrix: each tile
// lands transposed at swapped offsets.
// CHECK-LABEL: func.func @columns(
// CHECK-NOT: linalg.transpose
// CHECK: tensor.insert_slice %{{.*}}[0, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<6x4xf32>
// CHECK: tensor.insert_slice %{{.*}}[3, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return
func.func @columns(%a: tensor<4x2xf32>, %b0: tensor<2x3xf32>, %b1: tensor<2x3xf32>) -> tensor<6x4xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<1.0> : tensor<3xf32>
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m0 = linalg.matmul ins(%a, %b0 : tensor<4x2xf32>, tensor<2x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  %g0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m0, %bias : tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %m1 = linalg.matmul ins(%a, %b1 : tensor<4x2xf32>, tensor<2x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  %g1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %bias : tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %big = tensor.empty() : tensor<4x6xf32>
  %i0 = tensor.insert_slice %g0 into %big[0, 0] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<4x6xf32>
  %i1 = tensor.insert_slice %g1 into %i0[0, 3] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<4x6xf32>
  %te = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%i1 : tensor<4x6xf32>) outs(%te : tensor<6x4xf32>) permutation = [1, 0]
  return %t : tensor<6x4xf32>
}

// -----

// Near miss: a per-column bias would be a per-row one in the transpose.
// CHECK-LABEL: func.func @column_bias(
// CHECK: kernel.launch @gemm_bias_act(%arg0, %arg1, %{{.*}}, %{{.*}}) {{.*}}transA = false, transB = false
// CHECK: linalg.transpose
func.func @column_bias(%a: tensor<7x4xf32>, %b: tensor<4x3xf32>) -> tensor<3x7xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<7x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<7x3xf32>) -> tensor<7x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<7x4xf32>, tensor<4x3xf32>) outs(%f : tensor<7x3xf32>) -> tensor<7x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<7x3xf32>, tensor<3xf32>) outs(%e : tensor<7x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<7x3xf32>
  %te = tensor.empty() : tensor<3x7xf32>
  %t = linalg.transpose ins(%g : tensor<7x3xf32>) outs(%te : tensor<3x7xf32>) permutation = [1, 0]
  return %t : tensor<3x7xf32>
}

// -----

// Near miss: the first tile's 4 rows cross from head 0 into head 1
// (rows 2..5 of two heads of 3), so no tile transposes alone.
// CHECK-LABEL: func.func @tile_across_heads(
// CHECK: transA = false, transB = false
// CHECK: linalg.transpose
func.func @tile_across_heads(%a0: tensor<4x2xf32>, %a1: tensor<2x2xf32>, %b: tensor<2x5xf32>) -> tensor<1x2x5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.5> : tensor<5xf32>
  %e0 = tensor.empty() : tensor<4x5xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m0 = linalg.matmul ins(%a0, %b : tensor<4x2xf32>, tensor<2x5xf32>) outs(%f0 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %g0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m0, %bias : tensor<4x5xf32>, tensor<5xf32>) outs(%e0 : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  %e1 = tensor.empty() : tensor<2x5xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %m1 = linalg.matmul ins(%a1, %b : tensor<2x2xf32>, tensor<2x5xf32>) outs(%f1 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %g1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %bias : tensor<2x5xf32>, tensor<5xf32>) outs(%e1 : tensor<2x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x5xf32>
  %big = tensor.empty() : tensor<6x5xf32>
  %i0 = tensor.insert_slice %g0 into %big[2, 0] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<6x5xf32>
  %i1 = tensor.insert_slice %g1 into %i0[0, 0] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<6x5xf32>
  %x = tensor.expand_shape %i1 [[0, 1, 2], [3]] output_shape [1, 2, 3, 5] : tensor<6x5xf32> into tensor<1x2x3x5xf32>
  %te = tensor.empty() : tensor<1x2x5x3xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x3x5xf32>) outs(%te : tensor<1x2x5x3xf32>) permutation = [0, 1, 3, 2]
  return %t : tensor<1x2x5x3xf32>
}

// -----

// Near miss: the gemm's result is also returned untransposed.
// CHECK-LABEL: func.func @other_user(
// CHECK: transA = false, transB = false
// CHECK: linalg.transpose
func.func @other_user(%a: tensor<7x4xf32>, %b: tensor<4x3xf32>) -> (tensor<3x7xf32>, tensor<7x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<2.0> : tensor<3xf32>
  %e = tensor.empty() : tensor<7x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<7x3xf32>) -> tensor<7x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<7x4xf32>, tensor<4x3xf32>) outs(%f : tensor<7x3xf32>) -> tensor<7x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<7x3xf32>, tensor<3xf32>) outs(%e : tensor<7x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<7x3xf32>
  %te = tensor.empty() : tensor<3x7xf32>
  %t = linalg.transpose ins(%g : tensor<7x3xf32>) outs(%te : tensor<3x7xf32>) permutation = [1, 0]
  return %t, %g : tensor<3x7xf32>, tensor<7x3xf32>
}

// -----

// Near miss: the tiles go into a tensor with contents (a fill of 3.0 that
// shows where no tile lands), which would have to be transposed too.
// CHECK-LABEL: func.func @filled_dest(
// CHECK: transA = false, transB = false
// CHECK: linalg.transpose
func.func @filled_dest(%a: tensor<3x2xf32>, %b: tensor<2x5xf32>) -> tensor<5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %bias = arith.constant dense<0.5> : tensor<5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<3x5xf32>, tensor<5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  %big = tensor.empty() : tensor<6x5xf32>
  %filled = linalg.fill ins(%three : f32) outs(%big : tensor<6x5xf32>) -> tensor<6x5xf32>
  %i0 = tensor.insert_slice %g into %filled[3, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<6x5xf32>
  %te = tensor.empty() : tensor<5x6xf32>
  %t = linalg.transpose ins(%i0 : tensor<6x5xf32>) outs(%te : tensor<5x6xf32>) permutation = [1, 0]
  return %t : tensor<5x6xf32>
}

// -----

// Tiles smaller than a head: head 0 whole, head 1 as a row, then two
// tiles splitting its last two rows by columns. Each lands transposed at
// its block's swapped offsets.
// CHECK-LABEL: func.func @sub_tiles(
// CHECK-NOT: linalg.transpose
// CHECK: tensor.insert_slice %{{.*}}[0, 0] [5, 3] [1, 1] : tensor<5x3xf32> into tensor<10x3xf32>
// CHECK: tensor.insert_slice %{{.*}}[5, 0] [5, 1] [1, 1] : tensor<5x1xf32> into tensor<10x3xf32>
// CHECK: tensor.insert_slice %{{.*}}[5, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<10x3xf32>
// CHECK: tensor.insert_slice %{{.*}}[7, 1] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<10x3xf32>
// CHECK: tensor.expand_shape
func.func @sub_tiles(%a0: tensor<3x2xf32>, %a1: tensor<1x2xf32>, %a2: tensor<2x2xf32>,
                     %b: tensor<2x5xf32>, %b2: tensor<2x2xf32>, %b3: tensor<2x3xf32>) -> tensor<1x2x5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %bias5 = arith.constant dense<0.5> : tensor<5xf32>
  %bias2 = arith.constant dense<-1.5> : tensor<2xf32>
  %bias3 = arith.constant dense<0.0> : tensor<3xf32>
  %e0 = tensor.empty() : tensor<3x5xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %m0 = linalg.matmul ins(%a0, %b : tensor<3x2xf32>, tensor<2x5xf32>) outs(%f0 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %g0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m0, %bias5 : tensor<3x5xf32>, tensor<5xf32>) outs(%e0 : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  %e1 = tensor.empty() : tensor<1x5xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %m1 = linalg.matmul ins(%a1, %b : tensor<1x2xf32>, tensor<2x5xf32>) outs(%f1 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %g1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %bias5 : tensor<1x5xf32>, tensor<5xf32>) outs(%e1 : tensor<1x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x5xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m2 = linalg.matmul ins(%a2, %b2 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %g2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %bias2 : tensor<2x2xf32>, tensor<2xf32>) outs(%e2 : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  %e3 = tensor.empty() : tensor<2x3xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m3 = linalg.matmul ins(%a2, %b3 : tensor<2x2xf32>, tensor<2x3xf32>) outs(%f3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %g3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %bias3 : tensor<2x3xf32>, tensor<3xf32>) outs(%e3 : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %big = tensor.empty() : tensor<6x5xf32>
  %i0 = tensor.insert_slice %g0 into %big[0, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<6x5xf32>
  %i1 = tensor.insert_slice %g1 into %i0[3, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<6x5xf32>
  %i2 = tensor.insert_slice %g2 into %i1[4, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<6x5xf32>
  %i3 = tensor.insert_slice %g3 into %i2[4, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<6x5xf32>
  %x = tensor.expand_shape %i3 [[0, 1, 2], [3]] output_shape [1, 2, 3, 5] : tensor<6x5xf32> into tensor<1x2x3x5xf32>
  %te = tensor.empty() : tensor<1x2x5x3xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x3x5xf32>) outs(%te : tensor<1x2x5x3xf32>) permutation = [0, 1, 3, 2]
  return %t : tensor<1x2x5x3xf32>
}
