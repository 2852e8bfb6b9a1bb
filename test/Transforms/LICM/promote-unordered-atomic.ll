; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; Unordered atomic accesses may be promoted, but the preheader load and the exit store must stay
; unordered atomic: a plain access racing with another thread would be undefined behaviour.
; CHECK-LABEL: @promote_unordered(
; CHECK:       entry:
; CHECK-NEXT:    [[INIT:%.*]] = load atomic i32, i32* @g unordered, align 4
; CHECK:       exit:
; CHECK-NEXT:    [[LIVE:%.*]] = phi i32 [ %a, %loop ]
; CHECK-NEXT:    store atomic i32 [[LIVE]], i32* @g unordered, align 4
define void @promote_unordered(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load atomic i32, i32* @g unordered, align 4
  %a = add i32 %v, %i
  store atomic i32 %a, i32* @g unordered, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
