package dev.hoist.analysis.alias;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.hoist.testutil.Llvm;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hand-written alias cases, each a small function with the answers Hoist must give, as aa-eval
 * prints them ({@code NoAlias: i32* %a, i32* %x}). Every case is also run through LLVM 14's
 * aa-eval: an expected answer must be LLVM's too, unless it is marked {@code +} (Hoist is more
 * precise, LLVM says MayAlias / ModRef), and over the whole function Hoist must never say NoAlias
 * where LLVM says MustAlias or PartialAlias, nor NoModRef where LLVM sees an effect.
 */
class AliasCasesTest {
  @BeforeAll
  static void needsOpt() {
    Llvm.require();
  }

  /** Checks {@code expected} lines ("[fn|][+]Kind: what") against Hoist and opt. */
  static void check(String ll, String... expected) {
    checkWith(ll, false, expected);
  }

  static void checkWith(String ll, boolean evaluateMetadata, String... expected) {
    ll = AaEvalRunner.canonical(ll);
    String h = AaEvalRunner.hoist(ll, evaluateMetadata);
    String o = AaEvalRunner.opt(ll, evaluateMetadata);
    Map<String, String> hoist = AaEvalRunner.answers(h);
    Map<String, String> llvm = AaEvalRunner.answers(o);
    for (String e : expected) {
      String fn = "f";
      int bar = e.indexOf('|');
      if (bar >= 0 && bar < e.indexOf(':')) {
        fn = e.substring(0, bar);
        e = e.substring(bar + 1);
      }
      boolean morePrecise = e.startsWith("+");
      if (morePrecise) e = e.substring(1);
      int colon = e.indexOf(':');
      String kind = e.substring(0, colon);
      String key = fn + ": " + e.substring(colon + 1).replace('\t', ' ').replaceAll(" +", " ").strip();
      assertEquals(kind, hoist.get(key), "Hoist's answer for " + key + "\n" + h);
      String l = llvm.get(key);
      assertNotNull(l, "opt does not print " + key + "\n" + o);
      if (morePrecise) {
        assertNotEquals(kind, l, "LLVM agrees; drop the '+' on " + key);
        assertEquals(true, l.equals("MayAlias") || l.startsWith("Both ModRef") || l.startsWith("Just"),
            "LLVM's answer " + l + " for " + key);
      } else {
        assertEquals(kind, l, "LLVM's answer for " + key);
      }
    }
    AaEvalComparison.Result r = AaEvalComparison.compare("case", o, h);
    assertEquals(0, r.unsound, "Hoist NoAlias where LLVM says Must/Partial: " + r.examples);
    assertEquals(0, r.missingInHoist + r.extraInHoist, "pointer enumeration differs\n" + h + "\n" + o);
  }

  // ---- identified objects ---------------------------------------------------------------------------

  @Test
  void distinctAllocasDoNotAlias() {
    check("""
        define void @f() {
          %a = alloca i32
          %b = alloca i32
          store i32 0, i32* %a
          store i32 1, i32* %b
          ret void
        }
        """, "NoAlias: i32* %a, i32* %b");
  }

  @Test
  void allocaDoesNotAliasArgument() {
    check("""
        define void @f(i32* %p) {
          %a = alloca i32
          store i32 0, i32* %a
          store i32 1, i32* %p
          ret void
        }
        """, "NoAlias: i32* %a, i32* %p");
  }

  @Test
  void argumentsMayAlias() {
    check("""
        define void @f(i32* %p, i32* %q) {
          store i32 0, i32* %p
          store i32 1, i32* %q
          ret void
        }
        """, "MayAlias: i32* %p, i32* %q");
  }

  @Test
  void noaliasArgumentDoesNotAliasOtherArgument() {
    check("""
        define void @f(i32* noalias %p, i32* %q) {
          store i32 0, i32* %p
          store i32 1, i32* %q
          ret void
        }
        """, "NoAlias: i32* %p, i32* %q");
  }

