package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Local names as LLVM's symbol table hands them out: the wanted name when it is free, else the
 * name with the function's next suffix (one counter per function, so a second uniquer of the same
 * function goes on counting, as opt's names do).
 */
class NameUniquerTest {
  private static final String F = """
      define void @f(i32 %x) {
      entry:
        %y = add i32 %x, 1
        br label %loop
      loop:
        br label %loop
      }
      """;

  @Test
  void freeNamesAsAskedTakenOnesWithASuffix() {
    TestIr ir = TestIr.of(F, "f");
    NameUniquer names = new NameUniquer(ir.f);
    assertEquals("z", names.unique("z"));
    assertEquals("z1", names.unique("z"), "z is now taken");
    assertEquals("x2", names.unique("x"), "an argument's name, and the function's counter goes on");
    assertEquals("loop3", names.unique("loop"), "a block's name");
    assertNull(names.unique(""));
    assertNull(names.unique(null));
  }

  @Test
  void reservedNamesAreTaken() {
    TestIr ir = TestIr.of(F, "f");
    NameUniquer names = new NameUniquer(ir.f);
    names.reserve("w");
    assertEquals("w1", names.unique("w"));
  }

  @Test
  void theSuffixCounterBelongsToTheFunction() {
    TestIr ir = TestIr.of(F, "f");
    assertEquals("y1", new NameUniquer(ir.f).unique("y"));
    assertEquals("y2", new NameUniquer(ir.f).unique("y"));
  }
}
