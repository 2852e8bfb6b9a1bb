; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Don't hoist: the store may never run, and a preheader store would write memory anyway.
; CHECK-LABEL: @no_hoist_conditional_store(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    store i32 %x, i32* %p, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
; DEBUG: LICM: STORE (void) - NOT HOISTED (does not dominate all exits)
define void @no_hoist_conditional_store(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp sgt i32 %i, 5
  br i1 %c, label %then, label %latch

then:
  store i32 %x, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
