//===- Passes.td - Kernel dialect transformations ----------*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
    after bufferization; launches that stay on tensors are left alone, and so
    is a launch on a view of an unranked buffer (a `memref<*xf32>` argument
    cast to a ranked type), which has no transfer op: its shim moves its own
    operands.
  }];
  let options = [
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::kmatch::kernel::KernelDialect"
  ];
}

def KmatchChannelsLast : Pass<"kmatch-channels-last", "::mlir::ModuleOp"> {
  let summary = "Allocate channels-last the buffers only convolution and "
                "pooling launches use";
  let description = [{
    oneDNN's convolutions run on channels-last data (NHWC for a 2-D one); a
    launch on NCHW buffers reorders its input to NHWC and its output back on
    every call. This pass allocates channels-last every `memref.alloc` of
    rank 3 or more whose uses are all

    - launch operands marked `"channels_last"` for the backend in the kernel
      manifest, on launches whose `layout` is channels-first (`nchw`),
    - rank-preserving `memref.subview`s whose uses are all such, or
    - `memref.dealloc`,

    and hands those uses a `memref.transpose` view of the new buffer with the
    old logical shape. The shims read every operand through its strides, so
    each launch computes what it did on the same logical NCHW tensor; only
    where its elements live changes. A buffer that anything else touches
    (a linalg op on the default path, a reshape, a call, a return) keeps its
    layout. Run by the cpu pipeline after bufferization, before the launches
    are lowered.
  }];
  let options = [
    Option<"backend", "backend", "std::string", "\"cpu\"",
           "The backend whose manifest entries say which operands prefer channels-last">,
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::kmatch::kernel::KernelDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def KmatchMarkConstants : Pass<"kmatch-mark-constants", "::mlir::ModuleOp"> {
  let summary = "Tell the shims which launch operands never change";
  let description = [{
    A manifest param `{"type": "i64", "constant_of": "W"}` says whether the
    launch's operand W is constant. This pass sets it, on launches on
    memrefs, where W is provably so:

    - a view (cast, subview, reshapes, `memref.transpose`: the root buffer
      walk the aliasing rule uses) of a `memref.get_global` of a `constant` global whose initial value is
      known: the param is a 64-bit hash of that value and its type, never 0
      or 1;
    - a view of a function argument with the `kmatch.constant` unit
      attribute: 1. The attribute is the caller's promise that the buffer
      it passes holds the same values, at that address, for as long as the
      process runs (weights loaded once by a deploying driver).

    Elsewhere the param keeps its value (the manifest's default 0: the
    operand may change between calls). A launch that already has the
    attribute keeps it. The CPU shims keep a prepared copy of a constant
    operand (oneDNN's blocked filter layout) keyed by its address and the
    param, instead of preparing it on every call. Run by the cpu pipeline
    after bufferization, before the launches are lowered.
  }];
  let options = [
    ListOption<"manifests", "manifests", "std::string",
               "Extra kernel manifests (JSON) besides the project's runtime/kernels.json">,
  ];
  let dependentDialects = [
    "::kmatch::kernel::KernelDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

#endif // KMATCH_DIALECT_KERNEL_PASSES_TD
