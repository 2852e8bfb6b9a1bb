package dev.hoist.transform.licm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * LICM's legality on small loops: for each {@link Blocker}, an instruction it holds in the loop,
 * and next to it the closest instruction that may move. {@code canMove} answers for memory and
 * side effects, {@code safeToExecuteUnconditionally} for hoisting out of a conditional block.
 */
class LicmLegalityTest {
  /** {@code body} is the loop's straight-line body between the counter and the latch test. */
  private static TestIr loop(String params, String body, String decls) {
    return TestIr.of("""
        define void @f(%s, i32 %%n) {
        entry:
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%loop ]
        %s
          %%i.next = add nuw nsw i32 %%i, 1
          %%c = icmp slt i32 %%i.next, %%n
          br i1 %%c, label %%loop, label %%exit
        exit:
          ret void
        }
        %s
        """.formatted(params, body, decls), "f");
  }

  private static Blocker canMove(TestIr ir, String inst) {
    return canMove(ir, inst, LicmOptions.DEFAULT.maxAccessesPerLoop(), false);
  }

  private static Blocker canMove(TestIr ir, String inst, int cap, boolean forSink) {
    Loop l = ir.loop("loop");
    return LicmLegality.canMove(ir.inst(inst), l, new LoopMemory(l, ir.aa(), cap), forSink);
  }

  @Test
  void arithmeticMovesAndAllocasDoNot() {
    TestIr ir = loop("i32 %x", """
          %s = shl i32 %x, 3
          %a = alloca i32
        """, "");
    assertNull(canMove(ir, "s"));
    assertEquals(Blocker.NOT_MOVABLE, canMove(ir, "a"));
  }

  @Test
  void operandsDefinedInTheLoopAreNotInvariant() {
    TestIr ir = loop("i32 %x", """
          %inv = add i32 %x, 1
          %var = add i32 %x, %i
        """, "");
    Loop l = ir.loop("loop");
    assertTrue(LicmLegality.hasInvariantOperands(ir.inst("inv"), l));
    assertFalse(LicmLegality.hasInvariantOperands(ir.inst("var"), l));
    // canMove does not look at operands: that is the caller's first question.
    assertNull(canMove(ir, "var"));
  }

  @Test
  void loadBlockedByAStoreThatMayAlias() {
    TestIr ir = loop("i32* %p, i32* %q", """
          %v = load i32, i32* %p, align 4
          store i32 %i, i32* %q, align 4
        """, "");
    assertEquals(Blocker.MAY_ALIAS_STORE, canMove(ir, "v"));
  }

  @Test
  void loadMovesPastAStoreAliasAnalysisKeepsApart() {
    TestIr ir = loop("i32* %p, i32* noalias %q", """
          %v = load i32, i32* %p, align 4
          store i32 %i, i32* %q, align 4
        """, "");
    assertNull(canMove(ir, "v"));
  }

  @Test
  void invariantLoadAndConstantMemoryIgnoreStores() {
    TestIr ir = TestIr.of("""
        @k = constant i32 7
        define void @f(i32* %p, i32* %q, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %marked = load i32, i32* %p, align 4, !invariant.load !0
          %const = load i32, i32* @k, align 4
          store i32 %i, i32* %q, align 4
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        !0 = !{}
        """, "f");
    assertNull(canMove(ir, "marked"));
    assertNull(canMove(ir, "const"));
  }

  @Test
  void volatileAndOrderedAccessesStay() {
    TestIr ir = loop("i32* noalias %p, i32* noalias %q, i32* noalias %r", """
          %v = load volatile i32, i32* %p, align 4
          %w = load atomic i32, i32* %q seq_cst, align 4
          store atomic i32 0, i32* %r release, align 4
        """, "");
    assertEquals(Blocker.VOLATILE_OR_ATOMIC, canMove(ir, "v"));
    assertEquals(Blocker.VOLATILE_OR_ATOMIC, canMove(ir, "w"));
    Instruction st = ir.instructions("loop", dev.hoist.ir.StoreInst.class).get(0);
    Loop l = ir.loop("loop");
    assertEquals(Blocker.VOLATILE_OR_ATOMIC, LicmLegality.canMove(st, l, new LoopMemory(l, ir.aa(), 100), false));
  }

