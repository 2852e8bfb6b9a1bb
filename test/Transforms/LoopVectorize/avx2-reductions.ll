; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Reductions at the target's width. A 64-bit dot product stays scalar on SSE2, which has no
; 64-bit vector multiply (pmuludq and shifts per lane would cost more than the scalar loop),
; and runs four lanes at a time with AVX2; float and int sums reduce 4-lane vectors on SSE2 and
; 8-lane vectors with AVX2, where the cost model also picks four parts.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @dot64_sse(
; CHECK-NOT:     vector.body
; CHECK:         %m = mul i64 %va, %vb
; CHECK-NOT:     vector.body
; CHECK:       }
define i64 @dot64_sse(i64* noalias %a, i64* noalias %b, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %va = load i64, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %vb = load i64, i64* %pb, align 8
  %m = mul i64 %va, %vb
  %s.next = add i64 %s, %m
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}

; CHECK-LABEL: @dot64_avx2(
; CHECK:       vector.body:
; CHECK:         load <4 x i64>
; CHECK:         mul <4 x i64>
; CHECK:         %index.next = add nuw i64 %index, 16
; CHECK:         %rdx = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64>
define i64 @dot64_avx2(i64* noalias %a, i64* noalias %b, i64 %n) #1 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %va = load i64, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %vb = load i64, i64* %pb, align 8
  %m = mul i64 %va, %vb
  %s.next = add i64 %s, %m
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}

; CHECK-LABEL: @fsum_sse(
; CHECK:         fadd fast <4 x float>
; CHECK:         %rdx = call fast float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float>
define float @fsum_sse(float* noalias %a, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd fast float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

; CHECK-LABEL: @fsum_avx2(
; CHECK:         fadd fast <8 x float>
; CHECK:         %index.next = add nuw i64 %index, 32
; CHECK:         %rdx = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float>
define float @fsum_avx2(float* noalias %a, i64 %n) #1 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd fast float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

; CHECK-LABEL: @isum_sse(
; CHECK:         %index.next = add nuw i64 %index, 8
; CHECK:         %rdx = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32>
define i32 @isum_sse(i32* noalias %a, i64 %n) #0 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; CHECK-LABEL: @isum_avx2(
; CHECK:         %index.next = add nuw i64 %index, 32
; CHECK:         %rdx = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32>
define i32 @isum_avx2(i32* noalias %a, i64 %n) #1 {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

attributes #0 = { "target-cpu"="x86-64" }
attributes #1 = { "target-cpu"="haswell" }
