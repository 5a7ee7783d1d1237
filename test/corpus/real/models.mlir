// Real exporter output (test/corpus/real/ir; each file's first line names
// its source repository, path and commit, and a second line any syntax
// update for MLIR 22): torch-mlir's linalg-on-tensors exports of torchvision
// models from two public repositories (their weights are splat constants
// there) and a TensorFlow MobileNetV3 lowered to linalg (NHWC); BERT and
// GPT-2 are in transformers.mlir, so that lit runs the two files side by
// side. Each model is rewritten and checked by kmatch-verify against the
// unrewritten program on seeded inputs, and the library calls kmatch makes on
// it are pinned (exact counts: a drop is a regression, a rise updates the
// line). `scripts/coverage.sh test/corpus/real/ir` prints what stays
// unmatched and why, and how many conv/matmul launches keep an epilogue
// apart.

// RUN: kmatch-opt %S/ir/alexnet_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=ALEXNETNELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/alexnet_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// ALEXNETNELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// ALEXNETNELLI: {{^ *}}5 kernel.launch @conv2d_bias_act{{$}}
// ALEXNETNELLI: {{^ *}}3 kernel.launch @gemm_bias_act{{$}}
// ALEXNETNELLI: {{^ *}}3 kernel.launch @maxpool2d{{$}}

// RUN: kmatch-opt %S/ir/alexnet_optipim.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=ALEXNETOPTIPIM --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/alexnet_optipim.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// ALEXNETOPTIPIM: {{^ *}}5 kernel.launch @conv2d_bias_act{{$}}
// ALEXNETOPTIPIM: {{^ *}}3 kernel.launch @gemm_bias_act{{$}}
// ALEXNETOPTIPIM: {{^ *}}3 kernel.launch @maxpool2d{{$}}

// RUN: kmatch-opt %S/ir/convnext_tiny_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=CONVNEXTTINYNELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/convnext_tiny_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// CONVNEXTTINYNELLI: {{^ *}}18 kernel.launch @add{{$}}
// CONVNEXTTINYNELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// CONVNEXTTINYNELLI: {{^ *}}4 kernel.launch @conv2d_bias_act{{$}}
// CONVNEXTTINYNELLI: {{^ *}}45 kernel.launch @copy{{$}}
// CONVNEXTTINYNELLI: {{^ *}}18 kernel.launch @depthwise_conv2d{{$}}
// CONVNEXTTINYNELLI: {{^ *}}37 kernel.launch @gemm_bias_act{{$}}
// CONVNEXTTINYNELLI: {{^ *}}23 kernel.launch @layernorm{{$}}
// CONVNEXTTINYNELLI: {{^ *}}18 kernel.launch @scale_channels{{$}}

// RUN: kmatch-opt %S/ir/efficientnet_b0_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=EFFICIENTNETB0NELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/efficientnet_b0_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// EFFICIENTNETB0NELLI: {{^ *}}17 kernel.launch @avgpool2d{{$}}
// EFFICIENTNETB0NELLI: {{^ *}}56 kernel.launch @conv2d_bias_act{{$}}
// EFFICIENTNETB0NELLI: {{^ *}}9 kernel.launch @conv2d_bias_add_act{{$}}
// EFFICIENTNETB0NELLI: {{^ *}}16 kernel.launch @depthwise_conv2d_bn_act{{$}}
// EFFICIENTNETB0NELLI: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// EFFICIENTNETB0NELLI: {{^ *}}16 kernel.launch @scale_channels{{$}}

// RUN: kmatch-opt %S/ir/efficientnet_v2_s_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=EFFICIENTNETV2SNELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/efficientnet_v2_s_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// EFFICIENTNETV2SNELLI: {{^ *}}2 kernel.launch @add{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}31 kernel.launch @avgpool2d{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}107 kernel.launch @conv2d_bias_act{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}33 kernel.launch @conv2d_bias_add_act{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}30 kernel.launch @depthwise_conv2d_bn_act{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// EFFICIENTNETV2SNELLI: {{^ *}}30 kernel.launch @scale_channels{{$}}

