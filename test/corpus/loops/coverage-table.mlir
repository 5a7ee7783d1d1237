// scripts/coverage.sh --loops: the loop corpus's nests, raised and into
// launches, per kernel and in all (test/corpus/loops/coverage.py). A nest
// that stops being raised or matched changes these counts.
//
// RUN: %python %S/coverage.py kmatch-opt %S/cgeist | FileCheck %s
//
// CHECK: | doitgen.mlir | kernel_doitgen | 4 | 4 | 1 | 2 | 0 | 50% |
// CHECK: | gemm.mlir | kernel_gemm | 2 | 2 | 1 | 0 | 0 | 100% |
// CHECK: | syrk.mlir | kernel_syrk | 2 | 0 | 0 | 0 | 2 | 0% |
// CHECK: | **all** | 13 functions | 41 | 35 | 20 | 2 | 6 | 80.5% |
// CHECK: | stays a loop: the iteration domain is not a rectangle (a bound depends on an enclosing loop) | 4 |
//
// The match report lists the loop nests left in the IR, with why (syrk's
// one nest, whose two statements both have triangular bounds).
// RUN: kmatch-opt %S/cgeist/syrk.mlir --kmatch-raise-loops --kmatch-apply-templates=report=%t.json -o /dev/null
// RUN: %python -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['summary']['loop_nests_left']); [print(l['function'], l['why']) for l in r['loops_left']]" %t.json | FileCheck %s --check-prefix=REPORT
// REPORT: 1
// REPORT-NEXT: kernel_syrk the iteration domain is not a rectangle (a bound depends on an enclosing loop)
// REPORT-NOT: kernel_
