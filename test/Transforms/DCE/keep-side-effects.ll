; RUN: hoist -S -passes=dce < %s | FileCheck %s

declare i32 @pure(i32) #0
declare i32 @may_loop(i32) #1
declare i32 @writes(i32*) #2

; Unused results are not enough: stores, volatile loads, calls that may write memory, and readnone
; calls that may not return all have effects and stay. An unused readnone willreturn call goes.
; CHECK-LABEL: @keep_effects(
; CHECK:       entry:
; CHECK-NEXT:    store i32 %x, i32* %p, align 4
; CHECK-NEXT:    %vol = load volatile i32, i32* %p, align 4
; CHECK-NEXT:    %w = call i32 @writes(i32* %p)
; CHECK-NEXT:    %loop = call i32 @may_loop(i32 %x)
; CHECK-NEXT:    ret void
define void @keep_effects(i32* %p, i32 %x) {
entry:
  store i32 %x, i32* %p, align 4
  %vol = load volatile i32, i32* %p, align 4
  %w = call i32 @writes(i32* %p)
  %pure = call i32 @pure(i32 %x)
  %loop = call i32 @may_loop(i32 %x)
  ret void
}

attributes #0 = { nounwind readnone willreturn }
attributes #1 = { nounwind readnone }
attributes #2 = { argmemonly nounwind willreturn }
