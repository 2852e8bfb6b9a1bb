; RUN: hoist -S -passes=lower-expect,licm,loop-sink < %s | FileCheck %s
; RUN: hoist -S -passes=lower-expect,licm < %s | FileCheck %s --check-prefix=LICM

; Static coldness: without a profile, __builtin_expect(cond, 0) is the only sign that a block is
; rare. lower-expect turns it into 1:2000 branch weights; LICM (which ignores them) hoists the
; invariant hash of the row out of the inner loop, into the row's block that runs once per 16
; inner iterations; loop-sink, reading the weights lower-expect made in this run, moves it back
; into the block that alone uses it and runs about once per 2000 iterations. Expected true, the
; block is hot and the hash stays hoisted; without __builtin_expect there are no weights, and
; nothing moves (as in LLVM, loop-sink needs a profile).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @cold(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:         br i1 %ne, label %cold, label %hot, !prof [[COLD:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; LICM-LABEL: @cold(
; LICM:       row:
; LICM:         %h1 = mul i32 %r, -1640531535
; LICM-NEXT:    %h2 = xor i32 %h1, %x
; LICM:       cold:
; LICM-NEXT:    %vo = or i32 %v, 1
define void @cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  %z = zext i1 %t to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

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

; CHECK-LABEL: @likely(
; CHECK:       row:
; CHECK:         %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK:         br i1 %ne, label %cold, label %hot, !prof [[LIKELY:![0-9]+]]
; CHECK:       cold:
; CHECK-NOT:     %h1 =
define void @likely(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  %z = zext i1 %t to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 1)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

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

; CHECK-LABEL: @plain(
; CHECK:       row:
; CHECK:         %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK:       cold:
; CHECK-NOT:     %h1 =
; CHECK:       }
define void @plain(i32* %out, i32* %a, i32 %rows, i32 %x) {
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
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  br i1 %t, label %cold, label %hot

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

; CHECK: [[COLD]] = !{!"branch_weights", i32 1, i32 2000}
; CHECK: [[LIKELY]] = !{!"branch_weights", i32 2000, i32 1}
