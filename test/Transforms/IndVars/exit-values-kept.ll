; RUN: hoist -S -passes=indvars < %s | FileCheck %s
; RUN: hoist -S -passes=indvars -replexitval=always < %s | FileCheck %s --check-prefix=ALWAYS

; Exit values that stay as the loop computed them: a value that is not a linear recurrence
; (m doubles each iteration: scalar evolution has no closed form for it), and a pointer the loop
; needs anyway for its store (computing it again after the loop only adds work, unless
; -replexitval=always).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @doubling(
; CHECK:         %m.next = shl i32 %m, 1
; CHECK:       exit.loopexit:
; CHECK-NEXT:    %m.next.lcssa = phi i32 [ %m.next, %loop ]
; ALWAYS-LABEL: @doubling(
; ALWAYS:        %m.next.lcssa = phi i32 [ %m.next, %loop ]
define i32 @doubling(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = phi i32 [ 1, %entry ], [ %m.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %m.next = shl i32 %m, 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %m.next, %loop ]
  ret i32 %r
}

; CHECK-LABEL: @pointer_end(
; CHECK:       exit.loopexit:
; CHECK-NEXT:    %p.next.lcssa = phi i32* [ %p.next, %loop ]
; ALWAYS-LABEL: @pointer_end(
; ALWAYS:      exit.loopexit:
; ALWAYS-NEXT:   [[OFF:%.*]] = shl i64 %n, 2
; ALWAYS-NEXT:   [[A:%.*]] = bitcast i32* %a to i8*
; ALWAYS-NEXT:   [[END:%.*]] = getelementptr i8, i8* [[A]], i64 [[OFF]]
define i32* @pointer_end(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi i32* [ %a, %entry ], [ %p.next, %loop ]
  store i32 0, i32* %p, align 4
  %p.next = getelementptr inbounds i32, i32* %p, i64 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32* [ %a, %entry ], [ %p.next, %loop ]
  ret i32* %r
}
