#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Usage: check-exports.sh LIB...
# Fails if a runtime library exports a defined dynamic symbol other than its C
# entry points (kmatch_*, _mlir_ciface_kmatch_*), the launch profile's
# registry in namespace kmatch_rt (kmatch_profile.h: shared on purpose by
# every runtime a process loads), and the std:: template instances
# libstdc++'s headers give default visibility. Anything else (the
# runtime's own C++ helpers, oneDNN's inline C++ API) could bind to, or be
# bound by, a same-named symbol of the program that loads the runtime.
set -euo pipefail
status=0
for lib in "$@"; do
  leaked=$(nm -D --defined-only "$lib" | awk '{print $3}' |
    grep -Ev '^(kmatch_|_mlir_ciface_kmatch_)' |
    grep -Ev '^_Z(GV|TH|TW|TV|TI|TS)?Z?NK?9kmatch_rt' |
    grep -Ev '^_Z(N|NK|TI|TS|TV|ZN|ZNK)?St' || true)
  if [[ -n "$leaked" ]]; then
    echo "FAIL: $(basename "$lib") exports symbols that are not its entry points:"
    echo "$leaked" | c++filt | sed 's/^/  /'
    status=1
  else
    echo "ok: $(basename "$lib") exports $(nm -D --defined-only "$lib" | grep -c kmatch) kmatch symbols and nothing else of its own"
  fi
done
exit $status
