// scripts/coverage.sh --loops: the loop corpus's nests, raised and into
// launches, per kernel and in all (test/corpus/loops/coverage.py). A nest
// that stops being raised or matched changes these counts.
//
// RUN: %python %S/coverage.py kmatch-opt %S/cgeist | FileCheck %s
//
// CHECK: | gemm.mlir | kernel_gemm | 2 | 2 | 1 | 0 | 0 | 100% |
// CHECK: | syrk.mlir | kernel_syrk | 2 | 0 | 0 | 0 | 2 | 0% |
// CHECK: | **all** | 13 functions | 38 | 31 | 19 | 5 | 7 | 68.4% |
// CHECK: | stays a loop: the iteration domain is not a rectangle (a bound depends on an enclosing loop) | 4 |
