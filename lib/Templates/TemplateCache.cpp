//===- TemplateCache.cpp - Compile .pdll with mlir-pdll, cached -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Compiles .pdll templates to PDL by running mlir-pdll (Debian ships no
// PDLL parser library), caches the result as MLIR bytecode by content hash
// as the configuration says, and turns mlir-pdll's errors into diagnostics
// at the template's file:line. A warm load reads bytecode: no mlir-pdll, no
// text parsing.
//
//===----------------------------------------------------------------------===//
#include "TemplateCache.h"

#include "kmatch/Dialect/Kernel/KernelDialect.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <deque>
#include <mutex>
#include <thread>

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Bumped whenever the cached format or the compile command changes.
static constexpr const char *kCacheVersion = "kmatch-template-cache-v4";

/// A cache entry is this prefix, the 128-bit XXH3 of the payload in hex, a
/// newline, and the payload: the template's PDL module as MLIR bytecode.
static constexpr llvm::StringLiteral kCacheChecksumPrefix =
    "kmatch-cache-xxh128: ";

/// The mlir-pdll to run: the configured one (which must be executable), the
/// one LLVM was built with, or mlir-pdll-22 or mlir-pdll on PATH.
static std::string findMlirPdll(const KmatchConfig &config) {
  if (config.mlirPdll)
    return fs::can_execute(*config.mlirPdll) ? *config.mlirPdll : std::string();
  if (fs::can_execute(KMATCH_MLIR_PDLL_PATH))
    return KMATCH_MLIR_PDLL_PATH;
  for (const char *name : {"mlir-pdll-22", "mlir-pdll"})
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(name))
      return *found;
  return "";
}

/// Include directories passed to mlir-pdll: the upstream .td files, the
/// project's patterns/include and the template's own directory.
static SmallVector<std::string> includeDirs(const KmatchConfig &config,
                                            StringRef file) {
  SmallVector<std::string> dirs;
  dirs.push_back(KMATCH_MLIR_INCLUDE_DIR);
  std::string patterns = config.defaultTemplateDir();
  if (!patterns.empty())
    dirs.push_back(patterns + "/include");
  dirs.push_back(path::parent_path(file).str());
  return dirs;
}

/// The SHA-256 of every .pdll under `dir` (recursively): names and contents,
/// so that editing an included file invalidates the cache. Remembered per
/// directory for the process and recomputed only when the listing (names,
/// sizes, modification times) changes: loading a catalog hashes each
/// directory once, not once per template. The walk does not descend into
/// symlinked directories (a link to / or to its own parent would make it
/// walk the whole file system, or forever) and reads only regular files (a
/// FIFO named *.pdll would block the read); a symlinked .pdll counts by its
/// target.
static std::string includesDigest(StringRef dir) {
  std::error_code ec;
  SmallVector<std::pair<std::string, fs::file_status>> found;
  for (fs::recursive_directory_iterator it(dir, ec, /*follow_symlinks=*/false),
       end;
       it != end && !ec; it.increment(ec)) {
    if (!StringRef(it->path()).ends_with(".pdll"))
      continue;
    fs::file_status status;
    if (!fs::status(it->path(), status) &&
        status.type() == fs::file_type::regular_file)
      found.push_back({it->path(), status});
  }
  llvm::sort(found, llvm::less_first());
  SmallVector<std::string> files;
  std::string listing;
  llvm::raw_string_ostream os(listing);
  for (const auto &[f, status] : found) {
    files.push_back(f);
    os << f << '\0' << status.getSize() << ' '
       << status.getLastModificationTime().time_since_epoch().count() << '\0';
  }
  struct Digest {
    std::string listing, hex;
  };
  static std::mutex mutex;
  static llvm::StringMap<Digest> digests;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = digests.find(dir);
    if (it != digests.end() && it->second.listing == listing)
      return it->second.hex;
  }
  CacheKeyHasher hasher;
  for (const std::string &f : files) {
    auto buffer = llvm::MemoryBuffer::getFile(f);
    if (!buffer)
      continue;
    hasher.update(f);
    hasher.update((*buffer)->getBuffer());
  }
  std::string hex = hasher.final();
  std::lock_guard<std::mutex> lock(mutex);
  digests[dir] = {listing, hex};
  return hex;
}

