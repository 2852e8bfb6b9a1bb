package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;
import java.util.function.Function;

/**
 * An add recurrence {@code {c0,+,c1,+,...,+,cn}<loop>}: on iteration k of {@code loop} (k = 0 on
 * entry) its value is {@code sum_j c_j * binomial(k, j)}. With two operands it is affine:
 * {@code start + k * step}. Operands are invariant in the loop (they may be recurrences of outer
 * loops, which is how nested loops are described: {@code {{0,+,400}<%outer>,+,4}<%inner>}).
 *
 * <p>Pointer recurrences have a pointer start and integer steps: {@code {%a,+,4}<%loop>} walks
 * an {@code i32} array.
 */
public final class ScevAddRec extends ScevNAry {
  private final Loop loop;

  ScevAddRec(int id, Type type, int bits, Scev[] ops, Loop loop) {
    super(id, type, bits, ops);
    this.loop = loop;
  }

  @Override
  public ScevKind kind() {
    return ScevKind.ADD_REC;
  }

  public Loop loop() {
    return loop;
  }

  public Scev start() {
    return ops[0];
  }

  /** The step of an affine recurrence (operand 1); for higher orders use {@link ScalarEvolution#stepRecurrence}. */
  public Scev step() {
    return ops[1];
  }

  public boolean isAffine() {
    return ops.length == 2;
  }

  public boolean isQuadratic() {
    return ops.length == 3;
  }

  public boolean hasNoSelfWrap() {
    return NoWrap.has(flags, NoWrap.NW);
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    sb.append('{');
    for (int i = 0; i < ops.length; i++) {
      if (i > 0) sb.append(",+,");
      ops[i].print(sb, names);
    }
    sb.append("}<");
    if (NoWrap.has(flags, NoWrap.NUW)) sb.append("nuw><");
    if (NoWrap.has(flags, NoWrap.NSW)) sb.append("nsw><");
    if (NoWrap.has(flags, NoWrap.NW) && !NoWrap.has(flags, NoWrap.NUW) && !NoWrap.has(flags, NoWrap.NSW)) sb.append("nw><");
    sb.append(names.apply(loop.header())).append('>');
  }
}
