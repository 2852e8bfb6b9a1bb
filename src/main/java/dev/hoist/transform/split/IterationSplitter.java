package dev.hoist.transform.split;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.LoopCloner;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs a loop's iterations as a chain of loops, one per {@link Piece} kept, each without the
 * monotonic test (the last piece is the original loop; the others are copies). Before the loop,
 * the induction variable's first and last values ({@code x.first}, {@code x.last}) and each
 * piece's end are computed; a piece's end is its bound clamped to {@code x.last}, so no piece runs
 * past the loop's own end, whatever the bound:
 *
 * <pre>
 *   preheader:  %end = select (a &lt;=s x.last), a - 1, x.last      ; bound "x before a", latch exit
 *               br (x.first &lt;s a), %piece1, %next                ; run the piece only if not empty
 *   piece1:     ... (the test replaced by its value) ...
 *               br (x == %end), %piece1.exit, %piece1
 *   piece1.exit: br (%end == x.last), %exit, %next                 ; done, or go on with the next piece
 *   next:       phis: the header phis' values, x's next value (from the preheader or piece1.exit)
 *               ... the next piece, guarded the same way; the last one runs to the loop's exit
 * </pre>
 *
 * A loop that exits from its header leaves a piece at the header visit where {@code x} reaches the
 * end (exclusive ends), and the next piece runs that header again (its instructions must have no
 * effects). Pieces dropped at the end of the list (no effect, no value used after the loop) are not
 * run at all: the last kept piece exits to the loop's exit, which is the bound
 * restriction when only the first piece is kept. Each bound is used only when the guard showed its
 * piece is not empty, which is when {@code a - 1} (or {@code a + 1}) cannot wrap.
 */
final class IterationSplitter {
  private final Loop loop;
  private final MonotonicCondition cond;
  private final boolean headerExit;
  private final NameUniquer names;
  private final BasicBlock preheader, exiting, exit, latch, header;
  private final IntegerType type;
  private final FoldingBuilder pre;
  private final List<BasicBlock> madeHeaders = new ArrayList<>();

  IterationSplitter(Loop loop, MonotonicCondition cond, NameUniquer names) {
    this.loop = loop;
    this.cond = cond;
    this.names = names;
    this.preheader = loop.preheader();
    this.exiting = loop.exitingBlock();
    this.exit = loop.exitBlock();
    this.latch = loop.latch();
    this.header = loop.header();
    this.headerExit = exiting == header;
    this.type = (IntegerType) cond.xValue().type();
    this.pre = new FoldingBuilder(preheader.terminator(), names);
  }

  /** Headers of the copies made (the pieces before the original loop). */
  List<BasicBlock> madeHeaders() {
    return madeHeaders;
  }

  /**
   * Splits the loop into {@code kept} (the condition's pieces, a prefix of them when the rest are
   * dropped); {@code first} and {@code last} are the induction variable's first and last values,
   * computed in the preheader.
   */
  void split(List<Piece> original, Value first, Value last) {
    split(original, 0, first, last, null);
  }

