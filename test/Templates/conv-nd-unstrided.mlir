// A single-channel conv launches on expand_shape views of its operands; a
// memref whose layout is not strided has none, so the conv stays as it is
// (no half-built rewrite). Not in conv-nd.mlir: kmatch-verify's reference
// lowering (expand-strided-metadata) does not take such a memref.
// RUN: kmatch-opt %s --kmatch-apply-templates=remarks=true 2>&1 | FileCheck %s

// CHECK: remark: kmatch: not matched
// CHECK-LABEL: func.func @near_miss_unstrided_memref(
// CHECK-NOT: memref.expand_shape
// CHECK: linalg.conv_1d
// CHECK-NOT: kernel.launch
func.func @near_miss_unstrided_memref(%x: memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>, %w: memref<3xf32>, %y: memref<6xf32>) {
  linalg.conv_1d ins(%x, %w : memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>, memref<3xf32>) outs(%y : memref<6xf32>)
  return
}
