package dev.hoist.ir.type;

/** The types without parameters other than integers and floats: void, label, metadata, token, x86_mmx, x86_amx. */
public final class PrimitiveType extends Type {
  public static final PrimitiveType VOID = new PrimitiveType("void", false, false);
  public static final PrimitiveType LABEL = new PrimitiveType("label", false, false);
  public static final PrimitiveType METADATA = new PrimitiveType("metadata", false, false);
  public static final PrimitiveType TOKEN = new PrimitiveType("token", true, false);
  public static final PrimitiveType X86_MMX = new PrimitiveType("x86_mmx", true, true);
  public static final PrimitiveType X86_AMX = new PrimitiveType("x86_amx", true, true);

  private final String name;
  private final boolean firstClass;
  private final boolean sized;

  private PrimitiveType(String name, boolean firstClass, boolean sized) {
    this.name = name;
    this.firstClass = firstClass;
    this.sized = sized;
  }

  public String name() {
    return name;
  }

  @Override
  public boolean isFirstClass() {
    return firstClass;
  }

  @Override
  public boolean isSized() {
    return sized;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    sb.append(name);
  }
}
