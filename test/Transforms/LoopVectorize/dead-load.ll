; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize < %s | opt -S -passes=dce | FileCheck %s --check-prefix=DCE

; A load whose value nothing uses is dead code, not an address: the loop is vectorized (as opt
; does), and the dead vector load goes with the clean-up.
; CHECK-LABEL: @dead_load(
; CHECK:       vector.body:
; CHECK:         store <4 x i32> zeroinitializer
; DCE-LABEL:   @dead_load(
; DCE:         vector.body:
; DCE-NOT:       load
; DCE:         middle.block:
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @dead_load(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %unused = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
