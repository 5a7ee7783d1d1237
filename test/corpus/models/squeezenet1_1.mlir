// torchvision SqueezeNet 1.1 at 68x68: fire modules (concat), ceil-mode
// maxpools, conv classifier; batch 1; written by gen_models.py in torch-mlir's
// linalg-on-tensors style, run on the CPU backend and checked against PyTorch
// (torch_ref.py). CALLS pins the library calls kmatch makes today (exact
// counts: a drop is a regression, a rise updates the line).
// REQUIRES: torch
// RUN: %python %S/gen_models.py squeezenet1_1 --batch 1 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// CALLS: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// CALLS: {{^ *}}26 kernel.launch @conv2d_bias_act{{$}}
// CALLS: {{^ *}}3 kernel.launch @maxpool2d{{$}}
