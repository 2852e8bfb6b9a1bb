; RUN: hoist -S -passes=constfold < %s | FileCheck %s
; RUN: hoist -passes=constfold -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Arithmetic, compares, selects and casts of constants fold one after another: each folded value
; makes its users foldable (2+3=5, 5*4=20, 20>10, select picks 20, trunc/zext keep 20).
; CHECK-LABEL: @fold_chain(
; CHECK:       entry:
; CHECK-NEXT:    ret i32 20
; STATS: 6 constfold - Number of instructions folded
define i32 @fold_chain(i32 %x) {
entry:
  %a = add i32 2, 3
  %b = mul i32 %a, 4
  %c = icmp sgt i32 %b, 10
  %s = select i1 %c, i32 %b, i32 %x
  %t = trunc i32 %s to i8
  %z = zext i8 %t to i32
  ret i32 %z
}
