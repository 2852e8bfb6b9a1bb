; Exact backedge-taken counts for each predicate, stride and exit shape.
; A line "; COUNT @f %loop: <text>" gives the expected print<scalar-evolution> count
; ("unpredictable" when there is none); "; MAX @f %loop: <n>" the constant max count.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; for (i = 0; i < n; i++), tested at the top, latch unconditional.
; COUNT @slt_top %loop: (0 smax %n)
; MAX @slt_top %loop: 2147483647
define void @slt_top(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}

; Rotated: guard then do-while on the post-increment value.
; COUNT @slt_rotated %loop: (-1 + %n)
define void @slt_rotated(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit
exit.loopexit:
  br label %exit
exit:
  ret void
}

; Operands swapped (n > i) and the exit on the true edge (exit when i >= n).
; COUNT @sgt_swapped_true_edge %loop: (0 smax %n)
define void @sgt_swapped_true_edge(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp sge i32 %i, %n
  br i1 %c, label %exit, label %body
body:
  %i.next = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}

; i <= n: made strict only when n + 1 cannot overflow; here n is an i8 zero-extended to i32.
; COUNT @sle_bounded %loop: (1 + (zext i8 %n to i32))<nuw><nsw>
define void @sle_bounded(i8 %n) {
entry:
  %nn = zext i8 %n to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp sle i32 %i, %nn
  br i1 %c, label %body, label %exit
body:
  %i.next = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}

; Unsigned, stride 4, bound below 2^32-3: no overflow possible.
; COUNT @ult_stride4 %loop: ((3 + (zext i16 %n to i32))<nuw><nsw> /u 4)
define void @ult_stride4(i16 %n) {
entry:
  %nn = zext i16 %n to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i32 %i, %nn
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 4
  br label %loop
exit:
  ret void
}

; ule with a constant bound.
; COUNT @ule_const %loop: 11
define void @ule_const() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ule i32 %i, 10
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 1
  br label %loop
exit:
  ret void
}

; Counting down: for (i = n; i > 0; i--).
; COUNT @sgt_down %loop: ((-1 * (0 smin %n)) + %n)
define void @sgt_down(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %body ]
  %c = icmp sgt i32 %i, 0
  br i1 %c, label %body, label %exit
body:
  %i.next = add nsw i32 %i, -1
  br label %loop
exit:
  ret void
}

; Counting down by 2, unsigned, constant start.
; COUNT @ugt_down2 %loop: 50
define void @ugt_down2() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %body ]
  %c = icmp ugt i32 %i, 0
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, -2
  br label %loop
exit:
  ret void
}

; uge against a constant: i >= 3, i starting at n (unsigned), step -1.
; COUNT @uge_down %loop: ((-1 * (2 umin %n))<nsw> + %n)
define void @uge_down(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %body ]
  %c = icmp uge i32 %i, 3
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, -1
  br label %loop
exit:
  ret void
}

; sge with stride -3 from 100: 100, 97, ..., 1, -2.
; COUNT @sge_down3 %loop: 34
define void @sge_down3() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %body ]
  %c = icmp sge i32 %i, 0
  br i1 %c, label %body, label %exit
body:
  %i.next = add nsw i32 %i, -3
  br label %loop
exit:
  ret void
}

; while (i != n) i++: any start, modular distance.
; COUNT @ne_unit %loop: ((-1 * %s) + %n)
define void @ne_unit(i32 %s, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ne i32 %i, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; while (i != 0) i--, post-increment compare.
; COUNT @ne_down_post %loop: (-1 + %n)
define void @ne_down_post(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp ne i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Stride 2 against != with a bound of unknown parity: not exact (no mustprogress, no flags).
; COUNT @ne_stride2_unknown %loop: unpredictable
define void @ne_stride2_unknown(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %c = icmp ne i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Stride 4 against a multiple of 4 (a vector loop bound, n & -4): exact.
; COUNT @ne_stride4_even %loop: ((-4 + (4 * ((zext i32 %n to i64) /u 4))<nuw><nsw>)<nsw> /u 4)
define void @ne_stride4_even(i32 %n) {
entry:
  %w = zext i32 %n to i64
  %vec = and i64 %w, 4294967292
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 4
  %c = icmp eq i64 %i.next, %vec
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

; Constant stride 3 reaching a constant that is a multiple of it.
; COUNT @ne_stride3_const %loop: 33
define void @ne_stride3_const() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 3
  %c = icmp ne i32 %i.next, 102
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An i8 counter that wraps: 250, 251, ..., 255, 0, 1, 2 -> stays while i != 3.
; COUNT @ne_i8_wrap %loop: 9
define void @ne_i8_wrap() {
entry:
  br label %loop
loop:
  %i = phi i8 [ 250, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 1
  %c = icmp ne i8 %i, 3
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Two exits, both dominating the latch: the smaller count wins.
; COUNT @two_exits %loop: (50 umin (0 smax %n))
; MAX @two_exits %loop: 50
define void @two_exits(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %a = icmp slt i32 %i, 50
  br i1 %a, label %latch, label %exit
latch:
  %i.next = add i32 %i, 1
  %b = icmp slt i32 %i, %n
  br i1 %b, label %loop, label %exit
exit:
  ret void
}

; A side exit that does not dominate the latch: no exact count for the loop.
; COUNT @side_exit_not_dominating %loop: unpredictable
define void @side_exit_not_dominating(i32 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %p, label %side, label %latch
side:
  %q = icmp eq i32 %i, 7
  br i1 %q, label %exit, label %latch
latch:
  %i.next = add i32 %i, 1
  %b = icmp slt i32 %i.next, 100
  br i1 %b, label %loop, label %exit
exit:
  ret void
}

; and of two conditions: either may exit, so the umin.
; COUNT @and_cond %loop: (20 umin (0 smax %n))
define void @and_cond(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %a = icmp slt i32 %i, %n
  %b = icmp ult i32 %i, 20
  %c = and i1 %a, %b
  br i1 %c, label %body, label %exit
body:
  %i.next = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}

; A non-linear recurrence with constant start: found by running it (3, 7, 15, 31, 63, 127).
; COUNT @brute_force %loop: 5
define void @brute_force() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %d = shl i32 %i, 1
  %i.next = or i32 %d, 1
  %c = icmp ult i32 %i.next, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A switch whose case 10 leaves the loop.
; COUNT @switch_exit %loop: 10
define void @switch_exit() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  switch i32 %i, label %loop [ i32 10, label %exit ]
exit:
  ret void
}

; Exit on a condition that is constant true: the backedge is never taken.
; COUNT @const_exit %loop: false
define void @const_exit() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  br i1 true, label %exit, label %loop
exit:
  ret void
}

; Nested loops: the inner count depends on the outer induction variable.
; COUNT @triangle %inner: {0,+,1}<nuw><nsw><%outer>
; COUNT @triangle %outer: 99
define void @triangle() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add nuw nsw i32 %j, 1
  %c = icmp ult i32 %j, %i
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %d = icmp ult i32 %i.next, 100
  br i1 %d, label %outer, label %exit
exit:
  ret void
}