  @Test
  void distinctGlobalsDoNotAliasButArgumentsMay() {
    check("""
        @g = global i32 0
        @h = global i32 0
        define void @f(i32* %p) {
          store i32 0, i32* @g
          store i32 1, i32* @h
          store i32 2, i32* %p
          ret void
        }
        """, "NoAlias: i32* @g, i32* @h", "MayAlias: i32* %p, i32* @g");
  }

  @Test
  void mallocResultsAreDistinctObjects() {
    check("""
        declare noalias i8* @malloc(i64)
        define void @f(i8* %p) {
          %m = call i8* @malloc(i64 4)
          %n = call i8* @malloc(i64 4)
          store i8 0, i8* %m
          store i8 0, i8* %n
          store i8 0, i8* %p
          ret void
        }
        """, "NoAlias: i8* %m, i8* %n", "NoAlias: i8* %m, i8* %p",
        "NoModRef: Ptr: i8* %p <-> %n = call i8* @malloc(i64 4)",
        "Both ModRef: Ptr: i8* %n <-> %n = call i8* @malloc(i64 4)");
  }

  @Test
  void nullUndefAndEmptyLocationsAliasNothing() {
    check("""
        define void @f(i32* %p, i64 %i) {
          %n = getelementptr i32, i32* null, i64 %i
          store i32 0, i32* %n
          store i32 0, i32* undef
          %e = bitcast i32* %p to {}*
          store i32 1, i32* %p
          ret void
        }
        """, "NoAlias: i32* %n, i32* %p", "NoAlias: i32* %p, i32* undef", "NoAlias: i32* %p, {}* %e");
  }

  // ---- getelementptr arithmetic -------------------------------------------------------------------------

  @Test
  void constantOffsetsThatDoNotOverlap() {
    check("""
        define void @f([4 x i32]* %a) {
          %p1 = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 1
          %p2 = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 2
          store i32 0, i32* %p1
          store i32 0, i32* %p2
          ret void
        }
        """, "NoAlias: i32* %p1, i32* %p2");
  }

  @Test
  void constantOffsetsThatOverlapPartially() {
    check("""
        define void @f(i8* %a) {
          %q = getelementptr i8, i8* %a, i64 4
          %w = bitcast i8* %a to i64*
          %n = bitcast i8* %q to i32*
          store i64 0, i64* %w
          store i32 0, i32* %n
          ret void
        }
        """, "PartialAlias (off -4): i32* %n, i64* %w", "MustAlias: i64* %w, i8* %a");
  }

  @Test
  void samePlaceThroughDifferentPathsMustAlias() {
    check("""
        define void @f([2 x i32]* %a) {
          %x = getelementptr [2 x i32], [2 x i32]* %a, i64 0, i64 1
          %c = bitcast [2 x i32]* %a to i8*
          %y8 = getelementptr i8, i8* %c, i64 4
          %y = bitcast i8* %y8 to i32*
          store i32 0, i32* %x
          store i32 0, i32* %y
          ret void
        }
        """, "MustAlias: i32* %x, i32* %y");
  }

  @Test
  void elementInsideArrayIsPartialWithOffset() {
    check("""
        define void @f() {
          %y = alloca [10 x i32]
          %g = getelementptr [10 x i32], [10 x i32]* %y, i64 0, i64 2
          store i32 0, i32* %g
          ret void
        }
        """, "PartialAlias (off 8): [10 x i32]* %y, i32* %g");
  }

  @Test
  void structFieldOffsetsFollowTheDataLayout() {
    check("""
        target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
        %S = type { i32, i64, i8 }
        define void @f(%S* %s) {
          %f0 = getelementptr %S, %S* %s, i64 0, i32 0
          %f1 = getelementptr %S, %S* %s, i64 0, i32 1
          %f2 = getelementptr %S, %S* %s, i64 0, i32 2
          %w = bitcast i32* %f0 to i64*
          store i32 0, i32* %f0
          store i64 0, i64* %f1
          store i8 0, i8* %f2
          store i64 0, i64* %w
          ret void
        }
        """, "NoAlias: i32* %f0, i64* %f1", "NoAlias: i64* %f1, i8* %f2", "NoAlias: i64* %f1, i64* %w",
        "PartialAlias (off 8): %S* %s, i64* %f1");
  }

