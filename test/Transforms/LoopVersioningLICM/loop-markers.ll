; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | opt -S | FileCheck %s

; Both versions get a new distinct loop ID carrying llvm.loop.licm_versioning.disable (so neither
; is versioned again) and keep the loop's own properties (here llvm.loop.mustprogress); only the
; fast version carries !{!"llvm.loop.licm_versioning", !"versioned_loop"}. (opt -S first, so
; that equal metadata nodes are one node.)
; CHECK-LABEL: @markers(
; CHECK:         br i1 %cmp.lver.orig, label %loop.lver.orig, label %{{.*}}, !llvm.loop [[SAFE:![0-9]+]]
; CHECK:         br i1 %cmp, label %loop, label %{{.*}}, !llvm.loop [[FAST:![0-9]+]]
; CHECK-DAG:   [[SAFE]] = distinct !{[[SAFE]], [[MP:![0-9]+]], [[DIS:![0-9]+]]}
; CHECK-DAG:   [[FAST]] = distinct !{[[FAST]], [[MP]], [[DIS]], [[VER:![0-9]+]]}
; CHECK-DAG:   [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG:   [[DIS]] = !{!"llvm.loop.licm_versioning.disable"}
; CHECK-DAG:   [[VER]] = !{!"llvm.loop.licm_versioning", !"versioned_loop"}
; CHECK-NOT:   !{!"llvm.loop.licm_versioning", !"versioned_loop"}
define void @markers(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
