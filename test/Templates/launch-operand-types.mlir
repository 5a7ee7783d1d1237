// A launch hands its operands to a library as dense host arrays described by
// sizes and strides (kernel::unsupportedLaunchOperandType). No template may
// match an op that binds a sparse tensor (or any tensor with an encoding), a
// memref outside the default memory space, or a memref whose layout is no
// strided one, whether the root has it or another op the pattern binds (the
// sparse gemm under a bias + relu epilogue). The loader checks every bound
// op last (lib/Templates/TemplateLoader.cpp); the report names the check.
// A strided affine layout and an explicit strided layout still match.
// RUN: kmatch-opt %s --kmatch-apply-templates=report=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: kmatch-opt %s --kmatch-apply-templates=remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// The Transform templates check it with match.native "LaunchOperandTypes".
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/dot.mlir" --transform-interpreter | FileCheck %s --check-prefix=TDOT
// (No kmatch-verify run: a module with a layout that is no strided one does
// not lower to LLVM, and the harness drives none of the others' arguments.)

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @sparse_gemm(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// REPORT-DAG: "reason": "an operand: tensor<8x8xf32, #sparse_tensor.encoding{{.*}}> has the encoding {{.*}}: its storage is no dense array a library can read"
// REMARK-DAG: :[[@LINE+3]]:{{[0-9]+}}: remark: kmatch: not matched; closest template gemm: LaunchOperandTypes: an operand: tensor<8x8xf32, #sparse
func.func @sparse_gemm(%a: tensor<8x8xf32, #CSR>, %b: tensor<8x8xf32>,
                       %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x8xf32, #CSR>, tensor<8x8xf32>)
         outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// An encoding that is not sparse_tensor's: no launch either.
// CHECK-LABEL: func.func @encoded_gemm(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @encoded_gemm(%a: tensor<8x8xf32, "tiled">, %b: tensor<8x8xf32>,
                        %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x8xf32, "tiled">, tensor<8x8xf32>)
         outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// The sparse operand is on the gemm the epilogue pattern binds, not on its
// root (the bias + relu generic): no gemm_bias_act.
// CHECK-LABEL: func.func @sparse_gemm_bias_relu(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// CHECK: linalg.generic
func.func @sparse_gemm_bias_relu(%a: tensor<8x8xf32, #CSR>, %b: tensor<8x8xf32>,
                                 %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x8xf32, #CSR>, tensor<8x8xf32>)
          outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.cmpf ugt, %s, %zero : f32
    %t = arith.select %p, %s, %zero : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// A sparse vector in a dot, for the PDLL and the Transform template alike.
// CHECK-LABEL: func.func @sparse_dot(
// CHECK-NOT: kernel.launch
// CHECK: linalg.dot
// TDOT-LABEL: func.func @sparse_dot(
// TDOT-NOT: kernel.launch
// TDOT: linalg.dot
func.func @sparse_dot(%x: tensor<8xf32, #SV>, %y: tensor<8xf32>,
                      %r: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%x, %y : tensor<8xf32, #SV>, tensor<8xf32>)
         outs(%r : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Memory space 1, and the GPU's workgroup memory: a host library cannot be
// handed them.
// CHECK-LABEL: func.func @space_gemm(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// REPORT-DAG: "reason": "an operand: memref<8x8xf32, 1> is in memory space 1 : i64; library launches take memrefs in the default memory space"
func.func @space_gemm(%a: memref<8x8xf32, 1>, %b: memref<8x8xf32, 1>,
                      %c: memref<8x8xf32, 1>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, 1>, memref<8x8xf32, 1>)
    outs(%c : memref<8x8xf32, 1>)
  return
}

// CHECK-LABEL: func.func @workgroup_dot(
// CHECK-NOT: kernel.launch
// CHECK: linalg.dot
// TDOT-LABEL: func.func @workgroup_dot(
// TDOT-NOT: kernel.launch
// TDOT: linalg.dot
func.func @workgroup_dot(%x: memref<8xf32, #gpu.address_space<workgroup>>,
                         %y: memref<8xf32>, %r: memref<f32>) {
  linalg.dot ins(%x, %y : memref<8xf32, #gpu.address_space<workgroup>>, memref<8xf32>)
    outs(%r : memref<f32>)
  return
}

// A layout map with two results is no strided layout: the memref's
// elements are not at offset + sum(i * stride).
// CHECK-LABEL: func.func @permuted_layout_gemm(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// REPORT-DAG: "reason": "an operand: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> has a layout that is no strided one, and a launch passes sizes and strides"
func.func @permuted_layout_gemm(%a: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>,
                                %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8x8xf32>)
    outs(%c : memref<8x8xf32>)
  return
}

// Positives: a strided layout written as an affine map, and as strided<>.
// CHECK-LABEL: func.func @affine_strided_gemm(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.matmul
func.func @affine_strided_gemm(%a: memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 9 + d1 + 3)>>,
                               %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 9 + d1 + 3)>>, memref<8x8xf32>)
    outs(%c : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @strided_gemm(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.matmul
func.func @strided_gemm(%a: memref<8x8xf32, strided<[16, 1], offset: 4>>,
                        %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, strided<[16, 1], offset: 4>>, memref<8x8xf32>)
    outs(%c : memref<8x8xf32>)
  return
}

// TDOT-LABEL: func.func @dense_dot(
// TDOT: kernel.launch @dot(
// CHECK-LABEL: func.func @dense_dot(
// CHECK: kernel.launch @dot(
func.func @dense_dot(%x: memref<8xf32>, %y: memref<8xf32>, %r: memref<f32>) {
  linalg.dot ins(%x, %y : memref<8xf32>, memref<8xf32>) outs(%r : memref<f32>)
  return
}
