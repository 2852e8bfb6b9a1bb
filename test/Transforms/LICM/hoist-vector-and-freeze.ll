; RUN: hoist -S -passes=licm < %s | FileCheck %s

; Vector element operations and freeze are movable kinds like scalar arithmetic: building an
; invariant splat, reading a lane and freezing an argument all happen once, before the loop.
; CHECK-LABEL: @hoist_vector_ops(
; CHECK:       entry:
; CHECK-NEXT:    %ins = insertelement <4 x i32> undef, i32 %x, i32 0
; CHECK-NEXT:    %splat = shufflevector <4 x i32> %ins, <4 x i32> undef, <4 x i32> zeroinitializer
; CHECK-NEXT:    %fr = freeze i32 %x
; CHECK-NEXT:    %ext = extractelement <4 x i32> %splat, i32 1
; CHECK-NEXT:    %step = add i32 %ext, %fr
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %gep = getelementptr
; CHECK-NEXT:    store <4 x i32> %splat
define void @hoist_vector_ops(<4 x i32>* %p, i32 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %ins = insertelement <4 x i32> undef, i32 %x, i32 0
  %splat = shufflevector <4 x i32> %ins, <4 x i32> undef, <4 x i32> zeroinitializer
  %fr = freeze i32 %x
  %ext = extractelement <4 x i32> %splat, i32 1
  %step = add i32 %ext, %fr
  %gep = getelementptr inbounds <4 x i32>, <4 x i32>* %p, i32 %i
  store <4 x i32> %splat, <4 x i32>* %gep, align 16
  %i.next = add nuw nsw i32 %i, %step
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
