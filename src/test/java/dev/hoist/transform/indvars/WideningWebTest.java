package dev.hoist.transform.indvars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.TestIr;
import dev.hoist.transform.util.NameUniquer;
import org.junit.jupiter.api.Test;

/**
 * Which induction-variable webs indvars widens: a counter whose step cannot wrap (nsw for sign
 * extensions, nuw for zero extensions) and whose extensions feed 64-bit addresses, when widening
 * removes more extensions than it adds truncations; and which it leaves, each for its reason.
 */
class WideningWebTest {
  /** A loop with counter {@code %i} ({@code step} is its increment), {@code body} in between, up to 1000. */
  private static TestIr loop(String step, String body) {
    return loop(step, body, "1000");
  }

  private static TestIr loop(String step, String body, String bound) {
    return loop(step, body, bound, "slt");
  }

  private static TestIr loop(String step, String body, String bound, String predicate) {
    return TestIr.of("""
        define void @f(i32* %%a, i32 %%n, i32 %%k) {
        entry:
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%loop ]
        %s
          %%i.next = %s
          %%c = icmp %s i32 %%i.next, %s
          br i1 %%c, label %%loop, label %%exit
        exit:
          ret void
        }
        """.formatted(body, step, predicate, bound), "f");
  }

  private static WideningWeb web(TestIr ir) {
    Loop l = ir.loop("loop");
    return WideningWeb.build((PhiInst) ir.inst("i"), l, l.loopPredecessor(), l.latch(), ir.dt());
  }

  private static final String SEXT_ADDRESS = """
        %ix = sext i32 %i to i64
        %p = getelementptr inbounds i32, i32* %a, i64 %ix
        store i32 0, i32* %p, align 4
      """;

  @Test
  void aSignExtendedNswCounterWidens() {
    TestIr ir = loop("add nsw i32 %i, 1", SEXT_ADDRESS);
    WideningWeb w = web(ir);
    assertNotNull(w);
    assertTrue(w.pays());
    w.widen(new NameUniquer(ir.f));
    Verifier.verify(ir.module);
    // The header's counter is now 64 bits and the address uses it without an extension.
    BasicBlock header = ir.block("loop");
    assertEquals(1, header.phis().size());
    PhiInst wide = header.phis().get(0);
    assertEquals(IntegerType.I64, wide.type());
    assertEquals(0, extensions(header));
  }

  @Test
  void aZeroExtendedNuwCounterWidens() {
    String body = """
          %ix = zext i32 %i to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          store i32 0, i32* %p, align 4
        """;
    assertNotNull(web(loop("add nuw i32 %i, 1", body, "1000", "ult")));
    // Zero extension keeps the unsigned order only: a signed exit test stays narrow, truncated
    // from the wide counter, and one removed extension does not pay for that truncation.
    assertNull(web(loop("add nuw i32 %i, 1", body, "1000", "slt")));
  }

  @Test
  void notWithoutANoWrapFlagForTheExtension() {
    // The step may wrap: the extension of the narrow value is not the wide value.
    assertNull(web(loop("add i32 %i, 1", SEXT_ADDRESS)));
    // nuw makes zero extensions exact, not sign extensions.
    assertNull(web(loop("add nuw i32 %i, 1", SEXT_ADDRESS)));
  }

  @Test
  void notWithoutExtensions() {
    // Nothing converts the counter to a wider type: nothing to widen to.
    assertNull(web(loop("add nsw i32 %i, 1", """
          %p = getelementptr inbounds i32, i32* %a, i32 %i
          store i32 0, i32* %p, align 4
        """)));
  }

  @Test
  void notWhenAVariableBoundCostsMoreThanItSaves() {
    // Against n, the exit test would need n extended on every entry (or a truncation every
    // iteration), and the zero-based counter's extension is free at llc -O2: nothing gained.
    assertNull(web(loop("add nsw i32 %i, 1", SEXT_ADDRESS, "%n")));
    assertNotNull(web(loop("add nsw i32 %i, 1", SEXT_ADDRESS, "1000")));
  }

  @Test
  void notWhenTheStepVaries() {
    assertNull(web(loop("add nsw i32 %i, %v", """
          %ix = sext i32 %i to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          %v = load i32, i32* %p, align 4
        """)));
  }

  @Test
  void notWhenItAddsMoreTruncationsThanItRemovesExtensions() {
    // One extension goes, but three users need the narrow value back (truncated from the wide).
    assertNull(web(loop("add nsw i32 %i, 1", """
          %ix = sext i32 %i to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          store i32 %i, i32* %p, align 4
          %q = getelementptr inbounds i32, i32* %p, i64 1
          store i32 %i, i32* %q, align 4
          %r = getelementptr inbounds i32, i32* %p, i64 2
          store i32 %i, i32* %r, align 4
        """)));
  }

  @Test
  void arithmeticWithTheFlagJoinsTheWeb() {
    // a[i + k] with i + k nsw: the sum is recomputed wide, k extended once before the loop.
    TestIr ir = loop("add nsw i32 %i, 1", """
          %j = add nsw i32 %i, %k
          %jx = sext i32 %j to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %jx
          store i32 0, i32* %p, align 4
        """);
    WideningWeb w = web(ir);
    assertNotNull(w);
    w.widen(new NameUniquer(ir.f));
    Verifier.verify(ir.module);
    assertEquals(0, extensions(ir.block("loop")));
    assertEquals(1, extensions(ir.block("entry")), "k is extended once, before the loop");
  }

  private static int extensions(BasicBlock b) {
    int n = 0;
    for (Instruction i = b.first(); i != null; i = i.next()) {
      if (i instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)) n++;
    }
    return n;
  }
}
