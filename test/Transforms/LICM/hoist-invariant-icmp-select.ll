; RUN: hoist -S -passes=licm < %s | FileCheck %s

; An invariant compare and the select on it (max(%a, %b)) are computed once before the loop.
; CHECK-LABEL: @hoist_icmp_select(
; CHECK:       entry:
; CHECK-NEXT:    %gt = icmp sgt i32 %a, %b
; CHECK-NEXT:    %max = select i1 %gt, i32 %a, i32 %b
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     icmp sgt
; CHECK-NOT:     select
; CHECK:         store i32 %max
define void @hoist_icmp_select(i32* %p, i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %gt = icmp sgt i32 %a, %b
  %max = select i1 %gt, i32 %a, i32 %b
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %max, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; The select's condition varies per iteration: only the invariant compare is hoisted.
; CHECK-LABEL: @no_hoist_select_variant_condition(
; CHECK:       entry:
; CHECK-NEXT:    %gt = icmp sgt i32 %a, %b
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %odd = trunc i32 %i to i1
; CHECK-NEXT:    %both = and i1 %odd, %gt
; CHECK-NEXT:    %v = select i1 %both, i32 %a, i32 %b
define void @no_hoist_select_variant_condition(i32* %p, i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %gt = icmp sgt i32 %a, %b
  %odd = trunc i32 %i to i1
  %both = and i1 %odd, %gt
  %v = select i1 %both, i32 %a, i32 %b
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
