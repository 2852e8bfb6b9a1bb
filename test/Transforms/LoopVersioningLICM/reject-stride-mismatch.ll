; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; StrideMismatch (seed 000): the exit test compares an induction of constant stride other than 1
; with a constant bound the stride does not divide (i += 3 from 3 up to 100: 97 % 3 != 0). With a
; stride that divides the distance (i += 4 from 4 up to 100) the loop is versioned.
; CHECK-LABEL: @stride3(
; CHECK-NOT:     lver
; CHECK-LABEL: @stride4(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK:      remark: <unknown>:0:0: induction stride does not divide the iteration range: a tail loop would be needed
; REMARK-NOT:  remark:
define void @stride3(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 3
  %cmp = icmp slt i32 %i.next, 100
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @stride4(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 4
  %cmp = icmp slt i32 %i.next, 100
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
