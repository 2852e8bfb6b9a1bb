; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks=loop-versioning-licm \
; RUN:   < %s 2>&1 | FileCheck %s --check-prefix=MERGED
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -memory-check-merge-threshold=0 \
; RUN:   -pass-remarks=loop-versioning-licm < %s 2>&1 | FileCheck %s --check-prefix=APART

; The stores to a[2i] and a[2i+1] lie a constant 4 bytes apart: with the default merge budget
; (-memory-check-merge-threshold=100) their ranges merge into one, [a, a+8n), and *b needs one
; check. With a budget of 0 no merge is tried: two ranges, [a, a+8n-4) and [a+4, a+8n), two checks.
; for (i = 0; i < n; i++) { a[2*i] = *b; a[2*i+1] = 0; }
; MERGED:      remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1{{$}}
; MERGED:      loop.lver.check:
; MERGED:        [[A:%.*]] = ptrtoint i32* %a to i64
; MERGED:        [[OFF:%.*]] = shl i64 {{%.*}}, 3
; MERGED-NEXT:   [[LAST:%.*]] = add i64 [[OFF]], [[A]]
; MERGED-NEXT:   [[END:%.*]] = add i64 [[LAST]], 8
; MERGED:        %lver.disjoint = or i1
; MERGED-NOT:    %lver.disjoint{{[0-9]+}} = or i1
; MERGED:        br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; APART:       remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 2{{$}}
; APART:       loop.lver.check:
; APART:         [[B:%.*]] = ptrtoint i32* %b to i64
; APART-NEXT:    [[BEND:%.*]] = add i64 [[B]], 4
; APART-NEXT:    [[A:%.*]] = ptrtoint i32* %a to i64
; APART:         [[OFF:%.*]] = shl i64 {{%.*}}, 3
; APART-NEXT:    [[LAST0:%.*]] = add i64 [[OFF]], [[A]]
; APART-NEXT:    [[END0:%.*]] = add i64 [[LAST0]], 4
; APART:         [[START1:%.*]] = add i64 [[A]], 4
; APART:         [[END1:%.*]] = add i64 {{%.*}}, 8
; APART:         icmp ule i64 [[BEND]], [[A]]
; APART-NEXT:    icmp ule i64 [[END0]], [[B]]
; APART:         icmp ule i64 [[BEND]], [[START1]]
; APART-NEXT:    icmp ule i64 [[END1]], [[B]]
; APART-NEXT:    %lver.disjoint{{[0-9]+}} = or i1
; APART-NEXT:    [[ALL:%.*]] = and i1
; APART-NEXT:    br i1 [[ALL]], label %loop.ph, label %loop.ph.lver.orig
define void @pairs(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %idx2 = shl nuw nsw i64 %idx, 1
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx2
  store i32 %v, i32* %gep, align 4
  %idx3 = or i64 %idx2, 1
  %gep2 = getelementptr inbounds i32, i32* %a, i64 %idx3
  store i32 0, i32* %gep2, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
