package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.PhiInst;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Rebuilding SSA for one variable from its values at the ends of some blocks: a phi where
 * different values meet, none where one value reaches every way, single-predecessor chains
 * walked through, and uses rewritten to the value live at their place.
 */
class SsaUpdaterTest {
  private static final String CFG = """
      define i32 @f(i1 %c, i32 %x, i32 %y) {
      entry:
        br i1 %c, label %a, label %b
      a:
        br label %join
      b:
        br label %join
      join:
        br label %tail
      tail:
        ret i32 0
      }
      """;

  @Test
  void aPhiWhereDifferentValuesMeet() {
    TestIr ir = TestIr.of(CFG, "f");
    SsaUpdater up = new SsaUpdater(IntegerType.I32, "v", new NameUniquer(ir.f));
    up.addAvailableValue(ir.block("a"), ir.value("x"));
    up.addAvailableValue(ir.block("b"), ir.value("y"));
    // %tail has one predecessor: the question goes on to %join, which merges.
    Value atTail = up.valueAtStart(ir.block("tail"));
    PhiInst phi = (PhiInst) atTail;
    assertSame(ir.block("join"), phi.parent());
    assertEquals("v", phi.name());
    assertSame(ir.value("x"), phi.valueFor(ir.block("a")));
    assertSame(ir.value("y"), phi.valueFor(ir.block("b")));
    assertEquals(1, up.insertedPhis().size());
    up.rewriteUse(ir.instructions("tail", RetInst.class).get(0).operandUse(0));
    assertSame(phi, ir.instructions("tail", RetInst.class).get(0).operand(0));
    Verifier.verify(ir.module);
  }

  @Test
  void noPhiWhereOneValueReachesEveryWay() {
    TestIr ir = TestIr.of(CFG, "f");
    SsaUpdater up = new SsaUpdater(IntegerType.I32, "v", new NameUniquer(ir.f));
    up.addAvailableValue(ir.block("a"), ir.value("x"));
    up.addAvailableValue(ir.block("b"), ir.value("x"));
    assertSame(ir.value("x"), up.valueAtEnd(ir.block("tail")));
    assertTrue(up.insertedPhis().isEmpty(), "the trivial phi is removed again");
    assertTrue(ir.block("join").phis().isEmpty());
  }

  @Test
  void aValueAtTheEndOfABlockIsTheOneDeclaredThere() {
    TestIr ir = TestIr.of(CFG, "f");
    SsaUpdater up = new SsaUpdater(IntegerType.I32, "v", new NameUniquer(ir.f));
    up.addAvailableValue(ir.block("entry"), ir.value("y"));
    up.addAvailableValue(ir.block("join"), ir.value("x"));
    assertTrue(up.hasValueAtEnd(ir.block("join")));
    assertSame(ir.value("x"), up.valueAtEnd(ir.block("join")));
    // At the start of %join the value is %y from both sides (through %a and %b).
    assertSame(ir.value("y"), up.valueAtStart(ir.block("join")));
    assertSame(ir.value("x"), up.valueAtStart(ir.block("tail")));
  }
}
