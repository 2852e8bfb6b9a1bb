; RUN: hoist -S -passes=dce < %s | FileCheck %s
; RUN: hoist -passes=dce -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; %c is unused; once it is gone %b, then %a become unused too: the whole chain is deleted, and so is
; an unused load (it has no effect). What is used stays.
; CHECK-LABEL: @remove_chain(
; CHECK:       entry:
; CHECK-NEXT:    %keep = add i32 %x, 1
; CHECK-NEXT:    ret i32 %keep
; STATS: 4 dce - Number of insts removed
define i32 @remove_chain(i32* %p, i32 %x) {
entry:
  %a = mul i32 %x, 3
  %b = add i32 %a, 7
  %c = shl i32 %b, 2
  %v = load i32, i32* %p, align 4
  %keep = add i32 %x, 1
  ret i32 %keep
}
