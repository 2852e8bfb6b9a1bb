; RUN: llvm-as %s -o %t.bc
; RUN: hoist -passes= -S %t.bc | FileCheck %s
; RUN: hoist -passes= -S %t.bc -o %t.hoist.ll
; RUN: opt -S %t.bc -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s --check-prefix=TEXT

; LLVM 14's bitcode reader upgrades an x86 data layout in the usual form with the address spaces
; of mixed-size pointers (270 to 272), and its text parser does not: read from bitcode the layout
; gains them, as opt prints it; read as text it stays.

; CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; TEXT: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32 %x) {
  ret i32 %x
}
