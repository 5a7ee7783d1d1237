// The zoo's coverage table (scripts/coverage.sh --zoo) counts what kmatch
// absorbs; lenet's row, exactly.
// RUN: %python %S/coverage.py kmatch-opt lenet resnet18 | FileCheck %s
// CHECK: | model | linalg ops | launches | absorbed | share | compute ops | compute absorbed | compute share |
// CHECK: | lenet | 24 | 7 | 24 | 100% | 19 | 19 | 100% |
// CHECK: | resnet18 | 94 | 23 | 94 | 100% | 93 | 93 | 100% |
