; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Grouped runtime checks: accesses through the same base whose distance is known form one group
; with one address range [start, end) for the whole loop; a check compares the ranges of two
; groups (two compares: end1 <= start2 or end2 <= start1), and only for pairs where one group
; is written. Groups that are only read are never compared with each other, and accesses of one
; group never with themselves. (Where every group is one access, checks on the distances between
; accesses take the place of the ranges: runtime-check-several-pairs.ll. Here a written array is
; also read, or a group has two accesses, so the ranges are compared.)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] += b[i] + c[i] + d[i]: three read groups against the written one, three checks (six
; compares, LLVM's count).
; CHECK-LABEL: @three(
; CHECK:       loop.preheader:
; CHECK:         [[B:%.*]] = ptrtoint i32* %b to i64
; CHECK-NEXT:    [[LEN:%.*]] = shl i64 %n, 2
; CHECK-NEXT:    [[BEND:%.*]] = add i64 [[LEN]], [[B]]
; CHECK-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK-NEXT:    [[AEND:%.*]] = add i64 [[LEN]], [[A]]
; CHECK-NEXT:    [[C:%.*]] = ptrtoint i32* %c to i64
; CHECK-NEXT:    [[CEND:%.*]] = add i64 [[LEN]], [[C]]
; CHECK-NEXT:    [[D:%.*]] = ptrtoint i32* %d to i64
; CHECK-NEXT:    [[DEND:%.*]] = add i64 [[LEN]], [[D]]
; CHECK-NEXT:    %bound0 = icmp ule i64 [[BEND]], [[A]]
; CHECK-NEXT:    %bound1 = icmp ule i64 [[AEND]], [[B]]
; CHECK-NEXT:    %found.conflict.not = or i1 %bound0, %bound1
; CHECK-NEXT:    %bound01 = icmp ule i64 [[AEND]], [[C]]
; CHECK-NEXT:    %bound12 = icmp ule i64 [[CEND]], [[A]]
; CHECK:         %bound04 = icmp ule i64 [[AEND]], [[D]]
; CHECK-NEXT:    %bound15 = icmp ule i64 [[DEND]], [[A]]
; CHECK-NOT:     icmp ule
; CHECK:         br i1 %vec.ok{{[0-9]*}}, label %vector.ph, label %scalar.ph
define void @three(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %s1 = add i32 %vb, %vc
  %s2 = add i32 %s1, %vd
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %va = load i32, i32* %pa, align 4
  %s = add i32 %s2, %va
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; a[i] = a[i] + b[i]: the load and the store of a are one group; one check, a against b.
; CHECK-LABEL: @inplace(
; CHECK:       loop.preheader:
; CHECK-COUNT-2: icmp ule i64
; CHECK-NOT:     icmp ule
; CHECK:         br i1 %vec.ok{{[0-9]*}}, label %vector.ph, label %scalar.ph
define void @inplace(i32* %a, i32* %b, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %va = load i32, i32* %pa, align 4
  %s = add i32 %va, %vb
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; a[i] = b[i] + b[i+1] + c[i] + c[i+1]: b's two loads are one group whose range ends one element
; further ([b, b + 4n + 4)), likewise c's; two checks for four loads.
; CHECK-LABEL: @stencil(
; CHECK:       loop.preheader:
; CHECK:         [[B:%.*]] = ptrtoint i32* %b to i64
; CHECK-NEXT:    [[LEN:%.*]] = shl i64 %n, 2
; CHECK-NEXT:    [[BEND0:%.*]] = add i64 [[LEN]], [[B]]
; CHECK-NEXT:    [[BEND:%.*]] = add i64 [[BEND0]], 4
; CHECK-COUNT-4: icmp ule i64
; CHECK-NOT:     icmp ule
; CHECK:         br i1 %vec.ok{{[0-9]*}}, label %vector.ph, label %scalar.ph
define void @stencil(i32* %a, i32* %b, i32* %c, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pb1 = getelementptr inbounds i32, i32* %b, i64 %i.next
  %vb1 = load i32, i32* %pb1, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %pc1 = getelementptr inbounds i32, i32* %c, i64 %i.next
  %vc1 = load i32, i32* %pc1, align 4
  %s1 = add i32 %vb, %vb1
  %s2 = add i32 %vc, %vc1
  %s = add i32 %s1, %s2
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; a[i] += b[i]; c[i] = d[i]: two written groups are compared with each other and with each read
; group (a-b, a-c, a-d, c-b, c-d); the read groups b and d are not: five checks, ten compares.
; CHECK-LABEL: @twostores(
; CHECK:       loop.preheader:
; CHECK-COUNT-10: icmp ule i64
; CHECK-NOT:     icmp ule
; CHECK:         br i1 %vec.ok{{[0-9]*}}, label %vector.ph, label %scalar.ph
define void @twostores(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %va = load i32, i32* %pa, align 4
  %sa = add i32 %va, %vb
  store i32 %sa, i32* %pa, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  store i32 %vd, i32* %pc, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}
