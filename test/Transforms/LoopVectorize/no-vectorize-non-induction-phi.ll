; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Every header phi must be an induction (an affine recurrence scalar evolution computes) or a
; reduction; other phis carry a value from one iteration to the next that the lanes of a vector
; iteration do not have yet. Such loops stay scalar with NonInductionPHI.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 3 loop-vectorize - Number of loops not vectorized: NonInductionPHI

; Don't vectorize: b[i] = a[i] - a[i - 1], the previous load carried in a phi (a first-order
; recurrence, which LLVM vectorizes with a shuffle).
; CHECK-LABEL: @no_vectorize_first_order_recurrence(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define void @no_vectorize_first_order_recurrence(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %last = phi i32 [ 0, %entry ], [ %v, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %d = sub i32 %v, %last
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %d, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] = x, x += 0.5: a floating-point induction.
; CHECK-LABEL: @no_vectorize_float_induction(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define void @no_vectorize_float_induction(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ 0.000000e+00, %entry ], [ %x.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  store float %x, float* %p, align 4
  %x.next = fadd float %x, 5.000000e-01
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] = prev, prev = i (a wrap-around value: 99 first, then i - 1).
; CHECK-LABEL: @no_vectorize_wrap_around(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define void @no_vectorize_wrap_around(i64* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %prev = phi i64 [ 99, %entry ], [ %i, %loop ]
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  store i64 %prev, i64* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
