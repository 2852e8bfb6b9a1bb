; RUN: hoist -S -passes=indvars < %s | FileCheck %s

; The limit LFTR compares with: the bound itself when the counter starts at any value and the
; guard says the loop runs (i from m to n), the bound plus one computed once before the loop for
; an inclusive test (i <= n with n >= 0).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = m; i < n; i++) s += a[i], guarded by m < n: i.next != n.
; CHECK-LABEL: @from_m(
; CHECK:       loop.preheader:
; CHECK-NEXT:    br label %loop
; CHECK:         %i.next = add nsw i64 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i64 %i.next, %n
; CHECK-NEXT:    br i1 %exitcond, label %loop, label %exit.loopexit
define i32 @from_m(i32* %a, i64 %m, i64 %n) {
entry:
  %g = icmp slt i64 %m, %n
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ %m, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i <= n; i++) with n >= 0: the limit n + 1 is computed in the preheader.
; CHECK-LABEL: @inclusive(
; CHECK:       loop.preheader:
; CHECK-NEXT:    [[LIM:%.*]] = add i64 %n, 1
; CHECK-NEXT:    br label %loop
; CHECK:         %i.next = add nsw i64 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i64 %i.next, [[LIM]]
define i32 @inclusive(i32* %a, i64 %n) {
entry:
  %g = icmp sge i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nsw i64 %i, 1
  %c = icmp sle i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
