; RUN: hoist -S -passes=constfold < %s | FileCheck %s

; Don't fold x/0 or INT_MIN/-1 to an integer (UB, and Java's division would throw); 7/2 folds.
; CHECK-LABEL: @no_fold_trapping_division(
; CHECK-NOT:     sdiv i32 7, 2
; CHECK-NOT:     ret i32 {{-?[0-9]+$}}
; CHECK:         ret i32
define i32 @no_fold_trapping_division() {
entry:
  %d = sdiv i32 1, 0
  %e = sdiv i32 -2147483648, -1
  %f = sdiv i32 7, 2
  %r = add i32 %d, %e
  %s = add i32 %r, %f
  ret i32 %s
}

; The same for urem and srem.
; CHECK-LABEL: @no_fold_trapping_remainder(
; CHECK-NOT:     ret i32 {{-?[0-9]+$}}
; CHECK:         ret i32
define i32 @no_fold_trapping_remainder() {
entry:
  %a = urem i32 5, 0
  %b = srem i32 -2147483648, -1
  %r = add i32 %a, %b
  ret i32 %r
}
