; RUN: hoist -S -passes=licm < %s | FileCheck %s

@k = constant i32 42, align 4

; A load marked !invariant.load reads memory that does not change while it is dereferenceable: it
; is hoisted although the loop stores through a pointer that may alias.
; CHECK-LABEL: @hoist_invariant_load(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4, !invariant.load
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
define void @hoist_invariant_load(i32* %p, i32* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %p, align 4, !invariant.load !0
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; A load from a constant global cannot be changed by any store: it leaves the loop too (LLVM
; folds it to 42; Hoist hoists it).
; CHECK-LABEL: @hoist_constant_global(
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         br i1
define void @hoist_constant_global(i32* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @k, align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

!0 = !{}
