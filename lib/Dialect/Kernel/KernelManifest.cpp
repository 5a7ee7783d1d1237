//===- KernelManifest.cpp - Parsing and caching kernel manifests ---------===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reads the kernel manifests (runtime/kernels.json and the user's) into
// KernelManifest, validating every key, and keeps one parse per context and
// list of files in the kernel dialect.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch_codes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <limits>

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;

std::vector<std::string> ManifestKernel::operandNames() const {
  std::vector<std::string> names;
  for (const ManifestOperand &op : operands)
    names.push_back(op.name);
  return names;
}

std::optional<unsigned> ManifestKernel::operandIndex(StringRef name) const {
  for (auto [i, op] : llvm::enumerate(operands))
    if (op.name == name)
      return static_cast<unsigned>(i);
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

FailureOr<const KernelManifest *>
kmatch::loadKernelManifest(MLIRContext *ctx, ArrayRef<std::string> extra) {
  return KernelManifest::get(ctx, getConfig(ctx).manifestPaths(extra));
}

SmallVector<std::string>
kmatch::withConfiguredManifests(MLIRContext *ctx,
                                ArrayRef<std::string> options) {
  SmallVector<std::string> all(options.begin(), options.end());
  for (const std::string &path : getConfig(ctx).manifestPath)
    if (!llvm::is_contained(all, path))
      all.push_back(path);
  return all;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// Where the keys of a manifest are: each kernel of the top-level "kernels"
/// object, in order, and each key of a kernel's entry ("gemm/types"), with
/// their 1-based lines. llvm::json keeps only the last of duplicate keys and
/// no positions, so both are found here, on the text llvm::json::parse
/// accepted.
struct ManifestKeyLines {
  SmallVector<std::pair<std::string, unsigned>> kernels;
  llvm::StringMap<unsigned> entryKeys;
};

static ManifestKeyLines scanKernelKeys(StringRef text) {
  ManifestKeyLines keys;
  unsigned line = 1;
  int depth = 0, kernelsDepth = -1;
  bool afterKernelsKey = false;
  std::string kernel;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      continue;
    }
    if (c == '"') {
      size_t start = ++i;
      while (i < e && text[i] != '"')
        i += text[i] == '\\' ? 2 : 1;
      StringRef key = text.slice(start, std::min(i, e));
      size_t next = text.find_first_not_of(" \t\r\n", i + 1);
      if (next == StringRef::npos || text[next] != ':')
        continue;
      if (depth == 1 && key == "kernels") {
        afterKernelsKey = true;
      } else if (depth == kernelsDepth) {
        kernel = key.str();
        keys.kernels.push_back({kernel, line});
      } else if (kernelsDepth > 0 && depth == kernelsDepth + 1) {
        keys.entryKeys.try_emplace(kernel + "/" + key.str(), line);
      }
      continue;
    }
    if (c == '{' || c == '[') {
      ++depth;
      if (afterKernelsKey && depth == 2 && c == '{')
        kernelsDepth = depth;
      afterKernelsKey = false;
      continue;
    }
    if (c == '}' || c == ']') {
      if (depth == kernelsDepth)
        kernelsDepth = -2; // only the first "kernels" object counts
      --depth;
    }
  }
  return keys;
}

/// The line and column llvm::json reports in a parse error's message
/// ("[3:17, byte=52]: Expected , or }"), or 0:0 when it has none.
static std::pair<unsigned, unsigned> jsonErrorPosition(StringRef message) {
  size_t open = message.find('[');
  if (open == StringRef::npos)
    return {0, 0};
  StringRef rest = message.drop_front(open + 1);
  unsigned line = 0, column = 0;
  if (rest.consumeInteger(10, line) || !rest.consume_front(":") ||
      rest.consumeInteger(10, column))
    return {0, 0};
  return {line, column};
}

