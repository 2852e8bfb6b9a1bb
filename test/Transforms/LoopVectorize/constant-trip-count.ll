; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; With a constant trip count the counts are constants: n.vec is folded (the largest multiple of
; the width at most the trip count), the count test folds to true, and the remainder resumes at
; a constant. When the width divides the trip count, the middle block's test folds to true too:
; no remainder runs.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; 1000 iterations: the vector loop runs them all (250 vector iterations), the scalar loop none.
; CHECK-LABEL: @thousand(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 true, label %vector.ph, label %scalar.ph
; CHECK:         %vector.done = icmp eq i64 %index.next, 1000
; CHECK:       middle.block:
; CHECK-NEXT:    br i1 true, label %exit, label %scalar.ph
; CHECK:         %bc.resume.val = phi i64 [ 0, %entry ], [ 1000, %middle.block ]
define void @thousand(i32* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 1, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 1000
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; 17 i32 iterations counted down from 17 to 1 with a 32-bit counter: 16 in the vector loop.
; CHECK-LABEL: @seventeen_down(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 true, label %vector.ph, label %scalar.ph
; CHECK:         %vector.done = icmp eq i64 %index.next, 16
; CHECK:       middle.block:
; CHECK-NEXT:    br i1 false, label %exit, label %scalar.ph
; CHECK:         %bc.resume.val = phi i32 [ 17, %entry ], [ 1, %middle.block ]
define void @seventeen_down(i32* noalias %a) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 17, %entry ], [ %k.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 %k, i32* %p, align 4
  %j.next = add nuw nsw i64 %j, 1
  %k.next = add nsw i32 %k, -1
  %c = icmp sgt i32 %k.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
