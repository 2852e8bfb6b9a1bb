; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Don't hoist: the division by %y is guarded by %y != 0 and would trap above the guard.
; CHECK-LABEL: @no_hoist_udiv_guarded(
; CHECK:       entry:
; CHECK-NEXT:    %nz = icmp ne i32 %y, 0
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    %d = udiv i32 %x, %y
; DEBUG: LICM: UDIV %d - NOT HOISTED (may trap and is conditionally executed)
define void @no_hoist_udiv_guarded(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %nz = icmp ne i32 %y, 0
  br i1 %nz, label %then, label %latch

then:
  %d = udiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
