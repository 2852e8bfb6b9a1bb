package dev.hoist.analysis.alias;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Analyses;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.pass.AnalysisManager;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The public API: locations, alias and mod/ref queries on instructions, call effects. */
class AliasAnalysisApiTest {
  @Test
  void analysisComesFromTheManagerAndIsCached() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %p) {
          %a = alloca i32
          store i32 0, i32* %a
          ret void
        }
        """);
    AnalysisManager am = new AnalysisManager();
    AliasAnalysis aa = am.get(ir.f, AliasAnalysis.KEY);
    assertSame(aa, am.get(ir.f, AliasAnalysis.KEY));
    assertSame(ir.f, aa.function());
    am.get(ir.f, Analyses.DOMTREE);
    assertEquals(AliasResult.NO_ALIAS,
        aa.alias(MemoryLocation.precise(ir.value("%a"), 4), MemoryLocation.precise(ir.value("%p"), 4)));
  }

  @Test
  void loadsAndStoresAgainstLocations() {
    IrLookup ir = new IrLookup("""
        define i32 @f(i32* %p, i32* noalias %q) {
          store i32 1, i32* %p
          %v = load i32, i32* %q
          %w = load volatile i32, i32* %q
          ret i32 %v
        }
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    StoreInst st = ir.nth(StoreInst.class, 0);
    LoadInst ld = (LoadInst) ir.inst("%v");
    MemoryLocation p = MemoryLocation.get(st);
    MemoryLocation q = MemoryLocation.get(ld);
    assertEquals(LocationSize.precise(4), p.size());
    assertEquals(ModRef.MOD, aa.getModRefInfo(st, p));
    assertEquals(ModRef.NO_MOD_REF, aa.getModRefInfo(st, q));
    assertEquals(ModRef.REF, aa.getModRefInfo(ld, q));
    assertEquals(ModRef.NO_MOD_REF, aa.getModRefInfo(ld, p));
    // A volatile access is ordered with everything.
    assertEquals(ModRef.MOD_REF, aa.getModRefInfo(ir.inst("%w"), p));
    assertEquals(AliasResult.NO_ALIAS, aa.alias(p, q));
    assertFalse(aa.mayAlias(p, q));
  }

  @Test
  void tbaaTagsOfInstructionsSeparateAccesses() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %p, float* %q) {
          store i32 0, i32* %p, !tbaa !4
          store float 0.0, float* %q, !tbaa !5
          ret void
        }
        !0 = !{!"Simple C/C++ TBAA"}
        !1 = !{!"omnipotent char", !0, i64 0}
        !2 = !{!"int", !1, i64 0}
        !3 = !{!"float", !1, i64 0}
        !4 = !{!2, !2, i64 0}
        !5 = !{!3, !3, i64 0}
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    MemoryLocation a = MemoryLocation.get(ir.nth(StoreInst.class, 0));
    MemoryLocation b = MemoryLocation.get(ir.nth(StoreInst.class, 1));
    assertEquals(AliasResult.NO_ALIAS, aa.alias(a, b));
    // Without the tags, two arguments may alias.
    assertEquals(AliasResult.MAY_ALIAS, aa.alias(a.withoutMetadata(), b.withoutMetadata()));
  }

  @Test
  void memcpyEffectsAndArgumentLocations() {
    IrLookup ir = new IrLookup("""
        declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
        define void @f(i8* %d, i8* %s, i64 %n) {
          call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i1 false)
          call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 %n, i1 false)
          ret void
        }
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    CallEffects fx = aa.callEffects(ir.calls().get(0));
    assertTrue(fx.onlyAccessesArgMemory());
    assertFalse(fx.mayThrow());
    assertTrue(fx.willReturn());
    assertEquals(ModRef.MOD, fx.argModRef(0));
    assertEquals(ModRef.REF, fx.argModRef(1));
    assertTrue(fx.argNoCapture(0) && fx.argNoCapture(1));
    assertEquals(LocationSize.precise(16), fx.argumentLocation(0).size());
    assertEquals(LocationSize.AFTER_POINTER, aa.callEffects(ir.calls().get(1)).argumentLocation(1).size());
    assertEquals(ModRef.MOD_REF, fx.modRef());
  }

  @Test
  void libraryFunctionsWithAndWithoutKnowledge() {
    IrLookup ir = new IrLookup("""
        declare i64 @strlen(i8*)
        declare i32 @printf(i8*, ...)
        declare noalias i8* @malloc(i64)
        declare void @free(i8*)
        declare double @sin(double)
        declare double @cos(double) readnone
        define void @f(i8* %s, double %x) {
          %n = call i64 @strlen(i8* %s)
          %r = call i32 (i8*, ...) @printf(i8* %s, i64 %n)
          %m = call i8* @malloc(i64 %n)
          call void @free(i8* %m)
          %a = call double @sin(double %x)
          %b = call double @cos(double %x)
          ret void
        }
        """);
    List<CallBase> c = ir.calls();
    CallEffects strlen = CallEffects.of(c.get(0));
    assertTrue(strlen.onlyReadsMemory() && strlen.onlyAccessesArgMemory() && !strlen.mayThrow());
    assertTrue(strlen.argNoCapture(0));
    CallEffects plain = CallEffects.of(c.get(0), false);
    assertTrue(plain.mayWriteMemory() && plain.mayThrow() && !plain.argNoCapture(0));
    CallEffects printf = CallEffects.of(c.get(1));
    assertTrue(printf.mayWriteMemory() && !printf.mayThrow() && printf.argNoCapture(0));
    assertEquals(ModRef.REF, printf.argModRef(0));
    CallEffects malloc = CallEffects.of(c.get(2));
    assertTrue(malloc.isMallocOrCallocLike() && malloc.returnsNoAlias() && malloc.onlyAccessesInaccessibleMemory());
    assertTrue(CallEffects.of(c.get(2), false).isMallocOrCallocLike());
    CallEffects free = CallEffects.of(c.get(3));
    assertTrue(free.onlyAccessesInaccessibleOrArgMemory() && free.mayWriteMemory());
    // sin may set errno unless the declaration says readnone (-fno-math-errno).
    CallEffects sin = CallEffects.of(c.get(4));
    assertTrue(sin.mayWriteMemory() && !sin.mayReadMemory() && sin.willReturn());
    assertTrue(CallEffects.of(c.get(5)).doesNotAccessMemory());
  }

  @Test
  void libraryKnowledgeRefinesModRef() {
    IrLookup ir = new IrLookup("""
        declare i64 @strlen(i8*)
        define i64 @f(i8* %s, i32* %p) {
          %n = call i64 @strlen(i8* %s)
          store i32 0, i32* %p
          ret i64 %n
        }
        """);
    CallBase call = ir.calls().get(0);
    MemoryLocation p = MemoryLocation.get(ir.nth(StoreInst.class, 0));
    assertEquals(ModRef.REF, AliasAnalysis.of(ir.f, true).getModRefInfo(call, p));
    assertEquals(ModRef.MOD_REF, AliasAnalysis.of(ir.f, false).getModRefInfo(call, p));
  }

  @Test
  void functionsDefinedInTheModuleKeepTheirOwnMeaning() {
    IrLookup ir = new IrLookup("""
        define i64 @strlen(i8* %s) {
          store i8 0, i8* %s
          ret i64 0
        }
        define i64 @f(i8* %s) {
          %n = call i64 @strlen(i8* %s)
          ret i64 %n
        }
        """);
    assertTrue(CallEffects.of(ir.calls().get(0)).mayWriteMemory());
  }

  @Test
  void callsAgainstCalls() {
    IrLookup ir = new IrLookup("""
        declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
        declare i32 @look(i8*) readonly
        define void @f(i8* noalias %a, i8* noalias %b) {
          call void @llvm.memset.p0i8.i64(i8* %a, i8 0, i64 8, i1 false)
          %x = call i32 @look(i8* %b)
          %y = call i32 @look(i8* %a)
          ret void
        }
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    List<CallBase> c = ir.calls();
    assertEquals(ModRef.REF, aa.getModRefInfo(c.get(1), c.get(0)));
    assertEquals(ModRef.NO_MOD_REF, aa.getModRefInfo(c.get(1), c.get(2)));
    assertEquals(ModRef.MOD, aa.getModRefInfo(c.get(0), c.get(2)));
  }

  @Test
  void captureTrackingAndConstantMemory() {
    IrLookup ir = new IrLookup("""
        @c = constant i32 3
        @g = global i32* null
        define void @f() {
          %a = alloca i32
          %b = alloca i32
          store i32* %b, i32** @g
          ret void
        }
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    assertTrue(aa.isNonEscapingLocalObject(ir.value("%a")));
    assertFalse(aa.isNonEscapingLocalObject(ir.value("%b")));
    assertTrue(aa.pointsToConstantMemory(MemoryLocation.precise(ir.value("@c"), 4), false));
    assertFalse(aa.pointsToConstantMemory(MemoryLocation.precise(ir.value("%a"), 4), false));
    assertTrue(aa.pointsToConstantMemory(MemoryLocation.precise(ir.value("%a"), 4), true));
    assertTrue(aa.objectsNeverAlias(ir.value("%a"), ir.value("@g")));
  }

  @Test
  void underlyingObjectsThroughCastsGepsPhisAndSelects() {
    IrLookup ir = new IrLookup("""
        define void @f(i1 %c, i64 %i) {
        entry:
          %a = alloca [4 x i32]
          %b = alloca i32
          %p = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 %i
          %q = bitcast i32* %p to i8*
          %s = select i1 %c, i32* %p, i32* %b
          ret void
        }
        """);
    assertSame(ir.value("%a"), Underlying.object(ir.value("%q")));
    assertSame(ir.value("%s"), Underlying.object(ir.value("%s")));
    assertEquals(List.of(ir.value("%b"), ir.value("%a")), Underlying.objects(ir.value("%s"), 8));
  }
}
