package dev.hoist.ir.bitcode;

import java.util.HashMap;
import java.util.Map;

/**
 * The string table (STRTAB_BLOCK) of version 2 bitcode: the names of global values, comdats and
 * partitions, each stored once; records name them by offset and size.
 */
final class StringTable {
  private final Map<String, Integer> offsets = new HashMap<>();
  private byte[] bytes = new byte[256];
  private int size;

  /** The offset of {@code s} (added on first use). */
  synchronized int add(String s) {
    if (s.isEmpty()) return 0;
    Integer o = offsets.get(s);
    if (o != null) return o;
    if (size + s.length() > bytes.length) bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + s.length()));
    int at = size;
    for (int i = 0; i < s.length(); i++) bytes[size++] = (byte) s.charAt(i);
    offsets.put(s, at);
    return at;
  }

  int size() {
    return size;
  }

  byte[] bytes() {
    return bytes;
  }
}
