// a post-norm transformer encoder block (embed 64, 4 heads, sequence 16):
// attention with softmax, layer norm, GELU MLP; batch 2; written by
// gen_models.py in torch-mlir's linalg-on-tensors style, run on the CPU
// backend and checked against PyTorch (torch_ref.py). CALLS pins the library
// calls kmatch makes today (exact counts: a drop is a regression, a rise
// updates the line).
// REQUIRES: torch
// RUN: %python %S/gen_models.py transformer_block --batch 2 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// The attention scale, scores / sqrt(16) = scores / 4, is the first
// batch_gemm's alpha = 0.25 (exact: a power of two); no divide is left.
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates \
// RUN:   | FileCheck %s --check-prefix=SCALE --implicit-check-not=arith.divf
// SCALE: %[[ALPHA:.*]] = arith.constant 2.500000e-01 : f32
// SCALE: kernel.launch @batch_gemm(%[[ALPHA]],
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// CALLS: {{^ *}}2 kernel.launch @add{{$}}
// CALLS: {{^ *}}2 kernel.launch @batch_gemm{{$}}
// CALLS: {{^ *}}6 kernel.launch @gemm_bias_act{{$}}
// CALLS: {{^ *}}2 kernel.launch @layernorm{{$}}
// CALLS: {{^ *}}1 kernel.launch @softmax{{$}}
// At batch 1 the attention head split and merge are strided views
// (kernel.transpose_view): no transpose is left to copy.
// RUN: %python %S/gen_models.py transformer_block --batch 1 -o %t.b1.mlir --params %t.b1.json
// RUN: kmatch-opt %t.b1.mlir --kmatch-apply-templates \
// RUN:   | FileCheck %s --check-prefix=VIEWS --implicit-check-not=linalg.transpose
// VIEWS-COUNT-4: kernel.transpose_view %{{.*}} permutation = [0, 2, 1, 3]
// RUN: kmatch-opt %t.b1.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.b1.out
// RUN: %torch_python %S/torch_ref.py %t.b1.json %t.b1.out
