; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; Without a comma, 'align 4' after a global variable is one of its attributes (as LLVM 14 reads
; it), printed in a group as 'align=4'; with the comma it is the variable's alignment.
; CHECK: @g = external global i32 #0
; CHECK: @h = global i32 0, align 8
; CHECK: attributes #0 = { align=4 }
@g = external global i32 align 4
@h = global i32 0, align 8
