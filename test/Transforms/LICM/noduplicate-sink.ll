; RUN: hoist -S -passes=licm < %s | FileCheck %s

; A noduplicate call may not exist twice: LICM sinks it into the one exit that uses it, but does
; not copy it into two exits (it stays in the loop, as LLVM's transforms leave noduplicate calls).

declare i32 @once(i32) readnone nounwind willreturn noduplicate

; CHECK-LABEL: @sink_to_one_exit(
; CHECK:       loop:
; CHECK-NOT:     call i32 @once
; CHECK:       exit:
; CHECK-NEXT:    %i.lcssa = phi i32 [ %i, %loop ]
; CHECK-NEXT:    %r1 = call i32 @once(i32 %i.lcssa)
define i32 @sink_to_one_exit(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @once(i32 %i)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r.lcssa = phi i32 [ %r, %loop ]
  ret i32 %r.lcssa
}

; CHECK-LABEL: @no_copy_into_two_exits(
; CHECK:       loop:
; CHECK:         %r = call i32 @once(i32 %i)
; CHECK:       early:
; CHECK-NEXT:    %r.lcssa1 = phi i32 [ %r, %loop ]
; CHECK:       exit:
; CHECK-NEXT:    %r.lcssa = phi i32 [ %r, %latch ]
define i32 @no_copy_into_two_exits(i32 %n, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %r = call i32 @once(i32 %i)
  %stop = icmp eq i32 %i, %k
  br i1 %stop, label %early, label %latch
latch:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
early:
  %r.lcssa1 = phi i32 [ %r, %loop ]
  ret i32 %r.lcssa1
exit:
  %r.lcssa = phi i32 [ %r, %latch ]
  ret i32 %r.lcssa
}