  @Test
  void sameVariableIndexCancels() {
    check("""
        define void @f(i32* %a, i64 %i) {
          %j = add nsw i64 %i, 1
          %p = getelementptr inbounds i32, i32* %a, i64 %i
          %q = getelementptr inbounds i32, i32* %a, i64 %j
          %r = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 0, i32* %p
          store i32 0, i32* %q
          store i32 0, i32* %r
          ret void
        }
        """, "NoAlias: i32* %p, i32* %q", "MustAlias: i32* %p, i32* %r");
  }

  @Test
  void unrelatedVariableIndicesMayAlias() {
    check("""
        define void @f(i32* %a, i64 %i, i64 %j) {
          %p = getelementptr inbounds i32, i32* %a, i64 %i
          %q = getelementptr inbounds i32, i32* %a, i64 %j
          store i32 0, i32* %p
          store i32 0, i32* %q
          ret void
        }
        """, "MayAlias: i32* %p, i32* %q");
  }

  @Test
  void gcdOfScalesSeparatesInterleavedFields() {
    check("""
        %P = type { i32, i32 }
        define void @f(%P* %a, i64 %i, i64 %j) {
          %x = getelementptr inbounds %P, %P* %a, i64 %i, i32 0
          %y = getelementptr inbounds %P, %P* %a, i64 %j, i32 1
          store i32 0, i32* %x
          store i32 0, i32* %y
          ret void
        }
        """, "NoAlias: i32* %x, i32* %y");
  }

  @Test
  void zeroExtendedNeighboursAreSeparated() {
    check("""
        define void @f(i32* %a, i32 %i) {
          %i1 = add i32 %i, 1
          %z0 = zext i32 %i to i64
          %z1 = zext i32 %i1 to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %z0
          %q = getelementptr inbounds i32, i32* %a, i64 %z1
          store i32 0, i32* %p
          store i32 0, i32* %q
          ret void
        }
        """, "NoAlias: i32* %p, i32* %q");
  }

  @Test
  void maskedIndexStaysBelowAConstantOffset() {
    check("""
        define void @f([8 x i32]* %a, i64 %x) {
          %m = and i64 %x, 3
          %p = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 %m
          %q = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 4
          store i32 0, i32* %p
          store i32 0, i32* %q
          ret void
        }
        """, "NoAlias: i32* %p, i32* %q");
  }

  @Test
  void inboundsGepCannotReachBackIntoAnObject() {
    check("""
        @g = global i32 0
        define void @f(i8* %p) {
          %q = getelementptr inbounds i8, i8* %p, i64 8
          %c = bitcast i8* %q to i32*
          store i32 0, i32* %c
          store i32 1, i32* @g
          ret void
        }
        """, "NoAlias: i32* %c, i32* @g", "MayAlias: i32* @g, i8* %p");
  }

  // ---- phis and selects -----------------------------------------------------------------------------------

  @Test
  void phiOfAllocasAgainstAnotherAlloca() {
    check("""
        define void @f(i1 %c) {
        entry:
          %a = alloca i32
          %b = alloca i32
          %x = alloca i32
          br i1 %c, label %l, label %r
        l:
          br label %j
        r:
          br label %j
        j:
          %p = phi i32* [ %a, %l ], [ %b, %r ]
          store i32 0, i32* %p
          store i32 0, i32* %x
          ret void
        }
        """, "NoAlias: i32* %p, i32* %x", "MayAlias: i32* %a, i32* %p");
  }

  @Test
  void selectOfAllocas() {
    check("""
        define void @f(i1 %c) {
          %a = alloca i32
          %b = alloca i32
          %x = alloca i32
          %s = select i1 %c, i32* %a, i32* %b
          %t = select i1 %c, i32* %x, i32* %a
          store i32 0, i32* %s
          store i32 0, i32* %t
          ret void
        }
        """, "NoAlias: i32* %s, i32* %x", "MayAlias: i32* %a, i32* %s", "NoAlias: i32* %s, i32* %t");
  }

