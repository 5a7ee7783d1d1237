#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs kmatch into a fresh prefix and uses it from another project, as
# docs/Deploying.md ("Installing and using kmatch from another project")
# describes:
#  - the installed tools run from the prefix, with their RUNPATH, and read
#    nothing from the source checkout or the build tree (checked with strace
#    when it is installed);
#  - test/Package builds against find_package(kmatch): its own opt tool runs
#    --kmatch-apply-templates; gemm.mlir, compiled ahead of time by the
#    installed kmatch-opt, links with kmatch::rt_cpu and computes the right
#    product; a user's kernel with a C shim does the same;
#  - the installed kmatch-compile builds examples/aot/mlp.mlir into a library
#    that examples/aot/main.c calls;
#  - the downstream tool loads a native plugin with no CMake property of its
#    own, and a plugin with an unresolved symbol is a load error naming it;
#  - a moved prefix still works, and bin/kmatch-pdll-database rewrites its
#    pdll_compile_commands.yml.
# Usage: run-package-test.sh <kmatch build dir> <kmatch source dir> <llvm root>
# Exit 77 (skipped) only when LLVM's llc or mlir-translate is missing.
set -euo pipefail
BUILD="$(cd "$1" && pwd)"
SRC="$(cd "$2" && pwd)"
LLVM_ROOT="$3"
HERE="$SRC/test/Package"

for tool in llc mlir-translate FileCheck; do
  if [[ ! -x "$LLVM_ROOT/bin/$tool" ]]; then
    echo "SKIPPED: $LLVM_ROOT/bin/$tool not found (Debian's llvm-22 / mlir-22-tools)"
    exit 77
  fi
done

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kmatch-package.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PREFIX="$WORK/prefix"
export KMATCH_CACHE_DIR="$WORK/cache"
unset KMATCH_DATA_DIR KMATCH_TEMPLATE_PATH KMATCH_KERNEL_MANIFEST_PATH KMATCH_MLIR_PDLL

fail() { echo "FAILED: $*" >&2; exit 1; }

echo "== cmake --install $BUILD --prefix $PREFIX"
cmake --install "$BUILD" --prefix "$PREFIX" > "$WORK/install.log"
for f in bin/kmatch-opt bin/kmatch-verify bin/kmatch-compile bin/kmatch-pdll-database lib/libkmatch_rt_cpu.so lib/libkmatchPassPlugin.so \
         lib/libKmatchTemplates.a lib/cmake/kmatch/kmatchConfig.cmake \
         lib/cmake/kmatch/kmatchConfigVersion.cmake lib/cmake/kmatch/kmatchTargets.cmake \
         include/kmatch/Dialect/Kernel/KernelOps.h.inc include/kmatch/Templates/Passes.h \
         include/kmatch/runtime/kmatch_rt.h include/kmatch/runtime/kmatch_kernels.h \
         share/kmatch/kernels.json share/kmatch/patterns/include/kmatch/Natives.pdll; do
  [[ -e "$PREFIX/$f" ]] || fail "not installed: $f"
done

grep -qF "filepath: \"$PREFIX/share/kmatch/patterns/gemm.pdll\"" \
  "$PREFIX/share/kmatch/pdll_compile_commands.yml" ||
  fail "share/kmatch/pdll_compile_commands.yml does not name the installed templates"

