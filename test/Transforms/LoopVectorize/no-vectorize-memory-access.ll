; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Vector loads and stores take consecutive elements; SSE has no gather or scatter. A loop whose
; accesses stride, run backwards or store to one address stays scalar with CantVectorizeMemory;
; an address loaded in the loop (a[b[i]]) with CantVectorizeInstruction.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      1 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction
; STATS-NEXT: 3 loop-vectorize - Number of loops not vectorized: CantVectorizeMemory

; Don't vectorize: a[2 * i] = 0.
; CHECK-LABEL: @no_vectorize_stride_2(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: memory access is not consecutive or loop-invariant
define void @no_vectorize_stride_2(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: for (i = n; i > 0; i--) a[i] = 0, a reverse walk.
; CHECK-LABEL: @no_vectorize_reverse(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: memory access is not consecutive or loop-invariant
define void @no_vectorize_reverse(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nsw i64 %i, -1
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: *s = a[i], a store to one address (LICM's promotion would take it first).
; CHECK-LABEL: @no_vectorize_invariant_store(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: memory access is not consecutive or loop-invariant
define void @no_vectorize_invariant_store(i32* noalias %a, i32* noalias %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[b[i]] = 0, a scatter.
; CHECK-LABEL: @no_vectorize_scatter(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: a loaded value is used as an address
define void @no_vectorize_scatter(i32* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %j = load i64, i64* %pb, align 8
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
