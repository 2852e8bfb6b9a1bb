; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s

; A load that no store reaches reads uninitialized memory: after promotion it is undef.
; CHECK-LABEL: @read_uninitialized(
; CHECK:       entry:
; CHECK-NEXT:    ret i32 undef
define i32 @read_uninitialized() {
entry:
  %x = alloca i32, align 4
  %v = load i32, i32* %x, align 4
  ret i32 %v
}
