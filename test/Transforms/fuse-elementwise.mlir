// --kmatch-fuse-elementwise inlines an elementwise producer into its only
// consumer, and leaves every chain where that would recompute, reorder
// effects or move work into a loop.
//
// RUN: kmatch-opt %s --kmatch-fuse-elementwise -split-input-file | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

// Bias add then relu: one generic with both bodies, the bias still read
// along the rows.
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME: (%[[X:.*]]: tensor<4x40xf32>, %[[B:.*]]: tensor<40xf32>)
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK-SAME: ins(%[[X]], %[[B]] : tensor<4x40xf32>, tensor<40xf32>)
// CHECK: %[[S:.*]] = arith.addf
// CHECK: %[[M:.*]] = arith.maximumf %[[S]]
// CHECK: linalg.yield %[[M]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[Y]]
func.func @bias_relu(%x: tensor<4x40xf32>, %b: tensor<40xf32>) -> tensor<4x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x40xf32>
  %1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
    ins(%x, %b : tensor<4x40xf32>, tensor<40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x40xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<4x40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x40xf32>
  return %2 : tensor<4x40xf32>
}

// -----

// A chain of three, the last reading the first through a transpose: one
// generic.
// CHECK-LABEL: func.func @chain_transposed
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: math.exp
// CHECK: arith.negf
// CHECK: arith.mulf
func.func @chain_transposed(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%2, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>

// An elementwise producer feeding a row sum: fused into the reduction, whose
// loop order is unchanged.
// CHECK-LABEL: func.func @into_reduction
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
func.func @into_reduction(%x: tensor<8x16xf32>, %acc: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.mulf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%sq : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Near miss: the producer has a second use (a kernel-like call reads it);
// fusing would compute it twice.
// CHECK-LABEL: func.func @two_uses
// CHECK-COUNT-2: linalg.generic
func.func private @use(tensor<8xf32>)
func.func @two_uses(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  call @use(%1) : (tensor<8xf32>) -> ()
  %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%1 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

// Near miss: the consumer broadcasts the producer's result along its rows;
// fusing would compute every exp 16 times.
// CHECK-LABEL: func.func @broadcast_read
// CHECK-COUNT-2: linalg.generic
func.func @broadcast_read(%x: tensor<16xf32>) -> tensor<8x16xf32> {
  %e1 = tensor.empty() : tensor<16xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%x : tensor<16xf32>) outs(%e1 : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %2 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<16xf32>) outs(%e2 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// Near miss: the producer's body reads memory; inlined, its reads would move
// after whatever runs between the two.
// CHECK-LABEL: func.func @effects
// CHECK-COUNT-2: linalg.generic
func.func @effects(%x: tensor<8xf32>, %m: memref<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c0 = arith.constant 0 : index
    %l = memref.load %m[%c0] : memref<8xf32>
    %v = arith.addf %a, %l : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%1 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// Near miss: the consumer is in a loop; fused, the producer would run on
// every iteration.
// CHECK-LABEL: func.func @into_loop
// CHECK: linalg.generic
// CHECK: scf.for
// CHECK: linalg.generic
func.func @into_loop(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<8xf32> {
    %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%1, %acc : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    } -> tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>

// Near miss: a reduction producer is not elementwise.
// CHECK-LABEL: func.func @reduction_producer
// CHECK-COUNT-2: linalg.generic
func.func @reduction_producer(%x: tensor<8x16xf32>, %acc: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%r : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %n : tensor<8xf32>
}

// -----

// Near miss: on buffers nothing is fused (values, not memory, carry the
// chain only on tensors).
// CHECK-LABEL: func.func @buffers
// CHECK-COUNT-2: linalg.generic
func.func @buffers(%x: memref<8xf32>, %t: memref<8xf32>, %y: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%x : memref<8xf32>) outs(%t : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%t : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  }
  return
}

// -----

// The fused generic reads the matmul's result for the last time, through the
// map it writes with: it writes into that tensor instead of a new one, so
// bufferization updates the matmul's buffer in place.
// CHECK-LABEL: func.func @in_place
// CHECK: %[[R:.*]] = linalg.matmul
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[R]], %{{.*}} : tensor<8x16xf32>, tensor<16xf32>) outs(%[[R]] : tensor<8x16xf32>)
func.func @in_place(%a: tensor<8x4xf32>, %w: tensor<4x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.matmul ins(%a, %w : tensor<8x4xf32>, tensor<4x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%r, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// Also through a reshape of the result, each link used once.
// CHECK-LABEL: func.func @in_place_reshaped
// CHECK: %[[X:.*]] = tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[X]] : tensor<2x4x16xf32>)
func.func @in_place_reshaped(%a: tensor<8x4xf32>, %w: tensor<4x16xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.matmul ins(%a, %w : tensor<8x4xf32>, tensor<4x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %e3 = tensor.empty() : tensor<2x4x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%x : tensor<2x4x16xf32>) outs(%e3 : tensor<2x4x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<2x4x16xf32>
  return %y : tensor<2x4x16xf32>
}

// -----

// Near misses for writing in place: the input is read again later, read
// through a transpose, or is a function argument (the caller's buffer).
// CHECK-LABEL: func.func @not_in_place
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x8xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<8x8xf32>)
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<8x8xf32>)
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<8x8xf32>)
func.func @not_in_place(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%r : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%t : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  return %1, %r, %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
