package dev.hoist.analysis.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.scev.AccessRange;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Instruction;
import dev.hoist.testutil.TestIr;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The accesses of small hand-made loops: groups by address, ranges, strides and dependences. */
class LoopAccessInfoTest {
  /** a[i] += k[0]; b[i] = a[i + 1]; with %a noalias. */
  private static final String WALK = """
      define void @f(i32* noalias %a, i32* %b, i32* %k, i64 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
        %pa = getelementptr inbounds i32, i32* %a, i64 %i
        %x = load i32, i32* %pa, align 4
        %kv = load i32, i32* %k, align 4
        %y = add i32 %x, %kv
        %pa.again = getelementptr inbounds i32, i32* %a, i64 %i
        store i32 %y, i32* %pa.again, align 4
        %i.next = add nuw nsw i64 %i, 1
        %pn = getelementptr inbounds i32, i32* %a, i64 %i.next
        %z = load i32, i32* %pn, align 4
        %pb = getelementptr inbounds i32, i32* %b, i64 %i
        store i32 %z, i32* %pb, align 4
        %c = icmp ult i64 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  private static LoopAccessInfo info(TestIr fx) {
    return new LoopAccessInfo(fx.loop("loop"), fx.se(), fx.aa());
  }

  private static List<String> names(List<Access> accesses) {
    List<String> out = new ArrayList<>();
    for (Access a : accesses) out.add(a.inst().hasName() ? a.inst().name() : "store(" + a.pointer().name() + ")");
    return out;
  }

  @Test
  void accessesComeInBlockOrderAndGroupByAddress() {
    TestIr fx = TestIr.of(WALK, "f");
    LoopAccessInfo lai = info(fx);
    assertEquals(5, lai.loadsAndStores().size());
    List<List<String>> groups = new ArrayList<>();
    for (List<Access> g : lai.byAddress()) groups.add(names(g));
    // %pa and %pa.again are two values with one address; %pn is the next element, another address.
    assertEquals(List.of(List.of("x", "store(pa.again)"), List.of("kv"), List.of("z"), List.of("store(pb)")), groups);
    assertEquals(List.of((Instruction) fx.inst("x")), lai.accessesThrough(fx.value("pa")));
    assertSame(lai.access(fx.inst("x")), lai.access(fx.inst("x")));
  }

  @Test
  void accessFactsStridesAndFirstAddresses() {
    TestIr fx = TestIr.of(WALK, "f");
    LoopAccessInfo lai = info(fx);
    ScalarEvolution se = fx.se();
    Access x = lai.access(fx.inst("x"));
    Access kv = lai.access(fx.inst("kv"));
    Access z = lai.access(fx.inst("z"));
    assertEquals(4, x.bytes());
    assertFalse(x.isStore());
    assertFalse(x.invariant());
    assertTrue(kv.invariant());
    assertEquals(4, lai.strideBytes(x));
    assertEquals(0, lai.strideBytes(kv));
    assertEquals("%a", se.text(lai.firstAddress(x)));
    assertEquals("(4 + %a)", se.text(lai.firstAddress(z)));
    assertEquals("%k", se.text(lai.firstAddress(kv)));
  }

  @Test
  void rangesSpanTheLoop() {
    TestIr fx = TestIr.of(WALK, "f");
    LoopAccessInfo lai = info(fx);
    ScalarEvolution se = fx.se();
    assertEquals("(-1 + (1 umax %n))", se.text(lai.rangeCount()));
    AccessRange r = lai.range(lai.access(fx.inst("x")).address(), 4);
    assertTrue(r.moves());
    assertEquals("%a", se.text(r.start()));
    assertEquals("((4 * (1 umax %n)) + %a)", se.text(r.end()));
    AccessRange k = lai.range(lai.access(fx.inst("kv")).address(), 4);
    assertFalse(k.moves());
    assertEquals("(4 + %k)", se.text(k.end()));
  }

  @Test
  void dependencesWithinAndAcrossIterations() {
    TestIr fx = TestIr.of(WALK, "f");
    LoopAccessInfo lai = info(fx);
    Access x = lai.access(fx.inst("x"));
    Access kv = lai.access(fx.inst("kv"));
    Access z = lai.access(fx.inst("z"));
    Access storeA = lai.byAddress().get(0).get(1);
    Access storeB = lai.byAddress().get(3).get(0);
    assertEquals(Dependence.SAME_ADDRESS, lai.dependence(x, storeA, true));
    assertEquals(Dependence.NO_ALIAS, lai.dependence(kv, storeA, true)); // %a is noalias
    assertEquals(Dependence.MAY_ALIAS, lai.dependence(kv, storeB, true));
    assertEquals(Dependence.MAY_ALIAS, lai.dependence(kv, storeB, false));
    // a[i + 1] and a[i]: a fixed distance; b[i] and a[i]: none.
    assertTrue(lai.hasConstantDistance(z, storeA));
    assertFalse(lai.hasConstantDistance(storeB, storeA));
  }

  @Test
  void aLoadThroughTheSamePointerMustAliasWithinAnIteration() {
    TestIr fx = TestIr.of("""
        define void @f(i32* %p, i32* %q, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %v = load i32, i32* %p, align 4
          %q.cast = bitcast i32* %q to i8*
          %p.cast = bitcast i32* %p to i8*
          store i8 0, i8* %p.cast, align 1
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    LoopAccessInfo lai = info(fx);
    Access v = lai.access(fx.inst("v"));
    Access st = lai.byAddress().get(0).get(1);
    assertEquals(Dependence.SAME_ADDRESS, lai.dependence(v, st, false));
    assertEquals(1, st.bytes());
  }

  @Test
  void withoutACountOnlyInvariantAddressesHaveRanges() {
    TestIr fx = TestIr.of("""
        define void @f(i32* %a, i32* %b) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 0, i32* %pa, align 4
          %v = load i32, i32* %b, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ne i32 %v, 0
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    LoopAccessInfo lai = info(fx);
    assertNull(lai.rangeCount());
    assertNull(lai.range(lai.byAddress().get(0).get(0).address(), 4)); // a[i]: no count to span
    assertEquals("(4 + %b)", fx.se().text(lai.range(lai.access(fx.inst("v")).address(), 4).end()));
  }
}
