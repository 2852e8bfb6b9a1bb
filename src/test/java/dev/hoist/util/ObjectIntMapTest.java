package dev.hoist.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link ObjectIntMap}: keys found by equality through growth; putIfAbsent keeps, add accumulates. */
class ObjectIntMapTest {
  @Test
  void putIfAbsentKeepsTheFirstValueAndAddAccumulates() {
    ObjectIntMap m = new ObjectIntMap(2);
    for (int i = 0; i < 1000; i++) assertEquals(-1, m.putIfAbsent("k" + i, i));
    for (int i = 0; i < 1000; i++) assertEquals(i, m.putIfAbsent(new String("k" + i), 7)); // equal, not identical
    assertEquals(1000, m.size());
    assertEquals(3, m.add("n", 3));
    assertEquals(1, m.add("n", -2));
    assertEquals(1, m.get("n"));
    assertEquals(12, m.add("k5", 7));
    assertEquals(1001, m.size());
    assertEquals(-1, m.get("absent"));
  }
}