/// The element type a manifest's "types" names ("f32", "bf16", "i8"), or
/// null when the string is not a builtin integer, index or float type.
static Type manifestElementType(MLIRContext *ctx, StringRef name) {
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  size_t read = 0;
  Type t = parseType(name, ctx, &read);
  if (!t || read != name.size() || !(t.isIntOrIndexOrFloat()))
    return Type();
  return t;
}

namespace {
/// Reads one manifest file's values, reporting the first problem at the
/// entry's line with the file and the key.
struct EntryReader {
  MLIRContext *ctx;
  StringRef file;
  std::string kernel;
  unsigned line;
  const llvm::StringMap<unsigned> &keyLines;
  /// The entry key being read: errors point at its line.
  std::string key;

  InFlightDiagnostic error() {
    unsigned at = keyLines.lookup(kernel + "/" + key);
    return emitError(FileLineColLoc::get(ctx, file, at ? at : line, 0))
           << "kmatch: manifest " << file << ": kernel '" << kernel << "': ";
  }

  LogicalResult stringList(const llvm::json::Value &v, StringRef key,
                           std::vector<std::string> &out) {
    const llvm::json::Array *arr = v.getAsArray();
    if (!arr)
      return error() << "key '" << key << "' must be a list of strings";
    for (const llvm::json::Value &e : *arr) {
      std::optional<StringRef> s = e.getAsString();
      if (!s)
        return error() << "key '" << key << "' must be a list of strings";
      out.push_back(s->str());
    }
    return success();
  }

  LogicalResult boolean(const llvm::json::Value &v, StringRef key, bool &out) {
    std::optional<bool> b = v.getAsBoolean();
    if (!b)
      return error() << "key '" << key << "' must be true or false";
    out = *b;
    return success();
  }

  LogicalResult operand(const llvm::json::Value &v, ManifestOperand &out) {
    if (std::optional<StringRef> s = v.getAsString()) {
      out.name = s->str();
      return success();
    }
    const llvm::json::Object *obj = v.getAsObject();
    std::optional<StringRef> name = obj ? obj->getString("name") : std::nullopt;
    if (!name)
      return error() << "an operand must be a name or an object with a "
                        "string 'name'";
    out.name = name->str();
    for (const auto &[key, value] : *obj) {
      if (key == "name")
        continue;
      if (key == "scalar") {
        if (value.getAsBoolean() != std::optional<bool>(true))
          return error() << "operand '" << out.name
                         << "': key 'scalar' must be true";
        out.kind = ManifestOperand::Kind::Scalar;
        continue;
      }
      if (key == "memref") {
        if (value.getAsString() == std::optional<StringRef>("*")) {
          out.kind = ManifestOperand::Kind::UnrankedMemRef;
          continue;
        }
        std::optional<int64_t> rank = value.getAsInteger();
        if (!rank || *rank < 0)
          return error() << "operand '" << out.name
                         << "': key 'memref' must be a rank (0, 1, ...) or "
                            "\"*\" (any rank)";
        out.kind = ManifestOperand::Kind::MemRef;
        out.rank = *rank;
        continue;
      }
      if (key == "channels_last") {
        if (failed(stringList(value, "channels_last", out.channelsLast)))
          return failure();
        continue;
      }
      return error() << "operand '" << out.name << "': unknown key '"
                     << key.str()
                     << "' (expected name, scalar, memref, channels_last)";
    }
    if (!out.channelsLast.empty() &&
        (out.kind != ManifestOperand::Kind::MemRef || out.rank < 3))
      return error() << "operand '" << out.name
                     << "': 'channels_last' needs a memref of rank 3 or more "
                        "(batch, channels, spatial dimensions)";
    if (obj->get("scalar") && obj->get("memref"))
      return error() << "operand '" << out.name
                     << "' is either a scalar or a memref, not both";
    if (out.kind == ManifestOperand::Kind::Unchecked)
      return error() << "operand '" << out.name
                     << "' needs \"scalar\": true or \"memref\": rank or \"*\"";
    return success();
  }

