// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 6 functions, 2 rewritten, 0 failures

// torch-mlir's decomposed layer norm on memrefs (layernorm.mlir has the
// tensor forms): each intermediate in a scratch buffer of its own (a local
// allocation the chain alone uses, freed after it), the statements in
// dataflow order. One launch at the last statement; the chain goes.

// One-shot bufferization of the rank-3 tensor chain (one tensor.empty per
// op), keepdim rows.
// CHECK-LABEL: func.func @ln_bufferized_rank3(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x4x8xf32>, %[[G:[^:]*]]: memref<8xf32>, %[[B:[^:]*]]: memref<8xf32>
// CHECK-NOT: linalg.
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64} : (memref<2x4x8xf32>, memref<8xf32>, memref<8xf32>, memref<2x4x8xf32>) -> ()
// CHECK-NOT: linalg.

func.func @ln_bufferized_rank3(%arg0: memref<2x4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<8xf32>) -> memref<2x4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 8.000000e+00 : f32
  %cst_1 = arith.constant 8.000000e+00 : f32
  %cst_2 = arith.constant 1.000000e-05 : f64
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : memref<2x4x8xf32>) outs(%alloc : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc : memref<2x4x1xf32>) outs(%alloc_3 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %cst_0 : f32
    linalg.yield %0 : f32
  }
  %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %alloc_3 : memref<2x4x8xf32>, memref<2x4x1xf32>) outs(%alloc_4 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_12: f32, %out: f32):
    %0 = arith.subf %in, %in_12 : f32
    linalg.yield %0 : f32
  }
  %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_4 : memref<2x4x8xf32>) outs(%alloc_5 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  }
  %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.fill ins(%cst : f32) outs(%alloc_6 : memref<2x4x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_5 : memref<2x4x8xf32>) outs(%alloc_6 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_6 : memref<2x4x1xf32>) outs(%alloc_7 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %cst_1 : f32
    linalg.yield %0 : f32
  }
  %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7 : memref<2x4x1xf32>) outs(%alloc_8 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %cst_2 : f64 to f32
    %1 = arith.addf %in, %0 : f32
    %2 = math.rsqrt %1 : f32
    linalg.yield %2 : f32
  }
  %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_4, %alloc_8 : memref<2x4x8xf32>, memref<2x4x1xf32>) outs(%alloc_9 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_12: f32, %out: f32):
    %0 = arith.mulf %in, %in_12 : f32
    linalg.yield %0 : f32
  }
  %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_9, %arg1 : memref<2x4x8xf32>, memref<8xf32>) outs(%alloc_10 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_12: f32, %out: f32):
    %0 = arith.mulf %in, %in_12 : f32
    linalg.yield %0 : f32
  }
  %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %arg2 : memref<2x4x8xf32>, memref<8xf32>) outs(%alloc_11 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_12: f32, %out: f32):
    %0 = arith.addf %in, %in_12 : f32
    linalg.yield %0 : f32
  }
  return %alloc_11 : memref<2x4x8xf32>
}

// -----

// Raised loops, rank 2: rows without the unit dim (mean[i], var[i]), y an
// argument, the scratch freed at the end.
// CHECK-LABEL: func.func @ln_raised_rank2(
// CHECK-SAME: %[[X:[^:]*]]: memref<5x16xf32>, %[[G:[^:]*]]: memref<16xf32>, %[[B:[^:]*]]: memref<16xf32>, %[[Y:[^:]*]]: memref<5x16xf32>
// CHECK-NOT: linalg.
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %[[Y]]) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.

