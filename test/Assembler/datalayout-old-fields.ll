; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; LLVM 14 still reads the data layout's old stack-alignment field ('s0:64:64', 's:64') and
; ignores it, and lets i8 have an alignment other than 1: accesses without 'align' then get it.
; CHECK: target datalayout = "e-m:e-s0:64:64-s:64-i8:16:16-i64:64-f80:128-n8:16:32:64-S128"
target datalayout = "e-m:e-s0:64:64-s:64-i8:16:16-i64:64-f80:128-n8:16:32:64-S128"

; CHECK-LABEL: @bytes(
; CHECK-NEXT:    %a = alloca i8, align 2
; CHECK-NEXT:    %v = load i8, i8* %p, align 2
; CHECK-NEXT:    store i8 %v, i8* %a, align 2
define void @bytes(i8* %p) {
  %a = alloca i8
  %v = load i8, i8* %p
  store i8 %v, i8* %a
  ret void
}
