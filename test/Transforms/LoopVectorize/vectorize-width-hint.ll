; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s --check-prefixes=CHECK,DEF
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=16 < %s | FileCheck %s --check-prefixes=CHECK,F16
; RUN: hoist -passes=loop-vectorize -force-vector-interleave=1 -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; llvm.loop.vectorize.width (clang's #pragma clang loop vectorize_width(N)) sets a loop's own
; lanes, over the register width and over -force-vector-width; a width that is not a power of
; two is ignored, as LLVM ignores it.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; vectorize_width(8): eight i32 lanes, two registers.
; CHECK-LABEL: @width_8(
; CHECK:         %n.vec = and i64 %{{[0-9]+}}, -8
; CHECK:         load <8 x i32>
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 1)
define void @width_8(i32* noalias %a, i32* noalias %b, i64 %n) {
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
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; vectorize_width(2): fewer lanes than the register holds.
; CHECK-LABEL: @width_2(
; CHECK:         %n.vec = and i64 %{{[0-9]+}}, -2
; CHECK:         load <2 x i32>
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 2, interleaved count: 1)
define void @width_2(i32* noalias %a, i32* noalias %b, i64 %n) {
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
  br i1 %c, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

; vectorize_width(6) is not a power of two: ignored, the register width decides without the
; flag (4) and the flag decides with it (16).
; CHECK-LABEL: @width_6_ignored(
; DEF:           load <4 x i32>
; F16:           load <16 x i32>
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)
define void @width_6_ignored(i32* noalias %a, i32* noalias %b, i64 %n) {
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
  br i1 %c, label %loop, label %exit, !llvm.loop !4
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 8}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.vectorize.width", i32 2}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.vectorize.width", i32 6}
