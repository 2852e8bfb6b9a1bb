; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; 'invoke' (and 'call') of a null, undef or poison callee: a constant of the callee's pointer type.
; CHECK-LABEL: @f(
; CHECK:         invoke void null()
; CHECK-NEXT:            to label %ok unwind label %lp
; CHECK:         call void undef()
; CHECK:         call i32 poison(i32 1)
define void @f() personality i8* null {
  invoke void null()
          to label %ok unwind label %lp

ok:
  call void undef()
  %r = call i32 poison(i32 1)
  ret void

lp:
  %l = landingpad { i8*, i32 }
          cleanup
  resume { i8*, i32 } %l
}
