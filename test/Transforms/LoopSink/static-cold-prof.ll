; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; Branch weights already in the input (lowered by an earlier run, or written by hand) count only
; in a function with profile data, as in LLVM: without a function_entry_count the 1:2000 branch
; is not taken as rare and nothing moves; with one, the hash goes into the rare block. Only
; weights lower-expect makes in the same run stand in for a profile (static-cold-expect.ll).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @no_entry_count(
; CHECK:       row:
; CHECK:         %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %vo = or i32 %v, 1
define void @no_entry_count(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %base = mul i32 %r, 16
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ 0, %row ], [ %s.next, %latch ]
  %idx = add i32 %base, %c
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = load i32, i32* %p, align 4
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  br i1 %t, label %cold, label %hot, !prof !0

cold:
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

hot:
  %w = lshr i32 %v, 4
  br label %latch

latch:
  %add = phi i32 [ %u, %cold ], [ %w, %hot ]
  %s.next = add i32 %s, %add
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, 16
  br i1 %cdone, label %row.latch, label %loop

row.latch:
  %op = getelementptr inbounds i32, i32* %out, i32 %r
  store i32 %s.next, i32* %op, align 4
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %row

exit:
  ret void
}

; CHECK-LABEL: @entry_count(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
define void @entry_count(i32* %out, i32* %a, i32 %rows, i32 %x) !prof !1 {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %base = mul i32 %r, 16
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ 0, %row ], [ %s.next, %latch ]
  %idx = add i32 %base, %c
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = load i32, i32* %p, align 4
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  br i1 %t, label %cold, label %hot, !prof !0

cold:
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

hot:
  %w = lshr i32 %v, 4
  br label %latch

latch:
  %add = phi i32 [ %u, %cold ], [ %w, %hot ]
  %s.next = add i32 %s, %add
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, 16
  br i1 %cdone, label %row.latch, label %loop

row.latch:
  %op = getelementptr inbounds i32, i32* %out, i32 %r
  store i32 %s.next, i32* %op, align 4
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %row

exit:
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 2000}
!1 = !{!"function_entry_count", i64 10}
