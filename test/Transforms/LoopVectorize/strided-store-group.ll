; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Stride-2 stores taken as one group: the members' vectors are concatenated and interleaved by
; a shufflevector, and written with one store of 2 * VF elements; a read-modify-write of both
; fields of a pair is one load group and one store group.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
%struct.P = type { i32, i32 }

; out[2i] = in[i]; out[2i+1] = -in[i]
; CHECK-LABEL: @store_pairs(
; CHECK:       vector.body:
; CHECK:         %wide.load = load <4 x i32>
; CHECK-NEXT:    [[NEG:%.*]] = sub <4 x i32> zeroinitializer, %wide.load
; CHECK-NEXT:    [[CAT:%.*]] = shufflevector <4 x i32> %wide.load, <4 x i32> [[NEG]], <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT:    %interleaved.vec = shufflevector <8 x i32> [[CAT]], <8 x i32> poison, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
; CHECK:         store <8 x i32> %interleaved.vec
; CHECK-NOT:     store
; CHECK:         %index.next = add nuw i64 %index, 4
define void @store_pairs(i32* noalias %out, i32* noalias %in, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %in, i64 %i
  %v = load i32, i32* %pi, align 4
  %nv = sub i32 0, %v
  %j = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %out, i64 %j
  store i32 %v, i32* %p0, align 4
  %j1 = or i64 %j, 1
  %p1 = getelementptr inbounds i32, i32* %out, i64 %j1
  store i32 %nv, i32* %p1, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s[i].x += s[i].y; s[i].y <<= 1
; CHECK-LABEL: @swap_update(
; CHECK:       vector.body:
; CHECK:         %wide.vec = load <8 x i32>
; CHECK:         %strided.vec1 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; CHECK-NEXT:    [[X:%.*]] = add <4 x i32> %strided.vec, %strided.vec1
; CHECK-NEXT:    [[Y:%.*]] = shl <4 x i32> %strided.vec1, <i32 1, i32 1, i32 1, i32 1>
; CHECK-NEXT:    [[CAT:%.*]] = shufflevector <4 x i32> [[X]], <4 x i32> [[Y]], <8 x i32>
; CHECK-NEXT:    %interleaved.vec = shufflevector <8 x i32> [[CAT]], <8 x i32> poison, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
; CHECK:         store <8 x i32> %interleaved.vec
define void @swap_update(%struct.P* noalias %s, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds %struct.P, %struct.P* %s, i64 %i, i32 0
  %py = getelementptr inbounds %struct.P, %struct.P* %s, i64 %i, i32 1
  %x = load i32, i32* %px, align 4
  %y = load i32, i32* %py, align 4
  %x1 = add i32 %x, %y
  %y1 = shl i32 %y, 1
  store i32 %x1, i32* %px, align 4
  store i32 %y1, i32* %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
