// Every corpus and integration program on the cuda backend prints what it
// prints on the cpu backend. Where a GPU exists this runs on it (GPU vs CPU
// validation); elsewhere KMATCH_CUDA_FALLBACK=cpu routes each CUDA shim to the
// CPU one, which still checks the cuda lowering's symbols and ABI end to end.
// REQUIRES: cuda-runtime
// RUN: rm -rf %t && mkdir -p %t
// RUN: for f in %S/../gemm-forms.mlir %S/../blas-forms.mlir %S/../../corpus/polybench/*.mlir %S/../../corpus/cnn/*.mlir; do \
// RUN:   kmatch-opt $f --kmatch-pipeline=backend=cpu | %run_cpu > %t/cpu.out && \
// RUN:   kmatch-opt $f --kmatch-pipeline=backend=cuda | env KMATCH_CUDA_FALLBACK=cpu %run_cuda > %t/cuda.out && \
// RUN:   %numdiff --rtol 1e-4 --min-values 20 %t/cpu.out %t/cuda.out | sed "s|^|$(basename $f): |" || exit 1; \
// RUN: done | FileCheck %s
// CHECK-DAG: gemm-forms.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: blas-forms.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: 3mm.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: gemver.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: doitgen.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: conv-bn-relu.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: resnet-basic-block.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: bottleneck-1x1.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: maxpool.mlir: numdiff: {{.*}}: OK
// CHECK-DAG: dense-bias-relu.mlir: numdiff: {{.*}}: OK
