#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""PyTorch's side of the real exporter models (test/corpus/real/ir) in the
model bench: the torchvision network the file was exported from, with the
file's weights.

The files hold their weights as splat constants (`dense<0.0125> :
tensor<64x3x11x11xf32>`, one value per tensor). `ir_weights` reads, for every
convolution and matmul of `@forward` in program order, the splat its weight
operand comes from (through the transposes, reshapes and broadcasts the
exporter wrote). `build` runs the torchvision network once with forward hooks
to list its Conv2d and Linear calls in the same order, checks that the two
lists agree in count and in the number of weight elements, and sets each
layer's weight to its splat. Biases get the file's single bias value (the
entry's "bias"), or with "bias": "file" each layer's own splat (ir_biases: the
one its conv's init is broadcast from, or the one added to its matmul's
result; 0 where the file adds none); normalization parameters keep PyTorch's defaults (gamma 1,
beta 0, mean 0, variance 1), which are the only values those files hold. Layers
whose weights are one constant in the file (ResNet-50's 54 layers read 15)
read one buffer in the compiled program, so the peer's share one parameter,
and both sides stream the same bytes; BERT's and GPT-2's twelve layers share
theirs for the same reason. The
BERT encoder has no torchvision definition: `Bert` below is BERT-base written
with torch.nn (post-norm encoder layers, erf GELU, LayerNorm eps 1e-12,
tanh pooler), every parameter 1.0 as in the file. Nor has GPT-2: `Gpt2` is
GPT-2 small written with torch.nn, a peer for time only (its file holds one
weight per tensor shape, which no GPT-2 parameter assignment reproduces). An
entry with "time_only" (the TF/Keras networks torchvision does not define:
MobileNetV3, ResNet50 v1, MobileNetV2 with 1001 classes) gets the torchvision network named, with PyTorch's
initialization, as a peer for time only; "input_layout": "nhwc" gives it the
file's NHWC input as NCHW.

Nor has MobileBERT: `MobileBert` is Hugging Face's MobileBERT for SQuAD
written with torch.nn, a peer for time only. Each input is the zoo's hash
(torch_ref.hash_values), or for token ids `token_ids` below (MobileBERT takes
three: word ids, token-type ids, the mask); bench/models.py's generated
driver computes the same.

real_torch.py SIDECAR.json KMATCH_OUTPUT [--rtol R]: compares the driver's
output with PyTorch's. Finite values must agree within rtol * max|finite
PyTorch value|; non-finite ones must be the same (+inf, -inf or NaN) on both
sides. Exit status 0 when they match.
Run it with Debian's /usr/bin/python3 (python3-torch, python3-torchvision).
"""
import argparse
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "corpus", "models"))
import torch  # noqa: E402
import torch_ref  # noqa: E402
from torch import nn  # noqa: E402

SPLAT = re.compile(r"^\s*(%[\w.]+) = arith\.constant dense<([-+0-9.eE]+)> : "
                   r"tensor<([0-9x]+)xf32>")
DEFINES = re.compile(r"^\s*(%[\w.]+)(?::\d+)? = (.*)$")
COMPUTE = re.compile(r"\blinalg\.(conv_2d_\w+|depthwise_conv_2d_\w+|matmul|batch_matmul)\b")
# The value an op reads its data from: the first `ins` operand, or the
# source of a reshape or cast.
SOURCE = re.compile(r"\bins\((%[\w.]+)|(?:collapse_shape|expand_shape|tensor\.cast)\s+(%[\w.]+)")


def forward_body(text):
    start = text.index("func.func @forward")
    end = text.find("\n  }", start)
    return text[start:end if end >= 0 else len(text)]


def ir_weights(path):
    """(value, elements, name) of the splat each conv's or matmul's weight
    operand comes from, in program order; None for an operand that is not a
    constant (attention's own products). Layers that name the same constant
    read one buffer in the compiled program."""
    text = open(path).read()
    splats, defs = {}, {}
    for line in text.splitlines():
        m = SPLAT.match(line)
        if m:
            splats[m.group(1)] = (float(m.group(2)),
                                  math.prod(int(d) for d in m.group(3).split("x")), m.group(1))
            continue
        d = DEFINES.match(line)
        if d:
            defs[d.group(1)] = d.group(2)
    out = []
    for line in forward_body(text).splitlines():
        d = DEFINES.match(line)
        if not d or not COMPUTE.search(d.group(2)):
            continue
        operands = re.search(r"\bins\(([^:]*):", d.group(2)).group(1).split(",")
        value = operands[1].strip()
        for _ in range(16):
            if value in splats or value not in defs:
                break
            m = SOURCE.search(defs[value])
            if not m:
                break
            value = m.group(1) or m.group(2)
        out.append(splats.get(value))
    return out


def ir_biases(path):
    """The bias each conv or matmul of `@forward` adds, in program order (the
    order of ir_weights): the 1-D splat a conv's init is broadcast from, or
    the 1-D splat the first op reading a matmul's result adds to it; None
    where there is none."""
    text = open(path).read()
    splats = {}
    for line in text.splitlines():
        m = SPLAT.match(line)
        if m and "x" not in m.group(3):
            splats[m.group(1)] = float(m.group(2))
    lines = forward_body(text).splitlines()
    defs = {}
    for line in lines:
        d = DEFINES.match(line)
        if d:
            defs[d.group(1)] = d.group(2)
    out = []
    for k, line in enumerate(lines):
        d = DEFINES.match(line)
        if not d or not COMPUTE.search(d.group(2)):
            continue
        bias = None
        if "conv" in COMPUTE.search(d.group(2)).group(1):
            init = re.search(r"\bouts\((%[\w.]+)", d.group(2)).group(1)
            m = SOURCE.search(defs.get(init, ""))
            bias = splats.get(m.group(1) or m.group(2)) if m else None
        else:
            result = d.group(1)
            for later in lines[k + 1:]:
                ins = re.search(r"\bins\(([^:]*):", later)
                names = [v.strip() for v in ins.group(1).split(",")] if ins else []
                if result in names:
                    found = [splats[v] for v in names if v in splats]
                    bias = found[0] if found else None
                    break
        out.append(bias)
    return out


def token_ids(shape, vocab):
    """Token ids for an integer input: (i * 7919 + 13) mod vocab, row-major."""
    n = math.prod(shape)
    return torch.tensor([(i * 7919 + 13) % vocab for i in range(n)],
                        dtype=torch.int64).reshape(shape)


class Bert(nn.Module):
    """BERT-base's encoder as Hugging Face's BertModel computes it at
    inference, written with torch.nn: embeddings, LayerNorm, post-norm
    encoder layers and the tanh pooler."""

    def __init__(self, vocab=30522, hidden=768, layers=12, heads=12, ff=3072,
                 positions=512, types=2, shared=False):
        super().__init__()
        self.word = nn.Embedding(vocab, hidden)
        self.position = nn.Embedding(positions, hidden)
        self.token_type = nn.Embedding(types, hidden)
        self.norm = nn.LayerNorm(hidden, eps=1e-12)
        layer = nn.TransformerEncoderLayer(hidden, heads, ff, dropout=0.0, activation="gelu",
                                           batch_first=True, layer_norm_eps=1e-12)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        if shared:
            self.encoder.layers = nn.ModuleList([self.encoder.layers[0]] * layers)
        self.pool = nn.Linear(hidden, hidden)

    def forward(self, ids):
        pos = torch.arange(ids.shape[1]).unsqueeze(0)
        x = self.norm(self.word(ids) + self.position(pos) + self.token_type(torch.zeros_like(ids)))
        x = self.encoder(x)
        return x, torch.tanh(self.pool(x[:, 0]))


def build(spec):
    """(model in eval mode, its input tensors as a tuple) for a real model's
    sidecar."""
    x = tuple(token_ids(inp["shape"], inp["vocab"]) if inp.get("dtype") in ("i64", "i32")
              else torch_ref.hash_values(inp["shape"], inp["seed"], *inp["scale_offset"])
              for inp in spec.get("inputs", [spec["input"]]))
    torch_name = spec["torch"]
    if torch_name == "mobilebert":
        torch.manual_seed(0)
        return MobileBert().eval(), x
    if torch_name == "bert":
        # Every parameter holds one value, and the file one constant per
        # shape, which its twelve layers share: so do the peer's.
        model = Bert(shared=True).eval()
        with torch.no_grad():
            for p in model.parameters():
                p.fill_(spec["all_params"])
        return model, x
    if torch_name == "gpt2":
        # The file's blocks share one weight per shape: so do the peer's.
        torch.manual_seed(0)
        return Gpt2(shared=True).eval(), x
    import torchvision
    if spec.get("input_layout") == "nhwc":
        # The file takes NHWC; PyTorch's network takes the same values NCHW.
        x = (x[0].permute(0, 3, 1, 2).contiguous(),)
    if spec.get("time_only"):
        torch.manual_seed(0)
        return getattr(torchvision.models, torch_name)().eval(), x
    model = getattr(torchvision.models, torch_name)().eval()
    layers = []
    hooks = [m.register_forward_hook(lambda m, i, o: layers.append(m))
             for m in model.modules() if isinstance(m, (nn.Conv2d, nn.Linear))]
    with torch.no_grad():
        model(*x)
    for h in hooks:
        h.remove()
    found = ir_weights(spec["real"])
    biases = [b for w, b in zip(found, ir_biases(spec["real"])) if w is not None]
    weights = [w for w in found if w is not None]
    if len(weights) != len(layers):
        raise SystemExit(f"real_torch: {spec['real']}: {len(weights)} weighted convs and "
                         f"matmuls, torchvision's {torch_name} calls {len(layers)} layers")
    for i, (m, (_, n, _)) in enumerate(zip(layers, weights)):
        if m.weight.numel() != n:
            raise SystemExit(f"real_torch: {spec['real']}: weight {i} has {n} elements, "
                             f"torchvision's layer {m} has {m.weight.numel()}")
    shared = {}
    with torch.no_grad():
        for m, (w, _, name), b in zip(layers, weights, biases):
            # Layers that read one constant in the file read one buffer in
            # the compiled program (ResNet-50's 54 layers read 15): the peer's
            # share one parameter, so that both sides stream the same bytes.
            if name in shared:
                m.weight = shared[name]
            else:
                m.weight.fill_(w)
                shared[name] = m.weight
            if m.bias is not None:
                m.bias.fill_(b if spec["bias"] == "file" and b is not None
                             else 0.0 if spec["bias"] == "file" else spec["bias"])
    return model, x


class Gpt2(nn.Module):
    """GPT-2 small as Hugging Face's GPT2LMHeadModel computes it at
    inference, written with torch.nn: token and position embeddings,
    pre-norm decoder blocks under a causal mask (tanh GELU, LayerNorm eps
    1e-5), the final LayerNorm and the LM head tied to the token embedding.
    A peer for time only: its weights are PyTorch's initialization."""

    def __init__(self, vocab=50257, hidden=768, layers=12, heads=12, ff=3072,
                 positions=1024, shared=False):
        super().__init__()
        self.word = nn.Embedding(vocab, hidden)
        self.position = nn.Embedding(positions, hidden)
        layer = nn.TransformerEncoderLayer(
            hidden, heads, ff, dropout=0.0,
            activation=lambda v: nn.functional.gelu(v, approximate="tanh"),
            batch_first=True, norm_first=True, layer_norm_eps=1e-5)
        self.blocks = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        if shared:
            self.blocks.layers = nn.ModuleList([self.blocks.layers[0]] * layers)
        self.norm = nn.LayerNorm(hidden, eps=1e-5)

    def forward(self, ids):
        n = ids.shape[1]
        pos = torch.arange(n).unsqueeze(0)
        causal = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
        x = self.blocks(self.word(ids) + self.position(pos), mask=causal)
        return self.norm(x) @ self.word.weight.t()


class NoNorm(nn.Module):
    """MobileBERT's normalization: x * weight + bias along the last dim."""

    def __init__(self, n):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        return x * self.weight + self.bias


class Dense(nn.Module):
    """A Linear, then an optional residual, then NoNorm."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.linear = nn.Linear(n_in, n_out)
        self.norm = NoNorm(n_out)

    def forward(self, x, residual=None):
        y = self.linear(x)
        return self.norm(y if residual is None else y + residual)


class MobileBertLayer(nn.Module):
    """One layer of google/mobilebert-uncased as Hugging Face's
    MobileBertLayer computes it at inference: the 512-wide input
    bottlenecked to 128 twice (the layer input, and the query/key input they
    share), attention over 4 heads with the value taken from the 512-wide
    input, 4 stacked relu feed-forward networks of 512, and the bottleneck
    back to 512 with the layer's input added."""

    def __init__(self, hidden=512, inner=128, heads=4, ff=512, ffns=4):
        super().__init__()
        self.heads = heads
        self.bottleneck_in = Dense(hidden, inner)
        self.bottleneck_qk = Dense(hidden, inner)
        self.query = nn.Linear(inner, inner)
        self.key = nn.Linear(inner, inner)
        self.value = nn.Linear(hidden, inner)
        self.attn_out = Dense(inner, inner)
        self.ffn_in = nn.ModuleList(nn.Linear(inner, ff) for _ in range(ffns))
        self.ffn_out = nn.ModuleList(Dense(ff, inner) for _ in range(ffns))
        self.out = Dense(inner, hidden)

    def split(self, x):
        b, n, _ = x.shape
        return x.view(b, n, self.heads, -1).transpose(1, 2)

    def forward(self, x, mask):
        layer_in = self.bottleneck_in(x)
        qk = self.bottleneck_qk(x)
        q, k, v = self.split(self.query(qk)), self.split(self.key(qk)), self.split(self.value(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1]) + mask
        ctx = (torch.softmax(scores, -1) @ v).transpose(1, 2).flatten(2)
        h = self.attn_out(ctx, layer_in)
        for ffn_in, ffn_out in zip(self.ffn_in, self.ffn_out):
            h = ffn_out(torch.relu(ffn_in(h)), h)
        return self.out(h, x)


class MobileBert(nn.Module):
    """MobileBERT for SQuAD (google/mobilebert-uncased's configuration, 24
    layers) as Hugging Face's MobileBertForQuestionAnswering computes it:
    128-wide word embeddings made 512-wide from their trigrams, position and
    token-type embeddings, NoNorm, the layers, then start and end logits. A
    peer for time only: PyTorch's initialization."""

    def __init__(self, vocab=30522, hidden=512, embed=128, layers=24, positions=512, types=2):
        super().__init__()
        self.word = nn.Embedding(vocab, embed)
        self.trigram = nn.Linear(3 * embed, hidden)
        self.position = nn.Embedding(positions, hidden)
        self.token_type = nn.Embedding(types, hidden)
        self.norm = NoNorm(hidden)
        self.layers = nn.ModuleList(MobileBertLayer(hidden) for _ in range(layers))
        self.qa = nn.Linear(hidden, 2)

    def forward(self, ids, types, mask):
        e = self.word(ids)
        zero = torch.zeros_like(e[:, :1])
        e = torch.cat([torch.cat([e[:, 1:], zero], 1), e, torch.cat([zero, e[:, :-1]], 1)], 2)
        pos = torch.arange(ids.shape[1]).unsqueeze(0)
        x = self.norm(self.trigram(e) + self.position(pos) + self.token_type(types))
        additive = (1.0 - mask[:, None, None, :].float()) * -10000.0
        for layer in self.layers:
            x = layer(x, additive)
        start, end = self.qa(x).split(1, -1)
        return end.squeeze(-1), start.squeeze(-1)


def flatten(out):
    if isinstance(out, (tuple, list)):
        return [v for o in out for v in flatten(o)]
    return out.reshape(-1).tolist()


def same_nonfinite(g, r):
    return (math.isnan(g) and math.isnan(r)) or g == r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sidecar")
    ap.add_argument("actual")
    ap.add_argument("--rtol", type=float, default=1e-4)
    a = ap.parse_args()
    with open(a.sidecar) as f:
        spec = json.load(f)
    model, x = build(spec)
    with torch.no_grad():
        ref = flatten(model(*x))
    got = [float(line) for line in open(a.actual) if line.strip()]
    if len(got) != len(ref):
        print(f"real_torch: {spec['model']}: kmatch wrote {len(got)} values, PyTorch has "
              f"{len(ref)}")
        return 1
    finite = [abs(r) for r in ref if math.isfinite(r)]
    mag = max(finite, default=0.0)
    tol = a.rtol * mag
    bad = [(i, g, r) for i, (g, r) in enumerate(zip(got, ref))
           if not (abs(g - r) <= tol if math.isfinite(r) else same_nonfinite(g, r))]
    nonfinite = len(ref) - len(finite)
    print(f"real_torch: {spec['model']}: {len(ref)} values ({nonfinite} not finite), max "
          f"|finite ref| {mag:.6g}, tolerance {tol:.3g}: {'MISMATCH' if bad else 'match'}")
    for i, g, r in bad[:5]:
        print(f"  [{i}] kmatch {g!r} torch {r!r}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
