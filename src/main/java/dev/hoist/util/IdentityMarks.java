package dev.hoist.util;

import java.util.Arrays;

/**
 * A set of objects by identity, emptied in time proportional to what it holds: for an analysis
 * that asks many small questions, each needing a set of its own, with one set kept for all of
 * them instead of a hash set made per question. Open addressing with linear probing; a slot list
 * remembers what to empty.
 */
public final class IdentityMarks {
  private Object[] table = new Object[16];
  /** The slots filled, in the order they were. */
  private int[] filled = new int[8];
  private int size;

  /** Adds {@code o} (not null); returns whether it was not there yet. */
  public boolean add(Object o) {
    if (2 * (size + 1) > table.length) grow();
    int mask = table.length - 1;
    for (int i = slot(o, mask); ; i = (i + 1) & mask) {
      Object k = table[i];
      if (k == null) {
        table[i] = o;
        if (size == filled.length) filled = Arrays.copyOf(filled, 2 * size);
        filled[size++] = i;
        return true;
      }
      if (k == o) return false;
    }
  }

  public boolean contains(Object o) {
    int mask = table.length - 1;
    for (int i = slot(o, mask); ; i = (i + 1) & mask) {
      Object k = table[i];
      if (k == null) return false;
      if (k == o) return true;
    }
  }

  public int size() {
    return size;
  }

  /** Empties the set, keeping its room. */
  public void clear() {
    for (int k = 0; k < size; k++) table[filled[k]] = null;
    size = 0;
  }

  private void grow() {
    Object[] entries = new Object[size];
    for (int k = 0; k < size; k++) entries[k] = table[filled[k]];
    table = new Object[table.length * 2];
    size = 0;
    for (Object e : entries) add(e);
  }

  private static int slot(Object o, int mask) {
    int h = System.identityHashCode(o) * 0x9E3779B9;
    return (h ^ (h >>> 16)) & mask;
  }
}
