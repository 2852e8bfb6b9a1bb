; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare void @spin() #0
declare void @tick() #1

; Don't hoist: @spin (no willreturn) may not return, so the division may never run.
; CHECK-LABEL: @no_hoist_after_call_may_not_return(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         call void @spin()
; CHECK-NEXT:    %d = udiv i32 %x, %y
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: UDIV %d - NOT HOISTED (may trap and is conditionally executed)
define void @no_hoist_after_call_may_not_return(i32* noalias %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @spin()
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; @tick is willreturn and nounwind: the division after it always runs on the first iteration, so it
; is hoisted (the call, which has side effects, stays).
; CHECK-LABEL: @hoist_after_call_willreturn(
; CHECK:       entry:
; CHECK-NEXT:    %d = udiv i32 %x, %y
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         call void @tick()
; CHECK-NOT:     udiv
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: UDIV %d - HOISTED (all operands invariant)
define void @hoist_after_call_willreturn(i32* noalias %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @tick()
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { inaccessiblememonly nounwind }
attributes #1 = { inaccessiblememonly nounwind willreturn }
