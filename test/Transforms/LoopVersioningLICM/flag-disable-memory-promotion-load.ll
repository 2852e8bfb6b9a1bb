; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -disable-memory-promotion < %s \
; RUN:   | FileCheck %s

; -disable-memory-promotion only stops LICM's scalar promotion: a loop whose freed location is
; only loaded (*b) is still versioned and the load still leaves the fast version; the store to
; a[i] stays. (What the flag should do to a promotion candidate is in
; pending/flag-disable-memory-promotion.ll.pending.)
; CHECK-LABEL: @copy(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.lver.orig:
; CHECK:         %v.lver.orig = load i32, i32* %b, align 4
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         store i32 %v, i32* %gep, align 4, !alias.scope
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
