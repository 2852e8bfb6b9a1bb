; RUN: hoist -S -passes=constfold < %s | FileCheck %s

; Floating-point comparisons of constants fold as IEEE says: ordered predicates are false when
; either side is NaN, unordered ones true; infinities compare equal to themselves.

; CHECK-LABEL: @ordered_less(
; CHECK-NEXT:    ret i1 true
define i1 @ordered_less() {
  %c = fcmp olt double 1.0, 2.0
  ret i1 %c
}

; CHECK-LABEL: @infinity_equal(
; CHECK-NEXT:    ret i1 true
define i1 @infinity_equal() {
  %c = fcmp oeq float 0x7FF0000000000000, 0x7FF0000000000000
  ret i1 %c
}

; CHECK-LABEL: @nan_unordered(
; CHECK-NEXT:    ret i1 true
define i1 @nan_unordered() {
  %c = fcmp uno double 0x7FF8000000000000, 1.0
  ret i1 %c
}

; CHECK-LABEL: @nan_ordered_equal(
; CHECK-NEXT:    ret i1 false
define i1 @nan_ordered_equal() {
  %c = fcmp oeq double 0x7FF8000000000000, 0x7FF8000000000000
  ret i1 %c
}

; CHECK-LABEL: @negative_zero_equal(
; CHECK-NEXT:    ret i1 true
define i1 @negative_zero_equal() {
  %c = fcmp ueq double -0.0, 0.0
  ret i1 %c
}

; x86_fp80 is not folded (no exact host arithmetic for it here): the compare stays.
; CHECK-LABEL: @no_fold_fp80(
; CHECK-NEXT:    %c = fcmp olt x86_fp80
define i1 @no_fold_fp80() {
  %c = fcmp olt x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000
  ret i1 %c
}
