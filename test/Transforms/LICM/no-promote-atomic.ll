; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; Don't promote: each monotonic load may observe another thread's store.
; CHECK-LABEL: @no_promote_monotonic(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = load atomic i32, i32* @g monotonic, align 4
; CHECK:         store atomic i32 %a, i32* @g monotonic, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @no_promote_monotonic(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load atomic i32, i32* @g monotonic, align 4
  %a = add i32 %v, %i
  store atomic i32 %a, i32* @g monotonic, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
