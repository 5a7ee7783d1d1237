// RUN: kmatch-opt %s -split-input-file -verify-diagnostics

func.func @no_outs(%a: memref<4xf32>) {
  // expected-error@+1 {{requires at least one out operand (num_outs >= 1)}}
  kernel.launch @k(%a) {num_outs = 0 : i64} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @too_many_outs(%a: memref<4xf32>) {
  // expected-error@+1 {{num_outs (2) exceeds the number of operands (1)}}
  kernel.launch @k(%a) {num_outs = 2 : i64} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @mixed(%a: memref<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{mixes tensor and memref operands}}
  %r = kernel.launch @k(%a, %b) {num_outs = 1 : i64} : (memref<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @scalar_out(%a: memref<4xf32>, %s: f32) {
  // expected-error@+1 {{out operands must be tensors or memrefs, got 'f32'}}
  kernel.launch @k(%a, %s) {num_outs = 1 : i64} : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @memref_with_result(%a: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{on memrefs must not have results}}
  %r = kernel.launch @k(%a) {num_outs = 1 : i64} : (memref<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @tensor_without_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{on tensors must have one result per out operand (1), got 0}}
  kernel.launch @k(%a) {num_outs = 1 : i64} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @result_type(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error@+1 {{result type 'tensor<4xf64>' does not match its out operand type 'tensor<4xf32>'}}
  %r = kernel.launch @k(%a) {num_outs = 1 : i64} : (tensor<4xf32>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

func.func @unranked(%a: memref<*xf32>) {
  // expected-error@+1 {{operands must be ranked}}
  kernel.launch @k(%a) {num_outs = 1 : i64} : (memref<*xf32>) -> ()
  return
}

// -----

func.func @transpose_view_not_permutation(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{permutation must list each of the 3 input dims once}}
  %v = kernel.transpose_view %x permutation = [0, 1, 1] : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
  return %v : tensor<2x3x4xf32>
}

// -----

func.func @transpose_view_short(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  // expected-error@+1 {{permutation must list each of the 3 input dims once}}
  %v = kernel.transpose_view %x permutation = [1, 0] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
  return %v : tensor<3x2x4xf32>
}

// -----

func.func @transpose_view_shape(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{result dim 1 must be input dim 2 (4), got 3}}
  %v = kernel.transpose_view %x permutation = [0, 2, 1] : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
  return %v : tensor<2x3x4xf32>
}

// -----

func.func @transpose_view_type(%x: tensor<2x3xf32>) -> tensor<3x2xf64> {
  // expected-error@+1 {{result must have the input's element type and rank}}
  %v = kernel.transpose_view %x permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf64>
  return %v : tensor<3x2xf64>
}