  @Test
  void unorderedAtomicLoadMovesLikeAPlainOne() {
    TestIr ir = loop("i32* noalias %p", """
          %v = load atomic i32, i32* %p unordered, align 4
        """, "");
    assertNull(canMove(ir, "v"));
  }

  @Test
  void storeBlockedByAnotherAccessToItsLocation() {
    TestIr ir = loop("i32* %p, i32* %q", """
          store i32 1, i32* %p, align 4
          %v = load i32, i32* %q, align 4
        """, "");
    Instruction st = ir.instructions("loop", dev.hoist.ir.StoreInst.class).get(0);
    Loop l = ir.loop("loop");
    assertEquals(Blocker.MAY_ALIAS_ACCESS, LicmLegality.canMove(st, l, new LoopMemory(l, ir.aa(), 100), false));
    // Sinking a store is never LICM's: stores have no users to follow.
    assertEquals(Blocker.SIDE_EFFECTS, LicmLegality.canMove(st, l, new LoopMemory(l, ir.aa(), 100), true));
  }

  @Test
  void storeAloneOnItsLocationMayMove() {
    TestIr ir = loop("i32* noalias %p", """
          store i32 1, i32* %p, align 4
        """, "");
    Instruction st = ir.instructions("loop", dev.hoist.ir.StoreInst.class).get(0);
    Loop l = ir.loop("loop");
    assertNull(LicmLegality.canMove(st, l, new LoopMemory(l, ir.aa(), 100), false));
  }

  @Test
  void callsByTheirEffects() {
    TestIr ir = loop("i32 %x", """
          %pure = call i32 @pure(i32 %x)
          %throws = call i32 @throws(i32 %x)
          %writes = call i32 @writes(i32 %x)
          %conv = call i32 @conv(i32 %x)
          call void asm sideeffect "nop", ""()
        """, """
        declare i32 @pure(i32) nounwind readnone willreturn
        declare i32 @throws(i32) readnone
        declare i32 @writes(i32) nounwind willreturn
        declare i32 @conv(i32) nounwind readnone willreturn convergent
        """);
    assertNull(canMove(ir, "pure"));
    assertEquals(Blocker.MAY_THROW, canMove(ir, "throws"));
    assertEquals(Blocker.SIDE_EFFECTS, canMove(ir, "writes"));
    assertEquals(Blocker.CONVERGENT, canMove(ir, "conv"));
    Instruction asm = ir.instructions("loop", dev.hoist.ir.CallInst.class).get(4);
    Loop l = ir.loop("loop");
    assertEquals(Blocker.SIDE_EFFECTS, LicmLegality.canMove(asm, l, new LoopMemory(l, ir.aa(), 100), false));
  }

  @Test
  void argMemOnlyCallBlockedByAStoreToItsArgument() {
    String decl = "declare i32 @reads_arg(i32*) nounwind readonly argmemonly willreturn";
    String body = """
          %reads = call i32 @reads_arg(i32* %p)
          store i32 %i, i32* %q, align 4
        """;
    assertEquals(Blocker.MAY_ALIAS_STORE, canMove(loop("i32* %p, i32* %q", body, decl), "reads"));
    // The call reads only through its argument, which the loop's one store cannot touch.
    assertNull(canMove(loop("i32* noalias %p, i32* noalias %q", body, decl), "reads"));
  }

  @Test
  void debugIntrinsicsAndTokensStay() {
    TestIr ir = TestIr.of("""
        define void @f(i32 %x, i32 %n) !dbg !4 {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !9
          %t = call token @llvm.call.preallocated.setup(i32 1)
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        declare void @llvm.dbg.value(metadata, metadata, metadata)
        declare token @llvm.call.preallocated.setup(i32)
        !llvm.dbg.cu = !{!0}
        !llvm.module.flags = !{!2}
        !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
        !1 = !DIFile(filename: "t.c", directory: "/")
        !2 = !{i32 2, !"Debug Info Version", i32 3}
        !4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !6)
        !5 = !DISubroutineType(types: !6)
        !6 = !{}
        !7 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 1, type: !8)
        !8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
        !9 = !DILocation(line: 1, scope: !4)
        """, "f");
    Loop l = ir.loop("loop");
    LoopMemory mem = new LoopMemory(l, ir.aa(), 100);
    var calls = ir.instructions("loop", dev.hoist.ir.CallInst.class);
    assertEquals(Blocker.DEBUG_INTRINSIC, LicmLegality.canMove(calls.get(0), l, mem, false));
    assertEquals(Blocker.TOKEN, LicmLegality.canMove(calls.get(1), l, mem, false));
  }

