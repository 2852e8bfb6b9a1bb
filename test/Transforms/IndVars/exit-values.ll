; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -S -passes=indvars -replexitval=never < %s | FileCheck %s --check-prefix=NEVER
; RUN: hoist -S -passes=indvars -replexitval=always < %s | FileCheck %s --check-prefix=ALWAYS
; RUN: hoist -passes=indvars -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: not hoist -passes=indvars -replexitval=sometimes -disable-output < %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: hoist -passes=indvars -debug-only=indvars -pass-remarks=indvars -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Exit values in closed form: a value the loop computes and that is used after it (through an LCSSA
; phi) is computed after the loop from its expression at the loop's count, when that expression
; is loop-invariant and cheap (LLVM's budget of four instructions), and either already a value or
; the loop's own computation of it dies with it (-replexitval=cheap, the default).

; NEVER-NOT: mul i32 %n, 3
; DEBUG:      INDVARS: RLEV: AfterLoopVal = %0 = mul i32 %n, 3
; DEBUG-NEXT:   LoopVal = %k.next = add i32 %k, 3
; DEBUG-NEXT: remark: <unknown>:0:0: exit value of add computed after the loop: i32 %0
; STATS: 7 indvars - Number of exit values replaced
; BAD: must be never, cheap or always

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; k += 3 on every iteration, used only after the loop: k is n * 3 there, computed in the exit
; block, and the loop no longer computes k at all.
; CHECK-LABEL: @stepped_sum(
; CHECK:       loop:
; CHECK-NOT:     %k
; CHECK:       exit.loopexit:
; CHECK-NEXT:    [[K:%.*]] = mul i32 %n, 3
; CHECK:         %r = phi i32 [ 0, %entry ], [ [[K]], %exit.loopexit ]
define i32 @stepped_sum(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %k.next = add i32 %k, 3
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  %k.lcssa = phi i32 [ %k.next, %loop ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %k.lcssa, %exit.loopexit ]
  ret i32 %r
}

; The counter after the loop is n, a value that exists: it replaces the counter there, although
; the loop still needs the counter for its own test.
; CHECK-LABEL: @counter_after(
; CHECK:         %i.next = add nuw nsw i32 %i, 1
; CHECK:         %r = phi i32 [ 0, %entry ], [ %n, %exit.loopexit ]
define i32 @counter_after(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  %i.lcssa = phi i32 [ %i.next, %loop ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %i.lcssa, %exit.loopexit ]
  ret i32 %r
}

; The value is stored in the loop (a hard use): computing it again after the loop would only add
; work. Kept, unless -replexitval=always.
; CHECK-LABEL: @stored_in_loop(
; CHECK:         %k.lcssa = phi i32 [ %k.next, %loop ]
; ALWAYS-LABEL: @stored_in_loop(
; ALWAYS:       exit.loopexit:
; ALWAYS-NOT:     %k.lcssa
; ALWAYS:         mul i32
define i32 @stored_in_loop(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 7, %entry ], [ %k.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %k.next = add i32 %k, 5
  store i32 %k.next, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  %k.lcssa = phi i32 [ %k.next, %loop ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %k.lcssa, %exit.loopexit ]
  ret i32 %r
}

; The count is not known (the loop stops at a zero element): nothing to compute after it.
; CHECK-LABEL: @unknown_count(
; CHECK:         %k.lcssa = phi i32 [ %k.next, %loop ]
define i32 @unknown_count(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %v = load i32, i32* %p, align 4
  %k.next = add i32 %k, 2
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit

exit:
  %k.lcssa = phi i32 [ %k.next, %loop ]
  ret i32 %k.lcssa
}

; Two exits: each exit block gets k at the loop's count, umin(m, 99), which is the count of
; whichever exit is taken (k before the increment on the early exit, after it at the latch). The
; loop no longer computes k.
; CHECK-LABEL: @two_exits(
; CHECK:       loop:
; CHECK-NOT:     %k
; CHECK:       found:
; CHECK-NEXT:    [[LT:%.*]] = icmp ult i32 99, %m
; CHECK-NEXT:    [[MIN:%.*]] = select i1 [[LT]], i32 99, i32 %m
; CHECK-NEXT:    [[X4:%.*]] = shl i32 [[MIN]], 2
; CHECK-NEXT:    [[K:%.*]] = add i32 [[X4]], 10
; CHECK-NEXT:    ret i32 [[K]]
; CHECK:       done:
; CHECK:         [[KN:%.*]] = add i32 {{%.*}}, 14
; CHECK-NEXT:    %r = add i32 [[KN]], 1
define i32 @two_exits(i32* %a, i32 %m) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k = phi i32 [ 10, %entry ], [ %k.next, %latch ]
  %c1 = icmp eq i32 %i, %m
  br i1 %c1, label %found, label %latch

latch:
  %k.next = add i32 %k, 4
  %i.next = add nuw nsw i32 %i, 1
  %c2 = icmp ult i32 %i.next, 100
  br i1 %c2, label %loop, label %done

found:
  %k.found = phi i32 [ %k, %loop ]
  ret i32 %k.found

done:
  %k.done = phi i32 [ %k.next, %latch ]
  %r = add i32 %k.done, 1
  ret i32 %r
}

; An inner loop's value used by the outer loop: computed in the inner loop's exit block (in the
; outer loop) from the outer counter, i + 32, and the LCSSA phi goes (the block is in the outer
; loop, where its users are).
; CHECK-LABEL: @nested(
; CHECK:       inner:
; CHECK-NOT:     %s
; CHECK:       outer.latch:
; CHECK-NEXT:    [[S:%.*]] = add i32 %i, 32
; CHECK-NEXT:    %acc.next = xor i32 %acc, [[S]]
; CHECK:       exit.loopexit:
; CHECK-NEXT:    %acc.lcssa = phi i32 [ %acc.next, %outer.latch ]
define i32 @nested(i32 %n, i32 %m) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %exit

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ %i, %outer ], [ %s.next, %inner ]
  %s.next = add i32 %s, 2
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ult i32 %j.next, 16
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  %acc.next = xor i32 %acc, %s.lcssa
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit.loopexit

exit.loopexit:
  %acc.lcssa = phi i32 [ %acc.next, %outer.latch ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.lcssa, %exit.loopexit ]
  ret i32 %r
}

; for (i = 0; i < 100; i++) { if (i == m) break; k += 4; } return k: both exits reach one block,
; whose phi takes k from each; both values are computed before the loop (a phi's operand must be
; available at the end of its edge), the second from the first's multiple.
; CHECK-LABEL: @shared_exit(
; CHECK:       entry:
; CHECK-NEXT:    [[LT:%.*]] = icmp ult i32 99, %m
; CHECK-NEXT:    [[MIN:%.*]] = select i1 [[LT]], i32 99, i32 %m
; CHECK-NEXT:    [[X4:%.*]] = shl i32 [[MIN]], 2
; CHECK-NEXT:    [[K:%.*]] = add i32 [[X4]], 10
; CHECK-NEXT:    [[KN:%.*]] = add i32 [[X4]], 14
; CHECK:         %k.lcssa = phi i32 [ [[K]], %loop ], [ [[KN]], %latch ]
define i32 @shared_exit(i32 %m) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k = phi i32 [ 10, %entry ], [ %k.next, %latch ]
  %c1 = icmp eq i32 %i, %m
  br i1 %c1, label %exit, label %latch

latch:
  %k.next = add i32 %k, 4
  %i.next = add nuw nsw i32 %i, 1
  %c2 = icmp ult i32 %i.next, 100
  br i1 %c2, label %loop, label %exit

exit:
  %k.lcssa = phi i32 [ %k, %loop ], [ %k.next, %latch ]
  ret i32 %k.lcssa
}
