; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -stats -disable-output < %s 2>&1 | FileCheck %s

; -stats counts the loops analyzed and versioned and the checks inserted (one loop, two checks:
; *b and *c each against a[]). The second licm hoists the two freed loads and their sum from the
; fast version.
; CHECK:      ... Statistics Collected ...
; CHECK:      3 licm                 - Number of instructions hoisted out of loop
; CHECK:      1 loop-versioning-licm - Number of loops analyzed for versioning
; CHECK-NEXT: 1 loop-versioning-licm - Number of loops versioned
; CHECK-NEXT: 2 loop-versioning-licm - Number of runtime overlap checks inserted
; CHECK-NOT:  loop-versioning-licm - Number of loops not versioned
; CHECK-NOT:  hoisted to an outer preheader
define void @two(i32* %a, i32* %b, i32* %c, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %w = load i32, i32* %c, align 4
  %s = add i32 %v, %w
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %s, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
