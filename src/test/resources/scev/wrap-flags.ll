; No-wrap flags: where they may and may not move from an instruction to its expression.
; Cases from seed 002 ("SCEV Wrap Flags"): an expression is shared by every instruction that
; computes it, so a flag may only come from an instruction that runs whenever the expression's
; scope is entered and whose poison would be undefined behaviour.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

; Seed 002, test2_a: the loop's "add nuw nsw" must not give (%a + %b) flags at %c, which runs
; only when the loop does not.
; SCEV @test2_a %c: (%a + %b)
; SCEV @test2_a %iv: {%a,+,%b}<nuw><nsw><%loop>
; SCEV @test2_a %iv.next: {(%a + %b),+,%b}<nuw><nsw><%loop>
define i1 @test2_a(i32 %a, i32 %b, i1 %will_overflow) {
entry:
  br i1 %will_overflow, label %exit1, label %loop
loop:
  %iv = phi i32 [ %a, %entry ], [ %iv.next, %loop ]
  %iv.next = add nuw nsw i32 %iv, %b
  %trap = udiv i32 %a, %iv.next
  %ret2 = icmp ult i32 %iv.next, %a
  br i1 %ret2, label %loop, label %exit2
exit2:
  ret i1 false
exit1:
  %c = add i32 %a, %b
  %ret1 = icmp ult i32 %c, %a
  ret i1 false
}

; Seed 002, test2_b: the same with the blocks in the other order.
; SCEV @test2_b %c: (%a + %b)
; SCEV @test2_b %iv.next: {(%a + %b),+,%b}<nuw><nsw><%loop>
define i1 @test2_b(i32 %a, i32 %b, i1 %will_overflow) {
entry:
  br i1 %will_overflow, label %exit1, label %loop
exit1:
  %c = add i32 %a, %b
  %ret1 = icmp ult i32 %c, %a
  ret i1 false
loop:
  %iv = phi i32 [ %a, %entry ], [ %iv.next, %loop ]
  %iv.next = add nuw nsw i32 %iv, %b
  %trap = udiv i32 %a, %iv.next
  %ret2 = icmp ult i32 %iv.next, %a
  br i1 %ret2, label %loop, label %exit2
exit2:
  ret i1 false
}

; Seed 002, first example: "add nuw" under a guard that checks for overflow; the unguarded %c
; computing the same sum keeps no flag.
; SCEV @guarded %c: (%a + %b)
; SCEV @guarded %d: (%a + %b)
define void @guarded(i32 %a, i32 %b, i32* %p) {
entry:
  %c = add i32 %a, %b
  %ok = icmp uge i32 %c, %a
  br i1 %ok, label %then, label %exit
then:
  %d = add nuw i32 %a, %b
  %g = getelementptr i32, i32* %p, i32 %d
  store i32 0, i32* %g
  br label %exit
exit:
  ret void
}

; An "add nsw" executed on some iterations only: {5,+,1} is also computed by %x on every
; iteration, so it must not become nsw.
; SCEV @sometimes_nsw %x: {5,+,1}<%loop>
; SCEV @sometimes_nsw %y: {5,+,1}<%loop>
define void @sometimes_nsw(i32 %n, i1 %p, i32* %q) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %x = add i32 %i, 5
  br i1 %p, label %then, label %latch
then:
  %y = add nsw i32 %i, 5
  %g = getelementptr i32, i32* %q, i32 %y
  store i32 %x, i32* %g
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The increment's poison reaches no undefined behaviour: it is only stored, and the phi it feeds
; is only stored too (another counter controls the exit). No flags on %i's recurrence.
; SCEV @poison_unused %i: {0,+,1}<%loop>
; COUNT @poison_unused %loop: 999
define void @poison_unused(i64* %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %i.next = add nsw i64 %i, 1
  store i64 %i, i64* %p
  %j.next = add i32 %j, 1
  %c = icmp ult i32 %j.next, 1000
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The same increment, but the phi's poison would reach the exit branch on the next iteration:
; every value of the recurrence then is free of overflow.
; SCEV @poison_next_iteration %i: {0,+,1}<nuw><nsw><%loop>
define void @poison_next_iteration(i64 %n, i64* %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, 1
  store i64 %i.next, i64* %p
  %c = icmp ult i64 %i, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An "add nsw" outside loops but not in the entry block: its scope is the function entry, where
; it need not run, so (1 + %n) gets no flag from it.
; SCEV @branch_nsw %y: (1 + %n)
define i32 @branch_nsw(i32 %n, i1 %p) {
entry:
  br i1 %p, label %a, label %b
a:
  %x = add nsw i32 %n, 1
  %d = udiv i32 1000, %x
  br label %join
b:
  %y = add i32 %n, 1
  br label %join
join:
  %r = phi i32 [ %d, %a ], [ %y, %b ]
  ret i32 %r
}

; Positive control: the increment feeds the exit branch of the only exiting block (the latch),
; so its poison is undefined behaviour and the flags hold for the recurrence.
; SCEV @rotated %i: {0,+,1}<nuw><nsw><%loop>
; SCEV @rotated %i.next: {1,+,1}<nuw><nsw><%loop>
; COUNT @rotated %loop: (-1 + %n)
define void @rotated(i64 %n, i32* %a) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Positive control, loop tested at the top (clang -O1 shape): the latch always branches back, so
; the increment's poison reaches the header's compare on the next iteration.
; SCEV @top_tested %i: {0,+,3}<nuw><nsw><%loop>
; COUNT @top_tested %loop: ((((-1 * (1 umin (0 smax %n)))<nuw><nsw> + (0 smax %n)) /u 3) + (1 umin (0 smax %n)))
define void @top_tested(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add nuw nsw i32 %i, 3
  br label %loop
exit:
  ret void
}

; Without the flag a stride-3 loop against an arbitrary bound may overflow: no count.
; COUNT @top_tested_noflags %loop: unpredictable
define void @top_tested_noflags(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.next = add i32 %i, 3
  br label %loop
exit:
  ret void
}

; Range reasoning: an i8 counter bounded by 100 cannot wrap, so its zero-extension is a recurrence.
; SCEV @range_nuw %w: {0,+,1}<nuw><nsw><%loop>
define void @range_nuw() {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %w = zext i8 %i to i64
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, 100
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
