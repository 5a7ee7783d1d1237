//===- TemplateSet.cpp - Compiled template sets, once per context -------===//
//
// Loads and freezes a set of templates once per context: the kernel dialect
// keeps each compiled set by its files, so that the passes, pipeline runs and
// transform ops of one context share it.
//
//===----------------------------------------------------------------------===//
#include "WhyNot.h"
#include "kmatch/Dialect/Kernel/KernelDialect.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace kmatch;
namespace fs = llvm::sys::fs;

CompiledTemplateSet::CompiledTemplateSet() = default;
CompiledTemplateSet::~CompiledTemplateSet() = default;

/// The key of the set of `files`: each file with its size and modification
/// time, so that an edited template is compiled again.
static std::string templateSetKey(ArrayRef<std::string> files,
                                  bool withTemplateInfo) {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << (withTemplateInfo ? "info" : "plain");
  for (const std::string &file : files) {
    fs::file_status status;
    os << '\n' << file;
    if (!fs::status(file, status))
      os << ' ' << status.getSize() << ' '
         << status.getLastModificationTime().time_since_epoch().count();
  }
  return key;
}

FailureOr<std::shared_ptr<const CompiledTemplateSet>>
kmatch::getOrLoadTemplateSet(MLIRContext *ctx, ArrayRef<std::string> specs,
                             bool withTemplateInfo) {
  SmallVector<std::string> files;
  if (failed(collectTemplateFiles(ctx, specs, files)))
    return failure();
  auto *dialect = ctx->getLoadedDialect<kernel::KernelDialect>();
  std::string key = templateSetKey(files, withTemplateInfo);
  if (dialect)
    if (std::shared_ptr<const CompiledTemplateSet> set =
            dialect->lookupTemplateSet(key))
      return set;

  auto set = std::make_shared<CompiledTemplateSet>();
  SmallVector<std::string> loaded;
  // The files are resolved already; loading them resolves them again, to
  // the same list.
  FailureOr<PDLPatternModule> merged = loadTemplateSet(
      ctx, files, loaded, /*noteFn=*/nullptr,
      [&](StringRef file, ModuleOp module) {
        if (withTemplateInfo)
          set->perTemplate.push_back(makeTemplateInfo(ctx, file, module));
      });
  if (failed(merged))
    return failure();
  RewritePatternSet patterns(ctx);
  patterns.add(std::move(*merged));
  set->patterns = FrozenRewritePatternSet(std::move(patterns));
  set->files.assign(loaded.begin(), loaded.end());
  if (dialect)
    dialect->addTemplateSet(key, set);
  return std::shared_ptr<const CompiledTemplateSet>(std::move(set));
}
