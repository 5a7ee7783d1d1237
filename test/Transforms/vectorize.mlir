// --kmatch-vectorize turns all-parallel linalg ops on buffers into loops of
// 64-byte vectors with a scalar remainder tile, and leaves alone what it
// cannot vectorize exactly or contiguously.
//
// RUN: kmatch-opt %s --kmatch-vectorize -split-input-file | FileCheck %s

// Relu over 1024 floats: 64 tiles of 16 lanes, no remainder.
// CHECK-LABEL: func.func @relu
// CHECK-SAME: (%[[X:.*]]: memref<1024xf32>, %[[Y:.*]]: memref<1024xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C16]]
// CHECK: %[[V:.*]] = vector.load %[[X]][%[[I]]] : memref<1024xf32>, vector<16xf32>
// CHECK: %[[M:.*]] = arith.maximumf %[[V]], %[[ZERO]] : vector<16xf32>
// CHECK: vector.store %[[M]], %[[Y]][%[[I]]] : memref<1024xf32>, vector<16xf32>
// CHECK-NOT: linalg.generic
func.func @relu(%x: memref<1024xf32>, %y: memref<1024xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<1024xf32>) outs(%y : memref<1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A bias add along the rows of a 4x40 matrix: per row, two vector tiles and a
// remainder of 8 left to convert-linalg-to-loops; the bias is loaded as a
// vector too.
// CHECK-LABEL: func.func @bias_add
// CHECK-SAME: (%[[X:.*]]: memref<4x40xf32>, %[[B:.*]]: memref<40xf32>, %[[Y:.*]]: memref<4x40xf32>)
// CHECK: scf.for %[[I:.*]] =
// CHECK: scf.for %[[J:.*]] =
// CHECK: %[[XV:.*]] = vector.load %[[X]][%[[I]], %[[J]]] : memref<4x40xf32>, vector<16xf32>
// CHECK: %[[BV:.*]] = vector.load %[[B]][%[[J]]] : memref<40xf32>, vector<16xf32>
// CHECK: %[[S:.*]] = arith.addf %[[XV]], %[[BV]] : vector<16xf32>
// CHECK: vector.store %[[S]], %[[Y]][%[[I]], %[[J]]]
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK-SAME: ins({{.*}} : memref<1x?xf32, strided<[40, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>)
// CHECK: arith.addf {{.*}} : f32
func.func @bias_add(%x: memref<4x40xf32>, %b: memref<40xf32>, %y: memref<4x40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<4x40xf32>, memref<40xf32>) outs(%y : memref<4x40xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Dynamic shapes: the vector loop runs to the last full tile, the remainder
// loop from there.
// CHECK-LABEL: func.func @dynamic_exp
// CHECK: %[[SPLIT:.*]] = affine.apply
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[SPLIT]] step %{{.*}}
// CHECK: math.exp %{{.*}} : vector<16xf32>
// CHECK: scf.for %{{.*}} = %[[SPLIT]] to
// CHECK: linalg.generic
// CHECK: math.exp %{{.*}} : f32
func.func @dynamic_exp(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<?x?xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// Named ops: copy, fill and a broadcast along a new leading dim; f64 runs on
// 8 lanes, i8 on 64.
// CHECK-LABEL: func.func @named
// CHECK: vector.load {{.*}} : memref<3x64xf64>, vector<8xf64>
// CHECK: vector.store {{.*}} : memref<3x64xf64>, vector<8xf64>
// CHECK: vector.store {{.*}} : memref<3x64xf64>, vector<8xf64>
// CHECK: vector.load {{.*}} : memref<3x64xi8>, vector<64xi8>
// CHECK: vector.store {{.*}} : memref<5x3x64xi8>, vector<64xi8>
// CHECK-NOT: linalg.
func.func @named(%x: memref<3x64xf64>, %y: memref<3x64xf64>, %a: memref<3x64xi8>, %z: memref<5x3x64xi8>) {
  %c = arith.constant 7.0 : f64
  linalg.copy ins(%x : memref<3x64xf64>) outs(%y : memref<3x64xf64>)
  linalg.fill ins(%c : f64) outs(%x : memref<3x64xf64>)
  linalg.broadcast ins(%a : memref<3x64xi8>) outs(%z : memref<5x3x64xi8>) dimensions = [0]
  return
}

// -----

// An in-place update (the output is also read, through the same map) is
// vectorized: each lane reads its element before writing it.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: (%[[X:.*]]: memref<64xf32>, %[[Y:.*]]: memref<64xf32>)
// CHECK: vector.load %[[Y]]
// CHECK: vector.load %[[X]]
// CHECK: vector.store {{.*}}, %[[X]]
func.func @in_place(%x: memref<64xf32>, %y: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%y, %x : memref<64xf32>, memref<64xf32>) outs(%x : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A reduction along an outer loop: the column sum runs on 16 lanes, one row
// per step, each lane adding its own column's element (in the body's
// operand order up to LLVM's commuting of fadd); the remainder stays a
// linalg op.
// CHECK-LABEL: func.func @column_sum
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[X:.*]] = vector.load {{.*}} : memref<64x40xf32>, vector<16xf32>
// CHECK: %[[ACC:.*]] = vector.load {{.*}} : memref<40xf32>, vector<16xf32>
// CHECK: arith.addf %[[X]], %[[ACC]] : vector<16xf32>
// CHECK: vector.store
// CHECK: linalg.generic
func.func @column_sum(%x: memref<64x40xf32>, %y: memref<40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x40xf32>) outs(%y : memref<40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: a reduction along the innermost loop keeps the loops' order of
// the sum.
// CHECK-LABEL: func.func @row_sum
// CHECK-NOT: vector
// CHECK: linalg.generic
// CHECK-NOT: vector
func.func @row_sum(%x: memref<64x64xf32>, %y: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<64x64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: the input has stride 2 in its last dim.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: vector
// CHECK: linalg.generic
func.func @strided(%x: memref<8x64xf32, strided<[128, 2]>>, %y: memref<8x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x64xf32, strided<[128, 2]>>) outs(%y : memref<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Near miss: a transpose reads its input across rows.
// CHECK-LABEL: func.func @transpose
// CHECK-NOT: vector
// CHECK: linalg.transpose
func.func @transpose(%x: memref<64x64xf32>, %y: memref<64x64xf32>) {
  linalg.transpose ins(%x : memref<64x64xf32>) outs(%y : memref<64x64xf32>) permutation = [1, 0]
  return
}

// -----

// Near miss: the output is the input shifted by one element; the scalar loop
// carries each result into the next element, vectors would not.
// CHECK-LABEL: func.func @shifted_alias
// CHECK-NOT: vector
// CHECK: linalg.generic
func.func @shifted_alias(%x: memref<65xf32>) {
  %in = memref.subview %x[0] [64] [1] : memref<65xf32> to memref<64xf32, strided<[1]>>
  %out = memref.subview %x[1] [64] [1] : memref<65xf32> to memref<64xf32, strided<[1], offset: 1>>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%in : memref<64xf32, strided<[1]>>) outs(%out : memref<64xf32, strided<[1], offset: 1>>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near misses: i1 (bits in a vector, bytes in a memref), f16, a body op with
// no vector lowering (erf goes to libm per element), an index-dependent body,
// and an innermost dim shorter than a vector.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector
// CHECK: linalg.copy
// CHECK: linalg.copy
// CHECK: math.erf
// CHECK: linalg.index
// CHECK: arith.negf
// CHECK-NOT: vector
func.func @left_alone(%b: memref<64xi1>, %c: memref<64xi1>, %h: memref<64xf16>, %g: memref<64xf16>,
                      %x: memref<64xf32>, %y: memref<64xf32>, %s: memref<64x8xf32>, %t: memref<64x8xf32>) {
  linalg.copy ins(%b : memref<64xi1>) outs(%c : memref<64xi1>)
  linalg.copy ins(%h : memref<64xf16>) outs(%g : memref<64xf16>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.erf %a : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%y : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<64x8xf32>) outs(%t : memref<64x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Near miss: on tensors (before bufferization) nothing is tiled.
// CHECK-LABEL: func.func @tensors
// CHECK-NOT: vector
// CHECK: linalg.generic
func.func @tensors(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A copy into a channel slice of a concatenation at batch 2 (not
// contiguous: memref.copy would call memrefCopy element by element) becomes
// a linalg.copy over (n, c*h*w), the dims both views lay out contiguously
// merged, vectorized along the merged dim.
// CHECK-LABEL: func.func @copy_into_concat_slice
// CHECK-NOT: memref.copy
// CHECK-DAG: %[[S:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2, 3]] : memref<2x4x5x5xf32> into memref<2x100xf32>
// CHECK-DAG: %[[D:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2, 3]] : memref<2x4x5x5xf32, strided<[200, 25, 5, 1], offset: 100>> into memref<2x100xf32, strided<[200, 1], offset: 100>>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: vector.load
// CHECK: vector.store
func.func @copy_into_concat_slice(%x: memref<2x4x5x5xf32>, %cat: memref<2x8x5x5xf32>) {
  %s = memref.subview %cat[0, 4, 0, 0] [2, 4, 5, 5] [1, 1, 1, 1] : memref<2x8x5x5xf32> to memref<2x4x5x5xf32, strided<[200, 25, 5, 1], offset: 100>>
  memref.copy %x, %s : memref<2x4x5x5xf32> to memref<2x4x5x5xf32, strided<[200, 25, 5, 1], offset: 100>>
  return
}

// -----

// A contiguous copy stays a memref.copy (a memcpy in LLVM).
// CHECK-LABEL: func.func @contiguous_copy
// CHECK: memref.copy
// CHECK-NOT: linalg.copy
func.func @contiguous_copy(%x: memref<2x4x5x5xf32>, %y: memref<2x4x5x5xf32>) {
  memref.copy %x, %y : memref<2x4x5x5xf32> to memref<2x4x5x5xf32>
  return
}

// -----

// A copy whose views may overlap (two subviews of one buffer) stays a
// memref.copy.
// CHECK-LABEL: func.func @overlapping_copy
// CHECK: memref.copy
// CHECK-NOT: linalg.copy
func.func @overlapping_copy(%cat: memref<2x8x5x5xf32>) {
  %a = memref.subview %cat[0, 0, 0, 0] [2, 4, 5, 5] [1, 1, 1, 1] : memref<2x8x5x5xf32> to memref<2x4x5x5xf32, strided<[200, 25, 5, 1]>>
  %b = memref.subview %cat[0, 4, 0, 0] [2, 4, 5, 5] [1, 1, 1, 1] : memref<2x8x5x5xf32> to memref<2x4x5x5xf32, strided<[200, 25, 5, 1], offset: 100>>
  memref.copy %a, %b : memref<2x4x5x5xf32, strided<[200, 25, 5, 1]>> to memref<2x4x5x5xf32, strided<[200, 25, 5, 1], offset: 100>>
  return
}

// -----

// A transposed view: the last dims are not contiguous in the source, so
// nothing merges, and a stride-5 inner dim stays scalar loops.
// CHECK-LABEL: func.func @transposed_copy
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.collapse_shape
// CHECK: linalg.copy
func.func @transposed_copy(%x: memref<5x5xf32>, %y: memref<5x5xf32>) {
  %t = memref.transpose %x (i, j) -> (j, i) : memref<5x5xf32> to memref<5x5xf32, strided<[1, 5]>>
  memref.copy %t, %y : memref<5x5xf32, strided<[1, 5]>> to memref<5x5xf32>
  return
}
