; RUN: hoist -passes=licm -pass-remarks-output=%t -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t

; -pass-remarks-output writes every remark, passed and missed, as LLVM's YAML records, without
; needing -pass-remarks or -pass-remarks-missed.
; YAML:      --- !Passed
; YAML-NEXT: Pass:            licm
; YAML-NEXT: Name:            Hoisted
; YAML-NEXT: Function:        yaml_remarks
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'hoisting '
; YAML-NEXT:   - Inst:            shl
; YAML-NEXT: ...
; YAML-NEXT: --- !Missed
; YAML-NEXT: Pass:            licm
; YAML-NEXT: Name:            LoadWithLoopInvariantAddressInvalidated
; YAML-NEXT: Function:        yaml_remarks
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          failed to move load with loop-invariant address because the loop may invalidate its value
; YAML-NEXT: ...
; YAML-NOT:  ---
define void @yaml_remarks(i32* %p, i32* %q, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = shl i32 %x, 2
  %v = load i32, i32* %q, align 4
  %a = add i32 %v, %s
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %a, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