// GoogLeNet's max pools into the lowest float each become one launch with
// that floor (activation.pdll, MaxPoolFloorFold): nothing is left.
// RUN: kmatch-opt %S/ir/googlenet_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=GOOGLENETNELLI --implicit-check-not=kernel.launch
// RUN: kmatch-opt %S/ir/googlenet_nelli.mlir --kmatch-apply-templates | FileCheck %s --check-prefix=NOLINALG
// RUN: kmatch-verify %S/ir/googlenet_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// GOOGLENETNELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// GOOGLENETNELLI: {{^ *}}57 kernel.launch @conv2d_bias_act{{$}}
// GOOGLENETNELLI: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// GOOGLENETNELLI: {{^ *}}13 kernel.launch @maxpool2d{{$}}
// NOLINALG-NOT: linalg.

// RUN: kmatch-opt %S/ir/mobilenet_v2_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=MOBILENETV2NELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/mobilenet_v2_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// MOBILENETV2NELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// MOBILENETV2NELLI: {{^ *}}25 kernel.launch @conv2d_bias_act{{$}}
// MOBILENETV2NELLI: {{^ *}}10 kernel.launch @conv2d_bias_add_act{{$}}
// MOBILENETV2NELLI: {{^ *}}17 kernel.launch @depthwise_conv2d_bn_act{{$}}
// MOBILENETV2NELLI: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}

// RUN: kmatch-opt %S/ir/mobilenet_v3_large_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=MOBILENETV3LARGENELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/mobilenet_v3_large_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// MOBILENETV3LARGENELLI: {{^ *}}9 kernel.launch @avgpool2d{{$}}
// MOBILENETV3LARGENELLI: {{^ *}}37 kernel.launch @conv2d_bias_act{{$}}
// MOBILENETV3LARGENELLI: {{^ *}}10 kernel.launch @conv2d_bias_add_act{{$}}
// MOBILENETV3LARGENELLI: {{^ *}}15 kernel.launch @depthwise_conv2d_bn_act{{$}}
// MOBILENETV3LARGENELLI: {{^ *}}2 kernel.launch @gemm_bias_act{{$}}
// MOBILENETV3LARGENELLI: {{^ *}}8 kernel.launch @scale_channels{{$}}

// RUN: kmatch-opt %S/ir/mobilenet_v3_small_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=MOBILENETV3SMALLNELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/mobilenet_v3_small_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// MOBILENETV3SMALLNELLI: {{^ *}}10 kernel.launch @avgpool2d{{$}}
// MOBILENETV3SMALLNELLI: {{^ *}}35 kernel.launch @conv2d_bias_act{{$}}
// MOBILENETV3SMALLNELLI: {{^ *}}6 kernel.launch @conv2d_bias_add_act{{$}}
// MOBILENETV3SMALLNELLI: {{^ *}}11 kernel.launch @depthwise_conv2d_bn_act{{$}}
// MOBILENETV3SMALLNELLI: {{^ *}}2 kernel.launch @gemm_bias_act{{$}}
// MOBILENETV3SMALLNELLI: {{^ *}}9 kernel.launch @scale_channels{{$}}

// RUN: kmatch-opt %S/ir/mobilenet_v3_tf.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=MOBILENETV3TF --implicit-check-not=kernel.launch
// The TF program's @main (no arguments) is skipped; @predict is checked.
// RUN: kmatch-verify %S/ir/mobilenet_v3_tf.mlir --quiet | FileCheck %s --check-prefix=VERIFYMAIN
// Its weights were elided to splats, so TF's constant folding left every
// batch-norm statistic, bias and hardswish constant a full-size splat
// (lib/Templates/Prepare.h). The batch norms and biases are read as
// per-channel splat vectors and fuse into their convs (83 of its 89 adds
// were `x + splat`), and so does TF's hardswish, x * (relu6(x + 3) *
// 0.16666667): act 11, hardswish_mul (Semantics).
// MOBILENETV3TF: {{^ *}}10 kernel.launch @avgpool2d{{$}}
// MOBILENETV3TF: {{^ *}}37 kernel.launch @conv2d_bias_act{{$}}
// MOBILENETV3TF: {{^ *}}6 kernel.launch @conv2d_bias_add_act{{$}}
// MOBILENETV3TF: {{^ *}}11 kernel.launch @depthwise_conv2d_bn_act{{$}}
// MOBILENETV3TF: {{^ *}}9 kernel.launch @scale_channels{{$}}
// MOBILENETV3TF: {{^ *}}1 kernel.launch @softmax{{$}}

