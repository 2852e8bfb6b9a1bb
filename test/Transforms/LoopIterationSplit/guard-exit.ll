; RUN: hoist -S -passes=loop-guard-exit < %s | FileCheck %s
; RUN: hoist -passes=loop-guard-exit -pass-remarks=loop-guard-exit -pass-remarks-missed=loop-guard-exit -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-guard-exit -debug-only=loop-guard-exit -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-guard-exit -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-guard-exit %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -

; loop-guard-exit: a block guarded by a test monotonic in an induction variable becomes an early
; exit when the iterations from the change on have no effect (the seed's "alternative view").
; It needs no exact trip count (a maximum suffices), so it also takes loops with several exits to
; one block, which loop-iteration-split leaves alone.

; REMARK: remark: <unknown>:0:0: loop exits at the first iteration where %cmp = icmp slt i64 %iv, %a is false; the iterations from there on have no effect
; REMARK: remark: <unknown>:0:0: loop exits at the first iteration where %in = icmp ult i32 %i, %a is false; the iterations from there on have no effect
; REMARK: remark: <unknown>:0:0: loop not changed: a value of the loop is used after it, or its exit block has phis
; REMARK: remark: <unknown>:0:0: loop not changed: cannot prove the loop ends (no maximum trip count)
; REMARK: remark: <unknown>:0:0: loop not changed: the iterations after the condition changes have effects
; DEBUG: LGE: @seed: loop %loop: exits when the condition is false
; DEBUG: LGE: @search: loop %loop: exits when the condition is false
; DEBUG: LGE: @live_out: loop %loop: not changed: LiveOut
; DEBUG: LGE: @endless: loop %loop: not changed: NotFinite
; DEBUG: LGE: @later_effects: loop %loop: not changed: LaterIterationsHaveEffects
; STATS: 2 loop-guard-exit - Number of guarded blocks turned into early exits

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [64 x i64] zeroinitializer
@fmt = private constant [5 x i8] c"%ld\0A\00"

; The seed's loop: the store runs while i < a; afterwards the loop only counts.
; CHECK-LABEL: @seed(
; CHECK:       loop:
; CHECK:         %cmp = icmp slt i64 %iv, %a
; CHECK-NEXT:    br i1 %cmp, label %if.then.2, label %exit
define void @seed(i64* %src, i64* %dst, i64 %a, i64 %n) {
loop.ph:
  br label %loop
loop:
  %iv = phi i64 [ %inc, %for.inc ], [ 1, %loop.ph ]
  %cmp = icmp slt i64 %iv, %a
  br i1 %cmp, label %if.then.2, label %for.inc
if.then.2:
  %src.arrayidx = getelementptr inbounds i64, i64* %src, i64 %iv
  %val = load i64, i64* %src.arrayidx
  %dst.arrayidx = getelementptr inbounds i64, i64* %dst, i64 %iv
  store i64 %val, i64* %dst.arrayidx
  br label %for.inc
for.inc:
  %inc = add nuw nsw i64 %iv, 1
  %cond = icmp eq i64 %inc, %n
  br i1 %cond, label %exit, label %loop
exit:
  ret void
}

; Two exits to one block (a search that stops at a zero), at most 64 iterations: for i < a the
; element is cleared.
; CHECK-LABEL: @search(
; CHECK:         %in = icmp ult i32 %i, %a
; CHECK-NEXT:    br i1 %in, label %then, label %exit
define void @search(i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [64 x i64], [64 x i64]* @buf, i32 0, i32 %i
  %v = load i64, i64* %p
  %zero = icmp eq i64 %v, 0
  br i1 %zero, label %exit, label %body
body:
  %in = icmp ult i32 %i, %a
  br i1 %in, label %then, label %latch
then:
  store i64 1, i64* %p
  br label %latch
latch:
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, 64
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; The count is used after the loop: leaving early would change it.
; CHECK-LABEL: @live_out(
; CHECK:         br i1 %cmp, label %then, label %latch
define i64 @live_out(i64* %p, i64 %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %inc, %latch ]
  %cmp = icmp slt i64 %iv, %a
  br i1 %cmp, label %then, label %latch
then:
  store i64 %iv, i64* %p
  br label %latch
latch:
  %inc = add nsw i64 %iv, 1
  %done = icmp sge i64 %inc, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %inc
}

; The loop ends only when memory says so: it might not end, and leaving early would end it.
; CHECK-LABEL: @endless(
; CHECK:         br i1 %cmp, label %then, label %latch
define void @endless(i64* %p, i64* %q, i64 %a) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %inc, %latch ]
  %cmp = icmp slt i64 %iv, %a
  br i1 %cmp, label %then, label %latch
then:
  store i64 %iv, i64* %p
  br label %latch
latch:
  %inc = add nsw i64 %iv, 1
  %v = load volatile i64, i64* %q
  %done = icmp eq i64 %v, 0
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; The stores come after the change (i >= a): nothing to leave early from.
; CHECK-LABEL: @later_effects(
; CHECK:         br i1 %cmp, label %latch, label %then
define void @later_effects(i64* %p, i64 %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %inc, %latch ]
  %cmp = icmp slt i64 %iv, %a
  br i1 %cmp, label %latch, label %then
then:
  store i64 %iv, i64* %p
  br label %latch
latch:
  %inc = add nsw i64 %iv, 1
  %done = icmp sge i64 %inc, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare i32 @printf(i8*, ...)

; Runs @search with the first zero before, at and after the bound, and bounds 0, 1, 63, 64, 100.
define i32 @main() {
entry:
  br label %outer
outer:
  %t = phi i32 [ 0, %entry ], [ %t.next, %outer.latch ]
  br label %fill
fill:
  %j = phi i32 [ 0, %outer ], [ %j.next, %fill ]
  %fp = getelementptr inbounds [64 x i64], [64 x i64]* @buf, i32 0, i32 %j
  %jm = mul i32 %j, 7
  %jt = add i32 %jm, %t
  %jr = urem i32 %jt, 23
  %jv = zext i32 %jr to i64
  store i64 %jv, i64* %fp
  %j.next = add i32 %j, 1
  %jd = icmp eq i32 %j.next, 64
  br i1 %jd, label %run, label %fill
run:
  %ai = urem i32 %t, 6
  %a = call i32 @bound(i32 %ai)
  call void @search(i32 %a)
  br label %sum
sum:
  %k = phi i32 [ 0, %run ], [ %k.next, %sum ]
  %acc = phi i64 [ 0, %run ], [ %acc.next, %sum ]
  %sp = getelementptr inbounds [64 x i64], [64 x i64]* @buf, i32 0, i32 %k
  %sv = load i64, i64* %sp
  %acc3 = mul i64 %acc, 3
  %acc.next = add i64 %acc3, %sv
  %k.next = add i32 %k, 1
  %kd = icmp eq i32 %k.next, 64
  br i1 %kd, label %print, label %sum
print:
  %f = getelementptr inbounds [5 x i8], [5 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %acc.next)
  br label %outer.latch
outer.latch:
  %t.next = add i32 %t, 1
  %td = icmp eq i32 %t.next, 60
  br i1 %td, label %done, label %outer
done:
  ret i32 0
}

define internal i32 @bound(i32 %s) {
entry:
  switch i32 %s, label %d [ i32 0, label %z
                            i32 1, label %o
                            i32 2, label %m
                            i32 3, label %f ]
z:
  ret i32 0
o:
  ret i32 1
m:
  ret i32 63
f:
  ret i32 64
d:
  %x = mul i32 %s, 25
  ret i32 %x
}
