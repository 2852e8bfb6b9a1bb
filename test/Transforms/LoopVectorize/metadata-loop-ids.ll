; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; The loop IDs of the two loops: both carry llvm.loop.isvectorized (neither is vectorized again)
; and keep the original loop's other properties; the scalar remainder also gets
; llvm.loop.unroll.runtime.disable (it runs fewer iterations than the width: unrolling it at run
; time would not pay).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; A loop with mustprogress and an unroll count: both new IDs keep them.
; CHECK-LABEL: @with_id(
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body, !llvm.loop [[VEC:![0-9]+]]
; CHECK:         br i1 %c, label %loop, label %exit, !llvm.loop [[SCALAR:![0-9]+]]
define void @with_id(i32* noalias %a, i32* noalias %b, i64 %n) {
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

; CHECK-DAG: [[MP:![0-9]+]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG: [[UC:![0-9]+]] = !{!"llvm.loop.unroll.count", i32 2}
; CHECK-DAG: [[VEC]] = distinct !{[[VEC]], [[MP]], [[UC]], [[ISV:![0-9]+]]}
; CHECK-DAG: [[SCALAR]] = distinct !{[[SCALAR]], [[MP]], [[UC]], [[ISV]], [[RTD:![0-9]+]]}
; CHECK-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 2}
