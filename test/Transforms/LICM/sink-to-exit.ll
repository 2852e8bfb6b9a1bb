; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -pass-remarks=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; %sq and %v vary per iteration but only their last value is used, after the loop: they are sunk
; into the exit block, computed from the LCSSA phi of %i, and no longer run on every iteration.
; CHECK-LABEL: @sink_used_after_loop(
; CHECK:       loop:
; CHECK-NOT:     mul
; CHECK-NOT:     add i32 %{{.*}}, 7
; CHECK:         br i1 %cmp, label %loop, label %exit
; CHECK:       exit:
; CHECK-NEXT:    {{%.*}} = phi i32 [ %i, %loop ]
; CHECK-NOT:     {{^}}{{[a-z]}}
; CHECK:         [[SQ:%.*]] = mul i32 {{%.*}}, {{%.*}}
; CHECK-NEXT:    [[V:%.*]] = add i32 [[SQ]], 7
; CHECK-NEXT:    ret i32 [[V]]
; REMARK: remark: <unknown>:0:0: sinking add
; REMARK: remark: <unknown>:0:0: sinking mul
define i32 @sink_used_after_loop(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %v = add i32 %sq, 7
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %v
}

; %sq is also used inside the loop (stored): it must stay.
; CHECK-LABEL: @no_sink_used_in_loop(
; CHECK:       loop:
; CHECK:         %sq = mul i32 %i, %i
; CHECK:       exit:
; CHECK-NEXT:    {{%.*}} = phi i32 [ %sq, %loop ]
define i32 @no_sink_used_in_loop(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %sq, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sq
}
