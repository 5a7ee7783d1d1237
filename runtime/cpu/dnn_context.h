//===- dnn_context.h - What the CPU DNN shims share on oneDNN ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one engine, stream, scratchpad and launch lock of the CPU DNN shims
// (conv.cpp, pool.cpp, norm.cpp, eltwise.cpp, matmul.cpp), their primitive
// caches, views oneDNN cannot describe, and activations as post-ops.
//
// Memory descriptors are built from the memref descriptors' own sizes and
// strides, so every positively strided view is taken as it is; primitives
// pick their layouts and reorder into and out of them. Every primitive's
// implementation is checked when it is created (noted, optimizedOnly):
// where oneDNN has only its reference kernel, another formulation of the
// launch runs. Every launch is parsed and validated by
// runtime/common/dnn_checks.h (StridePolicy::PositiveOnly: oneDNN takes
// positive strides), shared with the CUDA shims; these files hold only the
// oneDNN calls. An input view with a zero or negative stride (a broadcast, a
// reversed axis: valid linalg operands), or with strides oneDNN refuses to
// describe (describable), is read from a dense copy (DenseInputs); an output
// view oneDNN refuses is computed into a dense copy and written back
// (DenseOutputs); outputs with zero or negative strides are refused at
// rewrite time.
//
// Thread safety: any thread may call the shims. Each launch takes one
// process-wide lock for its oneDNN work (the primitive caches and the one
// CPU stream); oneDNN parallelizes inside each primitive. Prepared
// primitives are cached for the life of the process, keyed by every shape,
// stride and parameter that determines them, so a repeated launch creates
// nothing.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CPU_DNN_CONTEXT_H
#define KMATCH_RUNTIME_CPU_DNN_CONTEXT_H

#include "dnn_util.h"

#include "../common/kmatch_profile.h"

#include <oneapi/dnnl/dnnl.hpp>
#include <oneapi/dnnl/dnnl_debug.h>

#include <array>
#include <deque>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace kmatch_rt::cpu {

using dnnl::algorithm;
using dnnl::memory;
using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

/// Whether oneDNN accepts the memory descriptor `make` builds.
template <typename Make> bool accepts(Make &&make) {
  try {
    (void)make();
    return true;
  } catch (const dnnl::error &) {
    return false;
  }
}

/// Whether oneDNN takes a memory descriptor of these sizes and strides.
/// Besides positive strides it wants every dimension's stride to clear the
/// extent of the ones inside it: a valid, non-overlapping view such as
/// x[:, :, ::2, ::2] of a 9 x 9 image (rows 18 apart, 5 of them spanning 90
/// floats, channels 81 apart) is refused ("could not construct a memory
/// descriptor using strides").
bool describable(int rank, const int64_t *sizes, const int64_t *strides);

/// The same for the view `v`.
bool describable(const TensorView &v);

/// v's strides made dense, row-major in its logical order.
void makeDense(TensorView &v);

/// Dense copies of the input views oneDNN cannot describe: a zero or
/// negative stride on a dim of more than one element (a broadcast, a
/// reversed axis), or strides it refuses (describable). Each copy holds the
/// view's elements in its logical (row-major) order and lives as long as
/// this object; other views are left as they are.
class DenseInputs {
public:
  void densify(TensorView &v) {
    if (describable(v))
      return;
    copies.push_back(v.gather());
    v.data = copies.back().data();
    makeDense(v);
  }
  template <int R> MemRef<float, R> densify(const MemRef<float, R> &m) {
    std::array<int, R> identity;
    for (int d = 0; d < R; ++d)
      identity[d] = d;
    TensorView v = viewOf<R>(m, identity);
    densify(v);
    MemRef<float, R> read = m;
    if (v.data == m.data())
      return read;
    read.allocated = read.aligned = v.data;
    read.offset = 0;
    for (int d = 0; d < R; ++d)
      read.strides[d] = v.strides[d];
    return read;
  }

private:
  std::deque<std::vector<float>> copies;
};

/// Output views oneDNN cannot describe (describable), computed into dense
/// copies and written back by finish(), element by element in logical
/// order.
class DenseOutputs {
public:
  /// Points `v` at a dense copy when oneDNN cannot describe it; the copy
  /// starts from v's contents when `copyIn` (an accumulating launch).
  void densify(TensorView &v, bool copyIn) {
    if (describable(v))
      return;
    outputs.push_back(
        {v, copyIn ? v.gather()
                   : std::vector<float>(static_cast<size_t>(v.numElements()))});
    v.data = outputs.back().dense.data();
    makeDense(v);
  }
  /// Writes every dense copy back into its view.
  void finish() {
    for (Output &o : outputs) {
      size_t i = 0;
      o.view.walker().forEach(
          [&](intptr_t off) { o.view.data[off] = o.dense[i++]; });
    }
    outputs.clear();
  }

private:
  struct Output {
    TensorView view;
    std::vector<float> dense;
  };
  std::deque<Output> outputs;
};

