package dev.hoist.ir;

/** Bits of the small per-instruction flag word: wrap/exact/inbounds and the fast-math flags. */
public final class Flags {
  private Flags() {}

  public static final int NUW = 1;
  public static final int NSW = 1 << 1;
  public static final int EXACT = 1 << 2;
  public static final int INBOUNDS = 1 << 3;

  // Fast-math flags, in LLVM's printing order.
  public static final int FMF_REASSOC = 1 << 8;
  public static final int FMF_NNAN = 1 << 9;
  public static final int FMF_NINF = 1 << 10;
  public static final int FMF_NSZ = 1 << 11;
  public static final int FMF_ARCP = 1 << 12;
  public static final int FMF_CONTRACT = 1 << 13;
  public static final int FMF_AFN = 1 << 14;
  public static final int FMF_ALL = FMF_REASSOC | FMF_NNAN | FMF_NINF | FMF_NSZ | FMF_ARCP | FMF_CONTRACT | FMF_AFN;

  /** Appends fast-math flags as LLVM prints them ("fast" when all are set), each followed by a space. */
  public static void appendFastMath(StringBuilder sb, int flags) {
    if ((flags & FMF_ALL) == FMF_ALL) {
      sb.append("fast ");
      return;
    }
    if ((flags & FMF_REASSOC) != 0) sb.append("reassoc ");
    if ((flags & FMF_NNAN) != 0) sb.append("nnan ");
    if ((flags & FMF_NINF) != 0) sb.append("ninf ");
    if ((flags & FMF_NSZ) != 0) sb.append("nsz ");
    if ((flags & FMF_ARCP) != 0) sb.append("arcp ");
    if ((flags & FMF_CONTRACT) != 0) sb.append("contract ");
    if ((flags & FMF_AFN) != 0) sb.append("afn ");
  }
}
