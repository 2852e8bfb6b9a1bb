package dev.hoist.transform.versioning;

import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.NameUniquer;

/**
 * Emits the runtime non-overlap test of a {@link Plan} (seed 000's check format): each group's
 * byte range {@code [start, end)} as integers, then for every checked pair
 *
 * <pre>
 *   %lver.cmp1 = icmp ule i64 %endA, %startB        ; A ends before B starts
 *   %lver.cmp2 = icmp ule i64 %endB, %startA        ; or B ends before A starts
 *   %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
 * </pre>
 *
 * all AND-ed into one {@code i1} that is true when the fast version may run. A range whose
 * addresses move with the loop, and that the loop may not touch whole, is also required not to
 * wrap around the address space ({@code start ule end}); otherwise the two comparisons could pass
 * on a range that is not one. (A range the loop does touch whole lies in one object, which
 * cannot wrap.)
 */
final class CheckEmitter {
  private CheckEmitter() {}

  /** Computes the test before {@code at} and returns it. */
  static Value emit(Plan plan, ScalarEvolution se, Instruction at, IntegerType intPtr, NameUniquer names) {
    ScevExpander ex = new ScevExpander(se);
    int n = plan.groups().size();
    Value[] start = new Value[n];
    Value[] end = new Value[n];
    Value all = null;
    for (int k = 0; k < n; k++) {
      PointerGroup g = plan.groups().get(k);
      start[k] = ex.expand(asInteger(se, g.start, intPtr), intPtr, at);
      end[k] = ex.expand(asInteger(se, g.end, intPtr), intPtr, at);
      if (g.mayWrap) {
        Value noWrap = insert(new CmpInst(Opcode.ICMP, CmpPredicate.ULE, start[k], end[k]), at, "lver.nowrap", names);
        all = all == null ? noWrap : insert(new BinaryInst(Opcode.AND, all, noWrap), at, "lver.merged", names);
      }
    }
    for (int[] pair : plan.pairs()) {
      int a = pair[0];
      int b = pair[1];
      Value aFirst = insert(new CmpInst(Opcode.ICMP, CmpPredicate.ULE, end[a], start[b]), at, "lver.cmp1", names);
      Value bFirst = insert(new CmpInst(Opcode.ICMP, CmpPredicate.ULE, end[b], start[a]), at, "lver.cmp2", names);
      Value disjoint = insert(new BinaryInst(Opcode.OR, aFirst, bFirst), at, "lver.disjoint", names);
      all = all == null ? disjoint : insert(new BinaryInst(Opcode.AND, all, disjoint), at, "lver.merged", names);
    }
    return all;
  }

  /** The range bound as an address-sized integer (bounds of pointer type are converted). */
  private static Scev asInteger(ScalarEvolution se, Scev s, IntegerType intPtr) {
    if (s.type() instanceof IntegerType) return s;
    return se.ptrToInt(s, intPtr);
  }

  private static Value insert(Instruction i, Instruction at, String name, NameUniquer names) {
    i.setName(names.unique(name));
    at.parent().insertBefore(i, at);
    return i;
  }
}
