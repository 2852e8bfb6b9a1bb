; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: opt -S -passes='loop-mssa(licm)' < %s | FileCheck %s

; A cleanup block that begins with a landingpad and ends in a branch is a loop's preheader like
; any other (LLVM's isLegalToHoistInto looks at the terminator): invariant work moves there,
; after the landingpad. Both opt and Hoist produce what the CHECK lines say.

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
declare void @use(i32)

; CHECK-LABEL: @hoist_into_landingpad_block(
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad { i8*, i32 }
; CHECK-NEXT:      cleanup
; CHECK-NEXT:    %inv = mul i32 %k, %k
; CHECK-NEXT:    br label %loop
define void @hoist_into_landingpad_block(i32 %n, i32 %k) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %done unwind label %lpad
lpad:
  %lp = landingpad { i8*, i32 } cleanup
  br label %loop
loop:
  %i = phi i32 [ 0, %lpad ], [ %i.next, %loop ]
  %inv = mul i32 %k, %k
  call void @use(i32 %inv)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %rethrow
rethrow:
  resume { i8*, i32 } %lp
done:
  ret void
}
