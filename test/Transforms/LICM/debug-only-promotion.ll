; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s

; -debug-only=licm traces every decision, one line per instruction, in the order LICM makes them:
; first the sinking walk (bottom up), then hoisting (top down), then promotion. Each line gives
; the opcode, the value's name and the verdict with its reason.
; CHECK:      LICM: loop at depth 1 with header %loop
; CHECK-NEXT: LICM: MUL %sq - SUNK (used only outside the loop)
; CHECK-NEXT: LICM: ADD %k - HOISTED (all operands invariant)
; CHECK-NEXT: LICM: LOAD %v - NOT HOISTED (potential aliasing store in loop)
; CHECK-NEXT: LICM: ADD %a - NOT HOISTED (operands not all loop invariant)
; CHECK-NEXT: LICM: STORE (void) - NOT HOISTED (operands not all loop invariant)
; CHECK-NEXT: LICM: ADD %i.next - NOT HOISTED (operands not all loop invariant)
; CHECK-NEXT: LICM: ICMP %cmp - NOT HOISTED (operands not all loop invariant)
; CHECK-NEXT: LICM: promoted 2 accesses to %acc to a register
; CHECK-NOT:  LICM:
define i32 @trace(i32* %acc, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %k = add i32 %x, 1
  %v = load i32, i32* %acc, align 4
  %a = add i32 %v, %k
  store i32 %a, i32* %acc, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sq
}
