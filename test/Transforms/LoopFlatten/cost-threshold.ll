; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -S -passes=loop-flatten -loop-flatten-cost-threshold=0 < %s | FileCheck %s --check-prefix=ZERO
; RUN: hoist -S -passes=loop-flatten -loop-flatten-cost-threshold=8 < %s | FileCheck %s --check-prefix=EIGHT

; -loop-flatten-cost-threshold: how much invariant work between the loops the flattened loop may
; repeat on every iteration (it ran once per row before). Within the threshold it stays, as in
; LLVM's LoopFlatten; beyond it LLVM gives up, where Hoist has LICM hoist the work first and
; flattens then.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; One add (cost 1): repeated under the default threshold (2), hoisted under 0.
; CHECK-LABEL: @one_add(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %bias = add i32 %x, %y
; ZERO-LABEL:  @one_add(
; ZERO:          %bias = add i32 %x, %y
; ZERO:        outer:
; ZERO-NEXT:     %flatten.iv = phi i64
; ZERO-NOT:      add i32 %x, %y
; ZERO:          ret void
define void @one_add(i32* %a, i64 %n, i64 %m, i32 %x, i32 %y) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %bias = add i32 %x, %y
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, %bias
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

; A multiply and two adds (more than 2): hoisted under the default threshold, repeated under 8.
; CHECK-LABEL: @three_ops(
; CHECK:         %s = mul i32 %x, %y
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NOT:     mul i32 %x, %y
; CHECK:         ret void
; EIGHT-LABEL: @three_ops(
; EIGHT:       outer:
; EIGHT-NEXT:    %flatten.iv = phi i64
; EIGHT-NEXT:    %s = mul i32 %x, %y
define void @three_ops(i32* %a, i64 %n, i64 %m, i32 %x, i32 %y) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = mul i32 %x, %y
  %t = add i32 %s, %x
  %bias = add i32 %t, %y
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, %bias
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
