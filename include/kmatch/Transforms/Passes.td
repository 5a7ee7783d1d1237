//===- Passes.td - Whole-program preparation and checks ----*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_TRANSFORMS_PASSES_TD
#define KMATCH_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KmatchMarkManualDeallocation
    : Pass<"kmatch-mark-manual-deallocation", "::mlir::ModuleOp"> {
  let summary = "Leave the memrefs of functions that free their own buffers "
                "to the program";
  let description = [{
    Runs before bufferization. A function that contains `memref.dealloc`, and
    every function connected to one by calls, manages its own memory: its
    `memref.alloc`, `memref.realloc` and `memref.dealloc` ops get the
    `bufferization.manual_deallocation` attribute. Upstream's
    ownership-based deallocation then leaves those buffers alone (no automatic
    free, no "memory free side-effect" error) and still frees every buffer
    bufferization allocates, in those functions too.

    A group with a function that returns a memref cannot keep the ownership
    rules of the deallocation pass (the caller would own, and free, the
    program's buffer); its functions also get `kmatch.skip_deallocation`,
    and kmatch-buffer-deallocation leaves them as they are.

    Before:

    ```mlir
    func.func @main() {
      %m = memref.alloc() : memref<4xf32>
      memref.dealloc %m : memref<4xf32>
      return
    }
    ```

    After:

    ```mlir
    func.func @main() {
      %m = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
      memref.dealloc %m {bufferization.manual_deallocation} : memref<4xf32>
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def KmatchProtectArguments
    : Pass<"kmatch-protect-arguments", "::mlir::ModuleOp"> {
  let summary = "Keep bufferization from writing into the tensors a public "
                "function is called with";
  let description = [{
    Runs before bufferization. A tensor is a value: the caller of a public
    function keeps the tensors it passed, unchanged. Upstream's one-shot
    bufferization with function boundaries treats a function's tensor
    arguments as writable buffers unless they carry
    `bufferization.writable = false`, and then writes a result that reuses an
    argument (a matmul accumulating into its `outs` argument, an
    `insert_slice` into a cache) into the caller's buffer. A program compiled
    ahead of time and called from C, Python or another module would see its
    inputs change from call to call.

    Every tensor argument of a public function with a body gets
    `bufferization.writable = false`, unless it already carries
    `bufferization.writable`: bufferization then copies such an argument
    before writing it. An argument marked `{bufferization.writable = true}`
    keeps the in-place update (a cache the caller means to have updated).
    Private functions are left alone: their callers are in the module, and
    bufferization sees what they pass. `--kmatch-pipeline` runs the pass
    unless `writable-arguments=true`.

    Before:

    ```mlir
    func.func @acc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>,
                   %c: tensor<4x4xf32>) -> tensor<4x4xf32>
    ```

    After:

    ```mlir
    func.func @acc(%a: tensor<4x4xf32> {bufferization.writable = false},
                   %b: tensor<4x4xf32> {bufferization.writable = false},
                   %c: tensor<4x4xf32> {bufferization.writable = false})
        -> tensor<4x4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def KmatchBufferDeallocation
    : Pass<"kmatch-buffer-deallocation", "::mlir::ModuleOp"> {
  let summary = "Upstream's buffer-deallocation-pipeline, unless the module "
                "opted out";
  let description = [{
    Runs upstream's `buffer-deallocation-pipeline` (ownership-based
    deallocation, simplification and lowering of `bufferization.dealloc`) on
    the module, after bufferization. Functions that free their own buffers
    (marked by `kmatch-mark-manual-deallocation`) skip the canonicalization
    before deallocation, which would drop the marks. Functions marked
    `kmatch.skip_deallocation` get no deallocation; if bufferization
    allocated buffers in them, a warning says so. The attribute is removed.
  }];
}

def KmatchRaiseLoops : Pass<"kmatch-raise-loops", "::mlir::func::FuncOp"> {
  let summary = "Raise affine.for nests to linalg.generic";
  let description = [{
    Turns every `affine.for` nest that computes what one `linalg.generic`
    computes into that generic, on the same memrefs, so that the templates
    can match it. A nest is raised when:

    - its loops have step 1, constant lower bounds and upper bounds that do
      not depend on an enclosing loop of the nest (a rectangle: triangular
      loops such as PolyBench's `j <= i` stay loops);
    - its innermost body is loads, operations free of side effects, and one
      `affine.store` at the end, whose subscripts are distinct loops (plus a
      constant) or constants: the loops it names are the generic's parallel
      dims, the others its reduction dims;
    - every subscript is an affine function of the nest's loops and
      constants (`affine.apply` producers are folded in);
    - the array it stores to is read only at the element it writes (the
      accumulator), and no other array it reads may be the same memory
      ([aliasing rule](Using.md#aliasing-rule));
    - every loop's range is the extent of some dimension it subscripts
      alone (a view of that extent is taken where the array is larger or
      the loop starts past 0).

    The generic's dims are the loops, outermost first, so lowered back to
    loops it is the same loops, with the same operations in the same order
    inside one iteration. A launch then sums a reduction in its library's
    order (docs/Semantics.md).

    Before raising, a loop whose body holds several statements (nested
    loops, stores, with the loads and arithmetic that feed them) is split
    into one loop per statement when that is exact: any two statements that
    may touch the same memory, one of them writing, touch different elements
    in different iterations (both subscript one dimension of the same memref
    by the loop's variable). Loads and arithmetic a statement uses are
    copied into its loop. So PolyBench's gemm, `C[i][j] *= beta` beside the
    `k` loop, becomes two generics, and the templates make one `@gemm`.

    A scalar accumulator carried in `iter_args`, or kept in a one-element
    `memref.alloca`, and stored once after its loop accumulates in the
    stored element instead (the same values in the same order, nothing else
    in the loop touching that memory).

    An array that every iteration of the loops around it rewrites in full
    before reading it (PolyBench's doitgen: `sum[p]` for each r and q) gets
    a copy per iteration, a buffer subscripted by those loops too, and the
    last copy is stored back after the nest: every load reads what its own
    iteration stored, as before, and the nest distributes.

    `scf.for` loops with `memref.load`/`memref.store` (a hand-written
    lowering, `convert-linalg-to-loops`) are first written as `affine.for`
    with affine loads and stores where their bounds and subscripts are
    affine. Device code is left alone.

    Distinct memref arguments of a function may be one buffer in the
    program the loops came from (C has no `restrict` by default). Where a
    run of nests writes one array and reads or writes another that may be
    the same memory, the raised nests run under an `scf.if` that checks at
    run time that their byte ranges are disjoint (and that sizes the raised
    nests take as equal are), and the original loops run otherwise. A
    function that declares its arguments disjoint (`kmatch.noalias`,
    `llvm.noalias`) needs no check.

    With `remarks=true`, each nest says whether it was raised, or why it
    stays a loop (the loop-carried dependence, the access or the op that
    stopped it).

    Before:

    ```mlir
    affine.for %i = 0 to 20 {
      affine.for %j = 0 to 25 {
        affine.for %k = 0 to 30 {
          %a = affine.load %A[%i, %k] : memref<20x30xf64>
          %b = affine.load %B[%k, %j] : memref<30x25xf64>
          %c = affine.load %C[%i, %j] : memref<20x25xf64>
          %p = arith.mulf %a, %b : f64
          %s = arith.addf %c, %p : f64
          affine.store %s, %C[%i, %j] : memref<20x25xf64>
        }
      }
    }
    ```

    After (`%disjoint`: the byte ranges of A, B and C compared):

    ```mlir
    scf.if %disjoint {
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                     affine_map<(d0, d1, d2) -> (d2, d1)>,
                                     affine_map<(d0, d1, d2) -> (d0, d1)>],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%A, %B : memref<20x30xf64>, memref<30x25xf64>)
        outs(%C : memref<20x25xf64>) {
    ^bb0(%a: f64, %b: f64, %c: f64):
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %c, %p : f64
      linalg.yield %s : f64
    }
    } else {
      // the loops as they were
    }
    ```
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Say for each loop nest whether it was raised, or why not">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def KmatchDecompose : Pass<"kmatch-decompose", "::mlir::ModuleOp"> {
  let summary = "Decompose the linalg ops that have no loop lowering";
  let description = [{
    Rewrites, on tensors, every op that implements
    `linalg::AggregatedOpInterface` (e.g. `linalg.softmax`) into the ops it
    is made of, the Winograd transforms (`linalg.winograd_filter_transform`,
    `linalg.winograd_input_transform`, `linalg.winograd_output_transform`)
    into loops of `linalg.matmul` on slices (upstream's
    `linalg::decomposeWinograd*TransformOp`), and lowers `linalg.pack`
    and `linalg.unpack` to `tensor.pad`/`tensor.expand_shape`/
    `linalg.transpose` and back (upstream's `linalg::lowerPack` and
    `linalg::lowerUnPack`). Ops it cannot decompose are left for
    `kmatch-check-lowered` to report.

    Before:

    ```mlir
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x8xf32>)
                                     outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
    ```

    After: `linalg.generic` reductions (max, sum) and elementwise
    `linalg.generic` ops (sub, exp, div).
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::affine::AffineDialect"
  ];
}

def KmatchExpandMath : Pass<"kmatch-expand-math"> {
  let summary = "Expand the math classification ops no upstream pass lowers, and fpowi by a constant";
  let description = [{
    Runs before kmatch-vectorize and in the lowering to the LLVM dialect.
    `math.isinf` and `math.isnormal` (scalars and vectors) have no lowering
    in MLIR 22's `convert-math-to-llvm`, whose conversion then fails on
    them; this pass
    writes them as ordered comparisons of the magnitude, which are false for
    NaN as the ops are:

    ```mlir
    math.isinf %x     // |x| == +inf
    math.isnormal %x  // |x| >= smallest normal && |x| < +inf
    ```

    It also writes `math.fpowi` by a constant exponent 0 <= n < 2^31 as the
    multiplications LLVM forms for `llvm.powi` (x^(2^i) for each set bit i of
    n, from the lowest; x^0 = 1), so that the vectorizer, which runs after
    it, takes bodies with it. Other exponents stay.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def KmatchCheckLowered : Pass<"kmatch-check-lowered", "::mlir::ModuleOp"> {
  let summary = "Report every op left outside the LLVM dialect";
  let description = [{
    Runs last in kmatch-pipeline. Emits an error naming each op that is
    neither in the LLVM dialect nor a builtin op (`builtin.module`,
    `builtin.unrealized_conversion_cast` left by a failed conversion is
    reported too), so the pipeline never exits 0 with a program mlir-runner
    cannot run. A Transform-dialect schedule left in the module (upstream
    tests carry one beside their payload) is one error, naming the schedule:
    the pipeline does not run it.

    ```mlir
    // error: 'linalg.foo' is left after lowering to the LLVM dialect
    ```
  }];
}

def KmatchFuseElementwise
    : Pass<"kmatch-fuse-elementwise", "::mlir::ModuleOp"> {
  let summary = "Fuse elementwise producer/consumer linalg.generic ops on "
                "tensors and let them write in place";
  let description = [{
    Runs after the templates, so a fused op never hides a kernel from a
    template. A `linalg.generic` on tensors whose only use is an input of
    another `linalg.generic` in the same block is inlined into that consumer
    (upstream's `linalg::fuseElementwiseOps`), when:

    - the producer is all-parallel and its body has no memory effects;
    - the consumer reads the producer's result through a permutation, so
      every element the producer computed is computed exactly once in the
      fused op (a broadcast read would recompute it).

    The fused body runs the same arith and math ops on the same values, in
    the same order per element, so results are unchanged, NaN, Inf and -0
    included.

    Then each all-parallel generic whose init is a `tensor.empty` its body
    never reads takes as init an input of the same type that it reads for
    the last time through the init's own map, when that input is made in
    the same block by a destination-style op (a linalg op, a launch),
    possibly through `tensor.expand_shape`/`collapse_shape` used once.
    Bufferization then updates that buffer in place instead of allocating
    one: every element is read before it is written, by its own iteration.
    Nothing else (reshape propagation, constant folding) is done.

    Before:

    ```mlir
    %b = linalg.generic {indexing_maps = [#id, #row, #id], ...}
        ins(%x, %bias : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    } -> tensor<4x8xf32>
    %y = linalg.generic {indexing_maps = [#id, #id], ...}
        ins(%b : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<4x8xf32>
    ```

    After (with `%x` a function argument, so the init stays `%e`):

    ```mlir
    %y = linalg.generic {indexing_maps = [#id, #row, #id], ...}
        ins(%x, %bias : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      %m = arith.maximumf %s, %zero : f32
      linalg.yield %m : f32
    } -> tensor<4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::affine::AffineDialect"];
}

def KmatchVectorize : Pass<"kmatch-vectorize", "::mlir::ModuleOp"> {
  let summary = "Tile and vectorize the all-parallel linalg ops left on "
                "buffers";
  let description = [{
    Runs after bufferization and the launch lowering, before
    `convert-linalg-to-loops`. Each all-parallel linalg op on memrefs
    (elementwise generics, broadcasts, copies, fills, transposes that keep
    the innermost dim) is tiled with `scf.for` (upstream's
    `scf::tileUsingSCF`): 1 along every outer loop and one 64-byte vector
    along the innermost. The innermost loop is peeled, so the main loop's
    tiles have a static shape and are vectorized (`linalg::vectorize`,
    then upstream's vector transfer and unit-dim lowering patterns), while
    the remainder tile stays a linalg op for `convert-linalg-to-loops`.

    First, a `memref.copy` between views that are not both contiguous
    (which the LLVM lowering hands to the runner utils' element-by-element
    `memrefCopy`: a slice of a concatenation at batch > 1, a transposed
    view) becomes a `linalg.copy`, with the trailing dims both views lay out
    contiguously merged by `memref.collapse_shape`. A copy whose views may
    overlap stays as it is.

    Every lane computes the arith and math ops of the body on its own
    element, so results are those of the scalar loops, NaN, Inf and -0
    included (no fast-math flags are added). An op is left alone for
    `convert-linalg-to-loops` when vectorizing could change what it
    computes or would not pay:

    - it has a reduction loop (the loops' order of a floating-point sum is
      kept by not vectorizing it);
    - its body has an op other than arith ops, the math ops that have a
      vector lowering, `linalg.yield`, or it has memory effects or
      `linalg.index`;
    - an element type other than f32, f64, i8, i16, i32 or i64;
    - an output that may overlap an input or another output other than as
      the same value read and written through the same map (an in-place
      update), by kmatch's aliasing rule;
    - an operand that varies along the innermost loop in any dim but its
      last, or whose last dim does not have stride 1;
    - an innermost loop shorter than one vector.

    Before:

    ```mlir
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%x : memref<1024xf32>) outs(%y : memref<1024xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    }
    ```

    After:

    ```mlir
    scf.for %i = %c0 to %c1024 step %c16 {
      %v = vector.load %x[%i] : memref<1024xf32>, vector<16xf32>
      %m = arith.maximumf %v, %zeros : vector<16xf32>
      vector.store %m, %y[%i] : memref<1024xf32>, vector<16xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

#endif // KMATCH_TRANSFORMS_PASSES_TD
