//===- profile.cpp - The C query of the implementation registry -*- C++ -*-===//
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
