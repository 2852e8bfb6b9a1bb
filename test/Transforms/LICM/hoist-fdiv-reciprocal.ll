; RUN: hoist -S -passes=licm < %s | FileCheck %s

; fdiv arcp by an invariant divisor becomes a multiplication by its reciprocal, and the
; reciprocal (one division) is hoisted: the loop no longer divides. LLVM's LICM does the same.
; CHECK-LABEL: @hoist_reciprocal(
; CHECK:       entry:
; CHECK-NEXT:    [[R:%.*]] = fdiv arcp float 1.000000e+00, %d
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     fdiv
; CHECK:         [[Q:%.*]] = fmul arcp float %x, [[R]]
; CHECK-NEXT:    %s.next = fadd float %s, [[Q]]
define float @hoist_reciprocal(float* %p, float %d, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %gep = getelementptr inbounds float, float* %p, i32 %i
  %x = load float, float* %gep, align 4
  %q = fdiv arcp float %x, %d
  %s.next = fadd float %s, %q
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret float %s.next
}

; Without arcp the division must stay exact: it is not rewritten.
; CHECK-LABEL: @no_hoist_fdiv_without_arcp(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %q = fdiv float %x, %d
define float @no_hoist_fdiv_without_arcp(float* %p, float %d, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %gep = getelementptr inbounds float, float* %p, i32 %i
  %x = load float, float* %gep, align 4
  %q = fdiv float %x, %d
  %s.next = fadd float %s, %q
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret float %s.next
}
