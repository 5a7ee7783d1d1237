// Transform-only templates (transforms/dot.mlir, transforms/gemv-matvec.mlir)
// leave device code alone, as the PDLL templates do
// (test/Templates/device-code.mlir): transform.kmatch.replace_with_launch
// refuses an op inside a gpu.launch, an OpenACC compute region or a loop
// mapped onto GPU threads. The same ops on the host still become launches.
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/dot.mlir" --transform-interpreter | FileCheck %s --check-prefix=DOT
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/gemv-matvec.mlir" --transform-interpreter | FileCheck %s --check-prefix=GEMV
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=PDLL

// DOT-LABEL: func.func @in_gpu_launch(
// DOT: gpu.launch
// DOT-NOT: kernel.launch
// DOT: linalg.dot
// DOT-NOT: kernel.launch
// DOT: linalg.matvec
// DOT: gpu.terminator
// GEMV-LABEL: func.func @in_gpu_launch(
// GEMV-NOT: kernel.launch
// GEMV: gpu.terminator
// PDLL-LABEL: func.func @in_gpu_launch(
// PDLL-NOT: kernel.launch
// PDLL: gpu.terminator
func.func @in_gpu_launch(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<f32>,
                         %A: memref<4x8xf32>, %y: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%o : memref<f32>)
    linalg.matvec ins(%A, %a : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
    gpu.terminator
  }
  return
}

// DOT-LABEL: func.func @in_acc_parallel(
// DOT-NOT: kernel.launch
// DOT: acc.yield
// GEMV-LABEL: func.func @in_acc_parallel(
// GEMV-NOT: kernel.launch
// GEMV: acc.yield
// PDLL-LABEL: func.func @in_acc_parallel(
// PDLL-NOT: kernel.launch
// PDLL: acc.yield
func.func @in_acc_parallel(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<f32>,
                           %A: memref<4x8xf32>, %y: memref<4xf32>) {
  acc.parallel {
    linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%o : memref<f32>)
    linalg.matvec ins(%A, %a : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
    acc.yield
  }
  return
}

// DOT-LABEL: func.func @in_forall_threads(
// DOT-NOT: kernel.launch
// DOT: mapping = [#gpu.thread<x>]
// GEMV-LABEL: func.func @in_forall_threads(
// GEMV-NOT: kernel.launch
// GEMV: mapping = [#gpu.thread<x>]
// PDLL-LABEL: func.func @in_forall_threads(
// PDLL-NOT: kernel.launch
// PDLL: mapping = [#gpu.thread<x>]
func.func @in_forall_threads(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<f32>,
                             %A: memref<4x8xf32>, %y: memref<4xf32>) {
  scf.forall (%i) in (1) {
    linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%o : memref<f32>)
    linalg.matvec ins(%A, %a : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  } {mapping = [#gpu.thread<x>]}
  return
}

// Near miss: the same ops on the host.
// DOT-LABEL: func.func @on_host(
// DOT: kernel.launch @dot
// DOT: linalg.matvec
// GEMV-LABEL: func.func @on_host(
// GEMV: linalg.dot
// GEMV: kernel.launch @gemv
// PDLL-LABEL: func.func @on_host(
// PDLL: kernel.launch @dot
// PDLL: kernel.launch @gemv
func.func @on_host(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<f32>,
                   %A: memref<4x8xf32>, %y: memref<4xf32>) {
  linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%o : memref<f32>)
  linalg.matvec ins(%A, %a : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  return
}
