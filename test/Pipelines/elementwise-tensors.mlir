// Elementwise arith and math ops on ranked tensors have no bufferization:
// --kmatch-pipeline turns them into linalg.generics (upstream's
// convert-elementwise-to-linalg) after the templates, so a program written
// that way lowers, and the launches stay the ones the templates report. The
// ops are mlir/test/Integration/Dialect/Linalg/CPU/test-elementwise.mlir's
// addf and a batch_matmul followed by math.erf on its tensor result, as in
// IREE's tests/e2e/regression/linalg_ops_dynamic.mlir. Scalar elementwise ops
// and vector ones are left alone (@scalar_and_vector).
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false apply-templates=false" | FileCheck %s --check-prefix=BASE
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: llvm.func @add_tensors
// CHECK: llvm.fadd
// CHECK-LABEL: llvm.func @bmm_erf
// CHECK: llvm.call @kmatch_cpu_batch_gemm_f32(
// CHECK: llvm.call @erff
// CHECK-LABEL: llvm.func @scalar_and_vector
// CHECK: llvm.fadd {{.*}} : f32
// CHECK: llvm.fmul {{.*}} : vector<4xf32>

// BASE-LABEL: llvm.func @add_tensors
// BASE-LABEL: llvm.func @bmm_erf
// BASE-NOT: llvm.call @kmatch_
// BASE: llvm.call @erff

// VERIFY-DAG: SKIPPED @add_tensors: no linalg or kernel op
// VERIFY-DAG: PASS @bmm_erf (launches: batch_gemm;
// VERIFY: 1 functions, 1 rewritten, 0 failures, 2 skipped

func.func @add_tensors(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %addf = arith.addf %a, %b : tensor<3xf32>
  return %addf : tensor<3xf32>
}

func.func @bmm_erf(%lhs: tensor<?x?x64xf32>, %rhs: tensor<?x64x32xf32>) -> tensor<?x?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %b = tensor.dim %lhs, %c0 : tensor<?x?x64xf32>
  %m = tensor.dim %lhs, %c1 : tensor<?x?x64xf32>
  %empty = tensor.empty(%b, %m) : tensor<?x?x32xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %bmm = linalg.batch_matmul ins(%lhs, %rhs : tensor<?x?x64xf32>, tensor<?x64x32xf32>)
                             outs(%filled : tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %erf = math.erf %bmm : tensor<?x?x32xf32>
  return %erf : tensor<?x?x32xf32>
}

func.func @scalar_and_vector(%x: f32, %v: vector<4xf32>, %m: memref<4xf32>) -> f32 {
  %s = arith.addf %x, %x : f32
  %w = arith.mulf %v, %v : vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.store %w, %m[%c0] : memref<4xf32>, vector<4xf32>
  return %s : f32
}
