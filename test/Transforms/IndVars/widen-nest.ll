; RUN: hoist -S -passes=indvars < %s | FileCheck %s

; Widening an inner loop's counter takes in the values the web computes with. One the outer loop
; does not vary (the row length m) is extended once before the nest, so it costs nothing per
; entry of the inner loop; one the outer loop varies (the row's start i * m) is extended on every
; entry, and must be paid for by a sign extension removed from every inner iteration.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i * m + j] = 0: the inner web takes in
; i * m (extended in the inner preheader) and m (before the outer loop), and removes the sign
; extension of i * m + j from every iteration.
; CHECK-LABEL: @rows(
; CHECK:       outer.preheader:
; CHECK:         [[M:%.*]] = sext i32 %m to i64
; CHECK:       inner.preheader:
; CHECK-NEXT:    %row = mul nsw i32 %i, %m
; CHECK-NEXT:    [[ROW:%.*]] = sext i32 %row to i64
; CHECK:       inner:
; CHECK-NEXT:    %indvars.iv = phi i64
; CHECK-NEXT:    %k.wide = add nsw i64 [[ROW]], %indvars.iv
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %k.wide
; CHECK:         %exitcond = icmp ne i64 %indvars.iv.next, [[M]]
define void @rows(i32* %a, i32 %n, i32 %m) {
entry:
  %g = icmp sgt i32 %n, 0
  %gm = icmp sgt i32 %m, 0
  br i1 %g, label %outer.preheader, label %exit
outer.preheader:
  br label %outer
outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  br i1 %gm, label %inner.preheader, label %outer.latch
inner.preheader:
  %row = mul nsw i32 %i, %m
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.preheader ], [ %j.next, %inner ]
  %k = add nsw i32 %row, %j
  %k.ext = sext i32 %k to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %k.ext
  store i32 0, i32* %p, align 4
  %j.next = add nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch.loopexit
outer.latch.loopexit:
  br label %outer.latch
outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit.loopexit
exit.loopexit:
  br label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) for (j = i; j < n; j++) a[j] += 1: the inner counter starts at the
; outer one, which is never negative, so its extension is a zero extension (free at llc -O2).
; CHECK-LABEL: @upper(
; CHECK:       inner.preheader:
; CHECK-NEXT:    [[I:%.*]] = zext i32 %i to i64
; CHECK:       inner:
; CHECK-NEXT:    %indvars.iv = phi i64 [ [[I]], %inner.preheader ], [ %indvars.iv.next, %inner ]
define void @upper(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer.preheader, label %exit
outer.preheader:
  br label %outer
outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  br label %inner.preheader
inner.preheader:
  br label %inner
inner:
  %j = phi i32 [ %i, %inner.preheader ], [ %j.next, %inner ]
  %j.ext = sext i32 %j to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %j.ext
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  %j.next = add nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %n
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit.loopexit
exit.loopexit:
  br label %exit
exit:
  ret void
}
