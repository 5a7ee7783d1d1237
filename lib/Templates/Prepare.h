//===- Prepare.h - Exporter forms made plain before matching ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Rewrites applyTemplatePatterns runs on tensors before any template,
// each exact (no value changes): they undo what exporters' CSE and constant
// plumbing do to the forms templates know.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_PREPARE_H
#define KMATCH_LIB_TEMPLATES_PREPARE_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Value.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

#include <optional>

namespace kmatch {
/// Before matching: on tensors, a `linalg.fill` that is the init of several
/// linalg ops (torch-mlir CSEs the zero fill of every same-shaped conv and
/// matmul), or an all-parallel generic or broadcast into a tensor.empty (the
/// conv bias broadcast, shared between convs of one bias), gets one copy per
/// init use, placed right after it. Each op then
/// writes into a fill of its own, as it would without CSE, and a template
/// sees the overwrite it folds into beta = 0 and the epilogue it fuses.
/// Values are immutable, so the copy changes no result; bufferization would
/// have copied the shared tensor for every in-place write but the last.
/// Fills on memrefs are one buffer and stay shared.
void privatizeSharedInits(mlir::Operation *root);

/// Before matching: on tensors, a 0-d tensor input of a linalg.generic that
/// holds a known constant becomes that constant in the body, and the operand
/// goes. Known constants: a splat arith.constant, a linalg.fill of a
/// constant, and an all-parallel generic computing from known constants only
/// (torch-mlir's hardswish bound: an i64 fill of 6 into a 0-d tensor, then a
/// generic's arith.sitofp), evaluated by the ops' own folders. So does a
/// splat of rank 2 or more (a constant, a fill of one) read one element per
/// iteration (a permutation map) beside a computed input: TensorFlow's
/// constant-folded batch norm and hardswish, `x - dense<0.25> :
/// tensor<1x112x112x16xf32>`, and relu as `max(x, zeros)` with the zeros a
/// filled tensor (in a named op, generalizeSplatReaders made it a generic).
/// Other inputs of higher rank stay, splat or not: a batch norm's statistics
/// and a bias, read through a broadcast, a vector's bias, and a copied or
/// transposed weight are operands templates match. Producers left unused
/// are erased. Templates then see `min(x, 6.0)`, as they would for a scalar.
void inlineConstantOperands(mlir::Operation *root);

/// A named all-parallel op on tensors (linalg.max, linalg.add,
/// linalg.elementwise) with an input inlineConstantOperands would take, a
/// full-size splat beside a computed input, as the linalg.generic it is:
/// relu written `linalg.max(x, zeros)`. Runs before the steps that read
/// such splats (splatBiasesAlongChannels, inlineConstantOperands), which
/// see generics only.
void generalizeSplatReaders(mlir::Operation *root);

/// The constant every element of the tensor `v` holds, where
/// inlineConstantOperands knows it (a splat constant, a fill of a constant,
/// a generic computing from those); null otherwise.
mlir::TypedAttr knownSplat(mlir::Value v);

/// The dim of a named convolution's result that holds its output channels,
/// from the op's layout: last for NWC/NHWC/NDHWC, second for NCW/NCHW/NCDHW.
/// None for anything else (pooling, generic or grouped convolutions).
std::optional<unsigned> convChannelDim(mlir::Operation *op, unsigned rank);

/// Before matching: on tensors, a named convolution's result plus a splat
/// constant (TensorFlow's conv bias, with weights elided to splats and the
/// broadcast folded: `conv + dense<0.5> : tensor<1x56x56x16xf32>`, or a 0-d
/// tensor) reads the constant as a vector of the output channels, the same
/// value at every element; conv_epilogue.pdll then takes it as the bias.
void splatBiasesAlongChannels(mlir::Operation *root);

/// Before matching: on tensors, a linalg.generic that copies its one input
/// into an init of the same type, each element to where it was (identity
/// maps, or torch-mlir's `(0, d1, ..)` over a dim of size 1), is its input:
/// its uses read the input instead. Values are immutable, so nothing
/// changes but a copy saved; templates then see the producer directly.
void forwardIdentityCopies(mlir::Operation *root);

/// Before matching: on tensors, a tensor.collapse_shape that merges leading
/// dims of a broadcast generic, all of them broadcast dims (torch-mlir's
/// 4-D Linear: W broadcast to [b, h, k, n], collapsed to [b*h, k, n] for a
/// batch_matmul), becomes the broadcast into the collapsed type: the same
/// tensor, which batch_gemm's shared-weight templates read as W.
void foldCollapsedBroadcasts(mlir::Operation *root);

/// Before matching: on tensors, a linalg.generic that writes one scalar
/// operand into every element of its init (newer torch-mlir writes its zero
/// inits this way) is that linalg.fill.
void fillsFromScalarGenerics(mlir::Operation *root);

/// Before matching: on tensors, a linalg.depthwise_conv_2d_nhwc_hwcm whose
/// channel multiplier is a static 1 (TOSA's depthwise_conv2d, as
/// tosa-to-linalg-named lowers it, then a collapse of the multiplier) is the
/// linalg.depthwise_conv_2d_nhwc_hwc of its filter and init with that unit
/// dim dropped: the same products summed in the same order for every output
/// element. A constant filter is reshaped, a filled init filled again at
/// the smaller shape, and the exporter's collapse of the result reads the
/// new result directly (other uses read it expanded back).
void dropUnitChannelMultipliers(mlir::Operation *root);

/// Before matching: on tensors, a linalg.batch_matmul (its own maps) whose
/// operands all have a static batch of 1 (TOSA's matmul, which is always
/// batched: a fully connected layer, as tosa-to-linalg-named lowers it) is
/// the linalg.matmul of its operands with the batch dropped, expanded back:
/// the same sums. The gemm templates and their epilogues (a bias along the
/// last dim, an activation) then see a matrix product.
void dropUnitBatches(mlir::Operation *root);

/// Before matching: on tensors, an input of a linalg.generic that reads a
/// product (a matmul, batch_matmul or named convolution, or an expand of
/// one: a Linear's or a convolution's epilogue), a constant or an
/// expand_shape that added its leading unit dims (not the product itself),
/// whose leading dims have size 1 and are read at their one element (at 0, or
/// by a loop that runs once), is read without them: TOSA broadcasts by rank, so
/// a bias is `tensor<1x1x64xf32>` (a constant, or a tosa.reshape of an
/// argument) read at `(d0, 0, d2)`; it becomes the `tensor<64xf32>` read at
/// `(d2)`, the form the gemm epilogue templates take as a bias. The same
/// elements. Keras' Dense at batch 1 through IREE (a tensor<N> bias expanded to
/// 1xN, or a 1xN constant, read through the identity by a loop of one
/// iteration) likewise, and a 1x1 convolution's bias expanded to 1x1x1xN at a
/// 1x1 output (TensorFlow's logits). A splat read through a permutation stays
/// (inlineConstantOperands reads it as a scalar), and so do trailing unit dims.
void dropUnitDimsOfBiases(mlir::Operation *root);

/// Before matching: on tensors, a generic's map that reads a leading dim i
/// of an operand at the constant 0 where both that dim and loop i have size
/// 1, as do all dims before it (torch-mlir's `(0, d1, d2)` at batch 1),
/// reads it at d_i instead, when no other result uses d_i: the same element.
/// Trailing unit dims keep their 0 (a broadcast at 1x1 stays one).
void normalizeUnitDimReads(mlir::Operation *root);

/// Before matching: on tensors, a linalg.generic that copies its one input
/// into a larger tensor (a broadcast: its body yields the input, read
/// through a projection of the loops, the init written through a
/// permutation) and is read by another linalg.generic is folded into that
/// read: the consumer reads the input through the composed map, as if the
/// exporter had written the broadcast in the indexing map (TensorFlow's
/// batch norm and bias, copied to full size before each elementwise op).
/// The same elements are read; a copy left unused is erased.
void foldBroadcastCopies(mlir::Operation *root);

/// Before matching, after foldBroadcastCopies: on f32 tensors, a batch norm
/// written as four elementwise generics, each applying one per-channel
/// vector (TensorFlow through IREE: x - mean, then / sqrt(var + eps) from a
/// generic on the vector, or * rsqrt(var + eps), * gamma, + beta, in one of
/// the orders batchnorm.pdll accepts), becomes one generic over (x, gamma,
/// beta, mean, var) doing the same ops in the same order per element, the
/// form batchnorm.pdll matches. Each intermediate must have one use; the
/// sqrt is then computed per element, as in the fused body (a launch
/// computes it per channel). A statistic may be a splat constant of any
/// shape (TensorFlow with weights elided to splats): it becomes a splat
/// vector of the channels, and a division by a folded splat s becomes
/// var = s * s, eps = 0, where sqrt(s * s + 0) is s bit for bit.
void fuseBatchNormChains(mlir::Operation *root);
/// Before matching: on tensors, a reduction generic whose results are
/// each unused or read only through one tensor.expand_shape that inserts
/// unit dims (torch-mlir's aten.max.dim without keepdim, then unsqueeze:
/// BERT's softmax) writes the expanded shape itself, the reduced dims kept
/// as size 1 (`(d0, d1, 0)`), the keepdim form the templates read. A fill
/// init becomes the same fill of the expanded shape. The same values.
void keepReducedDims(mlir::Operation *root);

/// Before matching: on float tensors, a DAG of elementwise generics that
/// reads one tensor x (each intermediate used once, by the DAG) and whose
/// composition is an activation IsActivation accepts becomes one generic
/// over x doing the same ops in the same order: Hugging Face's GELU,
/// 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * pow(x, 3)))), is eight
/// generics in torch-mlir's output. The activation templates then see one
/// body. A DAG whose composition is no activation (a relu followed by a
/// scale) stays as written, and so does one of more than 16 generics.
void fuseActivationDags(mlir::Operation *root);

/// While matching, beside the templates: on tensors, a tensor.expand_shape
/// whose one user is another expand of it becomes one expand (a template's
/// gemm rows split back into a batch, then the exporter's unit dim put
/// back: ConvNeXt's 4-D Linear), the form the epilogue templates read as
/// a matrix's rows split into leading dims. The same tensor.
void populateReshapeChainPatterns(mlir::RewritePatternSet &patterns);
} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_PREPARE_H
