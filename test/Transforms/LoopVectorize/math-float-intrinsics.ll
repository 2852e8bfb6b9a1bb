; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Element-wise floating-point intrinsics are widened to the same intrinsic on vectors
; (llvm.sqrt.f32 -> llvm.sqrt.v4f32), declared in the module as needed.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = sqrtf(a[i]) as llvm.sqrt.f32: four lanes.
; CHECK-LABEL: @sqrt_f32(
; CHECK:         call <4 x float> @llvm.sqrt.v4f32(<4 x float> %wide.load)
define void @sqrt_f32(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %x = call float @llvm.sqrt.f32(float %v)
  store float %x, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = fabs(a[i]): two lanes.
; CHECK-LABEL: @fabs_f64(
; CHECK:         call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load)
define void @fabs_f64(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = call double @llvm.fabs.f64(double %v)
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = ceilf(floorf(a[i])): one call's result feeds the next.
; CHECK-LABEL: @floor_ceil_f32(
; CHECK:         [[F:%[0-9]+]] = call <4 x float> @llvm.floor.v4f32(<4 x float> %wide.load)
; CHECK-NEXT:    call <4 x float> @llvm.ceil.v4f32(<4 x float> [[F]])
define void @floor_ceil_f32(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %f = call float @llvm.floor.f32(float %v)
  %x = call float @llvm.ceil.f32(float %f)
  store float %x, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The rounding functions, one after the other.
; CHECK-LABEL: @trunc_rint_nearbyint_round_f64(
; CHECK:         call <2 x double> @llvm.trunc.v2f64(
; CHECK-NEXT:    call <2 x double> @llvm.rint.v2f64(
; CHECK-NEXT:    call <2 x double> @llvm.nearbyint.v2f64(
; CHECK-NEXT:    call <2 x double> @llvm.round.v2f64(
define void @trunc_rint_nearbyint_round_f64(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %t = call double @llvm.trunc.f64(double %v)
  %r = call double @llvm.rint.f64(double %t)
  %y = call double @llvm.nearbyint.f64(double %r)
  %x = call double @llvm.round.f64(double %y)
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Three operands: fma and fmuladd, with a loop-invariant one broadcast.
; CHECK-LABEL: @fma_fmuladd_f32(
; CHECK:         [[M:%[0-9]+]] = call <4 x float> @llvm.fma.v4f32(<4 x float> %wide.load, <4 x float> %broadcast.splat, <4 x float> %wide.load)
; CHECK-NEXT:    call <4 x float> @llvm.fmuladd.v4f32(<4 x float> [[M]], <4 x float> [[M]], <4 x float> %broadcast.splat)
define void @fma_fmuladd_f32(float* noalias %a, float %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %m = call float @llvm.fma.f32(float %v, float %k, float %v)
  %x = call float @llvm.fmuladd.f32(float %m, float %m, float %k)
  store float %x, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Two operands: a[i] = copysign(fmax(fmin(a[i], 1.0), -1.0), a[i]).
; CHECK-LABEL: @minnum_maxnum_copysign_f64(
; CHECK:         call <2 x double> @llvm.minnum.v2f64(
; CHECK-NEXT:    call <2 x double> @llvm.maxnum.v2f64(
; CHECK-NEXT:    call <2 x double> @llvm.copysign.v2f64(
define void @minnum_maxnum_copysign_f64(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %lo = call double @llvm.minnum.f64(double %v, double 1.000000e+00)
  %hi = call double @llvm.maxnum.f64(double %lo, double -1.000000e+00)
  %x = call double @llvm.copysign.f64(double %hi, double %v)
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The declarations are added once each, with the intrinsic's attributes.
; CHECK:     declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) [[SQRT:#[0-9]+]]
; CHECK-NOT: declare <4 x float> @llvm.sqrt.v4f32(
; CHECK:     attributes [[SQRT]] = { {{.*}}readnone speculatable

declare float @llvm.sqrt.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare double @llvm.trunc.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.round.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.copysign.f64(double, double)
