; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; With two exits, the promoted value is stored back in each exit block, from that exit's LCSSA phi.
; CHECK-LABEL: @promote_two_exits(
; CHECK:       entry:
; CHECK-NEXT:    [[INIT:%.*]] = load i32, i32* @g, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK-NOT:     store
; CHECK:       early:
; CHECK-NEXT:    [[A1:%.*]] = phi i32 [ %a, %loop ]
; CHECK-NEXT:    store i32 [[A1]], i32* @g, align 4
; CHECK-NEXT:    ret void
; CHECK:       exit:
; CHECK-NEXT:    [[A2:%.*]] = phi i32 [ %a, %latch ]
; CHECK-NEXT:    store i32 [[A2]], i32* @g, align 4
; CHECK-NEXT:    ret void
define void @promote_two_exits(i32 %n, i32 %m) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  %c = icmp eq i32 %a, %m
  br i1 %c, label %early, label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

early:
  ret void

exit:
  ret void
}
