; RUN: hoist -S -passes=licm < %s | FileCheck %s

; Arithmetic, casts, compares and address computation cannot trap: they are hoisted out of a block
; that runs only on some iterations (LICM hoists as a canonical form, not by profit).
; CHECK-LABEL: @hoist_from_conditional_block(
; CHECK:       entry:
; CHECK-NEXT:    %a = add i32 %x, %y
; CHECK-NEXT:    %b = xor i32 %a, -1
; CHECK-NEXT:    %w = sext i32 %b to i64
; CHECK-NEXT:    %addr = getelementptr inbounds i32, i32* %p, i64 %w
; CHECK-NEXT:    %f = fmul float %g, 2.000000e+00
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    store i32 %i, i32* %addr, align 4
; CHECK-NEXT:    store float %f, float* %fp, align 4
; CHECK-NEXT:    br label %latch
define void @hoist_from_conditional_block(i32* noalias %p, float* noalias %fp, i32 %x, i32 %y, float %g, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %odd = and i32 %i, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %latch

then:
  %a = add i32 %x, %y
  %b = xor i32 %a, -1
  %w = sext i32 %b to i64
  %addr = getelementptr inbounds i32, i32* %p, i64 %w
  store i32 %i, i32* %addr, align 4
  %f = fmul float %g, 2.0
  store float %f, float* %fp, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
