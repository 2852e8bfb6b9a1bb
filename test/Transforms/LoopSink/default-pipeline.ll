; RUN: hoist -S -unroll-threshold=0 -unroll-allow-partial=false < %s | FileCheck %s
; RUN: hoist -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; The default pipeline runs loop-sink right after licm: LICM hoists the invariant work of the
; rare block (%k depends on the outer loop, so it only reaches the inner preheader; %g reaches the
; entry), and loop-sink, seeing from the profile that the inner preheader runs 1000 times and
; %cold about 8, moves %k and %u back. The branch weights survive every pass. (loop-unroll,
; which would then unroll the inner loop, is off so that the checks see the loops loop-sink leaves.)
; CHECK-LABEL: @nest(
; CHECK:       entry:
; CHECK-NEXT:    %g = mul i32 %x, 3
; CHECK:         br i1 %c, label %cold, label %inner.latch, !prof [[COLD:![0-9]+]]
; CHECK:       cold:
; CHECK-NEXT:    %k = mul i32 %r, %x
; CHECK-NEXT:    %u = add i32 %k, %g
; CHECK:         br i1 %jdone, label %outer.latch.loopexit, label %inner, !prof [[INNER:![0-9]+]]
; CHECK:         br i1 %rdone, label %exit, label %outer, !prof [[OUTER:![0-9]+]]
; CHECK:       [[COLD]] = !{!"branch_weights", i32 1, i32 1000}
; CHECK:       [[INNER]] = !{!"branch_weights", i32 1000, i32 7000}
; CHECK:       [[OUTER]] = !{!"branch_weights", i32 1, i32 999}
; STATS: 2 loopsink - Number of instructions sunk into loop
define i32 @nest(i32* %a, i32 %rows, i32 %x) !prof !0 {
entry:
  br label %outer

outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %outer.latch ]
  br label %inner.ph

inner.ph:
  br label %inner

inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner.latch ]
  %s = phi i32 [ %acc, %inner.ph ], [ %s.next, %inner.latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %j
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %inner.latch, !prof !1

cold:
  %k = mul i32 %r, %x
  %g = mul i32 %x, 3
  %u = add i32 %k, %g
  br label %inner.latch

inner.latch:
  %t = phi i32 [ %u, %cold ], [ %v, %inner ]
  %s.next = add i32 %s, %t
  %j.next = add i32 %j, 1
  %jdone = icmp eq i32 %j.next, 8
  br i1 %jdone, label %outer.latch, label %inner, !prof !2

outer.latch:
  %acc.next = phi i32 [ %s.next, %inner.latch ]
  %r.next = add i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %outer, !prof !3

exit:
  ret i32 %acc.next
}

!0 = !{!"function_entry_count", i64 1}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 1000, i32 7000}
!3 = !{!"branch_weights", i32 1, i32 999}
