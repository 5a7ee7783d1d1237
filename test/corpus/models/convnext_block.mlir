// torchvision ConvNeXt block (CNBlock, 32 channels, 16x16): depthwise 7x7,
// NHWC layer norm, GELU MLP, layer scale; batch 1; written by gen_models.py in
// torch-mlir's linalg-on-tensors style, run on the CPU backend and checked
// against PyTorch (torch_ref.py). CALLS pins the library calls kmatch makes
// today, every kind in sorted order (exact counts: a drop is a regression, a
// rise updates the line, and a kind not listed fails).
// REQUIRES: torch
// RUN: %python %S/gen_models.py convnext_block --batch 1 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// The copies are the block's NCHW/NHWC permutes (transpose.pdll), the
// scale_channels its layer scale.
// CALLS: {{^ *}}1 kernel.launch @add{{$}}
// CALLS: {{^ *}}2 kernel.launch @copy{{$}}
// CALLS: {{^ *}}1 kernel.launch @depthwise_conv2d{{$}}
// CALLS: {{^ *}}2 kernel.launch @gemm_bias_act{{$}}
// CALLS: {{^ *}}1 kernel.launch @layernorm{{$}}
// CALLS: {{^ *}}1 kernel.launch @scale_channels{{$}}