  @Test
  void tooManyAccessesStopsTheQueries() {
    TestIr ir = loop("i32* noalias %p, i32* noalias %q", """
          %v = load i32, i32* %p, align 4
          store i32 %i, i32* %q, align 4
        """, "");
    // Two accesses against a cap of one: the load is not even asked about.
    assertEquals(Blocker.TOO_MANY_ACCESSES, canMove(ir, "v", 1, false));
    assertNull(canMove(ir, "v", 2, false));
  }

  /** A loop whose body branches to %then on %cond, then joins at %latch. */
  private static TestIr conditional(String params, String then, String decls) {
    return TestIr.of("""
        define void @f(%s, i1 %%cond, i32 %%n) {
        entry:
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%latch ]
          br i1 %%cond, label %%then, label %%latch
        then:
        %s
          br label %%latch
        latch:
          %%i.next = add nuw nsw i32 %%i, 1
          %%c = icmp slt i32 %%i.next, %%n
          br i1 %%c, label %%loop, label %%exit
        exit:
          ret void
        }
        %s
        """.formatted(params, then, decls), "f");
  }

  private static Blocker unconditionally(TestIr ir, Instruction i) {
    return LicmLegality.safeToExecuteUnconditionally(i, new LoopSafety(ir.loop("loop"), ir.dt()));
  }

  @Test
  void conditionalCodeThatMayTrapStays() {
    TestIr ir = conditional("i32 %x, i32 %d, i32* %p, i32* noalias %s", """
          %add = add i32 %x, 1
          %byconst = udiv i32 %x, 7
          %byvar = udiv i32 %x, %d
          %v = load i32, i32* %p, align 4
          %sq = call double @sqrt(double 2.0)
          %sqerr = call double @sqrt_errno(double 2.0)
          store i32 0, i32* %s, align 4
        """, """
        declare double @sqrt(double) nounwind readnone
        declare double @sqrt_errno(double) nounwind readonly
        """);
    assertNull(unconditionally(ir, ir.inst("add")));
    assertNull(unconditionally(ir, ir.inst("byconst")));
    assertEquals(Blocker.MAY_TRAP_CONDITIONAL, unconditionally(ir, ir.inst("byvar")));
    assertEquals(Blocker.MAY_TRAP_CONDITIONAL, unconditionally(ir, ir.inst("v")));
    // A libm function declared readnone (no errno) may be speculated, beyond LLVM 14.
    assertNull(unconditionally(ir, ir.inst("sq")));
    assertEquals(Blocker.NOT_GUARANTEED_TO_EXECUTE, unconditionally(ir, ir.inst("sqerr")));
    Instruction st = ir.instructions("then", dev.hoist.ir.StoreInst.class).get(0);
    assertEquals(Blocker.NOT_GUARANTEED_TO_EXECUTE, unconditionally(ir, st));
  }

  @Test
  void codeThatRunsOnEveryEntryMayTrap() {
    TestIr ir = loop("i32 %x, i32 %d, i32* %p", """
          %byvar = udiv i32 %x, %d
          %v = load i32, i32* %p, align 4
        """, "");
    LoopSafety safety = new LoopSafety(ir.loop("loop"), ir.dt());
    assertNull(LicmLegality.safeToExecuteUnconditionally(ir.inst("byvar"), safety));
    assertNull(LicmLegality.safeToExecuteUnconditionally(ir.inst("v"), safety));
  }

  @Test
  void everyBlockerHasItsPhrase() {
    // The phrases are what -debug-only=licm and the statistics print (lit tests check the output).
    assertEquals("potential aliasing store in loop", Blocker.MAY_ALIAS_STORE.text());
    assertEquals("may trap and is conditionally executed", Blocker.MAY_TRAP_CONDITIONAL.text());
    for (Blocker b : Blocker.values()) assertFalse(b.text().isBlank(), b.name());
  }
}
