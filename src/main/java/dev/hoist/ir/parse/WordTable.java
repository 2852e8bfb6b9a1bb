package dev.hoist.ir.parse;

import java.nio.charset.StandardCharsets;

/**
 * An open-addressing table from byte slices to small ints, so the lexer can classify a bare word
 * without allocating a String for it.
 */
final class WordTable {
  private final byte[][] keys;
  private final int[] values;
  private final int mask;

  WordTable(int capacityPow2) {
    keys = new byte[capacityPow2][];
    values = new int[capacityPow2];
    mask = capacityPow2 - 1;
  }

  void put(String word, int value) {
    byte[] k = word.getBytes(StandardCharsets.ISO_8859_1);
    int h = hash(k, 0, k.length) & mask;
    while (keys[h] != null) {
      if (java.util.Arrays.equals(keys[h], k)) throw new IllegalStateException("duplicate word " + word);
      h = (h + 1) & mask;
    }
    keys[h] = k;
    values[h] = value;
  }

  /** The value for {@code buf[from, to)}, or -1. */
  int get(byte[] buf, int from, int to) {
    int len = to - from;
    int h = hash(buf, from, to) & mask;
    byte[] k;
    while ((k = keys[h]) != null) {
      if (k.length == len && java.util.Arrays.equals(k, 0, len, buf, from, to)) return values[h];
      h = (h + 1) & mask;
    }
    return -1;
  }

  private static int hash(byte[] b, int from, int to) {
    int h = 0x811c9dc5;
    for (int i = from; i < to; i++) {
      h ^= b[i];
      h *= 0x01000193;
    }
    return h ^ (h >>> 15);
  }
}
