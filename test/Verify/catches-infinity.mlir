// kmatch-verify fails a rewrite that turns an infinite result finite: with a
// template that computes x * c as x + x, @times_two passes and @times_inf
// (the original gives +-inf) is reported. (|inf - b| / |inf| is NaN, which a
// max() over the elements used to drop.)
// RUN: not kmatch-verify %s --templates=%S/Inputs/scale-as-add.pdll --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK-DAG: PASS @times_two (launches: add;
// CHECK-DAG: FAIL @times_inf (launches: add; max rel err INF)
// CHECK: kmatch-verify: 2 functions, 2 rewritten, 1 failures
// JSON has no infinity: the JSON report says null.
// JSON: "function": "times_inf"
// JSON: "max_rel_err": null

func.func @times_two(%x: memref<3x4xf32>, %y: memref<3x4xf32>) {
  %c = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x4xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.mulf %a, %c : f32
    linalg.yield %0 : f32
  }
  return
}

func.func @times_inf(%x: memref<3x4xf32>, %y: memref<3x4xf32>) {
  %c = arith.constant 0x7F800000 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x4xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.mulf %a, %c : f32
    linalg.yield %0 : f32
  }
  return
}
