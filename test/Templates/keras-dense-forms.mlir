// Keras' Dense layer at batch 1 as IREE lowers a TensorFlow model to linalg
// (the classifier of a Keras ResNet50): the bias, a tensor<N>, is expanded
// to tensor<1xN> and added to the 1xN product through the identity map.
// Its leading unit dim is read by a loop that runs once, so it is the
// bias gemm_bias_act takes (Prepare.h, dropUnitDimsOfBiases), and a relu
// in the same body fuses too (the bias first or second). A 1xN constant
// bias read so fuses the same way, and so does TensorFlow's logits layer,
// a 1x1 convolution whose bias is expanded to 1x1x1xN. Near misses: a batch of 2 (the 2xN
// operand is no bias), and the expanded bias added to an argument rather
// than a product.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 6 functions, 6 rewritten, 0 failures

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// CHECK-LABEL: func.func @dense_bias(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x64xf32>, %[[W:[^:]*]]: tensor<64x10xf32>, %[[B:[^:]*]]: tensor<10xf32>
// CHECK: kernel.launch @gemm_bias_act(%[[X]], %[[W]], %[[B]], %{{[^)]*}})
// CHECK-NOT: linalg.
// CHECK: return
func.func @dense_bias(%x: tensor<1x64xf32>, %w: tensor<64x10xf32>, %b: tensor<10xf32>) -> tensor<1x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x10xf32>) -> tensor<1x10xf32>
  %m = linalg.matmul ins(%x, %w : tensor<1x64xf32>, tensor<64x10xf32>) outs(%f : tensor<1x10xf32>) -> tensor<1x10xf32>
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32>
  %e2 = tensor.empty() : tensor<1x10xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m, %b2 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%e2 : tensor<1x10xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}

// The bias first, and a relu in the same body.
// CHECK-LABEL: func.func @dense_bias_relu(
// CHECK: kernel.launch @gemm_bias_act(
// CHECK-SAME: act = 1
// CHECK-NOT: linalg.
// CHECK: return
func.func @dense_bias_relu(%x: tensor<1x64xf32>, %w: tensor<64x10xf32>, %b: tensor<10xf32>) -> tensor<1x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x10xf32>) -> tensor<1x10xf32>
  %m = linalg.matmul ins(%x, %w : tensor<1x64xf32>, tensor<64x10xf32>) outs(%f : tensor<1x10xf32>) -> tensor<1x10xf32>
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32>
  %e2 = tensor.empty() : tensor<1x10xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%b2, %m : tensor<1x10xf32>, tensor<1x10xf32>) outs(%e2 : tensor<1x10xf32>) {
  ^bb0(%c: f32, %a: f32, %o: f32):
    %s = arith.addf %c, %a : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}

// Near miss: two rows. The 2x10 operand (an expand of 20 values) added
// through the identity is a matrix, no bias: the gemm stays bare and the
// add apart.
// CHECK-LABEL: func.func @two_rows(
// CHECK: kernel.launch @gemm(
// CHECK: kernel.launch @add(
// CHECK: return
func.func @two_rows(%x: tensor<2x64xf32>, %w: tensor<64x10xf32>, %b: tensor<20xf32>) -> tensor<2x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x10xf32>) -> tensor<2x10xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x64xf32>, tensor<64x10xf32>) outs(%f : tensor<2x10xf32>) -> tensor<2x10xf32>
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [2, 10] : tensor<20xf32> into tensor<2x10xf32>
  %e2 = tensor.empty() : tensor<2x10xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m, %b2 : tensor<2x10xf32>, tensor<2x10xf32>) outs(%e2 : tensor<2x10xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x10xf32>
  return %y : tensor<2x10xf32>
}

// Near miss: the expanded bias added to an argument, not a product: the
// add keeps its 1x10 operand.
// CHECK-LABEL: func.func @no_product(
// CHECK: tensor.expand_shape
// CHECK: kernel.launch @add(
// CHECK: return
func.func @no_product(%x: tensor<1x10xf32>, %b: tensor<10xf32>) -> tensor<1x10xf32> {
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32>
  %e2 = tensor.empty() : tensor<1x10xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %b2 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%e2 : tensor<1x10xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}

// A 1x10 constant bias through the identity at batch 1 (not a splat, which
// stays whole for inlineConstantOperands to read as a scalar): the 10
// values are the launch's bias.
// CHECK-LABEL: func.func @constant_bias(
// CHECK: %[[CB:.*]] = arith.constant dense<[5.000000e-01, -1.000000e+00, {{.*}}]> : tensor<10xf32>
// CHECK: kernel.launch @gemm_bias_act(%{{[^,]*}}, %{{[^,]*}}, %[[CB]], 
// CHECK-NOT: linalg.
// CHECK: return
func.func @constant_bias(%x: tensor<1x64xf32>, %w: tensor<64x10xf32>) -> tensor<1x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x10xf32>) -> tensor<1x10xf32>
  %m = linalg.matmul ins(%x, %w : tensor<1x64xf32>, tensor<64x10xf32>) outs(%f : tensor<1x10xf32>) -> tensor<1x10xf32>
  %b2 = arith.constant dense<[[0.5, -1.0, 2.0, 0.0, -0.0, 3.0, 1.5, -2.5, 4.0, 0.25]]> : tensor<1x10xf32>
  %e2 = tensor.empty() : tensor<1x10xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m, %b2 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%e2 : tensor<1x10xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x10xf32>
  return %y : tensor<1x10xf32>
}

// TensorFlow's logits as a 1x1 convolution at a 1x1 output (MobileNet
// through IREE): the bias, a tensor<N>, expanded to 1x1x1xN and added
// through the identity, is the conv's bias.
// CHECK-LABEL: func.func @logits_conv(
// CHECK-SAME: %[[B:[^:]*]]: tensor<10xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{[^,]*}}, %{{[^,]*}}, %[[B]], %{{[^)]*}})
// CHECK-NOT: linalg.
// CHECK: return
func.func @logits_conv(%x: tensor<1x1x1x64xf32>, %w: tensor<1x1x64x10xf32>, %b: tensor<10xf32>) -> tensor<1x1x1x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1x10xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x10xf32>) -> tensor<1x1x1x10xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x1x64xf32>, tensor<1x1x64x10xf32>) outs(%f : tensor<1x1x1x10xf32>) -> tensor<1x1x1x10xf32>
  %b4 = tensor.expand_shape %b [[0, 1, 2, 3]] output_shape [1, 1, 1, 10] : tensor<10xf32> into tensor<1x1x1x10xf32>
  %e2 = tensor.empty() : tensor<1x1x1x10xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b4 : tensor<1x1x1x10xf32>, tensor<1x1x1x10xf32>) outs(%e2 : tensor<1x1x1x10xf32>) {
  ^bb0(%a: f32, %v: f32, %o: f32):
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1x10xf32>
  return %y : tensor<1x1x1x10xf32>
}
