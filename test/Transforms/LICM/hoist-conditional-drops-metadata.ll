; RUN: hoist -S -passes=licm < %s | FileCheck %s

; A load speculated out of a conditional block may run where the facts its metadata states (the
; !range, the !tbaa type) were only known under the condition: the hoisted copy drops them.
; CHECK-LABEL: @hoist_conditional_drops_metadata(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4{{$}}
; CHECK-NEXT:    br label %loop
define void @hoist_conditional_drops_metadata(i32* noalias align 4 dereferenceable(4) %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp sgt i32 %i, 5
  br i1 %c, label %then, label %latch

then:
  %v = load i32, i32* %p, align 4, !range !0, !tbaa !3
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4, !tbaa !3
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; The same load in the header runs whenever the loop does: its metadata stays true and is kept.
; CHECK-LABEL: @hoist_guaranteed_keeps_metadata(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4, {{.*}}!range [[RANGE:![0-9]+]]
; CHECK-NEXT:    br label %loop
; CHECK:       [[RANGE]] = !{i32 0, i32 10}
define void @hoist_guaranteed_keeps_metadata(i32* noalias align 4 dereferenceable(4) %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %p, align 4, !range !0, !tbaa !3
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4, !tbaa !3
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

!0 = !{i32 0, i32 10}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"omnipotent char", !1, i64 0}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !2, i64 0}
