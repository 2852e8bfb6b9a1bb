; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s

; An optnone function keeps its allocas, as with opt -passes=mem2reg.
; CHECK-LABEL: @no_promote_optnone(
; CHECK:       entry:
; CHECK-NEXT:    %x = alloca i32, align 4
; CHECK-NEXT:    store i32 %n, i32* %x, align 4
; CHECK-NEXT:    %v = load i32, i32* %x, align 4
; CHECK-NEXT:    ret i32 %v
define i32 @no_promote_optnone(i32 %n) #0 {
entry:
  %x = alloca i32, align 4
  store i32 %n, i32* %x, align 4
  %v = load i32, i32* %x, align 4
  ret i32 %v
}

attributes #0 = { noinline optnone }
