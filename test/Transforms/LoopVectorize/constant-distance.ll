; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -passes=loop-vectorize -force-vector-width=8 -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=FORCED

; Two accesses to one array at a constant distance, one of them a store, meet in different
; iterations, so no runtime check could tell them apart: what decides is the order. A vector
; iteration runs each access for all its iterations before the next access (LLVM's dependence
; distances). An access that meets an earlier access of a later iteration (a[i + 1] = a[i]: the
; load reads what the store of the iteration before wrote) keeps the loop scalar (UnsafeDep) when
; the later iteration is the next one; k iterations on, a vector iteration may run at most k
; iterations. An access that only meets earlier accesses of earlier iterations (a[i] = a[i + 1]:
; the load runs ahead of the store) keeps its order at any width.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 2 loop-vectorize - Number of loops not vectorized: UnsafeDep

; Don't vectorize: a[i + 1] = a[i] + 1 reads what the previous iteration wrote.
; CHECK-LABEL: @no_vectorize_read_after_write(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: unsafe dependent memory operations in loop
; FORCED-NOT: remark
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

; Vectorize: a[i] = a[i + 1] * 2 (the store behind the load), at the usual factors.
; CHECK-LABEL: @write_after_read(
; CHECK:       vector.body:
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 2)
; FORCED: remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 2)
define void @write_after_read(i32* %a, i64 %n) {
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

; Vectorize: two stores eight elements apart, a[i] = 0 and a[i + 8] = 1: the second reaches the
; first eight iterations on, so at most eight iterations at a time (4 x 2; with a width of 8
; forced, 8 x 1).
; CHECK-LABEL: @two_stores_eight_apart(
; CHECK:       vector.body:
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 2)
; FORCED: remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 1)
define void @two_stores_eight_apart(i32* %a, i64 %n) {
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

; a[i + 4] = a[i] * 3: the store reaches the load four iterations on: width 4, not interleaved;
; a forced width of 8 is clamped to 4.
; CHECK-LABEL: @four_behind(
; CHECK:       vector.body:
; CHECK:         %index.next = add nuw i64 %index, 4
; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)
; FORCED: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)
define void @four_behind(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %m = mul i32 %v, 3
  %i4 = add nuw nsw i64 %i, 4
  %p4 = getelementptr inbounds i32, i32* %a, i64 %i4
  store i32 %m, i32* %p4, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: two stores one element apart, a[i] = 0 and a[i + 1] = 1.
; CHECK-LABEL: @no_vectorize_two_stores_adjacent(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: unsafe dependent memory operations in loop
; FORCED-NOT: remark: {{.*}} not vectorized
define void @no_vectorize_two_stores_adjacent(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %j = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 1, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
