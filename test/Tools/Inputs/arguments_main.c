/* Calls test/Tools/Inputs/arguments.mlir's functions twice each with the
 * same tensors: the results must not change, nor must the tensors passed in,
 * except the cache its function marks writable. Prints one line per check. */
#include "kmatch_rt.h"
#include <stdio.h>
#include <stdlib.h>

typedef kmatch_memref_2d_f32 M;
void _mlir_ciface_mmacc(M *r, M *a, M *b, M *c);
void _mlir_ciface_addinto(M *r, M *a, M *b);
void _mlir_ciface_append(M *r, M *cache, M *row);
void _mlir_ciface_append_in_place(M *r, M *cache, M *row);

static M view(float *p, long rows, long cols, float value) {
  for (long i = 0; i < rows * cols; ++i)
    p[i] = value;
  M m = {p, p, 0, {rows, cols}, {cols, 1}};
  return m;
}

static int all(const M *m, float value) {
  for (long i = 0; i < m->sizes[0] * m->sizes[1]; ++i)
    if (m->aligned[i] != value)
      return 0;
  return 1;
}

int main(void) {
  float a[35], b[42], c[30], x[30], y[30], cache[24], row[6];
  M A = view(a, 5, 7, 1), B = view(b, 7, 6, 1), C = view(c, 5, 6, 100);
  M X = view(x, 5, 6, 2), Y = view(y, 5, 6, 3);
  M Cache = view(cache, 4, 6, 0), Row = view(row, 1, 6, 7), R;
  for (int call = 0; call < 2; ++call) {
    _mlir_ciface_mmacc(&R, &A, &B, &C);
    printf("mmacc call %d: result %s, c %s\n", call,
           all(&R, 107) ? "107" : "wrong",
           all(&C, 100) ? "unchanged" : "written");
    free(R.allocated);
    _mlir_ciface_addinto(&R, &X, &Y);
    printf("addinto call %d: result %s, a %s\n", call,
           all(&R, 5) ? "5" : "wrong", all(&X, 2) ? "unchanged" : "written");
    free(R.allocated);
    _mlir_ciface_append(&R, &Cache, &Row);
    printf("append call %d: row %g, cache %s\n", call, R.aligned[12],
           all(&Cache, 0) ? "unchanged" : "written");
    if (R.allocated != cache)
      free(R.allocated);
  }
  _mlir_ciface_append_in_place(&R, &Cache, &Row);
  printf("append_in_place: cache row %g\n", cache[12]);
  if (R.allocated != cache)
    free(R.allocated);
  return 0;
}
