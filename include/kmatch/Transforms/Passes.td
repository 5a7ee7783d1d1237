//===- Passes.td - Whole-program preparation and checks ----*- tablegen -*-===//
#ifndef KMATCH_TRANSFORMS_PASSES_TD
#define KMATCH_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KmatchMarkManualDeallocation
    : Pass<"kmatch-mark-manual-deallocation", "::mlir::ModuleOp"> {
  let summary = "Leave the memrefs of functions that free their own buffers "
                "to the program";
  let description = [{
    Runs before bufferization. A function that contains `memref.dealloc`, and
    every function connected to one by calls, manages its own memory: its
    `memref.alloc`, `memref.realloc` and `memref.dealloc` ops get the
    `bufferization.manual_deallocation` attribute. Upstream's
    ownership-based deallocation then leaves those buffers alone (no automatic
    free, no "memory free side-effect" error) and still frees every buffer
    bufferization allocates, in those functions too.

    A group with a function that returns a memref cannot keep the ownership
    rules of the deallocation pass (the caller would own, and free, the
    program's buffer); its functions also get `kmatch.skip_deallocation`,
    and kmatch-buffer-deallocation leaves them as they are.

    Before:

    ```mlir
    func.func @main() {
      %m = memref.alloc() : memref<4xf32>
      memref.dealloc %m : memref<4xf32>
      return
    }
    ```

    After:

    ```mlir
    func.func @main() {
      %m = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
      memref.dealloc %m {bufferization.manual_deallocation} : memref<4xf32>
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def KmatchBufferDeallocation
    : Pass<"kmatch-buffer-deallocation", "::mlir::ModuleOp"> {
  let summary = "Upstream's buffer-deallocation-pipeline, unless the module "
                "opted out";
  let description = [{
    Runs upstream's `buffer-deallocation-pipeline` (ownership-based
    deallocation, simplification and lowering of `bufferization.dealloc`) on
    the module, after bufferization. Functions that free their own buffers
    (marked by `kmatch-mark-manual-deallocation`) skip the canonicalization
    before deallocation, which would drop the marks. Functions marked
    `kmatch.skip_deallocation` get no deallocation; if bufferization
    allocated buffers in them, a warning says so. The attribute is removed.
  }];
}

def KmatchDecompose : Pass<"kmatch-decompose", "::mlir::ModuleOp"> {
  let summary = "Decompose the linalg ops that have no loop lowering";
  let description = [{
    Rewrites, on tensors, every op that implements
    `linalg::AggregatedOpInterface` (e.g. `linalg.softmax`,
    `linalg.winograd_*`) into the ops it is made of, and lowers `linalg.pack`
    and `linalg.unpack` to `tensor.pad`/`tensor.expand_shape`/
    `linalg.transpose` and back (upstream's `linalg::lowerPack` and
    `linalg::lowerUnPack`). Ops it cannot decompose are left for
    `kmatch-check-lowered` to report.

    Before:

    ```mlir
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x8xf32>)
                                     outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
    ```

    After: `linalg.generic` reductions (max, sum) and elementwise
    `linalg.generic` ops (sub, exp, div).
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect"
  ];
}

def KmatchCheckLowered : Pass<"kmatch-check-lowered", "::mlir::ModuleOp"> {
  let summary = "Report every op left outside the LLVM dialect";
  let description = [{
    Runs last in kmatch-pipeline. Emits an error naming each op that is
    neither in the LLVM dialect nor a builtin op (`builtin.module`,
    `builtin.unrealized_conversion_cast` left by a failed conversion is
    reported too), so the pipeline never exits 0 with a program mlir-runner
    cannot run.

    ```mlir
    // error: 'linalg.foo' is left after lowering to the LLVM dialect
    ```
  }];
}

#endif // KMATCH_TRANSFORMS_PASSES_TD
