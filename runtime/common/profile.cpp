//===- profile.cpp - The C query of the implementation registry -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_rt_reference_primitives(): the count kmatch_profile.h keeps of the
// reference primitives the shims created.
//
//===----------------------------------------------------------------------===//
#include "kmatch_profile.h"
#include "kmatch_rt.h"

KMATCH_RT_EXPORT int64_t kmatch_rt_reference_primitives(void) {
  return static_cast<int64_t>(kmatch_rt::referencePrimitiveTotal.load());
}
