package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantExpr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes every load and store of a function that addresses memory through the same constant
 * expression (say {@code getelementptr ([8000 x i32], @pool, i64 0, i64 4000)}) use one object.
 * LLVM uniques constants, so there "the same pointer" is object identity; Hoist's parser builds
 * one object per occurrence in the text. LICM's promotion and loop versioning group accesses by
 * their pointer, so they unify first.
 */
public final class ConstantAddresses {
  private ConstantAddresses() {}

  /** Rewrites pointer operands; returns whether any changed. */
  public static boolean unify(Function f) {
    // Buckets by structural hash keep the structural comparisons few: a function that addresses
    // many elements of one global array would otherwise compare each address with all the others.
    Map<Integer, List<ConstantExpr>> seen = new HashMap<>();
    boolean changed = false;
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        int k;
        if (i instanceof LoadInst) k = 0;
        else if (i instanceof StoreInst) k = 1;
        else continue;
        if (!(i.operand(k) instanceof ConstantExpr ce)) continue;
        ConstantExpr rep = representative(ce, seen);
        if (rep != ce) {
          i.setOperand(k, rep);
          changed = true;
        }
      }
    }
    return changed;
  }

  private static ConstantExpr representative(ConstantExpr ce, Map<Integer, List<ConstantExpr>> seen) {
    List<ConstantExpr> bucket = seen.computeIfAbsent(ConstantEquality.hash(ce), x -> new ArrayList<>(1));
    for (ConstantExpr c : bucket) if (ConstantEquality.same(c, ce)) return c;
    bucket.add(ce);
    return ce;
  }
}
