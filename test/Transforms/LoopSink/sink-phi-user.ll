; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s --check-prefix=LLVM

; The only user is a phi in %latch, on the edge from %cold: the value is needed at the end of
; %cold, so that is the use block and the multiply moves there. LLVM 14 gives up on phi users
; (later LLVMs look through them as Hoist does).
; CHECK-LABEL: @phi_user(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK:       latch:
; CHECK-NEXT:    %t = phi i32 [ %inv, %cold ], [ %v, %loop ]
; LLVM-LABEL:  @phi_user(
; LLVM:        entry:
; LLVM-NEXT:     %inv = mul i32 %x, 7
define i32 @phi_user(i32* %a, i32 %n, i32 %x) !prof !0 {
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
  %u = add i32 %v, 1
  br label %latch

latch:
  %t = phi i32 [ %inv, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

; A phi that takes the value on the edge from the preheader needs it before the loop: not sunk.
; CHECK-LABEL: @phi_from_preheader(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
; LLVM-LABEL:  @phi_from_preheader(
; LLVM:        entry:
; LLVM-NEXT:     %inv = mul i32 %x, 7
define i32 @phi_from_preheader(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ %inv, %entry ], [ %s.next, %latch ]
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
