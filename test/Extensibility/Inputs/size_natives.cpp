//===- size_natives.cpp - A native plugin, built apart from kmatch --------===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The native plugin of test/Extensibility/native-plugin.mlir: a user's own
// constraint, built as its own shared library against kmatch's headers and
// loaded at run time, with no rebuild of kmatch.
//
//   StaticElementCountAtLeast(op, n): every operand of `op` is a shaped
//   value of static shape with at least n elements (offload only kernels
//   large enough to pay for a library call).
//
// The test builds it three times: as is, with KMATCH_TEST_CLASH (it also
// defines a builtin native's name) and with KMATCH_TEST_OLD_API (it claims
// another plugin API version); both must be refused when loaded.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativePlugin.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

static LogicalResult staticElementCountAtLeast(PatternRewriter &,
                                               Operation *op, IntegerAttr n) {
  for (Value v : op->getOperands()) {
    auto type = dyn_cast<ShapedType>(v.getType());
    if (!type || !type.hasStaticShape()) {
      kmatch::setRejectionReason("an operand has no static shape");
      return failure();
    }
    if (type.getNumElements() < n.getInt()) {
      kmatch::setRejectionReason("an operand has " +
                                 Twine(type.getNumElements()) +
                                 " elements, fewer than " + Twine(n.getInt()));
      return failure();
    }
  }
  return success();
}

static void registerSizeNatives(kmatch::NativeLibrary &lib) {
  lib.addConstraint("StaticElementCountAtLeast",
                    "every operand has a static shape of at least n elements",
                    staticElementCountAtLeast);
#ifdef KMATCH_TEST_CLASH
  lib.addConstraint("HasOneUse", "a second definition of a builtin",
                    [](PatternRewriter &, Value) { return success(); });
#endif
}

#ifdef KMATCH_TEST_OLD_API
extern "C" __attribute__((visibility("default"))) KmatchNativePluginInfo
kmatchGetNativePluginInfo() {
  return {KMATCH_NATIVE_PLUGIN_API_VERSION + 1, LLVM_VERSION_STRING, "size",
          registerSizeNatives};
}
#else
KMATCH_NATIVE_PLUGIN("size", registerSizeNatives)
#endif
