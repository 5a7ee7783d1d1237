//===- KernelOps.td - Operations of the kernel dialect ------*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_DIALECT_KERNEL_KERNELOPS_TD
#define KMATCH_DIALECT_KERNEL_KERNELOPS_TD

include "kmatch/Dialect/Kernel/KernelDialect.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.td"

def Kernel_LaunchOp : Kernel_Op<"launch", [
    DestinationStyleOpInterface,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<BufferizableOpInterface,
        ["bufferizesToMemoryRead", "bufferizesToMemoryWrite",
         "getAliasingValues", "bufferize"]>]> {
  let summary = "Launch of a backend-neutral library kernel";
  let description = [{
    `kernel.launch` runs the library kernel named by `callee` on its operands.
    The callee is a kernel family (`gemm`, ...), not a function symbol: a
    backend lowering maps it, with the element type and the launch's
    attributes, to a shim of the kmatch runtime.

    The last `num_outs` operands are the outputs ("outs"); every other operand
    is an input. Inputs may be scalars (for example α and β) or shaped values.
    On memrefs the launch has no results and writes its outs in place. On
    tensors it is in destination-passing style: result `i` is the new value of
    out `i`, and one-shot bufferization turns it into the memref form.

    Kernel parameters that are not values (transposes, strides, epsilons) are
    discardable attributes whose meaning is given by the kernel's entry in the
    runtime manifest (`runtime/kernels.json`). The lowering checks the launch
    against that entry: scalar operands have the element type of the data,
    and an attribute without a dialect prefix must be one of the kernel's
    params.

    Example:

    ```mlir
    kernel.launch @gemm(%alpha, %A, %B, %beta, %C)
        {num_outs = 1 : i64, transA = false, transB = true, transC = false}
        : (f32, memref<64x32xf32>, memref<16x32xf32>, f32, memref<64x16xf32>) -> ()
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$args,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$num_outs);
  let results = (outs Variadic<AnyRankedTensor>:$results);

  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, results)
  }];

  let builders = [
    OpBuilder<(ins "::llvm::StringRef":$callee, "::mlir::ValueRange":$inputs,
                   "::mlir::ValueRange":$outs)>
  ];

  let extraClassDeclaration = [{
    /// Name of the kernel family, e.g. "gemm".
    ::llvm::StringRef getKernelName() { return getCallee(); }
    /// The input operands (everything but the outs).
    ::mlir::OperandRange getInputs() {
      return getArgs().drop_back(getNumOuts());
    }
    /// The output operands.
    ::mlir::OperandRange getOuts() {
      return getArgs().take_back(getNumOuts());
    }
    /// DestinationStyleOpInterface: the outs are the inits.
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      unsigned n = getNumOuts();
      return ::mlir::MutableOperandRange(getOperation(),
                                         getNumOperands() - n, n);
    }
    /// Whether the launch works on tensors (destination-passing style).
    bool isOnTensors() { return getNumResults() != 0; }
  }];

  let hasVerifier = 1;
}

def Kernel_TransposeViewOp : Kernel_Op<"transpose_view", [Pure,
    DeclareOpInterfaceMethods<BufferizableOpInterface,
        ["bufferizesToMemoryRead", "bufferizesToMemoryWrite",
         "getAliasingValues", "bufferize", "getBufferType"]>]> {
  let summary = "A transpose of a tensor that bufferizes to a view";
  let description = [{
    `kernel.transpose_view` has the value of `linalg.transpose` with the same
    `permutation` (result dim `i` is input dim `permutation[i]`), but
    bufferizes to `memref.transpose` of the input's buffer, a strided view,
    instead of a copy. Templates emit it where the transposed tensor feeds a
    launch that takes strided operands, e.g. the head split of multi-head
    attention feeding `@batch_gemm`:

    ```mlir
    %v = kernel.transpose_view %x permutation = [0, 2, 1, 3]
        : tensor<1x16x4x16xf32> -> tensor<1x4x16x16xf32>
    ```

    becomes, after one-shot bufferization,

    ```mlir
    %v = memref.transpose %xbuf (d0, d1, d2, d3) -> (d0, d2, d1, d3)
        : memref<1x16x4x16xf32> to memref<1x4x16x16xf32, strided<[1024, 16, 64, 1]>>
    ```

    The result aliases the input; a write into the result (a launch writing
    its out through the view) is a write into the input's buffer.
  }];

  let arguments = (ins AnyRankedTensor:$input,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);

  let assemblyFormat = [{
    $input `permutation` `=` $permutation attr-dict `:` type($input) `->`
    type($result)
  }];

  let builders = [
    OpBuilder<(ins "::mlir::Value":$input,
                   "::llvm::ArrayRef<int64_t>":$permutation)>
  ];

  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Host/device transfers (placed by --kmatch-plan-residency)
//===----------------------------------------------------------------------===//

class Kernel_TransferOp<string mnemonic, string summaryText, string doc>
    : Kernel_Op<mnemonic> {
  let summary = summaryText;
  let description = doc # [{

    The operand is a whole buffer (an allocation or a function argument), not
    a view: the runtime keeps one device mirror per host allocation, and
    launches on views of the buffer use views of the mirror. The op has
    unknown side effects on purpose, so nothing moves across it.
  }];
  let arguments = (ins AnyMemRef:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
  // The operand must be a root buffer (kmatch::getRootBuffer), never a view.
  let hasVerifier = 1;
}

def Kernel_ToDeviceOp : Kernel_TransferOp<"to_device",
    "Make the device mirror of a host buffer current", [{
    `kernel.to_device %buf` makes the device mirror of `%buf` current: it
    allocates the mirror and uploads the host contents when there is none, and
    leaves an existing mirror alone. Device-resident launches after it read
    and write the mirror instead of copying per call.

    ```mlir
    kernel.to_device %A : memref<20x28xf64>
    ```
  }]>;

def Kernel_ToHostOp : Kernel_TransferOp<"to_host",
    "Copy a device mirror back where the host observes the buffer", [{
    `kernel.to_host %buf` downloads the device mirror of `%buf` when a launch
    wrote it since the last transfer; the mirror stays valid. Placed before
    the first host access after device writes, and before returns.
  }]>;

def Kernel_ReleaseOp : Kernel_TransferOp<"release",
    "Drop the device mirror of a host buffer", [{
    `kernel.release %buf` frees the device mirror of `%buf` without copying.
    Placed where the host may write the buffer (the mirror would go stale),
    before deallocation, and at the end of the block.
  }]>;

#endif // KMATCH_DIALECT_KERNEL_KERNELOPS_TD
