package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.function.Function;

/** An integer constant, kept as its unsigned value modulo 2^bits. */
public final class ScevConstant extends Scev {
  private final BigInteger value; // unsigned, in [0, 2^bits)

  ScevConstant(int id, IntegerType type, BigInteger unsignedValue) {
    super(id, type, type.bits(), null);
    this.value = unsignedValue;
  }

  @Override
  public ScevKind kind() {
    return ScevKind.CONSTANT;
  }

  public IntegerType intType() {
    return (IntegerType) type();
  }

  /** The value as an unsigned number in [0, 2^bits). */
  public BigInteger unsignedValue() {
    return value;
  }

  /** The value as a two's-complement signed number. */
  public BigInteger signedValue() {
    return Bits.toSigned(value, bits());
  }

  /** The signed value, when it fits a long (always for widths up to 64). */
  public long longValue() {
    return signedValue().longValue();
  }

  @Override
  public boolean isZero() {
    return value.signum() == 0;
  }

  @Override
  public boolean isOne() {
    return value.equals(BigInteger.ONE);
  }

  @Override
  public boolean isAllOnes() {
    return value.equals(Bits.mask(bits()));
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    if (bits() == 1) sb.append(value.signum() != 0 ? "true" : "false");
    else sb.append(signedValue());
  }
}
