; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

declare void @may_throw() #0

; @may_throw may unwind out of the function in the middle of the loop; the caller can then read
; @g, which must hold the value of the last completed store. Stores sunk to the exit block would be
; skipped on that path, so @g is not promoted.
; CHECK-LABEL: @no_promote_may_throw(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = load i32, i32* @g, align 4
; CHECK:         store i32 %a, i32* @g, align 4
; CHECK-NEXT:    call void @may_throw()
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @no_promote_may_throw(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, 1
  store i32 %a, i32* @g, align 4
  call void @may_throw()
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

; A local that never escapes cannot be read by whoever catches the exception: promoting it is fine.
; CHECK-LABEL: @promote_local_may_throw(
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK-NOT:     store
; CHECK:       exit:
; CHECK:         store i32 {{%.*}}, i32* %x, align 4
define i32 @promote_local_may_throw(i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 0, i32* %x, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %x, align 4
  %a = add i32 %v, 1
  store i32 %a, i32* %x, align 4
  call void @may_throw()
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  %r = load i32, i32* %x, align 4
  ret i32 %r
}

attributes #0 = { inaccessiblememonly willreturn }
