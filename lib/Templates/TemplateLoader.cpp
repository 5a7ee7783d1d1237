//===- TemplateLoader.cpp - Load .pdll templates at run time ----*- C++ -*-===//
//
// Compiles .pdll templates to PDL by running mlir-pdll (Debian ships no
// PDLL parser library), caches the result by content hash, turns mlir-pdll's
// errors into diagnostics at the template's file:line, and rejects templates
// that call native functions nobody registered.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/TemplateLoader.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Bumped whenever the cached format or the compile command changes.
static constexpr const char *kCacheVersion = "kmatch-template-cache-v2";

/// A cache entry is this prefix, the SHA-256 of the PDL text in hex, a
/// newline, and the PDL text. The first line is an MLIR comment.
static constexpr llvm::StringLiteral kCacheChecksumPrefix =
    "// kmatch-cache-sha256: ";

/// Native rewrite that every loaded pattern calls first with its name.
const char *const kmatch::kNotePatternRewrite = "__kmatch_note_pattern";

/// Native constraint that every loaded pattern checks last in its matcher.
const char *const kmatch::kMayFireConstraint = "__kmatch_may_fire";

static std::string getEnv(const char *name) {
  const char *value = std::getenv(name);
  return value ? std::string(value) : std::string();
}

static std::string executableDir() {
  static int anchor;
  std::string exe = fs::getMainExecutable(nullptr, &anchor);
  return exe.empty() ? std::string() : path::parent_path(exe).str();
}

std::string kmatch::findDefaultTemplateDir() {
  SmallVector<std::string> candidates;
  std::string exeDir = executableDir();
  if (!exeDir.empty()) {
    SmallString<256> installed(exeDir);
    path::append(installed, "..", "share", "kmatch", "patterns");
    candidates.push_back(installed.str().str());
  }
  candidates.push_back(std::string(KMATCH_SOURCE_DIR) + "/patterns");
  for (const std::string &dir : candidates)
    if (fs::is_directory(dir)) {
      SmallString<256> real;
      if (!fs::real_path(dir, real))
        return real.str().str();
      return dir;
    }
  return "";
}

static bool isTemplateFile(StringRef file) {
  return file.ends_with(".pdll") || file.ends_with(".pdl") ||
         file.ends_with(".pdl.mlir");
}

static LogicalResult addSpec(MLIRContext *ctx, StringRef spec,
                             SmallVectorImpl<std::string> &files) {
  Location loc = UnknownLoc::get(ctx);
  if (fs::is_directory(spec)) {
    std::error_code ec;
    size_t before = files.size();
    for (fs::directory_iterator it(spec, ec), end; it != end && !ec;
         it.increment(ec))
      if (isTemplateFile(it->path()) && !fs::is_directory(it->path()))
        files.push_back(it->path());
    if (ec)
      return emitError(loc) << "kmatch: cannot read template directory '"
                            << spec << "': " << ec.message();
    if (files.size() == before)
      return emitError(loc) << "kmatch: template directory '" << spec
                            << "' has no templates (.pdll, .pdl or .pdl.mlir)";
    std::sort(files.begin() + before, files.end());
    return success();
  }
  if (!fs::exists(spec))
    return emitError(loc) << "kmatch: template '" << spec
                          << "' does not exist";
  if (!isTemplateFile(spec))
    return emitError(loc) << "kmatch: '" << spec
                          << "' is not a template (.pdll, .pdl or .pdl.mlir)";
  files.push_back(spec.str());
  return success();
}

