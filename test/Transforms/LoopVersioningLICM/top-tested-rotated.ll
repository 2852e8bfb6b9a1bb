; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -debug-only=loop-versioning-licm < %s 2>&1 | FileCheck %s

; A top-tested loop (the test in the header, the body after it) runs its body conditionally, so
; LICM could not hoist the freed load from it. The pass rotates it into do-while form first,
; under a guard i < n, and versions the rotated loop (its header is now %body): the load leaves
; the fast version. for (i = 0; i < n; i++) a[i] = *b;  as mem2reg leaves a clang -O0 loop.
; CHECK:       LVLICM: @{{[a-z_0-9]+}}: loop %body (depth 1): versioned, 1 check,
; CHECK-NOT:   LVLICM: @{{[a-z_0-9]+}}: loop %cond
; CHECK-LABEL: @top(
; CHECK:       entry:
; CHECK-NEXT:    [[GUARD:%.*]] = icmp slt i32 0, %n
; CHECK-NEXT:    br i1 [[GUARD]], label %body.lver.check, label %exit
; CHECK:       body.lver.check:
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %body.ph, label %body.ph.lver.orig
; CHECK:       body.lver.orig:
; CHECK:         load i32, i32* %b
; CHECK:         br i1 %c.lver.orig, label %body.lver.orig, label
; CHECK:       body.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %body
; CHECK:       body:
; CHECK-NOT:     load
; CHECK:         store i32 %v, i32* %gep
; CHECK:         %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:    br i1 %c, label %body, label
define void @top(i32* %a, i32* %b, i32 %n) {
entry:
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %v = load i32, i32* %b, align 4
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nsw i32 %i, 1
  br label %cond

exit:
  ret void
}
