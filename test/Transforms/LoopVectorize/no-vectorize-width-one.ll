; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; llvm.loop.vectorize.width 1 (#pragma clang loop vectorize_width(1)) asks for one lane: the
; loop stays scalar, as if vectorization were disabled, even under -force-vector-width.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Don't vectorize: a width of one.
; CHECK-LABEL: @no_vectorize_width_one(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: vectorization is explicitly disabled
define void @no_vectorize_width_one(i32* noalias %a, i64 %n) {
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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 1}
