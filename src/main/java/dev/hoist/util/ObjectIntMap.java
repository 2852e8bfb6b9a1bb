package dev.hoist.util;

/**
 * A map from objects (by their own {@code equals} and {@code hashCode}) to non-negative
 * {@code int}s, open addressing with linear probing: for numbering objects densely where a
 * {@code HashMap<Object, Integer>}'s nodes and boxed values would cost more than the lookup.
 */
public final class ObjectIntMap {
  private Object[] keys;
  private int[] values;
  private int size;

  public ObjectIntMap() {
    this(8);
  }

  /** A map that holds {@code expected} entries without growing. */
  public ObjectIntMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(8, expected) * 2 - 1) * 2;
    keys = new Object[cap];
    values = new int[cap];
  }

  /** The value of a key equal to {@code key}, or -1. */
  public int get(Object key) {
    int mask = keys.length - 1;
    for (int i = slot(key.hashCode(), mask); ; i = (i + 1) & mask) {
      Object k = keys[i];
      if (k == null) return -1;
      if (k == key || k.equals(key)) return values[i];
    }
  }

  /** Adds {@code key} (not in the map yet) with {@code value} (not negative). */
  public void put(Object key, int value) {
    if (2 * (size + 1) > keys.length) grow();
    insert(key, value);
    size++;
  }

  /**
   * Adds {@code key} with {@code value} (not negative) unless a key equal to it is there; returns
   * that key's value, or -1 when {@code key} was added. One probe where {@link #get} then
   * {@link #put} take two.
   */
  public int putIfAbsent(Object key, int value) {
    int i = claim(key, value);
    return i < 0 ? -1 : values[i];
  }

  /**
   * Adds {@code delta} to the value of {@code key}, which starts at 0 when the key is not there;
   * returns the new value (the caller keeps it from going negative).
   */
  public int add(Object key, int delta) {
    int i = claim(key, delta);
    return i < 0 ? delta : (values[i] += delta);
  }

  /** The slot of a key equal to {@code key}; or -1 after adding {@code key} with {@code value}. */
  private int claim(Object key, int value) {
    if (2 * (size + 1) > keys.length) grow();
    int mask = keys.length - 1;
    for (int i = slot(key.hashCode(), mask); ; i = (i + 1) & mask) {
      Object k = keys[i];
      if (k == null) {
        keys[i] = key;
        values[i] = value;
        size++;
        return -1;
      }
      if (k == key || k.equals(key)) return i;
    }
  }

  public int size() {
    return size;
  }

  /** Removes every entry, keeping the room. */
  public void clear() {
    if (size == 0) return;
    java.util.Arrays.fill(keys, null);
    size = 0;
  }

  /** Makes room for {@code expected} entries in all. */
  public void reserve(int expected) {
    while (2 * expected > keys.length) grow();
  }

  private void insert(Object key, int value) {
    int mask = keys.length - 1;
    int i = slot(key.hashCode(), mask);
    while (keys[i] != null) i = (i + 1) & mask;
    keys[i] = key;
    values[i] = value;
  }

  private static int slot(int hash, int mask) {
    int h = hash * 0x9E3779B9;
    return (h ^ (h >>> 16)) & mask;
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldValues = values;
    keys = new Object[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    for (int i = 0; i < oldKeys.length; i++) if (oldKeys[i] != null) insert(oldKeys[i], oldValues[i]);
  }
}
