; RUN: hoist -S -passes=lcssa < %s | FileCheck %s
; RUN: hoist -S -passes=lcssa < %s | opt -passes=verify -disable-output

; An exit block also reached from outside the loop: the exit phi's entry from outside is itself a
; use outside the loop, and with one exit phi that phi stands for the value there (as LLVM's lcssa).
; CHECK-LABEL: @exit_reached_from_outside(
; CHECK:       exit:
; CHECK-NEXT:    %i.next.lcssa = phi i32 [ %i.next.lcssa, %again ], [ %i.next, %loop ]
; CHECK:       again:
; CHECK-NEXT:    %u = add i32 %i.next.lcssa, %k.next
define i32 @exit_reached_from_outside(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %k = phi i32 [ 0, %loop ], [ %k.next, %again ]
  %k.next = add i32 %k, 1
  br label %again

again:
  %u = add i32 %i.next, %k.next
  %d = icmp slt i32 %k.next, 10
  br i1 %d, label %exit, label %out

out:
  ret i32 %u
}

; Two exits the value dominates: a phi in each, merged by a phi where the paths meet.
; CHECK-LABEL: @two_exits(
; CHECK:       exit1:
; CHECK-NEXT:    %i.lcssa = phi i32 [ %i, %loop ]
; CHECK:       exit2:
; CHECK-NEXT:    %i.lcssa1 = phi i32 [ %i, %latch ]
; CHECK:       join:
; CHECK-NEXT:    %i2 = phi i32 [ %i.lcssa1, %exit2 ], [ %i.lcssa, %exit1 ]
; CHECK-NEXT:    ret i32 %i2
define i32 @two_exits(i32 %n, i1 %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %b, label %exit1, label %latch

latch:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit2

exit1:
  br label %join

exit2:
  br label %join

join:
  ret i32 %i
}
