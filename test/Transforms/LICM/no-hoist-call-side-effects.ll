; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare void @touch(i32*) #0

; Don't hoist: a call that may write memory has side effects on every iteration.
; CHECK-LABEL: @no_hoist_writing_call(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    call void @touch(i32* %p)
; DEBUG: LICM: CALL (void) - NOT HOISTED (has side effects)
define void @no_hoist_writing_call(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @touch(i32* %p)
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { nounwind willreturn }
