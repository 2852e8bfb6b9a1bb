; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; No runtime check where alias analysis keeps the accesses apart (noalias arguments, distinct
; globals or allocas) or where a load and a store touch the same address in the same iteration
; (a[i] = f(a[i]): each lane reads its element before it writes it). Only the count is tested.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:     4 loop-vectorize - Number of loops vectorized
; STATS-NOT: runtime overlap checks

@g1 = global [256 x i32] zeroinitializer
@g2 = global [256 x i32] zeroinitializer

; a and b noalias.
; CHECK-LABEL: @noalias_args(
; CHECK:         br i1 %min.iters.check, label %vector.ph, label %scalar.ph
define void @noalias_args(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Two globals: g1[i] = g2[i], 256 iterations.
; CHECK-LABEL: @distinct_globals(
; CHECK-NOT:     bound0
; CHECK:         br i1 true, label %vector.ph, label %scalar.ph
define void @distinct_globals() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds [256 x i32], [256 x i32]* @g2, i64 0, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds [256 x i32], [256 x i32]* @g1, i64 0, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 256
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A local array filled from an argument's.
; CHECK-LABEL: @alloca_dest(
; CHECK-NOT:     bound0
; CHECK:         br i1 true, label %vector.ph, label %scalar.ph
define i32 @alloca_dest(i32* %b) {
entry:
  %buf = alloca [64 x i32], align 16
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds [64 x i32], [64 x i32]* %buf, i64 0, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit
exit:
  %p7 = getelementptr inbounds [64 x i32], [64 x i32]* %buf, i64 0, i64 7
  %r = load i32, i32* %p7, align 4
  ret i32 %r
}

; a[i] = a[i] * 2 + 1 on one array that may alias anything.
; CHECK-LABEL: @same_address(
; CHECK-NOT:     bound0
; CHECK:         br i1 %min.iters.check, label %vector.ph, label %scalar.ph
define void @same_address(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %m = shl i32 %v, 1
  %x = or i32 %m, 1
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
