; RUN: hoist -S -passes=licm < %s | FileCheck %s --check-prefix=ON
; RUN: hoist -S -passes=licm -disable-licm-promotion < %s | FileCheck %s --check-prefix=OFF
; RUN: hoist -S -passes=licm -disable-memory-promotion < %s | FileCheck %s --check-prefix=OFF

@g = global i32 0, align 4

; Scalar promotion of @g happens by default; either flag (LLVM's spelling or Hoist's) turns it off
; and leaves the load and store in the loop, while ordinary hoisting still runs.
; ON-LABEL: @promotion_switch(
; ON:       entry:
; ON-NEXT:    %m = mul i32 %x, 3
; ON-NEXT:    [[INIT:%.*]] = load i32, i32* @g, align 4
; ON:       exit:
; ON:         store i32 {{%.*}}, i32* @g, align 4
; OFF-LABEL: @promotion_switch(
; OFF:       entry:
; OFF-NEXT:    %m = mul i32 %x, 3
; OFF-NEXT:    br label %loop
; OFF:       loop:
; OFF:         %v = load i32, i32* @g, align 4
; OFF:         store i32 %a, i32* @g, align 4
; OFF:       exit:
; OFF-NEXT:    ret void
define void @promotion_switch(i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i32 %x, 3
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %m
  store i32 %a, i32* @g, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
