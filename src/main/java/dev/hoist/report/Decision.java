package dev.hoist.report;

import dev.hoist.pass.Remark;

/**
 * One remark placed in the report: what kind of decision it is, which instruction it is about and
 * which loop it belongs to.
 *
 * @param index position in the module's remark stream, for anchors
 * @param instruction the instruction's {@link ObjectKeys} number, or -1 when it could not be found
 * @param beforeText the instruction as printed before the pipeline, or null when it did not exist then
 * @param afterInstruction the key of the instruction in the after snapshot: the same as
 *     {@code instruction}, or the copy a sunk instruction left in an exit block, or -1 when gone
 * @param afterText that instruction as printed after the pipeline, or null
 * @param loop index of the loop (in the after snapshot) the decision is about, or -1
 */
record Decision(int index, Remark remark, DecisionKind kind, int instruction, String beforeText, int afterInstruction,
    String afterText, int loop) {

  /**
   * Whether the decision is about a whole loop, so that its instruction is only where the remark
   * points (loop versioning anchors its remarks at the header, as LLVM's Loop::getStartLoc does).
   * Such a decision links to the loop, and colours no instruction.
   */
  boolean aboutLoop() {
    return remark.aboutLoop();
  }

  /**
   * The arguments worth showing besides the message: the named values (a versioning remark's
   * checks, a count), not the text pieces nor the instruction's opcode, which the message says.
   */
  java.util.List<Remark.Arg> details() {
    return remark.args().stream().filter(a -> !a.key().equals("String") && !a.key().equals("Inst")).toList();
  }
}
