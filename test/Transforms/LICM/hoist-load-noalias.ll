; RUN: hoist -S -passes=licm < %s | FileCheck %s

; %p is noalias: the stores through %q cannot change *%p, so the load leaves the loop.
; CHECK-LABEL: @hoist_noalias(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         store i32 %v
define void @hoist_noalias(i32* noalias %p, i32* %q, i32 %n) {
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
