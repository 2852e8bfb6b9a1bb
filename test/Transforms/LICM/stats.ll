; RUN: hoist -passes=licm -stats -disable-output < %s 2>&1 | FileCheck %s

@g = global i32 0, align 4

; -stats prints LLVM's statistics block with one line per counter, sorted by name. Here: one
; loop; three hoisted instructions (shl, the readnone call, the load from %q), one of them a call
; and one a load; one sunk mul; @g promoted (its load is first counted as kept for the store);
; one division kept because it may trap.
; CHECK:      ... Statistics Collected ...
; CHECK:      1 licm - Number of call insts hoisted or sunk
; CHECK-NEXT: 3 licm - Number of instructions hoisted out of loop
; CHECK-NEXT: 1 licm - Number of instructions not hoisted: may trap and is conditionally executed
; CHECK-NEXT: 1 licm - Number of instructions not hoisted: potential aliasing store in loop
; CHECK-NEXT: 1 licm - Number of instructions sunk out of loop
; CHECK-NEXT: 1 licm - Number of load insts hoisted or sunk
; CHECK-NEXT: 1 licm - Number of loops analyzed
; CHECK-NEXT: 1 licm - Number of memory locations promoted to registers
; CHECK-NOT:  preheaders created
declare i32 @pure(i32) #0

define i32 @stats(i32* noalias %p, i32* noalias %q, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %sq = mul i32 %i, %i
  %s = shl i32 %x, 2
  %h = call i32 @pure(i32 %s)
  %v = load i32, i32* %q, align 4
  %acc = load i32, i32* @g, align 4
  %acc.next = add i32 %acc, %h
  store i32 %acc.next, i32* @g, align 4
  %c = icmp eq i32 %i, %v
  br i1 %c, label %then, label %latch

then:
  %d = sdiv i32 %x, %y
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %d, i32* %gep, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %sq
}

attributes #0 = { nounwind readnone willreturn }
