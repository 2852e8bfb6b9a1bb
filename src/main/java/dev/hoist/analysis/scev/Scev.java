package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.util.List;
import java.util.function.Function;

/**
 * A scalar-evolution expression: a closed form for the value of an integer or pointer SSA value
 * in terms of loop-invariant leaves ({@link ScevUnknown}, {@link ScevConstant}) and add
 * recurrences ({@link ScevAddRec}, {@code {start,+,step}<loop>}: start on the first iteration,
 * plus step on every later one).
 *
 * <p>Expressions are immutable and uniqued per {@link ScalarEvolution}: two expressions are
 * equal exactly when they are the same object, so {@code ==} is the equality test. They are built
 * only through the folding constructors of {@link ScalarEvolution} ({@code add}, {@code mul},
 * {@code zeroExtend}, ...), which put them in a canonical form (operands sorted by
 * {@link ScevOrder}, constants folded, like terms combined, invariants folded into recurrence
 * starts). The no-wrap {@link NoWrap flags} of add, mul and recurrences are not part of the
 * identity; they only ever grow, and only from facts that hold wherever the expression is defined.
 *
 * <pre>
 *   %i      = phi i32 [ 0, %ph ], [ %i.next, %loop ]     --&gt;  {0,+,1}&lt;nuw&gt;&lt;nsw&gt;&lt;%loop&gt;
 *   %i.next = add nuw nsw i32 %i, 1                      --&gt;  {1,+,1}&lt;nuw&gt;&lt;nsw&gt;&lt;%loop&gt;
 *   %p      = getelementptr i32, i32* %a, i64 %k         --&gt;  ((4 * %k) + %a)
 * </pre>
 */
public abstract sealed class Scev
    permits ScevConstant, ScevUnknown, ScevCast, ScevNAry, ScevUDiv, ScevCouldNotCompute {
  private static final Scev[] NONE = new Scev[0];

  /** Dense creation number within the owning {@link ScalarEvolution}; a deterministic tie-break. */
  final int id;
  private final Type type;
  private final int bits;
  final Scev[] ops;
  /** {@link NoWrap} bits; only add, mul and add-rec use them. */
  int flags;
  /** Number of nodes in the expression tree (capped), to keep folding bounded. */
  final int size;

  Scev(int id, Type type, int bits, Scev[] ops) {
    this.id = id;
    this.type = type;
    this.bits = bits;
    this.ops = ops == null ? NONE : ops;
    long s = 1;
    for (Scev o : this.ops) s += o.size;
    this.size = (int) Math.min(s, 1 << 20);
  }

  public abstract ScevKind kind();

  /** The IR type: an {@link IntegerType} or a pointer type (for pointer-valued expressions). */
  public final Type type() {
    return type;
  }

  /** Width of the value in bits (for pointers, the index width of the data layout). */
  public final int bits() {
    return bits;
  }

  public final boolean isPointer() {
    return type.isPointer();
  }

  public final int numOperands() {
    return ops.length;
  }

  public final Scev operand(int i) {
    return ops[i];
  }

  public final List<Scev> operands() {
    return List.of(ops);
  }

  /** The {@link NoWrap} flags (always 0 for kinds that carry none). */
  public final int noWrapFlags() {
    return flags;
  }

  public final boolean hasNoUnsignedWrap() {
    return NoWrap.has(flags, NoWrap.NUW);
  }

  public final boolean hasNoSignedWrap() {
    return NoWrap.has(flags, NoWrap.NSW);
  }

  public boolean isZero() {
    return false;
  }

  public boolean isOne() {
    return false;
  }

  public boolean isAllOnes() {
    return false;
  }

  /** True for {@code (-c * x)} with a negative constant factor (LLVM's isNonConstantNegative). */
  public final boolean isNonConstantNegative() {
    return this instanceof ScevMul && ops[0] instanceof ScevConstant c && c.signedValue().signum() < 0;
  }

  /** Whether {@code v} occurs in this expression as an unknown (a leaf). */
  public final boolean containsUnknown(Value v) {
    if (this instanceof ScevUnknown u) return u.value() == v;
    for (Scev o : ops) if (o.containsUnknown(v)) return true;
    return false;
  }

  /** Whether any sub-expression satisfies {@code p} (this one included). */
  public final boolean any(java.util.function.Predicate<Scev> p) {
    if (p.test(this)) return true;
    for (Scev o : ops) if (o.any(p)) return true;
    return false;
  }

  /** Appends LLVM's text for this expression; {@code names} spells leaf values. */
  public abstract void print(StringBuilder sb, Function<Value, String> names);

  /** LLVM's text, with values spelled by {@link Value#reference()} (use {@link ScalarEvolution#text} for exact names). */
  @Override
  public final String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb, Value::reference);
    return sb.toString();
  }
}
