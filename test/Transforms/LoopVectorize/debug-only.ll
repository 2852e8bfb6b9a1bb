; RUN: hoist -passes=loop-vectorize -debug-only=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes=loop-vectorize -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=OTHER --allow-empty

; -debug-only=loop-vectorize traces one line per loop decided: the function, the loop's header,
; and either the width, the number of reductions and of runtime checks, or the rejection's name
; and message. Another pass's debug type prints none of it.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK:      LV: @sum_checked: loop %loop: vectorized, width 4, interleave 2, 1 reductions, 1 runtime checks
; CHECK-NEXT: LV: @wide_bytes: loop %loop: vectorized, width 16, interleave 2, 0 reductions, 0 runtime checks
; CHECK-NEXT: LV: @disabled: loop %loop: not vectorized: MissedExplicitlyDisabled (vectorization is explicitly disabled)
; CHECK-NEXT: LV: @calls: loop %body: not vectorized: CantVectorizeInstruction (call instruction cannot be vectorized)
; CHECK-NOT:  LV:
; OTHER-NOT:  LV:

; s += b[i]; a[i] = b[i] + 1: a reduction and a store checked against the load.
define i32 @sum_checked(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %s.next = add i32 %s, %v
  %x = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Sixteen byte lanes.
define void @wide_bytes(i8* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 1, i8* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Explicitly disabled: the rejection's name and message.
define void @disabled(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; A two-block loop named by its header, %body.
define void @calls(i32* noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %v = call i32 @f(i64 %i)
  br label %latch
latch:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

declare i32 @f(i64)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
