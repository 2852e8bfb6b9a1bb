; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -S -passes=loop-vectorize,loop-vectorize < %s | FileCheck %s --check-prefix=TWICE

; llvm.loop.isvectorized marks a loop the vectorizer made or left as the remainder: it is
; skipped without a remark and not counted as analyzed, so running the pass twice vectorizes
; once.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Of the two loops only @zero_twice's is analyzed and reported on.
; REMARK:     remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 2)
; REMARK-NOT: remark
; STATS:      1 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT: 1 loop-vectorize - Number of loops vectorized

; Don't vectorize: already vectorized.
; CHECK-LABEL: @no_vectorize_already_vectorized(
; CHECK-NOT:     vector.body
; CHECK:       exit:
define void @no_vectorize_already_vectorized(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; The pass's own marks keep a second run from vectorizing the vector or the scalar loop again.
; TWICE-LABEL: @zero_twice(
; TWICE:         vector.body:
; TWICE-NOT:     vector.body{{[0-9]+}}:
; TWICE:         ret void
define void @zero_twice(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
