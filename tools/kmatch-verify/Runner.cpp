//===- Runner.cpp - Running and comparing programs -------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The harness's runtime callbacks (fill with random values, record), the
// JIT of a lowered module, the guarded run that survives a crashing program,
// and the comparison of two recordings.
//
//===----------------------------------------------------------------------===//
#include "Verify.h"

#include "kmatch/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <csetjmp>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <unistd.h>

using namespace kmatch::verify;

Recording *kmatch::verify::currentRecording = nullptr;
int kmatch::verify::mallocPoison = -1;

//===----------------------------------------------------------------------===//
// Runtime callbacks for the harness
//===----------------------------------------------------------------------===//

namespace {
struct Unranked {
  int64_t rank;
  void *descriptor;
};

template <typename T>
void forEachElement(Unranked *m, llvm::function_ref<void(T &)> fn) {
  struct Head {
    T *allocated;
    T *aligned;
    intptr_t offset;
    intptr_t sizes[1];
  };
  auto *head = static_cast<Head *>(m->descriptor);
  const intptr_t *sizes = head->sizes;
  const intptr_t *strides = head->sizes + m->rank;
  int64_t total = 1;
  for (int64_t d = 0; d < m->rank; ++d)
    total *= sizes[d];
  for (int64_t linear = 0; linear < total; ++linear) {
    int64_t rest = linear;
    intptr_t offset = head->offset;
    for (int64_t d = m->rank - 1; d >= 0; --d) {
      offset += (rest % sizes[d]) * strides[d];
      rest /= sizes[d];
    }
    fn(head->aligned[offset]);
  }
}

/// Fills `m` with values in [lo, 1) drawn from seed `s`. With `special`, a
/// second generator (so the other elements keep their values) replaces 1 in
/// 8 elements with a special value.
template <typename T>
void fillRandom(Unranked *m, int64_t s, double lo, SpecialFill special) {
  std::mt19937_64 rng(static_cast<uint64_t>(s));
  std::mt19937_64 pick(static_cast<uint64_t>(s) ^ 0x5bd1e995u);
  std::uniform_real_distribution<double> dist(lo, 1.0);
  const T values[] = {std::numeric_limits<T>::quiet_NaN(),
                      std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity(), T(0), -T(0)};
  auto draw = [&] {
    // Signed zeros are the last two values.
    return special == SpecialFill::All ? values[pick() % 5]
                                       : values[3 + pick() % 2];
  };
  int64_t placed = 0, total = 0;
  forEachElement<T>(m, [&](T &v) {
    ++total;
    v = static_cast<T>(dist(rng));
    if (special == SpecialFill::None || pick() % 8 != 0)
      return;
    v = draw();
    ++placed;
  });
  // A buffer too small for 1 in 8 (a bias) still gets one.
  if (special == SpecialFill::None || placed || !total)
    return;
  int64_t at = pick() % total, i = 0;
  forEachElement<T>(m, [&](T &v) {
    if (i++ == at)
      v = draw();
  });
}

template <typename T> void record(Unranked *m, int64_t slot) {
  if (!currentRecording)
    return;
  auto &entry = currentRecording->slots[slot];
  entry.first = sizeof(T) == 8;
  entry.second.clear();
  forEachElement<T>(m, [&](T &v) { entry.second.push_back(v); });
}
} // namespace

extern "C" void kmatchVerifyFillF32(Unranked *m, int64_t s, int64_t special) {
  fillRandom<float>(m, s, -1.0, static_cast<SpecialFill>(special));
}
extern "C" void kmatchVerifyFillF64(Unranked *m, int64_t s, int64_t special) {
  fillRandom<double>(m, s, -1.0, static_cast<SpecialFill>(special));
}
extern "C" void kmatchVerifyFillNonNegativeF32(Unranked *m, int64_t s) {
  fillRandom<float>(m, s, 0.0, SpecialFill::None);
}
extern "C" void kmatchVerifyFillNonNegativeF64(Unranked *m, int64_t s) {
  fillRandom<double>(m, s, 0.0, SpecialFill::None);
}
/// The JIT'd programs' malloc and aligned_alloc (jit() binds them): libc's,
/// each new block filled with mallocPoison when it is set.
static void *poisoned(void *p, size_t size) {
  if (p && mallocPoison >= 0)
    std::memset(p, mallocPoison, size);
  return p;
}
extern "C" void *kmatchVerifyMalloc(size_t size) {
  return poisoned(std::malloc(size), size);
}
extern "C" void *kmatchVerifyAlignedAlloc(size_t alignment, size_t size) {
  return poisoned(std::aligned_alloc(alignment, size), size);
}

