; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; A loop with no data to compute on vectors (no memory access and no reduction: an empty loop, or
; one whose only work is its own exit test) stays scalar with NothingToVectorize.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 2 loop-vectorize - Number of loops not vectorized: NothingToVectorize

; Don't vectorize: for (i = 0; i < n; i++) ;
; CHECK-LABEL: @no_vectorize_empty(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the loop has no data computation to vectorize
define void @no_vectorize_empty(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: for (i = 0; i < n; i++) last = i * 3; return last
; CHECK-LABEL: @no_vectorize_only_live_out(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the loop has no data computation to vectorize
define i64 @no_vectorize_only_live_out(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = mul i64 %i, 3
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = phi i64 [ %t, %loop ]
  ret i64 %last
}