  @Test
  void pointerInductionVariableStaysInItsObject() {
    check("""
        define void @f(i32* %a, i64 %n) {
        entry:
          %x = alloca i32
          br label %loop
        loop:
          %p = phi i32* [ %a, %entry ], [ %p.next, %loop ]
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          store i32 0, i32* %p
          store i32 1, i32* %x
          %p.next = getelementptr inbounds i32, i32* %p, i64 1
          %i.next = add i64 %i, 1
          %done = icmp eq i64 %i.next, %n
          br i1 %done, label %exit, label %loop
        exit:
          ret void
        }
        """, "NoAlias: i32* %p, i32* %x", "MayAlias: i32* %a, i32* %p", "NoAlias: i32* %p, i32* %p.next");
  }

  @Test
  void phisOfOneBlockAreComparedEdgeByEdge() {
    check("""
        define void @f(i1 %c) {
        entry:
          %a = alloca i32
          %b = alloca i32
          br label %loop
        loop:
          %p = phi i32* [ %a, %entry ], [ %q, %loop ]
          %q = phi i32* [ %b, %entry ], [ %p, %loop ]
          store i32 0, i32* %p
          store i32 1, i32* %q
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "NoAlias: i32* %p, i32* %q", "MayAlias: i32* %a, i32* %p");
  }

  @Test
  void lcssaPhiIsItsOperand() {
    check("""
        define void @f(i32* %a) {
        entry:
          br label %next
        next:
          %p = phi i32* [ %a, %entry ]
          %q = getelementptr i32, i32* %p, i64 1
          store i32 0, i32* %a
          store i32 0, i32* %q
          ret void
        }
        """, "MustAlias: i32* %a, i32* %p", "NoAlias: i32* %a, i32* %q");
  }

  // ---- escapes ---------------------------------------------------------------------------------------------------

  @Test
  void nonEscapingAllocaDoesNotAliasLoadedPointer() {
    check("""
        @gp = global i32* null
        define void @f() {
          %x = alloca i32
          %p = load i32*, i32** @gp
          store i32 0, i32* %x
          store i32 1, i32* %p
          ret void
        }
        """, "NoAlias: i32* %p, i32* %x");
  }

  @Test
  void storedAllocaEscapes() {
    check("""
        @gp = global i32* null
        define void @f(i32** %pp) {
          %x = alloca i32
          store i32* %x, i32** @gp
          %p = load i32*, i32** %pp
          store i32 0, i32* %x
          store i32 1, i32* %p
          ret void
        }
        """, "MayAlias: i32* %p, i32* %x");
  }

  @Test
  void nocaptureCallKeepsAllocaLocalButCapturingCallDoesNot() {
    check("""
        declare i32* @keep(i32*)
        declare i32* @peek(i32* nocapture)
        define void @f() {
          %x = alloca i32
          %y = alloca i32
          %r = call i32* @peek(i32* %x)
          %s = call i32* @keep(i32* %y)
          store i32 0, i32* %r
          store i32 0, i32* %s
          ret void
        }
        """, "NoAlias: i32* %r, i32* %x", "MayAlias: i32* %s, i32* %y", "MayAlias: i32* %r, i32* %y");
  }

  @Test
  void comparingWithNullDoesNotCapture() {
    check("""
        declare noalias i8* @malloc(i64)
        define i1 @f(i8** %pp) {
          %m = call i8* @malloc(i64 8)
          %isnull = icmp eq i8* %m, null
          %p = load i8*, i8** %pp
          store i8 0, i8* %m
          store i8 0, i8* %p
          ret i1 %isnull
        }
        """, "NoAlias: i8* %m, i8* %p");
  }

  @Test
  void ptrtointCaptures() {
    check("""
        declare void @sink(i64)
        define void @f(i32** %pp) {
          %x = alloca i32
          %i = ptrtoint i32* %x to i64
          call void @sink(i64 %i)
          %p = load i32*, i32** %pp
          store i32 0, i32* %x
          store i32 0, i32* %p
          ret void
        }
        """, "MayAlias: i32* %p, i32* %x");
  }

  @Test
  void accessLargerThanTheObjectCannotBeToIt() {
    check("""
        @gp = global i32* null
        define void @f(i64** %pp) {
          %x = alloca i32
          store i32* %x, i32** @gp
          %p = load i64*, i64** %pp
          store i32 0, i32* %x
          store i64 1, i64* %p
          ret void
        }
        """, "NoAlias: i32* %x, i64* %p");
  }

  // ---- type-based and scoped metadata (load/store pairs of -evaluate-aa-metadata) ----------------------
  // The modules are first printed by opt, which numbers metadata in use order: the answers name
  // the renumbered nodes (the int tag becomes !0...).

  private static final String TBAA_TYPES = """
      !0 = !{!"Simple C/C++ TBAA"}
      !1 = !{!"omnipotent char", !0, i64 0}
      !2 = !{!"int", !1, i64 0}
      !3 = !{!"float", !1, i64 0}
      !4 = !{!2, !2, i64 0}
      !5 = !{!3, !3, i64 0}
      !6 = !{!1, !1, i64 0}
      !7 = !{!"S", !2, i64 0, !2, i64 4}
      !8 = !{!7, !2, i64 0}
      !9 = !{!7, !2, i64 4}
      """;

  @Test
  void tbaaSeparatesIntFromFloat() {
    checkWith("""
        define void @f(i32* %p, float* %q) {
          store i32 0, i32* %p, !tbaa !4
          store float 0.0, float* %q, !tbaa !5
          %v = load i32, i32* %p, !tbaa !4
          ret void
        }
        """ + TBAA_TYPES, true,
        "NoAlias: store float 0.000000e+00, float* %q, align 4, !tbaa !4 <-> store i32 0, i32* %p, align 4, !tbaa !0",
        "NoAlias: %v = load i32, i32* %p, align 4, !tbaa !0 <-> store float 0.000000e+00, float* %q, align 4, !tbaa !4",
        "MustAlias: %v = load i32, i32* %p, align 4, !tbaa !0 <-> store i32 0, i32* %p, align 4, !tbaa !0");
  }

  @Test
  void tbaaCharAliasesEverythingAndSameTypesMayAlias() {
    checkWith("""
        define void @f(i32* %p, i32* %q, i8* %c) {
          store i32 0, i32* %p, !tbaa !4
          store i32 1, i32* %q, !tbaa !4
          store i8 0, i8* %c, !tbaa !6
          ret void
        }
        """ + TBAA_TYPES, true,
        "MayAlias: store i32 1, i32* %q, align 4, !tbaa !0 <-> store i32 0, i32* %p, align 4, !tbaa !0",
        "MayAlias: store i8 0, i8* %c, align 1, !tbaa !4 <-> store i32 0, i32* %p, align 4, !tbaa !0");
  }

  @Test
  void structPathTbaaSeparatesFields() {
    checkWith("""
        define void @f(i32* %a, i32* %b, i32* %i) {
          store i32 0, i32* %a, !tbaa !8
          store i32 1, i32* %b, !tbaa !9
          store i32 2, i32* %i, !tbaa !4
          ret void
        }
        """ + TBAA_TYPES, true,
        "NoAlias: store i32 1, i32* %b, align 4, !tbaa !5 <-> store i32 0, i32* %a, align 4, !tbaa !0",
        "MayAlias: store i32 2, i32* %i, align 4, !tbaa !6 <-> store i32 0, i32* %a, align 4, !tbaa !0");
  }

  @Test
  void newFormatTbaaNodes() {
    checkWith("""
        define void @f(i32* %a, i32* %b, i32* %i, i8* %c) {
          store i32 0, i32* %a, !tbaa !4
          store i32 1, i32* %b, !tbaa !5
          store i32 2, i32* %i, !tbaa !6
          store i8 3, i8* %c, !tbaa !7
          ret void
        }
        !0 = !{!"root"}
        !1 = !{!0, i64 1, !"char"}
        !2 = !{!1, i64 4, !"int"}
        !3 = !{!1, i64 8, !"S", !2, i64 0, i64 4, !2, i64 4, i64 4}
        !4 = !{!3, !2, i64 0, i64 4}
        !5 = !{!3, !2, i64 4, i64 4}
        !6 = !{!2, !2, i64 0, i64 4}
        !7 = !{!1, !1, i64 0, i64 1}
        """, true,
        "NoAlias: store i32 1, i32* %b, align 4, !tbaa !5 <-> store i32 0, i32* %a, align 4, !tbaa !0",
        "MayAlias: store i32 2, i32* %i, align 4, !tbaa !6 <-> store i32 0, i32* %a, align 4, !tbaa !0",
        "MayAlias: store i8 3, i8* %c, align 1, !tbaa !7 <-> store i32 1, i32* %b, align 4, !tbaa !5");
  }

  @Test
  void scopedNoaliasMetadata() {
    checkWith("""
        define void @f(i32* %a, i32* %b, i32* %c) {
          store i32 0, i32* %a, !alias.scope !2
          %v = load i32, i32* %b, !noalias !2
          %w = load i32, i32* %c, !noalias !5
          ret void
        }
        !0 = distinct !{!0, !"domain"}
        !1 = distinct !{!1, !0, !"scope a"}
        !2 = !{!1}
        !3 = distinct !{!3, !"other domain"}
        !4 = distinct !{!4, !3, !"scope x"}
        !5 = !{!4}
        """, true,
        "NoAlias: %v = load i32, i32* %b, align 4, !noalias !0 <-> store i32 0, i32* %a, align 4, !alias.scope !0",
        "MayAlias: %w = load i32, i32* %c, align 4, !noalias !3 <-> store i32 0, i32* %a, align 4, !alias.scope !0");
  }

  // ---- calls -------------------------------------------------------------------------------------------------------

  @Test
  void readnoneAndReadonlyCalls() {
    check("""
        declare i32 @pure(i32*) readnone
        declare i32 @look(i32*) readonly
        define void @f(i32* %p) {
          %a = call i32 @pure(i32* %p)
          %b = call i32 @look(i32* %p)
          ret void
        }
        """, "NoModRef: Ptr: i32* %p <-> %a = call i32 @pure(i32* %p)",
        "Just Ref: Ptr: i32* %p <-> %b = call i32 @look(i32* %p)",
        "NoModRef: %b = call i32 @look(i32* %p) <-> %a = call i32 @pure(i32* %p)");
  }

  @Test
  void argmemonlyCallsTouchOnlyTheirArguments() {
    check("""
        declare void @touch(i32*) argmemonly
        define void @f(i32* %p, i32* noalias %q) {
          call void @touch(i32* %q)
          store i32 0, i32* %p
          ret void
        }
        """, "NoModRef: Ptr: i32* %p <-> call void @touch(i32* %q)",
        "Both ModRef (MustAlias): Ptr: i32* %q <-> call void @touch(i32* %q)");
  }

  @Test
  void memcpyTouchesExactlyItsRanges() {
    check("""
        declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
        define void @f(i32* noalias %d, i32* noalias %s) {
          %d8 = bitcast i32* %d to i8*
          %s8 = bitcast i32* %s to i8*
          %d1 = getelementptr i32, i32* %d, i64 1
          %d2 = getelementptr i32, i32* %d, i64 2
          call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 8, i1 false)
          store i32 0, i32* %d1
          store i32 0, i32* %d2
          ret void
        }
        """, "Just Mod: Ptr: i32* %d1 <-> call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 8, i1 false)",
        "NoModRef: Ptr: i32* %d2 <-> call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 8, i1 false)",
        "Just Ref: Ptr: i32* %s <-> call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 8, i1 false)");
  }

  @Test
  void memsetOfWholeObjectIsMustMod() {
    check("""
        declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
        define void @f() {
          %x = alloca i32
          %y = alloca i32
          %c = bitcast i32* %x to i8*
          call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 4, i1 false)
          store i32 0, i32* %y
          ret void
        }
        """, "Just Mod (MustAlias): Ptr: i32* %x <-> call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 4, i1 false)",
        "NoModRef: Ptr: i32* %y <-> call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 4, i1 false)");
  }

  @Test
  void intrinsicsKeepTheirAttributesWhenDeclaredBare() {
    check("""
        declare double @llvm.sqrt.f64(double)
        declare void @llvm.lifetime.start.p0i8(i64, i8*)
        define double @f(double* %p, double %x) {
          %a = alloca i8
          %b = alloca i8
          call void @llvm.lifetime.start.p0i8(i64 1, i8* %a)
          %r = call double @llvm.sqrt.f64(double %x)
          store double %r, double* %p
          store i8 0, i8* %b
          ret double %r
        }
        """, "NoModRef: Ptr: double* %p <-> %r = call double @llvm.sqrt.f64(double %x)",
        "NoModRef: Ptr: i8* %b <-> call void @llvm.lifetime.start.p0i8(i64 1, i8* %a)",
        "Both ModRef (MustAlias): Ptr: i8* %a <-> call void @llvm.lifetime.start.p0i8(i64 1, i8* %a)");
  }

  @Test
  void unknownCallsAndLocalObjects() {
    check("""
        declare void @unknown()
        declare void @use(i32* nocapture readonly)
        define void @f(i32* %p) {
          %x = alloca i32
          %y = alloca i32
          call void @unknown()
          call void @use(i32* %y)
          store i32 0, i32* %x
          store i32 0, i32* %p
          ret void
        }
        """, "NoModRef: Ptr: i32* %x <-> call void @unknown()",
        "Both ModRef: Ptr: i32* %p <-> call void @unknown()",
        "Just Ref (MustAlias): Ptr: i32* %y <-> call void @use(i32* %y)");
  }

  @Test
  void tailCallsCannotReachTheCallersFrame() {
    check("""
        declare void @g(i32*)
        @gp = global i32* null
        define void @f() {
          %x = alloca i32
          store i32* %x, i32** @gp
          tail call void @g(i32* null)
          ret void
        }
        """, "NoModRef: Ptr: i32* %x <-> tail call void @g(i32* null)");
  }

  @Test
  void constantMemoryIsNeverModified() {
    check("""
        @c = constant i32 7
        declare void @unknown()
        define i32 @f() {
          call void @unknown()
          %v = load i32, i32* @c
          ret i32 %v
        }
        """, "Just Ref: Ptr: i32* @c <-> call void @unknown()");
  }

  @Test
  void inaccessibleMemoryCallsTouchNoPointer() {
    check("""
        declare void @log() inaccessiblememonly
        define void @f(i32* %p) {
          call void @log()
          store i32 0, i32* %p
          ret void
        }
        """, "NoModRef: Ptr: i32* %p <-> call void @log()");
  }

  @Test
  void libraryFunctionsAreWhatTheirDeclarationsSayForAaEval() {
    check("""
        declare i64 @strlen(i8*)
        define i64 @f(i8* %s, i32* %p) {
          %n = call i64 @strlen(i8* %s)
          store i32 0, i32* %p
          ret i64 %n
        }
        """, "Both ModRef: Ptr: i32* %p <-> %n = call i64 @strlen(i8* %s)");
  }

  @Test
  void writeonlyAndReadonlyCallsDoNotInterfere() {
    check("""
        declare void @w(i32* nocapture) writeonly argmemonly
        declare void @r(i32* nocapture) readonly argmemonly
        define void @f(i32* noalias %p, i32* noalias %q) {
          call void @w(i32* %p)
          call void @r(i32* %q)
          call void @r(i32* %p)
          ret void
        }
        """, "NoModRef: call void @w(i32* %p) <-> call void @r(i32* %q)",
        "Just Mod (MustAlias): call void @w(i32* %p) <-> call void @r(i32* %p)",
        "NoModRef: call void @r(i32* %q) <-> call void @r(i32* %p)");
  }
}
