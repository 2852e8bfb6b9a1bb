; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -S -passes=indvars -disable-lftr < %s | FileCheck %s --check-prefix=OFF

; LFTR on a counter indvars widened: for (i = 0; i < n; i++) a[i] = a[i + 1] + b[i] with an
; int i and n. The sign extensions of i and i + 1 go, the counter is 64 bits wide, and the exit
; test compares its increment with n zero-extended once before the loop (n > 0 there), as LLVM's
; %wide.trip.count. Without LFTR the widened loop keeps a signed less-than test.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @shifted_copy(
; CHECK:       loop.preheader:
; CHECK-NEXT:    %wide.trip.count = zext i32 %n to i64
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64
; CHECK-NOT:     sext
; CHECK:         store i32 %s, i32* %p0, align 4
; CHECK-NEXT:    [[NEXT:%indvars.iv.next[0-9]*]] = add nsw i64 %indvars.iv, 1
; CHECK-NEXT:    %exitcond = icmp ne i64 [[NEXT]], %wide.trip.count
; CHECK-NEXT:    br i1 %exitcond, label %loop, label %exit.loopexit
; OFF-LABEL: @shifted_copy(
; OFF-NOT:     %exitcond
; OFF:         icmp slt
define void @shifted_copy(i32* %a, i32* %b, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %e1 = sext i32 %i.next to i64
  %p1 = getelementptr inbounds i32, i32* %a, i64 %e1
  %v1 = load i32, i32* %p1, align 4
  %e0 = sext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %e0
  %vb = load i32, i32* %pb, align 4
  %s = add i32 %v1, %vb
  %p0 = getelementptr inbounds i32, i32* %a, i64 %e0
  store i32 %s, i32* %p0, align 4
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
