; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; Floating-point accumulators are not reductions here: adding the lanes' partial sums would
; reassociate the additions, which changes the rounding (LLVM does it only under fast-math with
; a cost model that pays for it). The loops stay scalar with NonInductionPHI.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Don't vectorize: s += a[i] on floats, even with fast-math flags.
; CHECK-LABEL: @no_vectorize_fadd_sum(
; CHECK-NOT:     vector.body
; CHECK:         %s.next = fadd fast float %s, %v
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define float @no_vectorize_fadd_sum(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.000000e+00, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %s.next = fadd fast float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %s.next
}

; Don't vectorize: a double product.
; CHECK-LABEL: @no_vectorize_fmul_product(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: value that could not be identified as induction or reduction variable
define double @no_vectorize_fmul_product(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 1.000000e+00, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %s.next = fmul double %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret double %s.next
}
