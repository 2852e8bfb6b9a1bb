; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s

; A merge block with a predecessor that is reachable only from a dead block: the renamer never
; walks that edge, so the phi gets undef for it, as opt -passes=mem2reg gives (Csmith seed 150088
; at -O0 had such a block, and the phi was left with an entry missing).

; CHECK-LABEL: @dead_pred(
; CHECK:       merge:
; CHECK-NEXT:    %x.0 = phi i32 [ 2, %a ], [ 1, %entry ], [ undef, %mid ]
; CHECK-NEXT:    ret i32 %x.0
define i32 @dead_pred(i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 1, i32* %x, align 4
  br i1 %c, label %a, label %merge

a:
  store i32 2, i32* %x, align 4
  br label %merge

dead:
  br label %mid

mid:
  br label %merge

merge:
  %v = load i32, i32* %x, align 4
  ret i32 %v
}
