; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -S < %s | opt -passes=verify -disable-output

; No code goes into an exception-handling pad: a catchswitch block holds only phis and the
; catchswitch (there is no place in it at all), and LLVM does not split the unwind edges into a
; pad to make one. LICM neither sinks into such an exit nor promotes memory with a store there.

declare i32 @__CxxFrameHandler3(...)
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare void @use(i32)
declare i32 @pure(i32) readnone nounwind willreturn

; %x is used only after the loop, on the unwind path: its exit is the catchswitch block.
; CHECK-LABEL: @no_sink_into_catchswitch_exit(
; CHECK:       loop:
; CHECK:         %x = mul i32 %i, %k
; CHECK:       cs:
; CHECK-NEXT:    %x.lcssa = phi i32 [ %x, %loop ]
; CHECK-NEXT:    %sw = catchswitch within none [label %handler] unwind to caller
; CHECK-EMPTY:
define void @no_sink_into_catchswitch_exit(i32 %n, i32 %k) personality i32 (...)* @__CxxFrameHandler3 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %x = mul i32 %i, %k
  invoke void @may_throw() to label %cont unwind label %cs
cont:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
cs:
  %x.lcssa = phi i32 [ %x, %loop ]
  %sw = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %sw [i8* null, i32 64, i8* null]
  call void @use(i32 %x.lcssa) [ "funclet"(token %cp) ]
  catchret from %cp to label %after
done:
  ret void
after:
  ret void
}

; The same with a landingpad exit: the copy would have to follow the landingpad, which LICM leaves
; alone as LLVM does without splitting the pad's edges.
; CHECK-LABEL: @no_sink_into_landingpad_exit(
; CHECK:       loop:
; CHECK:         %x = mul i32 %i, %k
; CHECK:       lpad:
; CHECK-NEXT:    %x.lcssa = phi i32 [ %x, %loop ]
; CHECK-NEXT:    %lp = landingpad { i8*, i32 }
; CHECK-NEXT:      cleanup
; CHECK-NEXT:    call void @use(i32 %x.lcssa)
define void @no_sink_into_landingpad_exit(i32 %n, i32 %k) personality i32 (...)* @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %x = mul i32 %i, %k
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
lpad:
  %x.lcssa = phi i32 [ %x, %loop ]
  %lp = landingpad { i8*, i32 } cleanup
  call void @use(i32 %x.lcssa)
  resume { i8*, i32 } %lp
done:
  ret void
}

; A local accumulator the loop stores to on every iteration: promoted when every exit can take
; the final store, not when one exit is a catchswitch block.
; CHECK-LABEL: @no_promote_with_catchswitch_exit(
; CHECK:       loop:
; CHECK:         store i32 %s.next, i32* %acc
define i32 @no_promote_with_catchswitch_exit(i32 %n) personality i32 (...)* @__CxxFrameHandler3 {
entry:
  %acc = alloca i32, align 4
  store i32 0, i32* %acc, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %s = load i32, i32* %acc, align 4
  %s.next = add i32 %s, %i
  store i32 %s.next, i32* %acc, align 4
  invoke void @may_throw() to label %cont unwind label %cs
cont:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
cs:
  %sw = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %sw [i8* null, i32 64, i8* null]
  catchret from %cp to label %done
done:
  %r = load i32, i32* %acc, align 4
  ret i32 %r
}

; A loop wholly inside a catch funclet: the handler's block, which ends in a branch, is the loop's
; preheader (as in LLVM: what is placed there stays in the same funclet). A call that carries the
; funclet's bundle stays in the loop, as in LLVM.
; CHECK-LABEL: @funclet_loop(
; CHECK:       handler:
; CHECK-NEXT:    %cp = catchpad within %sw [i8* null, i32 64, i8* null]
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %handler ], [ %i.next, %loop ]
; CHECK-NEXT:    %inv = call i32 @pure(i32 %k) [ "funclet"(token %cp) ]
define void @funclet_loop(i32 %n, i32 %k) personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %ret unwind label %cs
cs:
  %sw = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %sw [i8* null, i32 64, i8* null]
  br label %loop
loop:
  %i = phi i32 [ 0, %handler ], [ %i.next, %loop ]
  %inv = call i32 @pure(i32 %k) [ "funclet"(token %cp) ]
  call void @use(i32 %inv) [ "funclet"(token %cp) ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  catchret from %cp to label %ret
ret:
  ret void
}
