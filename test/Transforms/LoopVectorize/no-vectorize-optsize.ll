; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Functions optimized for size (optsize, minsize: clang's -Os and -Oz) or that may not use vector
; registers (noimplicitfloat: kernels) keep their loops scalar with OptSize.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 3 loop-vectorize - Number of loops not vectorized: OptSize

; Don't vectorize: optsize.
; CHECK-LABEL: @no_vectorize_optsize(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the function is optimized for size or may not use vector registers
define void @no_vectorize_optsize(i32* noalias %a, i64 %n) optsize {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: minsize.
; CHECK-LABEL: @no_vectorize_minsize(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the function is optimized for size or may not use vector registers
define void @no_vectorize_minsize(i32* noalias %a, i64 %n) minsize {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: noimplicitfloat.
; CHECK-LABEL: @no_vectorize_noimplicitfloat(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the function is optimized for size or may not use vector registers
define void @no_vectorize_noimplicitfloat(i32* noalias %a, i64 %n) noimplicitfloat {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
