; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; The header has two predecessors outside the loop, so there is nowhere to hoist to: LICM first
; creates a preheader (merging the incoming values into a phi there) and hoists into it.
; CHECK-LABEL: @create_preheader(
; CHECK:       a:
; CHECK-NEXT:    br label %[[PH:.*]]
; CHECK:       b:
; CHECK-NEXT:    br label %[[PH]]
; CHECK:       [[PH]]:
; CHECK-SAME:    preds = %a, %b
; CHECK-NEXT:    [[START:%.*]] = phi i32 {{\[ 0, %a \], \[ 1, %b \]|\[ 1, %b \], \[ 0, %a \]}}
; CHECK-NEXT:    %m = mul i32 %x, 5
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 {{.*}}[ [[START]], %[[PH]] ]
; CHECK-NOT:     mul
; STATS: 1 licm - Number of instructions hoisted out of loop
; STATS: 1 licm - Number of preheaders created
define void @create_preheader(i32* %p, i32 %x, i1 %c, i32 %n) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %loop

b:
  br label %loop

loop:
  %i = phi i32 [ 0, %a ], [ 1, %b ], [ %i.next, %loop ]
  %m = mul i32 %x, 5
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %m, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
