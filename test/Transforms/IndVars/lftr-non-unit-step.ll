; RUN: hoist -S -passes=indvars < %s | FileCheck %s

; Counters that step by more than one are not rewritten themselves (LLVM 14's LFTR wants a
; unit step); a unit-step counter of the same loop is tested in their place when the limit
; costs nothing: a constant count.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0, j = 0; i < 101; i += 2, j++) a[i] = j: 51 iterations, so the test becomes
; j.next != 51.
; CHECK-LABEL: @step2_const(
; CHECK:         %i.next = add nuw nsw i64 %i, 2
; CHECK-NEXT:    %j.next = add {{.*}}i64 %j, 1
; CHECK-NEXT:    %exitcond = icmp ne i64 %j.next, 51
; CHECK-NEXT:    br i1 %exitcond, label %loop, label %exit
define void @step2_const(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %t = trunc i64 %j to i32
  store i32 %t, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 2
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp ult i64 %i.next, 101
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; The same with a variable bound: the count is (n - 1) / 2 + 1, three instructions before the
; loop where the old test costs nothing more; the test stays (LLVM rewrites it here).
; CHECK-LABEL: @step2_var(
; CHECK-NOT:     %exitcond
; CHECK:         %c = icmp slt i64 %i.next, %n
define void @step2_var(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %t = trunc i64 %j to i32
  store i32 %t, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 2
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; A lone stride-3 counter: nothing to test in its place.
; CHECK-LABEL: @step3(
; CHECK-NOT:     %exitcond
; CHECK:         %i.next = add nsw i64 %i, 3
; CHECK-NEXT:    %c = icmp slt i64 %i.next, %n
define void @step3(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nsw i64 %i, 3
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
