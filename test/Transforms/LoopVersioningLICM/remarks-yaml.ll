; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-output=%t -disable-output < %s
; RUN: FileCheck %s < %t

; -pass-remarks-output writes the versioning remark as LLVM's YAML, with the number of checks as
; the RuntimeChecks argument, between the remarks of the two licm runs.
; CHECK:      --- !Missed
; CHECK-NEXT: Pass:            licm
; CHECK:      --- !Passed
; CHECK-NEXT: Pass:            loop-versioning-licm
; CHECK-NEXT: Name:            IsLegalForVersioning
; CHECK-NEXT: Function:        two
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          ' Versioned loop for LICM. Number of runtime checks we had to insert '
; CHECK-NEXT:   - RuntimeChecks:   2
; CHECK-NEXT: ...
; CHECK:      --- !Passed
; CHECK-NEXT: Pass:            licm
; CHECK-NEXT: Name:            Hoisted
; CHECK-NOT:  loop-versioning-licm
define void @two(i32* %a, i32* %b, i32* %c, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %w = load i32, i32* %c, align 4
  %s = add i32 %v, %w
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %s, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