/// The one CPU engine and stream, created on first use, and the one
/// scratchpad every primitive runs with.
///
/// The shims' primitives are cached and run from whichever thread launches
/// them; oneDNN's library-managed scratchpad belongs to the thread that
/// created the primitive ("each primitive should be executed in the same
/// thread it was created in"), so a primitive run from another thread
/// wrote into that thread's buffer, or into freed memory once it had exited
/// (a crash of the gemm-based convolutions, whose scratchpad is large, seen
/// under ONEDNN_MAX_CPU_ISA=SSE41). Every primitive is therefore created
/// with scratchpad_mode::user and run with this buffer: launches serialize
/// on the launch lock, so one buffer, grown to the largest need, serves all.
struct DnnContext {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::vector<char> scratchpadBytes;

  /// Memory of descriptor `desc` over the shared scratchpad.
  memory scratchpad(const memory::desc &desc) {
    size_t bytes = desc.get_size();
    if (scratchpadBytes.size() < bytes)
      scratchpadBytes.assign(bytes, 0);
    return memory(desc, engine, scratchpadBytes.data());
  }
};

/// Prepared primitives of one kind, by PlanKey. Used under the launch lock.
template <typename Plan> class PlanCache {
public:
  template <typename Build> Plan &get(const PlanKey &key, Build &&build) {
    auto it = plans.find(key.str());
    if (it != plans.end())
      return *it->second;
    auto plan = std::make_unique<Plan>(build());
    return *plans.emplace(key.str(), std::move(plan)).first->second;
  }

private:
  std::unordered_map<std::string, std::unique_ptr<Plan>> plans;
};

/// The one lock every launch's oneDNN work runs under.
std::mutex &launchMutex();

/// The process's one engine and stream; call under the launch lock.
/// It and the primitive caches are never destroyed: releasing oneDNN objects
/// during static destruction, after oneDNN's (and its OpenMP runtime's) own
/// state may be gone, crashed processes at exit.
DnnContext &dnnContext();

/// Runs body(context, step) under the launch lock; reports a oneDNN failure
/// with the step that failed (body keeps `step` current), the library's
/// status name and its message. Never throws.
template <typename Body> void withDnn(const char *kernel, Body &&body) {
  const char *step = "creating the CPU engine";
  try {
    std::lock_guard<std::mutex> lock(launchMutex());
    DnnContext &context = dnnContext();
    step = "preparing the launch";
    body(context, step);
  } catch (const dnnl::error &e) {
    kmatch_rt_error(kernel, "oneDNN failed %s: %s (%s)", step,
                    dnnl_status2str(e.status), e.what());
  } catch (const std::bad_alloc &) {
    kmatch_rt_error(kernel, "out of memory %s", step);
  }
}

/// Attributes with the user-managed scratchpad (DnnContext) and `ops`.
dnnl::primitive_attr attrWith(dnnl::post_ops ops = dnnl::post_ops());

/// Runs `prim` on `args` and the shared scratchpad, on the stream.
void run(DnnContext &ctx, const dnnl::primitive &prim,
         std::unordered_map<int, memory> args);

/// A reorder of `from` into `to`, run with the shared scratchpad.
void reorderInto(DnnContext &ctx, const dnnl::reorder &r, memory from,
                 memory to);

/// `pd`, after recording the implementation oneDNN picked for it on the
/// calling shim's row (kmatch_profile.h: KMATCH_PROFILE prints it, and
/// kmatch_rt_reference_primitives counts the reference ones). Every
/// primitive this file creates goes through here.
template <typename PrimitiveDesc>
PrimitiveDesc noted(const char *primitive, PrimitiveDesc pd) {
  noteImplementation(primitive, pd.impl_info_str());
  return pd;
}

/// The primitive of `pd`, or none where oneDNN offers only its reference
/// implementation for the launch: the shim then runs its own host loop for
/// it (noted as "host"), never the reference kernel. Records what runs.
template <typename Primitive, typename PrimitiveDesc>
std::optional<Primitive> optimizedOnly(const char *primitive,
                                       const PrimitiveDesc &pd) {
  if (isReferenceImplementation(pd.impl_info_str())) {
    noteImplementation(primitive, "host");
    return std::nullopt;
  }
  noteImplementation(primitive, pd.impl_info_str());
  return Primitive(pd);
}

/// The oneDNN descriptor of a view, dimensions in logical order.
memory::desc descOf(const TensorView &v);

/// The oneDNN descriptor of an unranked memref; rank 0 as one element.
memory::desc descOf(const StridedWalker &w);

/// Whether oneDNN takes walker `w`'s view (positive strides that it can
/// describe: see describable).
bool describable(const StridedWalker &w);

/// A dense 1-D descriptor of n elements.
memory::desc denseVector(int64_t n);

