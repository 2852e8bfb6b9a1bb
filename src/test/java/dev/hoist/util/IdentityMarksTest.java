package dev.hoist.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link IdentityMarks}: identity, not equality; growth keeps every member; clearing empties it for reuse. */
class IdentityMarksTest {
  @Test
  void holdsByIdentityThroughGrowthAndClearing() {
    IdentityMarks m = new IdentityMarks();
    List<String> objs = new ArrayList<>();
    for (int i = 0; i < 1000; i++) objs.add(new String("v" + (i % 10))); // equal strings, distinct objects
    for (int round = 0; round < 3; round++) {
      int n = 100 + round * 400;
      for (int i = 0; i < n; i++) assertTrue(m.add(objs.get(i)));
      for (int i = 0; i < n; i++) assertFalse(m.add(objs.get(i)));
      assertEquals(n, m.size());
      for (int i = 0; i < objs.size(); i++) assertEquals(i < n, m.contains(objs.get(i)), "object " + i);
      assertFalse(m.contains("v1")); // equal to members, but not one of them
      m.clear();
      assertEquals(0, m.size());
      for (String o : objs) assertFalse(m.contains(o));
    }
  }
}
