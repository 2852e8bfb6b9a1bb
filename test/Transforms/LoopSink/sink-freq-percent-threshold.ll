; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-sink -sink-freq-percent-threshold=100 < %s | FileCheck %s --check-prefix=FULL
; RUN: opt -S -passes=loop-sink -sink-freq-percent-threshold=100 < %s | FileCheck %s --check-prefix=FULL

; Two user blocks, each taken on 47 in 100 iterations of a loop that runs about once per entry:
; together ~94 runs against the preheader's 100. Two blocks mean a copy, so their sum is divided
; by 90% (-sink-freq-percent-threshold) before the comparison: ~104 > 100, not sunk. At 100%
; there is no tax and the copies pay.
; DEFAULT-LABEL: @taxed(
; DEFAULT:       entry:
; DEFAULT-NEXT:    %inv = mul i32 %x, 7
; FULL-LABEL:    @taxed(
; FULL:          entry:
; FULL-NEXT:       br label %loop
; FULL:            mul i32 %x, 7
; FULL:            mul i32 %x, 7
define i32 @taxed(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %one, label %rest, !prof !1

rest:
  %c2 = icmp eq i32 %v, 1
  br i1 %c2, label %two, label %neither, !prof !3

neither:
  br label %latch

one:
  %u1 = add i32 %v, %inv
  br label %latch

two:
  %u2 = sub i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u1, %one ], [ %u2, %two ], [ %v, %neither ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 47, i32 53}
!2 = !{!"branch_weights", i32 1000, i32 1}
!3 = !{!"branch_weights", i32 47, i32 6}
