; RUN: hoist -S -passes=loop-deletion < %s | FileCheck %s
; RUN: hoist -passes=loop-deletion -pass-remarks=loop-delete -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -S -passes=loop-deletion -loop-deletion-enable-symbolic-execution=false < %s | FileCheck %s --check-prefix=NOSYM
; RUN: hoist -S -passes=loop-deletion < %s | opt -passes=verify -disable-output

; loop-deletion: every output here is the one opt 14 prints for the same pass, remarks included.

; REMARK:      remark: <unknown>:0:0: Loop deleted because it is invariant
; REMARK-NEXT: remark: <unknown>:0:0: Loop deleted because it never executes
; REMARK-COUNT-5: remark: <unknown>:0:0: Loop deleted because it is invariant
; REMARK-NOT:  remark

; CHECK: @ba = global i8* inttoptr (i32 1 to i8*)
@ba = global i8* blockaddress(@addr, %loop)

; An invariant computation is moved out; the loop goes.
; CHECK-LABEL: define i32 @inv(
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = add i32 %a, %b{{$}}
; CHECK-NEXT:   %m = mul i32 %x, 3
; CHECK-NEXT:   br label %exit
; CHECK:        %x.lcssa = phi i32 [ %m, %entry ]
define i32 @inv(i32 %n, i32 %a, i32 %b) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = add i32 %a, %b, !foo !0
  %m = mul i32 %x, 3
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %x.lcssa = phi i32 [ %m, %loop ]
  ret i32 %x.lcssa
}

; The preheader is never entered: the exit takes undef from it.
; CHECK-LABEL: define i32 @never(
; CHECK:      ph:
; CHECK-NEXT:   br label %exit.loopexit
; CHECK:        %i.next.lcssa = phi i32 [ undef, %ph ]
define i32 @never(i32 %n) {
entry:
  br i1 true, label %exit, label %ph
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 7, %entry ], [ %i.next, %loop ]
  ret i32 %r
}

; The backedge is never taken (scalar evolution): it is removed, the store stays.
; CHECK-LABEL: define void @btc0(
; CHECK:        %i = phi i32 [ 0, %entry ]
; CHECK:        store i32 %i
; CHECK:        br label %exit
define void @btc0(i32* %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, i32* %p
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The first iteration leaves (symbolic execution): the latch becomes unreachable.
; CHECK-LABEL: define void @firstiter(
; CHECK:      latch:
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   unreachable
; NOSYM-LABEL: define void @firstiter(
; NOSYM:        br label %loop{{$}}
define void @firstiter(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 5, %entry ], [ %n, %latch ]
  store i32 %i, i32* %p
  %c0 = icmp eq i32 %s, 5
  br i1 %c0, label %exit, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %loop
exit:
  ret void
}

; Stepping by two to an unknown bound may never end: kept.
; CHECK-LABEL: define void @maybe.infinite(
; CHECK:        br i1 %c, label %loop, label %exit
define void @maybe.infinite(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %c = icmp ne i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @mustprogress.fn(
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %exit
define void @mustprogress.fn(i32 %n) mustprogress {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %c = icmp ne i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; willreturn promises progress too.
; CHECK-LABEL: define void @willreturn.fn(
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %exit
define void @willreturn.fn(i32 %n) willreturn {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %c = icmp ne i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The inner loop is mustprogress, the outer one counted: the whole nest goes.
; CHECK-LABEL: define void @nest(
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %exit
define void @nest(i32 %n, i32 %m) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch, !llvm.loop !1
outer.latch:
  %i.next = add nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

; A deleted block whose address is taken: the address becomes inttoptr 1, as in LLVM.
; CHECK-LABEL: define void @addr(
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %exit
define void @addr(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define i32 @side.effect(
; CHECK:        load volatile
define i32 @side.effect(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load volatile i32, i32* %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
