; RUN: hoist -S -passes=loop-rotate < %s | FileCheck %s
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-rotate %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes='loop-rotate,licm' %s -o %t.licm.ll
; RUN: lli %t.licm.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=loop-rotate -stats < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Rotation of top-tested loops with a second exit in the body (each exit dominating the latch),
; in seed 002's three corner cases: distinct exit blocks, one shared exit block without phis,
; and one shared exit block whose phis take a different value from the header and the body. The
; header's test becomes the guard in the preheader and the latch's exit test; the exit that the
; guard now shares gets one block per loop edge into it (*_crit_edge), and a value of the loop
; that leaves through such an edge leaves through an LCSSA phi there, as with LLVM's rotation.
; %inv, invariant and touching no memory, moves to the preheader rather than being copied into
; it (LLVM does the same), so the rotated loop has no phi for it; its LCSSA phi after the loop
; (loop-rotate gets LCSSA form, as opt's does) takes it from both edges. opt rotates all three
; loops to the same form. main runs them with trip counts 0, 1, 2, 5, 7 and 8 (and a negative bound), the
; key first, last, in between and nowhere.

; CHECK-LABEL: @top_distinct(
; CHECK:       entry:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    [[GUARD:%.*]] = icmp sge i32 0, %n
; CHECK-NEXT:    br i1 [[GUARD]], label %bound, label %body.preheader
; CHECK:       body:
; CHECK-NOT:     phi i32 [ %inv
; CHECK:         store i32 %inv, i32* %o, align 4
; CHECK:         br i1 %hit, label %found, label %latch
; CHECK:       latch:
; CHECK-NOT:     mul
; CHECK:         %done = icmp sge i32 %i.next, %n
; CHECK-NEXT:    br i1 %done, label %latch.bound_crit_edge, label %body
; CHECK:       latch.bound_crit_edge:
; CHECK-NEXT:    %s.next.lcssa = phi i32 [ %s.next, %latch ]
; CHECK-NEXT:    br label %bound
; CHECK:       bound:
; CHECK-NEXT:    %inv.lcssa = phi i32 [ %inv, %entry ], [ %inv, %latch.bound_crit_edge ]
; CHECK-NEXT:    %s.bound = phi i32 [ 0, %entry ], [ %s.next.lcssa, %latch.bound_crit_edge ]
; CHECK-NEXT:    %r.bound = sub i32 %s.bound, %inv.lcssa

; In @top_shared_nophi the latch only steps %i, which is not used after the loop: as opt does
; (LLVM's simplifyLoopLatch), the step is folded into the body, which becomes the latch, and the
; loop is then rotated although its latch exits; the old header is the new latch.
; CHECK-LABEL: @top_shared_nophi(
; CHECK:       loop:
; CHECK-NEXT:    %done = icmp sge i32 %i.next, %n
; CHECK-NEXT:    br i1 %done, label %loop.exit_crit_edge, label %body
; CHECK:       body:
; CHECK:         %i.next = add nsw i32
; CHECK-NEXT:    br i1 %hit, label %body.exit_crit_edge, label %loop
; CHECK-NOT:   latch:
; CHECK:       body.exit_crit_edge:
; CHECK-NEXT:    br label %exit
; CHECK:       loop.exit_crit_edge:
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-SAME:    preds = %loop.exit_crit_edge, %body.exit_crit_edge, %entry

; CHECK-LABEL: @top_shared_phi(
; CHECK:       body:
; CHECK-NEXT:    [[S:%.*]] = phi i32 [ %s.next, %latch ], [ 0, %body.preheader ]
; CHECK-NEXT:    [[I:%.*]] = phi i32 [ %i.next, %latch ], [ 0, %body.preheader ]
; CHECK:       body.exit_crit_edge:
; CHECK-NEXT:    [[I_L:%.*]] = phi i32 [ [[I]], %body ]
; CHECK-NEXT:    [[V_L:%.*]] = phi i32 [ %v, %body ]
; CHECK-NEXT:    br label %exit
; CHECK:       latch.exit_crit_edge:
; CHECK-NEXT:    [[S_L:%.*]] = phi i32 [ %s.next, %latch ]
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ 0, %entry ], [ [[I_L]], %body.exit_crit_edge ], [ [[S_L]], %latch.exit_crit_edge ]
; CHECK-NEXT:    %t = phi i32 [ -1, %entry ], [ [[V_L]], %body.exit_crit_edge ], [ -1, %latch.exit_crit_edge ]

; STATS: 3 loop-rotate - Number of loops rotated

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@data = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@out = global [9 x i32] zeroinitializer

declare i32 @printf(i8*, ...)

; Distinct exit blocks: the header exits to %bound when i reaches n, the body to %found on the key.
define i32 @top_distinct(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %inv = mul i32 %x, 7
  %done = icmp sge i32 %i, %n
  br i1 %done, label %bound, label %body

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %inv, i32* %o
  %hit = icmp eq i32 %v, %key
  %s.next = add i32 %s, %v
  br i1 %hit, label %found, label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %loop

found:
  %i.found = phi i32 [ %i, %body ]
  %r.found = mul i32 %i.found, 100
  ret i32 %r.found

bound:
  %s.bound = phi i32 [ %s, %loop ]
  %r.bound = sub i32 %s.bound, %inv
  ret i32 %r.bound
}

; One exit block without phis, shared by the header and the body.
define void @top_shared_nophi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %old = load i32, i32* %g
  %new = add i32 %old, %v
  store i32 %new, i32* %g
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %loop

exit:
  ret void
}

; One exit block whose phis take a different value from the header and from the body.
define i32 @top_shared_phi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %s, i32* %o
  %hit = icmp eq i32 %v, %key
  %s.next = add i32 %s, %v
  br i1 %hit, label %exit, label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %loop

exit:
  %r = phi i32 [ %s, %loop ], [ %i, %body ]
  %t = phi i32 [ -1, %loop ], [ %v, %body ]
  %rt = mul i32 %r, %t
  ret i32 %rt
}

define void @show(i32 %r) {
  %f = getelementptr inbounds [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %o0 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 0)
  %o1 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 1)
  %o4 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 4)
  %o7 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 7)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r, i32 %o0, i32 %o1, i32 %o4, i32 %o7)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 0)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 1)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 4)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 7)
  ret void
}

define void @run(i32 %n, i32 %key) {
  %g = alloca i32
  store i32 0, i32* %g
  %a = getelementptr inbounds [8 x i32], [8 x i32]* @data, i64 0, i64 0
  %r1 = call i32 @top_distinct(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r1)
  call void @top_shared_nophi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g2 = load i32, i32* %g
  call void @show(i32 %g2)
  %r3 = call i32 @top_shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r3)
  ret void
}

; Trip counts 0, 1, 2, 5 and 8; the key first, last, in between and nowhere.
define i32 @main() {
  call void @run(i32 0, i32 3)
  call void @run(i32 -3, i32 3)
  call void @run(i32 1, i32 3)
  call void @run(i32 1, i32 100)
  call void @run(i32 2, i32 1)
  call void @run(i32 5, i32 5)
  call void @run(i32 5, i32 9)
  call void @run(i32 8, i32 3)
  call void @run(i32 8, i32 6)
  call void @run(i32 8, i32 9)
  call void @run(i32 8, i32 100)
  call void @run(i32 7, i32 6)
  ret i32 0
}