  LogicalResult param(const llvm::json::Value &v, ManifestParam &out) {
    const llvm::json::Object *obj = v.getAsObject();
    std::optional<StringRef> name = obj ? obj->getString("name") : std::nullopt;
    std::optional<StringRef> type = obj ? obj->getString("type") : std::nullopt;
    if (!name || !type ||
        !llvm::is_contained(ArrayRef<StringRef>{"i32", "i64", "f32", "f64"},
                            *type))
      return error() << "has a param without a name or with a type other "
                        "than i32, i64, f32, f64";
    out.name = name->str();
    out.type = type->str();
    for (const auto &[key, value] : *obj) {
      if (key == "name" || key == "type")
        continue;
      if (key == "default") {
        // JSON has no infinities: a float param spells them "inf", "-inf".
        std::optional<double> d = value.getAsNumber();
        std::optional<StringRef> word = value.getAsString();
        bool isFloat = out.type == "f32" || out.type == "f64";
        if (!d && isFloat && word && (*word == "inf" || *word == "-inf"))
          d = *word == "inf" ? std::numeric_limits<double>::infinity()
                             : -std::numeric_limits<double>::infinity();
        if (!d)
          return error() << "param '" << out.name
                         << "': key 'default' must be a number (or \"inf\", "
                            "\"-inf\" for a float param)";
        out.defaultValue = *d;
        continue;
      }
      if (key == "codes") {
        std::optional<StringRef> codes = value.getAsString();
        if (!codes || (*codes != "layout" && *codes != "activation"))
          return error() << "param '" << out.name
                         << "': key 'codes' must be \"layout\" or "
                            "\"activation\"";
        if (out.type != "i32" && out.type != "i64")
          return error() << "param '" << out.name
                         << "': a param with codes must be i32 or i64";
        out.codes = codes->str();
        continue;
      }
      if (key == "constant_of") {
        std::optional<StringRef> operand = value.getAsString();
        if (!operand)
          return error() << "param '" << out.name
                         << "': key 'constant_of' must name an operand";
        if (out.type != "i64")
          return error() << "param '" << out.name
                         << "': a param constant_of an operand must be i64";
        out.constantOf = operand->str();
        continue;
      }
      return error() << "param '" << out.name << "': unknown key '" << key.str()
                     << "' (expected name, type, default, codes, constant_of)";
    }
    return success();
  }

  LogicalResult entry(const llvm::json::Object &obj, ManifestKernel &k) {
    for (const auto &[keyRef, value] : obj) {
      StringRef key = keyRef;
      this->key = key.str();
      if (key == "summary") {
        std::optional<StringRef> s = value.getAsString();
        if (!s)
          return error() << "key 'summary' must be a string";
        k.summary = s->str();
        continue;
      }
      if (key == "types" || key == "backends") {
        std::vector<std::string> &list = key == "types" ? k.types : k.backends;
        if (failed(stringList(value, key, list)))
          return failure();
        for (const std::string &name : list) {
          if (key == "types" && !manifestElementType(ctx, name))
            return error() << "type '" << name
                           << "' is not an MLIR element type (f32, f64, "
                              "f16, bf16, i8, i32, ...)";
          if (key == "backends" && name != "cpu" && name != "cuda")
            return error() << "unknown backend '" << name
                           << "' (expected cpu or cuda)";
        }
        continue;
      }
      if (key == "rank_polymorphic" || key == "device_resident" ||
          key == "override") {
        bool &flag = key == "rank_polymorphic"  ? k.rankPolymorphic
                     : key == "device_resident" ? k.deviceResident
                                                : k.isOverride;
        if (failed(boolean(value, key, flag)))
          return failure();
        continue;
      }
      if (key == "operands" || key == "params") {
        const llvm::json::Array *arr = value.getAsArray();
        if (!arr)
          return error() << "key '" << key << "' must be a list";
        for (const llvm::json::Value &e : *arr) {
          if (key == "operands") {
            if (failed(operand(e, k.operands.emplace_back())))
              return failure();
            continue;
          }
          if (failed(param(e, k.params.emplace_back())))
            return failure();
        }
        continue;
      }
      return error() << "unknown key '" << key
                     << "' (expected summary, operands, params, types, "
                        "backends, rank_polymorphic, device_resident, "
                        "override)";
    }
    key = "params";
    for (const ManifestParam &p : k.params) {
      if (p.constantOf.empty())
        continue;
      std::optional<unsigned> named = k.operandIndex(p.constantOf);
      if (!named || k.operands[*named].kind == ManifestOperand::Kind::Scalar)
        return error() << "param '" << p.name << "': 'constant_of' names '"
                       << p.constantOf << "', which is not a memref operand";
    }
    return success();
  }
};
} // namespace

