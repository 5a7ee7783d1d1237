//===- ProtectArguments.cpp - Tensors passed in stay unchanged --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-protect-arguments: the tensor arguments of public functions are
// not writable buffers for bufferization, so a caller's tensors keep their
// contents.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHPROTECTARGUMENTS
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;

namespace {
struct ProtectArguments
    : kmatch::impl::KmatchProtectArgumentsBase<ProtectArguments> {
  void runOnOperation() override {
    StringRef writable = bufferization::BufferizationDialect::kWritableAttrName;
    auto no = BoolAttr::get(&getContext(), false);
    getOperation().walk([&](func::FuncOp fn) {
      if (fn.isPrivate() || fn.isExternal())
        return;
      for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
        if (isa<TensorType>(fn.getArgument(i).getType()) &&
            !fn.getArgAttr(i, writable))
          fn.setArgAttr(i, writable, no);
    });
  }
};
} // namespace
