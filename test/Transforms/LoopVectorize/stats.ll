; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes=loop-vectorize -stats -vectorize-loops=false -disable-output < %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

; -stats prints the vectorizer's counters as opt does, sorted by name: the loops analyzed (a
; rotated loop counts twice), each rejection reason, the loops vectorized, the runtime overlap
; checks inserted and the top-tested loops rotated.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK:      ===-------------------------------------------------------------------------===
; CHECK-NEXT:                           ... Statistics Collected ...
; CHECK-NEXT: ===-------------------------------------------------------------------------===
; CHECK-EMPTY:
; CHECK-NEXT: 5 loop-vectorize - Number of loops analyzed for vectorization
; CHECK-NEXT: 1 loop-vectorize - Number of loops not vectorized: MissedExplicitlyDisabled
; CHECK-NEXT: 1 loop-vectorize - Number of loops not vectorized: NonInductionPHI
; CHECK-NEXT: 2 loop-vectorize - Number of loops vectorized
; CHECK-NEXT: 2 loop-vectorize - Number of runtime overlap checks inserted
; CHECK-NEXT: 1 loop-vectorize - Number of top-tested loops rotated to be vectorized
; OFF-NOT:    loop-vectorize

; Vectorized with two checks: a[i] = b[i] + c[i], the store against each load.
define void @two_checks(i32* %a, i32* %b, i32* %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %w = load i32, i32* %pc, align 4
  %x = add i32 %v, %w
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ult i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; Rotated, then vectorized without checks.
define void @while_zero(i32* noalias %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret void
}

; Rejected: a first-order recurrence.
define void @recurrence(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %last = phi i32 [ 0, %entry ], [ %v, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %d = sub i32 %v, %last
  store i32 %d, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Rejected: disabled.
define void @disabled(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
