; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; A loop without an ID gets two fresh distinct IDs: the vector loop's with
; llvm.loop.isvectorized, the scalar remainder's with it and llvm.loop.unroll.runtime.disable.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; A loop without an ID.
; CHECK-LABEL: @without_id(
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body, !llvm.loop [[VEC:![0-9]+]]
; CHECK:         br i1 %c, label %loop, label %exit, !llvm.loop [[SCALAR:![0-9]+]]
define void @without_id(i32* noalias %a, i32* noalias %b, i64 %n) {
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

; CHECK-DAG: [[VEC]] = distinct !{[[VEC]], [[ISV:![0-9]+]]}
; CHECK-DAG: [[SCALAR]] = distinct !{[[SCALAR]], [[ISV]], [[RTD:![0-9]+]]}
; CHECK-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
