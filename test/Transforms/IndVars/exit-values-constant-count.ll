; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -S -passes=indvars -replexitval=never < %s | FileCheck %s --check-prefix=NEVER

; A loop with a constant count: a value it computes and that is used only after it is a
; constant there (k = 7 + 3 * 100), and the loop stops computing it.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @const_count(
; CHECK:       loop:
; CHECK-NOT:     %k
; CHECK:       exit:
; CHECK-NEXT:    ret i32 307
; NEVER-LABEL: @const_count(
; NEVER:         %k.next = add i32 %k, 3
; NEVER:       exit:
; NEVER-NEXT:    %r = phi i32 [ %k.next, %loop ]
define i32 @const_count(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 7, %entry ], [ %k.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 1, i32* %p, align 4
  %k.next = add i32 %k, 3
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ %k.next, %loop ]
  ret i32 %r
}

; The counter itself after a loop of 64 iterations that starts at 10: 74.
; CHECK-LABEL: @counter_const(
; CHECK:       exit:
; CHECK-NEXT:    ret i64 74
define i64 @counter_const(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 10, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 1, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 74
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i64 [ %i.next, %loop ]
  ret i64 %r
}
