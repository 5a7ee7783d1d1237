// kmatch-verify sizes an input read at a flipped window index (oh - kh + 2,
// a negative coefficient: a true convolution, a near miss of the window
// templates) by the largest index read. Before, the solver gave up on such
// an expression and left the dimension at the free size: the original
// program read past the end of x, and the run reported a FAIL with no
// launch. An index that can go below 0 has no sizes that make the op valid:
// the function is skipped and says why.
// RUN: kmatch-verify %s --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK-DAG: UNMATCHED @flipped_window_sum
// CHECK-DAG: SKIPPED @below_zero: {{.*}}the op reads index -2 of a dimension
// CHECK: kmatch-verify: 1 functions, 0 rewritten, 0 failures, 1 skipped
// 7 rows of y and a 3-row window read rows 0 to 6 + 2.
// JSON: "function": "flipped_window_sum"
// JSON: "shapes": [
// JSON-NEXT: "9x8",
// JSON-NEXT: "7x7"

func.func @flipped_window_sum(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %w = memref.alloca() : memref<3x2xf32>
  linalg.generic {indexing_maps = [affine_map<(oh, ow, kh, kw) -> (oh - kh + 2, ow + kw)>,
                                   affine_map<(oh, ow, kh, kw) -> (kh, kw)>,
                                   affine_map<(oh, ow, kh, kw) -> (oh, ow)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : memref<?x?xf32>, memref<3x2xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.addf %out, %in0 : f32
    linalg.yield %r : f32
  }
  return
}

func.func @below_zero(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %w = memref.alloca() : memref<3x2xf32>
  linalg.generic {indexing_maps = [affine_map<(oh, ow, kh, kw) -> (oh - kh, ow + kw)>,
                                   affine_map<(oh, ow, kh, kw) -> (kh, kw)>,
                                   affine_map<(oh, ow, kh, kw) -> (oh, ow)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : memref<?x?xf32>, memref<3x2xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.addf %out, %in0 : f32
    linalg.yield %r : f32
  }
  return
}
