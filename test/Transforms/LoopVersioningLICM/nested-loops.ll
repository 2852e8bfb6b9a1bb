; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks=loop-versioning-licm -pass-remarks-missed=loop-versioning-licm \
; RUN:   < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; In a nest only the inner loop is versioned: the outer loop is not copied (one outer latch), it
; gets IllegalLoopStruct; the inner checks, invariant in the outer loop, are computed once before
; it, and inside it only the branch remains. The freed *b leaves the inner fast loop.
; for (i = 0; i < m; i++) for (k = 0; k < 10; k++) a[k] = *b;
; REMARK:      remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1
; REMARK-NEXT: remark: <unknown>:0:0:  Unsafe Loop structure: loop is not innermost
; REMARK-NOT:  remark:
; CHECK-LABEL: @nest(
; CHECK:       entry:
; CHECK:         %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; CHECK-NEXT:    br label %[[OUTER:.*]]
; CHECK:       [[OUTER]]:
; CHECK-NEXT:    %i = phi i64
; CHECK-NEXT:    br i1 %lver.disjoint, label %inner.ph, label %inner.ph.lver.orig
; CHECK:       inner.lver.orig:
; CHECK:         load i32, i32* %b
; CHECK:       inner.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %inner
; CHECK:       inner:
; CHECK-NOT:     load
; CHECK:         br i1 %kc, label %inner, label
; CHECK:       outer.latch:
; CHECK:         br i1 %ic, label %[[OUTER]], label %exit
; CHECK-NOT:   lver.orig
; CHECK-NOT:   {{^}}outer.latch
define void @nest(i32* %a, i32* %b, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %v = load i32, i32* %b, align 4
  %gep = getelementptr inbounds i32, i32* %a, i64 %k
  store i32 %v, i32* %gep, align 4
  %k.next = add nuw nsw i64 %k, 1
  %kc = icmp ult i64 %k.next, 10
  br i1 %kc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp ult i64 %i.next, %m
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}
