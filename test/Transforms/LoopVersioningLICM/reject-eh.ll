; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -licm-versioning-ignore-cost -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; A loop that may leave through an invoke's unwind edge is not versioned: the edge into the
; landing pad cannot be given to two versions (an EH pad's incoming edges cannot be split), and
; the invoke may throw (LLVM's instructionSafeForVersioning refuses it too).
; CHECK-LABEL: @no_version_invoke(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0: loop exits through a switch or an invoke, or contains a convergent or noduplicate call

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @no_version_invoke(i32* %a, i32* %b, i32 %n) personality i32 (...)* @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit
lpad:
  %lp = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lp
exit:
  ret void
}
