; RUN: hoist -S -passes=loop-vectorize -pass-remarks=loop-vectorize < %s 2>&1 | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -pass-remarks=loop-vectorize -vectorizer-min-trip-count=4 < %s 2>&1 | FileCheck %s --check-prefix=MIN4

; -vectorizer-min-trip-count (LLVM's TinyTripCountVectorThreshold, 16 by default): a loop with a
; known trip count below it is vectorized only at a width that leaves no remainder. Ten
; iterations: width 2 by default; with the threshold at 4 the count is not tiny, and width 4 with a
; scalar remainder of two is chosen, as opt chooses with the same flag.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK: remark: <unknown>:0:0: vectorized loop (vectorization width: 2, interleaved count: 1)
; MIN4: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)
define void @ten(i32* noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = add nsw i32 %v, 7
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 10
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
