package dev.hoist.transform.indvars;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.transform.scalar.DeadCode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a rewrite left without a use (LLVM's RecursivelyDeleteTriviallyDeadInstructions and
 * DeleteDeadPHIs in one): starting from the instructions a rewrite stopped using, everything they
 * are computed from that nothing else needs any more is erased, cycles through phis included:
 *
 * <pre>
 *   loop:
 *     %k = phi i32 [ 0, %ph ], [ %k.next, %loop ]   ; only %k.next uses it
 *     %k.next = add i32 %k, 3                      ; only %k uses it, now that the exit value
 *     ...                                          ; is computed after the loop
 * </pre>
 *
 * Only instructions that could go once unused ({@link DeadCode#isRemovableIfUnused}) are erased;
 * debug intrinsics that described an erased value describe {@code undef} instead, as LLVM's
 * salvaging does when it finds no expression.
 */
final class DeadInstructions {
  private final Set<Instruction> seeds = new LinkedHashSet<>();

  /** {@code i} (and what only it needed) may have lost its last user. */
  void add(Value v) {
    if (v instanceof Instruction i && i.parent() != null) seeds.add(i);
  }

  boolean isEmpty() {
    return seeds.isEmpty();
  }

  /** Erases every seed nothing live uses, and their operands in turn; returns how many were erased. */
  int erase() {
    // The candidates: seeds and, transitively, their removable operands.
    Set<Instruction> affected = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Instruction> work = new ArrayDeque<>();
    for (Instruction s : seeds) if (DeadCode.isRemovableIfUnused(s) && affected.add(s)) work.add(s);
    seeds.clear();
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      for (int k = 0; k < i.numOperands(); k++) {
        if (i.operand(k) instanceof Instruction o && o.parent() != null && DeadCode.isRemovableIfUnused(o) && affected.add(o)) {
          work.add(o);
        }
      }
    }
    // Live: used by something outside the candidates, or by a live candidate.
    Set<Instruction> live = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Instruction i : affected) {
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        User user = u.user();
        if (user instanceof MetadataAsValue) continue;
        if (!(user instanceof Instruction ui && affected.contains(ui)) && live.add(i)) work.add(i);
      }
    }
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      for (int k = 0; k < i.numOperands(); k++) {
        if (i.operand(k) instanceof Instruction o && affected.contains(o) && live.add(o)) work.add(o);
      }
    }
    List<Instruction> dead = new ArrayList<>();
    for (Instruction i : affected) if (!live.contains(i)) dead.add(i);
    for (Instruction i : dead) {
      for (Use u : i.uses()) if (u.user() instanceof MetadataAsValue) u.set(ConstantSimple.undef(i.type()));
    }
    for (Instruction i : dead) i.dropAllReferences();
    for (Instruction i : dead) i.eraseFromParent();
    return dead.size();
  }
}
