package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * USELIST blocks: the order a value's uses had in memory when the module was written, as a
 * permutation of the order reading recreates ({@code [indexes..., value id]}). Applied to a
 * body's arguments, instructions and blocks, whose use lists Hoist keeps as LLVM does; LLVM's
 * globals and constants have uses Hoist does not share (its constants are not uniqued), so their
 * orders are left alone, and so are uses by metadata arguments, which LLVM does not list.
 */
final class UseLists {
  private UseLists() {}

  /** Reads a module-level USELIST block (kept only to be skipped in a checked way). */
  static void readBlock(BitstreamReader r, List<long[]> into) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if ((code == USELIST_CODE_DEFAULT || code == USELIST_CODE_BB) && r.numOps() < 3) throw r.error("invalid use-list record");
    }
  }

  /** Applies the orders of one body's USELIST block. */
  static void apply(FunctionReader fr) {
    for (long[] rec : fr.useLists) {
      boolean block = rec[0] == 1;
      long id = rec[rec.length - 1];
      Value v;
      if (block) {
        v = fr.block(id);
      } else {
        if (id < fr.m.numModuleValues() || id >= fr.nextValueNo) continue;
        v = fr.value(id, null, fr.pos);
        if (v instanceof dev.hoist.ir.constant.Constant) continue;
      }
      permute(v, rec, 1, rec.length - 1);
    }
  }

  private static void permute(Value v, long[] keys, int from, int to) {
    List<Use> all = v.uses();
    List<Use> listed = new ArrayList<>(all.size());
    for (Use u : all) if (!(u.user() instanceof MetadataAsValue)) listed.add(u);
    int n = to - from;
    if (listed.size() != n) return; // as LLVM: a list that does not match is left as it is
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) order[i] = i;
    java.util.Arrays.sort(order, (a, b) -> Long.compare(keys[from + a], keys[from + b]));
    List<Use> result = new ArrayList<>(all.size());
    int k = 0;
    for (Use u : all) result.add(u.user() instanceof MetadataAsValue ? u : listed.get(order[k++]));
    v.setUseOrder(result);
  }
}
