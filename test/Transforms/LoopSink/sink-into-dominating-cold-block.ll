; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; Both users sit below the rare block %rare, which dominates them and runs no more often than
; the two together: one instruction in %rare serves both, instead of a copy in each.
; CHECK-LABEL: @dominating(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       rare:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    %c2 = icmp eq i32 %v, 1
; CHECK:       use1:
; CHECK-NEXT:    %u1 = add i32 %v, %inv
; CHECK:       use2:
; CHECK-NEXT:    %u2 = sub i32 %v, %inv
; CHECK-NOT:     mul i32 %x, 7
define i32 @dominating(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c1 = icmp eq i32 %v, 0
  br i1 %c1, label %rare, label %latch, !prof !1

rare:
  %c2 = icmp eq i32 %v, 1
  br i1 %c2, label %use1, label %use2, !prof !3

use1:
  %u1 = add i32 %v, %inv
  br label %latch

use2:
  %u2 = sub i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u1, %use1 ], [ %u2, %use2 ], [ %v, %loop ]
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
!3 = !{!"branch_weights", i32 1, i32 1}
