; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 < %s | FileCheck %s --check-prefix=WIDTH2

; A loop with a small constant trip count is vectorized when the vector iterations cover it all
; (the remainder is then never entered); when a remainder would run, the vector loop and the
; remainder do not beat the scalar loop (which llc and LLVM's unroller handle well), and the loop
; stays scalar with LowTripCount. So does a loop whose largest trip count is at most the width.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      2 loop-vectorize - Number of loops not vectorized: LowTripCount
; STATS-NEXT: 2 loop-vectorize - Number of loops vectorized

; Four iterations at four lanes: one vector iteration, no remainder (two of two lanes at width 2).
; CHECK-LABEL: @four_iterations(
; CHECK:         br i1 true, label %vector.ph, label %scalar.ph
; CHECK:         store <4 x i32> <i32 7, i32 7, i32 7, i32 7>
; CHECK:         %vector.done = icmp eq i64 %index.next, 4
; CHECK:       middle.block:
; CHECK-NEXT:    br i1 true, label %exit, label %scalar.ph
; WIDTH2-LABEL: @four_iterations(
; WIDTH2:         br i1 true, label %vector.ph, label %scalar.ph
; WIDTH2:         store <2 x i32> <i32 7, i32 7>
; WIDTH2:         %vector.done = icmp eq i64 %index.next, 4
; WIDTH2:       middle.block:
; WIDTH2-NEXT:    br i1 true, label %exit, label %scalar.ph
define void @four_iterations(i32* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 7, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: five iterations, one vector iteration of four and one scalar.
; CHECK-LABEL: @no_vectorize_five_iterations(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the loop runs too few iterations to fill a vector and the remainder
define void @no_vectorize_five_iterations(i32* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 7, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 5
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Sixteen byte iterations at sixteen lanes: one vector store.
; CHECK-LABEL: @sixteen_bytes(
; CHECK:         store <16 x i8> <i8 7,
; CHECK:         %vector.done = icmp eq i64 %index.next, 16
; CHECK:       middle.block:
; CHECK-NEXT:    br i1 true, label %exit, label %scalar.ph
define void @sixteen_bytes(i8* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 7, i8* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: the count n & 3 is not constant, but at most 4 (scalar evolution's maximum).
; CHECK-LABEL: @no_vectorize_bounded_count(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the loop runs too few iterations to fill a vector and the remainder
define void @no_vectorize_bounded_count(i32* noalias %a, i64 %m) {
entry:
  %n = and i64 %m, 3
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 7, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