/// The key covers what determines the PDL: the template's path (locations in
/// the output name it) and content, the included templates, and the MLIR
/// version that must parse the result. It does not cover which mlir-pdll
/// binary ran, so that a warm start never needs one.
static std::string cacheKey(const KmatchConfig &config, StringRef file,
                            StringRef content) {
  CacheKeyHasher hasher;
  hasher.update(kCacheVersion);
  hasher.update(LLVM_VERSION_STRING);
  hasher.update(file);
  hasher.update(content);
  for (const std::string &dir : includeDirs(config, file))
    if (dir != KMATCH_MLIR_INCLUDE_DIR)
      hasher.update(includesDigest(dir));
  return hasher.final();
}

/// Re-emits mlir-pdll's "file:line:col: error: msg" lines as diagnostics at
/// those locations.
static void reportPdllErrors(MLIRContext *ctx, StringRef file,
                             StringRef stderrText) {
  // mlir-pdll reports parse errors as "file:line:col: error: msg" and errors
  // of the PDL it generated as "loc("file":line:col): error: msg".
  llvm::Regex diagRegex("^(.+):([0-9]+):([0-9]+): "
                        "(error|warning|note|remark): (.*)$");
  llvm::Regex locRegex("^loc\\(\"(.+)\":([0-9]+):([0-9]+)\\): "
                       "(error|warning|note|remark): (.*)$");
  SmallVector<StringRef> lines;
  stderrText.split(lines, '\n');
  std::optional<InFlightDiagnostic> current;
  bool any = false;
  for (StringRef line : lines) {
    SmallVector<StringRef> m;
    if (!diagRegex.match(line, &m) && !locRegex.match(line, &m))
      continue;
    unsigned lineNo = 0, col = 0;
    m[2].getAsInteger(10, lineNo);
    m[3].getAsInteger(10, col);
    Location loc = FileLineColLoc::get(ctx, m[1], lineNo, col);
    if (m[4] == "note" && current) {
      current->attachNote(loc) << m[5];
      continue;
    }
    current.reset();
    any = true;
    if (m[4] == "warning")
      current.emplace(emitWarning(loc) << m[5]);
    else if (m[4] == "remark")
      current.emplace(emitRemark(loc) << m[5]);
    else
      current.emplace(emitError(loc) << m[5]);
  }
  current.reset();
  if (!any)
    emitError(FileLineColLoc::get(ctx, file, 0, 0))
        << "mlir-pdll failed on this template:\n"
        << stderrText;
}

/// The checksum of a cache entry's payload, in hex.
static std::string checksumHex(StringRef payload) {
  llvm::XXH128_hash_t h =
      llvm::xxh3_128bits(llvm::arrayRefFromStringRef(payload));
  return llvm::utohexstr(h.high64, /*LowerCase=*/true, /*Width=*/16) +
         llvm::utohexstr(h.low64, /*LowerCase=*/true, /*Width=*/16);
}

void CacheKeyHasher::update(StringRef part) {
  uint64_t size = part.size();
  parts.append(reinterpret_cast<const char *>(&size), sizeof(size));
  parts.append(part.data(), part.size());
}

std::string CacheKeyHasher::final() const { return checksumHex(parts); }

/// The payload of a cache entry, or nullopt when the entry is truncated,
/// empty or changed (its checksum does not match).
static std::optional<StringRef> readCacheEntry(StringRef entry) {
  if (!entry.consume_front(kCacheChecksumPrefix))
    return std::nullopt;
  auto [checksum, payload] = entry.split('\n');
  if (checksum != checksumHex(payload))
    return std::nullopt;
  return payload;
}

/// Publishes `payload` as the cache entry `cached` atomically: written to a
/// temporary file in the same directory, then renamed over the entry, so a
/// reader sees the old entry or the new one, never a partial one. A failure
/// to cache is not an error.
static void writeCacheEntry(StringRef dir, StringRef cached,
                            StringRef payload) {
  if (fs::create_directories(dir))
    return;
  SmallString<256> tmp;
  int fd;
  if (fs::createUniqueFile(cached + ".tmp-%%%%%%", fd, tmp))
    return;
  bool written;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << kCacheChecksumPrefix << checksumHex(payload) << "\n" << payload;
    os.close();
    written = !os.has_error();
    os.clear_error();
  }
  if (!written || fs::rename(tmp, cached))
    fs::remove(tmp);
}

