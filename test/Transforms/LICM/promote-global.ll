; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -pass-remarks=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=licm -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

@g = global i32 0, align 4

; A global accumulated in the loop and touched by nothing else there is promoted to a register:
; loaded once in the preheader, carried in a phi, stored once in the exit block.
; CHECK-LABEL: @promote_accumulator(
; CHECK:       entry:
; CHECK-NEXT:    [[INIT:%.*]] = load i32, i32* @g, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-DAG:     [[ACC:%.*]] = phi i32 {{.*}}[ [[INIT]], %entry ]
; CHECK-DAG:     %i = phi
; CHECK:         %a = add i32 [[ACC]], %i
; CHECK-NOT:     load
; CHECK-NOT:     store
; CHECK:       exit:
; CHECK-NEXT:    [[LIVE:%.*]] = phi i32 [ %a, %loop ]
; CHECK-NEXT:    store i32 [[LIVE]], i32* @g, align 4
; CHECK-NEXT:    ret void
; REMARK: remark: <unknown>:0:0: Moving accesses to memory location out of the loop
; STATS: 1 licm - Number of memory locations promoted to registers
define void @promote_accumulator(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
