; RUN: hoist -S -passes=lower-expect,loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=lower-expect < %s | FileCheck %s --check-prefix=WEIGHTS
; RUN: hoist -S -passes=lower-expect < %s | FileCheck %s --check-prefix=WEIGHTS

; __builtin_expect_with_probability(cond, 1, p): lower-expect weighs the branch by p. At
; p = 0.001 the block is rare and the hash goes there; at p = 0.45 it runs about 7 times per
; entry of the inner loop, more than the row's block, and the hash stays where it is.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @rare(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:         br i1 %ne, label %cold, label %hot, !prof [[RARE:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
define void @rare(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %e = call i64 @llvm.expect.with.probability.i64(i64 %z, i64 1, double 1.000000e-03)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

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

; CHECK-LABEL: @often(
; CHECK:       row:
; CHECK:         %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK-NEXT:    br label %loop
; CHECK:         br i1 %ne, label %cold, label %hot, !prof [[OFTEN:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %vo = or i32 %v, 1
define void @often(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %e = call i64 @llvm.expect.with.probability.i64(i64 %z, i64 1, double 4.500000e-01)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

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

declare i64 @llvm.expect.with.probability.i64(i64, i64, double)

; CHECK: [[RARE]] = !{!"branch_weights", i32 2147485, i32 2145336164}
; CHECK: [[OFTEN]] = !{!"branch_weights", i32 966367642, i32 1181116007}
; WEIGHTS: !{!"branch_weights", i32 2147485, i32 2145336164}
; WEIGHTS: !{!"branch_weights", i32 966367642, i32 1181116007}
