; RUN: hoist -S -passes=licm < %s | FileCheck %s

; Division by a non-zero constant cannot trap, so it is hoisted out of a conditional block.
; CHECK-LABEL: @hoist_udiv_by_constant(
; CHECK:       entry:
; CHECK-NEXT:    %d = udiv i32 %x, 7
; CHECK-NEXT:    %r = urem i32 %x, 10
; CHECK-NEXT:    %s = add i32 %d, %r
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NOT:     udiv
; CHECK:         store i32 %s
define void @hoist_udiv_by_constant(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp ugt i32 %i, 3
  br i1 %c, label %then, label %latch

then:
  %d = udiv i32 %x, 7
  %r = urem i32 %x, 10
  %s = add i32 %d, %r
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %s, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
