//===- kmatch_rt_cpu.h - The C API of libkmatch_rt_cpu ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The CPU shims (runtime/cpu), one per kernel and element type, as the
// lowering calls them. Their declarations are generated from
// runtime/kernels.json into kmatch_kernels.h (KMATCH_FOR_EACH_CPU_KERNEL);
// the CUDA runtime calls them for KMATCH_CUDA_FALLBACK=cpu.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H
#define KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H

#include "kmatch_kernels.h"

#endif // KMATCH_RUNTIME_COMMON_KMATCH_RT_CPU_H
