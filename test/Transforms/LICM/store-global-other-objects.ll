; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; LICM asks about the accesses of a loop grouped by the object they are based on: an access based
; on another global cannot touch @g, one through a pointer of unknown origin or into @g itself can.

@g = global [4 x i32] zeroinitializer
@h = global [4 x i32] zeroinitializer

; Only @h is read besides the store to @g: the store is done once, before the loop.
; CHECK-LABEL: @other_global(
; CHECK:       entry:
; CHECK-NEXT:    store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
; CHECK-NEXT:    br label %loop
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: STORE (void) - HOISTED (all operands invariant)
define i32 @other_global(i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
  %idx = and i32 %i, 3
  %gep = getelementptr inbounds [4 x i32], [4 x i32]* @h, i32 0, i32 %idx
  %v = load i32, i32* %gep, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %s.next
}

; A load through %q, which may point into @g: the store stays.
; CHECK-LABEL: @unknown_pointer(
; CHECK:       loop:
; CHECK:         store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: STORE (void) - NOT HOISTED (other accesses to the location in loop)
define i32 @unknown_pointer(i32* %q, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
  %gep = getelementptr inbounds i32, i32* %q, i32 %i
  %v = load i32, i32* %gep, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %s.next
}

; A load of another element of @g, at a variable index that may be 1: the store stays.
; CHECK-LABEL: @same_global(
; CHECK:       loop:
; CHECK:         store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: STORE (void) - NOT HOISTED (other accesses to the location in loop)
define i32 @same_global(i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store i32 %x, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @g, i64 0, i64 1), align 4
  %idx = and i32 %i, 3
  %gep = getelementptr inbounds [4 x i32], [4 x i32]* @g, i32 0, i32 %idx
  %v = load i32, i32* %gep, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %s.next
}