extern "C" void kmatchVerifyRecordF32(Unranked *m, int64_t slot) {
  record<float>(m, slot);
}
extern "C" void kmatchVerifyRecordF64(Unranked *m, int64_t slot) {
  record<double>(m, slot);
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

namespace kmatch::verify {

std::string runtimeLibrary() {
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(nullptr, &anchor);
  SmallString<256> lib(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(lib, "..", "lib", "libkmatch_rt_cpu.so");
  return lib.str().str();
}

bool RuntimeErrors::load() {
  std::string error;
  auto lib = llvm::sys::DynamicLibrary::getPermanentLibrary(
      runtimeLibrary().c_str(), &error);
  if (!lib.isValid())
    return false;
  setMode = reinterpret_cast<void (*)(int)>(
      lib.getAddressOfSymbol("kmatch_rt_set_error_mode"));
  last = reinterpret_cast<const char *(*)()>(
      lib.getAddressOfSymbol("kmatch_rt_last_error"));
  clear = reinterpret_cast<void (*)()>(
      lib.getAddressOfSymbol("kmatch_rt_clear_error"));
  if (!setMode || !last || !clear)
    return false;
  setMode(1);
  return true;
}

std::unique_ptr<ExecutionEngine> jit(ModuleOp module) {
  ExecutionEngineOptions options;
  std::string lib = runtimeLibrary();
  SmallVector<StringRef> libs{lib, KMATCH_MLIR_C_RUNNER_UTILS,
                              KMATCH_MLIR_RUNNER_UTILS};
  for (const std::string &user : sharedLibs)
    libs.push_back(user);
  options.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(module, options);
  if (!engine) {
    llvm::errs() << "kmatch-verify: JIT failed: "
                 << llvm::toString(engine.takeError()) << "\n";
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](StringRef name, void *fn) {
      map[interner(("_mlir_ciface_" + name).str())] = {
          llvm::orc::ExecutorAddr::fromPtr(fn), llvm::JITSymbolFlags::Exported};
    };
    add("kmatchVerifyFillF32", (void *)&kmatchVerifyFillF32);
    add("kmatchVerifyFillF64", (void *)&kmatchVerifyFillF64);
    add("kmatchVerifyFillNonNegativeF32",
        (void *)&kmatchVerifyFillNonNegativeF32);
    add("kmatchVerifyFillNonNegativeF64",
        (void *)&kmatchVerifyFillNonNegativeF64);
    add("kmatchVerifyRecordF32", (void *)&kmatchVerifyRecordF32);
    add("kmatchVerifyRecordF64", (void *)&kmatchVerifyRecordF64);
    // memref.alloc's calls: defined here, they take precedence over the
    // process's own.
    map[interner("malloc")] = {
        llvm::orc::ExecutorAddr::fromPtr((void *)&kmatchVerifyMalloc),
        llvm::JITSymbolFlags::Exported};
    map[interner("aligned_alloc")] = {
        llvm::orc::ExecutorAddr::fromPtr((void *)&kmatchVerifyAlignedAlloc),
        llvm::JITSymbolFlags::Exported};
    return map;
  });
  return std::move(*engine);
}

LogicalResult lower(ModuleOp module, bool applyTemplates, bool vectorize) {
  PassManager pm(module.getContext());
  kmatch::PipelineOptions options;
  options.applyTemplates = applyTemplates;
  options.vectorize = vectorize;
  options.templates = llvm::to_vector(templates);
  options.natives = llvm::to_vector(natives);
  options.manifests = llvm::to_vector(manifests);
  kmatch::buildPipeline(pm, options);
  return pm.run(module);
}

static std::string describe(double v) {
  if (std::isnan(v))
    return "nan";
  if (v == 0)
    return std::signbit(v) ? "-0" : "+0";
  return llvm::formatv("{0:g}", v).str();
}

Comparison compare(const std::vector<double> &ref,
                   const std::vector<double> &got, bool signedZeros) {
  Comparison result;
  if (ref.size() != got.size()) {
    result.maxRelErr = std::numeric_limits<double>::infinity();
    result.mismatch = "sizes " + std::to_string(ref.size()) + " and " +
                      std::to_string(got.size()) + " differ";
    return result;
  }
  double scale = 0;
  for (double v : ref)
    if (std::isfinite(v))
      scale = std::max(scale, std::fabs(v));
  auto mismatch = [&](size_t i) {
    result.maxRelErr = std::numeric_limits<double>::infinity();
    if (result.mismatch.empty())
      result.mismatch = "element " + std::to_string(i) + ": original " +
                        describe(ref[i]) + ", rewritten " + describe(got[i]);
  };
  for (size_t i = 0; i < ref.size(); ++i) {
    double a = ref[i], b = got[i];
    // NaN must meet NaN; its sign and payload need not agree.
    if (std::isnan(a) || std::isnan(b)) {
      if (std::isnan(a) != std::isnan(b))
        mismatch(i);
      continue;
    }
    if (a == b) {
      if (signedZeros && a == 0 && std::signbit(a) != std::signbit(b))
        mismatch(i);
      continue;
    }
    // An infinity on one side only (or of the other sign) is no rounding:
    // |a - b| / max(|a|, |b|) would be inf / inf = NaN, which max() drops.
    if (std::isinf(a) || std::isinf(b)) {
      mismatch(i);
      continue;
    }
    // Relative to the element, but never to less than --floor of the slot's
    // magnitude: cancellation near zero is rounding, not a bug.
    double denom =
        std::max({std::fabs(a), std::fabs(b), floorFraction * scale, 1e-300});
    result.maxRelErr = std::max(result.maxRelErr, std::fabs(a - b) / denom);
  }
  return result;
}

static sigjmp_buf crashJump;
static volatile sig_atomic_t crashSignal;
static void onCrash(int signal) {
  crashSignal = signal;
  siglongjmp(crashJump, 1);
}

/// What onAbort writes: prepared before each run, since nothing may
/// allocate once the heap is corrupt.
static char abortMessage[512];

/// A program that overran a heap buffer gets glibc's abort at its next
/// allocation. The heap is then unusable: LLVM's own crash handler, which
/// allocates to symbolize a stack, hung on it. Say which run it was and
/// stop, with write(2) and _exit only.
static void onAbort(int) {
  ssize_t written = write(2, abortMessage, std::strlen(abortMessage));
  (void)written;
  _exit(2);
}

/// Runs `harness`; returns the signal that stopped it (a program that
/// divides by zero or reads out of bounds on these inputs), 0 when it
/// returned. A JIT error goes to `error`. An abort (a corrupted heap) ends
/// the process with status 2 and a message naming the run.
int runGuarded(ExecutionEngine &engine, StringRef harness, std::string &error) {
  const int signals[] = {SIGSEGV, SIGFPE, SIGBUS, SIGILL};
  struct sigaction action = {}, old[4], abortAction = {}, oldAbort;
  action.sa_handler = onCrash;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_NODEFER;
  for (auto [i, signal] : llvm::enumerate(signals))
    sigaction(signal, &action, &old[i]);
  std::snprintf(abortMessage, sizeof(abortMessage),
                "kmatch-verify: %.*s aborted (SIGABRT: the program called "
                "abort, or glibc found the heap corrupted, as when it writes "
                "out of bounds on these inputs; index arguments are driven as "
                "0, --dim-size sets dynamic sizes). Stopping.\n",
                static_cast<int>(std::min<size_t>(harness.size(), 200)),
                harness.data());
  abortAction.sa_handler = onAbort;
  sigemptyset(&abortAction.sa_mask);
  sigaction(SIGABRT, &abortAction, &oldAbort);
  crashSignal = 0;
  if (sigsetjmp(crashJump, /*savemask=*/1) == 0)
    if (llvm::Error e = engine.invokePacked(harness))
      error = llvm::toString(std::move(e));
  for (auto [i, signal] : llvm::enumerate(signals))
    sigaction(signal, &old[i], nullptr);
  sigaction(SIGABRT, &oldAbort, nullptr);
  return crashSignal;
}

bool readsUnwrittenMemory(ExecutionEngine &engine, StringRef harness) {
  Recording runs[2];
  const int poisons[2] = {0x00, 0xFF};
  Recording *saved = currentRecording;
  for (int i = 0; i < 2; ++i) {
    mallocPoison = poisons[i];
    currentRecording = &runs[i];
    std::string error;
    if (runGuarded(engine, harness, error) || !error.empty())
      runs[i].slots.clear();
  }
  mallocPoison = -1;
  currentRecording = saved;
  // Bit for bit: 0xFF blocks are NaN, and any NaN that reaches an output
  // differs from the zeros' run.
  auto same = [](double a, double b) {
    return (std::isnan(a) && std::isnan(b)) ||
           std::memcmp(&a, &b, sizeof a) == 0;
  };
  if (runs[0].slots.size() != runs[1].slots.size())
    return true;
  for (auto &[slot, values] : runs[0].slots) {
    auto other = runs[1].slots.find(slot);
    if (other == runs[1].slots.end() ||
        values.second.size() != other->second.second.size() ||
        !std::equal(values.second.begin(), values.second.end(),
                    other->second.second.begin(), same))
      return true;
  }
  return false;
}

} // namespace kmatch::verify
