; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; The user runs on every iteration: its block is far hotter than the preheader, so the hoisted
; multiply stays where LICM put it.
; CHECK-LABEL: @hot_user(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
define i32 @hot_user(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %u = add i32 %v, %inv
  %s.next = add i32 %s, %u
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !1

exit:
  ret i32 %s.next
}

; The user is on a path taken half the time in a loop of about 4 iterations: 100 entries give
; about 200 executions of %half, more than the preheader's 100. Not sunk.
; CHECK-LABEL: @warm_user(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
define i32 @warm_user(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %half, label %latch, !prof !2

half:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %half ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !3

exit:
  ret i32 %s.next
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 100, i32 10000}
!2 = !{!"branch_weights", i32 1, i32 1}
!3 = !{!"branch_weights", i32 1, i32 3}
