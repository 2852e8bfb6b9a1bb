; RUN: hoist -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s

; No-wrap flags are not part of a SCEV's identity (seed 002, "SCEV Wrap Flags"): instructions with
; the same operands share one expression, so a flag may move from an instruction to the
; expression only when the instruction runs whenever the expression's defining scope is entered
; and its poison would reach undefined behaviour (LLVM's isSCEVExprNeverPoison and
; getNoWrapFlagsFromUB). LLVM 14 prints the same on every line checked here.

declare void @may_not_return()

; The seed's CSE example: one add with nuw, one without, of the same operands on different paths.
; Neither may carry the flag: the expression is shared, and the nuw add's poison reaches no UB.
; CHECK-LABEL: Classifying expressions for: @add_and_add_nuw
; CHECK:       %c = add i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %c2 = add nuw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
define i1 @add_and_add_nuw(i32 %a, i32 %b, i1 %will_overflow) {
  %c = add i32 %a, %b
  br i1 %will_overflow, label %exit1, label %exit2

exit1:
  %ret1 = icmp ult i32 %c, %a
  ret i1 %ret1

exit2:
  %c2 = add nuw i32 %a, %b
  %ret2 = icmp ult i32 %c2, %a
  ret i1 %ret2
}

; The seed's test2_a and test2_b: the loop's increment is nuw nsw and its poison would reach a
; divisor (UB), so the recurrences carry the flags; the plain add on the other path, where the
; loop never runs, must not, in either block order. (The seed reports LLVM of its time giving
; (%a + %b)<nuw><nsw> for %c in test2_a; LLVM 14 and Hoist give it no flags.)
; CHECK-LABEL: Classifying expressions for: @test2_a
; CHECK:       %iv.next = add nuw nsw i32 %iv, %b
; CHECK-NEXT:  -->  {(%a + %b),+,%b}<nuw><nsw><%loop>
; CHECK:       %c = add i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
define i1 @test2_a(i32 %a, i32 %b, i1 %will_overflow) {
entry:
  br i1 %will_overflow, label %exit1, label %loop

loop:
  %iv = phi i32 [%a, %entry], [%iv.next, %loop]
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

; CHECK-LABEL: Classifying expressions for: @test2_b
; CHECK:       %c = add i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %iv.next = add nuw nsw i32 %iv, %b
; CHECK-NEXT:  -->  {(%a + %b),+,%b}<nuw><nsw><%loop>
define i1 @test2_b(i32 %a, i32 %b, i1 %will_overflow) {
entry:
  br i1 %will_overflow, label %exit1, label %loop

exit1:
  %c = add i32 %a, %b
  %ret1 = icmp ult i32 %c, %a
  ret i1 false

loop:
  %iv = phi i32 [%a, %entry], [%iv.next, %loop]
  %iv.next = add nuw nsw i32 %iv, %b
  %trap = udiv i32 %a, %iv.next
  %ret2 = icmp ult i32 %iv.next, %a
  br i1 %ret2, label %loop, label %exit2

exit2:
  ret i1 false
}

; D106852's loop: %c = %a + %b is tested for overflow, and only when it does not overflow does the
; loop run, whose increment is nuw (its poison would reach a store's address). The recurrence is
; nuw; %c, used on the overflowing path too, is not, nor is the start of %iv.next's recurrence.
; CHECK-LABEL: Classifying expressions for: @d106852
; CHECK:       %c = add i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %iv = phi i32 [ %a, %ph ], [ %iv.next, %loop ]
; CHECK-NEXT:  -->  {%a,+,%b}<nuw><%loop>
; CHECK:       %iv.next = add nuw i32 %iv, %b
; CHECK-NEXT:  -->  {(%a + %b),+,%b}<nuw><%loop>
; CHECK:       %cz = zext i32 %c to i64
; CHECK-NEXT:  -->  (zext i32 (%a + %b) to i64) U: [0,4294967296) S: [0,4294967296)
define i32 @d106852(i32 %a, i32 %b, i32* %p) {
entry:
  %c = add i32 %a, %b
  %ov = icmp ult i32 %c, %a
  br i1 %ov, label %overflow, label %ph

ph:
  br label %loop

loop:
  %iv = phi i32 [ %a, %ph ], [ %iv.next, %loop ]
  %j = phi i32 [ 0, %ph ], [ %j.next, %loop ]
  %iv.next = add nuw i32 %iv, %b
  %z = zext i32 %iv.next to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %z
  store i32 0, i32* %g
  %j.next = add i32 %j, 1
  %done = icmp eq i32 %j.next, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %c

overflow:
  %cz = zext i32 %c to i64
  ret i32 -1
}

; An add nsw in one block and a plain add of the same operands in another: the plain add must
; not inherit nsw (the sext of either stays a sext).
; CHECK-LABEL: Classifying expressions for: @nsw_then_plain
; CHECK:       %x = add nsw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %sy = sext i32 %y to i64
; CHECK-NEXT:  -->  (sext i32 (%a + %b) to i64)
define void @nsw_then_plain(i32 %a, i32 %b, i1 %p) {
entry:
  br i1 %p, label %l, label %r

l:
  %x = add nsw i32 %a, %b
  %sx = sext i32 %x to i64
  br label %j

r:
  %y = add i32 %a, %b
  %sy = sext i32 %y to i64
  br label %j

j:
  ret void
}

; nuw whose poison would reach a store's address, but on one path only: the add on the other path
; must not get it (the flagged add does not run whenever the function is entered).
; CHECK-LABEL: Classifying expressions for: @nuw_ub_on_one_path
; CHECK:       %x = add nuw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %zy = zext i32 %y to i64
; CHECK-NEXT:  -->  (zext i32 (%a + %b) to i64) U: [0,4294967296) S: [0,4294967296)
define void @nuw_ub_on_one_path(i32 %a, i32 %b, i32* %p, i1 %c) {
entry:
  br i1 %c, label %l, label %r

l:
  %x = add nuw i32 %a, %b
  %z = zext i32 %x to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %z
  store i32 0, i32* %g
  ret void

r:
  %y = add i32 %a, %b
  %zy = zext i32 %y to i64
  ret void
}

; The same in the entry block, run whenever the function is: the flag holds for the expression,
; and the later plain add, which computes the same value, may use it.
; CHECK-LABEL: Classifying expressions for: @nuw_ub_in_entry
; CHECK:       %x = add nuw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b)<nuw> U: full-set S: full-set
; CHECK:       %zy = zext i32 %y to i64
; CHECK-NEXT:  -->  ((zext i32 %a to i64) + (zext i32 %b to i64))<nuw> U: [0,8589934591) S: [0,8589934591)
define void @nuw_ub_in_entry(i32 %a, i32 %b, i32* %p) {
entry:
  %x = add nuw i32 %a, %b
  %z = zext i32 %x to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %z
  store i32 0, i32* %g
  %y = add i32 %a, %b
  %zy = zext i32 %y to i64
  ret void
}

; In the entry block, but after a call that may not return: the flagged add need not run, and
; the plain add before the call computes the same expression.
; CHECK-LABEL: Classifying expressions for: @nuw_ub_after_call
; CHECK:       %y = add i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
; CHECK:       %x = add nuw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
define void @nuw_ub_after_call(i32 %a, i32 %b, i32* %p) {
entry:
  %y = add i32 %a, %b
  %zy = zext i32 %y to i64
  call void @may_not_return()
  %x = add nuw i32 %a, %b
  %z = zext i32 %x to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %z
  store i32 0, i32* %g
  ret void
}

; The flag of an instruction whose poison reaches no UB is not the expression's.
; CHECK-LABEL: Classifying expressions for: @nuw_without_ub
; CHECK:       %x = add nuw i32 %a, %b
; CHECK-NEXT:  -->  (%a + %b) U: full-set S: full-set
define void @nuw_without_ub(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %z = zext i32 %x to i64
  %y = add i32 %a, %b
  %zy = zext i32 %y to i64
  ret void
}

; A recurrence whose increment runs on every iteration and whose poison reaches a store's address.
; CHECK-LABEL: Classifying expressions for: @iv_nsw_from_ub
; CHECK:       %iv.next = add nsw i32 %iv, 1
; CHECK-NEXT:  -->  {1,+,1}<nuw><nsw><%loop>
; CHECK:       %s = sext i32 %iv.next to i64
; CHECK-NEXT:  -->  {1,+,1}<nuw><nsw><%loop>
define void @iv_nsw_from_ub(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %loop ]
  %iv.next = add nsw i32 %iv, 1
  %s = sext i32 %iv.next to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %s
  store i32 0, i32* %g
  %c = icmp slt i32 %iv.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; The nsw add runs only on some iterations; the latch's plain add of the same operands (the
; same recurrence) may wrap, so neither recurrence is nsw and its sext is not folded.
; CHECK-LABEL: Classifying expressions for: @iv_nsw_on_one_path
; CHECK:       %t = add nsw i32 %iv, 1
; CHECK-NEXT:  -->  {1,+,1}<%loop> U: full-set S: full-set
; CHECK:       %iv.next = add i32 %iv, 1
; CHECK-NEXT:  -->  {1,+,1}<%loop> U: full-set S: full-set
; CHECK:       %s2 = sext i32 %iv.next to i64
; CHECK-NEXT:  -->  (sext i32 {1,+,1}<%loop> to i64)
define void @iv_nsw_on_one_path(i32* %p, i32 %n, i1 %q) {
entry:
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %latch ]
  br i1 %q, label %then, label %latch

then:
  %t = add nsw i32 %iv, 1
  %s = sext i32 %t to i64
  %g = getelementptr inbounds i32, i32* %p, i64 %s
  store i32 0, i32* %g
  br label %latch

latch:
  %iv.next = add i32 %iv, 1
  %s2 = sext i32 %iv.next to i64
  %c = icmp ne i32 %iv.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
