package dev.hoist.ir.bitcode;

/**
 * An abbreviation (LLVM's BitCodeAbbrev): how the operands of a record are encoded. Each operand
 * is a literal value, a fixed-width or VBR field, a char6, an array (whose element encoding is the
 * next operand) or a blob. Kept as parallel int/long arrays, since readers decode thousands of
 * records per abbreviation.
 *
 * <pre>
 *   [INST_LOAD literal 20] [vbr 6] [fixed 7] [vbr 4] [fixed 1]
 * </pre>
 */
final class Abbrev {
  static final int LITERAL = 0;
  static final int FIXED = 1;
  static final int VBR = 2;
  static final int ARRAY = 3;
  static final int CHAR6 = 4;
  static final int BLOB = 5;

  final int[] kind;
  final long[] value;

  Abbrev(int[] kind, long[] value) {
    this.kind = kind;
    this.value = value;
  }

  /** Reads a DEFINE_ABBREV's operands (its id already read) from {@code r}. */
  static Abbrev read(BitstreamReader r) {
    int n = (int) r.readVBR(5);
    if (n < 1 || n > 1024) throw r.error("abbreviation with " + n + " operands");
    int[] kinds = new int[n];
    long[] values = new long[n];
    for (int i = 0; i < n; i++) {
      if (r.read(1) == 1) {
        kinds[i] = Abbrev.LITERAL;
        values[i] = r.readVBR(8);
        continue;
      }
      int enc = (int) r.read(3);
      switch (enc) {
        case 1, 2 -> {
          long w = r.readVBR(5);
          if (w > 32) throw r.error("abbreviation field of " + w + " bits");
          if (w == 0) { // a zero-width field always reads 0: LLVM keeps it as a literal
            kinds[i] = Abbrev.LITERAL;
            values[i] = 0;
          } else {
            if (enc == 2 && w < 2) throw r.error("abbreviation VBR field of 1 bit");
            kinds[i] = enc == 1 ? Abbrev.FIXED : Abbrev.VBR;
            values[i] = w;
          }
        }
        case 3 -> {
          if (i != n - 2) throw r.error("abbreviation array not followed by exactly one element encoding");
          kinds[i] = Abbrev.ARRAY;
        }
        case 4 -> kinds[i] = Abbrev.CHAR6;
        case 5 -> {
          if (i != n - 1) throw r.error("abbreviation blob not last");
          kinds[i] = Abbrev.BLOB;
        }
        default -> throw r.error("invalid abbreviation encoding " + enc);
      }
    }
    for (int i = 0; i < n; i++) {
      if (kinds[i] == Abbrev.ARRAY && (kinds[i + 1] == Abbrev.ARRAY || kinds[i + 1] == Abbrev.BLOB)) {
        throw r.error("invalid abbreviation array element encoding");
      }
    }
    return new Abbrev(kinds, values);
  }

  int size() {
    return kind.length;
  }

  /** A builder for writers: {@code Abbrev.of().literal(20).vbr(6).fixed(7).build()}. */
  static Builder of() {
    return new Builder();
  }

  static final class Builder {
    private final int[] kinds = new int[32];
    private final long[] values = new long[32];
    private int n;

    Builder literal(long v) {
      return add(LITERAL, v);
    }

    Builder fixed(int width) {
      return add(FIXED, width);
    }

    Builder vbr(int width) {
      return add(VBR, width);
    }

    Builder array() {
      return add(ARRAY, 0);
    }

    Builder char6() {
      return add(CHAR6, 0);
    }

    Builder blob() {
      return add(BLOB, 0);
    }

    private Builder add(int k, long v) {
      kinds[n] = k;
      values[n] = v;
      n++;
      return this;
    }

    Abbrev build() {
      return new Abbrev(java.util.Arrays.copyOf(kinds, n), java.util.Arrays.copyOf(values, n));
    }
  }

  private static final String CHAR6_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
  private static final byte[] CHAR6_OF = new byte[256];

  static {
    java.util.Arrays.fill(CHAR6_OF, (byte) -1);
    for (int i = 0; i < 64; i++) CHAR6_OF[CHAR6_CHARS.charAt(i)] = (byte) i;
  }

  /** The character a char6 value stands for. */
  static char decodeChar6(int v) {
    return CHAR6_CHARS.charAt(v & 63);
  }

  /** The char6 code of {@code c}, or -1 when it has none. */
  static int encodeChar6(int c) {
    return c >= 0 && c < 256 ? CHAR6_OF[c] : -1;
  }
}
