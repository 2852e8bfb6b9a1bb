; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare i32 @pure(i32) #0

; Don't hoist: a conditional readnone call is not speculatable (UB for excluded inputs).
; CHECK-LABEL: @no_hoist_call_conditional(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    %v = call i32 @pure(i32 %x)
; DEBUG: LICM: CALL %v - NOT HOISTED (does not dominate all exits)
define void @no_hoist_call_conditional(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp sgt i32 %i, 5
  br i1 %c, label %then, label %latch

then:
  %v = call i32 @pure(i32 %x)
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %v, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { nounwind readnone willreturn }
