// Max pooling over windows whose elements are all -inf. oneDNN starts every
// window from the lowest finite float, so it returned -3.40282e+38 for them
// where the IR's maximumf over a -inf fill gives -inf; the CPU shim
// recomputes every output equal to that float from its window. A 3x3/2
// pool over x padded by one with -inf; output windows (row, column):
// (0,0) and (1,0) real elements all -inf plus padding: -inf; (1,1) all -inf
// and no padding: -inf; (0,1) -inf and one -FLT_MAX: -FLT_MAX, a real value
// that must stay; the rest ordinary values. Run with the templates and
// without, compared bit for bit.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: FileCheck %s --input-file=%t.kmatch
// RUN: grep -v base@ %t.ref > %t.ref.data
// RUN: grep -v base@ %t.kmatch > %t.kmatch.data
// RUN: diff %t.ref.data %t.kmatch.data
//
// MATCH-LABEL: func.func @pool(
// MATCH: kernel.launch @maxpool2d(
// MATCH-NOT: linalg.pooling
// MATCH: return
//
// CHECK: {{\[}}[-inf, -3.40282e+38, 1],
// CHECK-NEXT: [-inf, -inf, 1],
// CHECK-NEXT: [1, 1, 7]]]]

func.func private @printMemrefF32(tensor<*xf32>)

// A 3x3/2 max pool over x padded by one with -inf, NCHW.
func.func @pool(%x: tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x1x6x6xf32> to tensor<1x1x8x8xf32>
  %e = tensor.empty() : tensor<1x1x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x8x8xf32>, tensor<3x3xf32>) outs(%f : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %y : tensor<1x1x3x3xf32>
}

func.func @main() {
  // Rows 0-3, columns 0-3 -inf but x[0][3] = -FLT_MAX; the rest 1, with a
  // 7 at [4][4].
  %x = arith.constant dense<[[[
    [0xFF800000, 0xFF800000, 0xFF800000, 0xFF7FFFFF, 1.0, 1.0],
    [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 1.0, 1.0],
    [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 1.0, 1.0],
    [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 1.0, 1.0],
    [1.0, 1.0, 1.0, 1.0, 7.0, 1.0],
    [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]]]> : tensor<1x1x6x6xf32>
  %y = call @pool(%x) : (tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32>
  %u = tensor.cast %y : tensor<1x1x3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
