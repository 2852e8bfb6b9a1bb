; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; Don't promote: the store is conditional and @g is visible to other threads.
; CHECK-LABEL: @no_promote_conditional_store_global(
; CHECK:       entry:
; CHECK-NOT:     store
; CHECK:       then:
; CHECK-NEXT:    store i32 %i, i32* @g, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @no_promote_conditional_store_global(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* @g, align 4
  %c = icmp slt i32 %v, %i
  br i1 %c, label %then, label %latch

then:
  store i32 %i, i32* @g, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

declare void @publish(i32*)

; A local whose address escaped before the loop is as visible as a global: same result.
; CHECK-LABEL: @no_promote_conditional_store_escaped_local(
; CHECK:       then:
; CHECK-NEXT:    store i32 %i, i32* %x, align 4
; CHECK:       exit:
; CHECK-NEXT:    %r = load i32, i32* %x
define i32 @no_promote_conditional_store_escaped_local(i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 0, i32* %x, align 4
  call void @publish(i32* %x)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %x, align 4
  %c = icmp slt i32 %v, %i
  br i1 %c, label %then, label %latch

then:
  store i32 %i, i32* %x, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  %r = load i32, i32* %x, align 4
  ret i32 %r
}
