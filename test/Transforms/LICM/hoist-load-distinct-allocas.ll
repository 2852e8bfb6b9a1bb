; RUN: hoist -S -passes=licm < %s | FileCheck %s

declare void @fill(i32*, i32*) argmemonly nounwind willreturn

; Two distinct allocas never alias: a store into %b does not invalidate the load from %a.
; CHECK-LABEL: @hoist_distinct_allocas(
; CHECK:       entry:
; CHECK:         call void @fill(
; CHECK-NEXT:    %v = load i32, i32* %a, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load i32, i32* %a
; CHECK:         store i32 {{.*}}, i32* %gep
define i32 @hoist_distinct_allocas(i32 %n) {
entry:
  %a = alloca i32, align 4
  %b = alloca [16 x i32], align 4
  %b0 = getelementptr inbounds [16 x i32], [16 x i32]* %b, i32 0, i32 0
  call void @fill(i32* %a, i32* %b0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %a, align 4
  %x = add i32 %v, %i
  %gep = getelementptr inbounds [16 x i32], [16 x i32]* %b, i32 0, i32 %i
  store i32 %x, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, 16
  br i1 %cmp, label %loop, label %exit

exit:
  %r = load i32, i32* %b0, align 4
  ret i32 %r
}
