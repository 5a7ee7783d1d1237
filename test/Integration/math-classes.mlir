// Math ops MLIR 22's CPU lowering misses run: math.isinf and math.isnormal
// (kmatch-expand-math: ordered comparisons of |x|) and math.ipowi
// (convert-math-to-funcs), as scalars (vectorize=false) and as vectors
// (kmatch-vectorize turns the generics into vector ops). Before, the pipeline
// failed with "failed to legalize operation 'math.isinf'". math.isnan and
// math.isfinite, which upstream lowers, are now vectorized too. The classes are
// checked on both signs of zero, a subnormal, the smallest normal, the
// largest finite, both infinities and NaN, in f32 and f64.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.vec.mlir
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t.vec.mlir
// RUN: %run_cpu %t.vec.mlir | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false" | %run_cpu | FileCheck %s
// The pass on its own:
// RUN: kmatch-opt %s --kmatch-expand-math | FileCheck %s --check-prefix=EXPAND
//
// VEC-DAG: llvm.fcmp "oeq" {{.*}} : vector<16xf32>
// VEC-DAG: llvm.fcmp "oge" {{.*}} : vector<16xf32>
// VEC-DAG: llvm.fcmp "oeq" {{.*}} : vector<8xf64>
// VEC-DAG: llvm.fcmp "oge" {{.*}} : vector<8xf64>
// VEC-DAG: "llvm.intr.is.fpclass"({{.*}} : (vector<16xf32>) -> vector<16xi1>
//
// EXPAND-LABEL: func.func @classes_f32
// EXPAND-DAG: %[[MIN:.*]] = arith.constant 1.17549435E-38 : f32
// EXPAND-DAG: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// EXPAND: ^bb0(%[[X:.*]]: f32,
// EXPAND-NEXT: %[[ABS:.*]] = math.absf %[[X]] : f32
// EXPAND-NEXT: %[[ISINF:.*]] = arith.cmpf oeq, %[[ABS]], %[[INF]] : f32
// EXPAND-NEXT: %[[ABS2:.*]] = math.absf %[[X]] : f32
// EXPAND-NEXT: %[[GE:.*]] = arith.cmpf oge, %[[ABS2]], %[[MIN]] : f32
// EXPAND-NEXT: %[[LT:.*]] = arith.cmpf olt, %[[ABS2]], %[[INF]] : f32
// EXPAND-NEXT: %[[NORMAL:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// EXPAND-NEXT: arith.extui %[[ISINF]]
// EXPAND-NEXT: arith.extui %[[NORMAL]]
// EXPAND-LABEL: func.func @classes_f64
// EXPAND-DAG: arith.constant 2.2250738585072014E-308 : f64
// EXPAND-DAG: arith.constant 0x7FF0000000000000 : f64
// EXPAND-NOT: math.isinf
// EXPAND-NOT: math.isnormal
// EXPAND-LABEL: func.func @powers
// EXPAND: math.ipowi

#id = affine_map<(i) -> (i)>

func.func @classes_f32(%x: tensor<16xf32>) -> (tensor<16xi32>, tensor<16xi32>) {
  %e = tensor.empty() : tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e, %e : tensor<16xi32>, tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32, %p: i32):
    %inf = math.isinf %v : f32
    %normal = math.isnormal %v : f32
    %a = arith.extui %inf : i1 to i32
    %b = arith.extui %normal : i1 to i32
    linalg.yield %a, %b : i32, i32
  } -> (tensor<16xi32>, tensor<16xi32>)
  return %r#0, %r#1 : tensor<16xi32>, tensor<16xi32>
}

func.func @classes_f64(%x: tensor<16xf64>) -> (tensor<16xi32>, tensor<16xi32>) {
  %e = tensor.empty() : tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf64>) outs(%e, %e : tensor<16xi32>, tensor<16xi32>) {
  ^bb0(%v: f64, %o: i32, %p: i32):
    %inf = math.isinf %v : f64
    %normal = math.isnormal %v : f64
    %a = arith.extui %inf : i1 to i32
    %b = arith.extui %normal : i1 to i32
    linalg.yield %a, %b : i32, i32
  } -> (tensor<16xi32>, tensor<16xi32>)
  return %r#0, %r#1 : tensor<16xi32>, tensor<16xi32>
}

