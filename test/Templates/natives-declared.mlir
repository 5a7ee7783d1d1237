// Every builtin native is documented once, by its declaration in
// patterns/include/kmatch/Natives.pdll; the registry (lib/Templates/Natives)
// must match it name for name, parameter type for parameter type.
// RUN: kmatch-opt --kmatch-list-natives | %python %kmatch_src/test/lib/check_natives.py %kmatch_src/patterns/include/kmatch/Natives.pdll | FileCheck %s
// CHECK: {{^}}[[N:[0-9]+]] registered, [[N]] declared, 0 mismatches
