//===- Codes.cpp - Natives that name the codes of kmatch_codes.h -*- C++
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// Templates name layouts and activations ("nchw", "relu"); launches carry
// them as integer codes (the ABI). These natives map one to the other through
// runtime/common/kmatch_codes.h, the list the runtime decodes with.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kmatch;
using namespace kmatch::detail;

/// Whether `code` holds `want`.
static bool holdsCode(IntegerAttr code, std::optional<int32_t> want) {
  return want && code.getValue().getSExtValue() == *want;
}

/// The activation names of kmatch_codes.h, quoted: "\"none\", \"relu\", ..
/// or \"hardsigmoid\"".
static std::string activationNames() {
  SmallVector<std::string> names;
#define KMATCH_ACTIVATION_NAME_(E, N, V) names.push_back("\"" N "\"");
  KMATCH_FOR_EACH_ACTIVATION(KMATCH_ACTIVATION_NAME_)
#undef KMATCH_ACTIVATION_NAME_
  std::string last = names.pop_back_val();
  return llvm::join(names, ", ") + " or " + last;
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult isLayout(PatternRewriter &, IntegerAttr code,
                              StringAttr name) {
  return success(holdsCode(code, parseLayout(name.getValue())));
}

static FailureOr<Attribute> layoutCodeNative(PatternRewriter &rewriter,
                                             StringAttr name) {
  std::optional<int32_t> code = parseLayout(name.getValue());
  if (!code)
    return failure();
  return Attribute(rewriter.getI32IntegerAttr(*code));
}

static LogicalResult isActivationKind(PatternRewriter &, IntegerAttr code,
                                      StringAttr name) {
  return success(holdsCode(code, parseActivation(name.getValue())));
}

static FailureOr<Attribute> activationNamed(PatternRewriter &rewriter,
                                            StringAttr name) {
  std::optional<int32_t> code = parseActivation(name.getValue());
  if (!code)
    return failure();
  return Attribute(rewriter.getDictionaryAttr(
      {rewriter.getNamedAttr("act", rewriter.getI32IntegerAttr(*code)),
       rewriter.getNamedAttr("act_lo", rewriter.getF32FloatAttr(0)),
       rewriter.getNamedAttr("act_hi", rewriter.getF32FloatAttr(0))}));
}

void kmatch::registerCodeNatives(NativeLibrary &lib) {
  lib.addConstraint("IsLayout", isLayout);
  lib.addConstraint("IsActivationKind", isActivationKind);
  lib.addRewrite("LayoutCode", layoutCodeNative);
  lib.addRewrite("ActivationNamed", activationNamed);

  NativeArgValidator layout = stringSpecValidator(
      [](StringRef name) { return parseLayout(name).has_value(); },
      "a layout, \"nchw\" or \"nhwc\"");
  lib.addValidator("IsLayout", 1, layout);
  lib.addValidator("LayoutCode", 0, layout);
  NativeArgValidator activation = stringSpecValidator(
      [](StringRef name) { return parseActivation(name).has_value(); },
      "an activation, " + activationNames());
  lib.addValidator("IsActivationKind", 1, activation);
  lib.addValidator("ActivationNamed", 0, activation);
}
