; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=2 < %s | FileCheck %s --check-prefix=W2
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=8 < %s | FileCheck %s --check-prefix=W8
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=16 < %s | FileCheck %s --check-prefix=W16
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=64 < %s | FileCheck %s --check-prefix=W64
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=3 < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=128 < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=1 < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=8 -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; -force-vector-width=N sets the lanes of every loop, whatever its elements: a vector may then
; span several registers (llc splits it). Only powers of two from 2 to 64 are taken (the vector
; count is n.vec = btc & -N); other values leave the register width to decide, as 0 does.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; The count is rounded down to a multiple of the width, the index moves by the width.
; W2-LABEL: @copy(
; W2:         %n.vec = and i64 %{{[0-9]+}}, -2
; W2:         load <2 x i32>, <2 x i32>* %vec.ptr, align 4
; W2:         %index.next = add nuw i64 %index, 2
; W8-LABEL: @copy(
; W8:         %n.vec = and i64 %{{[0-9]+}}, -8
; W8:         load <8 x i32>, <8 x i32>* %vec.ptr, align 4
; W8:         store <8 x i32> %wide.load
; W8:         %index.next = add nuw i64 %index, 8
; W16-LABEL: @copy(
; W16:        %n.vec = and i64 %{{[0-9]+}}, -16
; W16:        load <16 x i32>
; W64-LABEL: @copy(
; W64:        %n.vec = and i64 %{{[0-9]+}}, -64
; W64:        load <64 x i32>
; DEFAULT-LABEL: @copy(
; DEFAULT:    %n.vec = and i64 %{{[0-9]+}}, -4
; DEFAULT:    load <4 x i32>
; DEFAULT:    %index.next = add nuw i64 %index, 4
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 1)
define void @copy(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
