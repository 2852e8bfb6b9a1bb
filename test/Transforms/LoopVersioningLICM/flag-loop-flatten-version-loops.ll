; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s > %t.default
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -loop-flatten-version-loops=false < %s > %t.false
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -loop-flatten-version-loops=true < %s > %t.true
; RUN: diff %t.default %t.false
; RUN: diff %t.default %t.true
; RUN: FileCheck %s < %t.false

; -loop-flatten-version-loops (seed 000; default true) is accepted for compatibility with LLVM's
; command lines. Hoist has no loop flattening, so the flag changes nothing: the output is the
; same with =false, =true and without it, and the loop is versioned in all three.
; CHECK: br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
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
