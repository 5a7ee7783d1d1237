// The remainder left on the default path is fused and vectorized without
// changing a bit: an elementwise chain over NaN, +-Inf, +-0, subnormals and
// extremes, through kmatch-pipeline (vector loops plus a scalar remainder)
// and through vectorize=false (scalar loops) and upstream's lowering, prints
// the same bit patterns. The shapes (37x45, and the same data through
// dynamic shapes) leave a remainder after the 16-lane tiles; a stride-2 view
// stays scalar. The IR checks show that the vector path is the one taken.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.vec.mlir
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t.vec.mlir
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false" -o %t.scalar.mlir
// RUN: FileCheck %s --check-prefix=SCALAR --input-file=%t.scalar.mlir
// RUN: %run_cpu %t.vec.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.vec.out
// RUN: %run_cpu %t.scalar.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.scalar.out
// RUN: %upstream_lower_nodealloc %s | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref.out
// RUN: diff %t.scalar.out %t.vec.out
// RUN: diff %t.ref.out %t.vec.out
// RUN: FileCheck %s --input-file=%t.vec.out
//
// The vector path: the chain runs on 16 lanes, NaN-propagating max included.
// VEC-DAG: llvm.intr.maximum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.intr.minnum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.fdiv {{.*}} : vector<16xf32>
// VEC-DAG: llvm.intr.sqrt({{.*}}) : (vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.intr.copysign({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.select {{.*}} : vector<16xi1>, vector<16xf32>
// VEC-DAG: llvm.fsub {{.*}} : vector<8xf64>
// SCALAR-NOT: vector<
//
// Every special value reaches the output (bit patterns as signed i32):
// +0 0, -0 -2147483648, +inf 2139095040, -inf -8388608, and the default NaN
// 2143289344 and its negation -4194304.
// CHECK-LABEL: chain
// CHECK-DAG: {{ }}0,
// CHECK-DAG: -2147483648,
// CHECK-DAG: 2139095040,
// CHECK-DAG: -8388608,
// CHECK-DAG: 2143289344,
// CHECK-DAG: -4194304,
// CHECK-LABEL: dynamic
// CHECK-LABEL: strided
// CHECK-LABEL: f64

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

/// An elementwise chain that templates leave alone: every op's IEEE corner
/// (NaN propagation of maximumf, NaN dropping of minnumf, -0 of negf and
/// copysign, x / 0, sqrt of negatives, Inf - Inf) shows in its bits.
func.func @chain(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %mixed = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    %q = arith.divf %p, %c : f32
    %r = arith.maximumf %q, %a : f32
    %t = arith.minnumf %r, %c : f32
    %u = arith.subf %t, %a : f32
    %n0 = arith.negf %u : f32
    %cs = math.copysign %n0, %c : f32
    %sq = math.sqrt %cs : f32
    %lt = arith.cmpf ult, %sq, %zero : f32
    %sel = arith.select %lt, %cs, %sq : f32
    %mz = arith.subf %sel, %zero : f32
    linalg.yield %mz : f32
  } -> tensor<?x?xf32>
  return %mixed : tensor<?x?xf32>
}

/// The same on static shapes, so peeling has constant bounds, on a copy of x
/// that the fused chain overwrites in place.
func.func @chain_static(%x0: tensor<37x45xf32>, %y: tensor<37x45xf32>, %b: tensor<45xf32>) -> tensor<37x45xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %x = linalg.copy ins(%x0 : tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<37x45xf32>, tensor<45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  %mixed = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum, %y : tensor<37x45xf32>, tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    %q = arith.divf %p, %c : f32
    %r = arith.maximumf %q, %a : f32
    %t = arith.minnumf %r, %c : f32
    %u = arith.subf %t, %a : f32
    %n0 = arith.negf %u : f32
    %cs = math.copysign %n0, %c : f32
    %sq = math.sqrt %cs : f32
    %lt = arith.cmpf ult, %sq, %zero : f32
    %sel = arith.select %lt, %cs, %sq : f32
    %mz = arith.subf %sel, %zero : f32
    linalg.yield %mz : f32
  } -> tensor<37x45xf32>
  return %mixed : tensor<37x45xf32>
}

/// x * 2 - y on every other column: not unit-stride, stays scalar.
func.func @strided(%x: memref<37x45xf32>, %y: memref<37x23xf32>) {
  %two = arith.constant 2.0 : f32
  %v = memref.subview %x[0, 0] [37, 23] [1, 2] : memref<37x45xf32> to memref<37x23xf32, strided<[45, 2]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v : memref<37x23xf32, strided<[45, 2]>>) outs(%y : memref<37x23xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %two : f32
    %s = arith.subf %p, %o : f32
    linalg.yield %s : f32
  }
  return
}

/// f64: Inf - Inf and -0 - +0 on 8 lanes.
func.func @sub_f64(%x: memref<37x45xf64>, %y: memref<37x45xf64>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<37x45xf64>) outs(%y : memref<37x45xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.subf %a, %o : f64
    linalg.yield %s : f64
  }
  return
}

/// Fills `m` from a table of special values: m[i][j] = table[(i * 45 + j *
/// step) mod 16].
func.func @fill(%m: memref<37x45xf32>, %step: index) {
  %table = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0,
      1.0e-40, -1.0e-40, 3.5, -2.25, 3.0e38, -3.0e38, 1.0, -1.0, 0.5, 0xFFC00000,
      1.17549435e-38]> : tensor<16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c37 = arith.constant 37 : index
  %c45 = arith.constant 45 : index
  scf.for %i = %c0 to %c37 step %c1 {
    scf.for %j = %c0 to %c45 step %c1 {
      %r = arith.muli %i, %c45 : index
      %s = arith.muli %j, %step : index
      %t = arith.addi %r, %s : index
      %k = arith.remui %t, %c16 : index
      %v = tensor.extract %table[%k] : tensor<16xf32>
      memref.store %v, %m[%i, %j] : memref<37x45xf32>
    }
  }
  return
}

