; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: hoist -passes=loop-sink -debug-only=loop-sink -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; The function calls llvm.expect, but only for its early-out test: inside the loop the branch has
; no weights, so the static heuristics give %rare half of the iterations, more than the
; preheader's once per row: no block of the loop is colder, and the multiply stays where LICM put it.
; CHECK-LABEL: @expect_elsewhere(
; CHECK:       row:
; CHECK-NEXT:    %r = phi
; CHECK-NEXT:    %acc = phi
; CHECK-NEXT:    %k = mul i32 %r, %x
; DEBUG:       LoopSink: function @expect_elsewhere has no profile data; branch weights from llvm.expect
; DEBUG-NEXT:  LoopSink: loop with header %loop: every block runs more often than the preheader
define i32 @expect_elsewhere(i32* %a, i32 %rows, i32 %x) {
entry:
  %z = icmp eq i32* %a, null
  %zz = zext i1 %z to i64
  %e = call i64 @llvm.expect.i64(i64 %zz, i64 0)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %out, label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %acc = phi i32 [ 0, %entry ], [ %s.next, %row.latch ]
  %k = mul i32 %r, %x
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ %acc, %row ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %c
  %v = load i32, i32* %p, align 4
  %odd = and i32 %v, 1
  %b = icmp eq i32 %odd, 1
  br i1 %b, label %rare, label %latch

rare:
  %u = add i32 %v, %k
  br label %latch

latch:
  %add = phi i32 [ %u, %rare ], [ %v, %loop ]
  %s.next = add i32 %s, %add
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, 16
  br i1 %cdone, label %row.latch, label %loop

row.latch:
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %out, label %row

out:
  %res = phi i32 [ 0, %entry ], [ %s.next, %row.latch ]
  ret i32 %res
}

declare i64 @llvm.expect.i64(i64, i64)
