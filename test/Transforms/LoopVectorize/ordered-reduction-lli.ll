; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions -force-vector-width=4 -force-vector-interleave=1 %s -o %t.w4.ll
; RUN: FileCheck %s < %t.w4.ll
; RUN: lli %t.w4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions -force-vector-width=4 -force-vector-interleave=4 %s -o %t.w4ic4.ll
; RUN: FileCheck %s < %t.w4ic4.ll
; RUN: lli %t.w4ic4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions -force-vector-width=8 -force-vector-interleave=2 %s -o %t.w8.ll
; RUN: FileCheck %s < %t.w8.ll
; RUN: lli %t.w8.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 -force-vector-interleave=2 %s -o %t.strict.ll
; RUN: lli %t.strict.ll | diff %t.expected -

; Differential: in-order floating-point sums must give the scalar loop's result to the last bit
; (printed with %a). The terms mix 2^24 with small fractions, so that any reassociation changes
; the rounding; trip counts around the vector step. Without -force-ordered-reductions the loops
; stay scalar (the last run), also with the width forced. (The same loops with reassoc, at width 4
; and two parts, print other values at every count from 8 on.)

; CHECK-LABEL: @fsum(
; CHECK:         call float @llvm.vector.reduce.fadd.v{{[48]}}f32(float %vec.phi,
; CHECK-LABEL: @dsum(
; CHECK:         call double @llvm.vector.reduce.fadd.v{{[48]}}f64(double %vec.phi,

; OUT:      n=0 0x1p-1 0x1.8p+1
; OUT:      n=9 -0x1.fffffcp+23 0x1.800000000009cp+54
; OUT:      n=100 0x1.7p+4 0x1.100000000007p+58

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fa = internal global [128 x float] zeroinitializer, align 16
@da = internal global [128 x double] zeroinitializer, align 16
@ns = internal constant [14 x i64] [i64 0, i64 1, i64 3, i64 4, i64 5, i64 7, i64 8, i64 9, i64 15, i64 16, i64 17, i64 31, i64 33, i64 100], align 8
@fmt = private constant [15 x i8] c"n=%ld %a %a\0A\00\00\00", align 1

declare i32 @printf(i8*, ...)

define float @fsum(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.5, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.5, %entry ], [ %s.next, %loop ]
  ret float %r
}

define double @dsum(double* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 3.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %pa, align 8
  %s.next = fadd double %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi double [ 3.0, %entry ], [ %s.next, %loop ]
  ret double %r
}

; fa[i] = (i odd ? 2^24 : -2^24) + hash(i) / 1024; da[i] = (i % 3 == 0 ? 2^53 : 0) + hash(i) / 7
define internal void @init() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %m = mul i32 %t, -1640531535
  %h = lshr i32 %m, 22
  %hf = uitofp i32 %h to float
  %frac = fmul float %hf, 0x3F50000000000000
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %big = select i1 %isodd, float 0x4170000000000000, float 0xC170000000000000
  %fv = fadd float %big, %frac
  %pf = getelementptr inbounds [128 x float], [128 x float]* @fa, i64 0, i64 %i
  store float %fv, float* %pf, align 4
  %hd = uitofp i32 %h to double
  %dfrac = fdiv double %hd, 7.0
  %r3 = urem i32 %t, 3
  %is3 = icmp eq i32 %r3, 0
  %dbig = select i1 %is3, double 0x4340000000000000, double 0.0
  %dv = fadd double %dbig, %dfrac
  %pd = getelementptr inbounds [128 x double], [128 x double]* @da, i64 0, i64 %i
  store double %dv, double* %pd, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 128
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @main() {
entry:
  call void @init()
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %pn = getelementptr inbounds [14 x i64], [14 x i64]* @ns, i64 0, i64 %k
  %n = load i64, i64* %pn, align 8
  %f = call float @fsum(float* getelementptr inbounds ([128 x float], [128 x float]* @fa, i64 0, i64 0), i64 %n)
  %fd = fpext float %f to double
  %d = call double @dsum(double* getelementptr inbounds ([128 x double], [128 x double]* @da, i64 0, i64 0), i64 %n)
  %fmt = getelementptr inbounds [15 x i8], [15 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i64 %n, double %fd, double %d)
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 14
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
