; RUN: hoist -S -passes=indvars < %s | FileCheck %s

; Exit values of linear recurrences with a variable count, computed after the loop from their
; start, step and the count: a decreasing value, an i8 that wraps (the truncated count), and a
; step that is a variable of the function. The loop no longer computes them.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; d = 1000; d -= 5 each iteration: 1000 - 5n after the loop.
; CHECK-LABEL: @decreasing(
; CHECK:       loop:
; CHECK-NOT:     %d
; CHECK:       exit.loopexit:
; CHECK-NEXT:    [[M:%.*]] = mul i64 %n, -5
; CHECK-NEXT:    [[D:%.*]] = add i64 [[M]], 1000
; CHECK:         %r = phi i64 [ 0, %entry ], [ [[D]], %exit.loopexit ]
define i64 @decreasing(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %d = phi i64 [ 1000, %entry ], [ %d.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %d.next = add i64 %d, -5
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i64 [ 0, %entry ], [ %d.next, %loop ]
  ret i64 %r
}

; An i8 counted beside an i64 loop: it is the count truncated (it wraps as the loop's did).
; CHECK-LABEL: @narrow_wraps(
; CHECK:       loop:
; CHECK-NOT:     %b
; CHECK:       exit.loopexit:
; CHECK-NEXT:    [[T:%.*]] = trunc i64 %n to i8
; CHECK:         %r = phi i8 [ 0, %entry ], [ [[T]], %exit.loopexit ]
define i8 @narrow_wraps(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %b = phi i8 [ 0, %entry ], [ %b.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %b.next = add i8 %b, 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i8 [ 0, %entry ], [ %b.next, %loop ]
  ret i8 %r
}

; k += s with s a parameter: (n - 1) * s + s; the loop is left with its counter alone.
; CHECK-LABEL: @variable_step(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i32 %i.next, %n
; CHECK:       exit.loopexit:
; CHECK-NEXT:    [[N1:%.*]] = add i32 %n, -1
; CHECK-NEXT:    [[M:%.*]] = mul i32 [[N1]], %s
; CHECK-NEXT:    [[K:%.*]] = add i32 [[M]], %s
; CHECK:         %r = phi i32 [ 0, %entry ], [ [[K]], %exit.loopexit ]
define i32 @variable_step(i32 %n, i32 %s) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i32 %k, %s
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  ret i32 %r
}
