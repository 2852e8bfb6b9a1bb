; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; An instruction whose operands are all constants is folded where it stands rather than hoisted
; (LLVM's LICM folds them too): the loop uses the constant and the preheader stays empty.
; CHECK-LABEL: @fold_in_loop(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     sdiv
; CHECK-NOT:     mul
; CHECK:         store i32 -300, i32*
; DEBUG: LICM: SDIV %d - FOLDED (constant operands)
; DEBUG: LICM: MUL %m - FOLDED (constant operands)
define void @fold_in_loop(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %d = sdiv i32 100, -1
  %m = mul i32 %d, 3
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %m, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
