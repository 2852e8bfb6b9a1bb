; RUN: hoist -S -passes=loop-iteration-split -loop-iteration-split-restrict-only < %s | FileCheck %s
; RUN: hoist -passes=loop-iteration-split -debug-only=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-iteration-split -pass-remarks-missed=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=MISSED
; RUN: hoist -passes=loop-iteration-split -loop-iteration-split-max-size=5 -debug-only=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=SMALL
; RUN: hoist -passes=loop-iteration-split -loop-iteration-split-restrict-only -debug-only=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=RESTRICT

; Loops loop-iteration-split leaves alone, one per reason, each with a missed remark and a trace
; line saying why (a loop without any test of an induction variable against an invariant gets
; only the trace line: it is not a decision). The output is the input.

; CHECK-NOT: split.
; DEBUG: LIS: @may_wrap: loop %loop: not split: MayWrap
; DEBUG: LIS: @no_trip_count: loop %loop: not split: NoTripCount
; DEBUG: LIS: @two_exits: loop %loop: not split: MultipleExits
; DEBUG: LIS: @outer: loop %inner: not split: NoMonotonicCondition
; DEBUG: LIS: @outer: loop %outer: not split: NotInnermost
; DEBUG: LIS: @no_effect: loop %loop: condition %c = icmp slt i32 %i, %a: pieces true (no effect), false (no effect)
; DEBUG: LIS: @no_effect: loop %loop: not split: NoEffect
; DEBUG: LIS: @header_effects: loop %header: condition %c = icmp slt i32 %i, %a: pieces true, false
; DEBUG: LIS: @header_effects: loop %header: not split: HeaderHasEffects
; DEBUG: LIS: @invariant_test: loop %loop: not split: NoMonotonicCondition
; MISSED: remark: <unknown>:0:0: loop not split: cannot prove the induction variable does not wrap, so the condition may change more than once
; MISSED: remark: <unknown>:0:0: loop not split: could not compute the loop's backedge-taken count
; MISSED: remark: <unknown>:0:0: loop not split: loop has more than one exiting block, or its exit is neither the header nor the latch
; MISSED: remark: <unknown>:0:0: loop not split: loop is not innermost
; MISSED: remark: <unknown>:0:0: loop not split: no iteration of the loop has an observable effect
; MISSED: remark: <unknown>:0:0: loop not split: the loop exits from its header, whose instructions have effects and would run twice at a split point
; MISSED-NOT: no branch in the body tests
; SMALL: LIS: @header_effects: loop %header: not split: TooLarge
; SMALL: LIS: @two_sided: loop %loop: not split: TooLarge
; RESTRICT: LIS: @two_sided: loop %loop: not split: SplitDisabled

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; i + 1 without nsw may wrap: i < a can change twice.
define void @may_wrap(i32* %p, i32 %s, i32 %n, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %latch
then:
  store i32 %i, i32* %p
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; The exit depends on memory: no count.
define void @no_trip_count(i32* %p, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %latch
then:
  store i32 %i, i32* %p
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %v = load i32, i32* %p
  %done = icmp eq i32 %v, 0
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; An early exit besides the latch.
define void @two_exits(i32* %p, i32 %n, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %latch
then:
  %v = load i32, i32* %p
  %z = icmp eq i32 %v, 0
  br i1 %z, label %exit, label %latch
latch:
  store i32 %i, i32* %p
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Only innermost loops are split.
define void @outer(i32* %p, i32 %n, i32 %a) {
entry:
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  %c = icmp slt i32 %j, %a
  br i1 %c, label %inner, label %outer.latch
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  store i32 %i, i32* %p
  %i.next = add nsw i32 %i, 1
  %idone = icmp eq i32 %i.next, %n
  br i1 %idone, label %outer.latch, label %inner
outer.latch:
  %j.next = add nsw i32 %j, 1
  %done = icmp eq i32 %j.next, %n
  br i1 %done, label %exit, label %outer
exit:
  ret void
}

; Neither outcome does anything observable (the loads do not count).
define void @no_effect(i32* %p, i32 %n, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %latch
then:
  %v = load i32, i32* %p
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Exits from a header that stores: the visit that leaves a piece would store twice.
define void @header_effects(i32* %p, i32* %q, i32 %n, i32 %a) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  store i32 %i, i32* %q
  %go = icmp slt i32 %i, %n
  br i1 %go, label %body, label %exit
body:
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %latch
then:
  store i32 %i, i32* %p
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  br label %header
exit:
  ret void
}

; The test does not involve the induction variable.
define void @invariant_test(i32* %p, i32 %n, i32 %a, i32 %b) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %b, %a
  br i1 %c, label %then, label %latch
then:
  store i32 %i, i32* %p
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Both outcomes store (split, unless splitting is off or the loop is too large to copy).
define void @two_sided(i32* %p, i32* %q, i32 %n, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %a
  br i1 %c, label %then, label %else
then:
  store i32 %i, i32* %p
  br label %latch
else:
  store i32 %i, i32* %q
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
