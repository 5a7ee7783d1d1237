// The README's example runs on the CPU backend and prints what the
// unrewritten program prints.
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %kmatch_src/examples/gemm.mlir | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --min-values 500000 %t.ref %t.kmatch
// MATCH-COUNT-2: kernel.launch @gemm