// RUN: kmatch-opt %S/ir/resnet18_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=RESNET18NELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/resnet18_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RESNET18NELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// RESNET18NELLI: {{^ *}}12 kernel.launch @conv2d_bias_act{{$}}
// RESNET18NELLI: {{^ *}}8 kernel.launch @conv2d_bias_add_act{{$}}
// RESNET18NELLI: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// RESNET18NELLI: {{^ *}}1 kernel.launch @maxpool2d{{$}}

// RUN: kmatch-opt %S/ir/resnet50_optipim.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=RESNET50OPTIPIM --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/resnet50_optipim.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RESNET50OPTIPIM: {{^ *}}37 kernel.launch @conv2d_bias_act{{$}}
// RESNET50OPTIPIM: {{^ *}}16 kernel.launch @conv2d_bias_add_act{{$}}
// RESNET50OPTIPIM: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// RESNET50OPTIPIM: {{^ *}}1 kernel.launch @maxpool2d{{$}}

// RUN: kmatch-opt %S/ir/squeezenet1_1_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=SQUEEZENET11NELLI --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/squeezenet1_1_nelli.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// SQUEEZENET11NELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// SQUEEZENET11NELLI: {{^ *}}26 kernel.launch @conv2d_bias_act{{$}}
// SQUEEZENET11NELLI: {{^ *}}3 kernel.launch @maxpool2d{{$}}

// VGG-11 at 224x224: its launches are AlexNet's kinds, which kmatch-verify
// checks above, and the unrewritten program's scalar loops take a minute
// here, so only its launches are pinned (and that nothing is left).
// RUN: kmatch-opt %S/ir/vgg11_nelli.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=VGG11NELLI --implicit-check-not=kernel.launch
// RUN: kmatch-opt %S/ir/vgg11_nelli.mlir --kmatch-apply-templates | FileCheck %s --check-prefix=NOLINALG
// VGG11NELLI: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// VGG11NELLI: {{^ *}}8 kernel.launch @conv2d_bias_act{{$}}
// VGG11NELLI: {{^ *}}3 kernel.launch @gemm_bias_act{{$}}
// VGG11NELLI: {{^ *}}5 kernel.launch @maxpool2d{{$}}

// TensorFlow/Keras models as IREE imports them, hand-cleaned in their
// source (plaidml/tpp-mlir; NHWC, batch norm folded or as generics, biases
// expanded to 1xN and 1x1x1xN). MobileNetV2 with its batch norms is run by
// kmatch-verify; ResNet50's launches are ResNet-50's kinds above (its
// scalar loops take half a minute of CI), so they are pinned.
// RUN: kmatch-opt %S/ir/tf_mobilenet_v2_bn_tpp.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=TFMOBILENETV2 --implicit-check-not=kernel.launch
// RUN: kmatch-verify %S/ir/tf_mobilenet_v2_bn_tpp.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// TFMOBILENETV2: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// TFMOBILENETV2: {{^ *}}26 kernel.launch @conv2d_bias_act{{$}}
// TFMOBILENETV2: {{^ *}}10 kernel.launch @conv2d_bias_add_act{{$}}
// TFMOBILENETV2: {{^ *}}17 kernel.launch @depthwise_conv2d_bn_act{{$}}
// RUN: kmatch-opt %S/ir/keras_resnet50_tpp.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c | FileCheck %s --check-prefix=KERASRESNET50 --implicit-check-not=kernel.launch
// KERASRESNET50: {{^ *}}38 kernel.launch @conv2d_bias_act{{$}}
// KERASRESNET50: {{^ *}}15 kernel.launch @conv2d_bias_add_act{{$}}
// KERASRESNET50: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// KERASRESNET50: {{^ *}}1 kernel.launch @maxpool2d{{$}}
// KERASRESNET50: {{^ *}}1 kernel.launch @softmax{{$}}

// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures, 0 skipped{{$}}
// VERIFYMAIN: kmatch-verify: 1 functions, 1 rewritten, 0 failures, 1 skipped{{$}}
