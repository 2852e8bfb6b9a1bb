; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-sink -max-uses-for-sinking=1 < %s | FileCheck %s --check-prefix=CAPPED
; RUN: opt -S -passes=loop-sink -max-uses-for-sinking=1 < %s | FileCheck %s --check-prefix=CAPPED

; %inv has users in two rare blocks and is copied into both by default. -max-uses-for-sinking
; caps the number of user blocks considered (placement costs user blocks x cold blocks); with a
; cap of 1 the instruction is left in the preheader.
; DEFAULT-LABEL: @two_blocks(
; DEFAULT:       entry:
; DEFAULT-NEXT:    br label %loop
; DEFAULT:       cold1:
; DEFAULT-NEXT:    %inv1 = mul i32 %x, 7
; CAPPED-LABEL:  @two_blocks(
; CAPPED:        entry:
; CAPPED-NEXT:     %inv = mul i32 %x, 7
; CAPPED-NEXT:     br label %loop
define i32 @two_blocks(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c1 = icmp eq i32 %v, 0
  br i1 %c1, label %cold1, label %mid, !prof !1

cold1:
  %u1 = add i32 %v, %inv
  br label %latch

mid:
  %c2 = icmp eq i32 %v, 1
  br i1 %c2, label %cold2, label %latch, !prof !1

cold2:
  %u2 = sub i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u1, %cold1 ], [ %u2, %cold2 ], [ %v, %mid ]
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