func.func @nan_finite_f32(%x: tensor<16xf32>) -> (tensor<16xi32>, tensor<16xi32>) {
  %e = tensor.empty() : tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e, %e : tensor<16xi32>, tensor<16xi32>) {
  ^bb0(%v: f32, %o: i32, %p: i32):
    %nan = math.isnan %v : f32
    %finite = math.isfinite %v : f32
    %a = arith.extui %nan : i1 to i32
    %b = arith.extui %finite : i1 to i32
    linalg.yield %a, %b : i32, i32
  } -> (tensor<16xi32>, tensor<16xi32>)
  return %r#0, %r#1 : tensor<16xi32>, tensor<16xi32>
}

func.func @powers(%a: tensor<8xi32>, %b: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%e : tensor<8xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %p = math.ipowi %x, %y : i32
    linalg.yield %p : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  // 0, -0, 1, -1, a subnormal, the smallest normal, the largest finite,
  // +inf, -inf, a quiet NaN; -2.5, the smallest subnormal, the negative
  // smallest normal and largest finite, -NaN, a signaling NaN.
  %f = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0e-40, 1.17549435e-38,
                             3.40282347e+38, 0x7F800000, 0xFF800000, 0x7FC00000,
                             -2.5, 1.0e-45, -1.17549435e-38, -3.40282347e+38,
                             0xFFC00000, 0x7F800001]> : tensor<16xf32>
  %f32:2 = call @classes_f32(%f) : (tensor<16xf32>) -> (tensor<16xi32>, tensor<16xi32>)
  %u0 = tensor.cast %f32#0 : tensor<16xi32> to tensor<*xi32>
  %u1 = tensor.cast %f32#1 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %d = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0e-310, 2.2250738585072014e-308,
                             1.7976931348623157e+308, 0x7FF0000000000000,
                             0xFFF0000000000000, 0x7FF8000000000000,
                             -2.5, 4.9e-324, -2.2250738585072014e-308,
                             -1.7976931348623157e+308, 0xFFF8000000000000,
                             0x7FF0000000000001]> : tensor<16xf64>
  %f64:2 = call @classes_f64(%d) : (tensor<16xf64>) -> (tensor<16xi32>, tensor<16xi32>)
  %u2 = tensor.cast %f64#0 : tensor<16xi32> to tensor<*xi32>
  %u3 = tensor.cast %f64#1 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %a = arith.constant dense<[2, -3, 0, 1, -1, -1, 5, 7]> : tensor<8xi32>
  %b = arith.constant dense<[10, 3, 0, -1, -3, -2, 0, -2]> : tensor<8xi32>
  %p = call @powers(%a, %b) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %u4 = tensor.cast %p : tensor<8xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  %nf:2 = call @nan_finite_f32(%f) : (tensor<16xf32>) -> (tensor<16xi32>, tensor<16xi32>)
  %u5 = tensor.cast %nf#0 : tensor<16xi32> to tensor<*xi32>
  %u6 = tensor.cast %nf#1 : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  return
}

// f32 isinf, isnormal; f64 isinf, isnormal.
// CHECK: [0,  0,  0,  0,  0,  0,  0,  1,  1,  0,  0,  0,  0,  0,  0,  0]
// CHECK: [0,  0,  1,  1,  0,  1,  1,  0,  0,  0,  1,  0,  1,  1,  0,  0]
// CHECK: [0,  0,  0,  0,  0,  0,  0,  1,  1,  0,  0,  0,  0,  0,  0,  0]
// CHECK: [0,  0,  1,  1,  0,  1,  1,  0,  0,  0,  1,  0,  1,  1,  0,  0]
// 2^10, (-3)^3, 0^0, 1^-1, (-1)^-3, (-1)^-2, 5^0, and 7^-2 (0 in integers).
// CHECK: [1024,  -27,  1,  1,  -1,  1,  1,  0]
// f32 isnan, isfinite (lowered by convert-math-to-llvm, vectorized as well).
// CHECK: [0,  0,  0,  0,  0,  0,  0,  0,  0,  1,  0,  0,  0,  0,  1,  1]
// CHECK: [1,  1,  1,  1,  1,  1,  1,  0,  0,  0,  1,  1,  1,  1,  0,  0]
