#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The main job: installs what is missing, builds kmatch, rewrites a program
# (examples/gemm.mlir by default), runs it on the CPU backend and compares it
# with the same program lowered without kmatch.
#
# Usage: scripts/demo.sh [FILE.mlir] [--options="templates=... natives=...
#          manifests=..."] [--shared-libs=libA.so,libB.so] [--repeat=N]
#   FILE         any program with a `func.func @main()`
#   --options    extra --kmatch-pipeline options (your templates, native
#                plugins, manifests); templates= and natives= also go to the
#                match report
#   --shared-libs  libraries with your kernels' shims, loaded by mlir-runner
#   --repeat     runs per program; the median time is reported (default 3)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
EXAMPLE="$ROOT/examples/gemm.mlir"
OPTIONS=""
EXTRA_LIBS=""
REPEAT=3
for arg in "$@"; do
  case "$arg" in
    --options=*) OPTIONS="${arg#--options=}" ;;
    --shared-libs=*) EXTRA_LIBS="${arg#--shared-libs=}" ;;
    --repeat=*) REPEAT="${arg#--repeat=}" ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) echo "demo: unknown option $arg (see --help)" >&2; exit 2 ;;
    *) EXAMPLE="$arg" ;;
  esac
done
[[ -f "$EXAMPLE" ]] || { echo "demo: no such file: $EXAMPLE" >&2; exit 2; }
"$ROOT/scripts/install-deps.sh"
"$ROOT/scripts/build.sh"

BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
OUT="$BUILD/demo"
mkdir -p "$OUT"
LLVM=/usr/lib/llvm-22
KOPT="$BUILD/bin/kmatch-opt"
LIBS="$BUILD/lib/libkmatch_rt_cpu.so,$LLVM/lib/libmlir_runner_utils.so,$LLVM/lib/libmlir_c_runner_utils.so"
[[ -n "$EXTRA_LIBS" ]] && LIBS="$EXTRA_LIBS,$LIBS"
RUN=("$LLVM/bin/mlir-runner" -entry-point-result=void -O3 "-shared-libs=$LIBS")
# The options the apply pass takes (the report step): templates= and natives=.
APPLY_OPTS=""
for o in $OPTIONS; do
  case "$o" in templates=*|natives=*) APPLY_OPTS="$APPLY_OPTS $o" ;; esac
done

echo "== kmatch demo: $EXAMPLE"
"$KOPT" "$EXAMPLE" --kmatch-apply-templates="report=$OUT/report.json$APPLY_OPTS" -o "$OUT/rewritten.mlir"
echo "-- matched kernels (from $OUT/report.json):"
python3 - "$OUT/report.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for m in r["matches"]:
    print(f'   {m["op"]:<16} at {m["location"]:<40} -> kernel.launch @{m["kernel"]}  ({m["template"]})')
for f in r["folds"]:
    print(f'   then folded at {f["location"]:<38} by {f["template"]}')
print(f'   {len(r["matches"])} ops rewritten, {len(r["folds"])} folds')
PY
echo "-- rewritten IR (launches):"
grep -n "kernel.launch" "$OUT/rewritten.mlir" | sed 's/^/   /'

"$KOPT" "$EXAMPLE" --kmatch-pipeline="backend=cpu $OPTIONS" -o "$OUT/kmatch.llvm.mlir"
"$KOPT" "$EXAMPLE" --kmatch-pipeline="backend=cpu apply-templates=false vectorize=false $OPTIONS" -o "$OUT/default.llvm.mlir"

# Times a lowered program: the median of $REPEAT whole runs, minus the median
# time mlir-runner takes to parse and JIT the same module and call an empty
# function in it, so any program gets a run time. A program that calls
# kmatch_print_elapsed(f64) (libkmatch_rt_cpu) also prints its own kernel
# time, which is shown too.
run() { # name, input
  python3 - "$1" "$2" "$OUT" "$REPEAT" "${RUN[@]}" <<'PY'
import re, statistics, subprocess, sys, time
name, module, out, repeat, runner = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5:]
text = open(module).read()
noop = f"{out}/{name}.noop.mlir"
# The same module with an empty entry point: what parsing and JIT cost.
open(noop, "w").write(text[: text.rstrip().rfind("}")]
                      + "  llvm.func @kmatch_demo_noop() {\n    llvm.return\n  }\n}\n")
def timed(entry, path, log):
    t = time.perf_counter()
    with open(f"{out}/{name}.{log}", "w") as o, open(f"{out}/{name}.{log}.err", "w") as e:
        rc = subprocess.run(runner + ["-e", entry, path], stdout=o, stderr=e).returncode
    if rc:
        sys.exit(f"demo: {name} exited with {rc}; see {out}/{name}.{log}.err")
    return time.perf_counter() - t
wholes = [timed("main", module, "out") for _ in range(repeat)]
jits = [timed("kmatch_demo_noop", noop, "noop") for _ in range(repeat)]
whole, jit = statistics.median(wholes), statistics.median(jits)
# The run time is a difference of two noisy times: below their spread it
# says nothing.
noise = max(max(wholes) - min(wholes), max(jits) - min(jits))
kernel = re.search(r"kernel time: (.*)", open(f"{out}/{name}.out.err").read())
run_ms = (whole - jit) * 1e3
run = (f"{run_ms:.1f} ms run" if run_ms > noise * 1e3
       else f"run below the timing noise ({noise * 1e3:.0f} ms)")
parts = [run, f"{whole:.2f} s whole run (JIT {jit:.2f} s)"]
if kernel:
    parts.insert(0, kernel.group(1).strip() + " kernel")
print(", ".join(parts))
PY
}
echo "-- running on the CPU backend"
T_DEFAULT=$(run default "$OUT/default.llvm.mlir")
T_KMATCH=$(run kmatch "$OUT/kmatch.llvm.mlir")
echo "   default MLIR lowering    : $T_DEFAULT"
echo "   kmatch (OpenBLAS, oneDNN): $T_KMATCH"
echo "-- comparing the printed results (f32, relative tolerance 1e-4)"
python3 "$ROOT/test/lib/numdiff.py" --rtol 1e-4 "$OUT/default.out" "$OUT/kmatch.out"
echo "== the rewritten program prints the same numbers as the unrewritten one"
