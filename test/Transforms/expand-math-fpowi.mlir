// --kmatch-expand-math on vector operands (test/Integration/fpowi.mlir has
// the scalars, run against upstream's lowering): a splat exponent expands
// like a scalar one; one that differs per lane, and a negative splat, stay.
// (Neither upstream's lowering nor kmatch's lowers a vector math.fpowi: it
// becomes llvm.intr.powi, which takes a scalar exponent only.)
//
// RUN: kmatch-opt %s --kmatch-expand-math | FileCheck %s

// CHECK-LABEL: func.func @splat
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>)
// CHECK-NEXT: %[[V2:.*]] = arith.mulf %[[V]], %[[V]] : vector<4xf32>
// CHECK-NEXT: %[[V3:.*]] = arith.mulf %[[V]], %[[V2]] : vector<4xf32>
// CHECK-NEXT: return %[[V3]]
func.func @splat(%v: vector<4xf32>) -> vector<4xf32> {
  %three = arith.constant dense<3> : vector<4xi32>
  %a = math.fpowi %v, %three : vector<4xf32>, vector<4xi32>
  return %a : vector<4xf32>
}

// CHECK-LABEL: func.func @per_lane
// CHECK: math.fpowi
// CHECK: math.fpowi
func.func @per_lane(%v: vector<4xf64>) -> (vector<4xf64>, vector<4xf64>) {
  %lanes = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %neg = arith.constant dense<-3> : vector<4xi64>
  %a = math.fpowi %v, %lanes : vector<4xf64>, vector<4xi64>
  %b = math.fpowi %v, %neg : vector<4xf64>, vector<4xi64>
  return %a, %b : vector<4xf64>, vector<4xf64>
}
