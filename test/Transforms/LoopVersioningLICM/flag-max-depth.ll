; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm \
; RUN:   < %s 2>%t.default | FileCheck %s --check-prefix=DEPTH2
; RUN: FileCheck %s --check-prefix=REMARK2 < %t.default
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-max-depth-threshold=3 \
; RUN:   < %s | FileCheck %s --check-prefix=DEPTH3
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-max-depth-threshold=1 \
; RUN:   -pass-remarks-missed=loop-versioning-licm < %s 2>%t.one | FileCheck %s --check-prefix=DEPTH1
; RUN: FileCheck %s --check-prefix=REMARK1 < %t.one

; -licm-versioning-max-depth-threshold (default 2) is the deepest loop versioned. @nest3's
; innermost loop is at depth 3: rejected by default (LoopDepthThreshold), versioned with 3.
; @nest2's inner loop is at depth 2: versioned by default, rejected with 1.
; DEPTH2-LABEL: @nest3(
; DEPTH2-NOT:     lver
; DEPTH2-LABEL: @nest2(
; DEPTH2:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK2:      remark: <unknown>:0:0: loop depth exceeds -licm-versioning-max-depth-threshold: depth 3 > 2
; REMARK2-NOT:  LoopDepthThreshold
; REMARK2-NOT:  depth 2 >
; DEPTH3-LABEL: @nest3(
; DEPTH3:         br i1 %{{lver\.merged|lver\.disjoint}}, label %inner.ph, label %inner.ph.lver.orig
; DEPTH3-LABEL: @nest2(
; DEPTH3:         br i1 %{{lver\.merged|lver\.disjoint}}
; DEPTH1-LABEL: @nest3(
; DEPTH1-NOT:     lver
; DEPTH1-LABEL: @nest2(
; DEPTH1-NOT:     lver
; REMARK1:      depth 3 > 1
; REMARK1:      depth 2 > 1
define void @nest3(i32* %a, i32* %b) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %middle

middle:
  %j = phi i64 [ 0, %outer ], [ %j.next, %middle.latch ]
  br label %inner

inner:
  %k = phi i64 [ 0, %middle ], [ %k.next, %inner ]
  %v = load i32, i32* %b, align 4
  %gep = getelementptr inbounds i32, i32* %a, i64 %k
  store i32 %v, i32* %gep, align 4
  %k.next = add nuw nsw i64 %k, 1
  %kc = icmp ult i64 %k.next, 10
  br i1 %kc, label %inner, label %middle.latch

middle.latch:
  %j.next = add nuw nsw i64 %j, 1
  %jc = icmp ult i64 %j.next, 10
  br i1 %jc, label %middle, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp ult i64 %i.next, 10
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}

define void @nest2(i32* %a, i32* %b) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %v = load i32, i32* %b, align 4
  %gep = getelementptr inbounds i32, i32* %a, i64 %k
  store i32 %v, i32* %gep, align 4
  %k.next = add nuw nsw i64 %k, 1
  %kc = icmp ult i64 %k.next, 10
  br i1 %kc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp ult i64 %i.next, 10
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}