/// The plain layout a primitive over 4-D view `v` of a launch with layout
/// `layout` runs in: NHWC where v's channels are innermost in memory (an
/// NHWC buffer seen as NCHW, --kmatch-channels-last), else the launch's.
int32_t plainLayoutOf(const TensorView &v, int32_t layout);

/// A dense NCHW (layout 0) or NHWC (layout 1) descriptor of logical dims.
memory::desc densePlain(const TensorView &v, int32_t layout);

/// A reorder from `from` to `to` (a copy when they are the same layout).
dnnl::reorder reorderOf(const DnnContext &ctx, const memory::desc &from,
                        const memory::desc &to);

/// A reorder from `from` to `to`, or none when they are the same layout.
std::optional<dnnl::reorder> reorderIfNeeded(const DnnContext &ctx,
                                             const memory::desc &from,
                                             const memory::desc &to);

/// Memory over a caller's buffer.
memory wrap(const DnnContext &ctx, const memory::desc &desc, const void *data);

/// The memory a primitive reads: `user` itself, or `scratch` with `user`
/// reordered into the primitive's layout.
memory input(DnnContext &ctx, const std::optional<dnnl::reorder> &r,
             memory scratch, memory user);

/// Plan-owned memory for a reordered operand, allocated once with the plan
/// (launches serialize on the launch lock, so one copy per plan suffices).
/// Allocating it per launch cost a page fault per page on every call, as
/// glibc returns large freed blocks to the kernel: +40% at ResNet sizes.
memory scratchFor(DnnContext &ctx, bool needed, const memory::desc &desc);

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

/// One post-op step of an activation: an eltwise post-op (alg, alpha, beta),
/// or, for algorithm::binary_div and binary_mul, a division or product by
/// the scalar `alpha`.
struct PostStep {
  algorithm alg = algorithm::eltwise_relu;
  float alpha = 0.f, beta = 0.f;

  bool binary() const {
    return alg == algorithm::binary_div || alg == algorithm::binary_mul;
  }
};

/// The post-ops of an activation, in order; none when empty.
struct Eltwise {
  std::vector<PostStep> steps;
};

/// The post-ops of a checked activation (dnn_checks.h). hardsigmoid is
/// x + 3 (eltwise_linear(1, 3): one rounding, as the IR's addf), clipped to
/// [0, 6], then divided by 6 (a binary_div post-op: eltwise_linear(1/6)
/// would multiply by a rounded 1/6, which differs from the IR's divf). On
/// NaN, Inf and -0 the library's relu, clip and hardswish can differ from
/// the IR (README, Semantics: kmatch.nan_exact keeps them unfused). sigmoid
/// is eltwise_logistic and silu eltwise_swish with alpha 1 (x *
/// logistic(1 * x)): the JIT kernels' exp is their own, within a few ulp of
/// libm's, and flushes to 0 below about -87 (README, Divergences 5).
Eltwise eltwiseOf(const Activation &act);

/// The per-channel vector {1, C, 1, 1} of a batch-norm post-op.
memory::desc channelDesc(int64_t channels);

/// One element broadcast over a destination of rank `rank`, the second
/// operand of a binary post-op by a scalar.
memory::desc scalarDesc(int rank);

/// The post-ops of a primitive writing a destination of rank `dstRank`:
/// batch norm as a per-channel multiply and add (when `bnChannels` > 0), the
/// sum of what y starts from (scaled by `sumScale`), and the activation's
/// steps, in this order.
dnnl::primitive_attr postOps(int64_t bnChannels, bool sum, const Eltwise &act,
                             int dstRank, float sumScale = 1.f);

/// Binds the scalars of the activation's binary steps, post-ops `first`
/// onwards (after those postOps placed before them), to `args`. The scalars
/// live in `act`, which must outlive the execution.
void bindActivationArgs(const DnnContext &ctx, const Eltwise &act, int first,
                        int dstRank, std::unordered_map<int, memory> &args);

/// Adds the activation's post-op steps to a plan's cache key.
void addActivation(PlanKey &key, const Eltwise &act);

//===----------------------------------------------------------------------===//
// Dense NCHW / NHWC primitives (pooling, batch normalization), with reorders
// from and to other views
//===----------------------------------------------------------------------===//

/// A primitive over dense plain tensors and the reorders around it.
struct PlainPlan {
  dnnl::primitive prim;
  memory::desc src, dst, userSrc, userDst;
  std::optional<dnnl::reorder> srcIn, dstOut;
  memory srcScratch, dstScratch;
};

void finishPlainPlan(DnnContext &ctx, PlainPlan &p, const TensorView &x,
                     const TensorView &y, const memory::desc &src,
                     const memory::desc &dst);

/// Runs a plain plan with the extra arguments `args`.
void runPlainPlan(DnnContext &ctx, const PlainPlan &p, const TensorView &x,
                  const TensorView &y, std::unordered_map<int, memory> args);

} // namespace kmatch_rt::cpu

#endif // KMATCH_RUNTIME_CPU_DNN_CONTEXT_H
