; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; CantVersionLoopWithDivergentTarget: a loop that leaves through a switch (@switch_exit), or
; that makes a convergent call (@convergent_call, whose copy in two versions could run under a
; different set of threads), or a noduplicate one (@noduplicate_call: the two versions would be two
; copies of it), is not versioned.
; CHECK-LABEL: @switch_exit(
; CHECK-NOT:     lver
; CHECK-LABEL: @convergent_call(
; CHECK-NOT:     lver
; CHECK-LABEL: @noduplicate_call(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0: loop exits through a switch or an invoke, or contains a convergent or noduplicate call
; REMARK-NEXT: remark: <unknown>:0:0: loop exits through a switch or an invoke, or contains a convergent or noduplicate call
; REMARK-NEXT: remark: <unknown>:0:0: loop exits through a switch or an invoke, or contains a convergent or noduplicate call
; REMARK-NOT:  remark:
declare void @barrier() convergent nounwind readnone
declare void @once(i32) noduplicate nounwind readnone

define void @switch_exit(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  switch i32 %v, label %latch [ i32 7, label %exit ]

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @convergent_call(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  call void @barrier()
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @noduplicate_call(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  call void @once(i32 %i)
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
