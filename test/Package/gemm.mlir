// C = A * B + C on 2-D f32 memrefs: kmatch rewrites it to kernel.launch @gemm,
// which the CPU pipeline lowers to the runtime's gemm.
// CHECK-LABEL: func.func @gemm(
// CHECK: kernel.launch @gemm
// CHECK-NOT: linalg.matmul
func.func @gemm(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>)
    attributes {llvm.emit_c_interface} {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>)
                outs(%C : memref<?x?xf32>)
  return
}
