// Convolutions and pools whose inputs are views with a zero stride (a
// broadcast through memref.reinterpret_cast) or a negative one (a flipped
// axis): valid linalg operands the default lowering runs. oneDNN takes
// positive strides only, so the CPU shims read dense copies of such inputs;
// before, they refused them at run time and the rewritten program failed.
// RUN: kmatch-verify %s --quiet | FileCheck %s
// CHECK: kmatch-verify: 7 functions, 7 rewritten, 0 failures, 0 skipped

func.func @conv_x_bcast(%X: memref<36xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [1, 2, 6, 6], strides: [36, 0, 6, 1] : memref<36xf32> to memref<1x2x6x6xf32, strided<[36, 0, 6, 1]>>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x2x6x6xf32, strided<[36, 0, 6, 1]>>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}
func.func @conv_w_bcast(%x: memref<1x2x6x6xf32>, %W: memref<18xf32>, %y: memref<1x3x4x4xf32>) {
  %w = memref.reinterpret_cast %W to offset: [0], sizes: [3, 2, 3, 3], strides: [0, 9, 3, 1] : memref<18xf32> to memref<3x2x3x3xf32, strided<[0, 9, 3, 1]>>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32, strided<[0, 9, 3, 1]>>) outs(%y : memref<1x3x4x4xf32>)
  return
}
func.func @maxpool_x_bcast(%X: memref<16xf32>, %y: memref<1x2x2x2xf32>) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [1, 2, 4, 4], strides: [16, 0, 4, 1] : memref<16xf32> to memref<1x2x4x4xf32, strided<[16, 0, 4, 1]>>
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x2x2xf32>)
  %win = memref.alloc() : memref<2x2xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %win : memref<1x2x4x4xf32, strided<[16, 0, 4, 1]>>, memref<2x2xf32>) outs(%y : memref<1x2x2x2xf32>)
  memref.dealloc %win : memref<2x2xf32>
  return
}
func.func @add_bcast(%X: memref<8xf32>, %b: memref<4x8xf32>, %y: memref<4x8xf32>) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [4, 8], strides: [0, 1] : memref<8xf32> to memref<4x8xf32, strided<[0, 1]>>
  linalg.add ins(%x, %b : memref<4x8xf32, strided<[0, 1]>>, memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}
func.func @scale_channels_bcast(%X: memref<16xf32>, %s: memref<1x2x1x1xf32>, %y: memref<1x2x4x4xf32>) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [1, 2, 4, 4], strides: [16, 0, 4, 1] : memref<16xf32> to memref<1x2x4x4xf32, strided<[16, 0, 4, 1]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, 0, 0)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : memref<1x2x4x4xf32, strided<[16, 0, 4, 1]>>, memref<1x2x1x1xf32>) outs(%y : memref<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}
func.func @conv1d_x_bcast(%X: memref<10xf32>, %w: memref<3x2x3xf32>, %y: memref<1x3x8xf32>) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [1, 2, 10], strides: [10, 0, 1] : memref<10xf32> to memref<1x2x10xf32, strided<[10, 0, 1]>>
  linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %w : memref<1x2x10xf32, strided<[10, 0, 1]>>, memref<3x2x3xf32>) outs(%y : memref<1x3x8xf32>)
  return
}
// negative static stride (flipped W axis) on a conv input
func.func @conv_x_flipped(%X: memref<72xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %x = memref.reinterpret_cast %X to offset: [5], sizes: [1, 2, 6, 6], strides: [72, 36, 6, -1] : memref<72xf32> to memref<1x2x6x6xf32, strided<[72, 36, 6, -1], offset: 5>>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x2x6x6xf32, strided<[72, 36, 6, -1], offset: 5>>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}
