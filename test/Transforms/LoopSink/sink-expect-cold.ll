; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s --check-prefix=LLVM
; RUN: hoist -passes=loop-sink -debug-only=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-sink -pass-remarks=loop-sink -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; No profile, but __builtin_expect(v == 0, 0) marks %cold rare: the branch reads as 1:2000 (what
; lower-expect would attach), the inner preheader runs once per row and %cold about 1/60 as
; often, so the hash LICM hoisted into %row goes back to its only user. LLVM's LoopSink wants
; an entry count and leaves it. The expect call itself stays (lower-expect removes it).
; CHECK-LABEL: @expect_cold(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:         %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK-NEXT:    %vo = or i32 %v, 1
; CHECK-NEXT:    %u = udiv i32 %h2, %vo
; LLVM-LABEL:  @expect_cold(
; LLVM:        row:
; LLVM-NEXT:     %r = phi
; LLVM-NEXT:     %h1 = mul i32 %r, -1640531535
; DEBUG:       LoopSink: function @expect_cold has no profile data; branch weights from llvm.expect
; DEBUG:       LoopSink: XOR %h2 - SUNK into %cold (1 copy)
; DEBUG-NEXT:  LoopSink: MUL %h1 - SUNK into %cold (1 copy)
; REMARK:      remark: <unknown>:0:0: sinking xor into 1 colder block of the loop
; REMARK-NEXT: remark: <unknown>:0:0: sinking mul into 1 colder block of the loop
; REMARK:      4 loopsink - Number of instructions sunk into loop
define void @expect_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
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

; The same loop with __builtin_expect(v == 0, 1): %cold is the likely side and runs more often
; than the preheader, so nothing moves.
; CHECK-LABEL: @expect_likely(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; DEBUG:       LoopSink: function @expect_likely has no profile data; branch weights from llvm.expect
; DEBUG-NOT:   SUNK into
; DEBUG:       LoopSink: function @probability_cold
define void @expect_likely(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
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

; __builtin_expect_with_probability(v == 0, 1, 0.001): the true edge has weight 2147484 against
; 2145336164, cold enough.
; CHECK-LABEL: @probability_cold(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %base = mul i32 %r, 16
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
define void @probability_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
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

declare i64 @llvm.expect.i64(i64, i64)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
