package dev.hoist.report;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Numbers for IR objects (instructions, blocks) that stay the same across the snapshots of one
 * module run: the key of an object is assigned the first time it is seen and never reused, so an
 * instruction that LICM moved has the same key before and after, and a new one gets a new key.
 * Identity, not equality: two instructions that print alike are still two.
 */
final class ObjectKeys {
  private final Map<Object, Integer> keys = new IdentityHashMap<>();

  /** The key of {@code o}, assigning the next one when {@code o} is new. */
  int keyOf(Object o) {
    return keys.computeIfAbsent(o, k -> keys.size());
  }

  /** The key of {@code o}, or -1 when no snapshot has seen it. */
  int find(Object o) {
    Integer k = o == null ? null : keys.get(o);
    return k == null ? -1 : k;
  }
}
