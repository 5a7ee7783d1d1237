// transform.kmatch.apply_templates loads native plugins from its `natives`
// attribute before its templates (see native-plugin.mlir for the pass).
// RUN: sed -e 's|@PLUGIN@|%test_plugins/natives_size.so|' -e 's|@INPUTS@|%S/Inputs|' %s \
// RUN:   | kmatch-opt --transform-interpreter | FileCheck %s
// RUN: sed -e 's|@PLUGIN@|%test_plugins/natives_size_clash.so|' -e 's|@INPUTS@|%S/Inputs|' %s \
// RUN:   | not kmatch-opt --transform-interpreter 2>&1 | FileCheck %s --check-prefix=CLASH

// CHECK-LABEL: func.func @big(
// CHECK: kernel.launch @mykernel
// CHECK-LABEL: func.func @small(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CLASH: error: kmatch: native plugin 'size' ({{.*}}natives_size_clash.so) defines native 'HasOneUse'
// CLASH: error: kmatch native plugins failed to load
func.func @big(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

func.func @small(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.apply_templates %root {templates = ["@INPUTS@/big-hadamard.pdll"], natives = ["@PLUGIN@"]} : !transform.any_op
    transform.yield
  }
}
