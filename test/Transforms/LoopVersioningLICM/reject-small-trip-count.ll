; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; SmallTripCount: a loop that runs once (@once: exact trip count 1) or at most once
; (@at_most_once: its latch needs i+1 <u 1 as well as i+1 < n, so its maximum trip count is 1)
; has nothing to amortize a check over.
; CHECK-LABEL: @once(
; CHECK-NOT:     lver
; CHECK-LABEL: @at_most_once(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0: loop runs at most once
; REMARK-NEXT: remark: <unknown>:0:0: loop runs at most once
; REMARK-NOT:  remark:
define void @once(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 1
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @at_most_once(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %small = icmp ult i32 %i.next, 1
  %more = icmp slt i32 %i.next, %n
  %cmp = and i1 %small, %more
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
