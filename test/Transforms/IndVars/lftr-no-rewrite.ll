; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -passes=indvars -stats -disable-output < %s 2>&1 | FileCheck %s --allow-empty --check-prefix=STATS

; Exit tests LFTR must leave alone: the counter may wrap before the test fails (the loop may
; not end, or its count is not a closed form scalar evolution can give), or the exit depends on
; data the loop loads.

; STATS-NOT: Number of loop exit tests replaced

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; i8 i = 0; do s += i; while (++i <= n): with n = 127 the counter wraps and the loop never
; ends; there is no count to test against.
; CHECK-LABEL: @may_wrap_signed(
; CHECK-NOT:     %exitcond
; CHECK:         %i.next = add i8 %i, 1
; CHECK-NEXT:    %c = icmp sle i8 %i.next, %n
define i32 @may_wrap_signed(i8 %n) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %e = zext i8 %i to i32
  %s.next = add i32 %s, %e
  %i.next = add i8 %i, 1
  %c = icmp sle i8 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %s.next
}

; unsigned i = 0; do a[i] = 0; while (++i <= n): the same in unsigned arithmetic (n = UINT_MAX).
; CHECK-LABEL: @may_wrap_unsigned(
; CHECK-NOT:     %exitcond
; CHECK:         %c = icmp ule i32 %i.next, %n
define void @may_wrap_unsigned(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %e = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %e
  store i32 0, i32* %p, align 4
  %i.next = add i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; while (a[i++] != 0): the count depends on the data.
; CHECK-LABEL: @data_dependent(
; CHECK-NOT:     %exitcond
; CHECK:         %c = icmp ne i32 %v, 0
define i64 @data_dependent(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %i.next = add nsw i64 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i64 [ %i.next, %loop ]
  ret i64 %r
}
