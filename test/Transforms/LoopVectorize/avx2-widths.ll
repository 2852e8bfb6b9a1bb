; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; The vector width follows the function's target: 128-bit vectors by default (x86-64's SSE2:
; four i32 or float, two double, eight i16); 256-bit vectors where "target-features" has +avx2
; or "target-cpu" names a core that has it (eight i32 or float, four double, sixteen i16); with
; AVX alone (sandybridge), 256-bit floating-point vectors but 128-bit integer ones; a feature
; turned off (-avx2) caps what the CPU name gives.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @sse_i32(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.load = load <4 x i32>, <4 x i32>*
; CHECK:         store <4 x i32> {{%.*}}, <4 x i32>*
; CHECK:         %index.next = add nuw i64 %index, 4
define void @sse_i32(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx2_i32(
; CHECK:         %n.vec = and i64 %n, -8
; CHECK:         %wide.load = load <8 x i32>, <8 x i32>*
; CHECK:         store <8 x i32> {{%.*}}, <8 x i32>*
; CHECK:         %index.next = add nuw i64 %index, 8
define void @avx2_i32(i32* noalias %a, i32* noalias %b, i64 %n) #1 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @sse_float(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.load = load <4 x float>, <4 x float>*
; CHECK:         store <4 x float> {{%.*}}, <4 x float>*
; CHECK:         %index.next = add nuw i64 %index, 4
define void @sse_float(float* noalias %a, float* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %v1 = fmul float %v, 3.000000e+00
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %v1, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx2_float(
; CHECK:         %n.vec = and i64 %n, -8
; CHECK:         %wide.load = load <8 x float>, <8 x float>*
; CHECK:         store <8 x float> {{%.*}}, <8 x float>*
; CHECK:         %index.next = add nuw i64 %index, 8
define void @avx2_float(float* noalias %a, float* noalias %b, i64 %n) #2 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %v1 = fmul float %v, 3.000000e+00
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %v1, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @sse_double(
; CHECK:         %n.vec = and i64 %n, -2
; CHECK:         %wide.load = load <2 x double>, <2 x double>*
; CHECK:         store <2 x double> {{%.*}}, <2 x double>*
; CHECK:         %index.next = add nuw i64 %index, 2
define void @sse_double(double* noalias %a, double* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb, align 8
  %v1 = fadd double %v, 1.000000e+00
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %v1, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx2_double(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.load = load <4 x double>, <4 x double>*
; CHECK:         store <4 x double> {{%.*}}, <4 x double>*
; CHECK:         %index.next = add nuw i64 %index, 4
define void @avx2_double(double* noalias %a, double* noalias %b, i64 %n) #1 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb, align 8
  %v1 = fadd double %v, 1.000000e+00
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %v1, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx2_i16(
; CHECK:         %n.vec = and i64 %n, -16
; CHECK:         %wide.load = load <16 x i16>, <16 x i16>*
; CHECK:         store <16 x i16> {{%.*}}, <16 x i16>*
; CHECK:         %index.next = add nuw i64 %index, 16
define void @avx2_i16(i16* noalias %a, i16* noalias %b, i64 %n) #2 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i16, i16* %b, i64 %i
  %v = load i16, i16* %pb, align 2
  %v1 = add i16 %v, 1
  %pa = getelementptr inbounds i16, i16* %a, i64 %i
  store i16 %v1, i16* %pa, align 2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx_i32(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.load = load <4 x i32>, <4 x i32>*
; CHECK:         store <4 x i32> {{%.*}}, <4 x i32>*
; CHECK:         %index.next = add nuw i64 %index, 4
define void @avx_i32(i32* noalias %a, i32* noalias %b, i64 %n) #3 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx_float(
; CHECK:         %n.vec = and i64 %n, -8
; CHECK:         %wide.load = load <8 x float>, <8 x float>*
; CHECK:         store <8 x float> {{%.*}}, <8 x float>*
; CHECK:         %index.next = add nuw i64 %index, 8
define void @avx_float(float* noalias %a, float* noalias %b, i64 %n) #3 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %v1 = fmul float %v, 3.000000e+00
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %v1, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @capped_i32(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.load = load <4 x i32>, <4 x i32>*
; CHECK:         store <4 x i32> {{%.*}}, <4 x i32>*
; CHECK:         %index.next = add nuw i64 %index, 4
define void @capped_i32(i32* noalias %a, i32* noalias %b, i64 %n) #4 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @avx512_i32(
; CHECK:         %n.vec = and i64 %n, -8
; CHECK:         %wide.load = load <8 x i32>, <8 x i32>*
; CHECK:         store <8 x i32> {{%.*}}, <8 x i32>*
; CHECK:         %index.next = add nuw i64 %index, 8
define void @avx512_i32(i32* noalias %a, i32* noalias %b, i64 %n) #5 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v1, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

attributes #1 = { "target-cpu"="x86-64" "target-features"="+avx,+avx2,+sse4.1,+sse4.2,+ssse3" }
attributes #2 = { "target-cpu"="haswell" }
attributes #3 = { "target-cpu"="sandybridge" }
attributes #4 = { "target-cpu"="haswell" "target-features"="-avx2" }
attributes #5 = { "target-cpu"="skylake-avx512" }
