; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A consecutive store on a path some iterations take would need a masked store, which SSE does
; not have (LLVM would branch around each lane's store): the loop stays scalar with
; NoCFGForSelect.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Don't vectorize: if (a[i] < 0) a[i] = 0.
; CHECK-LABEL: @no_vectorize_conditional_store(
; CHECK-NOT:     vector.body
; CHECK:       then:
; CHECK-NEXT:    store i32 0, i32* %p, align 4
; REMARK: remark: <unknown>:0:0: loop not vectorized: control flow cannot be substituted for a select
define void @no_vectorize_conditional_store(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  store i32 0, i32* %p, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a store to another array on one side of a diamond.
; CHECK-LABEL: @no_vectorize_store_one_side(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: control flow cannot be substituted for a select
define void @no_vectorize_store_one_side(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %odd = trunc i32 %v to i1
  br i1 %odd, label %then, label %else
then:
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %q, align 4
  br label %latch
else:
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
