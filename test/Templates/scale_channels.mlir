// The per-channel scale of squeeze-excitation (patterns/scale_channels.pdll)
// and its near misses; kmatch-verify runs every function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 19 functions, 10 rewritten, 0 failures

#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#se = affine_map<(n, c, h, w) -> (n, c, 0, 0)>
#se1 = affine_map<(n, c, h, w) -> (0, c, 0, 0)>
#seh = affine_map<(n, h, w, c) -> (n, 0, 0, c)>
#seH = affine_map<(n, c, h, w) -> (n, c, h, 0)>
#seN = affine_map<(n, c, h, w) -> (n, 0, 0, 0)>
#ls = affine_map<(n, c, h, w) -> (c, 0, 0)>
#lsH = affine_map<(n, c, h, w) -> (c, h, 0)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// The squeeze-excitation scale, s * x, NCHW, batch 2.
// CHECK-LABEL: func.func @se_nchw(
// CHECK-SAME: %[[S:[^:]*]]: tensor<2x8x1x1xf32>, %[[X:[^:]*]]:
// CHECK: kernel.launch @scale_channels(%[[X]], %[[S]], %{{.*}}) {layout = 0 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @se_nchw(%s: tensor<2x8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x8x1x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// x * s: IEEE multiplication commutes, the same launch.
// CHECK-LABEL: func.func @se_nchw_scale_last(
// CHECK: kernel.launch @scale_channels({{.*}}) {layout = 0 : i32
// CHECK-NOT: linalg.generic
func.func @se_nchw_scale_last(%s: tensor<2x8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#id4, #se, #id4], iterator_types = #par4}
    ins(%x, %s : tensor<2x8x5x7xf32>, tensor<2x8x1x1xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// NHWC: s is N x 1 x 1 x C, read at (n, 0, 0, c).
// CHECK-LABEL: func.func @se_nhwc(
// CHECK-SAME: %[[S:[^:]*]]: tensor<3x1x1x6xf32>, %[[X:[^:]*]]:
// CHECK: kernel.launch @scale_channels(%[[X]], %[[S]], %{{.*}}) {layout = 1 : i32, num_outs = 1 : i64}
func.func @se_nhwc(%s: tensor<3x1x1x6xf32>, %x: tensor<3x4x4x6xf32>) -> tensor<3x4x4x6xf32> {
  %e = tensor.empty() : tensor<3x4x4x6xf32>
  %y = linalg.generic {indexing_maps = [#seh, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<3x1x1x6xf32>, tensor<3x4x4x6xf32>) outs(%e : tensor<3x4x4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<3x4x4x6xf32>
  return %y : tensor<3x4x4x6xf32>
}

// torch-mlir's maps at batch 1: s at (0, c, 0, 0).
// CHECK-LABEL: func.func @se_torch_batch1(
// CHECK: kernel.launch @scale_channels({{.*}}) {layout = 0 : i32
func.func @se_torch_batch1(%s: tensor<1x8x1x1xf32>, %x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %y = linalg.generic {indexing_maps = [#se1, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<1x8x1x1xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x4x4xf32>
  return %y : tensor<1x8x4x4xf32>
}

// On memrefs.
// CHECK-LABEL: func.func @se_memref(
// CHECK: kernel.launch @scale_channels(%{{.*}}, %{{.*}}, %{{.*}}) {layout = 0 : i32, num_outs = 1 : i64} : (memref<2x8x5x7xf32>, memref<2x8x1x1xf32>, memref<2x8x5x7xf32>) -> ()
func.func @se_memref(%s: memref<2x8x1x1xf32>, %x: memref<2x8x5x7xf32>, %y: memref<2x8x5x7xf32>) {
  linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : memref<2x8x1x1xf32>, memref<2x8x5x7xf32>) outs(%y : memref<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  }
  return
}

// One scale for every image: s is 1 x C x 1 x 1 read at (0, c, 0, 0), batch 2.
// CHECK-LABEL: func.func @se_shared_batch2(
// CHECK-SAME: %[[S:[^:]*]]: tensor<1x8x1x1xf32>, %[[X:[^:]*]]:
// CHECK: kernel.launch @scale_channels(%[[X]], %[[S]], %{{.*}}) {layout = 0 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @se_shared_batch2(%s: tensor<1x8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#se1, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<1x8x1x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// ConvNeXt's layer scale: a C x 1 x 1 parameter read at (c, 0, 0), batch 2,
// given to the launch as 1 x C x 1 x 1.
// CHECK-LABEL: func.func @layer_scale(
// CHECK-SAME: %[[S:[^:]*]]: tensor<8x1x1xf32>, %[[X:[^:]*]]:
// CHECK: %[[S4:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 1, 1]
// CHECK: kernel.launch @scale_channels(%[[X]], %[[S4]], %{{.*}}) {layout = 0 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @layer_scale(%s: tensor<8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#ls, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<8x1x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// The layer scale on memrefs, x * s.
// CHECK-LABEL: func.func @layer_scale_memref(
// CHECK: %[[S4:.*]] = memref.expand_shape %{{.*}} {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 1, 1]
// CHECK: kernel.launch @scale_channels(%{{.*}}, %[[S4]], %{{.*}}) {layout = 0 : i32, num_outs = 1 : i64}
func.func @layer_scale_memref(%s: memref<8x1x1xf32>, %x: memref<2x8x5x7xf32>, %y: memref<2x8x5x7xf32>) {
  linalg.generic {indexing_maps = [#id4, #ls, #id4], iterator_types = #par4}
    ins(%x, %s : memref<2x8x5x7xf32>, memref<8x1x1xf32>) outs(%y : memref<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  }
  return
}

// Near miss: a C x H x 1 parameter read at (c, h, 0) varies along H.
// CHECK-LABEL: func.func @near_miss_layer_scale_along_h(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_layer_scale_along_h(%s: tensor<8x5x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#lsH, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<8x5x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// TensorFlow's squeeze-excitation: the gate (N x 1 x 1 x C) copied to the
// feature map's shape by a generic first, then x * copy: the launch reads
// the gate, and the copy goes.
// CHECK-LABEL: func.func @se_nhwc_copied_gate(
// CHECK-SAME: %[[S:[^:]*]]: tensor<1x1x1x6xf32>, %[[X:[^:]*]]:
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @scale_channels(%[[X]], %[[S]], %{{.*}}) {layout = 1 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @se_nhwc_copied_gate(%s: tensor<1x1x1x6xf32>, %x: tensor<1x4x5x6xf32>) -> tensor<1x4x5x6xf32> {
  %e = tensor.empty() : tensor<1x4x5x6xf32>
  %b = linalg.generic {indexing_maps = [#seh, #id4], iterator_types = #par4}
    ins(%s : tensor<1x1x1x6xf32>) outs(%e : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %o: f32):
    linalg.yield %i0 : f32
  } -> tensor<1x4x5x6xf32>
  %e2 = tensor.empty() : tensor<1x4x5x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%x, %b : tensor<1x4x5x6xf32>, tensor<1x4x5x6xf32>) outs(%e2 : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x5x6xf32>
  return %y : tensor<1x4x5x6xf32>
}

// The copy first, NCHW, batch 2.
// CHECK-LABEL: func.func @se_nchw_copied_gate_first(
// CHECK: kernel.launch @scale_channels({{.*}}) {layout = 0 : i32
// CHECK-NOT: linalg.generic
func.func @se_nchw_copied_gate_first(%s: tensor<2x8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %b = linalg.generic {indexing_maps = [#se, #id4], iterator_types = #par4}
    ins(%s : tensor<2x8x1x1xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %o: f32):
    linalg.yield %i0 : f32
  } -> tensor<2x8x5x7xf32>
  %e2 = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%b, %x : tensor<2x8x5x7xf32>, tensor<2x8x5x7xf32>) outs(%e2 : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// Near miss: the copied gate is returned too; the copy stays, and so does
// the product.
// CHECK-LABEL: func.func @near_miss_copied_gate_used_twice(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_copied_gate_used_twice(%s: tensor<1x1x1x6xf32>, %x: tensor<1x4x5x6xf32>) -> (tensor<1x4x5x6xf32>, tensor<1x4x5x6xf32>) {
  %e = tensor.empty() : tensor<1x4x5x6xf32>
  %b = linalg.generic {indexing_maps = [#seh, #id4], iterator_types = #par4}
    ins(%s : tensor<1x1x1x6xf32>) outs(%e : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %o: f32):
    linalg.yield %i0 : f32
  } -> tensor<1x4x5x6xf32>
  %e2 = tensor.empty() : tensor<1x4x5x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%x, %b : tensor<1x4x5x6xf32>, tensor<1x4x5x6xf32>) outs(%e2 : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x5x6xf32>
  return %y, %b : tensor<1x4x5x6xf32>, tensor<1x4x5x6xf32>
}

// Near miss: the copy varies along H (a gate per row, N x H x 1 x C read at
// (n, h, 0, c)): no per-channel scale.
// CHECK-LABEL: func.func @near_miss_copied_gate_along_h(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_copied_gate_along_h(%s: tensor<1x4x1x6xf32>, %x: tensor<1x4x5x6xf32>) -> tensor<1x4x5x6xf32> {
  %e = tensor.empty() : tensor<1x4x5x6xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, 0, c)>, #id4], iterator_types = #par4}
    ins(%s : tensor<1x4x1x6xf32>) outs(%e : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %o: f32):
    linalg.yield %i0 : f32
  } -> tensor<1x4x5x6xf32>
  %e2 = tensor.empty() : tensor<1x4x5x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%x, %b : tensor<1x4x5x6xf32>, tensor<1x4x5x6xf32>) outs(%e2 : tensor<1x4x5x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x5x6xf32>
  return %y : tensor<1x4x5x6xf32>
}

// Near miss: s varies along H (N x C x H x 1): not a per-channel scale.
// CHECK-LABEL: func.func @near_miss_scale_along_h(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_scale_along_h(%s: tensor<2x8x5x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#seH, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x8x5x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// Near miss: one scale per image (N x 1 x 1 x 1), not per channel.
// CHECK-LABEL: func.func @near_miss_per_batch_scalar(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_per_batch_scalar(%s: tensor<2x1x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#seN, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x1x1x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// Near miss: x / s.
// CHECK-LABEL: func.func @near_miss_divide(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_divide(%s: tensor<2x8x1x1xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x8x1x1xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.divf %i1, %i0 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}

// Near miss: y += s * x (the output is read).
// CHECK-LABEL: func.func @near_miss_scale_accumulate(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_scale_accumulate(%s: memref<2x8x1x1xf32>, %x: memref<2x8x5x7xf32>, %y: memref<2x8x5x7xf32>) {
  linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : memref<2x8x1x1xf32>, memref<2x8x5x7xf32>) outs(%y : memref<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %p = arith.mulf %i0, %i1 : f32
    %m = arith.addf %p, %o : f32
    linalg.yield %m : f32
  }
  return
}

// Near miss: f64 (the kernel is f32).
// CHECK-LABEL: func.func @near_miss_f64(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_f64(%s: tensor<2x8x1x1xf64>, %x: tensor<2x8x5x7xf64>) -> tensor<2x8x5x7xf64> {
  %e = tensor.empty() : tensor<2x8x5x7xf64>
  %y = linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x8x1x1xf64>, tensor<2x8x5x7xf64>) outs(%e : tensor<2x8x5x7xf64>) {
  ^bb0(%i0: f64, %i1: f64, %o: f64):
    %m = arith.mulf %i0, %i1 : f64
    linalg.yield %m : f64
  } -> tensor<2x8x5x7xf64>
  return %y : tensor<2x8x5x7xf64>
}

// Near miss: an elementwise product of two feature maps (hardswish's
// x * h): no broadcast, no launch.
// CHECK-LABEL: func.func @near_miss_full_product(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_full_product(%s: tensor<2x8x5x7xf32>, %x: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
  %e = tensor.empty() : tensor<2x8x5x7xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x8x5x7xf32>, tensor<2x8x5x7xf32>) outs(%e : tensor<2x8x5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x8x5x7xf32>
  return %y : tensor<2x8x5x7xf32>
}
