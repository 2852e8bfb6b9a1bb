; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare void @init(i32*) nounwind willreturn

; Don't hoist: alloca is not a kind LICM moves (each iteration gets its own slot).
; CHECK-LABEL: @no_hoist_alloca(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %slot = alloca i32, align 4
; DEBUG: LICM: ALLOCA %slot - NOT HOISTED (kind of instruction LICM does not move)
define void @no_hoist_alloca(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %slot = alloca i32, align 4
  call void @init(i32* %slot)
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
