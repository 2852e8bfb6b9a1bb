; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -runtime-memory-check-threshold=1 < %s | FileCheck %s --check-prefix=ONE
; RUN: hoist -S -passes=loop-vectorize -runtime-memory-check-threshold=0 < %s | FileCheck %s --check-prefix=NONE
; RUN: hoist -passes=loop-vectorize -runtime-memory-check-threshold=1 -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK-ONE
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; -runtime-memory-check-threshold (8 by default, as in LLVM) bounds the number of pairs a loop may
; check at run time: a loop that needs more stays scalar with TooManyRuntimeChecks. At the
; threshold it is vectorized.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; One pair: vectorized under every threshold but 0.
; DEFAULT-LABEL: @one_check(
; DEFAULT:         vector.body:
; ONE-LABEL:     @one_check(
; ONE:             vector.body:
; NONE-LABEL:    @one_check(
; NONE-NOT:        vector.body
; REMARK-ONE: remark: <unknown>:0:0: loop not vectorized: cannot prove the accesses apart without more than 1 runtime checks
define void @one_check(i32* %a0, i32* %b0, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb0 = getelementptr inbounds i32, i32* %b0, i64 %i
  %v0 = load i32, i32* %pb0, align 4
  %pa0 = getelementptr inbounds i32, i32* %a0, i64 %i
  store i32 %v0, i32* %pa0, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Two pairs: one too many for a threshold of 1.
; DEFAULT-LABEL: @two_checks(
; DEFAULT:         vector.body:
; ONE-LABEL:     @two_checks(
; ONE-NOT:         vector.body
; REMARK-ONE: remark: <unknown>:0:0: loop not vectorized: cannot prove the accesses apart without more than 1 runtime checks
define void @two_checks(i32* %a0, i32* %b0, i32* %b1, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb0 = getelementptr inbounds i32, i32* %b0, i64 %i
  %v0 = load i32, i32* %pb0, align 4
  %pb1 = getelementptr inbounds i32, i32* %b1, i64 %i
  %v1 = load i32, i32* %pb1, align 4
  %s1 = add i32 %v0, %v1
  %pa0 = getelementptr inbounds i32, i32* %a0, i64 %i
  store i32 %s1, i32* %pa0, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Eight loads against a store: eight pairs, the default threshold, vectorized.
; DEFAULT-LABEL: @eight_checks(
; DEFAULT-COUNT-8: %diff.check{{[0-9]*}} = icmp uge i64
; DEFAULT:         vector.body:
define void @eight_checks(i32* %a0, i32* %b0, i32* %b1, i32* %b2, i32* %b3, i32* %b4, i32* %b5, i32* %b6, i32* %b7, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb0 = getelementptr inbounds i32, i32* %b0, i64 %i
  %v0 = load i32, i32* %pb0, align 4
  %pb1 = getelementptr inbounds i32, i32* %b1, i64 %i
  %v1 = load i32, i32* %pb1, align 4
  %pb2 = getelementptr inbounds i32, i32* %b2, i64 %i
  %v2 = load i32, i32* %pb2, align 4
  %pb3 = getelementptr inbounds i32, i32* %b3, i64 %i
  %v3 = load i32, i32* %pb3, align 4
  %pb4 = getelementptr inbounds i32, i32* %b4, i64 %i
  %v4 = load i32, i32* %pb4, align 4
  %pb5 = getelementptr inbounds i32, i32* %b5, i64 %i
  %v5 = load i32, i32* %pb5, align 4
  %pb6 = getelementptr inbounds i32, i32* %b6, i64 %i
  %v6 = load i32, i32* %pb6, align 4
  %pb7 = getelementptr inbounds i32, i32* %b7, i64 %i
  %v7 = load i32, i32* %pb7, align 4
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v3
  %s4 = add i32 %s3, %v4
  %s5 = add i32 %s4, %v5
  %s6 = add i32 %s5, %v6
  %s7 = add i32 %s6, %v7
  %pa0 = getelementptr inbounds i32, i32* %a0, i64 %i
  store i32 %s7, i32* %pa0, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Nine: one over the default.
; DEFAULT-LABEL: @nine_checks(
; DEFAULT-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: cannot prove the accesses apart without more than 8 runtime checks
; REMARK-NOT: remark
define void @nine_checks(i32* %a0, i32* %b0, i32* %b1, i32* %b2, i32* %b3, i32* %b4, i32* %b5, i32* %b6, i32* %b7, i32* %b8, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb0 = getelementptr inbounds i32, i32* %b0, i64 %i
  %v0 = load i32, i32* %pb0, align 4
  %pb1 = getelementptr inbounds i32, i32* %b1, i64 %i
  %v1 = load i32, i32* %pb1, align 4
  %pb2 = getelementptr inbounds i32, i32* %b2, i64 %i
  %v2 = load i32, i32* %pb2, align 4
  %pb3 = getelementptr inbounds i32, i32* %b3, i64 %i
  %v3 = load i32, i32* %pb3, align 4
  %pb4 = getelementptr inbounds i32, i32* %b4, i64 %i
  %v4 = load i32, i32* %pb4, align 4
  %pb5 = getelementptr inbounds i32, i32* %b5, i64 %i
  %v5 = load i32, i32* %pb5, align 4
  %pb6 = getelementptr inbounds i32, i32* %b6, i64 %i
  %v6 = load i32, i32* %pb6, align 4
  %pb7 = getelementptr inbounds i32, i32* %b7, i64 %i
  %v7 = load i32, i32* %pb7, align 4
  %pb8 = getelementptr inbounds i32, i32* %b8, i64 %i
  %v8 = load i32, i32* %pb8, align 4
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v3
  %s4 = add i32 %s3, %v4
  %s5 = add i32 %s4, %v5
  %s6 = add i32 %s5, %v6
  %s7 = add i32 %s6, %v7
  %s8 = add i32 %s7, %v8
  %pa0 = getelementptr inbounds i32, i32* %a0, i64 %i
  store i32 %s8, i32* %pa0, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
