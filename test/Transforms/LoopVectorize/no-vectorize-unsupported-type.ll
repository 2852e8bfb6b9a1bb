; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Vector elements are i8, i16, i32, i64, float, double and pointers (pointer-lanes.ll): loads,
; stores and operations of other types (i1, i128, half, x86_fp80, vectors) keep the loop scalar
; with CantVectorizeInstruction.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 5 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction

; Don't vectorize: i128.
; CHECK-LABEL: @no_vectorize_i128(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: load of a type that cannot be vectorized
define void @no_vectorize_i128(i128* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i128, i128* %a, i64 %i
  %v = load i128, i128* %p, align 16
  %x = add i128 %v, 1
  store i128 %x, i128* %p, align 16
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: i1 in memory.
; CHECK-LABEL: @no_vectorize_i1_load(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: load of a type that cannot be vectorized
define void @no_vectorize_i1_load(i1* noalias %a, i8* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i1, i1* %a, i64 %i
  %v = load i1, i1* %p, align 1
  %x = zext i1 %v to i8
  %q = getelementptr inbounds i8, i8* %b, i64 %i
  store i8 %x, i8* %q, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: half.
; CHECK-LABEL: @no_vectorize_half(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: load of a type that cannot be vectorized
define void @no_vectorize_half(half* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds half, half* %a, i64 %i
  %v = load half, half* %p, align 2
  %x = fadd half %v, %v
  store half %x, half* %p, align 2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: x86_fp80 (long double).
; CHECK-LABEL: @no_vectorize_fp80(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: load of a type that cannot be vectorized
define void @no_vectorize_fp80(x86_fp80* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds x86_fp80, x86_fp80* %a, i64 %i
  %v = load x86_fp80, x86_fp80* %p, align 16
  %x = fadd x86_fp80 %v, %v
  store x86_fp80 %x, x86_fp80* %p, align 16
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: elements that are vectors already.
; CHECK-LABEL: @no_vectorize_vector_elements(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: load of a type that cannot be vectorized
define void @no_vectorize_vector_elements(<2 x i32>* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds <2 x i32>, <2 x i32>* %a, i64 %i
  %v = load <2 x i32>, <2 x i32>* %p, align 8
  %x = add <2 x i32> %v, %v
  store <2 x i32> %x, <2 x i32>* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
