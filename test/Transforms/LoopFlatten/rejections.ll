; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -passes=loop-flatten -pass-remarks-missed=loop-flatten -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-flatten -pass-remarks-output=%t.yaml -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; Each reason a pair of loops is not flattened, as a missed remark named after it, with LLVM's
; words where LLVM's LoopFlatten has them (its debug output), and the nest left unchanged (its
; functions' CHECK lines find the inner loop's phi still there).

; YAML:      --- !Missed
; YAML-NEXT: Pass:            loop-flatten
; YAML-NEXT: Name:            NotPerfectlyNested
; YAML-NEXT: Function:        two_inner

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @use(i32)

; REMARK: remark: <unknown>:0:0: outer loop has more than one inner loop
; CHECK-LABEL: @two_inner(
; CHECK:       inner1:
; CHECK-NEXT:    %j = phi i64
define void @two_inner(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner1

inner1:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner1 ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner1, label %mid

mid:
  br label %inner2

inner2:
  %k = phi i64 [ 0, %mid ], [ %k.next, %inner2 ]
  %idx2 = add i64 %row, %k
  %p2 = getelementptr inbounds i32, i32* %a, i64 %idx2
  store i32 1, i32* %p2, align 4
  %k.next = add nuw i64 %k, 1
  %ck = icmp ult i64 %k.next, %m
  br i1 %ck, label %inner2, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A break out of the inner loop: it has two exiting blocks.
; REMARK: remark: <unknown>:0:0: Exiting and latch block are different
; CHECK-LABEL: @early_exit(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @early_exit(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner.latch ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %latch, label %inner.latch

inner.latch:
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The inner loop runs until it finds a zero: no count.
; REMARK: remark: <unknown>:0:0: Backedge-taken count is not predictable: inner loop
; CHECK-LABEL: @search(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @search(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  store i32 1, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; do { } while (++j != m) with an increment that may wrap: for m == 0 the loop runs 2^64 times,
; which its count, m, does not say.
; REMARK: remark: <unknown>:0:0: Could not find valid trip count: inner loop
; CHECK-LABEL: @count_may_wrap(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @count_may_wrap(i32* %a, i64 %n, i64 %m) {
entry:
  %c = icmp ugt i64 %n, 0
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add i64 %j, 1
  %cj = icmp ne i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A triangle: the inner loop runs i + 1 times.
; REMARK: remark: <unknown>:0:0: inner loop trip count not invariant
; CHECK-LABEL: @triangle(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @triangle(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ule i64 %j.next, %i
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A value doubled on every outer iteration: neither an induction nor carried through both loops.
; REMARK: remark: <unknown>:0:0: found unsafe PHI in outer loop: %x
; CHECK-LABEL: @doubling(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @doubling(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %x = phi i32 [ 1, %entry ], [ %x2, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %x, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %x2 = shl i32 %x, 1
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The inner sum starts from the outer one plus one on every row.
; REMARK: remark: <unknown>:0:0: value modified in top of outer loop: %s.in
; CHECK-LABEL: @restarted_sum(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define i32 @restarted_sum(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.lcssa, %latch ]
  %row = mul i64 %i, %m
  %s1 = add i32 %s, 1
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s.in = phi i32 [ %s1, %outer ], [ %s.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s.in, %v
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.lcssa, %latch ]
  ret i32 %r
}

; The outer loop adds the row's sum plus one: its phi's value does not come from the inner loop.
; REMARK: remark: <unknown>:0:0: could not find LCSSA PHI: %s
; CHECK-LABEL: @sum_plus_one(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define i32 @sum_plus_one(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.out, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s.in = phi i32 [ %s, %outer ], [ %s.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s.in, %v
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  %s.out = add i32 %s.lcssa, 1
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.out, %latch ]
  ret i32 %r
}

; The outer loop carries the inner phi's value from the start of the last iteration, not the
; value the inner loop computed last.
; REMARK: remark: <unknown>:0:0: LCSSA PHI incoming value does not match latch value: %s.prev
; CHECK-LABEL: @stale_sum(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define i32 @stale_sum(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.prev, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s.in = phi i32 [ %s, %outer ], [ %s.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s.in, %v
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %s.prev = phi i32 [ %s.in, %inner ]
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.prev, %latch ]
  ret i32 %r
}

; Every other row is skipped: a branch between the loops on the outer counter.
; REMARK: remark: <unknown>:0:0: control flow between the loops other than a guard of the inner loop: the inner loop's guard is not invariant in the outer loop
; CHECK-LABEL: @odd_rows(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @odd_rows(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  %odd = trunc i64 %i to i1
  br i1 %odd, label %inner.ph, label %latch

inner.ph:
  br label %inner

inner:
  %j = phi i64 [ 0, %inner.ph ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit

inner.exit:
  br label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A call once per row.
; REMARK: remark: <unknown>:0:0: Cannot flatten because instruction may have side effects: call void @use(i32 7)
; CHECK-LABEL: @call_per_row(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @call_per_row(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  call void @use(i32 7)
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The column is stored: j alone would need k % m.
; REMARK: remark: <unknown>:0:0: Did not match expected pattern, bailing: store i32 %jt, i32* %p, align 4
; CHECK-LABEL: @column(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @column(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %jt = trunc i64 %j to i32
  store i32 %jt, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; b[i] read in every cell: i alone would need k / m.
; REMARK: remark: <unknown>:0:0: Did not match expected pattern, bailing: %w = load i32, i32* %pb, align 4
; CHECK-LABEL: @row_value(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @row_value(i32* %a, i32* %b, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %w = load i32, i32* %pb, align 4
  store i32 %w, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The row counter is used after the nest.
; REMARK: remark: <unknown>:0:0: Did not match expected pattern, bailing: %i.next.lcssa = phi i64 [ %i.next, %latch ] (used after the nest)
; CHECK-LABEL: @count_after(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define i64 @count_after(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  ret i64 %r
}

; (2^32 + 1) x (2^32 + 1) cells with 64-bit counters, which cannot be widened: the product never
; fits 64 bits.
; REMARK: remark: <unknown>:0:0: Multiply would always overflow, so not profitable
; CHECK-LABEL: @always_overflows(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @always_overflows(i8* %a) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, 4294967297
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr i8, i8* %a, i64 %idx
  store i8 0, i8* %p, align 1
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, 4294967297
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, 4294967297
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The nest is the original kept by an earlier versioning (its marker): it is not versioned again.
; (Its 64-bit counters cannot be widened, and its address is not inbounds: only a check would do.)
; REMARK: remark: <unknown>:0:0: nest is the original version of a flattened nest (llvm.loop.licm_versioning.disable)
; CHECK-LABEL: @already_versioned(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @already_versioned(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit, !llvm.loop !0

exit:
  ret void
}

; A function optimized for size is not given a second copy of the nest.
; REMARK: remark: <unknown>:0:0: versioning would duplicate the nest in a function optimized for size
; CHECK-LABEL: @opt_for_size(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @opt_for_size(i32* %a, i64 %n, i64 %m) optsize {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; Rows of m / d cells: the count divides by a value that may be zero where the nest is not
; entered, so it cannot be computed before the loops.
; REMARK: remark: <unknown>:0:0: trip count cannot be computed before the loop
; CHECK-LABEL: @divided_count(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @divided_count(i32* %a, i64 %n, i64 %m, i64 %d) {
entry:
  %dz = icmp eq i64 %d, 0
  br i1 %dz, label %exit, label %pre

pre:
  %w = udiv i64 %m, %d
  %wz = icmp eq i64 %w, 0
  br i1 %wz, label %exit, label %outer

outer:
  %i = phi i64 [ 0, %pre ], [ %i.next, %latch ]
  %row = mul i64 %i, %w
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %w
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; The outer loop is entered from an indirectbr that also goes to the exit: loop-simplify cannot
; give it a preheader.
; REMARK: remark: <unknown>:0:0: Loop is not in normal form
; CHECK-LABEL: @indirect_entry(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i64
define void @indirect_entry(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  %t = select i1 %c, i8* blockaddress(@indirect_entry, %outer), i8* blockaddress(@indirect_entry, %exit)
  indirectbr i8* %t, [label %outer, label %exit]

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.licm_versioning.disable"}
