; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s

declare void @use(i32*)

; Don't promote: the call may read or write the alloca through its address.
; CHECK-LABEL: @no_promote_escaped(
; CHECK:       entry:
; CHECK-NEXT:    %x = alloca i32, align 4
; CHECK-NEXT:    store i32 %n, i32* %x, align 4
; CHECK-NEXT:    call void @use(i32* %x)
; CHECK-NEXT:    %v = load i32, i32* %x, align 4
; CHECK-NEXT:    ret i32 %v
define i32 @no_promote_escaped(i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 %n, i32* %x, align 4
  call void @use(i32* %x)
  %v = load i32, i32* %x, align 4
  ret i32 %v
}

; A volatile access keeps its alloca too.
; CHECK-LABEL: @no_promote_volatile(
; CHECK:       entry:
; CHECK-NEXT:    %x = alloca i32, align 4
; CHECK-NEXT:    store volatile i32 %n, i32* %x, align 4
define i32 @no_promote_volatile(i32 %n) {
entry:
  %x = alloca i32, align 4
  store volatile i32 %n, i32* %x, align 4
  %v = load i32, i32* %x, align 4
  ret i32 %v
}