LogicalResult
kmatch::collectTemplateFiles(MLIRContext *ctx, ArrayRef<std::string> specs,
                             SmallVectorImpl<std::string> &files) {
  SmallVector<std::string> all(specs.begin(), specs.end());
  if (all.empty()) {
    std::string dir = findDefaultTemplateDir();
    if (dir.empty())
      return emitError(UnknownLoc::get(ctx))
             << "kmatch: no templates given and the default patterns/ "
                "directory was not found; pass templates=<files or dirs>";
    all.push_back(dir);
  }
  SmallVector<StringRef> extra;
  std::string envPath = getEnv("KMATCH_TEMPLATE_PATH");
  StringRef(envPath).split(extra, ':', -1, /*KeepEmpty=*/false);
  for (StringRef e : extra)
    all.push_back(e.str());

  for (const std::string &spec : all)
    if (failed(addSpec(ctx, spec, files)))
      return failure();
  // De-duplicate by real path, keeping order.
  llvm::StringSet<> seen;
  SmallVector<std::string> unique;
  for (const std::string &file : files) {
    SmallString<256> real;
    if (fs::real_path(file, real))
      real = file;
    if (seen.insert(real).second)
      unique.push_back(real.str().str());
  }
  files.assign(unique.begin(), unique.end());
  return success();
}

//===----------------------------------------------------------------------===//
// mlir-pdll
//===----------------------------------------------------------------------===//

static std::string findMlirPdll() {
  std::string fromEnv = getEnv("KMATCH_MLIR_PDLL");
  if (!fromEnv.empty())
    return fs::can_execute(fromEnv) ? fromEnv : std::string();
  if (fs::can_execute(KMATCH_MLIR_PDLL_PATH))
    return KMATCH_MLIR_PDLL_PATH;
  for (const char *name : {"mlir-pdll-22", "mlir-pdll"})
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(name))
      return *found;
  return "";
}

static std::string cacheDir() {
  std::string dir = getEnv("KMATCH_CACHE_DIR");
  if (!dir.empty())
    return dir;
  SmallString<256> result;
  std::string xdg = getEnv("XDG_CACHE_HOME");
  std::string home = getEnv("HOME");
  if (!xdg.empty())
    path::append(result, xdg, "kmatch");
  else if (!home.empty())
    path::append(result, home, ".cache", "kmatch");
  else {
    path::system_temp_directory(/*ErasedOnReboot=*/true, result);
    path::append(result, "kmatch-cache");
  }
  return result.str().str();
}

/// Include directories passed to mlir-pdll: the upstream .td files, the
/// project's patterns/include and the template's own directory.
static SmallVector<std::string> includeDirs(StringRef file) {
  SmallVector<std::string> dirs;
  dirs.push_back(KMATCH_MLIR_INCLUDE_DIR);
  std::string patterns = findDefaultTemplateDir();
  if (!patterns.empty())
    dirs.push_back(patterns + "/include");
  dirs.push_back(path::parent_path(file).str());
  return dirs;
}

/// Adds every .pdll under `dir` (recursively) to the hash, so that editing an
/// included file invalidates the cache.
static void hashIncludes(llvm::SHA256 &hasher, StringRef dir) {
  std::error_code ec;
  SmallVector<std::string> files;
  for (fs::recursive_directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (StringRef(it->path()).ends_with(".pdll"))
      files.push_back(it->path());
  llvm::sort(files);
  for (const std::string &f : files) {
    auto buffer = llvm::MemoryBuffer::getFile(f);
    if (!buffer)
      continue;
    hasher.update(f);
    hasher.update((*buffer)->getBuffer());
  }
}

/// The key covers what determines the PDL: the template's path (locations in
/// the output name it) and content, the included templates, and the MLIR
/// version that must parse the result. It does not cover which mlir-pdll
/// binary ran, so that a warm start never needs one.
static std::string cacheKey(StringRef file, StringRef content) {
  llvm::SHA256 hasher;
  hasher.update(kCacheVersion);
  hasher.update(LLVM_VERSION_STRING);
  hasher.update(file);
  hasher.update(content);
  for (const std::string &dir : includeDirs(file))
    if (dir != KMATCH_MLIR_INCLUDE_DIR)
      hashIncludes(hasher, dir);
  return llvm::toHex(hasher.final(), /*LowerCase=*/true);
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

static std::string sha256Hex(StringRef text) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(text)),
                     /*LowerCase=*/true);
}

