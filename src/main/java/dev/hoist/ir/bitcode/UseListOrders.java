package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A body's USELIST block, as LLVM's writer makes it (predictValueUseListOrder): for each block,
 * argument and instruction with two or more uses, the order reading the bitcode will link the
 * uses in is predicted; where the order they have differs, the record gives the permutation that
 * restores it ({@code [index in memory of each use as read..., value id]}), so that LLVM (and
 * Hoist's reader) get back the order the uses had, which decides, for one, the order of a block's
 * predecessors.
 *
 * <p>A reader links each use at the front of its value's list, and a use that comes before its
 * value (a forward reference) is moved over when the value is defined: uses by later
 * instructions come out latest first, then forward uses earliest first; several uses by one
 * instruction by LLVM's operand numbers (the callee last, a conditional branch's false target
 * before its true one). A block's blockaddress constant is read before the instructions, so it
 * comes last. Constants and globals are left alone: Hoist's constants are not uniqued, so their
 * use lists are not LLVM's. A module read from text keeps its {@code uselistorder_bb} directives
 * unapplied ({@link UseListDirectives}); while they are valid they give their blocks' orders.
 */
final class UseListOrders {
  private UseListOrders() {}

  static void write(FunctionEncoder fe, BitstreamWriter w) {
    Function f = fe.f;
    Map<BasicBlock, long[]> directives = UseListDirectives.byBlock(fe);
    int blocks = f.numBlocks();
    int args = f.numArgs();
    int constants = blocks + args + 1; // the level of every body constant (blockaddress)
    int[] places = fe.places; // an instruction's level: its place + constants + 1
    List<long[]> records = new ArrayList<>(); // [code, indexes..., id], in LLVM's prediction order
    int k = 1;
    for (BasicBlock b : f.blocks()) {
      long[] d = directives.get(b);
      long[] r = d != null ? d : predict(b, k, places, constants, fe.blockIndex(b));
      if (r != null) records.add(withCode(USELIST_CODE_BB, r));
      k++;
    }
    for (int a = 0; a < args; a++) {
      long[] r = predict(f.arg(a), blocks + 1 + a, places, constants, fe.valueId(f.arg(a)));
      if (r != null) records.add(withCode(USELIST_CODE_DEFAULT, r));
    }
    for (Instruction i : fe.multiUse) { // the others need no record
      long[] r = predict(i, places[i.id()] + constants + 1, places, constants, fe.valueId(i));
      if (r != null) records.add(withCode(USELIST_CODE_DEFAULT, r));
    }
    if (records.isEmpty()) return;
    w.enterBlock(USELIST_BLOCK_ID, 3);
    for (int i = records.size() - 1; i >= 0; i--) { // LLVM writes them off a stack
      long[] r = records.get(i);
      w.record((int) r[0], Arrays.copyOfRange(r, 1, r.length), r.length - 1, 0);
    }
    w.exitBlock();
  }

  private static long[] withCode(int code, long[] r) {
    long[] out = new long[r.length + 1];
    out[0] = code;
    System.arraycopy(r, 0, out, 1, r.length);
    return out;
  }

  /** One use as LLVM lists it: its user's id, LLVM's operand number, its index in memory. */
  private record Entry(int user, int operand, int index) {}

  /** The record for {@code v} (id {@code id} in LLVM's order), or null when reading gets its order right. */
  private static long[] predict(Value v, int id, int[] places, int constants, long valueId) {
    Use first = v.firstUse();
    if (first == null || first.nextUse() == null || inPredictedOrder(first, id, places, constants)) return null;
    List<Entry> l = new ArrayList<>();
    boolean constantSeen = false;
    for (Use u = first; u != null; u = u.nextUse()) {
      User user = u.user();
      if (user instanceof MetadataAsValue) continue; // not a use in LLVM
      if (user instanceof Instruction i) {
        l.add(new Entry(places[i.id()] + constants + 1, operandNumber(i, u.index()), l.size()));
      } else if (!constantSeen) { // one uniqued blockaddress in LLVM
        constantSeen = true;
        l.add(new Entry(constants, 0, l.size()));
      }
    }
    if (l.size() < 2) return null;
    Entry[] sorted = l.toArray(new Entry[0]);
    Arrays.sort(sorted, (x, y) -> order(x, y, id));
    boolean inOrder = true;
    for (int i = 0; i < sorted.length; i++) if (sorted[i].index != i) inOrder = false;
    if (inOrder) return null;
    long[] r = new long[sorted.length + 1];
    for (int i = 0; i < sorted.length; i++) r[i] = sorted[i].index;
    r[sorted.length] = valueId;
    return r;
  }

  /** Whether the uses from {@code first} on are already as reading will link them (most are): nothing to sort. */
  private static boolean inPredictedOrder(Use first, int id, int[] places, int constants) {
    boolean any = false;
    int prevUser = 0;
    int prevOperand = 0;
    boolean constantSeen = false;
    for (Use u = first; u != null; u = u.nextUse()) {
      User user = u.user();
      int eUser;
      int eOperand;
      if (user instanceof MetadataAsValue) continue;
      if (user instanceof Instruction i) {
        eUser = places[i.id()] + constants + 1;
        eOperand = operandNumber(i, u.index());
      } else if (!constantSeen) {
        constantSeen = true;
        eUser = constants;
        eOperand = 0;
      } else {
        continue;
      }
      if (any && order(prevUser, prevOperand, eUser, eOperand, id) > 0) return false;
      any = true;
      prevUser = eUser;
      prevOperand = eOperand;
    }
    return true;
  }

  /** LLVM's prediction: users after the value latest first, then users up to it earliest first. */
  private static int order(Entry x, Entry y, int id) {
    return order(x.user, x.operand, y.user, y.operand, id);
  }

  private static int order(int xUser, int xOperand, int yUser, int yOperand, int id) {
    boolean xLate = xUser > id;
    boolean yLate = yUser > id;
    if (xLate != yLate) return xLate ? -1 : 1;
    int c = xUser != yUser ? Integer.compare(xUser, yUser) : Integer.compare(xOperand, yOperand);
    return xLate ? -c : c;
  }

  /** The operand number LLVM gives Hoist's operand {@code k} of {@code i}, as far as their order goes. */
  private static int operandNumber(Instruction i, int k) {
    if (i instanceof CallBase) return k == 0 ? Integer.MAX_VALUE : k; // LLVM's callee is the last operand
    if (i instanceof BrInst br && br.isConditional() && k > 0) return 3 - k; // [cond, false, true]
    return k;
  }
}
