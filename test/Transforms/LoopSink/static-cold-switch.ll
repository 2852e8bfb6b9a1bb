; RUN: hoist -S -passes=lower-expect,licm,loop-sink < %s | FileCheck %s

; __builtin_expect on a switch: lower-expect gives the expected case 2000 and every other
; destination 1; the case taken for 1 is rare, and the hash LICM hoisted for it goes back there.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @switch_cold(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:         switch i64 %z, label %hot [
; CHECK-NEXT:      i64 0, label %hot
; CHECK-NEXT:      i64 1, label %cold
; CHECK-NEXT:    ], !prof [[W:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK:       [[W]] = !{!"branch_weights", i32 1, i32 2000, i32 1}
define void @switch_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %base = mul i32 %r, 16
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ 0, %row ], [ %s.next, %latch ]
  %idx = add i32 %base, %c
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = load i32, i32* %p, align 4
  %m = and i32 %v, 3
  %z = zext i32 %m to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  switch i64 %e, label %hot [
    i64 0, label %hot
    i64 1, label %cold
  ]

cold:
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
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

declare i64 @llvm.expect.i64(i64, i64)
