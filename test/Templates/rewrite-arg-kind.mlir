// A native rewrite's typed parameters are checked in every build, not only
// with assertions: an argument of another class (here an op's integer
// attribute where LayoutCode takes a string) fails the rewrite, which stops
// with a diagnostic naming it, instead of reading the integer as a string.
// The same pattern on a string layout rewrites.

// RUN: split-file %s %t
// RUN: not kmatch-opt %t/code.mlir --kmatch-apply-templates=templates=%S/Inputs/rewrite-arg-kind.pdll 2>&1 | FileCheck %s --check-prefix=CODE
// CODE: error: kmatch: the native rewrite 'LayoutCode' failed after its pattern matched
// RUN: kmatch-opt %t/name.mlir --kmatch-apply-templates=templates=%S/Inputs/rewrite-arg-kind.pdll | FileCheck %s --check-prefix=NAME
// NAME: kernel.launch @k2(%{{.*}}, %{{.*}}) {layout = 1 : i32, num_outs = 1 : i64}

//--- code.mlir
func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = kernel.launch @k(%a, %o) {layout = 1 : i32, num_outs = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

//--- name.mlir
func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = kernel.launch @k(%a, %o) {layout = "nhwc", num_outs = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
