; RUN: hoist -S < %s | FileCheck %s
; RUN: hoist -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -S -passes=lower-expect,licm,loop-sink < %s | FileCheck %s
; RUN: hoist -S -passes=licm,loop-sink < %s | FileCheck %s --check-prefix=CALLS
; RUN: hoist -S -passes=lower-expect < %s > %t.ll
; RUN: hoist -S -passes=licm,loop-sink < %t.ll | FileCheck %s --check-prefix=LATER

; The default pipeline without a profile: lower-expect turns __builtin_expect(..., 0) into 1:2000
; weights on the branch and removes the call, LICM hoists the hash of the row out of the inner
; loop (it depends on %r only), and loop-sink, seeing weights lower-expect made in this run,
; moves the hash back into %cold. Without lowering, loop-sink reads the call itself (CALLS). Weights
; lowered by an earlier run look like any others, and loop-sink, as LLVM's, leaves a function
; without an entry count alone (LATER).
; CHECK-LABEL: @expect_cold(
; CHECK-NOT:     @llvm.expect
; CHECK:         br i1 %ne, label %cold, label %hot, !prof [[W:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-NEXT:    %h2 = xor i32 %h1, %x
; CHECK:         %u = udiv i32 %h2, %vo
; CHECK:       [[W]] = !{!"branch_weights", i32 1, i32 2000}
; STATS-DAG:   2 loopsink - Number of instructions sunk into loop
; STATS-DAG:   1 lower-expect-intrinsic - Number of 'expect' intrinsic instructions handled
; CALLS-LABEL:   @expect_cold(
; CALLS:         %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
; CALLS:       cold:
; CALLS-NEXT:    %h1 = mul i32 %r, -1640531535
; LATER-LABEL:   @expect_cold(
; LATER:         %h1 = mul i32 %r, -1640531535
; LATER-NEXT:    %h2 = xor i32 %h1, %x
; LATER-NEXT:    br label %loop
define void @expect_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
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

declare i64 @llvm.expect.i64(i64, i64)
