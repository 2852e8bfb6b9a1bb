; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; An unordered atomic load behaves as a plain load for LICM: nothing in the loop writes memory, so
; it is hoisted and stays atomic.
; CHECK-LABEL: @hoist_unordered(
; CHECK:       entry:
; CHECK-NEXT:    %v = load atomic i32, i32* %p unordered, align 4
; CHECK-NEXT:    br label %loop
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: LOAD %v - HOISTED (all operands invariant)
define i32 @hoist_unordered(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %v = load atomic i32, i32* %p unordered, align 4
  %sum.next = add i32 %sum, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sum.next
}

; A monotonic (ordered) atomic load may see another thread's store on a later iteration: it stays.
; CHECK-LABEL: @no_hoist_monotonic(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = load atomic i32, i32* %p monotonic, align 4
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: LOAD %v - NOT HOISTED (volatile or ordered atomic access)
define i32 @no_hoist_monotonic(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %v = load atomic i32, i32* %p monotonic, align 4
  %sum.next = add i32 %sum, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sum.next
}
