package dev.hoist.ir.bitcode;

/**
 * The DISubprogram record, whose layout changed most across LLVM versions: since LLVM 8 it has
 * DISPFlags ({@code r[0] & 4}); before, virtuality, isLocal, isDefinition and isOptimized were
 * fields of their own, and a function or unit sat where the unit is now.
 */
final class DiSubprogramDecoder {
  private DiSubprogramDecoder() {}

  private static final long OLD_MAIN_SUBPROGRAM = 1L << 21;

  static void fields(DiFields f, long[] r, int n, DiDecoder.Refs x) {
    DiDecoder.size(x, n, 18, 21);
    boolean hasSpFlags = (r[0] & 4) != 0;
    boolean hasUnit = (r[0] & 2) != 0;
    long flags = hasSpFlags ? r[11] : r[13];
    boolean oldMain = (flags & OLD_MAIN_SUBPROGRAM) != 0;
    if (oldMain) flags &= ~OLD_MAIN_SUBPROGRAM;
    long spFlags;
    if (hasSpFlags) {
      spFlags = r[9] | (oldMain ? 1L << 8 : 0);
    } else {
      spFlags = (r[11] & 3) | (r[7] != 0 ? 1L << 2 : 0) | (r[8] != 0 ? 1L << 3 : 0) | (r[14] != 0 ? 1L << 4 : 0)
          | (oldMain ? 1L << 8 : 0);
    }
    if (!hasSpFlags && hasUnit && n < 19) throw x.error("invalid DISubprogram record");
    if (hasSpFlags && !hasUnit) throw x.error("invalid DISubprogram record");
    int offsetA = 0;
    int offsetB = 0;
    boolean hasThisAdj = true;
    boolean hasThrown = true;
    boolean hasAnnotations = false;
    if (!hasSpFlags) {
      offsetA = 2;
      offsetB = 2;
      if (n >= 19) offsetB++;
      hasThisAdj = n >= 20;
      hasThrown = n >= 21;
    } else {
      hasAnnotations = n >= 19;
    }
    long virtualIndex = r[10 + offsetA];
    f.string("name", x.string(r[2])).string("linkageName", x.string(r[3])).md("scope", x.ref(r[1]), false)
        .md("file", x.ref(r[4])).unsigned32("line", r[5], true).md("type", x.ref(r[6]))
        .unsigned32("scopeLine", r[7 + offsetA], true).md("containingType", x.ref(r[8 + offsetA]));
    if ((spFlags & 3) != 0 || (virtualIndex & 0xffffffffL) != 0) f.unsigned32("virtualIndex", virtualIndex, false);
    f.signed("thisAdjustment", hasThisAdj ? (int) r[16 + offsetB] : 0, true).diFlags("flags", flags).spFlags(spFlags)
        .md("unit", hasUnit ? x.ref(r[12 + offsetB]) : null).md("templateParams", x.ref(r[13 + offsetB]))
        .md("declaration", x.ref(r[14 + offsetB])).md("retainedNodes", x.ref(r[15 + offsetB]))
        .md("thrownTypes", hasThrown ? x.ref(r[17 + offsetB]) : null)
        .md("annotations", hasAnnotations ? x.ref(r[18 + offsetB]) : null);
  }
}
