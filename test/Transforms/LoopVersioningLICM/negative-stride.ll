; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; A loop counting down: a[i] moves from a + 4(n-1) down to a, so its range runs from the last
; address to the first plus the access size, [a, a + 4n), and the check is the same as upward.
; for (i = n - 1; i >= 0; i--) a[i] = *b;
; CHECK-LABEL: @down(
; CHECK:       loop.lver.check:
; CHECK:         [[B:%.*]] = ptrtoint i32* %b to i64
; CHECK-NEXT:    [[BEND:%.*]] = add i64 [[B]], 4
; CHECK-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK-NEXT:    [[N4:%.*]] = shl i64 %n, 2
; CHECK-NEXT:    [[AEND:%.*]] = add i64 [[N4]], [[A]]
; CHECK-NEXT:    %lver.cmp1 = icmp ule i64 [[BEND]], [[A]]
; CHECK-NEXT:    %lver.cmp2 = icmp ule i64 [[AEND]], [[B]]
; CHECK-NEXT:    %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; CHECK-NEXT:    br i1 %lver.disjoint, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         %i.next = add nsw i64 %i, -1
define void @down(i32* %a, i32* %b, i64 %n) {
entry:
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %loop.pre, label %exit

loop.pre:
  %start = add nsw i64 %n, -1
  br label %loop

loop:
  %i = phi i64 [ %start, %loop.pre ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %gep = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nsw i64 %i, -1
  %cmp = icmp sgt i64 %i, 0
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
