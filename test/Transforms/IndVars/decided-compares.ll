; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -passes=indvars -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -passes=indvars -debug-only=indvars -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=indvars -pass-remarks=indvars -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; Comparisons of a recurrence that scalar evolution decides, for every iteration, become their
; outcome: by ranges, by a condition that dominates them, or by induction (true on entry, and the
; backedge is only taken when it is true for the next iteration). The branch keeps its constant
; condition; llc folds it.

; STATS: 4 indvars - Number of IV comparisons eliminated
; DEBUG: INDVARS: Eliminated comparison: %nonneg = icmp sge i32 %i, 0 (always true: known from ranges)
; DEBUG: INDVARS: Eliminated comparison: %in = icmp slt i32 %i, %n (always true: implied by a dominating condition)
; DEBUG: INDVARS: Eliminated comparison: %in = icmp slt i32 %i, %n (always true: holds on entry and is kept by the backedge)
; DEBUG: INDVARS: Eliminated comparison: %eq = icmp eq i32 %i, 200 (always false: known from ranges)
; REMARK: remark: <unknown>:0:0: comparison is always true in the loop (known from ranges)
; REMARK: remark: <unknown>:0:0: comparison is always false in the loop (known from ranges)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0; i < n; i++) if (i >= 0) a[i] = 1: the counter's range ({0,+,1}<nsw>) is never
; negative, so the test is always true.
; CHECK-LABEL: @never_negative(
; CHECK-NOT:     %nonneg
; CHECK:         br i1 true, label %body, label %latch
define void @never_negative(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %nonneg = icmp sge i32 %i, 0
  br i1 %nonneg, label %body, label %latch

body:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; while (i < n) { if (i < n) ...; i++ }: the header's test dominates the body's.
; CHECK-LABEL: @dominated(
; CHECK:       body:
; CHECK-NEXT:    br i1 true, label %store, label %latch
define void @dominated(i32* %a, i32 %n) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %in = icmp slt i32 %i, %n
  br i1 %in, label %store, label %latch

store:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %header

exit:
  ret void
}

; A rotated loop with its guard n > 0: i < n at the top of the body holds on entry (0 < n) and
; after every backedge (the latch's test i + 1 < n): induction.
; CHECK-LABEL: @induction(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    br i1 true, label %store, label %latch
define void @induction(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %store, label %latch

store:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 0; i < 100; i++) if (i == 200): never; the counter stays below 100.
; CHECK-LABEL: @never_equal(
; CHECK:         br i1 false, label %store, label %latch
define void @never_equal(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %eq = icmp eq i32 %i, 200
  br i1 %eq, label %store, label %latch

store:
  store i32 1, i32* %a, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; The bound m has nothing to do with the loop's: not decided.
; CHECK-LABEL: @unrelated(
; CHECK:         %in = icmp slt i32 %i, %m
; CHECK-NEXT:    br i1 %in, label %store, label %latch
define void @unrelated(i32* %a, i32 %n, i32 %m) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %in = icmp slt i32 %i, %m
  br i1 %in, label %store, label %latch

store:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; Counting down from n - 1 to 0 with an unsigned bounds check i <u n: true, but it takes reasoning
; about n that scalar evolution does not do (neither does LLVM 14's). Kept.
; CHECK-LABEL: @down_bounds(
; CHECK:         %in = icmp ult i32 %i, %n
define void @down_bounds(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit

ph:
  %start = add nsw i32 %n, -1
  br label %loop

loop:
  %i = phi i32 [ %start, %ph ], [ %i.next, %latch ]
  %in = icmp ult i32 %i, %n
  br i1 %in, label %store, label %latch

store:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  br label %latch

latch:
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i, 0
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
