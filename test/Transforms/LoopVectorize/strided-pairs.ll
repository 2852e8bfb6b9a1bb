; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Stride-2 loads taken as one interleaved group (LLVM's InterleavedAccessInfo): in[2i] and
; in[2i+1], or the two fields of an array of pairs, are read with one load of 2 * VF elements
; at in + 2 * index and split into their members by two shufflevectors (even and odd lanes).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
%struct.P = type { float, float }

; out[i] = in[2i] + in[2i+1]
; CHECK-LABEL: @pairs(
; CHECK:       vector.body:
; CHECK:         %offset.idx = mul i64 %index, 2
; CHECK-NEXT:    %next.gep = getelementptr i32, i32* %in, i64 %offset.idx
; CHECK-NEXT:    %vec.ptr = bitcast i32* %next.gep to <8 x i32>*
; CHECK-NEXT:    %wide.vec = load <8 x i32>, <8 x i32>* %vec.ptr, align 4
; CHECK-NEXT:    %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT:    %strided.vec1 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; CHECK-NEXT:    [[S:%.*]] = add <4 x i32> %strided.vec, %strided.vec1
; CHECK-NOT:     load
; CHECK:         store <4 x i32> [[S]]
; CHECK:         %index.next = add nuw i64 %index, 4
define void @pairs(i32* noalias %out, i32* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %in, i64 %j
  %v0 = load i32, i32* %p0, align 4
  %j1 = or i64 %j, 1
  %p1 = getelementptr inbounds i32, i32* %in, i64 %j1
  %v1 = load i32, i32* %p1, align 4
  %s = add i32 %v0, %v1
  %po = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %s, i32* %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; o[i] = s[i].x * s[i].y: the array of pairs is read as floats from its start.
; CHECK-LABEL: @structs(
; CHECK:       loop.preheader:
; CHECK:         [[F:%.*]] = bitcast %struct.P* %s to float*
; CHECK:       vector.body:
; CHECK:         %next.gep = getelementptr float, float* [[F]], i64 %offset.idx
; CHECK:         %wide.vec = load <8 x float>
; CHECK-NEXT:    %strided.vec = shufflevector <8 x float> %wide.vec, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT:    %strided.vec1 = shufflevector <8 x float> %wide.vec, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; CHECK-NEXT:    fmul <4 x float> %strided.vec, %strided.vec1
define void @structs(%struct.P* noalias %s, float* noalias %o, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds %struct.P, %struct.P* %s, i64 %i, i32 0
  %py = getelementptr inbounds %struct.P, %struct.P* %s, i64 %i, i32 1
  %x = load float, float* %px, align 4
  %y = load float, float* %py, align 4
  %m = fmul float %x, %y
  %po = getelementptr inbounds float, float* %o, i64 %i
  store float %m, float* %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
