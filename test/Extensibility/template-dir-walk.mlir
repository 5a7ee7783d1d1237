// The cache key of a template covers the .pdll files under its directory
// (kmatch's includes): the walk reads regular files only and does not
// descend into symlinked directories. A FIFO named *.pdll blocked the read
// for good, and a link to / or a link loop made it walk the file system.
// RUN: rm -rf %t && mkdir -p %t/dir/sub
// RUN: cp %kmatch_src/patterns/add.pdll %t/dir/add.pdll
// RUN: mkfifo %t/dir/sub/blocked.pdll
// RUN: ln -s .. %t/dir/sub/up
// RUN: ln -s / %t/dir/root
// RUN: ln -s %t/dir/add.pdll %t/dir/sub/linked.pdll
// RUN: env KMATCH_CACHE_DIR=%t/cache timeout 120 kmatch-opt %s \
// RUN:   --kmatch-apply-templates=templates=%t/dir/add.pdll | FileCheck %s
// Warm: the cached template, found through the same key.
// RUN: env KMATCH_CACHE_DIR=%t/cache timeout 120 kmatch-opt %s \
// RUN:   --kmatch-apply-templates=templates=%t/dir/add.pdll | FileCheck %s
// CHECK-LABEL: func.func @sum(
// CHECK: kernel.launch @add(
func.func @sum(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