func.func @ln_raised_rank2(%x: memref<5x16xf32>, %g: memref<16xf32>, %b: memref<16xf32>, %y: memref<5x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 16.0 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %s1 = memref.alloc() : memref<5xf32>
  %mean = memref.alloc() : memref<5xf32>
  %d = memref.alloc() : memref<5x16xf32>
  %sq = memref.alloc() : memref<5x16xf32>
  %s2 = memref.alloc() : memref<5xf32>
  %var = memref.alloc() : memref<5xf32>
  %rstd = memref.alloc() : memref<5xf32>
  %y1 = memref.alloc() : memref<5x16xf32>
  %y2 = memref.alloc() : memref<5x16xf32>
  linalg.fill ins(%zero : f32) outs(%s1 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<5x16xf32>) outs(%s1 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s1 : memref<5xf32>) outs(%mean : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : memref<5x16xf32>, memref<5xf32>) outs(%d : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.subf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d : memref<5x16xf32>) outs(%sq : memref<5x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.mulf %a0, %a0 : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s2 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : memref<5x16xf32>) outs(%s2 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s2 : memref<5xf32>) outs(%var : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : memref<5xf32>) outs(%rstd : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %v = arith.addf %a0, %eps : f32
    %t = math.rsqrt %v : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd : memref<5x16xf32>, memref<5xf32>) outs(%y1 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : memref<5x16xf32>, memref<16xf32>) outs(%y2 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : memref<5x16xf32>, memref<16xf32>) outs(%y : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.addf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  memref.dealloc %s1 : memref<5xf32>
  memref.dealloc %mean : memref<5xf32>
  memref.dealloc %d : memref<5x16xf32>
  memref.dealloc %sq : memref<5x16xf32>
  memref.dealloc %s2 : memref<5xf32>
  memref.dealloc %var : memref<5xf32>
  memref.dealloc %rstd : memref<5xf32>
  memref.dealloc %y1 : memref<5x16xf32>
  memref.dealloc %y2 : memref<5x16xf32>
  return
}

// -----

// Near miss: the same tensor chain bufferized after its tensor.empty ops were
// merged (CSE): bufferization reuses one buffer for several intermediates
// (mean, the variance's sum and rstd; d * d, d * rstd and the result), which
// the scratch rule does not follow. It stays unmatched (exact, not fused).
// CHECK-LABEL: func.func @nm_ln_reused_buffers(
// CHECK-NOT: kernel.launch

func.func @nm_ln_reused_buffers(%arg0: memref<2x4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<8xf32>) -> memref<2x4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 8.000000e+00 : f32
  %cst_1 = arith.constant 8.000000e+00 : f32
  %cst_2 = arith.constant 1.000000e-05 : f64
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<2x4x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : memref<2x4x8xf32>) outs(%alloc_3 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_3 : memref<2x4x1xf32>) outs(%alloc : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %cst_0 : f32
    linalg.yield %0 : f32
  }
  %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %alloc : memref<2x4x8xf32>, memref<2x4x1xf32>) outs(%alloc_5 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_7: f32, %out: f32):
    %0 = arith.subf %in, %in_7 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_5 : memref<2x4x8xf32>) outs(%alloc_4 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  }
  linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_4 : memref<2x4x8xf32>) outs(%alloc : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<2x4x1xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc : memref<2x4x1xf32>) outs(%alloc_6 : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %cst_1 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_6 : memref<2x4x1xf32>) outs(%alloc : memref<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %cst_2 : f64 to f32
    %1 = arith.addf %in, %0 : f32
    %2 = math.rsqrt %1 : f32
    linalg.yield %2 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_5, %alloc : memref<2x4x8xf32>, memref<2x4x1xf32>) outs(%alloc_4 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_7: f32, %out: f32):
    %0 = arith.mulf %in, %in_7 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_4, %arg1 : memref<2x4x8xf32>, memref<8xf32>) outs(%alloc_4 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_7: f32, %out: f32):
    %0 = arith.mulf %in, %in_7 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_4, %arg2 : memref<2x4x8xf32>, memref<8xf32>) outs(%alloc_4 : memref<2x4x8xf32>) {
  ^bb0(%in: f32, %in_7: f32, %out: f32):
    %0 = arith.addf %in, %in_7 : f32
    linalg.yield %0 : f32
  }
  return %alloc_4 : memref<2x4x8xf32>
}

// -----

// Near miss: gamma is written between its read (y1 * gamma) and the last
// statement, where the launch would read it.
// CHECK-LABEL: func.func @nm_ln_gamma_written(
// CHECK-NOT: kernel.launch

