// Template load errors are diagnostics at the template's file:line, and the
// pass fails.

// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/malformed.pdll -verify-diagnostics
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/malformed.pdll 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: Inputs{{/|\\}}malformed.pdll:8:3: error: expected `;` after statement

// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/unknown-native.pdll -verify-diagnostics
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/unknown-native.pdll 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown-native.pdll:7:3: error: template calls native constraint 'BodyIsFusedMultiplyAddWithMagic', which is not registered; registered constraints: {{.*}}BodyMatches

// A matcher value that no matched operation binds (only a native constraint
// uses it) is rejected at load; upstream's PDL lowering would crash on it.
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/unbound-operand.pdll 2>&1 | FileCheck %s --check-prefix=UNBOUND
// UNBOUND: unbound-operand.pdll:6:7: error: kmatch: this pdl.operand is not bound by the match

// A spec string a native takes (einsum, body, expression, layout) that does
// not parse is an error at its template line when the template loads.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/bad-specs.pdll -verify-diagnostics
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/bad-specs.pdll 2>&1 | FileCheck %s --check-prefix=SPECS
// SPECS: bad-specs.pdll:8:3: error: kmatch: argument 1 of IndexingMatchesEinsum: malformed spec "A(mk, B(kn) -> C"

// A template directory without templates is an error, not an empty set.
// RUN: rm -rf %t.empty && mkdir -p %t.empty
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%t.empty 2>&1 | FileCheck %s --check-prefix=EMPTYDIR
// EMPTYDIR: error: kmatch: template directory '{{.*}}.empty' has no templates (.pdll, .pdl or .pdl.mlir)

// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/does-not-exist.pdll 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: kmatch: template '{{.*}}does-not-exist.pdll' does not exist

// A missing or broken mlir-pdll is reported, not crashed on.
// RUN: rm -rf %t.cache
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%t.no-such-mlir-pdll not kmatch-opt %s --kmatch-apply-templates 2>&1 | FileCheck %s --check-prefix=NOPDLL
// NOPDLL: error: kmatch: cannot find mlir-pdll (looked at $KMATCH_MLIR_PDLL

func.func @f() {
  return
}
