; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; loop-sink in loops with two exits, each dominating the latch (seed 002's corner cases): the
; multiply LICM put in the preheader (100 runs) is used in %cold (about 10 runs in all), so it
; moves there whichever way the loop leaves; where an exit block's phi also uses it, it is used
; after the loop and stays. LLVM's LoopSink does the same on all three.

; CHECK-LABEL: @distinct(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    %u = add i32 %v, %inv
; CHECK-LABEL: @shared_nophi(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    %u = add i32 %v, %inv
; CHECK-LABEL: @shared_phi(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %u = add i32 %v, %inv
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ %inv, %loop ], [ %s.next, %latch ]

; Distinct exit blocks: the search exits to %found, the latch to %done.
define i32 @distinct(i32* %a, i32 %n, i32 %x, i32 %key) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %body, !prof !3

body:
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %body ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %more = icmp eq i32 %i.next, %n
  br i1 %more, label %done, label %loop, !prof !2

found:
  %i.found = phi i32 [ %i, %loop ]
  ret i32 %i.found

done:
  %s.done = phi i32 [ %s.next, %latch ]
  ret i32 %s.done
}

; One exit block without phis, shared by the search's exit and the latch's.
define void @shared_nophi(i32* %a, i32 %n, i32 %x, i32 %key, i32* %out) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %body, !prof !3

body:
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  store i32 %u, i32* %out, align 4
  br label %latch

latch:
  %i.next = add i32 %i, 1
  %more = icmp eq i32 %i.next, %n
  br i1 %more, label %exit, label %loop, !prof !2

exit:
  ret void
}

; One exit block whose phi takes %inv from the search's exit and the sum from the latch's: %inv
; is used after the loop, so it stays in the preheader (as in LLVM, which sinks only values
; used in the loop alone).
define i32 @shared_phi(i32* %a, i32 %n, i32 %x, i32 %key) !prof !0 {
entry:
  %inv = mul i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %body, !prof !3

body:
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %body ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %more = icmp eq i32 %i.next, %n
  br i1 %more, label %exit, label %loop, !prof !2

exit:
  %r = phi i32 [ %inv, %loop ], [ %s.next, %latch ]
  ret i32 %r
}

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
!3 = !{!"branch_weights", i32 1, i32 10000}