/// Parses a PDL module from text or bytecode named `file`; `verify` false
/// for a cache entry that passed its checksum (the bytes kmatch wrote).
static OwningOpRef<ModuleOp> parsePdl(MLIRContext *ctx, StringRef file,
                                      StringRef source, bool verify) {
  // A copy: the bytecode reader wants its buffer aligned.
  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(source, file);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(ctx, verify));
}

std::string kmatch::templateKey(MLIRContext *ctx, StringRef file,
                                StringRef content) {
  if (file.ends_with(".pdll"))
    return cacheKey(getConfig(ctx), file, content);
  CacheKeyHasher hasher;
  hasher.update(kCacheVersion);
  hasher.update(file);
  hasher.update(content);
  return hasher.final();
}

OwningOpRef<ModuleOp> kmatch::readCachedModule(MLIRContext *ctx, StringRef name,
                                               StringRef what) {
  const KmatchConfig &config = getConfig(ctx);
  if (config.cachePolicy == CachePolicy::Off)
    return nullptr;
  SmallString<256> cached(config.cacheDir);
  path::append(cached, name);
  auto buffer = llvm::MemoryBuffer::getFile(cached);
  if (!buffer)
    return nullptr;
  if (std::optional<StringRef> payload = readCacheEntry((*buffer)->getBuffer()))
    if (OwningOpRef<ModuleOp> module =
            parsePdl(ctx, cached, *payload, /*verify=*/false))
      return module;
  emitRemark(UnknownLoc::get(ctx)) << "kmatch: cached " << what << " " << cached
                                   << " fails its checksum; building it again";
  return nullptr;
}

void kmatch::writeCachedModule(MLIRContext *ctx, StringRef name,
                               ModuleOp module) {
  const KmatchConfig &config = getConfig(ctx);
  if (config.cachePolicy != CachePolicy::ReadWrite)
    return;
  SmallString<256> cached(config.cacheDir);
  path::append(cached, name);
  std::string payload;
  llvm::raw_string_ostream os(payload);
  if (succeeded(writeBytecodeToFile(module, os)))
    writeCacheEntry(config.cacheDir, cached, payload);
}

using kmatch::detail::PdllResult;

namespace {
/// One mlir-pdll run on a template, started at construction.
class PdllRun {
public:
  PdllRun(const KmatchConfig &config, StringRef pdll, StringRef file)
      : pdll(pdll.str()) {
    if (fs::createTemporaryFile("kmatch-pdll", "mlir", outPath) ||
        fs::createTemporaryFile("kmatch-pdll", "err", errPath)) {
      execError = "cannot create temporary files";
      return;
    }
    SmallVector<std::string> argStorage{pdll.str(), file.str(), "-x=mlir", "-o",
                                        outPath.str().str()};
    for (const std::string &inc : includeDirs(config, file)) {
      argStorage.push_back("-I");
      argStorage.push_back(inc);
    }
    SmallVector<StringRef> args(argStorage.begin(), argStorage.end());
    std::optional<StringRef> redirects[] = {std::nullopt, std::nullopt,
                                            StringRef(errPath)};
    bool failedToStart = false;
    process =
        llvm::sys::ExecuteNoWait(pdll, args, /*Env=*/std::nullopt, redirects,
                                 /*MemoryLimit=*/0, &execError, &failedToStart);
    started = !failedToStart;
  }
  PdllRun(const PdllRun &) = delete;
  PdllRun &operator=(const PdllRun &) = delete;
  ~PdllRun() {
    if (!outPath.empty())
      fs::remove(outPath);
    if (!errPath.empty())
      fs::remove(errPath);
  }

  /// Waits for the run (at most two minutes) and collects what it left.
  PdllResult finish() {
    PdllResult result;
    result.pdll = pdll;
    result.execError = execError;
    if (!started)
      return result;
    llvm::sys::ProcessInfo done =
        llvm::sys::Wait(process, /*SecondsToWait=*/120, &result.execError);
    result.rc = done.ReturnCode;
    if (auto out = llvm::MemoryBuffer::getFile(outPath)) {
      result.hasOutput = true;
      result.output = (*out)->getBuffer().str();
    }
    if (auto err = llvm::MemoryBuffer::getFile(errPath))
      result.errors = (*err)->getBuffer().str();
    return result;
  }

private:
  std::string pdll;
  SmallString<128> outPath, errPath;
  llvm::sys::ProcessInfo process;
  std::string execError;
  bool started = false;
};
} // namespace

