; RUN: hoist -S -passes=loop-simplify %s -o %t.hoist.ll
; RUN: opt -S -passes=loop-simplify %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -S -passes=loop-simplify,lcssa %s -o %t.hoist2.ll
; RUN: opt -S -passes=loop-simplify,lcssa %s -o %t.opt2.ll
; RUN: diff %t.opt2.ll %t.hoist2.ll

; loop-simplify (and LCSSA after it) print what opt prints: the loops taken in LLVM's order (the
; last in the function first, so the block between two loops is the second's preheader before it
; is the first's exit), a preheader placed after a predecessor, its phis (.ph) listing entries last
; first, one backedge block after the last latch with .be phis and the loop ID, a branch on undef
; that may leave the loop made to leave it, a header phi of one value replaced, and LCSSA phis of
; unnamed values named .lcssa with the value's location.

define i32 @two_loops(i32 %n, i1 %c) {
entry:
  br i1 %c, label %exit1, label %loop1
loop1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop1 ]
  %i.next = add i32 %i, 1
  %c1 = icmp slt i32 %i.next, %n
  br i1 %c1, label %loop1, label %loop2
exit1:
  ret i32 0
loop2:
  %j = phi i32 [ 0, %loop1 ], [ %j.next, %loop2 ]
  %j.next = add i32 %j, 1
  %c2 = icmp slt i32 %j.next, %n
  br i1 %c2, label %loop2, label %exit2
exit2:
  ret i32 %j.next
}

define i32 @preheader_phi(i32 %n, i1 %c) {
entry:
  br i1 %c, label %a, label %loop
a:
  br label %loop
loop:
  %0 = phi i32 [ 0, %entry ], [ 1, %a ], [ %1, %loop ]
  %1 = add i32 %0, 1
  %2 = icmp slt i32 %1, %n
  br i1 %2, label %loop, label %exit
exit:
  ret i32 %1
}

define i32 @two_latches(i32 %n, i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.a, %a ], [ %i.b, %b ]
  %s = phi i32 [ 0, %entry ], [ 1, %a ], [ 1, %b ]
  br i1 %c, label %a, label %b
a:
  %i.a = add i32 %i, 1
  %ca = icmp slt i32 %i.a, %n
  br i1 %ca, label %loop, label %exit, !llvm.loop !0
b:
  %i.b = add i32 %i, 2
  %cb = icmp slt i32 %i.b, %n
  br i1 %cb, label %loop, label %exit
exit:
  %r = phi i32 [ %i.a, %a ], [ %i.b, %b ]
  ret i32 %r
}

define void @undef_exit(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  br i1 undef, label %loop, label %exit
exit:
  ret void
}

define i32 @same_value_phi(i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = phi i32 [ %x, %entry ], [ %x, %loop ]
  %i.next = add i32 %i, %v
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i.next
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
