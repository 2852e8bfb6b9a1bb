; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; The loop runs until c[i] is 0: no trip count, not even a bound, so the range of the stores to
; a[i] cannot be computed and no check can free *b; with more than one block that is
; UnknownLoopCountComplexCFG. Nothing is versioned.
; while (c[i]) { v = *b; if (a[i] == 0) a[i] = v; i++; }
; CHECK-NOT:   lver
; REMARK:      remark: <unknown>:0:0: trip count unknown and control flow too complex to bound the accesses: 1 invariant accesses stay blocked
; REMARK-NOT:  remark:
define void @until_zero(i32* %a, i32* %b, i32* %c) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %gep = getelementptr inbounds i32, i32* %a, i64 %i
  %t = load i32, i32* %gep, align 4
  %v = load i32, i32* %b, align 4
  %z = icmp eq i32 %t, 0
  br i1 %z, label %then, label %latch

then:
  store i32 %v, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %cg = getelementptr inbounds i32, i32* %c, i64 %i.next
  %cv = load i32, i32* %cg, align 4
  %more = icmp ne i32 %cv, 0
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
