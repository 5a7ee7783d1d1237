// A tensor is a value: a function compiled by kmatch-compile and called from
// C leaves the tensors it is called with unchanged, also where its result
// reuses one (bufferization would write it in place; --kmatch-pipeline runs
// --kmatch-protect-arguments first). Each function is called twice with the
// same buffers. An argument marked {bufferization.writable = true} keeps the
// in-place update, and writable-arguments=true brings back upstream's
// default, under which the second call sees the first one's writes.
// RUN: kmatch-compile %S/Inputs/arguments.mlir -o %t.lib.so
// RUN: cc %sanitize_cflags %S/Inputs/arguments_main.c -I%kmatch_src/runtime/common %t.lib.so -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: mmacc call 0: result 107, c unchanged
// CHECK: addinto call 0: result 5, a unchanged
// CHECK: append call 0: row 7, cache unchanged
// CHECK: mmacc call 1: result 107, c unchanged
// CHECK: addinto call 1: result 5, a unchanged
// CHECK: append call 1: row 7, cache unchanged
// CHECK: append_in_place: cache row 7
//
// RUN: kmatch-compile %S/Inputs/arguments.mlir -o %t.lib.so --pipeline-options=writable-arguments=true
// RUN: %t.exe | FileCheck %s --check-prefix=WRITABLE
// WRITABLE: mmacc call 0: result 107, c written
// WRITABLE: mmacc call 1: result wrong, c written
//
// The pass alone: public functions' tensor arguments, not a private
// function's, a memref, or one already marked.
// RUN: kmatch-opt %s --kmatch-protect-arguments | FileCheck %s --check-prefix=PASS
// PASS-LABEL: func.func @public(
// PASS-SAME: %{{.*}}: tensor<4xf32> {bufferization.writable = false}
// PASS-SAME: %{{.*}}: memref<4xf32>,
// PASS-SAME: %{{.*}}: tensor<4xf32> {bufferization.writable = true}
// PASS-LABEL: func.func private @helper(
// PASS-SAME: %{{.*}}: tensor<4xf32>) -> tensor<4xf32> {
func.func @public(%t: tensor<4xf32>, %m: memref<4xf32>, %w: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %r = func.call @helper(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @helper(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
