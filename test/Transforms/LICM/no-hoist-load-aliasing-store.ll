; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -pass-remarks-missed=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Don't hoist: the store through %q may change *%p on each iteration.
; CHECK-LABEL: @no_hoist_may_alias(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %v = load i32, i32* %p, align 4
; REMARK: remark: <unknown>:0:0: failed to move load with loop-invariant address because the loop may invalidate its value
; DEBUG: LICM: LOAD %v - NOT HOISTED (potential aliasing store in loop)
define void @no_hoist_may_alias(i32* %p, i32* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %p, align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
