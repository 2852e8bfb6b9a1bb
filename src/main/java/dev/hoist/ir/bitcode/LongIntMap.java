package dev.hoist.ir.bitcode;

/**
 * A map from {@code long} keys to non-negative {@code int} values, open addressing with linear
 * probing: the writer looks up every integer constant operand of a module, and boxing each key
 * into a HashMap costs more than the rest of the lookup.
 */
final class LongIntMap {
  private long[] keys = new long[16];
  private int[] values = new int[16]; // value + 1; 0 marks a free slot
  private int size;

  /** The value of {@code key}, or -1. */
  int get(long key) {
    int mask = keys.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      if (values[i] == 0) return -1;
      if (keys[i] == key) return values[i] - 1;
    }
  }

  void put(long key, int value) {
    if (2 * (size + 1) > keys.length) grow();
    int mask = keys.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      if (values[i] == 0) {
        keys[i] = key;
        values[i] = value + 1;
        size++;
        return;
      }
      if (keys[i] == key) {
        values[i] = value + 1;
        return;
      }
    }
  }

  private static int slot(long key, int mask) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) if (oldValues[i] != 0) put(oldKeys[i], oldValues[i] - 1);
  }
}
