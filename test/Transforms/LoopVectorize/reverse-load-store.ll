; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s --check-prefix=IC1
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 < %s | FileCheck %s --check-prefix=IC2

; Reverse accesses: an address that steps by -1 element is read and written as a vector that
; ends at the scalar iteration's element (its first lane VF - 1 elements lower), its lanes
; reversed with a shufflevector so that lane k is still iteration k. The loop's last element,
; b[n - 1], is the start, computed before the loop; the second part of an interleaved loop is
; VF elements further down.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = n; i > 0; i--) a[i - 1] = b[i - 1] + 1
; IC1-LABEL: @rev(
; IC1:       loop.preheader:
; IC1:         [[OFF:%.*]] = add i64 {{%.*}}, -4
; IC1:         [[B8:%.*]] = getelementptr i8, i8* {{%.*}}, i64 [[OFF]]
; IC1-NEXT:    [[BLAST:%.*]] = bitcast i8* [[B8]] to i32*
; IC1:       vector.body:
; IC1:         %rev.index = sub i64 0, %index
; IC1-NEXT:    %next.gep = getelementptr i32, i32* [[BLAST]], i64 %rev.index
; IC1-NEXT:    %part.gep = getelementptr i32, i32* %next.gep, i64 -3
; IC1-NEXT:    %vec.ptr = bitcast i32* %part.gep to <4 x i32>*
; IC1-NEXT:    %wide.load = load <4 x i32>, <4 x i32>* %vec.ptr, align 4
; IC1-NEXT:    %reverse = shufflevector <4 x i32> %wide.load, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
; IC1-NEXT:    [[ADD:%.*]] = add <4 x i32> %reverse, <i32 1, i32 1, i32 1, i32 1>
; IC1-NEXT:    %reverse1 = shufflevector <4 x i32> [[ADD]], <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
; IC1:         %part.gep3 = getelementptr i32, i32* %next.gep2, i64 -3
; IC1:         store <4 x i32> %reverse1
; IC1:         %index.next = add nuw i64 %index, 4

; IC2-LABEL: @rev(
; IC2:       vector.body:
; IC2:         getelementptr i32, i32* %next.gep, i64 -3
; IC2:         getelementptr i32, i32* %next.gep, i64 -7
; IC2:         %index.next = add nuw i64 %index, 8
define void @rev(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  %pb = getelementptr inbounds i32, i32* %b, i64 %i.next
  %v = load i32, i32* %pb, align 4
  %v1 = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i.next
  store i32 %v1, i32* %pa, align 4
  %c = icmp sgt i64 %i, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) a[i] = b[n - 1 - i]: the load is reversed, the store is not.
; IC1-LABEL: @reverse_read(
; IC1:       vector.body:
; IC1:         %wide.load = load <4 x i32>
; IC1-NEXT:    %reverse = shufflevector <4 x i32> %wide.load, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
; IC1-NOT:     shufflevector
; IC1:         store <4 x i32> %reverse,
define void @reverse_read(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %nm = sub nsw i64 %n, %i
  %j = add nsw i64 %nm, -1
  %pb = getelementptr inbounds i32, i32* %b, i64 %j
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
