; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Don't hoist: %var uses the induction variable (not invariant); its invariant neighbour leaves.
; CHECK-LABEL: @no_hoist_variant_operand(
; CHECK:       entry:
; CHECK-NEXT:    [[INV:%.*]] = shl i32 %x, 2
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         [[VAR:%.*]] = mul i32 %i, %x
; CHECK-NEXT:    [[SUM:%.*]] = add i32 [[VAR]], [[INV]]
; DEBUG: LICM: SHL %inv - HOISTED (all operands invariant)
; DEBUG: LICM: MUL %var - NOT HOISTED (operands not all loop invariant)
; DEBUG: LICM: ADD %sum - NOT HOISTED (operands not all loop invariant)
define void @no_hoist_variant_operand(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %inv = shl i32 %x, 2
  %var = mul i32 %i, %x
  %sum = add i32 %var, %inv
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %sum, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
