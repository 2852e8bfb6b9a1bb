; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 < %s | FileCheck %s --check-prefix=IC4

; Which pairs are checked on the distance between their accesses (diff.check) and which on their
; ranges. A distance check needs each access to be the only one through its pointer and both to
; step by the same constant, as wide as the wider access; the vector loop then runs unless the
; later access (in program order) starts 0 to V * step - 1 bytes past the earlier one, for V
; iterations per vector iteration (8 here, 16 with -force-vector-interleave=4). One pair that
; cannot be checked so sends every pair to range checks.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = n - 1; i >= 0; i--) a[i] = b[i] + 7: counting down, the roles swap: the store's
; iteration j writes what the load reads in iteration j - k when b = a + 4 k, so the loads of a
; vector iteration see it too late when b lies 0 to 31 bytes past a.
; CHECK-LABEL: @backward(
; CHECK:         [[B:%.*]] = ptrtoint i32* %b to i64
; CHECK-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK-NEXT:    [[D:%.*]] = sub i64 [[B]], [[A]]
; CHECK-NEXT:    %diff.check = icmp uge i64 [[D]], 32
; CHECK-NEXT:    %vec.ok = and i1 %min.iters.check, %diff.check
; CHECK:       vector.body:
; CHECK-NOT:     !alias.scope
; CHECK:       middle.block:
; IC4-LABEL:   @backward(
; IC4:           %diff.check = icmp uge i64 %{{[0-9]+}}, 64
define void @backward(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  %pb = getelementptr inbounds i32, i32* %b, i64 %i.next
  %v = load i32, i32* %pb, align 4
  %m = add i32 %v, 7
  %pa = getelementptr inbounds i32, i32* %a, i64 %i.next
  store i32 %m, i32* %pa, align 4
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = (int)b[i] on shorts: the load steps by 2 bytes, the store by 4: ranges.
; CHECK-LABEL: @different_steps(
; CHECK-NOT:     diff.check
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:       vector.body:
; CHECK:         load <4 x i16>, {{.*}} !alias.scope
define void @different_steps(i32* %a, i16* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i16, i16* %b, i64 %i
  %v = load i16, i16* %pb, align 2
  %x = sext i16 %v to i32
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = p[i].y on pairs of shorts: the same step, as wide as the wider access, but the load is
; an interleaved group's (one wide load of p[i].x and p[i].y, where the group's first member would
; be), which program order does not place: ranges.
; CHECK-LABEL: @same_step_narrower_load(
; CHECK-NOT:     diff.check
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:       vector.body:
; CHECK:         load <8 x i16>
define void @same_step_narrower_load(i32* %a, [2 x i16]* %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds [2 x i16], [2 x i16]* %p, i64 %i, i64 1
  %v = load i16, i16* %pb, align 2
  %x = sext i16 %v to i32
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = b[i] + c[i]; c[i] = 0: c is read and written, so every pair is checked on its ranges,
; the store to a against b included.
; CHECK-LABEL: @read_and_written(
; CHECK-NOT:     diff.check
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:       vector.body:
define void @read_and_written(i32* %a, i32* %b, i32* %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %s = add i32 %vb, %vc
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  store i32 0, i32* %pc, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c1 = icmp ult i64 %i.next, %n
  br i1 %c1, label %loop, label %exit
exit:
  ret void
}
