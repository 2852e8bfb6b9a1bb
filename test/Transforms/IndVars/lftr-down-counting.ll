; RUN: hoist -S -passes=indvars < %s | FileCheck %s

; Down-counting loops. LFTR tests a counter that steps by one upwards (LLVM's isLoopCounter):
; when the loop has one beside its down counter, the exit test moves to it, against the loop's
; count; a loop that only counts down keeps its test (as in LLVM 14).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = n, j = 0; i > 0; i--, j++) b[j] = a[i]: the test becomes j.next != n (the count).
; CHECK-LABEL: @reverse_copy(
; CHECK:       loop:
; CHECK:         %i.next = add nsw i64 %i, -1
; CHECK-NEXT:    %j.next = add nuw i64 %j, 1
; CHECK-NEXT:    %exitcond = icmp ne i64 %j.next, %n
; CHECK-NEXT:    br i1 %exitcond, label %loop, label %exit.loopexit
define void @reverse_copy(i32* %a, i32* %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %j
  store i32 %v, i32* %pb, align 4
  %i.next = add nsw i64 %i, -1
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 99; i >= 0; i--) a[i] = i: no up-counting counter, the down counter keeps its test.
; CHECK-LABEL: @down_only(
; CHECK-NOT:     %exitcond
; CHECK:         %c = icmp {{s|u}}gt i{{32|64}} %{{i|indvars.iv}}, 0
; CHECK-NEXT:    br i1 %c, label %loop, label %exit
define void @down_only(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 99, %entry ], [ %i.next, %loop ]
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %e
  store i32 %i, i32* %p, align 4
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i, 0
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
