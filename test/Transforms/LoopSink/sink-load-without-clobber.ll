; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; Nothing in the loop writes memory, so the invariant load can run later, in %cold, and still
; see the same value.
; CHECK-LABEL: @load_no_writes(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; CHECK-NEXT:    %u = add i32 %v, %inv
define i32 @load_no_writes(i32* %a, i32 %n, i32* %q) !prof !0 {
entry:
  %inv = load i32, i32* %q, align 4
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
  ret i32 %s.next
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
