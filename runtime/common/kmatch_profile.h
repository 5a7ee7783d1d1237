//===- kmatch_profile.h - Per-launch time profile of the shims --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// KMATCH_PROFILE=1 (or =FILE) makes every shim time its calls; at exit the
// runtime prints, to stderr (or FILE), one row per kernel: calls, total and
// mean milliseconds and the share of all launch time. The time a program
// spends outside the launches (the default path) is its own total minus the
// last row. Unset, a shim pays one load and a branch, and sets the
// thread's current slot.
//
// Every shim gets this through its definition macro (KMATCH_CPU_ENTRY,
// KMATCH_CUDA_ENTRY in the generated kmatch_kernels.h), so a new kernel is
// profiled without a line of its own. Header-only: the registry is an inline
// variable, which the dynamic linker unifies across the CPU and CUDA
// runtimes and a user's own shim library, so a process prints one table.
// Only the outermost shim call counts (a CUDA shim that falls back to the
// CPU shim, a shim that calls another); its time includes the inner call.
// CUDA shims that leave their results on the device return before the
// device finishes: with KMATCH_PROFILE their scope waits for the stream
// (profileDeviceSync), so the rows are the device work too.
//
// The same slot records which implementation the vendor library picked for
// each primitive a shim creates (noteImplementation: oneDNN's
// impl_info_str, "jit:avx2", "brg:avx512_core", "ref:any"), whether or not
// KMATCH_PROFILE is set. The profile prints them on the kernel's row, and
// kmatch_rt_reference_primitives() counts the reference ones, so a test or
// a user sees a reference kernel whenever one is created.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_KMATCH_PROFILE_H
#define KMATCH_RUNTIME_KMATCH_PROFILE_H

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#pragma GCC visibility push(default)
namespace kmatch_rt {

/// One kernel's counters (one per shim, a function-local static).
struct ProfileSlot {
  const char *backend, *kernel, *type;
  std::atomic<uint64_t> calls{0}, nanos{0};
  /// Primitives created for this kernel whose implementation is a reference
  /// (unoptimized) one.
  std::atomic<uint64_t> referencePrimitives{0};
  /// The distinct "primitive=implementation" pairs created for this kernel,
  /// comma-separated (cut at the buffer's end); under implMutex. A plain
  /// array: the table prints at exit, after the destructors of slots
  /// created after the atexit registration have run.
  char implementations[384] = {};
  std::mutex implMutex;
  ProfileSlot *next = nullptr;
  ProfileSlot(const char *backend, const char *kernel, const char *type);
};

/// Every slot constructed so far, newest first.
inline std::atomic<ProfileSlot *> profileSlots{nullptr};
/// Set by a backend whose shims may return before the device is done.
inline std::atomic<void (*)()> profileDeviceSync{nullptr};

inline ProfileSlot::ProfileSlot(const char *backend, const char *kernel,
                                const char *type)
    : backend(backend), kernel(kernel), type(type) {
  next = profileSlots.load(std::memory_order_relaxed);
  while (!profileSlots.compare_exchange_weak(
      next, this, std::memory_order_release, std::memory_order_relaxed)) {
  }
}

/// Reference primitives created in this process, by every shim.
inline std::atomic<uint64_t> referencePrimitiveTotal{0};

/// The slot of the outermost shim call running on this thread, or null.
inline ProfileSlot *&currentProfileSlot() {
  static thread_local ProfileSlot *slot = nullptr;
  return slot;
}

/// Whether a library's implementation name is a reference (unoptimized)
/// kernel: oneDNN names them "ref:..." (and "ref_..." for some variants).
inline bool isReferenceImplementation(const char *impl) {
  return std::strncmp(impl, "ref", 3) == 0;
}

/// Records that the calling shim created a `primitive` ("conv", "reorder")
/// on which the library runs implementation `impl`. Called once per
/// created primitive, never per launch.
inline void noteImplementation(const char *primitive, const char *impl) {
  bool reference = isReferenceImplementation(impl);
  if (reference)
    referencePrimitiveTotal.fetch_add(1, std::memory_order_relaxed);
  ProfileSlot *slot = currentProfileSlot();
  if (!slot)
    return;
  if (reference)
    slot->referencePrimitives.fetch_add(1, std::memory_order_relaxed);
  std::string entry = std::string(primitive) + "=" + impl;
  std::lock_guard<std::mutex> lock(slot->implMutex);
  std::string all = slot->implementations;
  if (("," + all + ",").find("," + entry + ",") != std::string::npos)
    return;
  all += all.empty() ? entry : "," + entry;
  std::snprintf(slot->implementations, sizeof(slot->implementations), "%s",
                all.c_str());
}

/// Where the table goes: stderr for "1", else the named file.
inline const char *profileTarget() {
  const char *env = std::getenv("KMATCH_PROFILE");
  if (!env || !*env || std::strcmp(env, "0") == 0)
    return nullptr;
  return env;
}

inline void printProfile() {
  const char *target = profileTarget();
  if (!target)
    return;
  std::FILE *out = stderr;
  bool own = std::strcmp(target, "1") != 0;
  if (own && !(out = std::fopen(target, "w"))) {
    std::fprintf(stderr, "kmatch: KMATCH_PROFILE: cannot write '%s'\n", target);
    return;
  }
  std::vector<ProfileSlot *> rows;
  for (ProfileSlot *s = profileSlots.load(std::memory_order_acquire); s;
       s = s->next)
    if (s->calls.load())
      rows.push_back(s);
  std::sort(rows.begin(), rows.end(), [](ProfileSlot *a, ProfileSlot *b) {
    return a->nanos.load() > b->nanos.load();
  });
  uint64_t calls = 0, nanos = 0;
  for (ProfileSlot *s : rows)
    calls += s->calls.load(), nanos += s->nanos.load();
  std::fprintf(out, "kmatch profile: launches by total time\n");
  std::fprintf(out, "%-28s %-7s %10s %12s %10s %7s  %s\n", "kernel", "backend",
               "calls", "total ms", "mean ms", "share", "implementations");
  for (ProfileSlot *s : rows) {
    char name[64];
    std::snprintf(name, sizeof(name), "%s %s", s->kernel, s->type);
    double ms = s->nanos.load() / 1e6;
    std::string impls;
    {
      std::lock_guard<std::mutex> lock(s->implMutex);
      impls = *s->implementations ? s->implementations : "-";
    }
    std::fprintf(out, "%-28s %-7s %10llu %12.3f %10.4f %6.1f%%  %s\n", name,
                 s->backend, (unsigned long long)s->calls.load(), ms,
                 ms / s->calls.load(), nanos ? 100.0 * s->nanos / nanos : 0.0,
                 impls.c_str());
  }
  std::fprintf(out, "%-28s %-7s %10llu %12.3f\n", "all launches", "",
               (unsigned long long)calls, nanos / 1e6);
  std::fprintf(out, "reference primitives created: %llu\n",
               (unsigned long long)referencePrimitiveTotal.load());
  if (own)
    std::fclose(out);
}

/// Whether KMATCH_PROFILE is on; read once per process.
inline bool profileEnabled() {
  static const bool on = [] {
    if (!profileTarget())
      return false;
    std::atexit(printProfile);
    return true;
  }();
  return on;
}

/// The calling thread's shim nesting depth: only the outermost call counts.
inline int &profileDepth() {
  static thread_local int depth = 0;
  return depth;
}

/// Times one shim call into its slot.
class ProfileScope {
public:
  explicit ProfileScope(ProfileSlot &slot) {
    if (profileDepth()++ != 0)
      return;
    outermost = true;
    currentProfileSlot() = &slot;
    if (!profileEnabled())
      return;
    this->slot = &slot;
    start = std::chrono::steady_clock::now();
  }
  ~ProfileScope() {
    --profileDepth();
    if (outermost)
      currentProfileSlot() = nullptr;
    if (!slot)
      return;
    if (auto sync = profileDeviceSync.load(std::memory_order_relaxed))
      sync();
    auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                  std::chrono::steady_clock::now() - start)
                  .count();
    slot->calls.fetch_add(1, std::memory_order_relaxed);
    slot->nanos.fetch_add(uint64_t(ns), std::memory_order_relaxed);
  }
  ProfileScope(const ProfileScope &) = delete;
  ProfileScope &operator=(const ProfileScope &) = delete;

private:
  ProfileSlot *slot = nullptr;
  bool outermost = false;
  std::chrono::steady_clock::time_point start;
};

} // namespace kmatch_rt
#pragma GCC visibility pop

#endif // KMATCH_RUNTIME_KMATCH_PROFILE_H
