#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the kmatch match report over every .mlir file under DIR and prints a
# table: files, linalg ops, matched, unmatched, and the most common reasons
# ops stayed unmatched -- the list of templates worth writing next.
# Usage: scripts/coverage.sh DIR [extra --kmatch-apply-templates options]
#        scripts/coverage.sh --zoo [--batch N] [MODEL...]
#   --zoo: the model zoo's table instead (test/corpus/models/coverage.py): per
#   model, linalg ops before, launches after, the share absorbed, in all and
#   over compute ops (layout ops left out).
#        scripts/coverage.sh --loops [DIR] [--functions PREFIX]
#   --loops: the loop corpus's table instead (test/corpus/loops/coverage.py):
#   per kernel function, its loop nests, those raised to linalg, the
#   launches, and the share of nests that became launches.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ "${1:-}" == "--zoo" ]]; then
  shift
  exec python3 "$ROOT/test/corpus/models/coverage.py" \
    "${KMATCH_BUILD_DIR:-$ROOT/build}/bin/kmatch-opt" "$@"
fi
if [[ "${1:-}" == "--loops" ]]; then
  shift
  exec python3 "$ROOT/test/corpus/loops/coverage.py" \
    "${KMATCH_BUILD_DIR:-$ROOT/build}/bin/kmatch-opt" "$@"
fi
DIR="${1:?usage: scripts/coverage.sh DIR}"
shift || true
KOPT="${KMATCH_BUILD_DIR:-$ROOT/build}/bin/kmatch-opt"
[[ -x "$KOPT" ]] || { echo "coverage: build kmatch first (scripts/build.sh)" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  printf '%s\n' "$f" > "$TMP/$n.name"
  if ! "$KOPT" "$f" --kmatch-apply-templates="report=$TMP/$n.json${1:+ $*}" -o /dev/null 2> "$TMP/$n.err"; then
    echo "coverage: kmatch-opt failed on $f:" >&2
    sed 's/^/  /' "$TMP/$n.err" >&2
  fi
done < <(find "$DIR" -name '*.mlir' -print0 | sort -z)
python3 - "$TMP" "$DIR" <<'PY'
import collections, glob, json, os, re, sys
tmp, root = sys.argv[1], sys.argv[2]
files = matched = unmatched = compute = apart = before = after = 0
flops = flops_apart = 0
kernels = collections.Counter()
apart_kinds = collections.Counter()
reasons = collections.Counter()
rows = []
for path in sorted(glob.glob(tmp + "/*.json"), key=lambda p: int(os.path.basename(p)[:-5])):
    r = json.load(open(path))
    files += 1
    s = r["summary"]
    rows.append((open(path[:-5] + ".name").read().strip(),
                 s.get("linalg_ops_before", 0), s.get("linalg_ops_after", 0),
                 s.get("compute_launches", 0), s.get("epilogues_apart", 0),
                 s.get("compute_flops", 0), s.get("flops_apart", 0)))
    # Rewrites absorbed these ops; the launches are those of the final IR
    # (a launch folded into another one is no call).
    matched += len(r["matches"])
    kernels.update(r["summary"]["kernels"])
    # A conv or matmul launch an epilogue still reads apart (a batch norm,
    # an add, an activation left a loop or a launch of its own) is a miss
    # of fusion, even though every op became a launch.
    before += r["summary"].get("linalg_ops_before", 0)
    after += r["summary"].get("linalg_ops_after", 0)
    compute += r["summary"].get("compute_launches", 0)
    apart += r["summary"].get("epilogues_apart", 0)
    # The same weighted by FLOPs (2 per multiply-add; static shapes only): a
    # large conv apart from its batch norm weighs more than a small one.
    flops += s.get("compute_flops", 0)
    flops_apart += s.get("flops_apart", 0)
    for e in r.get("epilogues_apart", []):
        apart_kinds[f'{e["kernel"]} then {e["epilogue"]}'] += 1
    for u in r["unmatched"]:
        unmatched += 1
        closest = u.get("closest_templates", [])
        if not closest:
            reasons[f'{u["op"]}: no template applies'] += 1
            continue
        # The closest template's rejection says what to write next.
        c = closest[0]
        reason = re.sub(r"\b[0-9]+\b", "N", c["reason"])
        if c["shape_matches"] and not c.get("body_matches", True):
            reasons[f'{u["op"]}: no template computes this body: {reason}'] += 1
            continue
        where = c["template"] if c["shape_matches"] else "no template's indexing"
        reasons[f'{u["op"]}: {where}: {c["constraint"]}: {reason}'] += 1
# Taken: the linalg ops (fills aside) gone after the rewrite, replaced by a
# launch or folded into one; matched counts the rewrites that replaced an op.
def share(total, missed):
    return f"{100 * (total - missed) / total:.1f}%" if total else "-"
taken = share(before, after)
fused = share(compute, apart)
print("| corpus | files | linalg ops | matched | unmatched | taken | conv/matmul launches | epilogue apart | fused | fused FLOPs |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
print(f"| {root} | {files} | {before} | {matched} | {unmatched} | {taken} | {compute} | {apart} | {fused} | {share(flops, flops_apart)} |")
if len(rows) > 1:
    print()
    print("| file | linalg ops | left | taken | conv/matmul launches | epilogue apart | fused | fused FLOPs |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, b, a, c, e, fl, fa in rows:
        print(f"| {os.path.relpath(name, root)} | {b} | {a} | {share(b, a)} | {c} | {e} | {share(c, e)} | {share(fl, fa)} |")
print()
print("| kernel | launches |")
print("|---|---:|")
for k, c in kernels.most_common():
    print(f"| {k} | {c} |")
print()
print("| top reasons ops stayed unmatched | ops |")
print("|---|---:|")
for k, c in reasons.most_common(10):
    print(f"| {k} | {c} |")
if apart_kinds:
    print()
    print("| epilogues left apart from their launch | launches |")
    print("|---|---:|")
    for k, c in apart_kinds.most_common(10):
        print(f"| {k} | {c} |")
PY
