; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare token @llvm.coro.id(i32, i8* readnone, i8* nocapture readonly, i8*) #0
declare i1 @llvm.coro.alloc(token) #1

; Don't hoist: a token-producing instruction stays (tokens cannot flow through phis).
; CHECK-LABEL: @no_hoist_token(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %id = call token @llvm.coro.id(i32 0, i8* null, i8* null, i8* null)
; CHECK-NEXT:    %a = call i1 @llvm.coro.alloc(token %id)
; DEBUG: LICM: CALL %id - NOT HOISTED (produces a token)
define void @no_hoist_token(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %id = call token @llvm.coro.id(i32 0, i8* null, i8* null, i8* null)
  %a = call i1 @llvm.coro.alloc(token %id)
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { argmemonly nounwind readonly }
attributes #1 = { nounwind }
