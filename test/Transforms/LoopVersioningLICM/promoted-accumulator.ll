; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; for (i = 0; i < n; i++) *sum += a[i];  LICM cannot promote *sum: the loads of a[i] may read it.
; Versioning checks [sum, sum+4) against [a, a+4n); in the fast version *sum is promoted to a
; register: loaded once in the preheader, summed in a phi, stored once after the loop. The safe
; version keeps the load and the store in the loop.
; CHECK-LABEL: @acc(
; CHECK:       loop.lver.check:
; CHECK-NEXT:    [[S:%.*]] = ptrtoint i32* %sum to i64
; CHECK-NEXT:    [[SEND:%.*]] = add i64 [[S]], 4
; CHECK-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK:         %lver.cmp1 = icmp ule i64 [[SEND]], [[A]]
; CHECK-NEXT:    %lver.cmp2 = icmp ule i64 {{%.*}}, [[S]]
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.lver.orig:
; CHECK:         %s.lver.orig = load i32, i32* %sum, align 4
; CHECK:         store i32 %s2.lver.orig, i32* %sum, align 4
; CHECK:         br i1 %cmp.lver.orig, label %loop.lver.orig,
; CHECK:       loop.ph:
; CHECK-NEXT:    %sum.promoted = load i32, i32* %sum, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    [[ACC:%.*]] = phi i32 [ %sum.promoted, %loop.ph ], [ %s2, %loop ]
; CHECK-NOT:     store
; CHECK-NOT:     load i32, i32* %sum
; CHECK:         %s2 = add i32 [[ACC]], %x
; CHECK-NOT:     store
; CHECK:         br i1 %cmp, label %loop, label %[[EXIT:.*]], !llvm.loop
; CHECK:       [[EXIT]]:
; CHECK-NEXT:    %s2.lcssa = phi i32 [ %s2, %loop ]
; CHECK-NEXT:    store i32 %s2.lcssa, i32* %sum, align 4
define void @acc(i32* %a, i32* %sum, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %s = load i32, i32* %sum, align 4
  %s2 = add i32 %s, %x
  store i32 %s2, i32* %sum, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
