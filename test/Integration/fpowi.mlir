// math.fpowi by a constant exponent 0 <= n < 2^31 becomes multiplications
// before the vectorizer (kmatch-expand-math), so bodies with it vectorize
// (torch-mlir writes GELU's tanh form with x^3 by fpowi). The products are LLVM's own for
// llvm.powi (squares x^(2^i) multiplied in from the lowest set bit), so every
// result equals upstream's scalar lowering bit for bit: each power of 16
// special values (signed zeros, a subnormal, infinities, quiet and signaling
// NaNs, values near 1 whose powers round, one whose cube underflows) is
// printed as its bits. A negative exponent, or one past 2^31 - 1, stays
// math.fpowi.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.vec.mlir
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t.vec.mlir
// RUN: %run_cpu %t.vec.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.out
// RUN: %upstream_lower_nodealloc %s | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref
// RUN: diff %t.ref %t.out
// RUN: FileCheck %s --input-file=%t.out
// RUN: kmatch-opt %s --kmatch-expand-math | FileCheck %s --check-prefix=EXPAND
//
// VEC-DAG: llvm.fmul {{.*}} : vector<16xf32>
// VEC-DAG: llvm.fmul {{.*}} : vector<8xf64>
// VEC-DAG: llvm.intr.powi({{.*}}) : (f32, i64) -> f32
//
// x^13 = x * x^4 * x^8, its squares in turn; x^0 = 1; x^-2 stays.
// EXPAND-LABEL: func.func @pow13
// EXPAND: ^bb0(%[[X:.*]]: f32,
// EXPAND-NEXT: %[[X2:.*]] = arith.mulf %[[X]], %[[X]] : f32
// EXPAND-NEXT: %[[X4:.*]] = arith.mulf %[[X2]], %[[X2]] : f32
// EXPAND-NEXT: %[[X5:.*]] = arith.mulf %[[X]], %[[X4]] : f32
// EXPAND-NEXT: %[[X8:.*]] = arith.mulf %[[X4]], %[[X4]] : f32
// EXPAND-NEXT: %[[X13:.*]] = arith.mulf %[[X5]], %[[X8]] : f32
// EXPAND-NEXT: arith.bitcast %[[X13]]
// x^0 is 1.0, whose bits the greedy driver folds to a constant.
// EXPAND-LABEL: func.func @pow0
// EXPAND: arith.constant 1065353216 : i32
// EXPAND-NOT: math.fpowi
// EXPAND-LABEL: func.func @pow_neg2
// EXPAND: math.fpowi
// Past 2^31 - 1 (the C int of __powisf2) it stays too.
// EXPAND-LABEL: func.func @pow_2e31
// EXPAND: math.fpowi
// Vector operands: test/Transforms/expand-math-fpowi.mlir.

#id = affine_map<(i) -> (i)>

