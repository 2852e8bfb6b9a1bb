; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm' < %s | FileCheck %s --check-prefix=HOISTED
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm' -hoist-runtime-checks=false < %s \
; RUN:   | FileCheck %s --check-prefix=INNER
; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm' -stats -debug-only=loop-versioning-licm \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm' -hoist-runtime-checks=false -stats \
; RUN:   -debug-only=loop-versioning-licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=NOSTATS

; The inner loop writes a[0..9] on every outer iteration: its check bounds do not depend on the
; outer loop, so with -hoist-runtime-checks (the default) the checks are computed once in the
; outer loop's preheader (%entry) and only the branch stays in the inner preheader. With
; =false they are computed in the inner preheader, on every outer iteration. (No licm after
; the versioning here, so where the checks are is the pass's own choice.)
; HOISTED-LABEL: @nest2(
; HOISTED:       entry:
; HOISTED-NEXT:    [[B:%.*]] = ptrtoint i32* %b to i64
; HOISTED-NEXT:    [[BEND:%.*]] = add i64 [[B]], 4
; HOISTED-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; HOISTED-NEXT:    [[AEND:%.*]] = add i64 [[A]], 40
; HOISTED-NEXT:    %lver.cmp1 = icmp ule i64 [[BEND]], [[A]]
; HOISTED-NEXT:    %lver.cmp2 = icmp ule i64 [[AEND]], [[B]]
; HOISTED-NEXT:    %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; HOISTED-NEXT:    br label %inner.lver.check
; HOISTED:       inner.lver.check:
; HOISTED-NEXT:    %i = phi i64
; HOISTED-NEXT:    br i1 %lver.disjoint, label %inner.ph, label %inner.ph.lver.orig
; INNER-LABEL:   @nest2(
; INNER:         entry:
; INNER-NEXT:      br label %inner.lver.check
; INNER:         inner.lver.check:
; INNER-NEXT:      %i = phi i64
; INNER-NEXT:      ptrtoint i32* %b to i64
; INNER:           %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; INNER-NEXT:      br i1 %lver.disjoint, label %inner.ph, label %inner.ph.lver.orig
; STATS:       checks in the outer preheader
; STATS:       1 loop-versioning-licm - Number of check sets hoisted to an outer preheader
; NOSTATS-NOT: outer preheader
define void @nest2(i32* %a, i32* %b, i64 %m) {
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
