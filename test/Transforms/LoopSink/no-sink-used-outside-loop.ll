; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; %inv is also used after the loop: it must stay where both uses can see it.
; CHECK-LABEL: @used_after(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
define i32 @used_after(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  store i32 %inv, i32* %a, align 4
  ret i32 %s.next
}

; A user in the preheader itself (not sunk first, since it has no user in the loop) pins it.
; CHECK-LABEL: @used_in_preheader(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    store i32 %inv, i32* %a, align 4
define i32 @used_in_preheader(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  store i32 %inv, i32* %a, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %x
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