func.func @pow13(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 13 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow0(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 0 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow_neg2(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant -2 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow1(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 1 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow2(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 2 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow3(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 3 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow4(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 4 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow5(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 5 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow7(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 7 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow8(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 8 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow1000(%x: tensor<16xf32>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32):
    %n = arith.constant 1000 : i64
    %p = math.fpowi %v, %n : f32, i64
    %b = arith.bitcast %p : f32 to i32
    linalg.yield %b : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pow3_f64(%x: tensor<8xf64>) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf64>) outs(%e : tensor<8xi64>) {
  ^bb0(%v: f64, %o: i64):
    %n = arith.constant 3 : i64
    %p = math.fpowi %v, %n : f64, i64
    %b = arith.bitcast %p : f64 to i64
    linalg.yield %b : i64
  } -> tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @pow7_f64(%x: tensor<8xf64>) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf64>) outs(%e : tensor<8xi64>) {
  ^bb0(%v: f64, %o: i64):
    %n = arith.constant 7 : i64
    %p = math.fpowi %v, %n : f64, i64
    %b = arith.bitcast %p : f64 to i64
    linalg.yield %b : i64
  } -> tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @pow_2e31(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.constant 2147483648 : i64
    %p = math.fpowi %v, %n : f32, i64
    linalg.yield %p : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %x = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0e-40, 1.5, -2.5, 3.0e+10, 0xFF800000, 0x7F800000, 0x7FC00000, 1.0001, 0.9999, 8.47032947e-22, -7.25, 0x7F800001]> : tensor<16xf32>
  %r13 = call @pow13(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u13 = tensor.cast %r13 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  %r0 = call @pow0(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u0 = tensor.cast %r0 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  %r2m = call @pow_neg2(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u2m = tensor.cast %r2m : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u2m) : (tensor<*xi32>) -> ()
  %r1 = call @pow1(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u1 = tensor.cast %r1 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %r2 = call @pow2(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u2 = tensor.cast %r2 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  %r3 = call @pow3(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u3 = tensor.cast %r3 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %r4 = call @pow4(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u4 = tensor.cast %r4 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  %r5 = call @pow5(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u5 = tensor.cast %r5 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  %r7 = call @pow7(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u7 = tensor.cast %r7 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  %r8 = call @pow8(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u8 = tensor.cast %r8 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  %r1000 = call @pow1000(%x) : (tensor<16xf32>) -> tensor<16xi32>
  %u1000 = tensor.cast %r1000 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u1000) : (tensor<*xi32>) -> ()
  %d = arith.constant dense<[0.0, -0.0, 1.0e-310, 1.5, -2.5, 0xFFF0000000000000, 0x7FF8000000000000, 1.0000001]> : tensor<8xf64>
  %d3 = call @pow3_f64(%d) : (tensor<8xf64>) -> tensor<8xi64>
  %v3 = tensor.cast %d3 : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%v3) : (tensor<*xi64>) -> ()
  %d7 = call @pow7_f64(%d) : (tensor<8xf64>) -> tensor<8xi64>
  %v7 = tensor.cast %d7 : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%v7) : (tensor<*xi64>) -> ()
  return
}

// The bits of each power, in the order main prints them (f32 values as in
// main: 0, -0, 1, -1, 1e-40, 1.5, -2.5, 3e10, -inf, inf, NaN, 1.0001, 0.9999,
// 8.47e-22, -7.25, a signaling NaN (quieted by any multiplication).
// x^13
// CHECK: [0,  -2147483648,  1065353216,  -1082130432,  0,  1128439448,  -938375961,  2139095040,  -8388608,  2139095040,  2143289344,  1065364127,  1065331416,  0,  -770808557,  2143289345]
// x^0: 1 for every x, NaN included
// CHECK: [1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216,  1065353216]
// x^-2 (math.fpowi, scalar)
// CHECK: [2139095040,  2139095040,  1065353216,  1065353216,  2139095040,  1055100473,  1042536202,  480765959,  0,  0,  2143289344,  1065349861,  1065354894,  2139095040,  1016846913,  2143289345]
// x^1
// CHECK: [0,  -2147483648,  1065353216,  -1082130432,  71362,  1069547520,  -1071644672,  1356825718,  -8388608,  2139095040,  2143289344,  1065354055,  1065351538,  478150656,  -1058537472,  2139095041]
// x^2
// CHECK: [0,  0,  1065353216,  1065353216,  0,  1074790400,  1086849024,  1648568330,  2139095040,  2139095040,  2143289344,  1065354894,  1065349860,  512,  1112686592,  2143289345]
// x^3: -0 stays -0, (8.47e-22)^3 underflows to 0
// CHECK: [0,  -2147483648,  1065353216,  -1082130432,  0,  1079508992,  -1048969216,  1940546779,  -8388608,  2139095040,  2143289344,  1065355733,  1065348182,  0,  -1010923008,  2143289345]
// x^4
// CHECK: [0,  0,  1065353216,  1065353216,  0,  1084358656,  1109147648,  2139095040,  2139095040,  2139095040,  2143289344,  1065356572,  1065346505,  0,  1160555792,  2143289345]
// x^5
// CHECK: [0,  -2147483648,  1065353216,  -1082130432,  0,  1089667072,  -1027387392,  2139095040,  -8388608,  2139095040,  2143289344,  1065357411,  1065344828,  0,  -962822954,  2143289345]
// x^7
// CHECK: [0,  -2147483648,  1065353216,  -1082130432,  0,  1099476992,  -1005021568,  2139095040,  -8388608,  2139095040,  2143289344,  1065359090,  1065341473,  0,  -914324089,  2143289345]
// x^8
// CHECK: [0,  0,  1065353216,  1065353216,  0,  1103955968,  1153350688,  2139095040,  2139095040,  2139095040,  2143289344,  1065359929,  1065339797,  0,  1256780293,  2143289345]
// x^1000
// CHECK: [0,  0,  1065353216,  1065353216,  0,  2139095040,  2139095040,  2139095040,  2139095040,  2139095040,  2143289344,  1066235367,  1063756372,  0,  2139095040,  2143289345]
// f64 x^3
// CHECK: [0,  -9223372036854775808,  0,  4614782243171205120,  -4598386325777809408,  -4503599627370496,  9221120237041090560,  4607182420151097432]
// f64 x^7
// CHECK: [0,  -9223372036854775808,  0,  4625502481542021120,  -4574792111915794432,  -4503599627370496,  9221120237041090560,  4607182421952538094]
