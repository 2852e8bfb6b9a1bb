; RUN: hoist -S -passes='loop-simplify,loop-rotate' < %s | FileCheck %s
; RUN: hoist -S -passes='loop-simplify,loop-rotate' < %s | opt -passes=verify -disable-output

; Rotating a nest innermost first gives the inner loop a guard, 1 < m, inside the outer loop; when
; the outer loop is rotated its own guard is the same comparison, true wherever the outer loop
; runs, so the inner guard's branch goes into the inner loop unconditionally (the comparison
; itself is left for dce). A guard on another comparison stays, and so does one the outer guard
; decides but that leaves the outer loop.

; for (i = 1; i < m; i++) for (j = 1; j < m; j++) a[i * m + j] = 0;
; CHECK-LABEL: @same_bound(
; CHECK:       entry:
; CHECK-NEXT:    %c.outer3 = icmp slt i32 1, %m
; CHECK-NEXT:    br i1 %c.outer3, label %inner.ph.preheader, label %exit
; CHECK:       inner.ph:
; CHECK:         %c.inner1 = icmp slt i32 1, %m
; CHECK-NEXT:    br label %inner.body.preheader
define void @same_bound(i32* %a, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 1, %entry ], [ %i.next, %outer.latch ]
  %c.outer = icmp slt i32 %i, %m
  br i1 %c.outer, label %inner.ph, label %exit

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 1, %inner.ph ], [ %j.next, %inner.body ]
  %c.inner = icmp slt i32 %j, %m
  br i1 %c.inner, label %inner.body, label %outer.latch

inner.body:
  %p = add nsw i32 %row, %j
  %idx = sext i32 %p to i64
  %addr = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %addr
  %j.next = add nsw i32 %j, 1
  br label %inner

outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer

exit:
  ret void
}

; The inner test written m > j: its guard m > 1 is the outer guard swapped.
; CHECK-LABEL: @swapped_bound(
; CHECK:       inner.ph:
; CHECK:         %c.inner1 = icmp sgt i32 %m, 1
; CHECK-NEXT:    br label %inner.body.preheader
define void @swapped_bound(i32* %a, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 1, %entry ], [ %i.next, %outer.latch ]
  %c.outer = icmp slt i32 %i, %m
  br i1 %c.outer, label %inner.ph, label %exit

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 1, %inner.ph ], [ %j.next, %inner.body ]
  %c.inner = icmp sgt i32 %m, %j
  br i1 %c.inner, label %inner.body, label %outer.latch

inner.body:
  %p = add nsw i32 %row, %j
  %idx = sext i32 %p to i64
  %addr = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %addr
  %j.next = add nsw i32 %j, 1
  br label %inner

outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer

exit:
  ret void
}

; for (i = 1; i < m; i++) for (j = 1; j < k; j++) a[i * m + j] = 0;
; CHECK-LABEL: @other_bound(
; CHECK:       inner.ph:
; CHECK:         br i1 %c.inner1, label %inner.body.preheader, label %outer.latch
define void @other_bound(i32* %a, i32 %m, i32 %k) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 1, %entry ], [ %i.next, %outer.latch ]
  %c.outer = icmp slt i32 %i, %m
  br i1 %c.outer, label %inner.ph, label %exit

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 1, %inner.ph ], [ %j.next, %inner.body ]
  %c.inner = icmp slt i32 %j, %k
  br i1 %c.inner, label %inner.body, label %outer.latch

inner.body:
  %p = add nsw i32 %row, %j
  %idx = sext i32 %p to i64
  %addr = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %addr
  %j.next = add nsw i32 %j, 1
  br label %inner

outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer

exit:
  ret void
}

; The same comparison, swapped and inverted (m > 1 is false where 1 < m is true), decides a
; branch that leaves the outer loop: it is left as it is, the loop keeps its exit.
; CHECK-LABEL: @decided_exit(
; CHECK:       check:
; CHECK:         br i1 %c.leave, label %check.exit_crit_edge, label %body
define void @decided_exit(i32* %a, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 1, %entry ], [ %i.next, %latch ]
  %c.outer = icmp slt i32 %i, %m
  br i1 %c.outer, label %check, label %exit

check:
  %c.leave = icmp sle i32 %m, 1
  br i1 %c.leave, label %exit, label %body

body:
  %idx = sext i32 %i to i64
  %addr = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %addr
  br label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %outer

exit:
  ret void
}
