; RUN: hoist -S -passes=licm < %s | FileCheck %s

; sdiv by -1 traps for INT_MIN / -1 (overflow), so a conditional sdiv by -1 is not speculated.
; CHECK-LABEL: @no_hoist_sdiv_minus_one(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    %d = sdiv i32 %x, -1
define void @no_hoist_sdiv_minus_one(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp ugt i32 %i, 3
  br i1 %c, label %then, label %latch

then:
  %d = sdiv i32 %x, -1
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; srem by -1 has the same INT_MIN overflow in LLVM's semantics.
; CHECK-LABEL: @no_hoist_srem_minus_one(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    %d = srem i32 %x, -1
define void @no_hoist_srem_minus_one(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp ugt i32 %i, 3
  br i1 %c, label %then, label %latch

then:
  %d = srem i32 %x, -1
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; sdiv by any other non-zero constant cannot overflow or trap: hoisted from the conditional block.
; CHECK-LABEL: @hoist_sdiv_by_seven(
; CHECK:       entry:
; CHECK-NEXT:    %d = sdiv i32 %x, 7
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NOT:     sdiv
define void @hoist_sdiv_by_seven(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp ugt i32 %i, 3
  br i1 %c, label %then, label %latch

then:
  %d = sdiv i32 %x, 7
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