  /**
   * As {@link #split(List, Value, Value)}, but the first {@code skip} pieces (without effect, in a
   * loop that leaves no value behind) are not run: before the loop, where they would have ended is
   * computed, the header phis' values there are {@code atIteration} (a phi, the number of
   * iterations skipped, in x's type), and the loop is left out when they would have run to its end.
   */
  void split(List<Piece> original, int skip, Value first, Value last, BiFunction<PhiInst, Value, Value> atIteration) {
    int r = original.size();
    // The tests before the loop and the piece ends branch on these values even where the original
    // loop never evaluated the test (no iteration ran): frozen, a poison one cannot make that UB.
    first = frozen(first);
    last = frozen(last);
    List<Piece> kept = new ArrayList<>(r);
    Map<Value, Value> frozenBounds = new IdentityHashMap<>();
    for (Piece p : original) {
      kept.add(p.bounded() ? new Piece(p.value(), frozenBounds.computeIfAbsent(p.bound(), this::frozen), p.inclusive()) : p);
    }
    List<BasicBlock> order = ConditionFolder.headerFirst(loop);
    // Copies of the original, made before anything changes: the pieces run but the last.
    List<Map<Value, Value>> maps = new ArrayList<>();
    for (int i = 0; i < skip; i++) maps.add(null);
    for (int i = skip; i < r - 1; i++) {
      Map<Value, Value> m = LoopCloner.cloneBlocks(order, ".split" + (i + 1 - skip), header, names);
      maps.add(m);
      madeHeaders.add((BasicBlock) m.get(header));
    }
    maps.add(new IdentityHashMap<>());
    Value[] ends = new Value[r];
    Value[] finished = new Value[r];
    Value[] after = new Value[r];
    for (int i = 0; i < r; i++) {
      Piece p = kept.get(i);
      if (!p.bounded()) continue;
      ends[i] = end(p, last);
      if (i == r - 1) continue;
      finished[i] = pre.compare(CmpPredicate.EQ, ends[i], last, "split.done");
      // Where the next piece starts: the header visit that left this piece (header exit), or the one after it.
      after[i] = headerExit ? ends[i]
          : pre.binary(cond.up() ? Opcode.ADD : Opcode.SUB, ends[i], ConstantInt.get(type, 1), "split.after");
    }
    List<PhiInst> headerPhis = header.phis();
    BasicBlock guard = preheader;
    Value start = first;
    Value[] carried = new Value[headerPhis.size()];
    for (int k = 0; k < carried.length; k++) carried[k] = headerPhis.get(k).valueFor(preheader);
    Function f = header.parent();
    if (skip > 0) {
      // Where the skipped pieces would have ended, and whether that is the loop's end.
      Value done = ConstantInt.getBool(false);
      for (int i = 0; i < skip; i++) {
        Piece p = kept.get(i);
        Value nonEmpty = pre.compare(order(p.inclusive()), start, p.bound(), "split.skipped");
        done = or(done, pre.binary(Opcode.AND, nonEmpty, finished[i], "split.skipped.done"));
        start = select(nonEmpty, after[i], start, "split.start");
      }
      Value count = cond.up() ? pre.binary(Opcode.SUB, start, first, "split.skipped.count")
          : pre.binary(Opcode.SUB, first, start, "split.skipped.count");
      for (int k = 0; k < carried.length; k++) carried[k] = atIteration.apply(headerPhis.get(k), count);
      BasicBlock rest = new BasicBlock(names.unique("split.rest"));
      f.insertBlockBefore(rest, i0Header(maps, skip, r));
      rest.append(new BrInst(header)); // replaced when the first piece run is wired
      replaceTerminator(preheader, new BrInst(done, exit, rest));
      guard = rest;
    }
    for (int i = skip; i < r; i++) {
      Piece p = kept.get(i);
      Map<Value, Value> m = maps.get(i);
      BasicBlock hdr = map(m, header);
      BasicBlock next = i < r - 1 ? new BasicBlock(names.unique("split.next")) : null;
      FoldingBuilder at = new FoldingBuilder(guard.terminator(), names);
      if (p.bounded()) {
        Value nonEmpty = at.compare(order(p.inclusive()), start, p.bound(), "split.nonempty");
        replaceTerminator(guard, new BrInst(nonEmpty, hdr, next != null ? next : exit));
      } else {
        replaceTerminator(guard, new BrInst(hdr));
      }
      for (int k = 0; k < headerPhis.size(); k++) {
        PhiInst phi = (PhiInst) map(m, headerPhis.get(k));
        int e = phi.indexOfBlock(preheader);
        phi.setIncomingBlock(e, guard);
        phi.setIncomingValue(e, carried[k]);
      }
      BasicBlock ex = map(m, exiting);
      BrInst exitBr = (BrInst) ex.terminator();
      int exitSucc = exitBr.successor(0) == exit ? 0 : 1;
      if (p.bounded()) {
        CmpInst atEnd = new CmpInst(Opcode.ICMP, exitSucc == 0 ? CmpPredicate.EQ : CmpPredicate.NE, map(m, cond.xValue()), ends[i]);
        atEnd.setName(names.unique("split.end"));
        ex.insertBefore(atEnd, exitBr);
        exitBr.setOperand(0, atEnd);
      }
      if (next != null) {
        BasicBlock pieceExit = new BasicBlock(names.unique("split.exit"));
        BasicBlock nextHdr = i + 1 < r - 1 ? (BasicBlock) maps.get(i + 1).get(header) : header;
        f.insertBlockBefore(pieceExit, nextHdr);
        f.insertBlockBefore(next, nextHdr);
        exitBr.setSuccessor(exitSucc, pieceExit);
        pieceExit.append(new BrInst(finished[i], exit, next));
        for (PhiInst phi : exit.phis()) phi.addIncoming(map(m, phi.valueFor(exiting)), pieceExit);
        next.append(new BrInst(header)); // replaced when the next piece is wired
        start = phi(next, "split.start", start, guard, after[i], pieceExit);
        for (int k = 0; k < headerPhis.size(); k++) {
          PhiInst h = headerPhis.get(k);
          Value out = headerExit ? map(m, h) : map(m, h.valueFor(latch));
          carried[k] = phi(next, h.hasName() ? h.name() + ".split" : "split.carried", carried[k], guard, out, pieceExit);
        }
        guard = next;
      }
    }
    for (int i = skip; i < r; i++) {
      Map<Value, Value> m = maps.get(i);
      List<BasicBlock> blocks = new ArrayList<>(order.size());
      for (BasicBlock b : order) blocks.add(map(m, b));
      ConditionFolder.fold((CmpInst) map(m, cond.cmp()), kept.get(i).value(), blocks);
    }
  }

