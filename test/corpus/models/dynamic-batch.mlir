// Models exported at a dynamic batch, as torch-mlir does with a dynamic batch
// dim: gen_models.py's SqueezeNet 1.1 (stride-2 convs and ceil-mode pools
// whose inputs are cropped to what their windows read, fire-module concats)
// and MobileNetV3-small at batch 5, made dynamic by dynbatch.py, then checked
// by kmatch-verify at batch 0, 1 and 2 against the default lowering. The
// crops once produced invalid IR at a dynamic batch (FitWindow).
// RUN: %python %S/gen_models.py squeezenet1_1 --batch 5 -o %t.sq.mlir --params %t.sq.json
// RUN: %python %S/dynbatch.py %t.sq.mlir 5 > %t.sqd.mlir
// RUN: kmatch-opt %t.sqd.mlir --kmatch-apply-templates | FileCheck %s --check-prefix=SQ
// RUN: kmatch-verify %t.sqd.mlir --dim-size=forward:0:0=0 --quiet | FileCheck %s
// RUN: kmatch-verify %t.sqd.mlir --dim-size=forward:0:0=1 --quiet | FileCheck %s
// RUN: kmatch-verify %t.sqd.mlir --dim-size=forward:0:0=2 --quiet | FileCheck %s
// RUN: %python %S/gen_models.py mobilenet_v3_small --batch 5 -o %t.mb.mlir --params %t.mb.json
// RUN: %python %S/dynbatch.py %t.mb.mlir 5 > %t.mbd.mlir
// RUN: kmatch-verify %t.mbd.mlir --dim-size=forward:0:0=2 --quiet | FileCheck %s
// SQ: func.func @forward(%{{.*}}: tensor<?x3x68x68xf32>
// SQ: tensor.extract_slice {{.*}} : tensor<?x{{.*}}xf32> to tensor<?x{{.*}}xf32>
// SQ: kernel.launch @maxpool2d
// CHECK: kmatch-verify: 1 functions, 1 rewritten, 0 failures, 0 skipped