LogicalResult KernelManifest::addFile(MLIRContext *ctx, StringRef file) {
  Location loc = FileLineColLoc::get(ctx, file, 0, 0);
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return emitError(loc) << "kmatch: cannot read kernel manifest: "
                          << buffer.getError().message();
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    std::string message = llvm::toString(json.takeError());
    auto [line, column] = jsonErrorPosition(message);
    return emitError(FileLineColLoc::get(ctx, file, line, column))
           << "kmatch: malformed kernel manifest " << file << ": " << message;
  }
  const llvm::json::Object *root = json->getAsObject();
  const llvm::json::Object *entries =
      root ? root->getObject("kernels") : nullptr;
  if (!entries)
    return emitError(loc)
           << "kmatch: kernel manifest needs a \"kernels\" object";
  for (const auto &[key, value] : *root) {
    if (key == "kernels" || key == "doc" || key == "version")
      continue;
    StringRef text = (*buffer)->getBuffer();
    size_t at = text.find("\"" + key.str() + "\"");
    unsigned line =
        at == StringRef::npos ? 0 : 1 + text.take_front(at).count('\n');
    return emitError(FileLineColLoc::get(ctx, file, line, 0))
           << "kmatch: manifest " << file << ": unknown key '" << key.str()
           << "' (expected kernels, doc, version)";
  }

  // Each kernel once per file.
  ManifestKeyLines keyLines = scanKernelKeys((*buffer)->getBuffer());
  llvm::StringMap<unsigned> lines;
  for (const auto &[name, line] : keyLines.kernels) {
    auto [it, inserted] = lines.try_emplace(name, line);
    if (inserted)
      continue;
    InFlightDiagnostic diag = emitError(FileLineColLoc::get(ctx, file, line, 0))
                              << "kmatch: kernel '" << name
                              << "' is defined twice in manifest " << file;
    diag.attachNote(FileLineColLoc::get(ctx, file, it->second, 0))
        << "first definition is here";
    return diag;
  }

  for (const auto &[key, value] : *entries) {
    const llvm::json::Object *obj = value.getAsObject();
    if (!obj)
      return emitError(FileLineColLoc::get(ctx, file, lines.lookup(key), 0))
             << "kmatch: manifest entry '" << key.str() << "' is not an object";
    ManifestKernel kernel;
    kernel.name = key.str();
    kernel.file = file.str();
    kernel.line = lines.lookup(kernel.name);
    EntryReader reader{ctx, file, kernel.name, kernel.line, keyLines.entryKeys,
                       ""};
    if (failed(reader.entry(*obj, kernel)) ||
        failed(checkRedefinition(ctx, kernel)))
      return failure();
    kernels[kernel.name] = std::move(kernel);
  }
  return success();
}

