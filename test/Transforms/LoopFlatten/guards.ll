; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Rotation leaves a guard before every inner loop whose count may be zero: a branch in the outer
; loop, on a test invariant there, that skips the inner loop. Beyond LLVM 14 (which keeps the
; guard inside the flattened loop, and whose count is then wrong when it fails), the flattened
; loop runs only when every guard holds; when one does not, the outer loop would only count, so
; the nest is skipped: the preheader branches to the exit, where values carried through the
; nest keep their initial ones.

; STATS: 3 loop-flatten - Number of flattened loops entered through guards

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i < n) for (j < m) a[i*m + j] = 1, with the inner loop's guard m > 0 in the outer loop.
; CHECK-LABEL: @guarded(
; CHECK:       outer.preheader:
; CHECK-NEXT:    %cm = icmp sgt i32 %m, 0
; CHECK:         %flatten.tripcount = mul nuw i64
; CHECK-NEXT:    br i1 %cm, label %outer.flatten.ph, label %exit.loopexit
; CHECK:       outer.flatten.ph:
; CHECK-NEXT:    br label %outer
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64 [ 0, %outer.flatten.ph ], [ %flatten.iv.next, %outer ]
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
; CHECK-NEXT:    store i32 1, i32* %p, align 4
; CHECK-NOT:     br i1 %cm
define void @guarded(i32* %a, i32 %n, i32 %m) {
entry:
  %cn = icmp sgt i32 %n, 0
  br i1 %cn, label %outer.preheader, label %exit

outer.preheader:
  %cm = icmp sgt i32 %m, 0
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  br i1 %cm, label %inner.ph, label %outer.latch

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %idx = add nsw i32 %row, %j
  %idx.ext = sext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 1, i32* %p, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit

inner.exit:
  br label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A sum carried through a guarded nest: merged after the guard, skipped with its initial value.
; CHECK-LABEL: @guarded_sum(
; CHECK:         br i1 %cm, label %outer.flatten.ph, label %exit.loopexit
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %s = phi i64 [ %s.next, %outer ], [ %init, %outer.flatten.ph ]
; CHECK:       {{^}}exit.loopexit:
; CHECK-NEXT:    %s.merge.lcssa = phi i64 [ %init, %outer.preheader ], [ %s.next.lcssa, %exit.loopexit.loopexit ]
define i64 @guarded_sum(i64* %a, i32 %n, i32 %m, i64 %init) {
entry:
  %cn = icmp sgt i32 %n, 0
  br i1 %cn, label %outer.preheader, label %exit

outer.preheader:
  %cm = icmp sgt i32 %m, 0
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %s = phi i64 [ %init, %outer.preheader ], [ %s.merge, %outer.latch ]
  br i1 %cm, label %inner.ph, label %outer.latch

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %si = phi i64 [ %s, %inner.ph ], [ %s.next, %inner ]
  %idx = add nsw i32 %row, %j
  %idx.ext = sext i32 %idx to i64
  %p = getelementptr inbounds i64, i64* %a, i64 %idx.ext
  %v = load i64, i64* %p, align 8
  %s.next = add i64 %si, %v
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit

inner.exit:
  %s.lcssa = phi i64 [ %s.next, %inner ]
  br label %outer.latch

outer.latch:
  %s.merge = phi i64 [ %s.lcssa, %inner.exit ], [ %s, %outer ]
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i64 [ %init, %entry ], [ %s.merge, %outer.latch ]
  ret i64 %r
}

; Two guards, one skipping on true (a flag that disables the work): the flattened loop needs
; m > 0 and not %off.
; CHECK-LABEL: @two_guards(
; CHECK:         %flatten.guard.not = xor i1 %off, true
; CHECK-NEXT:    %flatten.guard = and i1 %cm, %flatten.guard.not
; CHECK-NEXT:    br i1 %flatten.guard, label %outer.flatten.ph, label %exit.loopexit
define void @two_guards(i32* %a, i32 %n, i32 %m, i1 %off) {
entry:
  %cn = icmp sgt i32 %n, 0
  br i1 %cn, label %outer.preheader, label %exit

outer.preheader:
  %cm = icmp sgt i32 %m, 0
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  br i1 %cm, label %check, label %outer.latch

check:
  br i1 %off, label %outer.latch, label %inner.ph

inner.ph:
  %row = mul nsw i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %idx = add nsw i32 %row, %j
  %idx.ext = sext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 2, i32* %p, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ne i32 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit

inner.exit:
  br label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ne i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}
