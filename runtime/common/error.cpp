//===- error.cpp - Error reporting of the kmatch runtimes -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// kmatch_rt_error and friends. Thread-safe: the mode is global and atomic,
// the last error is per thread. Every error is printed to stderr; the mode
// only chooses whether the process then exits (KMATCH_RT_EXIT_STATUS) or the
// shim returns.
//
//===----------------------------------------------------------------------===//
#include "kmatch_rt.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static std::atomic<int> errorMode{-1};
static thread_local char lastError[1024];

static int currentMode() {
  int mode = errorMode.load();
  if (mode >= 0)
    return mode;
  const char *env = std::getenv("KMATCH_RT_ON_ERROR");
  mode = (env && std::strcmp(env, "return") == 0) ? 1 : 0;
  errorMode.store(mode);
  return mode;
}

KMATCH_RT_EXPORT void kmatch_rt_error(const char *kernel, const char *fmt,
                                      ...) {
  char message[768];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(message, sizeof(message), fmt, args);
  va_end(args);
  std::snprintf(lastError, sizeof(lastError), "kmatch runtime error in %s: %s",
                kernel, message);
  std::fprintf(stderr, "%s\n", lastError);
  std::fflush(stderr);
  if (currentMode() == 1)
    return;
  // Not abort(): a signal would reach the host's crash handler (mlir-runner
  // prints "PLEASE submit a bug report" and a stack dump). The program's
  // own output so far is flushed; nothing else runs.
  std::fflush(nullptr);
  std::_Exit(KMATCH_RT_EXIT_STATUS);
}

KMATCH_RT_EXPORT void kmatch_rt_set_error_mode(int mode) {
  errorMode.store(mode ? 1 : 0);
}

KMATCH_RT_EXPORT const char *kmatch_rt_last_error(void) { return lastError; }

KMATCH_RT_EXPORT void kmatch_rt_clear_error(void) { lastError[0] = '\0'; }
