; RUN: hoist -passes=licm -pass-remarks=licm -o /dev/null < %s 2>&1 | FileCheck %s --check-prefix=PASSED
; RUN: hoist -passes=licm -pass-remarks-missed=licm -o /dev/null < %s 2>&1 | FileCheck %s --check-prefix=MISSED

@g = global i32 0, align 4

; -pass-remarks reports what LICM did, in order: sinking, hoisting, promotion. No missed remarks
; are printed without -pass-remarks-missed.
; PASSED-NOT:  failed
; PASSED:      remark: <unknown>:0:0: sinking mul
; PASSED-NEXT: remark: <unknown>:0:0: hoisting shl
; PASSED-NEXT: remark: <unknown>:0:0: Moving accesses to memory location out of the loop
; PASSED-NOT:  remark
; The load of @g stays during hoisting (the loop stores @g) and is only then promoted: like LLVM,
; Hoist reports that miss too.
; MISSED:      remark: <unknown>:0:0: failed to move load with loop-invariant address because the loop may invalidate its value
define i32 @remarks_passed(i32* noalias %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %s = shl i32 %x, 2
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %s, i32* %gep, align 4
  %acc = load i32, i32* @g, align 4
  %acc.next = add i32 %acc, %i
  store i32 %acc.next, i32* @g, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sq
}

; -pass-remarks-missed reports, as LLVM does, only loads with an invariant address that stay: one
; because a store may change the value, one because it runs conditionally and may trap. The
; variant instructions that stay get no remark.
; MISSED-NOT:  hoisting
; MISSED-NEXT: remark: <unknown>:0:0: failed to move load with loop-invariant address because the loop may invalidate its value
; MISSED-NEXT: remark: <unknown>:0:0: failed to hoist load with loop-invariant address because load is conditionally executed
; MISSED-NOT:  remark
define void @remarks_missed(i32* %p, i32* %q, i32* noalias %r, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %q, align 4
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %v, i32* %gep, align 4
  %c = icmp eq i32 %i, 7
  br i1 %c, label %then, label %latch

then:
  %w = load i32, i32* %r, align 4
  store i32 %w, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
