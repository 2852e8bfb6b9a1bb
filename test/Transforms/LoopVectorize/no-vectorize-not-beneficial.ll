; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Operations SSE2 lacks are taken apart lane by lane by llc, or built from several others:
; conversions between floating point and 64-bit integers, 64-bit and 8-bit divisions by constants
; that are not powers of two. The cost model weighs them against the scalar loop; where the vector
; loop would not be faster it stays scalar with VectorizationNotBeneficial. A shift left by
; per-lane amounts (a multiply by powers of two built in floating point) and an unsigned 32-bit
; conversion (two signed halves) cost a few instructions per vector: those loops still pay.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      2 loop-vectorize - Number of loops not vectorized: VectorizationNotBeneficial
; STATS-NEXT: 3 loop-vectorize - Number of loops vectorized

; a[i] <<= b[i]: vectorized.
; CHECK-LABEL: @variable_shift(
; CHECK:       vector.body:
; CHECK:         shl <4 x i32> %wide.load,
; CHECK:       exit:
define void @variable_shift(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  %w = load i32, i32* %q, align 4
  %x = shl i32 %v, %w
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (float)a[i], a unsigned: vectorized.
; CHECK-LABEL: @uitofp(
; CHECK:       vector.body:
; CHECK:         uitofp <4 x i32> %wide.load{{[0-9]*}} to <4 x float>
; CHECK:       exit:
define void @uitofp(i32* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = uitofp i32 %v to float
  %q = getelementptr inbounds float, float* %b, i64 %i
  store float %x, float* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: b[i] = (long)a[i], a double.
; CHECK-LABEL: @no_vectorize_fptosi_i64(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @no_vectorize_fptosi_i64(double* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = fptosi double %v to i64
  %q = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %x, i64* %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] /= 10 on longs.
; CHECK-LABEL: @no_vectorize_udiv_i64(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @no_vectorize_udiv_i64(i64* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  %v = load i64, i64* %p, align 8
  %x = udiv i64 %v, 10
  store i64 %x, i64* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = a[i] / 10 + 1 on ints: SSE2 divides 32-bit lanes by a constant through a multiply.
; CHECK-LABEL: @udiv_i32_by_10(
; CHECK:         udiv <4 x i32> %wide.load, <i32 10, i32 10, i32 10, i32 10>
define void @udiv_i32_by_10(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %q = udiv i32 %v, 10
  %x = add i32 %q, 1
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