  /**
   * A bounded piece's end, clamped to {@code last}: the last value of x it runs (latch exit) or the
   * value of x at the header visit that leaves it (header exit).
   */
  private Value end(Piece p, Value last) {
    Value a = p.bound();
    boolean stepBack = !headerExit && !p.inclusive(); // latch exit, strict: ends one before a
    boolean stepOn = headerExit && p.inclusive();     // header exit, inclusive: leaves one after a
    if (!stepBack && !stepOn) {
      Value before = pre.compare(order(false), a, last, "split.clamp");
      return select(before, a, last, "split.end.value");
    }
    Value inRange = pre.compare(order(stepBack), a, last, "split.clamp");
    Opcode op = (cond.up() == stepOn) ? Opcode.ADD : Opcode.SUB;
    Value moved = pre.binary(op, a, ConstantInt.get(type, 1), stepBack ? "split.bound.prev" : "split.bound.next");
    return select(inRange, moved, last, "split.end.value");
  }

  private Value frozen(Value v) {
    if (v instanceof dev.hoist.ir.constant.Constant) return v;
    return pre.insert(new dev.hoist.ir.FreezeInst(v), v.hasName() ? v.name() + ".fr" : "split.fr");
  }

  /** x before y (or up to y, {@code inclusive}) in the order x moves. */
  private CmpPredicate order(boolean inclusive) {
    if (cond.up()) return cond.signed() ? (inclusive ? CmpPredicate.SLE : CmpPredicate.SLT) : (inclusive ? CmpPredicate.ULE : CmpPredicate.ULT);
    return cond.signed() ? (inclusive ? CmpPredicate.SGE : CmpPredicate.SGT) : (inclusive ? CmpPredicate.UGE : CmpPredicate.UGT);
  }

  /** The header of the first piece run (a copy, or the original loop's). */
  private BasicBlock i0Header(List<Map<Value, Value>> maps, int skip, int r) {
    return skip < r - 1 ? (BasicBlock) maps.get(skip).get(header) : header;
  }

  private Value or(Value a, Value b) {
    if (a instanceof ConstantInt c) return c.isZero() ? b : a;
    return pre.binary(Opcode.OR, a, b, "split.skipped.done");
  }

  private Value select(Value c, Value t, Value e, String name) {
    if (c instanceof ConstantInt ci) return ci.isZero() ? e : t;
    if (t == e) return t;
    return pre.insert(new SelectInst(c, t, e), name);
  }

  private PhiInst phi(BasicBlock in, String name, Value a, BasicBlock from, Value b, BasicBlock from2) {
    PhiInst phi = new PhiInst(a.type());
    phi.setName(names.unique(name));
    phi.addIncoming(a, from);
    phi.addIncoming(b, from2);
    in.insertBefore(phi, in.firstNonPhi());
    return phi;
  }

  private static void replaceTerminator(BasicBlock b, Instruction t) {
    Instruction old = b.terminator();
    b.insertBefore(t, old);
    old.eraseFromParent();
  }

  @SuppressWarnings("unchecked")
  private static <T extends Value> T map(Map<Value, Value> m, T v) {
    Value c = m.get(v);
    return c != null ? (T) c : v;
  }
}
