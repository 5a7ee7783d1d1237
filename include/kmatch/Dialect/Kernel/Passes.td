//===- Passes.td - Kernel dialect transformations ----------*- tablegen -*-===//
#ifndef KMATCH_DIALECT_KERNEL_PASSES_TD
#define KMATCH_DIALECT_KERNEL_PASSES_TD

include "mlir/Pass/PassBase.td"

def KmatchPlanResidency : Pass<"kmatch-plan-residency", "::mlir::ModuleOp"> {
  let summary = "Keep buffers on the device between CUDA launches";
  let description = [{
    Places explicit host/device transfers (`kernel.to_device`,
    `kernel.to_host`, `kernel.release`) around memref launches of kernels
    whose manifest entry is `device_resident`, so that a buffer one launch
    writes and the next reads stays on the device. It works block by block, in
    program order, and tracks each whole buffer (an allocation or a function
    argument, looking through views):

    - `to_device` goes before the first resident launch that uses the buffer;
    - `to_host` goes before the first host access after a resident launch
      wrote it (any other op that reads or writes it, a non-resident launch,
      a call, an op with regions), and before the block's terminator;
    - `release` goes where the host may write the buffer (the mirror would go
      stale), before `memref.dealloc`, and before the terminator.

    2mm, for example, uploads A, B, C, D and tmp once and downloads tmp and D
    once, with nothing moved between its two gemms; gemver keeps A and x on
    the device across its ger2, gemv, axpby and gemv. Run by the cuda pipeline
    after bufferization; launches that stay on tensors are left alone.
  }];
  let options = [
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::kmatch::kernel::KernelDialect"
  ];
}

#endif // KMATCH_DIALECT_KERNEL_PASSES_TD
