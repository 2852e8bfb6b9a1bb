; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; The vector loop needs the iteration count before the loop (n.vec = btc & -width): a loop whose
; exit depends on memory, on a step unknown to scalar evolution or on a nonlinear test stays
; scalar with CantComputeNumberOfIterations.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 3 loop-vectorize - Number of loops not vectorized: CantComputeNumberOfIterations

; Don't vectorize: while (a[i] != 0) b[i] = a[i], i++: the count depends on memory.
; CHECK-LABEL: @no_vectorize_data_dependent_exit(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: could not determine number of loop iterations
define i64 @no_vectorize_data_dependent_exit(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Don't vectorize: the counter steps by an unknown k (j counts the stores).
; CHECK-LABEL: @no_vectorize_variable_step(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: could not determine number of loop iterations
define void @no_vectorize_variable_step(i32* noalias %a, i64 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %j.next = add nuw nsw i64 %j, 1
  %i.next = add nuw nsw i64 %i, %k
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: for (i = 0; i * i < n; i++) a[i] = 0, a quadratic test.
; CHECK-LABEL: @no_vectorize_quadratic_test(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: could not determine number of loop iterations
define void @no_vectorize_quadratic_test(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %sq = mul nuw nsw i64 %i.next, %i.next
  %c = icmp ult i64 %sq, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
