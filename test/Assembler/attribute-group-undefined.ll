; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; A reference to an attribute group that no 'attributes #N' line defines adds nothing (LLVM
; accepts it); the defined groups are merged over inline attributes (a later definition of a
; group replaces the earlier one) and numbered again as opt numbers them.
; CHECK-LABEL: define void @f()
; CHECK-SAME:  #0 {
; CHECK:         call void @g() #0
; CHECK-NEXT:    call void @g()
; CHECK:       declare void @g() #1
; CHECK:       attributes #0 = { noinline nounwind "a"="2" }
; CHECK-NEXT:  attributes #1 = { cold }
; CHECK-NOT:   attributes
define void @f() "a"="1" #7 #3 {
  call void @g() #9 #3
  call void @g() #12
  ret void
}

declare void @g() #5

attributes #3 = { nounwind }
attributes #5 = { cold }
attributes #3 = { nounwind noinline "a"="2" }
