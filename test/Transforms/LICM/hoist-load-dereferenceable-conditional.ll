; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -pass-remarks-missed=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; The load runs only on some iterations, but %p is dereferenceable and aligned: loading it in the
; preheader cannot trap, so it is hoisted (speculated).
; CHECK-LABEL: @hoist_dereferenceable(
; CHECK:       entry:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NOT:     load
; CHECK:         store i32 %v
define void @hoist_dereferenceable(i32* noalias align 4 dereferenceable(4) %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %odd = and i32 %i, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %latch

then:
  %v = load i32, i32* %p, align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; Don't hoist: the load is conditional and %p, not known dereferenceable, may be null.
; CHECK-LABEL: @no_hoist_not_dereferenceable(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NEXT:    %v = load i32, i32* %p, align 4
; REMARK: remark: <unknown>:0:0: failed to hoist load with loop-invariant address because load is conditionally executed
define void @no_hoist_not_dereferenceable(i32* noalias %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %odd = and i32 %i, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %latch

then:
  %v = load i32, i32* %p, align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 %v, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
