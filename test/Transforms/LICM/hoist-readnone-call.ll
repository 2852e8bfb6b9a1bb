; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

declare i32 @hash(i32) #0

; A readnone nounwind willreturn call with invariant arguments is a pure function of them: it is
; hoisted even though the loop stores to memory.
; CHECK-LABEL: @hoist_readnone(
; CHECK:       entry:
; CHECK-NEXT:    %h = call i32 @hash(i32 %x)
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     call
; STATS: 1 licm - Number of call insts hoisted or sunk
define void @hoist_readnone(i32* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = call i32 @hash(i32 %x)
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %h, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { nounwind readnone willreturn }
