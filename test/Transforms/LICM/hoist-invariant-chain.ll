; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -pass-remarks=licm -o /dev/null < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A chain of invariant arithmetic hoists in dependency order: %b uses %a, both leave the loop.
; CHECK-LABEL: @chain(
; CHECK:       entry:
; CHECK-NEXT:    [[A:%.*]] = mul i32 %x, 3
; CHECK-NEXT:    [[B:%.*]] = add i32 [[A]], %y
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     mul
; CHECK:         store i32 [[B]]
; REMARK: remark: <unknown>:0:0: hoisting mul
; REMARK: remark: <unknown>:0:0: hoisting add
define void @chain(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = mul i32 %x, 3
  %b = add i32 %a, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %b, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