func.func @nm_ln_gamma_written(%x: memref<5x16xf32>, %g: memref<16xf32>, %b: memref<16xf32>, %y: memref<5x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 16.0 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %s1 = memref.alloc() : memref<5xf32>
  %mean = memref.alloc() : memref<5xf32>
  %d = memref.alloc() : memref<5x16xf32>
  %sq = memref.alloc() : memref<5x16xf32>
  %s2 = memref.alloc() : memref<5xf32>
  %var = memref.alloc() : memref<5xf32>
  %rstd = memref.alloc() : memref<5xf32>
  %y1 = memref.alloc() : memref<5x16xf32>
  %y2 = memref.alloc() : memref<5x16xf32>
  linalg.fill ins(%zero : f32) outs(%s1 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<5x16xf32>) outs(%s1 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s1 : memref<5xf32>) outs(%mean : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : memref<5x16xf32>, memref<5xf32>) outs(%d : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.subf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d : memref<5x16xf32>) outs(%sq : memref<5x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.mulf %a0, %a0 : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s2 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : memref<5x16xf32>) outs(%s2 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s2 : memref<5xf32>) outs(%var : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : memref<5xf32>) outs(%rstd : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %v = arith.addf %a0, %eps : f32
    %t = math.rsqrt %v : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd : memref<5x16xf32>, memref<5xf32>) outs(%y1 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : memref<5x16xf32>, memref<16xf32>) outs(%y2 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%g : memref<16xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : memref<5x16xf32>, memref<16xf32>) outs(%y : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.addf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  memref.dealloc %s1 : memref<5xf32>
  memref.dealloc %mean : memref<5xf32>
  memref.dealloc %d : memref<5x16xf32>
  memref.dealloc %sq : memref<5x16xf32>
  memref.dealloc %s2 : memref<5xf32>
  memref.dealloc %var : memref<5xf32>
  memref.dealloc %rstd : memref<5xf32>
  memref.dealloc %y1 : memref<5x16xf32>
  memref.dealloc %y2 : memref<5x16xf32>
  return
}

// -----

// Near miss: x is written between the first sum and the launch.
// CHECK-LABEL: func.func @nm_ln_x_written(
// CHECK-NOT: kernel.launch

func.func @nm_ln_x_written(%x: memref<5x16xf32>, %g: memref<16xf32>, %b: memref<16xf32>, %y: memref<5x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 16.0 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %s1 = memref.alloc() : memref<5xf32>
  %mean = memref.alloc() : memref<5xf32>
  %d = memref.alloc() : memref<5x16xf32>
  %sq = memref.alloc() : memref<5x16xf32>
  %s2 = memref.alloc() : memref<5xf32>
  %var = memref.alloc() : memref<5xf32>
  %rstd = memref.alloc() : memref<5xf32>
  %y1 = memref.alloc() : memref<5x16xf32>
  %y2 = memref.alloc() : memref<5x16xf32>
  linalg.fill ins(%zero : f32) outs(%s1 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<5x16xf32>) outs(%s1 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s1 : memref<5xf32>) outs(%mean : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : memref<5x16xf32>, memref<5xf32>) outs(%d : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.subf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d : memref<5x16xf32>) outs(%sq : memref<5x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.mulf %a0, %a0 : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%x : memref<5x16xf32>)
  linalg.fill ins(%zero : f32) outs(%s2 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : memref<5x16xf32>) outs(%s2 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s2 : memref<5xf32>) outs(%var : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : memref<5xf32>) outs(%rstd : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %v = arith.addf %a0, %eps : f32
    %t = math.rsqrt %v : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd : memref<5x16xf32>, memref<5xf32>) outs(%y1 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : memref<5x16xf32>, memref<16xf32>) outs(%y2 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : memref<5x16xf32>, memref<16xf32>) outs(%y : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.addf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  memref.dealloc %s1 : memref<5xf32>
  memref.dealloc %mean : memref<5xf32>
  memref.dealloc %d : memref<5x16xf32>
  memref.dealloc %sq : memref<5x16xf32>
  memref.dealloc %s2 : memref<5xf32>
  memref.dealloc %var : memref<5xf32>
  memref.dealloc %rstd : memref<5xf32>
  memref.dealloc %y1 : memref<5x16xf32>
  memref.dealloc %y2 : memref<5x16xf32>
  return
}

// -----

// Near miss: d = x - mean is also copied out after the chain (a scratch
// buffer with a fourth user).
// CHECK-LABEL: func.func @nm_ln_d_read_after(
// CHECK-NOT: kernel.launch

func.func @nm_ln_d_read_after(%x: memref<5x16xf32>, %g: memref<16xf32>, %b: memref<16xf32>, %y: memref<5x16xf32>, %out: memref<5x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 16.0 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %s1 = memref.alloc() : memref<5xf32>
  %mean = memref.alloc() : memref<5xf32>
  %d = memref.alloc() : memref<5x16xf32>
  %sq = memref.alloc() : memref<5x16xf32>
  %s2 = memref.alloc() : memref<5xf32>
  %var = memref.alloc() : memref<5xf32>
  %rstd = memref.alloc() : memref<5xf32>
  %y1 = memref.alloc() : memref<5x16xf32>
  %y2 = memref.alloc() : memref<5x16xf32>
  linalg.fill ins(%zero : f32) outs(%s1 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<5x16xf32>) outs(%s1 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s1 : memref<5xf32>) outs(%mean : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : memref<5x16xf32>, memref<5xf32>) outs(%d : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.subf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d : memref<5x16xf32>) outs(%sq : memref<5x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.mulf %a0, %a0 : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s2 : memref<5xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : memref<5x16xf32>) outs(%s2 : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.addf %a0, %o : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s2 : memref<5xf32>) outs(%var : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %t = arith.divf %a0, %n : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : memref<5xf32>) outs(%rstd : memref<5xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %v = arith.addf %a0, %eps : f32
    %t = math.rsqrt %v : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd : memref<5x16xf32>, memref<5xf32>) outs(%y1 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : memref<5x16xf32>, memref<16xf32>) outs(%y2 : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.mulf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : memref<5x16xf32>, memref<16xf32>) outs(%y : memref<5x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %t = arith.addf %a0, %a1 : f32
    linalg.yield %t : f32
  }
  memref.copy %d, %out : memref<5x16xf32> to memref<5x16xf32>
  memref.dealloc %s1 : memref<5xf32>
  memref.dealloc %mean : memref<5xf32>
  memref.dealloc %d : memref<5x16xf32>
  memref.dealloc %sq : memref<5x16xf32>
  memref.dealloc %s2 : memref<5xf32>
  memref.dealloc %var : memref<5xf32>
  memref.dealloc %rstd : memref<5xf32>
  memref.dealloc %y1 : memref<5x16xf32>
  memref.dealloc %y2 : memref<5x16xf32>
  return
}