/// The PDL text of a cache entry, or nullopt when the entry is truncated,
/// empty or changed (its checksum does not match).
static std::optional<std::string> readCacheEntry(StringRef entry) {
  if (!entry.consume_front(kCacheChecksumPrefix))
    return std::nullopt;
  auto [checksum, text] = entry.split('\n');
  if (checksum != sha256Hex(text))
    return std::nullopt;
  return text.str();
}

/// Publishes `text` as the cache entry `cached` atomically: written to a
/// temporary file in the same directory, then renamed over the entry, so a
/// reader sees the old entry or the new one, never a partial one. A failure
/// to cache is not an error.
static void writeCacheEntry(StringRef dir, StringRef cached, StringRef text) {
  if (fs::create_directories(dir))
    return;
  SmallString<256> tmp;
  int fd;
  if (fs::createUniqueFile(cached + ".tmp-%%%%%%", fd, tmp))
    return;
  bool written;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << kCacheChecksumPrefix << sha256Hex(text) << "\n" << text;
    os.close();
    written = !os.has_error();
    os.clear_error();
  }
  if (!written || fs::rename(tmp, cached))
    fs::remove(tmp);
}

/// Compiles `file` with mlir-pdll, returning the PDL text.
static FailureOr<std::string> compilePdll(MLIRContext *ctx, StringRef file,
                                          StringRef content) {
  Location fileLoc = FileLineColLoc::get(ctx, file, 0, 0);
  std::string dir = cacheDir();
  std::string key = cacheKey(file, content);
  SmallString<256> cached(dir);
  path::append(cached, key + ".pdl.mlir");
  if (auto buffer = llvm::MemoryBuffer::getFile(cached)) {
    if (std::optional<std::string> text =
            readCacheEntry((*buffer)->getBuffer()))
      return *text;
    emitRemark(fileLoc) << "kmatch: cached compilation " << cached
                        << " fails its checksum; recompiling the template";
  }

  std::string pdll = findMlirPdll();
  if (pdll.empty())
    return emitError(fileLoc)
           << "kmatch: cannot find mlir-pdll (looked at $KMATCH_MLIR_PDLL, "
           << KMATCH_MLIR_PDLL_PATH
           << ", mlir-pdll-22 and mlir-pdll on PATH); install mlir-22-tools "
              "or set KMATCH_MLIR_PDLL";

  SmallString<128> outPath, errPath;
  if (fs::createTemporaryFile("kmatch-pdll", "mlir", outPath) ||
      fs::createTemporaryFile("kmatch-pdll", "err", errPath))
    return emitError(fileLoc) << "kmatch: cannot create temporary files";
  llvm::FileRemover outRemover(outPath), errRemover(errPath);

  SmallVector<std::string> argStorage{pdll, file.str(), "-x=mlir", "-o",
                                      outPath.str().str()};
  for (const std::string &inc : includeDirs(file)) {
    argStorage.push_back("-I");
    argStorage.push_back(inc);
  }
  SmallVector<StringRef> args(argStorage.begin(), argStorage.end());
  std::optional<StringRef> redirects[] = {std::nullopt, std::nullopt,
                                          StringRef(errPath)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(pdll, args, /*Env=*/std::nullopt,
                                     redirects, /*SecondsToWait=*/120,
                                     /*MemoryLimit=*/0, &execError);
  if (rc != 0) {
    if (rc < 0)
      return emitError(fileLoc) << "kmatch: could not run " << pdll << ": "
                                << execError;
    auto err = llvm::MemoryBuffer::getFile(errPath);
    reportPdllErrors(ctx, file, err ? (*err)->getBuffer() : "");
    return failure();
  }
  auto out = llvm::MemoryBuffer::getFile(outPath);
  if (!out)
    return emitError(fileLoc) << "kmatch: mlir-pdll produced no output";
  std::string text = (*out)->getBuffer().str();

  writeCacheEntry(dir, cached, text);
  return text;
}

/// Checks that every native function the PDL module calls is registered.
static LogicalResult checkNatives(ModuleOp module, const NativeLibrary &lib) {
  bool ok = true;
  llvm::StringSet<> reported;
  module.walk([&](Operation *op) {
    if (auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(op)) {
      if (lib.hasConstraint(c.getName()) ||
          !reported.insert("c:" + c.getName().str()).second)
        return;
      ok = false;
      emitError(op->getLoc())
          << "template calls native constraint '" << c.getName()
          << "', which is not registered; registered constraints: "
          << llvm::join(lib.constraintNames(), ", ");
    }
    if (auto r = dyn_cast<pdl::ApplyNativeRewriteOp>(op)) {
      if (lib.hasRewrite(r.getName()) ||
          !reported.insert("r:" + r.getName().str()).second)
        return;
      ok = false;
      emitError(op->getLoc())
          << "template calls native rewrite '" << r.getName()
          << "', which is not registered; registered rewrites: "
          << llvm::join(lib.rewriteNames(), ", ");
    }
  });
  return success(ok);
}

/// Runs the natives' validators on the constant arguments of every call, so
/// that a malformed spec string is an error at its template line when the
/// template loads, not a constraint that silently never matches.
static LogicalResult checkNativeArgs(ModuleOp module,
                                     const NativeLibrary &lib) {
  bool ok = true;
  module.walk([&](Operation *op) {
    StringRef name;
    if (auto c = dyn_cast<pdl::ApplyNativeConstraintOp>(op))
      name = c.getName();
    else if (auto r = dyn_cast<pdl::ApplyNativeRewriteOp>(op))
      name = r.getName();
    else
      return;
    SmallVector<Attribute> constantArgs;
    for (Value arg : op->getOperands()) {
      auto attr = arg.getDefiningOp<pdl::AttributeOp>();
      constantArgs.push_back(attr ? attr.getValueAttr() : Attribute());
    }
    unsigned index = 0;
    std::string message;
    if (succeeded(lib.validateCall(name, constantArgs, index, message)))
      return;
    ok = false;
    emitError(op->getLoc()) << "kmatch: argument " << index << " of " << name
                            << ": " << message;
  });
  return success(ok);
}

/// Whether matcher value `v` of a pdl.pattern is bound by the match: reached
/// from the root through pdl.operation operands, attributes or result types
/// (directly, or as the type of such an operand), or a literal. PDL's verifier
/// accepts a pdl.operand used only by a native constraint or by the rewrite,
/// but the PDL-to-PDLInterp lowering crashes on one; reject it here instead.
static bool isBoundInMatcher(Value v, pdl::PatternOp pattern, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (isa<pdl::OperationOp, pdl::ResultOp, pdl::ResultsOp,
          pdl::ApplyNativeConstraintOp>(def))
    return true;
  if (auto attr = dyn_cast<pdl::AttributeOp>(def); attr && attr.getValue())
    return true;
  if (auto type = dyn_cast<pdl::TypeOp>(def); type && type.getConstantType())
    return true;
  if (auto types = dyn_cast<pdl::TypesOp>(def); types && types.getConstantTypes())
    return true;
  for (Operation *user : v.getUsers()) {
    if (user->getParentOp() != pattern)
      continue; // uses in the rewrite do not bind
    if (isa<pdl::OperationOp>(user))
      return true;
    if (isa<pdl::OperandOp, pdl::OperandsOp, pdl::AttributeOp>(user) &&
        isBoundInMatcher(user->getResult(0), pattern, depth + 1))
      return true;
  }
  return false;
}

static LogicalResult checkMatcherBindings(ModuleOp module) {
  bool ok = true;
  for (auto pattern : module.getOps<pdl::PatternOp>()) {
    for (Operation &op : pattern.getBodyRegion().front()) {
      if (!isa<pdl::OperandOp, pdl::OperandsOp, pdl::AttributeOp, pdl::TypeOp,
               pdl::TypesOp>(op))
        continue;
      if (isBoundInMatcher(op.getResult(0), pattern))
        continue;
      ok = false;
      op.emitError("kmatch: this ")
          << op.getName()
          << " is not bound by the match: no pdl.operation in the matcher "
             "uses it, only native constraints or the rewrite do; use it as "
             "an operand, attribute or type of a matched operation";
    }
  }
  return success(ok);
}

OwningOpRef<ModuleOp> kmatch::loadTemplate(MLIRContext *ctx, StringRef file,
                                           const NativeLibrary &lib) {
  Location fileLoc = FileLineColLoc::get(ctx, file, 0, 0);
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer) {
    emitError(fileLoc) << "kmatch: cannot read template: "
                       << buffer.getError().message();
    return nullptr;
  }
  std::string pdlText;
  if (file.ends_with(".pdll")) {
    FailureOr<std::string> compiled =
        compilePdll(ctx, file, (*buffer)->getBuffer());
    if (failed(compiled))
      return nullptr;
    pdlText = std::move(*compiled);
  } else {
    pdlText = (*buffer)->getBuffer().str();
  }

  ctx->getOrLoadDialect<pdl::PDLDialect>();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(pdlText, ParserConfig(ctx), file);
  if (!module)
    return nullptr;
  for (Operation &op : module->getBody()->getOperations())
    if (!isa<pdl::PatternOp>(op)) {
      op.emitError("kmatch: a template may only contain pdl.pattern ops, got ")
          << op.getName();
      return nullptr;
    }
  if (failed(checkMatcherBindings(*module)) ||
      failed(checkNatives(*module, lib)) ||
      failed(checkNativeArgs(*module, lib)))
    return nullptr;

  // Qualify pattern names with the template name ("gemm.GemmAccumulate") and
  // make each rewrite announce that name, for the match report.
  std::string stem = path::stem(file).str();
  if (StringRef(stem).ends_with(".pdl"))
    stem = path::stem(stem).str();
  unsigned anon = 0;
  for (auto pattern : module->getOps<pdl::PatternOp>()) {
    std::string name = pattern.getSymName()
                           ? pattern.getSymName()->str()
                           : ("pattern" + std::to_string(anon++));
    std::string qualified = stem + "." + name;
    pattern.setSymName(qualified);
    pdl::RewriteOp rewrite = pattern.getRewriter();
    if (!rewrite.getBody() || !rewrite.getRoot())
      continue;
    OpBuilder b(rewrite);
    pdl::ApplyNativeConstraintOp::create(b, pattern.getLoc(), TypeRange{},
                                         kMayFireConstraint,
                                         ValueRange{rewrite.getRoot()});
    b.setInsertionPointToStart(rewrite.getBody());
    Value nameAttr = pdl::AttributeOp::create(b, pattern.getLoc(),
                                              b.getStringAttr(qualified));
    pdl::ApplyNativeRewriteOp::create(
        b, pattern.getLoc(), TypeRange{}, kNotePatternRewrite,
        ValueRange{rewrite.getRoot(), nameAttr});
  }
  return module;
}

