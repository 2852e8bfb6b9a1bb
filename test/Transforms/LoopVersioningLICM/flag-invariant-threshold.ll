; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm \
; RUN:   < %s 2>&1 | FileCheck %s --check-prefixes=REJECT
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-invariant-threshold=51 \
; RUN:   -pass-remarks-missed=loop-versioning-licm < %s 2>&1 | FileCheck %s --check-prefixes=REJECT51
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-invariant-threshold=50 \
; RUN:   < %s | FileCheck %s --check-prefix=VERSION

; Two invariant loads are stuck in the loop: *b (int) only behind the store to a[i], which a check
; can rule out, and *c (float) behind the store to f[k[i]], whose range cannot be bounded. Only
; 1 of 2 (50%) would be freed: below the default threshold of 90% (InvariantThreshold, LLVM's
; message), and below 51%, but enough for -licm-versioning-invariant-threshold=50.
; REJECT:      remark: <unknown>:0:0: Invariant load & store are less then defined threshold: invariant accesses freed 50% < 90%
; REJECT-NOT:  lver
; REJECT51:    remark: <unknown>:0:0: Invariant load & store are less then defined threshold: invariant accesses freed 50% < 51%
; REJECT51-NOT: lver
; With the threshold at 50 the loop is versioned: *b leaves the fast loop, *c does not.
; VERSION:       br i1 %{{lver\.merged|lver\.disjoint}}
; VERSION:     loop.ph:
; VERSION-NEXT:  %v = load i32, i32* %b, align 4, !tbaa !{{[0-9]+}}, !alias.scope
; VERSION-NEXT:  br label %loop
; VERSION:     loop:
; VERSION-NOT:   load i32, i32* %b
; VERSION:       %w = load float, float* %c
define void @half(i32* %a, i32* %b, float* %c, float* %f, i32* %k, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4, !tbaa !1
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4, !tbaa !1
  %w = load float, float* %c, align 4, !tbaa !4
  %kp = getelementptr inbounds i32, i32* %k, i64 %idx
  %kk = load i32, i32* %kp, align 4, !tbaa !1
  %kx = sext i32 %kk to i64
  %fp = getelementptr inbounds float, float* %f, i64 %kx
  store float %w, float* %fp, align 4, !tbaa !4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !3, i64 0}
