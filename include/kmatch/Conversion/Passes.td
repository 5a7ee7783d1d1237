//===- Passes.td - Backend lowering passes -----------------*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_CONVERSION_PASSES_TD
#define KMATCH_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def KmatchLowerLaunches : Pass<"kmatch-lower-launches", "::mlir::ModuleOp"> {
  let summary = "Lower kernel.launch to calls into a backend's runtime (cpu: OpenBLAS, oneDNN; cuda: cuBLAS, cuDNN)";
  let description = [{
    Replaces every memref `kernel.launch @K(...)` with a `func.call` to the C
    function `kmatch_<backend>_K_<elt>` of `libkmatch_rt_<backend>.so`,
    declared with `llvm.emit_c_interface` so memrefs reach the shim as
    descriptors (`_mlir_ciface_kmatch_<backend>_K_<elt>`). Operands are passed
    in order (memrefs cast to a fully dynamic strided layout, or to
    `memref<*xE>` where the manifest says `"memref": "*"`; scalars by value),
    followed by the kernel attributes listed in the kernel's manifest entry.
    On cuda, operands stay host memrefs (the shims move data to and from the
    device) and `kernel.to_device` / `to_host` / `release` become calls of
    `kmatch_cuda_<op>`; on cpu those are erased. `--kmatch-lower-to-cpu` and
    `--kmatch-lower-to-cuda` are this pass with `backend=cpu` / `backend=cuda`.

    The launch must fit the kernel's ABI in the manifest, or the pass fails
    with a diagnostic:
    - every scalar operand and every shaped operand's element type is the
      kernel's element type (an `f64` alpha on `f32` data is an error, not a
      silent conversion);
    - each operand is of the kind its manifest entry gives it: a scalar, a
      memref of the listed rank, or (`"*"`) a memref of any rank;
    - every discardable attribute is one of the kernel's params (`transOut`
      for `transC` is an error, not the default); dialect-prefixed attributes
      (`kmatch.*`, ...) are annotations and are allowed;
    - a param with a code list (`"codes": "layout"` or `"activation"`, values
      in `runtime/common/kmatch_codes.h`) is a code of that list, or its name
      as a string (`layout = "nhwc"` lowers to the nhwc code).
    A kernel defined twice in one manifest is an error, and so is a later
    manifest (`manifests=`, `KMATCH_KERNEL_MANIFEST_PATH`) redefining a
    kernel, unless its entry says `"override": true` (then a warning).

    Before:

    ```mlir
    kernel.launch @gemm(%alpha, %A, %B, %beta, %C)
        {num_outs = 1 : i64, transA = false, transB = false, transC = false}
        : (f32, memref<8x4xf32>, memref<4x2xf32>, f32, memref<8x2xf32>) -> ()
    ```

    After (`backend=cpu`):

    ```mlir
    %a = memref.cast %A : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    ...
    call @kmatch_cpu_gemm_f32(%alpha, %a, %b, %beta, %c, %false, %false, %false)
        : (f32, memref<?x?xf32, strided<[?, ?], offset: ?>>, ..., i32, i32, i32) -> ()
    ```
  }];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"cpu\"",
           "The runtime to call: cpu or cuda">,
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::mlir::func::FuncDialect", "::mlir::memref::MemRefDialect",
    "::mlir::arith::ArithDialect", "::kmatch::kernel::KernelDialect"
  ];
}

#endif // KMATCH_CONVERSION_PASSES_TD
