; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare i32 @peek(i32*) #0
declare i32 @peek_nounwind(i32*) #1

; Don't hoist: the readonly call may unwind, which must happen inside the loop, not before it.
; CHECK-LABEL: @no_hoist_may_throw(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = call i32 @peek(i32* %p)
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: CALL %v - NOT HOISTED (may throw)
define void @no_hoist_may_throw(i32* noalias %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i32 @peek(i32* %p)
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; The same call marked nounwind (and argmemonly readonly) is hoisted.
; CHECK-LABEL: @hoist_nounwind(
; CHECK:       entry:
; CHECK-NEXT:    %v = call i32 @peek_nounwind(i32* %p)
; CHECK-NEXT:    br label %loop
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: CALL %v - HOISTED (all operands invariant)
define void @hoist_nounwind(i32* noalias %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i32 @peek_nounwind(i32* %p)
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { readonly }
attributes #1 = { argmemonly nounwind readonly willreturn }
