; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; llvm.loop.vectorize.enable false (clang's #pragma clang loop vectorize(disable)) keeps a loop
; scalar, even under -force-vector-width, with a missed remark MissedExplicitlyDisabled.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      1 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT: 1 loop-vectorize - Number of loops not vectorized: MissedExplicitlyDisabled
; STATS-NOT:  vectorized

; Don't vectorize: the loop says so.
; CHECK-LABEL: @no_vectorize_disabled(
; CHECK-NOT:     vector.body
; CHECK:         br i1 %c, label %loop, label %exit, !llvm.loop !0
; REMARK: remark: <unknown>:0:0: loop not vectorized: vectorization is explicitly disabled
; REMARK-NOT: remark
define void @no_vectorize_disabled(i32* noalias %a, i64 %n) {
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

; The loop's own ID is left as it was.
; CHECK: !0 = distinct !{!0, !1}
; CHECK: !1 = !{!"llvm.loop.vectorize.enable", i1 false}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
