; RUN: hoist -S -passes=licm < %s | FileCheck %s

; Division by a variable in the header runs on every entry to the loop (the loop is entered, so
; the first iteration divides): hoisting it adds no trap that was not there.
; CHECK-LABEL: @hoist_udiv_in_header(
; CHECK:       entry:
; CHECK-NEXT:    %d = udiv i32 %x, %y
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     udiv
define void @hoist_udiv_in_header(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; In the latch of a loop whose header always falls through to it, the division still runs on the
; first iteration: it dominates the only exit and is hoisted.
; CHECK-LABEL: @hoist_udiv_in_latch(
; CHECK:       entry:
; CHECK-NEXT:    %d = udiv i32 %x, %y
; CHECK-NEXT:    %gep2 = getelementptr inbounds i32, i32* %p, i32 %d
; CHECK-NEXT:    br label %loop
; CHECK:       latch:
; CHECK-NOT:     udiv
define void @hoist_udiv_in_latch(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  %old = load i32, i32* %gep, align 4
  %c = icmp eq i32 %old, 0
  br i1 %c, label %zero, label %latch

zero:
  store i32 1, i32* %gep, align 4
  br label %latch

latch:
  %d = udiv i32 %x, %y
  %gep2 = getelementptr inbounds i32, i32* %p, i32 %d
  store i32 %i, i32* %gep2, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
