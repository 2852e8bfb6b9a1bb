package dev.hoist.analysis.alias;

/**
 * What an instruction may do to a memory location: nothing, read it, write it, or both
 * (LLVM's ModRefInfo without its "must" bit, which {@code aa-eval} alone reports; inside the
 * analysis the bit travels in {@link ModRefBits}).
 */
public enum ModRef {
  NO_MOD_REF, REF, MOD, MOD_REF;

  private static final ModRef[] VALUES = values();

  /** The value for bits {@code 1 = ref, 2 = mod} (higher bits ignored). */
  public static ModRef of(int bits) {
    return VALUES[bits & 3];
  }

  public int bits() {
    return ordinal();
  }

  public boolean isRef() {
    return (ordinal() & 1) != 0;
  }

  public boolean isMod() {
    return (ordinal() & 2) != 0;
  }

  public boolean isNoModRef() {
    return this == NO_MOD_REF;
  }

  public ModRef union(ModRef o) {
    return VALUES[ordinal() | o.ordinal()];
  }

  public ModRef intersect(ModRef o) {
    return VALUES[ordinal() & o.ordinal()];
  }
}
