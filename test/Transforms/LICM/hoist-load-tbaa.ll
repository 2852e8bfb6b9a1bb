; RUN: hoist -S -passes=licm < %s | FileCheck %s

; The load reads an int and the loop stores a float: by TBAA they cannot alias, so the load is
; hoisted even though %p and %q may point to the same memory.
; CHECK-LABEL: @hoist_tbaa_distinct(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4, !tbaa
; CHECK-NEXT:    %f = sitofp i32 %v to float
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         store float %f
define void @hoist_tbaa_distinct(i32* %p, float* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %p, align 4, !tbaa !3
  %f = sitofp i32 %v to float
  %gep = getelementptr inbounds float, float* %q, i32 %i
  store float %f, float* %gep, align 4, !tbaa !5
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; Same types on both sides (int and int): TBAA does not help, the load stays.
; CHECK-LABEL: @no_hoist_tbaa_same_type(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %v = load i32, i32* %p, align 4, !tbaa
define void @no_hoist_tbaa_same_type(i32* %p, i32* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %p, align 4, !tbaa !3
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4, !tbaa !3
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!2, !2, i64 0}
!4 = !{!"float", !1, i64 0}
!5 = !{!4, !4, i64 0}
