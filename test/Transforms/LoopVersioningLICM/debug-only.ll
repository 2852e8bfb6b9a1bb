; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -debug-only=loop-versioning-licm \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s

; -debug-only=loop-versioning-licm prints one line per loop decided: the loop, its depth, then
; either the plan (checks, freed accesses, trip count and where it comes from, cycles freed per
; iteration) or the rejection with its figures. Other passes' traces are not shown.
; CHECK:      LVLICM: @{{[a-z_0-9]+}}: loop %loop (depth 1): versioned, 1 check, 1/1 invariant accesses freed, trip count 100 (max), 4 cycles per iteration
; CHECK-NEXT: LVLICM: @{{[a-z_0-9]+}}: loop %body (depth 1): not versioned: NotProfitable (benefit 8 <= 2.0 x overhead 4)
; CHECK-NOT:  LVLICM:
; CHECK-NOT:  LICM:
define void @versioned(i32* %a, i32* %b, i32 %n) {
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

; Two iterations: 2 x 4 cycles freed is not more than 2.0 x 4 cycles of one check.
define void @two_iterations(i32* %a, i32* %b) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 2
  br i1 %cmp, label %body, label %exit

exit:
  ret void
}
