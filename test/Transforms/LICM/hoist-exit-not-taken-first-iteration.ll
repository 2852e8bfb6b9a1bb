; RUN: hoist -S -passes=licm < %s | FileCheck %s

; The header exits when %i == 100; %i starts at 0, so the first iteration always reaches %body:
; the division there runs on every entry to the loop and is hoisted (LLVM reasons the same way).
; CHECK-LABEL: @hoist_exit_not_taken_first(
; CHECK:       entry:
; CHECK-NEXT:    %d = udiv i32 %x, %y
; CHECK-NEXT:    br label %loop
; CHECK:       body:
; CHECK-NOT:     udiv
define void @hoist_exit_not_taken_first(i32* %p, i32 %x, i32 %y) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp eq i32 %i, 100
  br i1 %c, label %exit, label %body

body:
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret void
}

; Don't hoist: the exit test %i < 1 is true on the first iteration, so %body may never run.
; CHECK-LABEL: @no_hoist_exit_taken_first(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       body:
; CHECK-NEXT:    %d = udiv i32 %x, %y
define void @no_hoist_exit_taken_first(i32* %p, i32 %x, i32 %y) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i32 %i, 1
  br i1 %c, label %exit, label %body

body:
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret void
}
