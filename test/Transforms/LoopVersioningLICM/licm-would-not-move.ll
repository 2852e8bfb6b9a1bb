; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks=licm -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; Versioning frees only what LICM will then move, and asks LICM's own legality (LicmQueries):
; a freed load must be guaranteed to execute on every entry to the loop (or be safe to speculate),
; a freed stored location must be promotable. Checks for anything else buy nothing.

; @call_may_not_return: the load of *b follows a call that may not return (no willreturn), so
; LICM may not hoist it even in the fast version (*b is not known dereferenceable): nothing to free.
; CHECK-LABEL: @call_may_not_return(
; CHECK-NOT:     lver
; CHECK:       loop:
; CHECK:         call i32 @opaque(
; CHECK-NEXT:    load i32, i32* %b
; CHECK-LABEL: @call_returns(
; CHECK:         br i1 %lver.disjoint, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; @exit_block_skipped: the store to *q is in the only exiting block, but the header can branch
; straight to the latch: it does not run on every iteration, *q is not known dereferenceable,
; so LICM cannot promote it. Only *p would be freed: 50% of the invariant accesses.
; CHECK-LABEL: @exit_block_skipped(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0:  Unsafe Loop memory access: no invariant access is blocked only by checkable aliasing: 1 invariant accesses stay blocked
; REMARK-NEXT: remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1
; REMARK-NEXT: remark: <unknown>:0:0: hoisting load
; REMARK-NEXT: remark: <unknown>:0:0: Invariant load & store are less then defined threshold: invariant accesses freed 50% < 90%
; REMARK-NOT:  remark:

declare i32 @opaque(i32) readnone nounwind
declare i32 @opaque_returns(i32) readnone nounwind willreturn

define void @call_may_not_return(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @opaque(i32 %i)
  %v = load i32, i32* %b, align 4
  %x = shl i32 %r, %v
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @call_returns(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @opaque_returns(i32 %i)
  %v = load i32, i32* %b, align 4
  %x = shl i32 %r, %v
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @exit_block_skipped(i64* %p, i8* %q, i1 %c, i1 %d) {
entry:
  br label %loop

loop:
  store i64 1, i64* %p, align 8
  br i1 %c, label %loop.backedge, label %tail

tail:
  store i8 2, i8* %q, align 1
  br i1 %d, label %loop.backedge, label %exit

loop.backedge:
  br label %loop

exit:
  ret void
}
