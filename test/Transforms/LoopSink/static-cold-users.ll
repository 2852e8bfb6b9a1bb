; RUN: hoist -S -passes=lower-expect,loop-sink < %s | FileCheck %s

; Where the hoisted work's users are, after lower-expect has marked the rare branches: a value
; used in two expected-rare blocks, neither above the other, is copied into each (together they
; run far less often than the row's block); a value also used on the hot path stays, while the
; part of the chain only the rare block uses goes there.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @two_cold(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    [[H1:%h1[0-9]+]] = mul i32 %r, -1640531535
; CHECK-NEXT:    [[H2:%h2[0-9]+]] = xor i32 [[H1]], %x
; CHECK:         udiv i32 [[H2]], %vo
; CHECK:       cold2:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK-NEXT:    %u2 = urem i32 %h2, 1000
define void @two_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %z = zext i1 %t to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %mid

mid:
  %t2 = icmp eq i32 %m, 1
  %z2 = zext i1 %t2 to i64
  %e2 = call i64 @llvm.expect.i64(i64 %z2, i64 0)
  %ne2 = icmp ne i64 %e2, 0
  br i1 %ne2, label %cold2, label %hot

cold:
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

cold2:
  %u2 = urem i32 %h2, 1000
  br label %latch

hot:
  %w = lshr i32 %v, 4
  br label %latch

latch:
  %add = phi i32 [ %u, %cold ], [ %u2, %cold2 ], [ %w, %hot ]
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

; CHECK-LABEL: @hot_too(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK:       hot:
; CHECK:         %w = add i32 %w0, %h1
define void @hot_too(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %z = zext i1 %t to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

cold:
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

hot:
  %w0 = lshr i32 %v, 4
  %w = add i32 %w0, %h1
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

declare i64 @llvm.expect.i64(i64, i64)
