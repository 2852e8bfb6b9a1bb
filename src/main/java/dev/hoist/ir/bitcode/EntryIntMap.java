package dev.hoist.ir.bitcode;

/**
 * A map from {@link ConstantPool.Entry} to non-negative {@code int} ids, open addressing with
 * linear probing on the entry's own hash: every constant expression and aggregate a module uses is
 * looked up here (in a body's pool and the module's), and a HashMap's nodes and boxed values cost
 * more than the lookup.
 */
final class EntryIntMap {
  private ConstantPool.Entry[] keys = new ConstantPool.Entry[16];
  private int[] values = new int[16];
  private int size;

  /** The id of an entry equal to {@code e}, or -1. */
  int get(ConstantPool.Entry e) {
    int mask = keys.length - 1;
    for (int i = slot(e.hash, mask); ; i = (i + 1) & mask) {
      ConstantPool.Entry k = keys[i];
      if (k == null) return -1;
      if (k.equals(e)) return values[i];
    }
  }

  /** Adds {@code e} (not in the map yet) with id {@code value}. */
  void put(ConstantPool.Entry e, int value) {
    if (2 * (size + 1) > keys.length) grow();
    insert(e, value);
    size++;
  }

  private void insert(ConstantPool.Entry e, int value) {
    int mask = keys.length - 1;
    int i = slot(e.hash, mask);
    while (keys[i] != null) i = (i + 1) & mask;
    keys[i] = e;
    values[i] = value;
  }

  private static int slot(int hash, int mask) {
    int h = hash * 0x9E3779B9;
    return (h ^ (h >>> 16)) & mask;
  }

  private void grow() {
    ConstantPool.Entry[] oldKeys = keys;
    int[] oldValues = values;
    keys = new ConstantPool.Entry[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    for (int i = 0; i < oldKeys.length; i++) if (oldKeys[i] != null) insert(oldKeys[i], oldValues[i]);
  }
}
