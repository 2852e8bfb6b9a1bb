; RUN: hoist -S -passes=licm < %s | FileCheck %s

; An invariant value used both in the loop and after it is hoisted; the use after the loop still
; goes through the LCSSA phi in the exit block, which now merges the hoisted value.
; CHECK-LABEL: @hoist_live_out(
; CHECK:       entry:
; CHECK-NEXT:    %m = mul i32 %x, 7
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     mul
; CHECK:       exit:
; CHECK-NEXT:    [[LCSSA:%.*]] = phi i32 [ %m, %loop ]
; CHECK-NEXT:    %r = add i32 [[LCSSA]], 1
define i32 @hoist_live_out(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i32 %x, 7
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %m, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  %r = add i32 %m, 1
  ret i32 %r
}
