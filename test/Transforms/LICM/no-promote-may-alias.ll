; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; Don't promote: the store through %p may write @g.
; CHECK-LABEL: @no_promote_may_alias(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = load i32, i32* @g, align 4
; CHECK:         store i32 %a, i32* @g, align 4
; CHECK-NEXT:    store i32 0, i32* %p, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @no_promote_may_alias(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; The same loop with %p noalias: the other store cannot touch @g, and @g is promoted.
; CHECK-LABEL: @promote_noalias_neighbour(
; CHECK:       entry:
; CHECK:         [[INIT:%.*]] = load i32, i32* @g, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:       exit:
; CHECK-NEXT:    [[LIVE:%.*]] = phi i32 [ %a, %loop ]
; CHECK-NEXT:    store i32 [[LIVE]], i32* @g, align 4
define void @promote_noalias_neighbour(i32* noalias %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
