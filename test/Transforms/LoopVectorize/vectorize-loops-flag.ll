; RUN: hoist -S -passes=loop-vectorize -vectorize-loops=false < %s | FileCheck %s --check-prefix=OFF
; RUN: hoist -passes=loop-vectorize -vectorize-loops=false -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: hoist -S -passes=loop-vectorize -vectorize-loops=true < %s | FileCheck %s --check-prefix=ON
; RUN: hoist -S -vectorize-loops=false < %s | FileCheck %s --check-prefix=OFF

; -vectorize-loops=false turns the pass off, in a -passes list and in the default pipeline: no
; loop is changed, analyzed or reported on.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = b[i]: vectorized unless the flag says no.
; OFF-LABEL: @copy(
; OFF-NOT:     vector.body
; QUIET-NOT:   loop-vectorize
; QUIET-NOT:   remark
; ON-LABEL:  @copy(
; ON:          vector.body:
define void @copy(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
