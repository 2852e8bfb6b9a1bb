package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.hoist.testutil.Hoist;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Splitting globals' use lists per function: each worker sees and changes its own function's uses
 * only, and merging gives one consistent list per global, the same whatever the thread count.
 */
class UseSegmentsTest {
  private static final String MODULE = """
      @g = global i32 0
      @h = global i32 0
      @p = global i32* @g

      define void @f1() {
        store i32 1, i32* @g
        store i32 2, i32* @h
        ret void
      }

      define void @f2() {
        store i32 3, i32* @g
        store i32 4, i32* @g
        ret void
      }
      """;

  /** The users of {@code v}'s uses in list order, as "function:stored value" or "init"; checks the back links. */
  private static List<String> users(Value v) {
    List<String> l = new ArrayList<>();
    Use prev = null;
    for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
      assertSame(prev, u.prev, "broken back link in the use list of " + v);
      assertSame(v, u.value());
      l.add(u.user() instanceof StoreInst st ? st.function().name() + ":" + st.value().reference().substring(4) : "init");
      prev = u;
    }
    return l;
  }

  @Test
  void untouchedListsComeBackInTheirOrder() {
    Module m = Hoist.parse(MODULE);
    GlobalValue g = m.getGlobal("g");
    List<String> before = users(g);
    assertEquals(List.of("f2:4", "f2:3", "f1:1", "init"), before);
    UseSegments split = UseSegments.split(m, m.definedFunctions());
    split.merge();
    assertEquals(before, users(g));
  }

  @Test
  void workersSeeAndChangeTheirOwnFunctionsUses() throws InterruptedException {
    Module m = Hoist.parse(MODULE);
    GlobalValue g = m.getGlobal("g");
    GlobalValue h = m.getGlobal("h");
    Function f1 = m.getFunction("f1");
    Function f2 = m.getFunction("f2");
    UseSegments split = UseSegments.split(m, m.definedFunctions());
    List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
    Thread t1 = new Thread(() -> {
      split.enter(f1);
      try {
        seen.add("f1 sees " + users(g));
        // store i32 2, i32* @h  becomes  store i32 2, i32* @g
        Instruction second = f1.entry().first().next();
        second.setOperand(1, g);
        seen.add("f1 then " + users(g) + " h " + users(h));
      } finally {
        split.exit();
      }
    });
    Thread t2 = new Thread(() -> {
      split.enter(f2);
      try {
        seen.add("f2 sees " + users(g));
        f2.entry().first().eraseFromParent(); // store i32 3
        seen.add("f2 then " + users(g));
      } finally {
        split.exit();
      }
    });
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    seen.sort(null);
    assertEquals(List.of("f1 sees [f1:1]", "f1 then [f1:2, f1:1] h []", "f2 sees [f2:4, f2:3]", "f2 then [f2:4]"), seen);
    // Outside any function, only the uses outside functions are in the global's own list.
    assertEquals(List.of("init"), users(g));
    split.merge();
    assertEquals(List.of("f2:4", "f1:2", "f1:1", "init"), users(g));
    assertNull(h.firstUse());
  }
}
