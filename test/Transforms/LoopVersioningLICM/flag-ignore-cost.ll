; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-ignore-cost -pass-remarks=loop-versioning-licm \
; RUN:   -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; -licm-versioning-ignore-cost versions every legal loop with something to check, whatever the
; cost model says: @two (NotProfitable without the flag, see reject-not-profitable.ll) is
; versioned. Legality still rules: @small is optsize and stays as it is.
; CHECK-LABEL: @two(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-LABEL: @small(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1
; REMARK-NEXT: remark: <unknown>:0:0: versioning would duplicate the loop in a function optimized for size
; REMARK-NOT:  remark:
define void @two(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 2
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @small(i32* %a, i32* %b) optsize {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 2
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