void kmatch::registerTemplateFunctions(PDLPatternModule &module,
                                       PatternNoteFn noteFn,
                                       PatternFirings *firings) {
  NativeLibrary::builtin().registerInto(module);
  module.registerRewriteFunction(
      kNotePatternRewrite, [noteFn, firings](PatternRewriter &, PDLResultList &,
                                             ArrayRef<PDLValue> args) {
        auto name = args.size() == 2 ? dyn_cast_or_null<StringAttr>(
                                           args[1].dyn_cast<Attribute>())
                                     : StringAttr();
        if (!name)
          return success();
        auto *root = args[0].dyn_cast<Operation *>();
        if (firings)
          firings->note(name.getValue(), root);
        if (noteFn)
          noteFn(name.getValue(), root);
        return success();
      });
  module.registerConstraintFunction(
      kMayFireConstraint,
      [firings](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue>) {
        return success(!firings || firings->mayFire());
      });
}

FailureOr<PDLPatternModule> kmatch::loadTemplateSet(
    MLIRContext *ctx, ArrayRef<std::string> specs,
    SmallVectorImpl<std::string> &files, PatternNoteFn noteFn,
    std::function<void(StringRef, ModuleOp)> inspectFn,
    PatternFirings *firings) {
  if (failed(collectTemplateFiles(ctx, specs, files)))
    return failure();
  const NativeLibrary &lib = NativeLibrary::builtin();
  PDLPatternModule merged;
  bool ok = true;
  for (const std::string &file : files) {
    OwningOpRef<ModuleOp> module = loadTemplate(ctx, file, lib);
    if (!module) {
      ok = false;
      continue;
    }
    // MLIR 22 crashes compiling a PDL module without patterns (found by
    // fuzz/template_loader_fuzzer); such a template contributes nothing.
    if (module->getOps<pdl::PatternOp>().empty()) {
      emitWarning(FileLineColLoc::get(ctx, file, 0, 0))
          << "kmatch: template defines no patterns";
      continue;
    }
    if (inspectFn)
      inspectFn(file, *module);
    merged.mergeIn(PDLPatternModule(std::move(module)));
  }
  if (!ok)
    return failure();
  registerTemplateFunctions(merged, std::move(noteFn), firings);
  return merged;
}

