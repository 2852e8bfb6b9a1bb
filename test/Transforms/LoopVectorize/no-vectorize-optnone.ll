; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -stats -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

; An optnone function is skipped by the pass manager: not changed, not analyzed, not reported.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; QUIET-NOT: loop-vectorize
; QUIET-NOT: remark

; Don't vectorize: optnone.
; CHECK-LABEL: @no_vectorize_optnone(
; CHECK-NOT:     vector.body
; CHECK:       exit:
define void @no_vectorize_optnone(i32* noalias %a, i64 %n) noinline optnone {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
