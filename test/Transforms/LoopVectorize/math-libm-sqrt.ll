; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; The C library's sqrt and sqrtf are llvm.sqrt when the call cannot touch memory (clang's
; -fno-math-errno marks them readnone) and cannot unwind; otherwise a call may set errno, which
; the vector loop could not do lane by lane, and the loop stays scalar.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = sqrt(a[i]), sqrt readnone nounwind (-fno-math-errno).
; CHECK-LABEL: @libm_sqrt(
; CHECK:         call <2 x double> @llvm.sqrt.v2f64(<2 x double> %wide.load)
define void @libm_sqrt(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = call double @sqrt(double %v) #0
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = sqrtf(a[i]), likewise.
; CHECK-LABEL: @libm_sqrtf(
; CHECK:         call <4 x float> @llvm.sqrt.v4f32(<4 x float> %wide.load)
define void @libm_sqrtf(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %x = call float @sqrtf(float %v) #0
  store float %x, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: sqrt may set errno.
; CHECK-LABEL: @no_vectorize_sqrt_errno(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: call instruction cannot be vectorized
define void @no_vectorize_sqrt_errno(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = call double @sqrt(double %v)
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: readnone, but may unwind.
; CHECK-LABEL: @no_vectorize_sqrt_may_unwind(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: call instruction cannot be vectorized
define void @no_vectorize_sqrt_may_unwind(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = call double @sqrt(double %v) #1
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare double @sqrt(double)
declare float @sqrtf(float)

attributes #0 = { nounwind readnone }
attributes #1 = { readnone }
