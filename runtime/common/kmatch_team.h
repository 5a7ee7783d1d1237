//===- kmatch_team.h - The OpenMP team a shim's libraries get ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// OpenBLAS's OpenMP build (the one the CPU runtime loads, runtime/
// CMakeLists.txt) splits a call into as many parts as omp_get_max_threads()
// says and expects a team of exactly that many threads to run them. When the
// team is smaller, the parts that wait on each other hang or leave part of C
// unwritten: OpenBLAS 0.3.21 computes a wrong gemm (or never returns) under
// OMP_THREAD_LIMIT below the core count, and under OMP_DYNAMIC=true.
//
// Every shim therefore runs under TeamScope (through its definition macro,
// KMATCH_CPU_ENTRY / KMATCH_CUDA_ENTRY in the generated kmatch_kernels.h):
// outside a parallel region it turns dynamic team sizes off and caps the
// requested threads at the thread limit for the call, and puts both back
// after it, so the calling program's own settings are unchanged. Inside a
// parallel region it does nothing: BLAS and oneDNN run single-threaded
// there. Header-only and a no-op without OpenMP (a user's shim library
// compiled without it).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_KMATCH_TEAM_H
#define KMATCH_RUNTIME_KMATCH_TEAM_H

#ifdef _OPENMP
#include <omp.h>
#endif

namespace kmatch_rt {

class TeamScope {
public:
#ifdef _OPENMP
  TeamScope() {
    if (omp_in_parallel())
      return;
    dynamic = omp_get_dynamic();
    threads = omp_get_max_threads();
    int limit = omp_get_thread_limit();
    if (dynamic)
      omp_set_dynamic(0);
    if (limit > 0 && threads > limit)
      omp_set_num_threads(limit);
    changed = true;
  }
  ~TeamScope() {
    if (!changed)
      return;
    omp_set_num_threads(threads);
    omp_set_dynamic(dynamic);
  }

private:
  int dynamic = 0, threads = 0;
  bool changed = false;
#endif
};

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_KMATCH_TEAM_H
