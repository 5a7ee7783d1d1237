// Real TOSA (tosa/; each file's first line names its source repository,
// path and commit, the second how it was brought to MLIR 22's TOSA):
// lowered by upstream MLIR's own tosa-to-linalg passes, the path TFLite and
// torch-mlir's TOSA backend take to linalg (IREE's too), then rewritten and
// checked by kmatch-verify against the unrewritten program on seeded inputs
// (the weights are arguments there). The launches are pinned: a drop is a
// regression, a rise updates the line. docs/ExporterForms.md, TOSA's unit
// dims, says what is made plain first.

// BERT-base's encoder (5 tokens) from buddy-mlir (torch dynamo to TOSA):
// every Linear a gemm_bias_act reading W (an argument) transposed, no
// copy of it; the attention's batched products batch_gemm.
// RUN: mlir-opt %S/tosa/bert_buddy_tosa.mlir --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))" -o %t.bert.mlir
// RUN: kmatch-opt %t.bert.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=BERT --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.bert.mlir --kmatch-apply-templates | FileCheck %s --check-prefix=NOTRANSPOSE
// RUN: kmatch-verify %t.bert.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// BERT: {{^ *}}26 kernel.launch @add{{$}}
// BERT: {{^ *}}24 kernel.launch @batch_gemm{{$}}
// BERT: {{^ *}}74 kernel.launch @gemm_bias_act{{$}}
// NOTRANSPOSE-NOT: linalg.transpose ins(%arg
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
