; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; NotProfitable: the benefit (trip count x cycles freed per iteration) must exceed 2.0 x the
; checks' overhead (4 cycles per check). @two: 2 x 4 = 8, not more than 2.0 x 4: rejected.
; @three: 3 x 4 = 12 > 8: versioned.
; CHECK-LABEL: @two(
; CHECK-NOT:     lver
; CHECK-LABEL: @three(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK:      remark: <unknown>:0:0: hoisting benefit does not exceed twice the cost of the checks: benefit 8 <= 2.0 x overhead 4
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

define void @three(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 3
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
