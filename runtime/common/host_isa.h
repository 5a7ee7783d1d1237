//===- host_isa.h - The ISA the shims' own loops run on ---------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The shims' own passes over memory (the epilogue a BLAS product is followed
// by, for one) are compiled for the distribution's baseline ISA (x86-64:
// SSE2, four floats a vector). Their hot loops are also compiled for AVX2 and
// AVX-512F, KMATCH_TARGET_AVX2 / KMATCH_TARGET_AVX512 functions that inline
// one shared body, and the caller picks one per call with hostIsa(). The
// choice follows the CPU and the cap oneDNN is given (ONEDNN_MAX_CPU_ISA), so
// that capping the libraries to AVX2 caps the whole runtime, as on a CPU
// without AVX-512. Contraction into FMA is off for the runtime (CMake), so
// every copy rounds as the baseline one does.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_HOST_ISA_H
#define KMATCH_RUNTIME_COMMON_HOST_ISA_H

namespace kmatch_rt {

enum class HostIsa { Baseline, Avx2, Avx512 };

/// The widest of the three the CPU has and ONEDNN_MAX_CPU_ISA allows (read
/// once per process: oneDNN reads it once too).
HostIsa hostIsa();

} // namespace kmatch_rt

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#define KMATCH_TARGET_AVX2 __attribute__((target("avx2")))
#define KMATCH_TARGET_AVX512 __attribute__((target("avx512f")))
#else
#define KMATCH_TARGET_AVX2
#define KMATCH_TARGET_AVX512
#endif

#endif // KMATCH_RUNTIME_COMMON_HOST_ISA_H
