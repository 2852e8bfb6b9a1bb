; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; A call that touches no memory and cannot throw moves like arithmetic.
; CHECK-LABEL: @readnone_call(
; CHECK:       entry:
; CHECK-NEXT:    br label %loop
; CHECK:       cold:
; CHECK-NEXT:    %inv = call i32 @pure(i32 %x)
define i32 @readnone_call(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = call i32 @pure(i32 %x)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

; A readonly call in a loop that writes nothing also moves.
; CHECK-LABEL: @readonly_call(
; CHECK:       cold:
; CHECK-NEXT:    %inv = call i32 @reader(i32* %a)
define i32 @readonly_call(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = call i32 @reader(i32* %a)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

; A call that may write memory stays: its effect must happen once, before the loop.
; CHECK-LABEL: @writing_call(
; CHECK:       entry:
; CHECK-NEXT:    %inv = call i32 @writer(i32 %x)
define i32 @writing_call(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = call i32 @writer(i32 %x)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

; A call that may throw stays too.
; CHECK-LABEL: @throwing_call(
; CHECK:       entry:
; CHECK-NEXT:    %inv = call i32 @may_throw(i32 %x)
define i32 @throwing_call(i32* %a, i32 %n, i32 %x) !prof !0 {
entry:
  %inv = call i32 @may_throw(i32 %x)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %cold, label %latch, !prof !1

cold:
  %u = add i32 %v, %inv
  br label %latch

latch:
  %t = phi i32 [ %u, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !prof !2

exit:
  ret i32 %s.next
}

declare i32 @pure(i32) readnone nounwind willreturn
declare i32 @reader(i32*) readonly nounwind willreturn
declare i32 @writer(i32) nounwind willreturn
declare i32 @may_throw(i32) readnone willreturn

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
