; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; x86 has no vector division: a division by a value that may be zero (or, signed, -1 with
; INT_MIN) could trap on a lane the scalar loop never divides, and llc would split the vector
; anyway. Such loops stay scalar with CantVectorizeInstruction. Divisions by other constants
; are multiplications by a reciprocal or shifts in SSE2 and are vectorized.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      4 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction
; STATS-NEXT: 2 loop-vectorize - Number of loops vectorized

; Don't vectorize: a[i] /= d, unsigned, d may be 0.
; CHECK-LABEL: @no_vectorize_udiv_variable(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: division by a value that may be zero
define void @no_vectorize_udiv_variable(i32* noalias %a, i32 %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = udiv i32 %v, %d
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] %= d, signed.
; CHECK-LABEL: @no_vectorize_srem_variable(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: division by a value that may be zero or -1
define void @no_vectorize_srem_variable(i32* noalias %a, i32 %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = srem i32 %v, %d
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] /= -1, signed: INT_MIN / -1 overflows.
; CHECK-LABEL: @no_vectorize_sdiv_minus_one(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: division by a value that may be zero or -1
define void @no_vectorize_sdiv_minus_one(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = sdiv i32 %v, -1
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] /= 0 (undefined, but the scalar loop may never run it).
; CHECK-LABEL: @no_vectorize_udiv_zero(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: division by a value that may be zero
define void @no_vectorize_udiv_zero(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = udiv i32 %v, 0
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] /= 7, unsigned: vectorized.
; CHECK-LABEL: @udiv_by_7(
; CHECK:         udiv <4 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7>
define void @udiv_by_7(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = udiv i32 %v, 7
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] %= -4, signed: vectorized.
; CHECK-LABEL: @srem_by_minus_4(
; CHECK:         srem <4 x i32> %wide.load, <i32 -4, i32 -4, i32 -4, i32 -4>
define void @srem_by_minus_4(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = srem i32 %v, -4
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
