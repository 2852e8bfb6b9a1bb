; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -S -passes=indvars -disable-lftr < %s | FileCheck %s --check-prefix=OFF
; RUN: hoist -passes=indvars -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Linear function test replacement: an exit test whose count scalar evolution knows becomes an
; equality test of a unit-step counter against its value on the exiting iteration, computed once
; before the loop. Only exits of the loop itself that dominate the latch, counters as wide as the
; count and not undef, limits that exist or take one instruction, loops without calls; the
; increment keeps its wrap flags where the old test compared the same value, elsewhere only where
; scalar evolution proves them. -disable-lftr turns it off.

; OFF-NOT: exitcond
; STATS: 8 indvars - Number of loop exit tests replaced

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0; i < n; i++) a[i] = i with the guard n > 0: the test becomes i.next != n (the
; counter stays narrow: its one extension is of a value that is never negative).
; CHECK-LABEL: @widened(
; CHECK:       loop:
; CHECK:         %i.next = add nsw i32 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i32 %i.next, %n
; CHECK-NEXT:    br i1 %exitcond, label %loop, label %exit.loopexit
define void @widened(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 %i, i32* %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; An unsigned test against n, with nuw: i.next != n.
; CHECK-LABEL: @narrow_ult(
; CHECK:         %i.next = add nuw i32 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i32 %i.next, %n
define void @narrow_ult(i32* %a, i32 %n) {
entry:
  %g = icmp ne i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 %i, i32* %p, align 4
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; Exit when i.next > 99: the widened counter is tested for equality with 100, branching out
; when equal (the exit is the true successor).
; CHECK-LABEL: @const_exit_if_true(
; CHECK:         %indvars.iv.next = add nsw i64 %indvars.iv, 1
; CHECK-NEXT:    %exitcond = icmp eq i64 %indvars.iv.next, 100
; CHECK-NEXT:    br i1 %exitcond, label %exit, label %loop
define i32 @const_exit_if_true(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sgt i32 %i.next, 99
  br i1 %c, label %exit, label %loop

exit:
  %s.lcssa = phi i32 [ %s.next, %loop ]
  ret i32 %s.lcssa
}

; if (n >= 0) do { s ^= i; } while (i++ <= n) on i8: the latch tested the counter before its
; increment; now the increment is compared with n + 2, computed before the loop, and its nsw goes:
; scalar evolution cannot prove it for the last iteration, which the old test did not compare.
; CHECK-LABEL: @pre_increment_test(
; CHECK:       loop.preheader:
; CHECK-NEXT:    [[LIMIT:%.*]] = add i8 %n, 2
; CHECK:         %i.next = add i8 %i, 1
; CHECK-NEXT:    %exitcond = icmp ne i8 %i.next, [[LIMIT]]
define i8 @pre_increment_test(i8 %n) {
entry:
  %g = icmp sge i8 %n, 0
  br i1 %g, label %loop, label %exit0

exit0:
  ret i8 0

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = xor i8 %s, %i
  %i.next = add nsw i8 %i, 1
  %c = icmp sle i8 %i, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i8 [ %s.next, %loop ]
  ret i8 %r
}

; for (i = 0; i < n; i++) for (j = 0; j < i; j++): the inner trip count is the outer counter,
; compared directly; both tests rewritten, nothing computed before the inner loop.
; CHECK-LABEL: @triangle(
; CHECK:       inner.preheader:
; CHECK-NEXT:    br label %inner
; CHECK:         %j.next = add nuw nsw i32 %j, 1
; CHECK-NEXT:    %exitcond = icmp ne i32 %j.next, %i
; CHECK:         %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    %exitcond1 = icmp ne i32 %i.next, %n
define void @triangle(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %exit

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %gi = icmp sgt i32 %i, 0
  br i1 %gi, label %inner, label %outer.latch

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.ext = zext i32 %j to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %j.ext
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %i
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; Step 2: no counter steps by one, the test stays as it was (as in LLVM 14).
; CHECK-LABEL: @stride2(
; CHECK-NOT:     exitcond
; CHECK:         %c = icmp slt i32 %i.next, %n
define void @stride2(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; Two exits: the early one (i >= m, with the guard m > 0) dominates the latch and has the count
; m; it is tested with the counter before its increment, which keeps its flags (the old test
; compared the counter too). The other exit (a loaded value) has no count and stays.
; CHECK-LABEL: @two_exits(
; CHECK:         %exitcond = icmp eq i32 %i, %m
; CHECK-NEXT:    br i1 %exitcond, label %exit.loopexit, label %latch
; CHECK:         %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:    %c2 = icmp ne i32 %v, 0
define i32 @two_exits(i32* %a, i32 %m) {
entry:
  %g = icmp sgt i32 %m, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c1 = icmp sge i32 %i, %m
  br i1 %c1, label %exit, label %latch

latch:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %v = load i32, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c2 = icmp ne i32 %v, 0
  br i1 %c2, label %loop, label %exit

exit:
  %r = phi i32 [ -1, %loop ], [ %i, %latch ], [ 0, %entry ]
  ret i32 %r
}

; An exit that does not dominate the latch (taken only on some paths) keeps its test; the
; latch's exit would be tested against smax(n, 1) (there is no guard): a select on every entry
; that buys nothing on any iteration, so it stays too.
; CHECK-LABEL: @not_dominating(
; CHECK:         %c1 = icmp sgt i32 %i, 1000
; CHECK:         %c2 = icmp slt i32 %i.next, %n
define i32 @not_dominating(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %v = load i32, i32* %p, align 4
  %odd = and i32 %v, 1
  %t = icmp eq i32 %odd, 0
  br i1 %t, label %check, label %latch

check:
  %c1 = icmp sgt i32 %i, 1000
  br i1 %c1, label %exit, label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c2 = icmp slt i32 %i.next, %n
  br i1 %c2, label %loop, label %exit

exit:
  %r = phi i32 [ 1, %check ], [ 0, %latch ]
  ret i32 %r
}

; The counter i starts at undef and could be anything: the test is rewritten with k.
; CHECK-LABEL: @undef_start(
; CHECK:         %i.next = add i32 %i, 1
; CHECK:         %exitcond = icmp ne i64 %indvars.iv.next, 64
define void @undef_start(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ undef, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.ext = zext i32 %k to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %k.ext
  store i32 %i, i32* %p, align 4
  %i.next = add i32 %i, 1
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp ult i32 %k.next, 64
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; A top-tested loop without a guard: its count is smax(n, 0), not cheap. Unchanged.
; CHECK-LABEL: @unguarded(
; CHECK:         %c = icmp slt i32 %i, %n
define void @unguarded(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret void
}

; The loop calls a function: its test stays (llc would count a second register down to zero, live
; across the call, and spill it).
; CHECK-LABEL: @with_call(
; CHECK:         %c = icmp slt i32 %i.next, %n
define void @with_call(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @use(i32 %i)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

declare void @use(i32)
