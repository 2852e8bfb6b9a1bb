; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Interleaved groups with gaps. A member missing in the middle (in[3i] and in[3i+2]) is read and
; dropped; one missing at the end (in[3i] and in[3i+1], or in[2i] alone) would make the wide load
; of the last vector iteration read past the last element the loop reads, so the vector loop
; leaves at least one iteration to the scalar loop: its count is (n - 1) & -VF and the middle
; block always goes on to the scalar loop (LLVM's requiresScalarEpilogue).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @gap(
; CHECK:         %n.vec = and i64 %n, -4
; CHECK:         %wide.vec = load <12 x i32>
; CHECK-NEXT:    %strided.vec = shufflevector <12 x i32> %wide.vec, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
; CHECK-NEXT:    %strided.vec1 = shufflevector <12 x i32> %wide.vec, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
; CHECK:       middle.block:
; CHECK-NEXT:    %cmp.n = icmp eq i64 %n, %n.vec
define void @gap(i32* noalias %out, i32* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = mul nuw nsw i64 %i, 3
  %p0 = getelementptr inbounds i32, i32* %in, i64 %j
  %v0 = load i32, i32* %p0, align 4
  %j2 = add nuw nsw i64 %j, 2
  %p2 = getelementptr inbounds i32, i32* %in, i64 %j2
  %v2 = load i32, i32* %p2, align 4
  %s = sub i32 %v0, %v2
  %po = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %s, i32* %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @gapend(
; CHECK:       loop.preheader:
; CHECK-NEXT:    [[N1:%.*]] = add i64 %n, -1
; CHECK-NEXT:    %n.vec = and i64 [[N1]], -4
; CHECK:         %wide.vec = load <12 x i32>
; CHECK-NEXT:    %strided.vec = shufflevector <12 x i32> %wide.vec, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
; CHECK-NEXT:    %strided.vec1 = shufflevector <12 x i32> %wide.vec, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
; CHECK:       middle.block:
; CHECK-NEXT:    br label %scalar.ph
define void @gapend(i32* noalias %out, i32* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = mul nuw nsw i64 %i, 3
  %p0 = getelementptr inbounds i32, i32* %in, i64 %j
  %v0 = load i32, i32* %p0, align 4
  %j1 = add nuw nsw i64 %j, 1
  %p1 = getelementptr inbounds i32, i32* %in, i64 %j1
  %v1 = load i32, i32* %p1, align 4
  %s = sub i32 %v0, %v1
  %po = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %s, i32* %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s += in[2i]: a group of one member, the odd elements a gap at the end.
; CHECK-LABEL: @evens(
; CHECK:       loop.preheader:
; CHECK-NEXT:    [[N1:%.*]] = add i64 %n, -1
; CHECK-NEXT:    %n.vec = and i64 [[N1]], -4
; CHECK:         %wide.vec = load <8 x i32>
; CHECK-NEXT:    %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT:    add <4 x i32> %vec.phi, %strided.vec
; CHECK:       middle.block:
; CHECK-NOT:     %cmp.n
; CHECK:         br label %scalar.ph
define i32 @evens(i32* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %in, i64 %j
  %v0 = load i32, i32* %p0, align 4
  %s.next = add i32 %s, %v0
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
