; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 %s -o %t.epil.ll
; RUN: FileCheck %s --check-prefix=EPIL < %t.epil.ll
; RUN: lli %t.epil.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 -unroll-runtime-epilog=false %s -o %t.prol.ll
; RUN: FileCheck %s --check-prefix=PROL < %t.prol.ll
; RUN: lli %t.prol.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=3 -unroll-required-epilog %s -o %t.req.ll
; RUN: lli %t.req.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll %s -o %t.full.ll
; RUN: FileCheck %s --check-prefix=FULL < %t.full.ll
; RUN: lli %t.full.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 -pass-remarks=loop-unroll %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK

; Runtime and full unrolling of loops with two exits (each dominating the latch), in seed 002's three
; corner cases: distinct exit blocks, one shared exit block without phis, and one shared exit block
; whose phis take a different value from each exiting block. Every copy keeps its data exit, and
; each exit block gathers, per exiting edge, the value of the copy that left: the unrolled loop's
; edges into one LCSSA block (.loopexit), the remainder's into another, joined in the original exit.
; opt gives the same remarks (three loops runtime-unrolled by 4, three of count 8 by 4). main runs each loop with trip counts
; 0, 1, 2, 5, 7 and 8 and the key first, last, in between and nowhere; every unrolled module must
; print what the original prints.

