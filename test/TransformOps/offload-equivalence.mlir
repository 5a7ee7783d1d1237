// transforms/offload-{cpu,cuda}.mlir run through --transform-interpreter give
// the same result as --kmatch-pipeline, on every integration program and the
// polybench corpus: the lowered modules are identical. The example also runs.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: for f in %S/../Integration/gemm-forms.mlir %S/../Integration/blas-forms.mlir %S/../Integration/manual-dealloc.mlir %S/../Integration/manual-dealloc-returns.mlir %S/../Integration/upstream-conv-1d-call.mlir %S/../Integration/channels-last.mlir %S/../Pipelines/elementwise-tensors.mlir %S/../corpus/polybench/*.mlir %kmatch_src/examples/gemm.mlir; do \
// RUN:   for b in cpu cuda; do \
// RUN:     kmatch-opt $f --kmatch-pipeline=backend=$b -o %t/pipeline.mlir && \
// RUN:     kmatch-opt $f --transform-preload-library="transform-library-paths=%kmatch_src/transforms/offload-$b.mlir" --transform-interpreter -o %t/transform.mlir && \
// RUN:     diff %t/pipeline.mlir %t/transform.mlir && echo "same: $b $(basename $f)" || exit 1; \
// RUN:   done; \
// RUN: done | FileCheck %s
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --transform-preload-library="transform-library-paths=%kmatch_src/transforms/offload-cpu.mlir" --transform-interpreter | %run_cpu > %t/transform.out
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-pipeline="backend=cpu apply-templates=false" | %run_cpu > %t/default.out
// RUN: %numdiff --rtol 1e-4 --min-values 500000 %t/default.out %t/transform.out

// CHECK-DAG: same: cpu gemm-forms.mlir
// CHECK-DAG: same: cpu elementwise-tensors.mlir
// CHECK-DAG: same: cuda elementwise-tensors.mlir
// CHECK-DAG: same: cuda gemm-forms.mlir
// CHECK-DAG: same: cpu blas-forms.mlir
// CHECK-DAG: same: cpu manual-dealloc.mlir
// CHECK-DAG: same: cuda manual-dealloc.mlir
// CHECK-DAG: same: cpu manual-dealloc-returns.mlir
// CHECK-DAG: same: cpu upstream-conv-1d-call.mlir
// CHECK-DAG: same: cpu channels-last.mlir
// CHECK-DAG: same: cuda channels-last.mlir
// CHECK-DAG: same: cpu 2mm.mlir
// CHECK-DAG: same: cpu doitgen.mlir
// CHECK-DAG: same: cuda syr2k.mlir
// CHECK-DAG: same: cpu gemm.mlir
