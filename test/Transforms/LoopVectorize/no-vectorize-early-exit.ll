; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -passes=loop-vectorize -debug-only=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Early-exit loops that stay scalar, each with LLVM 19's remark for the reason: the vector loop
; would read lanes the original may never reach (only known dereferenceable bytes may be read),
; or would have to undo side effects, or the exit is not one it can test for all lanes.
; CHECK-NOT: vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@small = global [16 x i32] zeroinitializer
@big = global [1024 x i32] zeroinitializer
@grid = global [64 x [128 x i32]] zeroinitializer

; STATS:      14 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: EarlyExitNotDominatingLatch
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: LowTripCount
; STATS-NEXT:  6 loop-vectorize - Number of loops not vectorized: PotentiallyFaultingEarlyExitLoop
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: RecurrencesInEarlyExitLoop
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: TooManyUncountableEarlyExits
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: UnknownLatchExitCountEarlyExitLoop
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: UnsafeOperationsEarlyExitLoop
; STATS-NEXT:  2 loop-vectorize - Number of loops not vectorized: WritesInEarlyExitLoop
; STATS-NOT:   vectorized

; DEBUG: LV: @unknown_deref: loop %loop: not vectorized: PotentiallyFaultingEarlyExitLoop (Cannot vectorize potentially faulting early exit loop)

; A plain pointer: nothing says a[i] exists past the element that matches.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @unknown_deref(i32* %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 64, %latch ]
  ret i64 %r
}

; dereferenceable_or_null without nonnull: the pointer may be null.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @deref_or_null(i32* dereferenceable_or_null(256) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 64, %latch ]
  ret i64 %r
}

; 64 iterations over a global of 16 elements: only an early exit keeps the original in bounds,
; and no count makes the vector loop's reads safe.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @object_too_small(i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [16 x i32], [16 x i32]* @small, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 64, %latch ]
  ret i64 %r
}

; A downward walk (its first lane is its highest address) is not proven.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @reverse(i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1023, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [1024 x i32], [1024 x i32]* @big, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nsw i64 %i, -1
  %done = icmp eq i64 %i, 0
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}

; *base, loaded on every iteration from an invariant address of unknown size: the vector loop
; would read it before its first iteration. (The original's first iteration reads it too; the
; proof only knows objects of known size.)
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @invariant_unknown(i32* noundef dereferenceable(4096) %a, i32 %key, i32* %base) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %k = load i32, i32* %base, align 4
  %kx = sext i32 %k to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, %k
  %eq = icmp eq i32 %w, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 1024, %latch ]
  ret i64 %r
}

; A store before the exit: the vector loop would store lanes past it.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop with writes to memory
define i64 @store_before_exit(i32* noundef dereferenceable(4096) %a, i32* noalias %b, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %q, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 1024, %latch ]
  ret i64 %r
}

; A store after the exit: stores of the lanes before an exit would have to be kept, the others not.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop with writes to memory
define i64 @store_after_exit(i32* noundef dereferenceable(4096) %a, i32* noalias %b, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 1024, %latch ]
  ret i64 %r
}

declare i32 @pure_but_opaque(i32) readnone nounwind willreturn

; A call that is neither element-wise math nor known to have a vector form.
; REMARK: remark: {{.*}}loop not vectorized: Early exit loop contains operations that cannot be speculatively executed
define i64 @opaque_call(i32* noundef dereferenceable(4096) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %h = call i32 @pure_but_opaque(i32 %v)
  %eq = icmp eq i32 %h, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 1024, %latch ]
  ret i64 %r
}

; The exit is taken only on odd iterations: its block does not dominate the latch.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop
define i64 @exit_not_dominating_latch(i32* noundef dereferenceable(4096) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %odd = and i64 %i, 1
  %t = icmp ne i64 %odd, 0
  br i1 %t, label %test, label %latch
test:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %test ], [ 1024, %latch ]
  ret i64 %r
}

; Two exits besides the latch's.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop with more than one early exit
define i64 @two_early_exits(i32* noundef dereferenceable(4096) %a, i32 %key, i32 %stop) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %found, label %next
next:
  %st = icmp eq i32 %v, %stop
  br i1 %st, label %stopped, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
found:
  ret i64 %i
stopped:
  ret i64 -1
exit:
  ret i64 1024
}

; s += a[i] until a[i] == key: the lanes' partial sums would have to be undone.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop with reductions or recurrences
define i32 @sum_until(i32* noundef dereferenceable(4096) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i32 [ %s, %loop ], [ %s.next, %latch ]
  ret i32 %r
}

; At most 8 iterations: fewer than 16, the vector loop does not pay.
; REMARK: remark: {{.*}}loop not vectorized: the loop runs too few iterations to fill a vector and the remainder
define i64 @low_trip_count(i32* noundef dereferenceable(32) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 8, %latch ]
  ret i64 %r
}

; The latch leaves on data (a[i] == 0), the other exit on the count: the vector loop needs the
; latch's count, the most iterations the loop may run.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize early exit loop
define i64 @latch_exits_on_data(i8* noundef dereferenceable(4096) %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %end = icmp eq i64 %i, %n
  br i1 %end, label %exit, label %latch
latch:
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %z = icmp eq i8 %v, 0
  br i1 %z, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ %i, %latch ]
  ret i64 %r
}

; A row of a 2-D global chosen by an argument: its offset may be anything.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @unknown_row(i64 %r, i32 %key) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %latch ]
  %p = getelementptr inbounds [64 x [128 x i32]], [64 x [128 x i32]]* @grid, i64 0, i64 %r, i64 %j
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, 128
  br i1 %done, label %exit, label %loop
exit:
  %x = phi i64 [ %j, %loop ], [ 128, %latch ]
  ret i64 %x
}
