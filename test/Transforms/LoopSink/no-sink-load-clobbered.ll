; RUN: hoist -S -passes=loop-sink < %s | FileCheck %s
; RUN: opt -S -passes=loop-sink < %s | FileCheck %s

; The loop stores through %a, which may be %q: moving the load into the loop could make it read
; a value stored by an earlier iteration. It stays in the preheader.
; CHECK-LABEL: @load_clobbered(
; CHECK:       entry:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; CHECK-NEXT:    br label %loop
define i32 @load_clobbered(i32* %a, i32 %n, i32* %q) !prof !0 {
entry:
  %inv = load i32, i32* %q, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  store i32 0, i32* %p, align 4
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

; A call that may write any memory clobbers the load just the same.
; CHECK-LABEL: @load_clobbered_by_call(
; CHECK:       entry:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; CHECK-NEXT:    br label %loop
define i32 @load_clobbered_by_call(i32* %a, i32 %n, i32* %q) !prof !0 {
entry:
  %inv = load i32, i32* %q, align 4
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
  call void @opaque()
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

; A store later in the preheader: the load would move below it.
; CHECK-LABEL: @load_then_store_in_preheader(
; CHECK:       entry:
; CHECK-NEXT:    %inv = load i32, i32* %q, align 4
; CHECK-NEXT:    store i32 1, i32* %r, align 4
define i32 @load_then_store_in_preheader(i32* %a, i32 %n, i32* %q, i32* %r) !prof !0 {
entry:
  %inv = load i32, i32* %q, align 4
  store i32 1, i32* %r, align 4
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

; Volatile loads are never moved.
; CHECK-LABEL: @volatile_load(
; CHECK:       entry:
; CHECK-NEXT:    %inv = load volatile i32, i32* %q, align 4
define i32 @volatile_load(i32* %a, i32 %n, i32* %q) !prof !0 {
entry:
  %inv = load volatile i32, i32* %q, align 4
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

declare void @opaque()

!0 = !{!"function_entry_count", i64 100}
!1 = !{!"branch_weights", i32 1, i32 1000}
!2 = !{!"branch_weights", i32 100, i32 10000}
