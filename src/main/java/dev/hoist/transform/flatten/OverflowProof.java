package dev.hoist.transform.flatten;

import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.licm.LicmQueries;
import java.math.BigInteger;

/**
 * Whether the flattened trip count {@code N * M} fits the counter's type (LLVM's checkOverflow):
 *
 * <ul>
 *   <li>by the ranges of the two counts: it never overflows, or always does;
 *   <li>by undefined behaviour: an access that runs on every iteration has an address that would be
 *       poison, or out of every object, if the count overflowed. LLVM's rule: the address is an
 *       {@code inbounds} GEP from an invariant base whose index, as wide as the pointer, is linear:
 *       past {@code 2^64} iterations it would leave any object. Hoist's: an index computed with
 *       {@code nsw} (an {@link ExactForm}) that is {@code k} plus something not negative, or steps by
 *       at least two per iteration, is poison before {@code k} reaches half its type's range.
 * </ul>
 */
final class OverflowProof {
  enum Ranges { NEVER, ALWAYS, MAYBE }

  private OverflowProof() {}

  /** What the unsigned ranges of the counts say about {@code N * M} in {@code counter}. */
  static Ranges byRanges(ScalarEvolution se, CountedLoop outer, CountedLoop inner, IntegerType counter) {
    BigInteger limit = BigInteger.ONE.shiftLeft(counter.bits());
    var a = se.unsignedRange(outer.tripCount(se));
    var b = se.unsignedRange(inner.tripCount(se));
    if (a.umax().multiply(b.umax()).compareTo(limit) < 0) return Ranges.NEVER;
    if (a.umin().multiply(b.umin()).compareTo(limit) >= 0) return Ranges.ALWAYS;
    return Ranges.MAYBE;
  }

  /** The access whose address proves that {@code N * M} fits {@code counter}, as text, or null. */
  static String byUndefinedBehaviour(NestShape shape, ExactForm exact, ScalarEvolution se,
      LicmQueries innerQueries, IntegerType counter, IntegerType index) {
    for (BasicBlock b : shape.inner.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        Value p = i instanceof LoadInst l ? l.pointer() : i instanceof StoreInst s ? s.pointer() : null;
        if (p == null || !innerQueries.runsOnEveryIteration(i)) continue;
        if (provesFit(shape, exact, se, p, counter, index)) return InstructionText.of(i);
      }
    }
    return null;
  }

  private static boolean provesFit(NestShape shape, ExactForm exact, ScalarEvolution se, Value p,
      IntegerType counter, IntegerType index) {
    if (counter.bits() >= index.bits() && inboundsFromInvariant(shape, p) && linearAddress(shape, exact, se, p)) return true;
    for (Value q = p; q instanceof GepInst || q instanceof CastInst c && c.opcode() == Opcode.BITCAST; ) {
      if (q instanceof GepInst g) {
        for (int k = 0; k < g.numIndices(); k++) if (narrowIndexFits(g.index(k), exact, se, shape, counter, index)) return true;
        q = g.pointer();
      } else {
        q = ((CastInst) q).source();
      }
    }
    return false;
  }

  /**
   * An index {@code x}, {@code sext(x)} or {@code zext(x)} with {@code x} narrower than the index
   * type, whose exact form keeps {@code N * M} below half (signed; unsigned: all) of {@code x}'s range.
   */
  private static boolean narrowIndexFits(Value idx, ExactForm exact, ScalarEvolution se, NestShape shape,
      IntegerType counter, IntegerType index) {
    Value x = idx;
    boolean signed = true;
    if (idx instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)) {
      x = c.source();
      signed = c.opcode() == Opcode.SEXT;
    }
    if (!(x.type() instanceof IntegerType xt) || xt.bits() >= index.bits()) return false;
    // Signed: 2^(n-1) values at most, so it fits n bits; unsigned: 2^n, which fits only a wider counter.
    if (signed ? xt.bits() > counter.bits() : xt.bits() >= counter.bits()) return false;
    Scev form = exact.of(x, signed, index);
    LinearForm f = form == null ? null : LinearForm.of(se, form, shape.outer, shape.inner, exact.innerCount());
    if (f == null || !(f.step() instanceof ScevConstant step)) return false;
    BigInteger s = step.signedValue().abs();
    if (s.compareTo(BigInteger.TWO) >= 0) return true;
    return step.signedValue().signum() > 0 && se.isKnownNonNegative(f.base());
  }

  private static boolean linearAddress(NestShape shape, ExactForm exact, ScalarEvolution se, Value p) {
    if (LinearForm.of(se, se.getSCEV(p), shape.outer, shape.inner, exact.innerCount()) != null) return true;
    Scev a = exact.address(p);
    return a != null && LinearForm.of(se, a, shape.outer, shape.inner, exact.innerCount()) != null;
  }

  /** Whether {@code p} is a chain of {@code inbounds} GEPs (through bitcasts) from a base invariant in the outer loop. */
  private static boolean inboundsFromInvariant(NestShape shape, Value p) {
    boolean any = false;
    for (Value q = p; ; ) {
      if (shape.outer.isInvariant(q)) return any;
      if (q instanceof GepInst g && g.isInBounds()) {
        any = true;
        q = g.pointer();
      } else if (q instanceof CastInst c && c.opcode() == Opcode.BITCAST) {
        q = c.source();
      } else {
        return false;
      }
    }
  }
}
