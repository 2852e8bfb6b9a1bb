; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; A chain %a -> %b -> %c used only in the cold block. The preheader is walked last instruction
; first, so %c moves before %b is looked at (%b's only user is then in %cold), and so on: the
; whole chain arrives in %cold in its original order.
; CHECK-LABEL: @chain(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %a = mul i32 %x, 7
; CHECK-NEXT:    %b = xor i32 %a, %y
; CHECK-NEXT:    %c = shl i32 %b, 3
; CHECK-NEXT:    %u = add i32 %v, %c
define i32 @chain(i32* %p0, i32 %n, i32 %x, i32 %y) !prof !0 {
entry:
  %a = mul i32 %x, 7
  %b = xor i32 %a, %y
  %c = shl i32 %b, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %p0, i32 %i
  %v = load i32, i32* %p, align 4
  %cmp = icmp eq i32 %v, 0
  br i1 %cmp, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %c
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