; EPIL-LABEL: @bot_distinct(
; EPIL:       found.loopexit:
; EPIL-NEXT:    %i.epil.lcssa = phi i32 [ %i.epil, %loop.epil ]
; EPIL:       found.loopexit1:
; EPIL-NEXT:    %i.found.ph = phi i32 [ %i.next.2, %latch.2 ], [ %i.next.1, %latch.1 ], [ %i.next, %latch ], [ %i, %loop ]
; EPIL:       found:
; EPIL-NEXT:    %i.found = phi i32 [ %i.epil.lcssa, %found.loopexit ], [ %i.found.ph, %found.loopexit1 ]
; EPIL:       bound:
; EPIL-NEXT:    %s.bound = phi i32 [ %s.bound.unr, %bound.unr-lcssa ], [ %s.next.epil.lcssa, %bound.loopexit ]

; EPIL-LABEL: @bot_shared_nophi(
; EPIL:       exit.loopexit:
; EPIL-SAME:    preds = %loop.epil, %latch.epil
; EPIL-NEXT:    br label %exit
; EPIL:       exit.loopexit1:
; EPIL-SAME:    preds = %loop, %latch, %latch.1, %latch.2
; EPIL:       exit:
; EPIL-SAME:    preds = %exit.loopexit1, %exit.loopexit, %exit.unr-lcssa

; EPIL-LABEL: @bot_shared_phi(
; EPIL:         br i1 %hit.3, label %exit.loopexit1, label %latch.3
; EPIL:         br i1 %niter.ncmp, label %exit.unr-lcssa.loopexit, label %loop
; EPIL:       exit.loopexit:
; EPIL-NEXT:    %t.ph = phi i32 [ -1, %latch.epil ], [ %v.epil, %loop.epil ]
; EPIL-NEXT:    %r.ph = phi i32 [ %s.next.epil, %latch.epil ], [ %i.epil, %loop.epil ]
; EPIL:       exit.loopexit1:
; EPIL-NEXT:    %t.ph3 = phi i32 [ %v.3, %latch.2 ], [ %v.2, %latch.1 ], [ %v.1, %latch ], [ %v, %loop ]
; EPIL-NEXT:    %r.ph2 = phi i32 [ %i.next.2, %latch.2 ], [ %i.next.1, %latch.1 ], [ %i.next, %latch ], [ %i, %loop ]
; EPIL:       exit:
; EPIL-NEXT:    %r = phi i32 [ %r.unr, %exit.unr-lcssa ], [ %r.ph, %exit.loopexit ], [ %r.ph2, %exit.loopexit1 ]
; EPIL-NEXT:    %t = phi i32 [ %t.unr, %exit.unr-lcssa ], [ %t.ph, %exit.loopexit ], [ %t.ph3, %exit.loopexit1 ]

; The prolog runs the first n % 4 iterations, and may leave through either exit itself.
; PROL-LABEL: @bot_distinct(
; PROL:       loop.prol:
; PROL:         br i1 %hit.prol, label %found.loopexit1, label %latch.prol
; PROL:       loop.prol.loopexit:
; PROL-NEXT:    %s.bound.unr = phi i32 [ poison, %loop.preheader ], [ %s.next.prol.lcssa, %loop.prol.loopexit.loopexit ]
; PROL:       found.loopexit:
; PROL-NEXT:    %i.found.ph = phi i32 [ %i.next.2, %latch.2 ], [ %i.next.1, %latch.1 ], [ %i.next, %latch ], [ %i, %loop ]
; PROL:       found.loopexit1:
; PROL-NEXT:    %i.prol.lcssa = phi i32 [ %i.prol, %loop.prol ]
; PROL:       bound:
; PROL-NEXT:    %s.bound = phi i32 [ %s.bound.unr, %loop.prol.loopexit ], [ %s.next.3.lcssa, %bound.loopexit ]

; Fully unrolled: no loop is left, each copy's data exit goes to the exit block, and the values
; that leave are the copies' (the counter's become constants).
; FULL-LABEL: @full_shared_phi(
; FULL-NOT:   !llvm.loop
; FULL:       exit:
; FULL-NEXT:    %r = phi i32 [ 0, %loop.preheader ], [ 1, %latch ], [ 2, %latch.1 ], [ 3, %latch.2 ], [ 4, %latch.3 ], [ 5, %latch.4 ], [ 6, %latch.5 ], [ 7, %latch.6 ], [ %s.next.7, %latch.7 ]
; FULL-NEXT:    %t = phi i32 [ %v, %loop.preheader ], [ %v.1, %latch ], [ %v.2, %latch.1 ], [ %v.3, %latch.2 ], [ %v.4, %latch.3 ], [ %v.5, %latch.4 ], [ %v.6, %latch.5 ], [ %v.7, %latch.6 ], [ -1, %latch.7 ]
; FULL-LABEL: @show(

; REMARK-COUNT-3: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; REMARK-COUNT-3: remark: <unknown>:0:0: unrolled loop by a factor of 4{{$}}

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@data = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@out = global [9 x i32] zeroinitializer

declare i32 @printf(i8*, ...)

; Distinct exit blocks: the body exits to %found, the latch to %bound.
define i32 @bot_distinct(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %latch

latch:
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %v, i32* %o
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %bound

found:
  %i.found = phi i32 [ %i, %loop ]
  %r.found = mul i32 %i.found, 100
  ret i32 %r.found

bound:
  %s.bound = phi i32 [ %s.next, %latch ]
  ret i32 %s.bound

none:
  ret i32 -1
}

; One exit block without phis, shared by the body and the latch.
define void @bot_shared_nophi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %v, i32* %o
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %old = load i32, i32* %g
  %new = add i32 %old, %i
  store i32 %new, i32* %g
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  br label %none

none:
  ret void
}

; One exit block whose phis take a different value from each exiting block.
define i32 @bot_shared_phi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %s, i32* %o
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ %i, %loop ], [ %s.next, %latch ]
  %t = phi i32 [ %v, %loop ], [ -1, %latch ]
  %rt = mul i32 %r, %t
  ret i32 %rt

none:
  ret i32 -2
}

; The same three loops with a constant count of 8 (when %m > 0), for full unrolling.
define i32 @full_distinct(i32* %a, i32 %m, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %m, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %latch

latch:
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %v, i32* %o
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 8
  br i1 %more, label %loop, label %bound

found:
  %i.found = phi i32 [ %i, %loop ]
  %r.found = mul i32 %i.found, 100
  ret i32 %r.found

bound:
  %s.bound = phi i32 [ %s.next, %latch ]
  ret i32 %s.bound

none:
  ret i32 -1
}

define void @full_shared_nophi(i32* %a, i32 %m, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %m, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %v, i32* %o
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %old = load i32, i32* %g
  %new = add i32 %old, %i
  store i32 %new, i32* %g
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 8
  br i1 %more, label %loop, label %exit

exit:
  br label %none

none:
  ret void
}

define i32 @full_shared_phi(i32* %a, i32 %m, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %m, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %s, i32* %o
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ %i, %loop ], [ %s.next, %latch ]
  %t = phi i32 [ %v, %loop ], [ -1, %latch ]
  %rt = mul i32 %r, %t
  ret i32 %rt

none:
  ret i32 -2
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
  %r4 = call i32 @bot_distinct(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r4)
  call void @bot_shared_nophi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g5 = load i32, i32* %g
  call void @show(i32 %g5)
  %r6 = call i32 @bot_shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r6)
  %r7 = call i32 @full_distinct(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r7)
  call void @full_shared_nophi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g8 = load i32, i32* %g
  call void @show(i32 %g8)
  %r9 = call i32 @full_shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r9)
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
