; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; The runtime check of seed 000, in the old preheader (renamed <header>.lver.check): the byte
; range of each pointer group as an integer ([b, b+4) for the invariant *b; [a, a+4*n) for a[i]),
; then "A ends before B or B ends before A" as two `icmp ule` joined by `or i1`, everything joined
; by `and i1`, and one `br i1` choosing between the fast preheader and the safe `.lver.orig` one.
; A moving range the loop may not touch whole (a conditional store, below) also gets a no-wrap
; guard; a[i] stored on every iteration lies in one object and needs none.
; for (i = 0; i < n; i++) a[i] = *b;
; CHECK-LABEL: @copy_invariant(
; CHECK:       loop.lver.check:
; CHECK-NEXT:    [[B:%.*]] = ptrtoint i32* %b to i64
; CHECK-NEXT:    [[BEND:%.*]] = add i64 [[B]], 4
; CHECK-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK-NEXT:    [[NM1:%.*]] = add i32 %n, -1
; CHECK-NEXT:    [[NM1X:%.*]] = zext i32 [[NM1]] to i64
; CHECK-NEXT:    [[OFF:%.*]] = shl i64 [[NM1X]], 2
; CHECK-NEXT:    [[LAST:%.*]] = add i64 [[OFF]], [[A]]
; CHECK-NEXT:    [[AEND:%.*]] = add i64 [[LAST]], 4
; CHECK-NEXT:    %lver.cmp1 = icmp ule i64 [[BEND]], [[A]]
; CHECK-NEXT:    %lver.cmp2 = icmp ule i64 [[AEND]], [[B]]
; CHECK-NEXT:    %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; CHECK-NEXT:    br i1 %lver.disjoint, label %[[FASTPH:.*]], label %[[SAFEPH:.*]]
; The safe version: a copy of the loop as it was, its load still inside.
; CHECK:       [[SAFEPH]]:
; CHECK-NEXT:    br label %loop.lver.orig
; CHECK:       loop.lver.orig:
; CHECK:         %v.lver.orig = load i32, i32* %b, align 4
; CHECK-NOT:     !alias.scope
; CHECK:         store i32 %v.lver.orig, i32* %gep.lver.orig, align 4{{$}}
; CHECK:         br i1 %cmp.lver.orig, label %loop.lver.orig, label
; The fast version: the load of *b has left the loop for its preheader.
; CHECK:       [[FASTPH]]:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         store i32 %v, i32* %gep, align 4, !alias.scope
; CHECK:         br i1 %cmp, label %loop, label
; CHECK:       {{^}}exit:
; CHECK-NEXT:    ret void
define void @copy_invariant(i32* %a, i32* %b, i32 %n) {
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

; for (i = 0; i < n; i++) if (c[i]) a[i] = *b;  a[i] is not written on every iteration (*b is
; dereferenceable, so LICM may load it early).
; CHECK-LABEL: @conditional_store(
; CHECK:         %lver.nowrap = icmp ule i64 [[CA:%.*]], [[CAEND:%.*]]
; CHECK:         %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
; CHECK-NEXT:    %lver.merged = and i1 %lver.nowrap, %lver.disjoint
; CHECK-NEXT:    br i1 %lver.merged, label %loop.ph, label %loop.ph.lver.orig
define void @conditional_store(i32* %a, i32* align 4 dereferenceable(4) %b, i8* %c, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %idx = zext i32 %i to i64
  %pc = getelementptr inbounds i8, i8* %c, i64 %idx
  %f = load i8, i8* %pc, align 1
  %t = icmp ne i8 %f, 0
  br i1 %t, label %then, label %latch

then:
  %v = load i32, i32* %b, align 4
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
