; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=1 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A consecutive store on a path some iterations take would need a masked store, which SSE does
; not have: each lane stores behind a branch on its bit of the mask (pred.store.if, as LLVM's
; vectorizer does), so lanes that skip the path write nothing. That costs more than the scalar
; loop's one branch, so by default the loops stay scalar; forced, they take the lane-by-lane form.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Lane by lane: if (a[i] < 0) a[i] = 0.
; DEFAULT-LABEL: @conditional_store(
; DEFAULT-NOT:     vector.body
; CHECK-LABEL: @conditional_store(
; CHECK:       vector.body:
; CHECK:         [[M:%.*]] = icmp slt <4 x i32> %wide.load, zeroinitializer
; CHECK:         [[B0:%.*]] = extractelement <4 x i1> [[M]], i32 0
; CHECK-NEXT:    br i1 [[B0]], label %pred.store.if, label %pred.store.continue
; CHECK:       pred.store.if:
; CHECK-NEXT:    store i32 0, i32* %next.gep1, align 4
; CHECK:       pred.store.continue:
; CHECK-NEXT:    [[B1:%.*]] = extractelement <4 x i1> [[M]], i32 1
; CHECK:       pred.store.if2:
; CHECK-NEXT:    [[P1:%.*]] = getelementptr i32, i32* %next.gep1, i64 1
; CHECK-NEXT:    store i32 0, i32* [[P1]], align 4
; CHECK:       pred.store.if6:
; CHECK-NEXT:    [[P3:%.*]] = getelementptr i32, i32* %next.gep1, i64 3
; CHECK-NEXT:    store i32 0, i32* [[P3]], align 4
; REMARK: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @conditional_store(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  store i32 0, i32* %p, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Lane by lane: a store to another array on one side of a diamond; the stored value's lanes are
; taken out of its vector.
; DEFAULT-LABEL: @store_one_side(
; DEFAULT-NOT:     vector.body
; CHECK-LABEL: @store_one_side(
; CHECK:       pred.store.if:
; CHECK-NEXT:    [[V0:%.*]] = extractelement <4 x i32> %wide.load, i32 0
; CHECK-NEXT:    store i32 [[V0]], i32* %next.gep{{[0-9]*}}, align 4
; CHECK:       pred.store.if6:
; CHECK-NEXT:    [[V3:%.*]] = extractelement <4 x i32> %wide.load, i32 3
; CHECK-NEXT:    [[P3:%.*]] = getelementptr i32, i32* %next.gep{{[0-9]*}}, i64 3
; CHECK-NEXT:    store i32 [[V3]], i32* [[P3]], align 4
; REMARK: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @store_one_side(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %odd = trunc i32 %v to i1
  br i1 %odd, label %then, label %else
then:
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %q, align 4
  br label %latch
else:
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