LogicalResult KernelManifest::checkRedefinition(MLIRContext *ctx,
                                                const ManifestKernel &kernel) {
  const ManifestKernel *previous = lookup(kernel.name);
  if (!previous)
    return success();
  Location here = FileLineColLoc::get(ctx, kernel.file, kernel.line, 0);
  Location there = FileLineColLoc::get(ctx, previous->file, previous->line, 0);
  if (kernel.isOverride) {
    emitWarning(here) << "kmatch: manifest " << kernel.file
                      << " overrides kernel '" << kernel.name << "' defined in "
                      << previous->file;
    return success();
  }
  InFlightDiagnostic diag =
      emitError(here) << "kmatch: manifest " << kernel.file
                      << " redefines kernel '" << kernel.name << "' defined in "
                      << previous->file
                      << "; add \"override\": true to the entry to replace it";
  diag.attachNote(there) << "previous definition is here";
  return diag;
}

FailureOr<KernelManifest> KernelManifest::parse(MLIRContext *ctx,
                                                ArrayRef<std::string> files) {
  KernelManifest manifest;
  // A file named twice (in manifests= and the environment) is read once.
  llvm::StringSet<> seen;
  for (const std::string &f : files) {
    SmallString<256> real;
    if (fs::real_path(f, real))
      real = f;
    if (!seen.insert(real).second)
      continue;
    if (failed(manifest.addFile(ctx, f)))
      return failure();
  }
  return manifest;
}

const ManifestKernel *KernelManifest::lookup(StringRef name) const {
  auto it = kernels.find(name);
  return it == kernels.end() ? nullptr : &it->second;
}

std::vector<std::string> KernelManifest::kernelNames() const {
  std::vector<std::string> names;
  for (const auto &it : kernels)
    names.push_back(it.getKey().str());
  llvm::sort(names);
  return names;
}

//===----------------------------------------------------------------------===//
// Cache
//===----------------------------------------------------------------------===//

FailureOr<const KernelManifest *>
KernelManifestCache::getOrParse(MLIRContext *ctx, ArrayRef<std::string> files) {
  std::string key = llvm::join(files, StringRef("\0", 1));
  std::lock_guard<std::mutex> lock(mutex);
  auto it = parsed.find(key);
  if (it != parsed.end())
    return static_cast<const KernelManifest *>(it->second.get());
  FailureOr<KernelManifest> manifest = KernelManifest::parse(ctx, files);
  if (failed(manifest))
    return failure(); // not cached: every caller sees the diagnostics
  auto &slot = parsed[key];
  slot = std::make_unique<KernelManifest>(std::move(*manifest));
  return static_cast<const KernelManifest *>(slot.get());
}

FailureOr<const KernelManifest *>
KernelManifest::get(MLIRContext *ctx, ArrayRef<std::string> files) {
  auto *dialect = ctx->getOrLoadDialect<kernel::KernelDialect>();
  return dialect->getManifestCache().getOrParse(ctx, files);
}

/// The code of `name` in code list `codes`.
static std::optional<int32_t> codeOf(StringRef codes, const std::string &name) {
  int32_t code = 0;
  bool found = codes == "layout"
                   ? kmatch_layout_from_name(name.c_str(), &code)
                   : kmatch_activation_from_name(name.c_str(), &code);
  return found ? std::optional<int32_t>(code) : std::nullopt;
}

/// Whether `value` is a code of code list `codes`.
static bool isCode(StringRef codes, int64_t value) {
  if (value < INT32_MIN || value > INT32_MAX)
    return false;
  auto code = static_cast<int32_t>(value);
  return codes == "layout" ? kmatch_layout_name(code) != nullptr
                           : kmatch_activation_name(code) != nullptr;
}

std::optional<int32_t> kmatch::codeOfAttr(StringRef codes, Attribute attr) {
  if (auto str = dyn_cast_or_null<StringAttr>(attr))
    return codeOf(codes, str.str());
  auto intAttr = dyn_cast_or_null<IntegerAttr>(attr);
  if (!intAttr || !intAttr.getType().isSignlessInteger() ||
      !isCode(codes, intAttr.getValue().getSExtValue()))
    return std::nullopt;
  return static_cast<int32_t>(intAttr.getValue().getSExtValue());
}
