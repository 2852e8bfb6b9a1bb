; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -S -passes=loop-flatten -loop-flatten-widen-iv=false < %s | FileCheck %s --check-prefix=NARROW
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; C's int loops count in i32; the product of two i32 counts may not fit i32, but always fits
; i64, the widest native integer: the flattened loop counts in i64 (-loop-flatten-widen-iv, on by
; default). Where an index computed with nsw (nuw) is sign- (zero-) extended, the extension is
; the wide counter itself: its value is exact, or poison. Without widening, the product must be
; shown to fit i32: here an nsw index that reaches an address on every iteration would be poison
; first, so the loop is flattened in place in i32.

; STATS: 3 loop-flatten - Number of flattened loops with a widened counter
; STATS: 3 loop-flatten - Number of loops flattened

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i*m + j] = b[i*m + j] + 1, as clang emits it for int counters (the guard of the inner loop
; already tested before the nest).
; CHECK-LABEL: @sext_index(
; CHECK:       outer.preheader:
; CHECK-NEXT:    [[N:%.*]] = zext i32 %n to i64
; CHECK-NEXT:    [[M:%.*]] = zext i32 %m to i64
; CHECK-NEXT:    %flatten.tripcount = mul nuw i64 [[M]], [[N]]
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64 [ 0, %outer.preheader ], [ %flatten.iv.next, %outer ]
; CHECK-NEXT:    %pb = getelementptr inbounds i32, i32* %b, i64 %flatten.iv
; CHECK:         %pa = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
; CHECK:         %flatten.iv.next = add nuw i64 %flatten.iv, 1
; CHECK-NEXT:    %flatten.cmp = icmp ne i64 %flatten.iv.next, %flatten.tripcount
; NARROW-LABEL: @sext_index(
; NARROW:       outer.preheader:
; NARROW-NEXT:    %flatten.tripcount = mul nuw i32 %m, %n
; NARROW:       outer:
; NARROW-NEXT:    %flatten.iv = phi i32 [ 0, %outer.preheader ], [ %flatten.iv.next, %outer ]
; NARROW-NEXT:    [[K:%.*]] = zext i32 %flatten.iv to i64
; NARROW-NEXT:    %pb = getelementptr inbounds i32, i32* %b, i64 [[K]]
define void @sext_index(i32* noalias %a, i32* noalias %b, i32 %n, i32 %m) {
entry:
  %cn = icmp sgt i32 %n, 0
  %cm = icmp sgt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add nsw i32 %row, %j
  %idx.ext = sext i32 %idx to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %idx.ext
  %v = load i32, i32* %pb, align 4
  %w = add nsw i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 %w, i32* %pa, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; Stencil taps a[(i+1)*m + j] and a[i*m + j + 1]: each exact index is the counter plus an
; invariant offset, computed in i64 once per iteration.
; CHECK-LABEL: @taps(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    [[DOWN:%.*]] = add i64 %flatten.iv, [[M64:%.*]]
; CHECK-NEXT:    [[RIGHT:%.*]] = add i64 %flatten.iv, 1
; CHECK-NEXT:    %pd = getelementptr inbounds i32, i32* %b, i64 [[DOWN]]
; CHECK:         %pr = getelementptr inbounds i32, i32* %b, i64 [[RIGHT]]
; CHECK:         %pa = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
define void @taps(i32* noalias %a, i32* noalias %b, i32 %n, i32 %m) {
entry:
  %cn = icmp sgt i32 %n, 0
  %cm = icmp sgt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %rowd = mul nsw i32 %i1, %m
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %d = add nsw i32 %rowd, %j
  %d.ext = sext i32 %d to i64
  %pd = getelementptr inbounds i32, i32* %b, i64 %d.ext
  %vd = load i32, i32* %pd, align 4
  %idx = add nsw i32 %row, %j
  %r = add nsw i32 %idx, 1
  %r.ext = sext i32 %r to i64
  %pr = getelementptr inbounds i32, i32* %b, i64 %r.ext
  %vr = load i32, i32* %pr, align 4
  %s = add nsw i32 %vd, %vr
  %idx.ext = sext i32 %idx to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 %s, i32* %pa, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The linear value is also stored: that use gets the counter truncated to i32
; (flatten.trunciv), the address the wide counter itself.
; CHECK-LABEL: @stored_index(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %flatten.trunciv = trunc i64 %flatten.iv to i32
; CHECK-NEXT:    %pa = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
; CHECK-NEXT:    store i32 %flatten.trunciv, i32* %pa, align 4
define void @stored_index(i32* %a, i32 %n, i32 %m) {
entry:
  %cn = icmp sgt i32 %n, 0
  %cm = icmp sgt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add nsw i32 %row, %j
  %idx.ext = sext i32 %idx to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 %idx, i32* %pa, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}
