package dev.hoist.analysis.alias;

/**
 * Mod/ref answers as small ints, with LLVM 14's "must" refinement: bit 0 ref, bit 1 mod, bit 2
 * must (the location is exactly the memory the instruction accesses). Intersecting answers keeps
 * must if either knows it; uniting keeps it only if both do, as LLVM's bit algebra does.
 */
final class ModRefBits {
  private ModRefBits() {}

  static final int NONE = 0;
  static final int REF = 1;
  static final int MOD = 2;
  static final int MOD_REF = 3;
  static final int MUST = 4;

  static int intersect(int a, int b) {
    return (a & b & MOD_REF) | ((a | b) & MUST);
  }

  static int union(int a, int b) {
    return ((a | b) & MOD_REF) | (a & b & MUST);
  }

  static boolean isMod(int x) {
    return (x & MOD) != 0;
  }

  static boolean isRef(int x) {
    return (x & REF) != 0;
  }

  static boolean isNoModRef(int x) {
    return (x & MOD_REF) == 0;
  }

  static boolean isModAndRef(int x) {
    return (x & MOD_REF) == MOD_REF;
  }

  static int setMust(int x) {
    return x | MUST;
  }

  static int clearMust(int x) {
    return x & MOD_REF;
  }

  /** {@code aa-eval}'s words for an answer: {@code NoModRef}, {@code Just Mod (MustAlias)}... */
  static String text(int x) {
    boolean must = (x & MUST) != 0;
    return switch (x & MOD_REF) {
      case NONE -> must ? "Must" : "NoModRef";
      case REF -> must ? "Just Ref (MustAlias)" : "Just Ref";
      case MOD -> must ? "Just Mod (MustAlias)" : "Just Mod";
      default -> must ? "Both ModRef (MustAlias)" : "Both ModRef";
    };
  }
}
