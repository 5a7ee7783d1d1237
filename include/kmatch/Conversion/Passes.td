//===- Passes.td - Backend lowering passes -----------------*- tablegen -*-===//
#ifndef KMATCH_CONVERSION_PASSES_TD
#define KMATCH_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

class KmatchLowerLaunches<string arg>
    : Pass<arg, "::mlir::ModuleOp"> {
  let options = [
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::mlir::func::FuncDialect", "::mlir::memref::MemRefDialect",
    "::mlir::arith::ArithDialect"
  ];
}

def KmatchLowerToCPU : KmatchLowerLaunches<"kmatch-lower-to-cpu"> {
  let summary = "Lower kernel.launch to calls into the CPU runtime (OpenBLAS, oneDNN)";
  let description = [{
    Replaces every memref `kernel.launch @K(...)` with a `func.call` to the C
    function `kmatch_cpu_K_<elt>` of `libkmatch_rt_cpu.so`, declared with
    `llvm.emit_c_interface` so memrefs reach the shim as descriptors
    (`_mlir_ciface_kmatch_cpu_K_<elt>`). Operands are passed in order
    (memrefs cast to a fully dynamic strided layout, scalars by value),
    followed by the kernel attributes listed in the kernel's manifest entry.

    The launch must fit the kernel's ABI, or the pass fails with a
    diagnostic: every scalar operand and every shaped operand's element type
    is the kernel's element type (an `f64` alpha on `f32` data is an error,
    not a silent conversion), and every discardable attribute is one of the
    kernel's params (`transOut` for `transC` is an error, not the default);
    dialect-prefixed attributes (`kmatch.*`, ...) are annotations and are
    allowed. A kernel defined twice in one manifest is an error, and so is a
    later manifest (`manifests=`, `KMATCH_KERNEL_MANIFEST_PATH`) redefining a
    kernel, unless its entry says `"override": true` (then a warning).

    Before:

    ```mlir
    kernel.launch @gemm(%alpha, %A, %B, %beta, %C)
        {num_outs = 1 : i64, transA = false, transB = false, transC = false}
        : (f32, memref<8x4xf32>, memref<4x2xf32>, f32, memref<8x2xf32>) -> ()
    ```

    After:

    ```mlir
    %a = memref.cast %A : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    ...
    call @kmatch_cpu_gemm_f32(%alpha, %a, %b, %beta, %c, %false, %false, %false)
        : (f32, memref<?x?xf32, strided<[?, ?], offset: ?>>, ..., i32, i32, i32) -> ()
    ```
  }];
}

def KmatchLowerToCUDA : KmatchLowerLaunches<"kmatch-lower-to-cuda"> {
  let summary = "Lower kernel.launch to calls into the CUDA runtime (cuBLAS, cuDNN)";
  let description = [{
    Same contract as `--kmatch-lower-to-cpu`, with shims named
    `kmatch_cuda_K_<elt>` in `libkmatch_rt_cuda.so`. Operands stay host
    memrefs; the shims move data to and from the device.
  }];
}

#endif // KMATCH_CONVERSION_PASSES_TD
