; RUN: hoist -S -passes=licm < %s | FileCheck %s

; %sq is used after both exits of the loop: sinking puts one copy in each exit block, each fed by
; that exit's LCSSA phi of %i, and removes it from the loop.
; CHECK-LABEL: @sink_into_each_exit(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %c = icmp eq i32 %i, %m
; CHECK:       latch:
; CHECK-NOT:     mul
; CHECK:       early:
; CHECK-NEXT:    {{%.*}} = phi i32 [ %i, %loop ]
; CHECK:         [[SQ1:%.*]] = mul i32 {{%.*}}, {{%.*}}
; CHECK-NEXT:    ret i32 [[SQ1]]
; CHECK:       exit:
; CHECK-NEXT:    {{%.*}} = phi i32 [ %i, %latch ]
; CHECK:         [[SQ2:%.*]] = mul i32 {{%.*}}, {{%.*}}
; CHECK-NEXT:    %r = add i32 [[SQ2]], 1
; CHECK-NEXT:    ret i32 %r
define i32 @sink_into_each_exit(i32 %n, i32 %m) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %sq = mul i32 %i, %i
  %c = icmp eq i32 %i, %m
  br i1 %c, label %early, label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

early:
  ret i32 %sq

exit:
  %r = add i32 %sq, 1
  ret i32 %r
}
