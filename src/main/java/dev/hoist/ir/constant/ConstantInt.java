package dev.hoist.ir.constant;

import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;

/**
 * An integer constant of any width. Up to 64 bits the value is kept sign-extended in a long;
 * wider values use a BigInteger (signed, normalised to the width).
 */
public final class ConstantInt extends Constant {
  private final long value;
  private final BigInteger big; // non-null only for widths > 64

  private ConstantInt(IntegerType type, long value, BigInteger big) {
    super(type);
    this.value = value;
    this.big = big;
  }

  private static final int CACHE_MIN = -16;
  private static final int CACHE_MAX = 255;
  private static final ConstantInt[][] CACHE = new ConstantInt[65][];

  static {
    for (int w : new int[] {1, 8, 16, 32, 64}) {
      IntegerType t = IntegerType.get(w);
      ConstantInt[] c = new ConstantInt[CACHE_MAX - CACHE_MIN + 1];
      for (int v = CACHE_MIN; v <= CACHE_MAX; v++) {
        long x = w == 64 ? v : ((long) v << (64 - w)) >> (64 - w);
        c[v - CACHE_MIN] = new ConstantInt(t, x, null);
      }
      CACHE[w] = c;
    }
  }

  /** The constant of {@code type} whose low bits are {@code bits} (truncated and sign-extended). */
  public static ConstantInt get(IntegerType type, long bits) {
    int w = type.bits();
    if (w > 64) return new ConstantInt(type, 0, BigInteger.valueOf(bits));
    long v = w == 64 ? bits : (bits << (64 - w)) >> (64 - w);
    // Constants are immutable and keep no use lists, so common small values can be shared.
    if (v >= CACHE_MIN && v <= CACHE_MAX && CACHE[w] != null) return CACHE[w][(int) v - CACHE_MIN];
    return new ConstantInt(type, v, null);
  }

  /** The constant of {@code type} equal to {@code v} modulo 2^width. */
  public static ConstantInt get(IntegerType type, BigInteger v) {
    int w = type.bits();
    if (w <= 64) return get(type, v.longValue());
    BigInteger mod = BigInteger.ONE.shiftLeft(w);
    BigInteger r = v.mod(mod);
    if (r.testBit(w - 1)) r = r.subtract(mod);
    return new ConstantInt(type, 0, r);
  }

  public static ConstantInt getBool(boolean b) {
    return get(IntegerType.I1, b ? 1 : 0);
  }

  public IntegerType intType() {
    return (IntegerType) type;
  }

  public int bits() {
    return ((IntegerType) type).bits();
  }

  /** The value sign-extended to 64 bits (for widths &gt; 64, the low 64 bits). */
  public long signedValue() {
    return big != null ? big.longValue() : value;
  }

  /** The value zero-extended (masked to the width; for widths &gt; 64, the low 64 bits). */
  public long zextValue() {
    return big != null ? big.longValue() : value & ((IntegerType) type).mask();
  }

  /** Whether the value fits a signed long exactly. */
  public boolean fitsLong() {
    return big == null || big.bitLength() < 64;
  }

  public BigInteger bigValue() {
    return big != null ? big : BigInteger.valueOf(value);
  }

  public BigInteger unsignedBigValue() {
    BigInteger b = bigValue();
    return b.signum() < 0 ? b.add(BigInteger.ONE.shiftLeft(bits())) : b;
  }

  public boolean isZero() {
    return big != null ? big.signum() == 0 : value == 0;
  }

  public boolean isOne() {
    return big != null ? big.equals(BigInteger.ONE) : value == 1 || (value == -1 && bits() == 1);
  }

  public boolean isAllOnes() {
    return big != null ? big.equals(BigInteger.ONE.negate()) : value == -1;
  }

  /** True for the minimum signed value of the width (INT_MIN). */
  public boolean isMinSigned() {
    int w = bits();
    if (big != null) return big.equals(BigInteger.ONE.shiftLeft(w - 1).negate());
    return value == (w == 64 ? Long.MIN_VALUE : -(1L << (w - 1)));
  }

  @Override
  public boolean isZeroValue() {
    return isZero();
  }

  /** LLVM's textual form: true/false for i1, otherwise signed decimal. */
  public String text() {
    if (bits() == 1) return value != 0 ? "true" : "false";
    return big != null ? big.toString() : Long.toString(value);
  }

  @Override
  public String reference() {
    return type + " " + text();
  }
}
