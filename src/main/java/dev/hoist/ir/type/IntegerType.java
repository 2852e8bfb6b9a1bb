package dev.hoist.ir.type;

import java.util.concurrent.ConcurrentHashMap;

/** {@code iN} for 1 &lt;= N &lt;= 2^23-1. */
public final class IntegerType extends Type {
  public static final int MAX_BITS = (1 << 23) - 1;
  private static final IntegerType[] SMALL = new IntegerType[129];
  private static final ConcurrentHashMap<Integer, IntegerType> LARGE = new ConcurrentHashMap<>();

  static {
    for (int i = 1; i < SMALL.length; i++) SMALL[i] = new IntegerType(i);
  }

  public static final IntegerType I1 = SMALL[1];
  public static final IntegerType I8 = SMALL[8];
  public static final IntegerType I16 = SMALL[16];
  public static final IntegerType I32 = SMALL[32];
  public static final IntegerType I64 = SMALL[64];

  private final int bits;

  private IntegerType(int bits) {
    this.bits = bits;
  }

  public static IntegerType get(int bits) {
    if (bits < 1 || bits > MAX_BITS) throw new IllegalArgumentException("bad integer width " + bits);
    if (bits < SMALL.length) return SMALL[bits];
    return LARGE.computeIfAbsent(bits, IntegerType::new);
  }

  public int bits() {
    return bits;
  }

  /** All-ones mask of this width, for widths up to 64. */
  public long mask() {
    return bits >= 64 ? -1L : (1L << bits) - 1;
  }

  @Override
  public boolean isSized() {
    return true;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    sb.append('i').append(bits);
  }
}
