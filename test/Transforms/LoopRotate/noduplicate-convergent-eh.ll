; RUN: hoist -S -passes=loop-rotate < %s | FileCheck %s

; Rotation copies the header into the preheader: a header that may not be copied is not rotated.
; A noduplicate call may not exist twice, a convergent one may not gain control dependence, and an
; invoke's unwind edge cannot be copied into the guard. @plain is the same loop without them.
; Each body stores, so that its latch is not folded into the header (a loop of one block needs no
; rotation, which is what opt's loop-rotate makes of a latch that only steps %i).

declare void @once(i32) noduplicate nounwind
declare void @barrier(i32) convergent nounwind
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

@sink = global i32 0

; CHECK-LABEL: @plain(
; CHECK:       entry:
; CHECK-NEXT:    %c1 = icmp slt i32 0, %n
; CHECK-NEXT:    br i1 %c1, label %body.preheader, label %exit
; CHECK-NOT:   head:
define void @plain(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store volatile i32 %i, i32* @sink
  %i.next = add i32 %i, 1
  br label %head
exit:
  ret void
}

; CHECK-LABEL: @no_rotate_noduplicate(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    call void @once(i32 %i)
; CHECK-NEXT:    %c = icmp slt i32 %i, %n
define void @no_rotate_noduplicate(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  call void @once(i32 %i)
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store volatile i32 %i, i32* @sink
  %i.next = add i32 %i, 1
  br label %head
exit:
  ret void
}

; CHECK-LABEL: @no_rotate_convergent(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    call void @barrier(i32 %i)
define void @no_rotate_convergent(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  call void @barrier(i32 %i)
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store volatile i32 %i, i32* @sink
  %i.next = add i32 %i, 1
  br label %head
exit:
  ret void
}

; The header's test depends on an invoke: its unwind edge cannot be copied into the guard.
; CHECK-LABEL: @no_rotate_invoke(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    invoke void @may_throw(i32 %i)
define void @no_rotate_invoke(i32 %n) personality i32 (...)* @__gxx_personality_v0 {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  invoke void @may_throw(i32 %i) to label %test unwind label %lpad
test:
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  store volatile i32 %i, i32* @sink
  %i.next = add i32 %i, 1
  br label %head
exit:
  ret void
lpad:
  %lp = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lp
}
