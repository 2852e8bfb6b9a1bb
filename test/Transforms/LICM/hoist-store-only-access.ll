; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; A store of an invariant value to an invariant address that nothing else in the loop reads or
; writes, and that runs on every iteration, is done once in the preheader.
; CHECK-LABEL: @hoist_store(
; CHECK:       entry:
; CHECK-NEXT:    store i32 %x, i32* %p, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     store
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: STORE (void) - HOISTED (all operands invariant)
define void @hoist_store(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; The loop also loads through %q, which may read *%p after the store: the store stays.
; CHECK-LABEL: @no_hoist_store_read_in_loop(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         store i32 %x, i32* %p, align 4
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: STORE (void) - NOT HOISTED (other accesses to the location in loop)
define i32 @no_hoist_store_read_in_loop(i32* %p, i32* %q, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store i32 %x, i32* %p, align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  %v = load i32, i32* %gep, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %s.next
}
