; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions -force-vector-width=4 -force-vector-interleave=1 < %s | FileCheck %s --check-prefix=IC1
; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions -force-vector-width=4 -force-vector-interleave=2 < %s | FileCheck %s --check-prefix=IC2

; -force-ordered-reductions: a sum without reassoc is vectorized in order. The accumulator stays
; a scalar (its phi starts at the loop's start value, not at a vector of identities), and each
; part's vector is added to it lane by lane with llvm.vector.reduce.fadd without fast-math flags
; (LLVM's strict form: start value first, then lanes 0, 1, ...), the first part's result feeding
; the second's. The scalar loop resumes from it.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; IC1-LABEL: @dsum(
; IC1:       vector.body:
; IC1:         %vec.phi = phi double [ 2.500000e+00, %vector.ph ], [ %ordered.rdx, %vector.body ]
; IC1:         %wide.load = load <4 x double>
; IC1-NEXT:    %ordered.rdx = call double @llvm.vector.reduce.fadd.v4f64(double %vec.phi, <4 x double> %wide.load)
; IC1-NOT:     fadd
; IC1:       middle.block:
; IC1-NEXT:    %ordered.rdx.lcssa = phi double [ %ordered.rdx, %vector.body ]
; IC1:       scalar.ph:
; IC1-NEXT:    %bc.merge.rdx = phi double [ 2.500000e+00, %loop.preheader ], [ %ordered.rdx.lcssa, %middle.block ]
; IC1:         %s.next = fadd double %s, %v

; IC2-LABEL: @dsum(
; IC2:         %vec.phi = phi double [ 2.500000e+00, %vector.ph ], [ [[SECOND:%.*]], %vector.body ]
; IC2:         %ordered.rdx = call double @llvm.vector.reduce.fadd.v4f64(double %vec.phi, <4 x double> %wide.load)
; IC2-NEXT:    [[SECOND]] = call double @llvm.vector.reduce.fadd.v4f64(double %ordered.rdx, <4 x double> %wide.load{{[0-9]+}})
define double @dsum(double* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 2.5, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %pa, align 8
  %s.next = fadd double %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %r
}

; IC1-LABEL: @fsum(
; IC1:         %ordered.rdx = call float @llvm.vector.reduce.fadd.v4f32(float %vec.phi, <4 x float> %wide.load)
; IC2-LABEL: @fsum(
; IC2-COUNT-2: call float @llvm.vector.reduce.fadd.v4f32(float
define float @fsum(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}
