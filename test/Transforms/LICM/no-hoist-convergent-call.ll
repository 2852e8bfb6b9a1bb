; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare i32 @shuffle(i32) #0
declare i32 @pure(i32) #1

; Don't hoist: a convergent call may not move across control flow (readnone or not).
; CHECK-LABEL: @no_hoist_convergent(
; CHECK:       entry:
; CHECK-NEXT:    %w = call i32 @pure(i32 %x)
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = call i32 @shuffle(i32 %x)
; DEBUG: LICM: CALL %v - NOT HOISTED (convergent call)
; DEBUG: LICM: CALL %w - HOISTED (all operands invariant)
define void @no_hoist_convergent(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i32 @shuffle(i32 %x)
  %w = call i32 @pure(i32 %x)
  %s = add i32 %v, %w
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %s, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { convergent nounwind readnone willreturn }
attributes #1 = { nounwind readnone willreturn }
