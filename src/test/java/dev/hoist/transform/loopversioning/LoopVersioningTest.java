package dev.hoist.transform.loopversioning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.access.RuntimePointerChecking;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.TestIr;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared loop-versioning utility: the checks, the two versions, the scopes and the markers. */
class LoopVersioningTest {
  private static final String LOOP = """
      define void @f(i32* %a, i32* %b, i32* %k, i64 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
        %kv = load i32, i32* %k, align 4
        %pb = getelementptr i32, i32* %b, i64 %i
        %v = load i32, i32* %pb, align 4
        %x = shl i32 %v, %kv
        %pa = getelementptr i32, i32* %a, i64 %i
        store i32 %x, i32* %pa, align 4
        %i.next = add nuw nsw i64 %i, 1
        %c = icmp ult i64 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  private static List<String> namesIn(BasicBlock b) {
    List<String> out = new ArrayList<>();
    for (Instruction i : b) if (i.hasName()) out.add(i.name());
    return out;
  }

  @Test
  void versionsALoopBehindItsChecks() {
    TestIr fx = TestIr.of(LOOP, "f");
    Loop l = fx.loop("loop");
    Instruction at = l.preheader().terminator();
    RuntimePointerChecking rpc = new RuntimePointerChecking(new LoopAccessInfo(l, fx.se(), fx.aa()), at);
    var k = rpc.group(fx.value("k"));
    var a = rpc.group(fx.value("pa"));
    rpc.needsCheck(k, a);
    RuntimeChecks checks = rpc.finish(100);
    NameUniquer names = new NameUniquer(fx.f);
    Value ok = new RuntimeCheckEmitter(fx.se(), new ScevExpander(fx.se()), new FoldingBuilder(at, names), IntegerType.I64,
        RuntimeCheckEmitter.Names.LOOP_VERSIONING).emit(checks);
    BasicBlock latch = l.latch();
    LoopVersioning.Versions v = LoopVersioning.version(l, ok, names);
    NoAliasScopes.annotate(checks);
    LoopMarks.mark(latch.terminator(), List.of(LoopMarks.strings("llvm.loop.x")));
    Verifier.verify(fx.module);

    assertEquals("loop.lver.check", v.checkBlock().name());
    assertEquals("loop.ph", v.fastPreheader().name());
    assertEquals("loop.ph.lver.orig", v.safePreheader().name());
    assertEquals("loop.lver.orig", v.safeHeader().name());
    assertSame(v.safeHeader(), v.safeLatch()); // one block: header and latch
    // *k's range is [k, k + 4); a[]'s moves and may wrap (no inbounds): a guard, then the pair.
    assertEquals(List.of("lver.nowrap", "lver.cmp1", "lver.cmp2", "lver.disjoint", "lver.merged"), namesIn(v.checkBlock()));
    assertEquals("lver.merged", ((Instruction) ok).name());
    // The fast version (the original loop) carries the scopes; the copy does not.
    assertNotNull(((Instruction) fx.inst("kv")).getMetadata("alias.scope"));
    assertNotNull(((Instruction) fx.inst("kv")).getMetadata("noalias"));
    assertNull(((Instruction) fx.inst("kv.lver.orig")).getMetadata("alias.scope"));
    String text = Hoist.print(fx.module);
    assertTrue(text.contains("!{!\"llvm.loop.x\"}"), text);
    assertTrue(text.contains("!\"LVerDomain\""), text);
  }

  @Test
  void checksFoldWhereTheBuilderCan() {
    TestIr fx = TestIr.of(LOOP, "f");
    Loop l = fx.loop("loop");
    Instruction at = l.preheader().terminator();
    NameUniquer names = new NameUniquer(fx.f);
    FoldingBuilder b = new FoldingBuilder(at, names);
    RuntimeCheckEmitter e = new RuntimeCheckEmitter(fx.se(), new ScevExpander(fx.se()), b, IntegerType.I64,
        RuntimeCheckEmitter.Names.VECTORIZER);
    Value[] x = {e.address(fx.se().getSCEV(fx.value("a"))), null};
    x[1] = b.binary(dev.hoist.ir.Opcode.ADD, x[0], ConstantInt.get(IntegerType.I64, 16), "vec.end");
    Value[] y = {ConstantInt.get(IntegerType.I64, 0), ConstantInt.get(IntegerType.I64, 8)};
    // true AND (x apart from y) is just the test; the compares keep the vectorizer's names.
    Value ok = e.allApart(ConstantInt.getBool(true), List.of(new int[] {0, 1}), i -> i == 0 ? x : y);
    assertEquals("found.conflict.not", ((Instruction) ok).name());
    assertEquals(List.of("vec.end", "bound0", "bound1", "found.conflict.not"), namesIn(at.parent()));
    // Two constant ranges fold to a constant: no instruction at all.
    Value folded = e.allApart(null, List.of(new int[] {0, 1}), i -> i == 0 ? y
        : new Value[] {ConstantInt.get(IntegerType.I64, 8), ConstantInt.get(IntegerType.I64, 12)});
    assertTrue(folded instanceof ConstantInt c && c.isOne());
  }
}
