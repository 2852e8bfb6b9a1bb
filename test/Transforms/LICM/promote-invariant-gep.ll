; RUN: hoist -S -passes=licm < %s | FileCheck %s

@arr = global [16 x i32] zeroinitializer, align 4

; The accumulated location is an array element at an invariant index: its address is hoisted
; first, then the element is promoted through the hoisted pointer.
; CHECK-LABEL: @promote_array_element(
; CHECK:       entry:
; CHECK-NEXT:    %e = getelementptr inbounds [16 x i32], [16 x i32]* @arr, i32 0, i32 %k
; CHECK-NEXT:    [[INIT:%.*]] = load i32, i32* %e, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK-NOT:     store
; CHECK:       exit:
; CHECK-NEXT:    [[LIVE:%.*]] = phi i32 [ %a, %loop ]
; CHECK-NEXT:    store i32 [[LIVE]], i32* %e, align 4
define void @promote_array_element(i32 %k, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %e = getelementptr inbounds [16 x i32], [16 x i32]* @arr, i32 0, i32 %k
  %v = load i32, i32* %e, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* %e, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
