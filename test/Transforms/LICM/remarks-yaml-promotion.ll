; RUN: hoist -passes=licm -pass-remarks-output=%t -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t

@g = global i32 0, align 4

; The promotion remark names the function like every other remark.
; YAML:      --- !Passed
; YAML-NEXT: Pass:            licm
; YAML-NEXT: Name:            PromoteLoopAccessesToScalar
; YAML-NEXT: Function:        promote_yaml
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          Moving accesses to memory location out of the loop
define void @promote_yaml(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