func.func @print_bits(%t: memref<37x45xf32>) {
  %bits = memref.alloc() : memref<37x45xi32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : memref<37x45xf32>) outs(%bits : memref<37x45xi32>) {
  ^bb0(%a: f32, %o: i32):
    %i = arith.bitcast %a : f32 to i32
    linalg.yield %i : i32
  }
  %u = memref.cast %bits : memref<37x45xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %bits : memref<37x45xi32>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %xm = memref.alloc() : memref<37x45xf32>
  %ym = memref.alloc() : memref<37x45xf32>
  %bm = memref.alloc() : memref<1x45xf32>
  call @fill(%xm, %c1) : (memref<37x45xf32>, index) -> ()
  call @fill(%ym, %c3) : (memref<37x45xf32>, index) -> ()
  %bfull = memref.alloc() : memref<37x45xf32>
  call @fill(%bfull, %c5) : (memref<37x45xf32>, index) -> ()
  %brow = memref.subview %bfull[3, 0] [1, 45] [1, 1] : memref<37x45xf32> to memref<45xf32, strided<[1], offset: 135>>
  %x = bufferization.to_tensor %xm restrict : memref<37x45xf32> to tensor<37x45xf32>
  %y = bufferization.to_tensor %ym restrict : memref<37x45xf32> to tensor<37x45xf32>
  %b = bufferization.to_tensor %brow restrict : memref<45xf32, strided<[1], offset: 135>> to tensor<45xf32>

  vector.print str "chain\n"
  %r = call @chain_static(%x, %y, %b) : (tensor<37x45xf32>, tensor<37x45xf32>, tensor<45xf32>) -> tensor<37x45xf32>
  %rm = bufferization.to_buffer %r : tensor<37x45xf32> to memref<37x45xf32>
  call @print_bits(%rm) : (memref<37x45xf32>) -> ()

  vector.print str "dynamic\n"
  %xd = tensor.cast %x : tensor<37x45xf32> to tensor<?x?xf32>
  %yd = tensor.cast %y : tensor<37x45xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<45xf32> to tensor<?xf32>
  %d = call @chain(%xd, %yd, %bd) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %ds = tensor.cast %d : tensor<?x?xf32> to tensor<37x45xf32>
  %dm = bufferization.to_buffer %ds : tensor<37x45xf32> to memref<37x45xf32>
  call @print_bits(%dm) : (memref<37x45xf32>) -> ()

  vector.print str "strided\n"
  %sy = memref.alloc() : memref<37x23xf32>
  %sy45 = memref.alloc() : memref<37x45xf32>
  call @fill(%sy45, %c3) : (memref<37x45xf32>, index) -> ()
  %syv = memref.subview %sy45[0, 0] [37, 23] [1, 1] : memref<37x45xf32> to memref<37x23xf32, strided<[45, 1]>>
  memref.copy %syv, %sy : memref<37x23xf32, strided<[45, 1]>> to memref<37x23xf32>
  call @strided(%xm, %sy) : (memref<37x45xf32>, memref<37x23xf32>) -> ()
  %sybits = memref.alloc() : memref<37x23xi32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sy : memref<37x23xf32>) outs(%sybits : memref<37x23xi32>) {
  ^bb0(%a: f32, %o: i32):
    %i = arith.bitcast %a : f32 to i32
    linalg.yield %i : i32
  }
  %syu = memref.cast %sybits : memref<37x23xi32> to memref<*xi32>
  call @printMemrefI32(%syu) : (memref<*xi32>) -> ()

  vector.print str "f64\n"
  %xf = memref.alloc() : memref<37x45xf64>
  %yf = memref.alloc() : memref<37x45xf64>
  linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xm, %ym : memref<37x45xf32>, memref<37x45xf32>) outs(%xf, %yf : memref<37x45xf64>, memref<37x45xf64>) {
  ^bb0(%a: f32, %c: f32, %o: f64, %p: f64):
    %ae = arith.extf %a : f32 to f64
    %ce = arith.extf %c : f32 to f64
    linalg.yield %ae, %ce : f64, f64
  }
  call @sub_f64(%xf, %yf) : (memref<37x45xf64>, memref<37x45xf64>) -> ()
  %fbits = memref.alloc() : memref<37x45xi64>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%yf : memref<37x45xf64>) outs(%fbits : memref<37x45xi64>) {
  ^bb0(%a: f64, %o: i64):
    %i = arith.bitcast %a : f64 to i64
    linalg.yield %i : i64
  }
  %fu = memref.cast %fbits : memref<37x45xi64> to memref<*xi64>
  call @printMemrefI64(%fu) : (memref<*xi64>) -> ()

  memref.dealloc %xm : memref<37x45xf32>
  memref.dealloc %ym : memref<37x45xf32>
  memref.dealloc %bm : memref<1x45xf32>
  memref.dealloc %bfull : memref<37x45xf32>
  memref.dealloc %sy : memref<37x23xf32>
  memref.dealloc %sy45 : memref<37x45xf32>
  memref.dealloc %sybits : memref<37x23xi32>
  memref.dealloc %xf : memref<37x45xf64>
  memref.dealloc %yf : memref<37x45xf64>
  memref.dealloc %fbits : memref<37x45xi64>
  return
}
