package dev.hoist.analysis.alias;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.StoreInst;
import org.junit.jupiter.api.Test;

/** TBAA and scoped metadata read directly from Hoist's parse (no canonicalization by opt). */
class TbaaTest {
  @Test
  void oldScalarTagsAreUpgraded() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, float* %b, i8* %c) {
          store i32 0, i32* %a, !tbaa !2
          store float 1.0, float* %b, !tbaa !3
          store i8 0, i8* %c, !tbaa !1
          ret void
        }
        !0 = !{!"Simple C/C++ TBAA"}
        !1 = !{!"omnipotent char", !0}
        !2 = !{!"int", !1}
        !3 = !{!"float", !1}
        """);
    StoreInst a = ir.nth(StoreInst.class, 0);
    StoreInst b = ir.nth(StoreInst.class, 1);
    StoreInst c = ir.nth(StoreInst.class, 2);
    assertFalse(Tbaa.mayAlias(a.getMetadata("tbaa"), b.getMetadata("tbaa")));
    assertTrue(Tbaa.mayAlias(a.getMetadata("tbaa"), c.getMetadata("tbaa")));
    assertTrue(Tbaa.mayAlias(a.getMetadata("tbaa"), null));
  }

  @Test
  void differentTypeSystemsMayAlias() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, i32* %b) {
          store i32 0, i32* %a, !tbaa !2
          store i32 1, i32* %b, !tbaa !5
          ret void
        }
        !0 = !{!"root A"}
        !1 = !{!"int", !0, i64 0}
        !2 = !{!1, !1, i64 0}
        !3 = !{!"root B"}
        !4 = !{!"long", !3, i64 0}
        !5 = !{!4, !4, i64 0}
        """);
    assertTrue(Tbaa.mayAlias(ir.nth(StoreInst.class, 0).getMetadata("tbaa"), ir.nth(StoreInst.class, 1).getMetadata("tbaa")));
  }

  @Test
  void immutableTagsPointToConstantMemory() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, i32* %b) {
          %v = load i32, i32* %a, !tbaa !3
          %w = load i32, i32* %b, !tbaa !4
          ret void
        }
        !0 = !{!"Simple C/C++ TBAA"}
        !1 = !{!"omnipotent char", !0, i64 0}
        !2 = !{!"int", !1, i64 0}
        !3 = !{!2, !2, i64 0, i64 1}
        !4 = !{!2, !2, i64 0}
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    assertTrue(aa.pointsToConstantMemory(MemoryLocation.get(ir.inst("%v")), false));
    assertFalse(aa.pointsToConstantMemory(MemoryLocation.get(ir.inst("%w")), false));
  }

  @Test
  void scopesAreComparedPerDomain() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, i32* %b) {
          store i32 0, i32* %a, !alias.scope !5
          store i32 1, i32* %b, !noalias !6
          ret void
        }
        !0 = distinct !{!0, !"d1"}
        !1 = distinct !{!1, !0, !"s1"}
        !2 = distinct !{!2, !"d2"}
        !3 = distinct !{!3, !2, !"s2"}
        !4 = distinct !{!4, !2, !"s3"}
        !5 = !{!1, !3, !4}
        !6 = !{!3, !4}
        """);
    AAMetadata a = AAMetadata.of(ir.nth(StoreInst.class, 0));
    AAMetadata b = AAMetadata.of(ir.nth(StoreInst.class, 1));
    // In domain d2 all of a's scopes are in b's no-alias list.
    assertFalse(ScopedNoAlias.mayAlias(a, b));
    assertTrue(ScopedNoAlias.mayAliasInScopes(b.scope(), a.noAlias()));
  }
}
