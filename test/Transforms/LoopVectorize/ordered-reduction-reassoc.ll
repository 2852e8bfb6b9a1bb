; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 -force-ordered-reductions < %s | FileCheck %s

; Where reassociation is allowed, a floating-point sum is split across lanes as an integer sum
; is: reassoc on the fadd (or fast), or a loop hint that asks for vectorization
; (llvm.loop.vectorize.enable, LLVM's allowReordering). Each part has a vector accumulator of
; -0.0 (fadd's identity), the start value in lane 0 of the first; after the loop the parts are
; added and reduced once with -0.0 as the start. -force-ordered-reductions changes nothing here.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @fsum_fast(
; CHECK:         %vec.phi = phi <4 x float> [ <float 1.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ]
; CHECK-NEXT:    %vec.phi1 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ]
; CHECK:         fadd reassoc <4 x float> %vec.phi, %wide.load
; CHECK:       middle.block:
; CHECK:         %bin.rdx = fadd reassoc <4 x float>
; CHECK-NEXT:    %rdx = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
; CHECK-NOT:     ordered.rdx
define float @fsum_fast(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd reassoc float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

; CHECK-LABEL: @hinted(
; CHECK:         %vec.phi = phi <4 x float>
; CHECK:         fadd <4 x float> %vec.phi, %wide.load
; CHECK:         %rdx = call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
define float @hinted(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
