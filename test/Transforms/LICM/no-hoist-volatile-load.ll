; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Don't hoist: a volatile load must happen on every iteration.
; CHECK-LABEL: @no_hoist_volatile(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %sum = phi
; CHECK-NEXT:    %v = load volatile i32, i32* %p, align 4
; DEBUG: LICM: LOAD %v - NOT HOISTED (volatile or ordered atomic access)
define i32 @no_hoist_volatile(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %v = load volatile i32, i32* %p, align 4
  %sum.next = add i32 %sum, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sum.next
}
