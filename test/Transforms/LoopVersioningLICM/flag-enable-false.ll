; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -enable-loop-versioning-licm=false < %s \
; RUN:   | FileCheck %s
; RUN: hoist -S -enable-loop-versioning-licm=false < %s | FileCheck %s
; RUN: hoist -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -enable-loop-versioning-licm=false \
; RUN:   -pass-remarks=loop-versioning-licm -pass-remarks-missed=loop-versioning-licm -stats -disable-output < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -enable-loop-versioning-licm=true < %s \
; RUN:   | FileCheck %s --check-prefix=ON

; -enable-loop-versioning-licm=false turns the pass off, in an explicit pipeline and in the
; default one: no checks, no second copy, the load of *b stays in the loop, and the pass says
; nothing (no remark, no statistic). =true is the default.
; CHECK-LABEL: @copy(
; CHECK-NOT:     lver
; CHECK:       loop:
; CHECK:         %v = load i32, i32* %b, align 4{{$}}
; CHECK-NOT:     lver
; CHECK-NOT:     llvm.loop.licm_versioning
; QUIET-NOT:   loop-versioning-licm
; QUIET-NOT:   Versioned loop
; ON:          %lver.disjoint
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
