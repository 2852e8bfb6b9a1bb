; RUN: hoist -S -passes=constfold < %s | FileCheck %s

; A phi whose entries are all the same constant (or the same argument) is that value, and a select
; between two equal values is that value; the control flow is left as it is.
; CHECK-LABEL: @fold_phi_select(
; CHECK:       j:
; CHECK-NEXT:    %r = add i32 7, %x
; CHECK-NEXT:    ret i32 %r
define i32 @fold_phi_select(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %j

b:
  br label %j

j:
  %p = phi i32 [ 7, %a ], [ 7, %b ]
  %q = phi i32 [ %x, %a ], [ %x, %b ]
  %r = add i32 %p, %q
  %s = select i1 %c, i32 %r, i32 %r
  ret i32 %s
}

; A phi merging different values stays.
; CHECK-LABEL: @no_fold_phi_different(
; CHECK:       j:
; CHECK-NEXT:    %p = phi i32 [ 7, %a ], [ 8, %b ]
define i32 @no_fold_phi_different(i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %j

b:
  br label %j

j:
  %p = phi i32 [ 7, %a ], [ 8, %b ]
  ret i32 %p
}
