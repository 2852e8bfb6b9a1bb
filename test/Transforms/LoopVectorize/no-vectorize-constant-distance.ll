; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Two accesses to one array at a constant distance, one of them a store, overlap in every loop
; longer than the distance, so no runtime check could pass: the loop stays scalar with UnsafeDep,
; whether the store runs ahead of the load (a true dependence: a[i + 1] = a[i]) or behind it (an
; anti dependence: a[i] = a[i + 1], which LLVM would vectorize; Hoist does not tell them apart).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 3 loop-vectorize - Number of loops not vectorized: UnsafeDep

; Don't vectorize: a[i + 1] = a[i] + 1 reads what the previous iteration wrote.
; CHECK-LABEL: @no_vectorize_read_after_write(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: unsafe dependent memory operations in loop
define void @no_vectorize_read_after_write(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 1
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, i32* %a, i64 %i.next
  store i32 %x, i32* %q, align 4
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] = a[i + 1] * 2 (the store behind the load).
; CHECK-LABEL: @no_vectorize_write_after_read(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: unsafe dependent memory operations in loop
define void @no_vectorize_write_after_read(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %p = getelementptr inbounds i32, i32* %a, i64 %i.next
  %v = load i32, i32* %p, align 4
  %x = shl i32 %v, 1
  %q = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %q, align 4
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: two stores eight elements apart, a[i] = 0 and a[i + 8] = 1.
; CHECK-LABEL: @no_vectorize_two_stores(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: unsafe dependent memory operations in loop
define void @no_vectorize_two_stores(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %j = add nuw nsw i64 %i, 8
  %q = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 1, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
