//===- host_isa.cpp - The ISA the shims' own loops run on -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "host_isa.h"

#include <cstdlib>
#include <cstring>
#include <strings.h>

namespace kmatch_rt {

/// The widest ISA ONEDNN_MAX_CPU_ISA's value allows: oneDNN's names are
/// SSE41, AVX, AVX2, AVX2_VNNI, AVX512_CORE, ..., AMX_*, ALL.
static HostIsa capOf(const char *value) {
  if (!value || !*value || !strcasecmp(value, "ALL"))
    return HostIsa::Avx512;
  if (!strncasecmp(value, "AVX512", 6) || !strncasecmp(value, "AMX", 3))
    return HostIsa::Avx512;
  if (!strncasecmp(value, "AVX2", 4))
    return HostIsa::Avx2;
  return HostIsa::Baseline;
}

static HostIsa detect() {
  HostIsa cap = capOf(std::getenv("ONEDNN_MAX_CPU_ISA"));
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
  __builtin_cpu_init();
  if (cap == HostIsa::Avx512 && __builtin_cpu_supports("avx512f"))
    return HostIsa::Avx512;
  if (cap != HostIsa::Baseline && __builtin_cpu_supports("avx2"))
    return HostIsa::Avx2;
#endif
  return HostIsa::Baseline;
}

HostIsa hostIsa() {
  static const HostIsa isa = detect();
  return isa;
}

} // namespace kmatch_rt
