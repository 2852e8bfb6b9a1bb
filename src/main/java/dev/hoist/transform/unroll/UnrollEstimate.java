package dev.hoist.transform.unroll;

/**
 * The cost of a loop unrolled by {@code count}, against the loop as it is, split by the two
 * heuristics of unrolling (seed 002): what unrolling removes from the body's work (direct
 * simplification: values computed once for several copies, folded to constants, hoisted because
 * they became invariant, loads from constant tables, branches that fold), and what it removes
 * from the loop's own control (the counter, its compare and the taken backedge: branch cost).
 * Costs are micro-ops per iteration of the original loop, a block that runs on only some
 * iterations counting half.
 *
 * @param rolledBody the body's work per iteration, rolled
 * @param rolledControl the loop control's work per iteration, rolled
 * @param body the body's work per original iteration, unrolled
 * @param control the loop control's work per original iteration, unrolled
 * @param takenBefore taken branches per iteration, rolled
 * @param takenAfter taken branches per original iteration, unrolled
 * @param takenCost cycles one taken branch costs (the target's)
 * @param size the unrolled loop's code size
 * @param uniform values computed once for several copies (or shared with another copy)
 * @param constants values that became constants (loads from constant tables included)
 * @param invariant values that became loop-invariant (alternating recurrences)
 * @param constantLoads loads from constant tables at constant indices
 * @param foldedBranches conditional branches in the body (not exits) that fold in some copy
 */
record UnrollEstimate(int count, double rolledBody, double rolledControl, double body, double control, double takenBefore,
    double takenAfter, int takenCost, int size, int uniform, int constants, int invariant, int constantLoads, int foldedBranches) {

  /** Micro-ops per original iteration that simplification saves (heuristic 1). */
  double simplificationSaving() {
    return rolledBody - body;
  }

  /** Micro-ops per original iteration that fewer loop tests save, with the taken branches' cost (heuristic 2). */
  double branchSaving() {
    return rolledControl - control + (takenBefore - takenAfter) * takenCost;
  }

  double rolled() {
    return rolledBody + rolledControl;
  }

  double unrolled() {
    return body + control;
  }

  /** Whether simplification found anything (heuristic 1 applies). */
  boolean simplifies() {
    return simplificationSaving() > 0.01 && uniform + constants + invariant + constantLoads + foldedBranches > 0;
  }

  /** What simplification found, as the remark says it: "2 uniform, 1 constant load". */
  String simplifications() {
    StringBuilder sb = new StringBuilder();
    append(sb, uniform, "uniform");
    append(sb, constants, "constant");
    append(sb, invariant, "invariant");
    append(sb, constantLoads, "constant load");
    append(sb, foldedBranches, "folded branch");
    return sb.isEmpty() ? "none" : sb.toString();
  }

  private static void append(StringBuilder sb, int n, String what) {
    if (n == 0) return;
    if (!sb.isEmpty()) sb.append(", ");
    sb.append(n).append(' ').append(what);
  }
}
