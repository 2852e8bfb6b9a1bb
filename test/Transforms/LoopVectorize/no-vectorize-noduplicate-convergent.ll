; RUN: hoist -S -passes=loop-vectorize -pass-remarks-missed=loop-vectorize < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; The vector loop and the scalar remainder would be two copies of a noduplicate call, and a
; convergent call would run under other control: neither loop is vectorized.
; CHECK-LABEL: @no_vectorize_noduplicate(
; CHECK-NOT:     vector.body
; CHECK-LABEL: @no_vectorize_convergent(
; CHECK-NOT:     vector.body
; REMARK:      loop not vectorized: call instruction cannot be vectorized
; REMARK-NEXT: loop not vectorized: call instruction cannot be vectorized
declare i32 @once(i32) noduplicate nounwind readnone willreturn
declare i32 @conv(i32) convergent nounwind readnone willreturn
define void @no_vectorize_noduplicate(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = call i32 @once(i32 %v)
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @no_vectorize_convergent(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = call i32 @conv(i32 %v)
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
