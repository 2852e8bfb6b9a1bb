; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Instructions without a vector form keep the loop scalar with CantVectorizeInstruction and the
; reason: frem (no vector instruction), bitcasts, calls that are not element-wise math
; (see math-*.ll for those that are), and an address turned into an integer (ptrtoint; an
; address kept a pointer is a vector GEP, pointer-lanes.ll).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 5 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction

; Don't vectorize: a[i] = fmod(a[i], 2.0).
; CHECK-LABEL: @no_vectorize_frem(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: frem has no vector instruction
define void @no_vectorize_frem(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %x = frem float %v, 2.000000e+00
  store float %x, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: b[i] = *(float *)&a[i] as a bitcast of the loaded value.
; CHECK-LABEL: @no_vectorize_bitcast(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: cast cannot be vectorized
define void @no_vectorize_bitcast(i32* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = bitcast i32 %v to float
  %q = getelementptr inbounds float, float* %b, i64 %i
  store float %x, float* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a call to a function the vectorizer knows nothing about.
; CHECK-LABEL: @no_vectorize_opaque_call(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: call instruction cannot be vectorized
define void @no_vectorize_opaque_call(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = call i32 @f(i32 %v)
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: llvm.ctpop is not among the element-wise intrinsics widened.
; CHECK-LABEL: @no_vectorize_ctpop(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: call instruction cannot be vectorized
define void @no_vectorize_ctpop(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = call i32 @llvm.ctpop.i32(i32 %v)
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: b[i] = (long)&c[i], an address stored as an integer.
; CHECK-LABEL: @no_vectorize_address_as_data(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: cast cannot be vectorized
define void @no_vectorize_address_as_data(i64* noalias %b, i32* %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %g = getelementptr inbounds i32, i32* %d, i64 %i
  %x = ptrtoint i32* %g to i64
  %q = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %x, i64* %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @f(i32)
declare i32 @llvm.ctpop.i32(i32)
