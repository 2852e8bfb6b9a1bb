; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Volatile and atomic accesses keep their number, order and width: a loop with one stays scalar
; with CantVectorizeInstruction.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 4 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction

; Don't vectorize: a volatile load.
; CHECK-LABEL: @no_vectorize_volatile_load(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: volatile or atomic load
define void @no_vectorize_volatile_load(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = load volatile i32, i32* %p, align 4
  %x = add i32 %v, %w
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a volatile store.
; CHECK-LABEL: @no_vectorize_volatile_store(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: volatile or atomic store
define void @no_vectorize_volatile_store(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 1
  store volatile i32 %x, i32* %p, align 4
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: an unordered atomic load (Java's plain field read).
; CHECK-LABEL: @no_vectorize_unordered_load(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: volatile or atomic load
define void @no_vectorize_unordered_load(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = load atomic i32, i32* %p unordered, align 4
  %x = add i32 %w, %v
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a release store.
; CHECK-LABEL: @no_vectorize_release_store(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: volatile or atomic store
define void @no_vectorize_release_store(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 1
  store atomic i32 %x, i32* %p release, align 4
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
