; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -disable-memory-promotion \
; RUN:   -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; PENDING (bug): with -disable-memory-promotion LICM will not promote *sum in a fast version, so
; a loop whose only freed location is a promotion candidate gains nothing from versioning: it
; should not be versioned (the fast copy would be the safe copy plus metadata, and the checks
; pure cost). Today it is versioned ("1/1 invariant accesses freed, 5 cycles per iteration")
; and the fast loop still loads and stores *sum on every iteration.
; A load-only candidate (@copy) is still worth versioning with the flag.
; CHECK-LABEL: @acc(
; CHECK-NOT:     lver
; CHECK-LABEL: @copy(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; REMARK:      remark: <unknown>:0:0:
; REMARK-NOT:  remark:
define void @acc(i32* %a, i32* %sum, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %s = load i32, i32* %sum, align 4
  %s2 = add i32 %s, %x
  store i32 %s2, i32* %sum, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @copy(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
