; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; An accumulator whose running value is used inside the loop is not a reduction: the lanes hold
; partial results, never the running value an iteration needs. Such loops stay scalar.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Don't vectorize: b[i] = s += a[i], a prefix sum stores every running value.
; CHECK-LABEL: @no_vectorize_prefix_sum(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define i32 @no_vectorize_prefix_sum(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = add i32 %s, %v
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %s.next, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Don't vectorize: the old sum decides what to add (s += s > 100 ? 1 : a[i]).
; CHECK-LABEL: @no_vectorize_sum_tested(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define i32 @no_vectorize_sum_tested(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %big = icmp sgt i32 %s, 100
  %t = select i1 %big, i32 1, i32 %v
  %s.next = add i32 %s, %t
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Don't vectorize: s = s + s * a[i] uses the sum twice in one update.
; CHECK-LABEL: @no_vectorize_sum_twice(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define i32 @no_vectorize_sum_twice(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %t = mul i32 %s, %v
  %s.next = add i32 %s, %t
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
