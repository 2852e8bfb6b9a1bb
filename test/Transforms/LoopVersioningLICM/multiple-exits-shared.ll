; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -

; Versioning of two-exit loops whose exits share one block (multiple-exits.ll has distinct exit
; blocks): without phis, and with phis taking a different value from each exiting block. LLVM 14
; versions no loop with more than one exiting block. Each version's exiting edges reach an LCSSA
; block of their own (.loopexit for the original loop, .loopexit1 for the fast one), each with the
; values its exiting blocks bring, and the shared block joins the two. The load of *b leaves the
; fast version. main runs both with *b outside the array and inside it (the original loop runs),
; trip counts 0, 1 and 10, the key first, later, or nowhere.

; CHECK-LABEL: @shared_nophi(
; CHECK:         br i1 %lver.merged, label %loop.ph, label %loop.ph.lver.orig
; CHECK:         br i1 %hit.lver.orig, label %out.loopexit1, label %latch.lver.orig
; CHECK:         br i1 %cmp.lver.orig, label %loop.lver.orig, label %out.loopexit1, !llvm.loop
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK:       loop:
; CHECK-NOT:     load i32, i32* %b
; CHECK:         br i1 %hit, label %out.loopexit, label %latch
; CHECK:         br i1 %cmp, label %loop, label %out.loopexit, !llvm.loop
; CHECK:       out.loopexit:
; CHECK-NEXT:    br label %out
; CHECK:       out.loopexit1:
; CHECK-NEXT:    br label %out
; CHECK:       out:
; CHECK-SAME:    preds = %out.loopexit1, %out.loopexit

; CHECK-LABEL: @shared_phi(
; CHECK:         br i1 %lver.merged, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK:       out.loopexit:
; CHECK-NEXT:    %w.ph = phi i32 [ -1, %latch ], [ %v, %loop ]
; CHECK-NEXT:    %r.ph = phi i32 [ %y, %latch ], [ %i, %loop ]
; CHECK:       out.loopexit1:
; CHECK-NEXT:    %w.ph3 = phi i32 [ -1, %latch.lver.orig ], [ %v.lver.orig, %loop.lver.orig ]
; CHECK-NEXT:    %r.ph2 = phi i32 [ %y.lver.orig, %latch.lver.orig ], [ %i.lver.orig, %loop.lver.orig ]
; CHECK:       out:
; CHECK-NEXT:    %r = phi i32 [ %r.ph, %out.loopexit ], [ %r.ph2, %out.loopexit1 ]
; CHECK-NEXT:    %w = phi i32 [ %w.ph, %out.loopexit ], [ %w.ph3, %out.loopexit1 ]

@arr = global [10 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3]
@other = global i32 7
@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(i8*, ...)

; One exit block without phis, shared by the body's exit and the latch's: *b is loaded on every
; iteration and may be one of the a[i] stored.
define void @shared_nophi(i32* %a, i32* %b, i32 %key, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %hit = icmp eq i32 %x, %key
  br i1 %hit, label %out, label %latch

latch:
  %y = add i32 %v, %x
  store i32 %y, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %out

out:
  br label %done

done:
  ret void
}

; One exit block whose phis take a different value from each exiting block.
define i32 @shared_phi(i32* %a, i32* %b, i32 %key, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %hit = icmp eq i32 %x, %key
  br i1 %hit, label %out, label %latch

latch:
  %y = add i32 %v, %x
  store i32 %y, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %out

out:
  %r = phi i32 [ %i, %loop ], [ %y, %latch ]
  %w = phi i32 [ %v, %loop ], [ -1, %latch ]
  %rw = mul i32 %r, %w
  ret i32 %rw

done:
  ret i32 -2
}

define void @run(i32* %b, i32 %key, i32 %n) {
  %a = getelementptr inbounds [10 x i32], [10 x i32]* @arr, i64 0, i64 0
  call void @shared_nophi(i32* %a, i32* %b, i32 %key, i32 %n)
  %a3 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 3)
  %a7 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 7)
  %f = getelementptr inbounds [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %n, i32 %a3, i32 %a7)
  %r = call i32 @shared_phi(i32* %a, i32* %b, i32 %key, i32 %n)
  %a2 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 2)
  %a9 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 9)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r, i32 %a2, i32 %a9)
  ret void
}

; *b outside the array, and *b one of the elements stored (the original loop must run); trip
; counts 0, 1 and 10; the key at the first element, a later one, or nowhere.
define i32 @main() {
  %in = getelementptr inbounds [10 x i32], [10 x i32]* @arr, i64 0, i64 4
  call void @run(i32* @other, i32 3, i32 0)
  call void @run(i32* @other, i32 3, i32 1)
  call void @run(i32* @other, i32 1000, i32 1)
  call void @run(i32* @other, i32 9, i32 10)
  call void @run(i32* @other, i32 1000, i32 10)
  call void @run(i32* %in, i32 1000, i32 10)
  call void @run(i32* %in, i32 25, i32 10)
  call void @run(i32* %in, i32 3, i32 10)
  ret i32 0
}
