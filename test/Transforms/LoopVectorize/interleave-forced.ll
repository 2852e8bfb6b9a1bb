; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s --check-prefix=IC1
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 < %s | FileCheck %s --check-prefix=IC2
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 < %s | FileCheck %s --check-prefix=IC4
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 -force-vector-width=2 < %s | FileCheck %s --check-prefix=W2IC4

; -force-vector-interleave=N: each value of the loop is computed in N vectors (parts) per vector
; iteration, each part's accesses VF elements after the previous part's; the vector loop
; steps by VF * N and runs n & -(VF * N) iterations of the scalar loop.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = b[i] + 1
; IC1-LABEL: @add_one(
; IC1:         %n.vec = and i64 %n, -4
; IC1:       vector.body:
; IC1:         %wide.load = load <4 x i32>
; IC1-NOT:     load <4 x i32>
; IC1:         store <4 x i32>
; IC1-NOT:     store <4 x i32>
; IC1:         %index.next = add nuw i64 %index, 4

; IC2-LABEL: @add_one(
; IC2:         %n.vec = and i64 %n, -8
; IC2:       vector.body:
; IC2:         %next.gep = getelementptr i32, i32* %b, i64 %index
; IC2:         load <4 x i32>
; IC2:         %part.gep = getelementptr i32, i32* %next.gep, i64 4
; IC2:         load <4 x i32>
; IC2-NOT:     load <4 x i32>
; IC2:         add <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; IC2-NEXT:    add <4 x i32> %wide.load2, <i32 1, i32 1, i32 1, i32 1>
; IC2-COUNT-2: store <4 x i32>
; IC2:         %index.next = add nuw i64 %index, 8

; IC4-LABEL: @add_one(
; IC4:         %n.vec = and i64 %n, -16
; IC4:       vector.body:
; IC4-COUNT-4: load <4 x i32>
; IC4-NOT:     load <4 x i32>
; IC4-COUNT-4: store <4 x i32>
; IC4:         %index.next = add nuw i64 %index, 16

; W2IC4-LABEL: @add_one(
; W2IC4:       %n.vec = and i64 %n, -8
; W2IC4-COUNT-4: load <2 x i32>
; W2IC4:       %index.next = add nuw i64 %index, 8
define void @add_one(i32* noalias %a, i32* noalias %b, i64 %n) {
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
