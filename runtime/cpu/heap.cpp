//===- heap.cpp - Keep freed buffers in the process heap --------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A compiled model allocates its intermediate buffers per call and frees
// them before returning. glibc serves blocks above its mmap threshold (128
// KiB at first, raised dynamically up to 32 MiB) with mmap and returns them
// to the kernel on free, and trims the heap's free top past its trim
// threshold: the next call page-faults every buffer in again, and zeroes it.
// On the zoo's transformer block at batch 8 that was two thirds of the time
// (bench/RESULTS.md). At load, the runtime asks glibc to keep blocks up to
// 32 MiB in the heap and to trim only past 512 MiB of free top, once per
// process (KMATCH_MALLOC unset or `keep`; another value warns and keeps),
// unless KMATCH_MALLOC=system or the user set glibc's own
// MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ (glibc reads those itself).
//
//===----------------------------------------------------------------------===//
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>

namespace {
__attribute__((constructor)) void kmatchKeepHeap() {
  const char *mode = std::getenv("KMATCH_MALLOC");
  if (mode && std::strcmp(mode, "system") == 0)
    return;
  if (mode && *mode && std::strcmp(mode, "keep") != 0)
    std::fprintf(stderr,
                 "kmatch: KMATCH_MALLOC=%s is not keep or system; using keep\n",
                 mode);
  if (!std::getenv("MALLOC_MMAP_THRESHOLD_"))
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
  if (!std::getenv("MALLOC_TRIM_THRESHOLD_"))
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
}
} // namespace
