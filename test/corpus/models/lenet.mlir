// LeNet-5 (32x32, one channel): conv, relu, maxpool, three Linear layers;
// batch 3; written by gen_models.py in torch-mlir's linalg-on-tensors style,
// run on the CPU backend and checked against PyTorch (torch_ref.py). CALLS
// pins the library calls kmatch makes today (exact counts: a drop is a
// regression, a rise updates the line).
// REQUIRES: torch
// RUN: %python %S/gen_models.py lenet --batch 3 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// CALLS: {{^ *}}2 kernel.launch @conv2d_bias_act{{$}}
// CALLS: {{^ *}}3 kernel.launch @gemm_bias_act{{$}}
// CALLS: {{^ *}}2 kernel.launch @maxpool2d{{$}}
