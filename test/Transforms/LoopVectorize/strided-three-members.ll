; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; A stride-3 group with every member read: bytes r, g, b of packed pixels, sixteen pixels per
; vector iteration from one load of 48 bytes, split by three shufflevectors; no gap, so the
; vector loop may run every iteration.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @rgb(
; CHECK:         %n.vec = and i64 %n, -16
; CHECK:       vector.body:
; CHECK:         %offset.idx = mul i64 %index, 3
; CHECK:         %wide.vec = load <48 x i8>, <48 x i8>* %vec.ptr, align 1
; CHECK-NEXT:    %strided.vec = shufflevector <48 x i8> %wide.vec, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
; CHECK-NEXT:    %strided.vec1 = shufflevector <48 x i8> %wide.vec, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
; CHECK-NEXT:    %strided.vec2 = shufflevector <48 x i8> %wide.vec, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
; CHECK:         store <16 x i8>
; CHECK:       middle.block:
; CHECK-NEXT:    %cmp.n = icmp eq i64 %n, %n.vec
define void @rgb(i8* noalias %out, i8* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = mul nuw nsw i64 %i, 3
  %p0 = getelementptr inbounds i8, i8* %in, i64 %j
  %r = load i8, i8* %p0, align 1
  %j1 = add nuw nsw i64 %j, 1
  %p1 = getelementptr inbounds i8, i8* %in, i64 %j1
  %gg = load i8, i8* %p1, align 1
  %j2 = add nuw nsw i64 %j, 2
  %p2 = getelementptr inbounds i8, i8* %in, i64 %j2
  %b = load i8, i8* %p2, align 1
  %g2 = shl i8 %gg, 1
  %s1 = add i8 %r, %g2
  %s = add i8 %s1, %b
  %po = getelementptr inbounds i8, i8* %out, i64 %i
  store i8 %s, i8* %po, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