echo "== the installed binaries' RUNPATH"
runpath="$(readelf -d "$PREFIX/bin/kmatch-opt" | grep -E 'RUNPATH|RPATH' || true)"
echo "$runpath"
[[ "$runpath" == *'$ORIGIN/../lib'* ]] || fail "kmatch-opt has no \$ORIGIN/../lib RUNPATH"
for f in "$PREFIX"/bin/* "$PREFIX"/lib/*.so; do
  if readelf -d "$f" | grep -E 'RUNPATH|RPATH' | grep -qF -e "$SRC/" -e "$BUILD/"; then
    fail "$f's RUNPATH names the source or build tree"
  fi
done

echo "== the installed kmatch-opt, from the prefix only"
cp "$HERE/gemm.mlir" "$WORK/gemm.mlir"
run_opt=("$PREFIX/bin/kmatch-opt" "$WORK/gemm.mlir" --kmatch-apply-templates)
if command -v strace > /dev/null; then
  strace -f -qq -e trace=%file -o "$WORK/strace.log" "${run_opt[@]}" > "$WORK/applied.mlir"
  if grep -F -e "\"$SRC" -e "\"$BUILD" "$WORK/strace.log" | grep -v ENOENT > "$WORK/reads"; then
    head -20 "$WORK/reads"; fail "the installed kmatch-opt opened files in the source or build tree"
  fi
  grep -qF "\"$PREFIX/share/kmatch/patterns" "$WORK/strace.log" ||
    fail "the installed kmatch-opt did not read its templates from $PREFIX/share/kmatch"
else
  echo "(strace not installed: file accesses not traced)"
  "${run_opt[@]}" > "$WORK/applied.mlir"
fi
"$LLVM_ROOT/bin/FileCheck" "$HERE/gemm.mlir" < "$WORK/applied.mlir"

echo "== configure and build test/Package against find_package(kmatch)"
GEN=()
if command -v ninja > /dev/null; then GEN=(-G Ninja); fi
cmake -S "$HERE" -B "$WORK/project" "${GEN[@]}" -DCMAKE_BUILD_TYPE=Release \
  -Dkmatch_DIR="$PREFIX/lib/cmake/kmatch" > "$WORK/configure.log" ||
  { cat "$WORK/configure.log"; fail "configuring test/Package"; }
cmake --build "$WORK/project" -j 2 > "$WORK/build.log" ||
  { tail -50 "$WORK/build.log"; fail "building test/Package"; }

echo "== (a) its own opt tool"
"$WORK/project/my-opt" "$HERE/gemm.mlir" --kmatch-apply-templates |
  "$LLVM_ROOT/bin/FileCheck" "$HERE/gemm.mlir"

echo "== (b) gemm compiled ahead of time, linked with kmatch::rt_cpu"
grep -q "llvm.call @kmatch_cpu_gemm_f32" "$WORK/project/gemm.llvm.mlir" ||
  fail "gemm.mlir was not lowered to kmatch's gemm"
"$WORK/project/gemm-aot"

echo "== (c) a user's kernel with a shim in C"
grep -q "llvm.call @kmatch_cpu_hadamard_f32" "$WORK/project/hadamard.llvm.mlir" ||
  fail "hadamard.mlir was not lowered to the user's shim"
"$WORK/project/hadamard-aot"

echo "== (d) a native plugin of the user's, loaded by the installed kmatch-opt"
EXT="$HERE/../Extensibility"
"$PREFIX/bin/kmatch-opt" "$EXT/native-plugin.mlir" \
  --kmatch-apply-templates="templates=$EXT/Inputs/big-hadamard.pdll natives=$WORK/project/size_natives.so" |
  "$LLVM_ROOT/bin/FileCheck" "$EXT/native-plugin.mlir"

echo "== (h) the plugin loaded into the downstream my-opt; an unresolved symbol is a load error"
"$WORK/project/my-opt" "$EXT/native-plugin.mlir" \
  --kmatch-apply-templates="templates=$EXT/Inputs/big-hadamard.pdll natives=$WORK/project/size_natives.so" |
  "$LLVM_ROOT/bin/FileCheck" "$EXT/native-plugin.mlir"
if "$WORK/project/my-opt" "$EXT/native-plugin.mlir" \
     --kmatch-apply-templates="templates=$EXT/Inputs/big-hadamard.pdll natives=$WORK/project/unresolved_natives.so" \
     > "$WORK/unresolved.log" 2>&1; then
  fail "a plugin with an unresolved symbol loaded"
fi
grep -q "cannot load native plugin.*undefined symbol: kmatch_test_symbol_nobody_defines" "$WORK/unresolved.log" ||
  { cat "$WORK/unresolved.log"; fail "the unresolved symbol is not named"; }

echo "== (e) the installed kmatch-verify checks the user's kernel and shim"
"$PREFIX/bin/kmatch-verify" "$HERE/hadamard.mlir" --templates="$HERE/hadamard.pdll" \
  --manifests="$HERE/hadamard.json" --shared-libs="$WORK/project/libhadamard.so" > "$WORK/verify.log" ||
  { cat "$WORK/verify.log"; fail "kmatch-verify on the user's kernel"; }
grep -q "1 rewritten, 0 failures" "$WORK/verify.log" ||
  { cat "$WORK/verify.log"; fail "kmatch-verify did not verify the user's kernel"; }
echo "== (f) the same kernel as a Transform template, run and verified by the installed tools"
"$PREFIX/bin/kmatch-opt" "$HERE/hadamard.mlir" \
  --transform-preload-library="transform-library-paths=$HERE/hadamard-sequence.mlir" \
  --transform-interpreter > "$WORK/transform.mlir" ||
  fail "the Transform template did not run"
grep -q "kernel.launch @hadamard" "$WORK/transform.mlir" ||
  fail "the Transform template did not rewrite the user's kernel"
"$PREFIX/bin/kmatch-verify" "$HERE/hadamard.mlir" --transform-library="$HERE/hadamard-sequence.mlir" \
  --manifests="$HERE/hadamard.json" --shared-libs="$WORK/project/libhadamard.so" > "$WORK/verify-transform.log" ||
  { cat "$WORK/verify-transform.log"; fail "kmatch-verify on the Transform template"; }
grep -q "1 rewritten, 0 failures" "$WORK/verify-transform.log" ||
  { cat "$WORK/verify-transform.log"; fail "kmatch-verify did not verify the Transform template"; }
echo "== (g) the installed kmatch-compile builds examples/aot/mlp.mlir; its C caller runs"
"$PREFIX/bin/kmatch-compile" "$SRC/examples/aot/mlp.mlir" -o "$WORK/libmlp.so" ||
  fail "kmatch-compile from the prefix"
# An instrumented kmatch (scripts/test.sh --sanitize) puts the sanitizers'
# runtimes in libmlp.so's dependencies: the caller links them first.
SANITIZE=()
if grep -q '^KMATCH_SANITIZE:BOOL=ON' "$BUILD/CMakeCache.txt"; then
  SANITIZE=(-fsanitize=address,undefined -fno-sanitize=vptr)
fi
cc "${SANITIZE[@]}" "$SRC/examples/aot/main.c" -I"$PREFIX/include/kmatch/runtime" "$WORK/libmlp.so" -lm \
  -o "$WORK/mlp" || fail "compiling examples/aot/main.c against the installed header"
"$WORK/mlp" | tail -1
echo "== (i) the prefix moved: its tools run, and kmatch-pdll-database rewrites the PDLL database"
MOVED="$WORK/moved & prefix"
mv "$PREFIX" "$MOVED"
"$MOVED/bin/kmatch-pdll-database" || fail "kmatch-pdll-database in the moved prefix"
grep -qF "filepath: \"$MOVED/share/kmatch/patterns/gemm.pdll\"" \
  "$MOVED/share/kmatch/pdll_compile_commands.yml" ||
  fail "the moved prefix's pdll_compile_commands.yml does not name its templates"
grep -qF "$PREFIX/" "$MOVED/share/kmatch/pdll_compile_commands.yml" &&
  fail "the moved prefix's pdll_compile_commands.yml still names the old prefix"
"$MOVED/bin/kmatch-opt" "$HERE/gemm.mlir" --kmatch-apply-templates |
  "$LLVM_ROOT/bin/FileCheck" "$HERE/gemm.mlir"
echo "PASSED"
