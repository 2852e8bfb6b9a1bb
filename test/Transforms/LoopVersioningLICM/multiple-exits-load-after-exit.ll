; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; PENDING (bug): the load of *b comes after the early exit, so it does not run on every iteration
; and LICM cannot hoist it even in the fast version (*b is not known dereferenceable). Today the
; loop is versioned anyway (debug: "1/1 invariant accesses freed, ... 4 cycles per iteration"), and
; the fast loop still loads *b in %latch on every iteration: the copy and the checks buy nothing.
; Expected: a freed load that is not guaranteed to execute (its block does not dominate every
; exiting block) and cannot be speculated is not counted as freed, so this loop is not versioned
; (missed remark), or, if it is, the load leaves the fast loop.
; for (i = 0; i < n; i++) { if (a[i] == key) return i; a[i] = *b; } return -1;
; CHECK-LABEL: @find(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0:
define i32 @find(i32* %a, i32* %b, i32 %key, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %hit = icmp eq i32 %x, %key
  br i1 %hit, label %found, label %latch

latch:
  %v = load i32, i32* %b, align 4
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %done

found:
  ret i32 %i

done:
  ret i32 -1
}
