; RUN: hoist -S -passes=loop-iteration-split < %s | FileCheck %s
; RUN: hoist -passes=loop-iteration-split -pass-remarks=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-iteration-split -debug-only=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-iteration-split -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Bound restriction: the iterations in which the test fails have no observable effect and the loop
; leaves no value behind, so they are not run. The loop runs from the start to the point where
; the test changes, clamped to the loop's own last iteration (the seed's min/umax form), behind a
; guard for the case where the test fails on the first iteration. No copy is made. The bound and
; the loop's first and last values are frozen: the guard branches on them even where the original
; loop never evaluated the test.

; REMARK: remark: <unknown>:0:0: loop bounds restricted to the iterations where %cmp = icmp slt i64 %iv, %a is true; the others have no effect
; REMARK: remark: <unknown>:0:0: loop bounds restricted to the iterations where %cmp = icmp ult i32 %i, %a is true; the others have no effect
; DEBUG: LIS: @seed: loop %loop: condition %cmp = icmp slt i64 %iv, %a: pieces true, false (no effect)
; DEBUG: LIS: @seed: loop %loop: bounds restricted to 1 of 2 pieces
; STATS: 3 loop-iteration-split - Number of loops whose bounds were restricted

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; The seed's loop: i from 1, exit at the latch when i + 1 == n; only i < a copies. The loop ends at
; the last i below a, or at its own last iteration (n - 1) when that comes first; a <= 1 skips it.
; CHECK-LABEL: @seed(
; CHECK:       loop.ph:
; CHECK:         [[CLAMP:%.*]] = icmp sle i64 %a.fr, [[LAST:%.*]]
; CHECK:         [[PREV:%.*]] = sub i64 %a.fr, 1
; CHECK:         [[END:%.*]] = select i1 [[CLAMP]], i64 [[PREV]], i64 [[LAST]]
; CHECK:         [[NONEMPTY:%.*]] = icmp slt i64 1, %a.fr
; CHECK:         br i1 [[NONEMPTY]], label %loop.preheader, label %exit
; CHECK:       loop:
; CHECK-NOT:     icmp slt i64 %iv, %a
; CHECK:         store i64
; CHECK:         [[ATEND:%.*]] = icmp eq i64 %iv, [[END]]
; CHECK:         br i1 [[ATEND]], label %exit
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

; Unsigned, exit at the header: for (i = 0; i < n; i++) if (i < a) p[i] = 0. The header leaves
; the loop at the visit where i reaches min(a, n).
; CHECK-LABEL: @unsigned_header_exit(
; CHECK:         [[CLAMP:%.*]] = icmp ult i32 %a.fr, [[LAST:%.*]]
; CHECK:         [[END:%.*]] = select i1 [[CLAMP]], i32 %a.fr, i32 [[LAST]]
; CHECK:         [[NONEMPTY:%.*]] = icmp ult i32 0, %a.fr
; CHECK:         br i1 [[NONEMPTY]]
; CHECK:       header:
; CHECK:         [[ATEND:%.*]] = icmp ne i32 %i, [[END]]
; CHECK-NEXT:    br i1 [[ATEND]], label %body, label %exit
; CHECK:       body:
; CHECK-NEXT:    br label %then
define void @unsigned_header_exit(i32* %p, i32 %n, i32 %a) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %cmp = icmp ult i32 %i, %a
  br i1 %cmp, label %then, label %latch

then:
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 0, i32* %gep
  br label %latch

latch:
  %i.next = add nuw i32 %i, 1
  br label %header

exit:
  ret void
}

; for (i = 0; i < n; i++) if (i >= a) p[i] = 0: the first iterations do nothing, so the loop
; starts where i reaches a (the header phi's value there computed before the loop), or is left
; out when a is past its end.
; CHECK-LABEL: @skip_first(
; CHECK:         [[SKIPPED:%.*]] = icmp slt i32 0, %a.fr
; CHECK:         [[DONE:%.*]] = and i1 [[SKIPPED]], %split.done
; CHECK:         [[START:%.*]] = select i1 [[SKIPPED]], i32 %split.end.value, i32 0
; CHECK:         [[COUNT:%.*]] = sub i32 [[START]], 0
; CHECK:         br i1 [[DONE]], label %exit, label %split.rest
; CHECK:       header:
; CHECK-NEXT:    %i = phi i32 [ [[COUNT]], %split.rest ], [ %i.next, %latch ]
; CHECK:       body:
; CHECK-NEXT:    br label %then
define void @skip_first(i32* %p, i32 %n, i32 %a) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %cmp = icmp sge i32 %i, %a
  br i1 %cmp, label %then, label %latch

then:
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 0, i32* %gep
  br label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  ret void
}
