; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare i32 @strlen_like(i8*) #0

; A readonly call in a loop that writes no memory reads the same memory on every iteration: hoisted.
; CHECK-LABEL: @hoist_readonly_no_writes(
; CHECK:       entry:
; CHECK-NEXT:    %len = call i32 @strlen_like(i8* %s)
; CHECK-NEXT:    br label %loop
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: CALL %len - HOISTED (all operands invariant)
define i32 @hoist_readonly_no_writes(i8* %s, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %len = call i32 @strlen_like(i8* %s)
  %acc.next = add i32 %acc, %len
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %acc.next
}

; The loop stores through %d, which may alias the string the call reads: the call stays.
; CHECK-LABEL: @no_hoist_readonly_with_store(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %len = call i32 @strlen_like(i8* %s)
; DEBUG-LABEL: LICM: loop at depth 1
; DEBUG: LICM: CALL %len - NOT HOISTED (potential aliasing store in loop)
define void @no_hoist_readonly_with_store(i8* %s, i32* %d, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %len = call i32 @strlen_like(i8* %s)
  %gep = getelementptr inbounds i32, i32* %d, i32 %i
  store i32 %len, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { argmemonly nounwind readonly willreturn }
