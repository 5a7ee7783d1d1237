// Upstream's canonicalize.mlir @tensor.cast.unranked: a matmul between
// casts from and to tensor<*xf32>. Both pipelines lower it; the cuda one
// once planned a kernel.to_device of the unranked argument, which its
// verifier rejects.
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | FileCheck %s --check-prefix=CPU
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cuda | FileCheck %s --check-prefix=CUDA
// CPU: llvm.call @_mlir_ciface_kmatch_cpu_gemm_f32
// CUDA-NOT: kmatch_cuda_to_device
// CUDA: llvm.call @_mlir_ciface_kmatch_cuda_gemm_f32
func.func @tensor.cast.unranked(%a : tensor<*xf32>, %b : tensor<*xf32>, %c : tensor<*xf32>)
  -> tensor<*xf32>
{
  %ta = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
  %tb = tensor.cast %b : tensor<*xf32> to tensor<?x?xf32>
  %tc = tensor.cast %c : tensor<*xf32> to tensor<?x?xf32>
  %0 = linalg.matmul ins(%ta, %tb: tensor<?x?xf32>, tensor<?x?xf32>)
                    outs(%tc: tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<*xf32>
  return %1: tensor<*xf32>
}
