; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks=loop-versioning-licm \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=MISSED --allow-empty

; A versioned loop gets LLVM's passed remark IsLegalForVersioning with the number of runtime
; checks: here *b and *c are each checked against the a[] range (2 checks; b and c are loads
; only, so they need no check against each other). No missed remark is given for it.
; CHECK:     remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 2{{$}}
; CHECK-NOT: remark:
; MISSED-NOT: remark:
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
