package dev.hoist.analysis.alias;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.StoreInst;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Alias sets of a loop body: grouping, mod/ref, must-alias and unknown instructions. */
class AliasSetTrackerTest {
  private static final String LOOP = """
      @g = global i32 0
      declare void @unknown()
      declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
      define void @f(i32* %p, i32* %q, i64 %n) {
      entry:
        %a = alloca [8 x i32]
        %x = alloca i32
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
        %ai = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 %i
        %i.next = add nuw nsw i64 %i, 1
        %ai1 = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 %i.next
        %v = load i32, i32* %ai
        store i32 %v, i32* %ai1
        %xv = load i32, i32* %x
        %x8 = bitcast i32* %x to i8*
        %xb = bitcast i32* %x to i32*
        store i32 1, i32* %xb
        %pv = load i32, i32* %p
        store i32 %pv, i32* %q
        %done = icmp eq i64 %i.next, %n
        br i1 %done, label %exit, label %loop
      exit:
        ret void
      }
      """;

  @Test
  void accessesAreGroupedBySetsThatMayAlias() {
    IrLookup ir = new IrLookup(LOOP);
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f));
    t.addAll(loop(ir));
    List<AliasSet> sets = t.sets();
    AliasSet a = t.setOf(ir.inst("%v"));
    AliasSet x = t.setOf(ir.inst("%xv"));
    AliasSet pq = t.setOf(ir.inst("%pv"));
    // %ai and %ai1 are 4 bytes apart: two sets; %x; and {%p, %q}.
    assertEquals(4, sets.size(), sets.toString());
    assertNotSame(a, t.setOf(ir.nth(StoreInst.class, 0)));
    assertNotSame(a, x);
    assertNotSame(x, pq);
    assertTrue(x.isMustAlias(), "%x and its bitcast are one address");
    assertTrue(x.isMod() && x.isRef());
    assertFalse(pq.isMustAlias(), "%p and %q may alias");
    assertTrue(pq.isMod() && pq.isRef());
    assertEquals(2, pq.pointers().size());
    assertTrue(a.isRef() && !a.isMod());
    assertSame(x, t.setOf(ir.nth(StoreInst.class, 1)));
  }

  @Test
  void unknownCallsJoinWhatTheyMayTouch() {
    IrLookup ir = new IrLookup("""
        @g = global i32 0
        declare void @unknown()
        define void @f(i32* %p) {
        entry:
          %x = alloca i32
          br label %loop
        loop:
          %xv = load i32, i32* %x
          %gv = load i32, i32* @g
          call void @unknown()
          store i32 0, i32* %p
          br i1 true, label %exit, label %loop
        exit:
          ret void
        }
        """);
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f));
    t.addAll(loop(ir));
    AliasSet call = t.setOf(ir.calls().get(0));
    assertTrue(call.hasUnknownInstructions());
    assertFalse(call.isMustAlias());
    assertSame(call, t.setOf(ir.inst("%gv")), "the call may write @g");
    assertSame(call, t.setOf(ir.nth(StoreInst.class, 0)), "the call may read *%p");
    assertNotSame(call, t.setOf(ir.inst("%xv")), "%x does not escape");
    assertEquals(2, t.sets().size());
    assertTrue(t.mayBeModified(MemoryLocation.precise(ir.value("@g"), 4)));
    assertFalse(t.mayBeModified(MemoryLocation.precise(ir.value("%x"), 4)));
  }

  @Test
  void memIntrinsicsAddTheirRanges() {
    IrLookup ir = new IrLookup("""
        declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
        define void @f() {
        entry:
          %a = alloca [4 x i32]
          %c = bitcast [4 x i32]* %a to i8*
          %e2 = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 2
          br label %loop
        loop:
          call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 8, i1 false)
          %v = load i32, i32* %e2
          br i1 true, label %exit, label %loop
        exit:
          ret void
        }
        """);
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f));
    t.addAll(loop(ir));
    AliasSet m = t.setOf(ir.calls().get(0));
    assertFalse(m.hasUnknownInstructions(), "memset is argmemonly: a pointer, not an unknown instruction");
    assertTrue(m.isMod() && !m.isRef());
    assertNotSame(m, t.setOf(ir.inst("%v")), "memset writes bytes 0..7, the load reads 8..11");
    assertEquals(LocationSize.precise(8), m.pointers().get(0).size());
  }

  @Test
  void saturationCollapsesEverything() {
    IrLookup ir = new IrLookup(LOOP);
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f), 2);
    t.addAll(loop(ir));
    assertEquals(1, t.sets().size());
    assertTrue(t.sets().get(0).aliasesAny());
    assertFalse(t.sets().get(0).isMustAlias());
  }

  @Test
  void readOnlyQueryFindsTheSetsOfALocation() {
    IrLookup ir = new IrLookup(LOOP);
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f));
    t.addAll(loop(ir));
    int before = t.sets().size();
    List<AliasSet> s = t.setsAliasing(MemoryLocation.precise(ir.value("%p"), 4));
    assertEquals(1, s.size());
    assertSame(t.setOf(ir.inst("%pv")), s.get(0));
    assertEquals(before, t.sets().size());
    assertTrue(t.setsAliasing(MemoryLocation.precise(ir.value("@g"), 4)).contains(s.get(0)), "@g may be *%p");
  }

  @Test
  void manyDistinctObjectsStayCheap() {
    int n = 800;
    StringBuilder ll = new StringBuilder("define void @f(i32* %p) {\nentry:\n");
    for (int i = 0; i < n; i++) ll.append("  %a").append(i).append(" = alloca i32\n");
    ll.append("  br label %loop\nloop:\n");
    for (int i = 0; i < n; i++) {
      ll.append("  %v").append(i).append(" = load i32, i32* %a").append(i).append('\n');
      ll.append("  store i32 %v").append(i).append(", i32* %p\n");
    }
    ll.append("  br i1 true, label %exit, label %loop\nexit:\n  ret void\n}\n");
    IrLookup ir = new IrLookup(ll.toString());
    long t0 = System.nanoTime();
    AliasSetTracker t = new AliasSetTracker(AliasAnalysis.of(ir.f));
    t.addAll(loop(ir));
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(n + 1, t.sets().size());
    assertTrue(ms < 5000, "took " + ms + " ms");
  }

  private static List<BasicBlock> loop(IrLookup ir) {
    return ir.f.blocks().stream().filter(b -> "loop".equals(b.name())).toList();
  }
}
