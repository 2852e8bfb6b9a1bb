package dev.hoist.ir.type;

/** The floating-point types. */
public final class FloatType extends Type {
  public static final FloatType HALF = new FloatType("half", 16, 11);
  public static final FloatType BFLOAT = new FloatType("bfloat", 16, 8);
  public static final FloatType FLOAT = new FloatType("float", 32, 24);
  public static final FloatType DOUBLE = new FloatType("double", 64, 53);
  public static final FloatType X86_FP80 = new FloatType("x86_fp80", 80, 64);
  public static final FloatType FP128 = new FloatType("fp128", 128, 113);
  public static final FloatType PPC_FP128 = new FloatType("ppc_fp128", 128, 106);

  private final String name;
  private final int bits;
  private final int mantissaBits;

  private FloatType(String name, int bits, int mantissaBits) {
    this.name = name;
    this.bits = bits;
    this.mantissaBits = mantissaBits;
  }

  public String name() {
    return name;
  }

  /** Storage width in bits (80 for x86_fp80). */
  public int bits() {
    return bits;
  }

  /** Significand precision including the implicit bit. */
  public int mantissaBits() {
    return mantissaBits;
  }

  @Override
  public boolean isSized() {
    return true;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    sb.append(name);
  }
}
