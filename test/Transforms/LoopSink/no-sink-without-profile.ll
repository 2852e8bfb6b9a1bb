; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s
; RUN: hoist -passes=loop-sink -debug-only=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; The branch weights say %cold is rare, but the function has no entry count: like LLVM, loop-sink
; acts only on functions with real profile data, since static estimates are too coarse to bet on.
; CHECK-LABEL: @no_entry_count(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
; DEBUG: LoopSink: function @no_entry_count has no profile data (no entry count): skipped
define i32 @no_entry_count(i32* %a, i32 %n, i32 %x) {
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
  ret i32 %s.next
}

; An entry count of -1 is SamplePGO's "no samples": unknown, so no profile either.
; CHECK-LABEL: @unknown_count(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; DEBUG: LoopSink: function @unknown_count has no profile data (no entry count): skipped
define i32 @unknown_count(i32* %a, i32 %n, i32 %x) !prof !3 {
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
  ret i32 %s.next
}

!3 = !{!"function_entry_count", i64 -1}
!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
