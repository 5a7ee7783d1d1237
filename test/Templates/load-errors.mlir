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

// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/does-not-exist.pdll 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: kmatch: template '{{.*}}does-not-exist.pdll' does not exist

// A missing or broken mlir-pdll is reported, not crashed on.
// RUN: rm -rf %t.cache
// RUN: env KMATCH_CACHE_DIR=%t.cache KMATCH_MLIR_PDLL=%t.no-such-mlir-pdll not kmatch-opt %s --kmatch-apply-templates 2>&1 | FileCheck %s --check-prefix=NOPDLL
// NOPDLL: error: kmatch: cannot find mlir-pdll (looked at $KMATCH_MLIR_PDLL

func.func @f() {
  return
}