/// The compilations PdllPrefetch ran ahead on this thread, by cache key.
static thread_local llvm::StringMap<PdllResult> *prefetched = nullptr;

/// The prefetched compilation with cache key `key`, taken out of the map.
static std::optional<PdllResult> takePrefetched(StringRef key) {
  if (!prefetched)
    return std::nullopt;
  auto it = prefetched->find(key);
  if (it == prefetched->end())
    return std::nullopt;
  PdllResult result = std::move(it->second);
  prefetched->erase(it);
  return result;
}

PdllPrefetch::PdllPrefetch(MLIRContext *ctx, ArrayRef<std::string> files)
    : previous(prefetched) {
  const KmatchConfig &config = getConfig(ctx);
  SmallVector<std::pair<std::string, std::string>> misses; // (file, key)
  for (const std::string &file : files) {
    if (!StringRef(file).ends_with(".pdll"))
      continue;
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer)
      continue;
    std::string key = cacheKey(config, file, (*buffer)->getBuffer());
    SmallString<256> cached(config.cacheDir);
    path::append(cached, key + ".pdl.mlirbc");
    if (config.cachePolicy != CachePolicy::Off && fs::exists(cached))
      continue;
    misses.push_back({file, std::move(key)});
  }
  std::string pdll = findMlirPdll(config);
  // One miss gains nothing from running ahead; compilePdll runs it.
  if (misses.size() < 2 || pdll.empty())
    return;
  size_t width = std::max(2u, std::thread::hardware_concurrency());
  std::deque<std::pair<std::string, std::unique_ptr<PdllRun>>> running;
  for (size_t next = 0; next < misses.size() || !running.empty();) {
    while (next < misses.size() && running.size() < width) {
      running.push_back(
          {misses[next].second,
           std::make_unique<PdllRun>(config, pdll, misses[next].first)});
      ++next;
    }
    results[running.front().first] = running.front().second->finish();
    running.pop_front();
  }
  prefetched = &results;
}

PdllPrefetch::~PdllPrefetch() { prefetched = previous; }

OwningOpRef<ModuleOp> kmatch::compilePdll(MLIRContext *ctx, StringRef file,
                                          StringRef content) {
  const KmatchConfig &config = getConfig(ctx);
  Location fileLoc = FileLineColLoc::get(ctx, file, 0, 0);
  const std::string &dir = config.cacheDir;
  std::string key = cacheKey(config, file, content);
  SmallString<256> cached(dir);
  path::append(cached, key + ".pdl.mlirbc");
  if (config.cachePolicy != CachePolicy::Off) {
    if (auto buffer = llvm::MemoryBuffer::getFile(cached)) {
      std::optional<StringRef> payload = readCacheEntry((*buffer)->getBuffer());
      if (payload)
        if (OwningOpRef<ModuleOp> module =
                parsePdl(ctx, file, *payload, /*verify=*/false))
          return module;
      emitRemark(fileLoc) << "kmatch: cached compilation " << cached
                          << " fails its checksum; recompiling the template";
    }
  }

  std::optional<PdllResult> result = takePrefetched(key);
  if (!result) {
    std::string pdll = findMlirPdll(config);
    if (pdll.empty()) {
      emitError(fileLoc)
          << "kmatch: cannot find mlir-pdll (looked at $KMATCH_MLIR_PDLL, "
          << KMATCH_MLIR_PDLL_PATH
          << ", mlir-pdll-22 and mlir-pdll on PATH); install mlir-22-tools "
             "or set KMATCH_MLIR_PDLL";
      return nullptr;
    }
    result = PdllRun(config, pdll, file).finish();
  }
  if (result->rc != 0) {
    if (result->rc < 0) {
      emitError(fileLoc) << "kmatch: could not run " << result->pdll << ": "
                         << result->execError;
      return nullptr;
    }
    reportPdllErrors(ctx, file, result->errors);
    return nullptr;
  }
  if (!result->hasOutput) {
    emitError(fileLoc) << "kmatch: mlir-pdll produced no output";
    return nullptr;
  }
  OwningOpRef<ModuleOp> module =
      parsePdl(ctx, file, result->output, /*verify=*/true);
  if (!module)
    return nullptr;

  if (config.cachePolicy == CachePolicy::ReadWrite) {
    std::string payload;
    llvm::raw_string_ostream os(payload);
    if (succeeded(writeBytecodeToFile(*module, os)))
      writeCacheEntry(dir, cached, payload);
  }
  return module;
}
