// The generated kmatch_kernels.h compiles as C99 (-pedantic -Werror), and
// every shim declaration has its KMATCH_PARAMS type with kmatch_rt.h's C
// descriptors.
// RUN: cc -std=c99 -pedantic -Werror -Wall -fsyntax-only %kmatch_rt_includes %S/Inputs/kernels_c.c
// RUN: c++ -std=c++17 -Werror -Wall -fsyntax-only %kmatch_rt_includes -x c++ %S/Inputs/kernels_c.c