//===----------------------------------------------------------------------===//
// Applying templates
//===----------------------------------------------------------------------===//

void PatternFirings::note(StringRef pattern, Operation *root) {
  ++total;
  ++counts[pattern];
  if (root)
    lastLoc.insert_or_assign(pattern, root->getLoc());
}

bool PatternFirings::mayFire() {
  if (total < limit)
    return true;
  exhausted = true;
  return false;
}

void PatternFirings::reset(int64_t newLimit) {
  limit = newLimit;
  total = 0;
  exhausted = false;
  counts.clear();
  lastLoc.clear();
}

LogicalResult kmatch::applyTemplatePatterns(
    Operation *root, const FrozenRewritePatternSet &patterns,
    RewriterBase::Listener *listener, PatternFirings &firings,
    int64_t maxRewrites) {
  if (maxRewrites <= 0) {
    int64_t numOps = 0;
    root->walk([&](Operation *) { ++numOps; });
    maxRewrites = std::max<int64_t>(1024, 16 * numOps);
  }
  // Every template rewrite removes a linalg op or changes a launch, so a
  // terminating template set needs few rewrites per op. Past the bound, the
  // constraint every pattern ends its matcher with fails; with folding off,
  // nothing else changes the IR, so the driver then stops.
  firings.reset(maxRewrites);
  GreedyRewriteConfig config;
  config.enableFolding(false)
      .enableConstantCSE(false)
      .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled)
      .setMaxIterations(GreedyRewriteConfig::kNoLimit)
      .setListener(listener);
  (void)applyPatternsGreedily(root, patterns, config);
  if (!firings.exhausted)
    return success();

  SmallVector<std::pair<StringRef, uint64_t>> fired;
  for (const auto &it : firings.counts)
    fired.push_back({it.getKey(), it.getValue()});
  // Most firings first, then by name.
  llvm::stable_sort(fired, [](const auto &a, const auto &b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  Location loc = root->getLoc();
  if (!fired.empty()) {
    auto it = firings.lastLoc.find(fired.front().first);
    if (it != firings.lastLoc.end())
      loc = it->second;
  }
  InFlightDiagnostic diag = emitError(loc)
                            << "kmatch: templates did not converge after "
                            << maxRewrites << " rewrites";
  if (fired.size() > 3)
    fired.resize(3);
  SmallVector<std::string> names;
  for (const auto &[name, count] : fired)
    names.push_back((name + " (" + Twine(count) + " times)").str());
  if (!names.empty())
    diag << "; the patterns that kept firing: " << llvm::join(names, ", ");
  return diag;
}
