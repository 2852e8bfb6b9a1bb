; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; A function marked optnone is left exactly as written: nothing hoisted, sunk or promoted.
; CHECK-LABEL: @no_hoist_optnone(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %m = mul i32 %x, 3
; CHECK-NEXT:    %v = load i32, i32* @g, align 4
; CHECK:         store i32 %a, i32* @g, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @no_hoist_optnone(i32 %x, i32 %n) #0 {
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

; The same body without optnone is optimized.
; CHECK-LABEL: @hoist_without_optnone(
; CHECK:       entry:
; CHECK-NEXT:    %m = mul i32 %x, 3
define void @hoist_without_optnone(i32 %x, i32 %n) {
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

attributes #0 = { noinline optnone }
