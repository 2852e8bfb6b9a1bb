; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -runtime-memory-check-threshold=1 \
; RUN:   -pass-remarks-missed=loop-versioning-licm < %s 2>&1 | FileCheck %s --check-prefix=ONE
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -runtime-memory-check-threshold=2 \
; RUN:   -pass-remarks=loop-versioning-licm < %s 2>&1 | FileCheck %s --check-prefix=TWO

; -runtime-memory-check-threshold (default 8) caps the overlap checks per loop. *b and *c each
; need a check against a[]: 2 checks are too many for a threshold of 1 (RuntimeCheck, LLVM's
; message), and just enough for 2.
; ONE:      remark: <unknown>:0:0: Number of runtime checks exceeds threshold: 2 > 1
; ONE-NOT:  lver
; TWO:      Number of runtime checks we had to insert 2
; TWO:      br i1 %lver.merged{{[0-9]*}}, label %loop.ph, label %loop.ph.lver.orig
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
